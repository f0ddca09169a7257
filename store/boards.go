package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Board is one version of a board the table keeps: the board file (package
// maps' format) with its name and edition for the lists.
type Board struct {
	ID        string
	Version   int
	Name      string
	Edition   string
	Data      []byte // empty in BoardVersions
	CreatedAt time.Time
}

// ErrBoardNotFound: no board (or no such version) with that id. It is an
// ErrNotFound too, so errors.Is(err, ErrNotFound) holds.
var ErrBoardNotFound error = boardNotFound{}

type boardNotFound struct{}

func (boardNotFound) Error() string        { return "board not found" }
func (boardNotFound) Is(target error) bool { return target == ErrNotFound }

// SaveBoard stores b as the board's next version (1 for a new id) and
// returns that version. b.Version is ignored; versions are never
// overwritten.
func (s *Store) SaveBoard(ctx context.Context, b Board) (int, error) {
	return s.saveBoard(ctx, b, -1, nil)
}

// SaveBoardAfter is SaveBoard for an editor that saw version after: if the
// board has moved on meanwhile (another tablet saved), it writes nothing
// and returns ErrStale. after = 0 means the board must not exist yet.
func (s *Store) SaveBoardAfter(ctx context.Context, b Board, after int) (int, error) {
	return s.saveBoard(ctx, b, after, nil)
}

// SaveBoardPhoto is SaveBoardAfter (after < 0: SaveBoard) that keeps the
// photo the version's picture names in the same transaction: the photo
// and the version are stored together or not at all.
func (s *Store) SaveBoardPhoto(ctx context.Context, b Board, after int, p Photo) (int, error) {
	return s.saveBoard(ctx, b, after, &p)
}

func (s *Store) saveBoard(ctx context.Context, b Board, after int, p *Photo) (int, error) {
	var version int
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if p != nil {
			if err := keepPhoto(ctx, tx, *p); err != nil {
				return err
			}
		}
		var last int
		err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM boards WHERE id = ?`, b.ID).Scan(&last)
		if err != nil {
			return err
		}
		if after >= 0 && last != after {
			return fmt.Errorf("%w (expected version %d, the board is at %d)", ErrStale, after, last)
		}
		version = last + 1
		_, err = tx.ExecContext(ctx,
			`INSERT INTO boards (id, version, name, edition, data, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
			b.ID, version, b.Name, b.Edition, string(b.Data), formatTime(now()))
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("store: save board %q: %w", b.ID, err)
	}
	return version, nil
}

const selectBoards = `SELECT id, version, name, edition, data, created_at FROM boards`

// Board returns version of board id, or ErrBoardNotFound.
func (s *Store) Board(ctx context.Context, id string, version int) (Board, error) {
	b, err := scanBoard(s.db.QueryRowContext(ctx, selectBoards+` WHERE id = ? AND version = ?`, id, version))
	if err != nil {
		return Board{}, fmt.Errorf("store: board %q version %d: %w", id, version, notFound(err))
	}
	return b, nil
}

// LatestBoard returns the newest version of board id, or ErrBoardNotFound.
func (s *Store) LatestBoard(ctx context.Context, id string) (Board, error) {
	b, err := scanBoard(s.db.QueryRowContext(ctx, selectBoards+` WHERE id = ? ORDER BY version DESC LIMIT 1`, id))
	if err != nil {
		return Board{}, fmt.Errorf("store: board %q: %w", id, notFound(err))
	}
	return b, nil
}

// Boards returns the newest version of every board, by name.
func (s *Store) Boards(ctx context.Context) ([]Board, error) {
	return s.boards(ctx, selectBoards+` AS b WHERE version = (SELECT MAX(version) FROM boards WHERE id = b.id)
		ORDER BY name COLLATE NOCASE, id`)
}

// BoardVersions lists every version of board id, newest first, without
// their data; ErrBoardNotFound when there is none.
func (s *Store) BoardVersions(ctx context.Context, id string) ([]Board, error) {
	list, err := s.boards(ctx, `SELECT id, version, name, edition, '', created_at FROM boards
		WHERE id = ? ORDER BY version DESC`, id)
	if err == nil && len(list) == 0 {
		err = fmt.Errorf("store: versions of board %q: %w", id, ErrBoardNotFound)
	}
	return list, err
}

func (s *Store) boards(ctx context.Context, query string, args ...any) ([]Board, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: boards: %w", err)
	}
	defer rows.Close()
	var out []Board
	for rows.Next() {
		b, err := scanBoard(rows)
		if err != nil {
			return nil, fmt.Errorf("store: boards: %w", err)
		}
		out = append(out, b)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: boards: %w", err)
	}
	return out, nil
}

func scanBoard(row interface{ Scan(...any) error }) (Board, error) {
	var b Board
	var data []byte
	var created string
	if err := row.Scan(&b.ID, &b.Version, &b.Name, &b.Edition, &data, &created); err != nil {
		return Board{}, err
	}
	if len(data) > 0 {
		b.Data = data
	}
	var err error
	b.CreatedAt, err = parseTime(created)
	return b, err
}

func notFound(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return ErrBoardNotFound
	}
	return err
}

// LatestBoardVersion is the number of board id's newest version, 0 when
// it has none.
func (s *Store) LatestBoardVersion(ctx context.Context, id string) (int, error) {
	var v sql.NullInt64
	if err := s.db.QueryRowContext(ctx, `SELECT MAX(version) FROM boards WHERE id = ?`, id).Scan(&v); err != nil {
		return 0, fmt.Errorf("store: board %q: %w", id, err)
	}
	return int(v.Int64), nil
}
