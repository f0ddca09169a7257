-- The table's own device of a game (seat takeover): the device that set
-- the game up, or the first to show a seat's link, holds this token in a
-- cookie. Only it (and the machine Herald runs on) shows and renews the
-- seats' links, so a phone that drops its seat cookie is not the table.

CREATE TABLE game_tables (
    game_id  INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    token    TEXT    NOT NULL CHECK (length(token) = 32),
    bound_at TEXT    NOT NULL
);
