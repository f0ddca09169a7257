package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"fmt"
)

// AccessKey is Herald's key for devices at the table: 128 random bits
// (crypto/rand.Text), made the first time it is asked for and kept in the
// database, so it stays the same across restarts.
func (s *Store) AccessKey(ctx context.Context) (string, error) {
	var key string
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		// INSERT OR IGNORE under BEGIN IMMEDIATE: two Heralds opening the
		// same file at once still agree on one key.
		if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO access_key (id, key, created_at) VALUES (1, ?, ?)`,
			rand.Text(), formatTime(now())); err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `SELECT key FROM access_key WHERE id = 1`).Scan(&key)
	})
	if err != nil {
		return "", fmt.Errorf("store: access key: %w", err)
	}
	return key, nil
}
