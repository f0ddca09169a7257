-- Herald's key (issue 16, item 4): a device other than the machine running
-- Herald gets in only with it (the join link and QR carry it). One row,
-- made on first use and kept, so links already handed out survive a
-- restart.

CREATE TABLE access_key (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    key        TEXT    NOT NULL CHECK (length(key) >= 26),
    created_at TEXT    NOT NULL
);
