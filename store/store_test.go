package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
)

var ctx = context.Background()

// openTest opens a store in a fresh temp dir, under a parent directory that
// doesn't exist yet.
func openTest(t testing.TB) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "data", "herald.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

func setup(n int) NewEvent {
	return NewEvent{Type: "setup", Payload: json.RawMessage(fmt.Sprintf(`{"players":%d}`, n))}
}

func newGame(t testing.TB, s *Store) int64 {
	t.Helper()
	id, err := s.CreateGame(ctx, "Friday night", "classic", "world", setup(3))
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func mustEvents(t testing.TB, s *Store, id int64) []Event {
	t.Helper()
	events, err := s.Events(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return events
}

// seqs returns the seqs of events, to compare with want.
func seqs(events []Event) []int {
	out := []int{}
	for _, e := range events {
		out = append(out, e.Seq)
	}
	return out
}

func upTo(n int) []int {
	out := []int{}
	for i := 1; i <= n; i++ {
		out = append(out, i)
	}
	return out
}

func TestOpenPathWithSpecialCharacters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a dir?x=1#frag %20", "new", "herald.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	newGame(t, s)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database file not where asked: %v", err)
	}
}

func TestCreateListGetGames(t *testing.T) {
	s, _ := openTest(t)

	games, err := s.Games(ctx)
	if err != nil || len(games) != 0 {
		t.Fatalf("Games on empty store = %v, %v", games, err)
	}

	var ids []int64
	for i, name := range []string{"first", "second", "third"} {
		id, err := s.CreateGame(ctx, name, "classic", "world", setup(i+2))
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}

	games, err = s.Games(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, g := range games {
		names = append(names, g.Name)
	}
	if want := []string{"third", "second", "first"}; !reflect.DeepEqual(names, want) {
		t.Errorf("Games names = %v, want newest first %v", names, want)
	}

	g, err := s.Game(ctx, ids[1])
	if err != nil {
		t.Fatal(err)
	}
	if g.ID != ids[1] || g.Name != "second" || g.Edition != "classic" || g.Board != "world" || g.Events != 1 {
		t.Errorf("Game = %+v", g)
	}
	if g.CreatedAt.IsZero() || !g.UpdatedAt.Equal(g.CreatedAt) {
		t.Errorf("Game times = %v, %v", g.CreatedAt, g.UpdatedAt)
	}
	if !reflect.DeepEqual(g, games[1]) {
		t.Errorf("Game = %+v, Games[1] = %+v", g, games[1])
	}

	events := mustEvents(t, s, ids[1])
	if len(events) != 1 {
		t.Fatalf("new game has %d events, want 1", len(events))
	}
	e := events[0]
	if e.GameID != ids[1] || e.Seq != 1 || e.Type != "setup" || string(e.Payload) != `{"players":3}` || !e.CreatedAt.Equal(g.CreatedAt) {
		t.Errorf("setup event = %+v", e)
	}

	if _, err := s.Game(ctx, 999); !errors.Is(err, ErrNotFound) {
		t.Errorf("Game(999) err = %v, want ErrNotFound", err)
	}
}

func TestCreateGameIsAtomic(t *testing.T) {
	s, _ := openTest(t)
	_, err := s.CreateGame(ctx, "broken", "classic", "world", NewEvent{Type: "setup", Payload: json.RawMessage(`{`)})
	if err == nil {
		t.Fatal("CreateGame with invalid setup payload succeeded")
	}
	if games, _ := s.Games(ctx); len(games) != 0 {
		t.Errorf("a game was left behind without its setup event: %+v", games)
	}
}

func TestAppendInOrder(t *testing.T) {
	s, _ := openTest(t)
	id := newGame(t, s)
	before, _ := s.Game(ctx, id)

	for seq := 1; seq <= 5; seq++ {
		payload := json.RawMessage(fmt.Sprintf(`{"n":%d}`, seq))
		e, err := s.Append(ctx, id, seq, "move", payload)
		if err != nil {
			t.Fatal(err)
		}
		if e.Seq != seq+1 || e.GameID != id || e.Type != "move" || string(e.Payload) != string(payload) {
			t.Fatalf("Append returned %+v", e)
		}
	}

	events := mustEvents(t, s, id)
	if got := seqs(events); !reflect.DeepEqual(got, upTo(6)) {
		t.Fatalf("seqs = %v", got)
	}
	for _, e := range events[1:] {
		if want := fmt.Sprintf(`{"n":%d}`, e.Seq-1); e.Type != "move" || string(e.Payload) != want {
			t.Errorf("event %d = %s %s, want move %s", e.Seq, e.Type, e.Payload, want)
		}
	}
	after, _ := s.Game(ctx, id)
	if after.Events != 6 {
		t.Errorf("Game.Events = %d, want 6", after.Events)
	}
	if !after.UpdatedAt.Equal(events[5].CreatedAt) || after.UpdatedAt.Before(before.UpdatedAt) {
		t.Errorf("updated_at = %v, want last event's %v", after.UpdatedAt, events[5].CreatedAt)
	}
}

func TestAppendStale(t *testing.T) {
	s, _ := openTest(t)
	id := newGame(t, s)
	if _, err := s.Append(ctx, id, 1, "move", json.RawMessage(`{}`)); err != nil {
		t.Fatal(err)
	}
	before := mustEvents(t, s, id)

	for _, expected := range []int{0, 1, 3, 99} { // behind and ahead of the log (at 2)
		_, err := s.Append(ctx, id, expected, "move", json.RawMessage(`{"stale":true}`))
		if !errors.Is(err, ErrStale) {
			t.Errorf("Append(expectedSeq=%d) err = %v, want ErrStale", expected, err)
		}
		_, err = s.AppendMany(ctx, id, expected, []NewEvent{{"a", json.RawMessage(`1`)}, {"b", json.RawMessage(`2`)}})
		if !errors.Is(err, ErrStale) {
			t.Errorf("AppendMany(expectedSeq=%d) err = %v, want ErrStale", expected, err)
		}
	}
	if after := mustEvents(t, s, id); !reflect.DeepEqual(after, before) {
		t.Errorf("stale appends changed the log:\nbefore %+v\nafter  %+v", before, after)
	}
}

func TestUnknownGame(t *testing.T) {
	s, _ := openTest(t)
	newGame(t, s)
	const missing = 42
	if _, err := s.Append(ctx, missing, 1, "move", json.RawMessage(`{}`)); !errors.Is(err, ErrNotFound) {
		t.Errorf("Append err = %v, want ErrNotFound", err)
	}
	if err := s.DropLast(ctx, missing, 2); !errors.Is(err, ErrNotFound) {
		t.Errorf("DropLast err = %v, want ErrNotFound", err)
	}
	if _, err := s.Events(ctx, missing); !errors.Is(err, ErrNotFound) {
		t.Errorf("Events err = %v, want ErrNotFound", err)
	}
	if err := s.DeleteGame(ctx, missing); !errors.Is(err, ErrNotFound) {
		t.Errorf("DeleteGame err = %v, want ErrNotFound", err)
	}
}

func TestAppendRejectsBadEvents(t *testing.T) {
	s, _ := openTest(t)
	id := newGame(t, s)
	for _, ne := range []NewEvent{
		{Type: "", Payload: json.RawMessage(`{}`)},
		{Type: "move", Payload: json.RawMessage(`{"a":`)},
		{Type: "move", Payload: nil},
	} {
		_, err := s.Append(ctx, id, 1, ne.Type, ne.Payload)
		if err == nil || errors.Is(err, ErrStale) || errors.Is(err, ErrNotFound) {
			t.Errorf("Append(%q, %q) err = %v, want a validation error", ne.Type, ne.Payload, err)
		}
	}
	if got := seqs(mustEvents(t, s, id)); !reflect.DeepEqual(got, upTo(1)) {
		t.Errorf("seqs = %v after rejected appends", got)
	}
}

// Writers racing with the same expectedSeq, as two players submitting from
// the same page: exactly one wins each round, the rest get ErrStale. The
// writers use two Stores (two pools) on one file, so what serialises them is
// SQLite's lock, not anything inside one *Store.
func TestConcurrentAppends(t *testing.T) {
	s1, path := openTest(t)
	s2, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	stores := []*Store{s1, s2}
	id := newGame(t, s1)

	const writers, rounds = 8, 10
	for round := 1; round <= rounds; round++ {
		expected := round // the log holds the setup event plus one winner per round
		var wg sync.WaitGroup
		start := make(chan struct{})
		errs := make([]error, writers)
		for w := range writers {
			wg.Go(func() {
				<-start
				payload := json.RawMessage(fmt.Sprintf(`{"writer":%d}`, w))
				_, errs[w] = stores[w%2].Append(ctx, id, expected, "move", payload)
			})
		}
		close(start)
		wg.Wait()

		wins, stale := 0, 0
		for _, err := range errs {
			switch {
			case err == nil:
				wins++
			case errors.Is(err, ErrStale):
				stale++
			default:
				t.Errorf("round %d: unexpected error %v", round, err)
			}
		}
		if wins != 1 || stale != writers-1 {
			t.Fatalf("round %d: %d wins, %d stale; want 1 and %d", round, wins, stale, writers-1)
		}
	}
	if got := seqs(mustEvents(t, s2, id)); !reflect.DeepEqual(got, upTo(rounds+1)) {
		t.Errorf("seqs = %v", got)
	}
}

func TestDropLast(t *testing.T) {
	s, _ := openTest(t)
	id := newGame(t, s)
	for seq := 1; seq <= 2; seq++ {
		if _, err := s.Append(ctx, id, seq, "move", json.RawMessage(fmt.Sprintf(`{"n":%d}`, seq))); err != nil {
			t.Fatal(err)
		}
	}
	// The log is 1, 2, 3.

	for _, expected := range []int{1, 2, 4} {
		if err := s.DropLast(ctx, id, expected); !errors.Is(err, ErrStale) {
			t.Errorf("DropLast(%d) err = %v, want ErrStale", expected, err)
		}
	}
	if got := seqs(mustEvents(t, s, id)); !reflect.DeepEqual(got, upTo(3)) {
		t.Fatalf("stale DropLast changed the log: %v", got)
	}

	if err := s.DropLast(ctx, id, 3); err != nil {
		t.Fatal(err)
	}
	if got := seqs(mustEvents(t, s, id)); !reflect.DeepEqual(got, upTo(2)) {
		t.Fatalf("after undo seqs = %v", got)
	}
	if err := s.DropLast(ctx, id, 3); !errors.Is(err, ErrStale) {
		t.Errorf("second DropLast(3) err = %v, want ErrStale", err)
	}

	// The undone seq is reused by the next action.
	e, err := s.Append(ctx, id, 2, "move", json.RawMessage(`{"redo":true}`))
	if err != nil || e.Seq != 3 {
		t.Fatalf("Append after undo = %+v, %v", e, err)
	}
	for _, seq := range []int{3, 2} {
		if err := s.DropLast(ctx, id, seq); err != nil {
			t.Fatal(err)
		}
	}

	err = s.DropLast(ctx, id, 1)
	if !errors.Is(err, ErrNothingToUndo) || errors.Is(err, ErrStale) {
		t.Errorf("DropLast of setup event err = %v, want ErrNothingToUndo", err)
	}
	events := mustEvents(t, s, id)
	if len(events) != 1 || events[0].Type != "setup" {
		t.Errorf("setup event was touched: %+v", events)
	}
	if g, _ := s.Game(ctx, id); g.Events != 1 {
		t.Errorf("Game.Events = %d, want 1", g.Events)
	}
}

func TestAppendMany(t *testing.T) {
	s, _ := openTest(t)
	id := newGame(t, s)
	before, _ := s.Game(ctx, id)

	// The second event is invalid after the first has been inserted: the
	// transaction must roll the first back.
	_, err := s.AppendMany(ctx, id, 1, []NewEvent{
		{Type: "attack", Payload: json.RawMessage(`{"ok":1}`)},
		{Type: "conquer", Payload: json.RawMessage(`not json`)},
	})
	if err == nil {
		t.Fatal("AppendMany with an invalid event succeeded")
	}
	if got := seqs(mustEvents(t, s, id)); !reflect.DeepEqual(got, upTo(1)) {
		t.Fatalf("failed AppendMany left events behind: %v", got)
	}
	if g, _ := s.Game(ctx, id); !g.UpdatedAt.Equal(before.UpdatedAt) {
		t.Errorf("failed AppendMany changed updated_at")
	}

	if _, err := s.AppendMany(ctx, id, 1, nil); err == nil {
		t.Error("AppendMany with no events succeeded")
	}

	got, err := s.AppendMany(ctx, id, 1, []NewEvent{
		{Type: "attack", Payload: json.RawMessage(`{"from":"alaska"}`)},
		{Type: "conquer", Payload: json.RawMessage(`{"to":"kamchatka"}`)},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Seq != 2 || got[1].Seq != 3 || got[0].Type != "attack" || got[1].Type != "conquer" {
		t.Fatalf("AppendMany returned %+v", got)
	}
	if events := mustEvents(t, s, id); !reflect.DeepEqual(events[1:], got) {
		t.Errorf("stored %+v, returned %+v", events[1:], got)
	}
}

func TestMigrationsIdempotentOnReopen(t *testing.T) {
	s, path := openTest(t)
	id := newGame(t, s)
	s.Close()

	for range 2 {
		s, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		var n int
		if err := s.db.QueryRow(`SELECT COUNT(*) FROM schema_migrations`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		files, _ := migrations.ReadDir("migrations")
		if n != len(files) {
			t.Errorf("schema_migrations has %d rows, want %d", n, len(files))
		}
		if g, err := s.Game(ctx, id); err != nil || g.Events != 1 {
			t.Errorf("after reopen Game = %+v, %v", g, err)
		}
		s.Close()
	}
}

func TestDeleteGameCascades(t *testing.T) {
	s, _ := openTest(t)
	id := newGame(t, s)
	other := newGame(t, s)
	if _, err := s.Append(ctx, id, 1, "move", json.RawMessage(`{}`)); err != nil {
		t.Fatal(err)
	}

	if err := s.DeleteGame(ctx, id); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.db.QueryRow(`SELECT COUNT(*) FROM events WHERE game_id = ?`, id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("%d events of the deleted game remain", n)
	}
	if _, err := s.Game(ctx, id); !errors.Is(err, ErrNotFound) {
		t.Errorf("Game after delete err = %v", err)
	}
	if len(mustEvents(t, s, other)) != 1 {
		t.Error("deleting one game touched another")
	}

	// Foreign keys are enforced: no events for a game that doesn't exist.
	_, err := s.db.Exec(`INSERT INTO events (game_id, seq, type, payload, created_at) VALUES (?, 1, 'x', '{}', '')`, id)
	if err == nil {
		t.Error("inserted an event for a missing game: foreign keys are off")
	}
}

// Every pooled connection, not just the first, must have the pragmas. Holding
// several connections at once forces the pool to open distinct ones.
func TestPragmasOnEveryConnection(t *testing.T) {
	s, _ := openTest(t)
	const n = 4
	for i := range n {
		conn, err := s.db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()

		var journal string
		var foreignKeys, busyTimeout, synchronous int
		for pragma, dest := range map[string]any{
			"journal_mode": &journal,
			"foreign_keys": &foreignKeys,
			"busy_timeout": &busyTimeout,
			"synchronous":  &synchronous,
		} {
			if err := conn.QueryRowContext(ctx, "PRAGMA "+pragma).Scan(dest); err != nil {
				t.Fatalf("conn %d: PRAGMA %s: %v", i, pragma, err)
			}
		}
		if journal != "wal" || foreignKeys != 1 || busyTimeout != 5000 || synchronous != 2 {
			t.Errorf("conn %d: journal_mode=%s foreign_keys=%d busy_timeout=%d synchronous=%d; want wal 1 5000 2 (FULL)",
				i, journal, foreignKeys, busyTimeout, synchronous)
		}
	}
	if open := s.db.Stats().OpenConnections; open < n {
		t.Errorf("only %d connections open, want %d distinct", open, n)
	}
}

func TestLastSeq(t *testing.T) {
	s, _ := openTest(t)
	ctx := context.Background()
	id, err := s.CreateGame(ctx, "g", "got", "westeros", NewEvent{Type: "setup", Payload: json.RawMessage(`{}`)})
	if err != nil {
		t.Fatal(err)
	}
	if n, err := s.LastSeq(ctx, id); err != nil || n != 1 {
		t.Fatalf("LastSeq = %d, %v; want 1", n, err)
	}
	if _, err := s.Append(ctx, id, 1, "place", json.RawMessage(`{}`)); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.LastSeq(ctx, id); n != 2 {
		t.Fatalf("LastSeq = %d after append, want 2", n)
	}
	if _, err := s.LastSeq(ctx, id+99); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unknown game: %v", err)
	}
}
