-- Events taken back by undo, kept for redo. The redo stack of a game is its
-- undone events with seq above the log's last seq: the next redo is the one
-- at last seq + 1. Any new event appended clears the game's undone events
-- (a new action ends the redo), so a redone event is always put back on
-- exactly the log it was taken from.

CREATE TABLE undone (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 2),
    type       TEXT    NOT NULL CHECK (type <> ''),
    payload    TEXT    NOT NULL CHECK (json_valid(payload)),
    created_at TEXT    NOT NULL,
    UNIQUE (game_id, seq)
);
