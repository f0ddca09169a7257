package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Game is a game's row plus the number of events in its log, which is also
// the seq of its last event.
type Game struct {
	ID                   int64
	Name, Edition, Board string
	CreatedAt, UpdatedAt time.Time
	Events               int
	// ArchivedAt is when the table put the game away (zero: it is on
	// the home page's list); an archived game still counts everywhere
	// else. RemovedAt is when it was removed (zero but in RemovedGames).
	ArchivedAt, RemovedAt time.Time
}

// Event is one entry of a game's log.
type Event struct {
	GameID    int64
	Seq       int
	Type      string
	Payload   json.RawMessage
	CreatedAt time.Time
}

// NewEvent is an event to be written: a non-empty type and a JSON payload.
type NewEvent struct {
	Type    string
	Payload json.RawMessage
}

// CreateGame creates a game together with its setup event (seq 1), both or
// neither, and returns the game's id.
func (s *Store) CreateGame(ctx context.Context, name, edition, board string, setup NewEvent) (int64, error) {
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		at := now()
		res, err := tx.ExecContext(ctx,
			`INSERT INTO games (name, edition, board, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
			name, edition, board, formatTime(at), formatTime(at))
		if err != nil {
			return err
		}
		if id, err = res.LastInsertId(); err != nil {
			return err
		}
		_, err = insertEvent(ctx, tx, id, 1, setup, at)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("store: create game: %w", err)
	}
	return id, nil
}

// kept is the one condition that keeps a removed game out of every list
// and every read of a game (its pages, the records, the dice, the live
// stream, the set-up's names): only RemovedGames and RestoreGame look
// past it.
const kept = `games.removed_at IS NULL`

const selectGames = `SELECT id, name, edition, board, created_at, updated_at, archived_at, removed_at,
	(SELECT COUNT(*) FROM events WHERE events.game_id = games.id)
	FROM games`

// selectKept is selectGames without the removed games.
const selectKept = selectGames + ` WHERE ` + kept

// Game returns the game with the given id, or ErrNotFound (also for a
// removed game).
func (s *Store) Game(ctx context.Context, id int64) (Game, error) {
	g, err := scanGame(s.db.QueryRowContext(ctx, selectKept+` AND id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNotFound
	}
	if err != nil {
		return Game{}, fmt.Errorf("store: game %d: %w", id, err)
	}
	return g, nil
}

// Games returns all games but the removed ones, newest first; archived
// games are among them (Game.ArchivedAt).
func (s *Store) Games(ctx context.Context) ([]Game, error) {
	games, err := s.queryGames(ctx, selectKept+` ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return nil, fmt.Errorf("store: games: %w", err)
	}
	return games, nil
}

// queryGames runs a query of selectGames' columns.
func (s *Store) queryGames(ctx context.Context, query string, args ...any) ([]Game, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var games []Game
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			return nil, err
		}
		games = append(games, g)
	}
	return games, rows.Err()
}

func scanGame(row interface{ Scan(...any) error }) (Game, error) {
	var g Game
	var created, updated string
	var archived, removed sql.NullString
	if err := row.Scan(&g.ID, &g.Name, &g.Edition, &g.Board, &created, &updated, &archived, &removed, &g.Events); err != nil {
		return Game{}, err
	}
	var err1, err2, err3, err4 error
	g.CreatedAt, err1 = parseTime(created)
	g.UpdatedAt, err2 = parseTime(updated)
	if archived.Valid {
		g.ArchivedAt, err3 = parseTime(archived.String)
	}
	if removed.Valid {
		g.RemovedAt, err4 = parseTime(removed.String)
	}
	return g, errors.Join(err1, err2, err3, err4)
}

// DeleteGame deletes a game and, by cascade, its events.
func (s *Store) DeleteGame(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM games WHERE id = ?`, id)
	if err == nil {
		var n int64
		if n, err = res.RowsAffected(); err == nil && n == 0 {
			err = ErrNotFound
		}
	}
	if err != nil {
		return fmt.Errorf("store: delete game %d: %w", id, err)
	}
	return nil
}

