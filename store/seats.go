package store

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
)

// Seats: a per-player secret link of a game (migration 0004).

// IssueSeat gives player of game a new random 128-bit token and returns it
// (hex); a token issued before for that seat stops working.
func (s *Store) IssueSeat(ctx context.Context, gameID int64, player int) (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	tok := hex.EncodeToString(b[:])
	_, err := s.db.ExecContext(ctx, `INSERT INTO seats (game_id, player, token, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (game_id, player) DO UPDATE SET token = excluded.token, created_at = excluded.created_at`,
		gameID, player, tok, formatTime(now()))
	if err != nil {
		return "", fmt.Errorf("issue seat: %w", err)
	}
	return tok, nil
}

// Seats is every issued token of game by player.
func (s *Store) Seats(ctx context.Context, gameID int64) (map[int]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT player, token FROM seats WHERE game_id = ?`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int]string{}
	for rows.Next() {
		var p int
		var tok string
		if err := rows.Scan(&p, &tok); err != nil {
			return nil, err
		}
		out[p] = tok
	}
	return out, rows.Err()
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
