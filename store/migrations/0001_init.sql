-- A game and its event log. The log is the source of truth: the game state
-- is derived by replaying events in seq order (package engine).

CREATE TABLE games (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    edition    TEXT NOT NULL,
    board      TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

-- seq runs 1, 2, 3, ... per game with no gaps; seq 1 is the setup event.
-- UNIQUE(game_id, seq) is a backstop for the expectedSeq check in Go, and its
-- index also serves lookups by game and the ON DELETE CASCADE.
CREATE TABLE events (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    type       TEXT    NOT NULL CHECK (type <> ''),
    payload    TEXT    NOT NULL CHECK (json_valid(payload)),
    created_at TEXT    NOT NULL,
    UNIQUE (game_id, seq)
);