// Events returns a game's whole log in seq order, or ErrNotFound.
func (s *Store) Events(ctx context.Context, gameID int64) ([]Event, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT seq, type, payload, created_at FROM events WHERE game_id = ?
		 AND game_id IN (SELECT id FROM games WHERE `+kept+`) ORDER BY seq`, gameID)
	if err != nil {
		return nil, fmt.Errorf("store: events of game %d: %w", gameID, err)
	}
	defer rows.Close()
	var events []Event
	for rows.Next() {
		e := Event{GameID: gameID}
		var payload []byte
		var created string
		if err := rows.Scan(&e.Seq, &e.Type, &payload, &created); err != nil {
			return nil, fmt.Errorf("store: events of game %d: %w", gameID, err)
		}
		if e.CreatedAt, err = parseTime(created); err != nil {
			return nil, fmt.Errorf("store: events of game %d: %w", gameID, err)
		}
		e.Payload = payload
		events = append(events, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: events of game %d: %w", gameID, err)
	}
	if len(events) == 0 {
		// Every game has its setup event, so no events means no game.
		return nil, fmt.Errorf("store: events of game %d: %w", gameID, ErrNotFound)
	}
	return events, nil
}

// Append adds one event to a game's log, with seq expectedSeq+1, provided the
// log's last seq is still expectedSeq; otherwise it returns ErrStale and
// writes nothing. Of several concurrent Appends with the same expectedSeq
// exactly one succeeds. The returned event is durable.
func (s *Store) Append(ctx context.Context, gameID int64, expectedSeq int, typ string, payload json.RawMessage) (Event, error) {
	events, err := s.AppendMany(ctx, gameID, expectedSeq, []NewEvent{{Type: typ, Payload: payload}})
	if err != nil {
		return Event{}, err
	}
	return events[0], nil
}

// AppendMany is Append for several events, written all or none, with seqs
// expectedSeq+1, expectedSeq+2, ... (e.g. an action that expands into two
// events).
func (s *Store) AppendMany(ctx context.Context, gameID int64, expectedSeq int, events []NewEvent) ([]Event, error) {
	if len(events) == 0 {
		return nil, fmt.Errorf("store: append to game %d: no events", gameID)
	}
	var out []Event
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if err := checkLast(ctx, tx, gameID, expectedSeq); err != nil {
			return err
		}
		// A new action ends the redo: what was undone can't be put back
		// on a log that has moved on.
		if _, err := tx.ExecContext(ctx, `DELETE FROM undone WHERE game_id = ?`, gameID); err != nil {
			return err
		}
		at := now()
		out = make([]Event, 0, len(events))
		for i, ne := range events {
			e, err := insertEvent(ctx, tx, gameID, expectedSeq+1+i, ne, at)
			if err != nil {
				return err
			}
			out = append(out, e)
		}
		return touch(ctx, tx, gameID, at)
	})
	if err != nil {
		return nil, fmt.Errorf("store: append to game %d: %w", gameID, err)
	}
	return out, nil
}

// DropLast deletes the game's last event (undo), provided its seq is
// expectedSeq; otherwise it returns ErrStale. The setup event can't be
// dropped: ErrNothingToUndo. The dropped event is kept for Redo until the
// next Append.
func (s *Store) DropLast(ctx context.Context, gameID int64, expectedSeq int) error {
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if err := checkLast(ctx, tx, gameID, expectedSeq); err != nil {
			return err
		}
		if expectedSeq <= 1 {
			return ErrNothingToUndo
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO undone (game_id, seq, type, payload, created_at)
			SELECT game_id, seq, type, payload, ? FROM events WHERE game_id = ? AND seq = ?`,
			formatTime(now()), gameID, expectedSeq)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM events WHERE game_id = ? AND seq = ?`, gameID, expectedSeq)
		if err != nil {
			return err
		}
		return touch(ctx, tx, gameID, now())
	})
	if err != nil {
		return fmt.Errorf("store: undo in game %d: %w", gameID, err)
	}
	return nil
}

// NextRedo returns the event the next Redo would put back on a log whose
// last seq is last (the most recently undone one), and whether there is one.
func (s *Store) NextRedo(ctx context.Context, gameID int64, last int) (Event, bool, error) {
	e := Event{GameID: gameID, Seq: last + 1}
	var payload []byte
	var created string
	err := s.db.QueryRowContext(ctx, `SELECT type, payload, created_at FROM undone WHERE game_id = ? AND seq = ?`,
		gameID, last+1).Scan(&e.Type, &payload, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Event{}, false, nil
	}
	if err == nil {
		e.Payload = payload
		e.CreatedAt, err = parseTime(created)
	}
	if err != nil {
		return Event{}, false, fmt.Errorf("store: redo of game %d: %w", gameID, err)
	}
	return e, true, nil
}

// Redo puts the most recently undone event back as seq expectedSeq+1,
// provided the log's last seq is still expectedSeq and that event is still
// want (the one the caller checked against the rules); otherwise ErrStale.
// With nothing undone since the last Append: ErrNothingToRedo. The rest of
// the undone events stay for the next Redo.
func (s *Store) Redo(ctx context.Context, gameID int64, expectedSeq int, want NewEvent) (Event, error) {
	var out Event
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if err := checkLast(ctx, tx, gameID, expectedSeq); err != nil {
			return err
		}
		var typ string
		var payload []byte
		err := tx.QueryRowContext(ctx, `SELECT type, payload FROM undone WHERE game_id = ? AND seq = ?`,
			gameID, expectedSeq+1).Scan(&typ, &payload)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNothingToRedo
		}
		if err != nil {
			return err
		}
		if typ != want.Type || string(payload) != string(want.Payload) {
			return fmt.Errorf("%w (the event to redo has changed)", ErrStale)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM undone WHERE game_id = ? AND seq = ?`, gameID, expectedSeq+1); err != nil {
			return err
		}
		at := now()
		if out, err = insertEvent(ctx, tx, gameID, expectedSeq+1, want, at); err != nil {
			return err
		}
		return touch(ctx, tx, gameID, at)
	})
	if err != nil {
		return Event{}, fmt.Errorf("store: redo in game %d: %w", gameID, err)
	}
	return out, nil
}

