-- A seat's link opens one phone (issue 1, "another phone's seat"): the
-- phone that opens it first gets a token of its own (seats.token), and
-- the link's token is kept here as spent, with the time, so that a
-- second phone opening the same link is told whose link it was and when
-- it was opened, rather than let in or simply refused.

CREATE TABLE seats_spent (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player   INTEGER NOT NULL CHECK (player >= 0),
    token    TEXT    NOT NULL CHECK (length(token) = 32),
    spent_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, token)
);
