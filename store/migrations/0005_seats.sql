-- A seat's secret link: one random token per player of a game (issue 16,
-- "seats and private views"). A phone that opened the link keeps the token
-- in a cookie and sees that player's private page; re-issuing replaces the
-- token, so the old link and the cookies holding it stop working.

CREATE TABLE seats (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player     INTEGER NOT NULL CHECK (player >= 0),
    token      TEXT    NOT NULL CHECK (length(token) = 32),
    created_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, player)
);