// checkLast returns ErrNotFound if the game doesn't exist and ErrStale if its
// last seq isn't expectedSeq. Called inside the writing transaction, which
// holds the write lock, so the answer stays true until commit.
func checkLast(ctx context.Context, tx *sql.Tx, gameID int64, expectedSeq int) error {
	var last sql.NullInt64
	err := tx.QueryRowContext(ctx,
		`SELECT (SELECT MAX(seq) FROM events WHERE game_id = games.id) FROM games WHERE id = ? AND `+kept,
		gameID).Scan(&last)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	if int(last.Int64) != expectedSeq {
		return fmt.Errorf("%w (expected last event %d, the log is at %d)", ErrStale, expectedSeq, last.Int64)
	}
	return nil
}

func insertEvent(ctx context.Context, tx *sql.Tx, gameID int64, seq int, ne NewEvent, at time.Time) (Event, error) {
	if ne.Type == "" {
		return Event{}, fmt.Errorf("event %d: empty type", seq)
	}
	if !json.Valid(ne.Payload) {
		return Event{}, fmt.Errorf("event %d (%s): payload is not valid JSON", seq, ne.Type)
	}
	_, err := tx.ExecContext(ctx,
		`INSERT INTO events (game_id, seq, type, payload, created_at) VALUES (?, ?, ?, ?, ?)`,
		gameID, seq, ne.Type, string(ne.Payload), formatTime(at))
	if err != nil {
		return Event{}, fmt.Errorf("event %d (%s): %w", seq, ne.Type, err)
	}
	return Event{GameID: gameID, Seq: seq, Type: ne.Type, Payload: ne.Payload, CreatedAt: at}, nil
}

func touch(ctx context.Context, tx *sql.Tx, gameID int64, at time.Time) error {
	_, err := tx.ExecContext(ctx, `UPDATE games SET updated_at = ? WHERE id = ?`, formatTime(at), gameID)
	return err
}

// LastSeq is the seq of a game's newest event: a cheap check whether a
// cached replay of the game is still current.
func (s *Store) LastSeq(ctx context.Context, gameID int64) (int, error) {
	var seq sql.NullInt64
	err := s.db.QueryRowContext(ctx, `SELECT MAX(seq) FROM events WHERE game_id = ?
		AND game_id IN (SELECT id FROM games WHERE `+kept+`)`, gameID).Scan(&seq)
	if err != nil {
		return 0, fmt.Errorf("store: last seq of game %d: %w", gameID, err)
	}
	if !seq.Valid {
		return 0, fmt.Errorf("store: last seq of game %d: %w", gameID, ErrNotFound)
	}
	return int(seq.Int64), nil
}
