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

// NewAccessKey replaces the key with a new one and returns it: every device
// that joined with the old one is out until it scans the new code (a
// stranger saw the code, or the evening is over).
func (s *Store) NewAccessKey(ctx context.Context) (string, error) {
	key := rand.Text()
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO access_key (id, key, created_at) VALUES (1, ?, ?)
			ON CONFLICT (id) DO UPDATE SET key = excluded.key, created_at = excluded.created_at`, key, formatTime(now()))
		return err
	})
	if err != nil {
		return "", fmt.Errorf("store: new access key: %w", err)
	}
	return key, nil
}
