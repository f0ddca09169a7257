package store

import (
	"context"
	"database/sql"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// A seat's link names its player; re-issuing it makes the old token stop
// working (issue 16, item 3: "the tablet can re-issue it").
func TestSeatIssueAndReissue(t *testing.T) {
	s, _ := openTest(t)
	ctx := context.Background()
	id := newGame(t, s)
	a, err := s.IssueSeat(ctx, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.IssueSeat(ctx, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != 32 || a == b {
		t.Fatalf("tokens %q %q: want two different 128-bit hex tokens", a, b)
	}
	if p, ok, _ := s.SeatOf(ctx, id, b); !ok || p != 1 {
		t.Fatalf("token b: seat %d %v, want 1", p, ok)
	}
	a2, err := s.IssueSeat(ctx, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.SeatOf(ctx, id, a); ok {
		t.Fatal("the re-issued seat's old token still works")
	}
	if p, ok, _ := s.SeatOf(ctx, id, a2); !ok || p != 0 {
		t.Fatalf("new token: seat %d %v, want 0", p, ok)
	}
	if _, ok, _ := s.SeatOf(ctx, id+1, a2); ok {
		t.Fatal("a token works for another game")
	}
	if _, ok, _ := s.SeatOf(ctx, id, ""); ok {
		t.Fatal("an empty token names a seat")
	}
}

// A seat's link counts as taken once a phone opened it, until it is
// issued anew; the old token is then retired with the time, so the
// phone holding it can be told (issue 29: "seats belong to their phone").
func TestSeatTakenAndRetired(t *testing.T) {
	s, _ := openTest(t)
	ctx := context.Background()
	id := newGame(t, s)
	old, err := s.IssueSeat(ctx, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	if seats, _ := s.SeatStates(ctx, id); seats[1].Token != old || seats[1].Taken() {
		t.Fatalf("a fresh seat: %+v, want its token, not taken", seats[1])
	}
	if _, ok, err := s.TakeSeat(ctx, id, 0, old); err != nil || ok {
		t.Fatalf("taking seat 0 with seat 1's token: %v %v", ok, err)
	}
	link := old
	old, ok, err := s.TakeSeat(ctx, id, 1, link)
	if err != nil || !ok || len(old) != 32 || old == link {
		t.Fatalf("taking seat 1: phone token %q, %v %v; want a new one", old, ok, err)
	}
	first, _ := s.SeatStates(ctx, id)
	if !first[1].Taken() || first[1].Token != old {
		t.Fatal("an opened seat is not taken, or not held by the phone's own token")
	}
	if _, _, ok, _ := s.RetiredSeat(ctx, id, old); ok {
		t.Fatal("a seat's current token counts as retired")
	}
	// The link opens one phone: a second one gets nothing, and learns
	// whose link it was and when it was opened.
	if phone, ok, err := s.TakeSeat(ctx, id, 1, link); err != nil || ok || phone != "" {
		t.Fatalf("the link opened a second time: %q %v %v", phone, ok, err)
	}
	if p, at, ok, err := s.SpentSeat(ctx, id, link); err != nil || !ok || p != 1 || !at.Equal(first[1].TakenAt) {
		t.Fatalf("the spent link: seat %d at %v, %v %v; want seat 1 at %v", p, at, ok, err, first[1].TakenAt)
	}
	if _, _, ok, _ := s.SpentSeat(ctx, id, old); ok {
		t.Fatal("the phone's own token counts as a spent link")
	}
	before := now().Add(-time.Second)
	fresh, err := s.IssueSeat(ctx, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	if seats, _ := s.SeatStates(ctx, id); seats[1].Token != fresh || seats[1].Taken() {
		t.Fatalf("a seat issued anew: %+v, want the new token, not taken", seats[1])
	}
	p, at, ok, err := s.RetiredSeat(ctx, id, old)
	if err != nil || !ok || p != 1 || at.Before(before) || at.After(now().Add(time.Second)) {
		t.Fatalf("the old token: seat %d at %v, %v %v; want seat 1, retired just now", p, at, ok, err)
	}
	if _, _, ok, _ := s.RetiredSeat(ctx, id+1, old); ok {
		t.Fatal("a retired token counts for another game")
	}
	if _, _, ok, _ := s.RetiredSeat(ctx, id, ""); ok {
		t.Fatal("an empty token counts as retired")
	}
}

// A seat issued before migration 0006 counts as taken (a phone may have
// opened it): its link is not shown again, only issued anew.
func TestSeatMigrationCountsOldSeatsTaken(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite3", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	names, _ := fs.Glob(migrations, "migrations/*.sql")
	slices.Sort(names)
	stmts := []string{`CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`}
	for _, name := range names {
		if filepath.Base(name) >= "0006" {
			break
		}
		body, _ := migrations.ReadFile(name)
		stmts = append(stmts, string(body), `INSERT INTO schema_migrations VALUES ('`+filepath.Base(name)+`', '')`)
	}
	stmts = append(stmts, `INSERT INTO games (id, name, edition, board, created_at, updated_at) VALUES (1, 'x', 'classic', 'world', '', '')`,
		`INSERT INTO seats (game_id, player, token, created_at) VALUES (1, 0, '`+strings.Repeat("a", 32)+`', '`+formatTime(now())+`')`)
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%.60s: %v", q, err)
		}
	}
	db.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	seats, err := s.SeatStates(context.Background(), 1)
	if err != nil || !seats[0].Taken() {
		t.Fatalf("a seat from before the migration: %+v, %v; want taken", seats[0], err)
	}
}
