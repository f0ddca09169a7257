package store

import (
	"context"
	"crypto/subtle"
	"database/sql"
	"errors"
	"fmt"
)

// The table's device of a game (migration 0010): a random 128-bit token
// that one device keeps in a cookie, so that the seats' links are the
// table's to show and renew, not any device's without a seat.

// BindTable gives game a table token, once: ok is false when a device
// was bound before (its token stays).
func (s *Store) BindTable(ctx context.Context, gameID int64) (tok string, ok bool, err error) {
	if tok, err = newToken(); err != nil {
		return "", false, err
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO game_tables (game_id, token, bound_at) VALUES (?, ?, ?)
		ON CONFLICT (game_id) DO NOTHING`, gameID, tok, formatTime(now()))
	if err != nil {
		return "", false, fmt.Errorf("bind table: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return "", false, err
	}
	return tok, true, nil
}

// TableOf reports whether game has a table device (bound) and whether
// tok is its token (compared in constant time).
func (s *Store) TableOf(ctx context.Context, gameID int64, tok string) (bound, match bool, err error) {
	var want string
	err = s.db.QueryRowContext(ctx, `SELECT token FROM game_tables WHERE game_id = ?`, gameID).Scan(&want)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return false, false, nil
	case err != nil:
		return false, false, err
	}
	return true, subtle.ConstantTimeCompare([]byte(want), []byte(tok)) == 1, nil
}
