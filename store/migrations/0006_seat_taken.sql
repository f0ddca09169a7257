-- Seats belong to their phone (issue 29): a link a phone has opened is not
-- shown again (taken_at), and a link issued anew leaves its old token here
-- with the time, so the phone still holding it is told why it is out
-- rather than simply refused.

ALTER TABLE seats ADD COLUMN taken_at TEXT;

-- A seat issued before this migration may have been opened: it counts as
-- taken, so its link is not shown again (the table can issue a new one).
UPDATE seats SET taken_at = created_at;

CREATE TABLE seats_retired (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player     INTEGER NOT NULL CHECK (player >= 0),
    token      TEXT    NOT NULL CHECK (length(token) = 32),
    retired_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, token)
);
