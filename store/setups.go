package store

import (
	"context"
	"fmt"
)

// SetupEvents returns every game's first event (its setup, with the
// players' names), newest game first: the set-up form offers the names
// of earlier games without reading whole logs. A removed game's names
// are not offered.
func (s *Store) SetupEvents(ctx context.Context) ([]Event, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT e.game_id, e.type, e.payload, e.created_at FROM events e JOIN games ON games.id = e.game_id
		 WHERE e.seq = 1 AND `+kept+` ORDER BY games.created_at DESC, games.id DESC`)
	if err != nil {
		return nil, fmt.Errorf("store: setup events: %w", err)
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		e := Event{Seq: 1}
		var payload []byte
		var created string
		if err := rows.Scan(&e.GameID, &e.Type, &payload, &created); err != nil {
			return nil, fmt.Errorf("store: setup events: %w", err)
		}
		if e.CreatedAt, err = parseTime(created); err != nil {
			return nil, fmt.Errorf("store: setup events: %w", err)
		}
		e.Payload = payload
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: setup events: %w", err)
	}
	return out, nil
}
