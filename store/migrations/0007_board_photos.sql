-- The table's photo of its board (issue 30): a board version's picture
-- names its photo by the SHA-256 (hex) of the bytes kept here, so two
-- versions (or two boards) with the same photo keep it once. The bytes
-- are Herald's own re-encoding (JPEG, longest side at most 2400 px), never
-- the upload as sent: that drops the camera's EXIF data (place, time,
-- device). A photo is never changed or removed while kept.

CREATE TABLE board_photos (
    sha256     TEXT    PRIMARY KEY CHECK (length(sha256) = 64),
    width      INTEGER NOT NULL CHECK (width >= 1),
    height     INTEGER NOT NULL CHECK (height >= 1),
    data       BLOB    NOT NULL,
    created_at TEXT    NOT NULL
);

-- Scaled copies of a photo for smaller screens, made on the first ask
-- for a width and kept.
CREATE TABLE board_photo_copies (
    sha256 TEXT    NOT NULL REFERENCES board_photos(sha256),
    width  INTEGER NOT NULL CHECK (width >= 1),
    data   BLOB    NOT NULL,
    PRIMARY KEY (sha256, width)
);
