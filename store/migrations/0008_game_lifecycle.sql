-- A game's life after the table (issue 33): removed by mistake or on
-- purpose, it is kept for a while (removed_at) and can be restored, then
-- deleted for good (store.KeepRemoved); archived (archived_at), it leaves
-- the home page's list but still counts in the records. import_sha names
-- the game file an imported game came from (handlers' gameFileSHA), so a
-- file imported twice is recognised. NULL: never removed, never archived,
-- not imported (or imported before this migration).

ALTER TABLE games ADD COLUMN removed_at  TEXT;
ALTER TABLE games ADD COLUMN archived_at TEXT;
ALTER TABLE games ADD COLUMN import_sha  TEXT CHECK (import_sha IS NULL OR length(import_sha) = 64);

CREATE INDEX games_import_sha ON games (import_sha) WHERE import_sha IS NOT NULL;
CREATE INDEX games_created_at ON games (created_at);
