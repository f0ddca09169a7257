-- Boards a table entered, copied or imported, one row per version. A
-- version is never changed (see the trigger): a game keeps the board
-- version it started with, and every save of the editor adds the next
-- version. data is the board file in the format of package maps.

CREATE TABLE boards (
    id         TEXT    NOT NULL CHECK (id <> ''),
    version    INTEGER NOT NULL CHECK (version >= 1),
    name       TEXT    NOT NULL,
    edition    TEXT    NOT NULL,
    data       TEXT    NOT NULL CHECK (json_valid(data)),
    created_at TEXT    NOT NULL,
    PRIMARY KEY (id, version)
);

CREATE TRIGGER boards_versions_are_kept BEFORE UPDATE ON boards
BEGIN
    SELECT RAISE(ABORT, 'board versions are never changed');
END;
