package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ErrBoardTaken: an imported board's id and version already hold another
// board here. Nothing was written.
var ErrBoardTaken = errors.New("board version already holds another board")

// ImportedGame is a whole game brought from another Herald: the boards it
// needs (with the versions they had there), its row and its log.
type ImportedGame struct {
	Name, Edition, Board string
	Boards               []Board // ID, Version, Name, Edition, Data
	Events               []NewEvent
	// The game's times as the file keeps them, so it lasts what it
	// lasted: its start and last change, and each event's time (one per
	// event). Zero and nil for a file without times: the import's time.
	CreatedAt, UpdatedAt time.Time
	EventTimes           []time.Time
	// SHA names the file the game came from (ImportedAs), "" for none.
	SHA string
}

// ImportGame writes g's boards, its game row and its whole log in one
// transaction, so a failure leaves no game and no orphan board. A board
// version that is already stored with the same data is shared, not
// written twice; one holding other data is ErrBoardTaken.
func (s *Store) ImportGame(ctx context.Context, g ImportedGame) (int64, error) {
	if len(g.Events) == 0 {
		return 0, errors.New("store: import game: no events")
	}
	if g.EventTimes != nil && len(g.EventTimes) != len(g.Events) {
		return 0, fmt.Errorf("store: import game: %d event times for %d events", len(g.EventTimes), len(g.Events))
	}
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		at := now()
		for _, b := range g.Boards {
			if err := importBoard(ctx, tx, b); err != nil {
				return err
			}
		}
		var sha sql.NullString
		if g.SHA != "" {
			sha = sql.NullString{String: g.SHA, Valid: true}
		}
		res, err := tx.ExecContext(ctx,
			`INSERT INTO games (name, edition, board, created_at, updated_at, import_sha) VALUES (?, ?, ?, ?, ?, ?)`,
			g.Name, g.Edition, g.Board, formatTime(orNow(g.CreatedAt, at)), formatTime(orNow(g.UpdatedAt, at)), sha)
		if err != nil {
			return err
		}
		if id, err = res.LastInsertId(); err != nil {
			return err
		}
		for i, ne := range g.Events {
			t := at
			if g.EventTimes != nil {
				t = orNow(g.EventTimes[i], at)
			}
			if _, err := insertEvent(ctx, tx, id, i+1, ne, t); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("store: import game: %w", err)
	}
	return id, nil
}

// orNow is t, or at when t is zero (a file without times).
func orNow(t, at time.Time) time.Time {
	if t.IsZero() {
		return at
	}
	return t
}

func importBoard(ctx context.Context, tx *sql.Tx, b Board) error {
	var data []byte
	err := tx.QueryRowContext(ctx, `SELECT data FROM boards WHERE id = ? AND version = ?`, b.ID, b.Version).Scan(&data)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		_, err = tx.ExecContext(ctx,
			`INSERT INTO boards (id, version, name, edition, data, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
			b.ID, b.Version, b.Name, b.Edition, string(b.Data), formatTime(now()))
		return err
	case err != nil:
		return err
	case !SameJSON(data, b.Data):
		return fmt.Errorf("%w: %s@%d", ErrBoardTaken, b.ID, b.Version)
	}
	return nil
}
