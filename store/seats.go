package store

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"fmt"
	"time"
)

// Seats: a per-player secret link of a game (migration 0004), taken by
// the first phone that opens it and, issued anew, remembered as retired
// so the phone that held it learns why it is out (migration 0006). The
// phone that takes it holds a token of its own; the link is spent
// (migration 0009).

// Seat is a seat's link and whether a phone has opened it.
type Seat struct {
	Token   string
	TakenAt time.Time // zero while no phone has opened the link
}

// Taken reports whether a phone has opened the seat's link.
func (s Seat) Taken() bool { return !s.TakenAt.IsZero() }

// IssueSeat gives player of game a new random 128-bit token and returns it
// (hex); a token issued before for that seat stops working and is kept as
// retired (RetiredSeat), with the time.
func (s *Store) IssueSeat(ctx context.Context, gameID int64, player int) (string, error) {
	tok, err := newToken()
	if err != nil {
		return "", err
	}
	at := formatTime(now())
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO seats_retired (game_id, player, token, retired_at)
			SELECT game_id, player, token, ? FROM seats WHERE game_id = ? AND player = ?`, at, gameID, player); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO seats (game_id, player, token, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (game_id, player) DO UPDATE SET token = excluded.token, created_at = excluded.created_at, taken_at = NULL`,
			gameID, player, tok, at)
		return err
	})
	if err != nil {
		return "", fmt.Errorf("issue seat: %w", err)
	}
	return tok, nil
}

// TakeSeat gives seat player of game to the phone that opens its link
// tok, once: the phone gets a token of its own (phone), which the seat
// holds from then on, and tok is kept as spent (SpentSeat), so a second
// phone with the same link is not let in. ok is false when tok is not
// the seat's link, or was opened already.
func (s *Store) TakeSeat(ctx context.Context, gameID int64, player int, tok string) (phone string, ok bool, err error) {
	phone, err = newToken()
	if err != nil {
		return "", false, err
	}
	at := formatTime(now())
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE seats SET token = ?, taken_at = ?
			WHERE game_id = ? AND player = ? AND token = ? AND taken_at IS NULL`, phone, at, gameID, player, tok)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return err
		}
		ok = true
		_, err = tx.ExecContext(ctx, `INSERT INTO seats_spent (game_id, player, token, spent_at) VALUES (?, ?, ?, ?)`, gameID, player, tok, at)
		return err
	})
	if err != nil {
		return "", false, fmt.Errorf("take seat: %w", err)
	}
	if !ok {
		return "", false, nil
	}
	return phone, true, nil
}

// newToken is a random 128-bit token in hex.
func newToken() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return hex.EncodeToString(b[:]), nil
}

// SeatStates is every issued seat of game by player.
func (s *Store) SeatStates(ctx context.Context, gameID int64) (map[int]Seat, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT player, token, taken_at FROM seats WHERE game_id = ?`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int]Seat{}
	for rows.Next() {
		var p int
		var seat Seat
		var taken sql.NullString
		if err := rows.Scan(&p, &seat.Token, &taken); err != nil {
			return nil, err
		}
		if taken.Valid {
			if seat.TakenAt, err = parseTime(taken.String); err != nil {
				return nil, err
			}
		}
		out[p] = seat
	}
	return out, rows.Err()
}

// Seats is every issued token of game by player.
func (s *Store) Seats(ctx context.Context, gameID int64) (map[int]string, error) {
	states, err := s.SeatStates(ctx, gameID)
	if err != nil {
		return nil, err
	}
	out := make(map[int]string, len(states))
	for p, seat := range states {
		out[p] = seat.Token
	}
	return out, nil
}

// SeatOf is the player whose token of game tok is, ok=false for none. Every
// seat's token is compared in constant time, so the answer's timing does
// not tell how much of a guess was right.
func (s *Store) SeatOf(ctx context.Context, gameID int64, tok string) (player int, ok bool, err error) {
	seats, err := s.Seats(ctx, gameID)
	if err != nil {
		return 0, false, err
	}
	player = -1
	for p, t := range seats {
		if subtle.ConstantTimeCompare([]byte(t), []byte(tok)) == 1 {
			player = p
		}
	}
	return player, player >= 0, nil
}

// RetiredSeat is the seat whose token tok was until it was issued anew
// at the time returned; ok=false when tok never was one of game's
// (compared in constant time, like SeatOf).
func (s *Store) RetiredSeat(ctx context.Context, gameID int64, tok string) (player int, at time.Time, ok bool, err error) {
	return s.oldSeat(ctx, `SELECT player, token, retired_at FROM seats_retired WHERE game_id = ?`, tok, gameID)
}

// SpentSeat is the seat whose link tok a phone opened at the time
// returned (TakeSeat); ok=false when tok is no opened link of game.
func (s *Store) SpentSeat(ctx context.Context, gameID int64, tok string) (player int, at time.Time, ok bool, err error) {
	return s.oldSeat(ctx, `SELECT player, token, spent_at FROM seats_spent WHERE game_id = ?`, tok, gameID)
}

// TakenSeat is the taken seat of game whose token tok is, and when it
// was taken. A seat taken before links were spent (migration 0009) still
// holds its link as its token: this finds that link.
func (s *Store) TakenSeat(ctx context.Context, gameID int64, tok string) (player int, at time.Time, ok bool, err error) {
	return s.oldSeat(ctx, `SELECT player, token, taken_at FROM seats WHERE game_id = ? AND taken_at IS NOT NULL`, tok, gameID)
}

// oldSeat finds tok among the rows (player, token, time) of query with
// args, every token compared in constant time.
func (s *Store) oldSeat(ctx context.Context, query string, tok string, args ...any) (player int, at time.Time, ok bool, err error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return 0, time.Time{}, false, err
	}
	defer rows.Close()
	player = -1
	var when string
	for rows.Next() {
		var p int
		var t, r string
		if err := rows.Scan(&p, &t, &r); err != nil {
			return 0, time.Time{}, false, err
		}
		if subtle.ConstantTimeCompare([]byte(t), []byte(tok)) == 1 {
			player, when = p, r
		}
	}
	if err := rows.Err(); err != nil || player < 0 {
		return -1, time.Time{}, false, err
	}
	at, err = parseTime(when)
	return player, at, err == nil, err
}
