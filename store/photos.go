package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
)

// Photo is the table's photo of a board (migration 0007): Herald's JPEG
// re-encoding and its size in pixels, kept under the SHA-256 of Data.
type Photo struct {
	SHA256        string
	Width, Height int
	Data          []byte
}

// ErrPhotoNotFound: no photo with that hash. It is an ErrNotFound too.
var ErrPhotoNotFound error = photoNotFound{}

type photoNotFound struct{}

func (photoNotFound) Error() string        { return "photo not found" }
func (photoNotFound) Is(target error) bool { return target == ErrNotFound }

// PhotoHash is the name a photo is kept under: its bytes' SHA-256 in
// lower-case hex.
func PhotoHash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// keepPhoto stores p unless a photo with its hash is kept already (the
// same bytes: nothing to change).
func keepPhoto(ctx context.Context, tx *sql.Tx, p Photo) error {
	if p.SHA256 != PhotoHash(p.Data) {
		return fmt.Errorf("photo %.12s: hash does not match its bytes", p.SHA256)
	}
	_, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO board_photos (sha256, width, height, data, created_at)
		VALUES (?, ?, ?, ?, ?)`, p.SHA256, p.Width, p.Height, p.Data, formatTime(now()))
	return err
}

// Photo returns the photo kept under sha, or ErrPhotoNotFound.
func (s *Store) Photo(ctx context.Context, sha string) (Photo, error) {
	p := Photo{SHA256: sha}
	err := s.db.QueryRowContext(ctx, `SELECT width, height, data FROM board_photos WHERE sha256 = ?`, sha).
		Scan(&p.Width, &p.Height, &p.Data)
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrPhotoNotFound
	}
	if err != nil {
		return Photo{}, fmt.Errorf("store: photo %.12s: %w", sha, err)
	}
	return p, nil
}

// PhotoCount is how many photos are kept (for tests: nothing half-stored).
func (s *Store) PhotoCount(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM board_photos`).Scan(&n)
	return n, err
}

// PhotoCopy returns the kept copy of photo sha scaled to width, and
// whether there is one.
func (s *Store) PhotoCopy(ctx context.Context, sha string, width int) ([]byte, bool, error) {
	var data []byte
	err := s.db.QueryRowContext(ctx, `SELECT data FROM board_photo_copies WHERE sha256 = ? AND width = ?`, sha, width).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("store: copy of photo %.12s: %w", sha, err)
	}
	return data, true, nil
}

// KeepPhotoCopy keeps a scaled copy of photo sha (a second one for the
// same width, made by another request meanwhile, is the same picture).
func (s *Store) KeepPhotoCopy(ctx context.Context, sha string, width int, data []byte) error {
	_, err := s.db.ExecContext(ctx, `INSERT OR IGNORE INTO board_photo_copies (sha256, width, data) VALUES (?, ?, ?)`, sha, width, data)
	if err != nil {
		return fmt.Errorf("store: keep copy of photo %.12s: %w", sha, err)
	}
	return nil
}
