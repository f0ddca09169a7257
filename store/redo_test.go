package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func payloadN(n int) json.RawMessage { return json.RawMessage(fmt.Sprintf(`{"n":%d}`, n)) }

// Undone events come back in the order they were taken, survive a reopen of
// the file, and are gone once a new event is appended.
func TestRedoPutsUndoneEventsBack(t *testing.T) {
	s, path := openTest(t)
	id := newGame(t, s)
	for seq := 1; seq <= 3; seq++ {
		if _, err := s.Append(ctx, id, seq, "move", payloadN(seq+1)); err != nil {
			t.Fatal(err)
		}
	}
	// The log is 1..4; nothing undone yet.
	if _, ok, err := s.NextRedo(ctx, id, 4); ok || err != nil {
		t.Fatalf("NextRedo before any undo = %v, %v", ok, err)
	}
	if _, err := s.Redo(ctx, id, 4, NewEvent{Type: "move", Payload: payloadN(5)}); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("Redo with nothing undone: %v, want ErrNothingToRedo", err)
	}
	for _, seq := range []int{4, 3} {
		if err := s.DropLast(ctx, id, seq); err != nil {
			t.Fatal(err)
		}
	}
	next, ok, err := s.NextRedo(ctx, id, 2)
	if err != nil || !ok || next.Seq != 3 || next.Type != "move" || string(next.Payload) != `{"n":3}` {
		t.Fatalf("NextRedo after two undos = %+v, %v, %v", next, ok, err)
	}

	// A restart keeps what can be redone.
	s.Close()
	s, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	if _, err := s.Redo(ctx, id, 3, NewEvent{Type: "move", Payload: payloadN(3)}); !errors.Is(err, ErrStale) {
		t.Errorf("Redo from a stale seq: %v, want ErrStale", err)
	}
	if _, err := s.Redo(ctx, id, 2, NewEvent{Type: "move", Payload: payloadN(4)}); !errors.Is(err, ErrStale) {
		t.Errorf("Redo of another event than the next undone one: %v, want ErrStale", err)
	}
	for seq := 3; seq <= 4; seq++ {
		e, err := s.Redo(ctx, id, seq-1, NewEvent{Type: "move", Payload: payloadN(seq)})
		if err != nil || e.Seq != seq {
			t.Fatalf("Redo #%d = %+v, %v", seq, e, err)
		}
	}
	events := mustEvents(t, s, id)
	if got := seqs(events); !reflect.DeepEqual(got, upTo(4)) {
		t.Fatalf("after two redos seqs = %v", got)
	}
	for _, e := range events[1:] {
		if string(e.Payload) != string(payloadN(e.Seq)) {
			t.Errorf("event %d payload %s", e.Seq, e.Payload)
		}
	}
	if _, ok, _ := s.NextRedo(ctx, id, 4); ok {
		t.Error("a redo is offered after everything was redone")
	}

	// A new event after an undo ends the redo.
	if err := s.DropLast(ctx, id, 4); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Append(ctx, id, 3, "move", payloadN(99)); err != nil {
		t.Fatal(err)
	}
	if err := s.DropLast(ctx, id, 4); err != nil {
		t.Fatal(err)
	}
	next, ok, _ = s.NextRedo(ctx, id, 3)
	if !ok || string(next.Payload) != `{"n":99}` {
		t.Errorf("after a new action and its undo the redo is %+v, %v, want the new action", next, ok)
	}
	var n int
	if err := s.db.QueryRow(`SELECT COUNT(*) FROM undone WHERE game_id = ?`, id).Scan(&n); err != nil || n != 1 {
		t.Errorf("undone rows = %d, %v, want 1 (the old undone event is gone)", n, err)
	}

	// Deleting the game deletes its undone events.
	if err := s.DeleteGame(ctx, id); err != nil {
		t.Fatal(err)
	}
	if err := s.db.QueryRow(`SELECT COUNT(*) FROM undone`).Scan(&n); err != nil || n != 0 {
		t.Errorf("undone rows after delete = %d, %v", n, err)
	}
}

// A database written before the redo table existed gets it on Open, with
// its games intact and undo/redo working on them.
func TestRedoMigrationOnAnOldDatabase(t *testing.T) {
	s := openOldDatabase(t)
	var applied bool
	if err := s.db.QueryRow(`SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = '0003_redo.sql')`).Scan(&applied); err != nil || !applied {
		t.Fatalf("0003_redo.sql applied = %v, %v", applied, err)
	}
	games, err := s.Games(ctx)
	if err != nil || len(games) == 0 {
		t.Fatalf("games = %v, %v", games, err)
	}
	var g Game
	for _, c := range games {
		if c.Events > 1 {
			g = c
			break
		}
	}
	if g.Events < 2 {
		t.Skip("no game with an event to undo in the old database")
	}
	events := mustEvents(t, s, g.ID)
	last := events[len(events)-1]
	if err := s.DropLast(ctx, g.ID, last.Seq); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Redo(ctx, g.ID, last.Seq-1, NewEvent{Type: last.Type, Payload: last.Payload}); err != nil {
		t.Fatal(err)
	}
	if got := mustEvents(t, s, g.ID); !reflect.DeepEqual(seqs(got), seqs(events)) || string(got[len(got)-1].Payload) != string(last.Payload) {
		t.Errorf("after undo and redo the log differs")
	}
}

// openOldDatabase opens a copy of the database main wrote at 914c046,
// before the later migrations (testdata/migration), closed with the test.
func openOldDatabase(t *testing.T) *Store {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "migration", "main-914c046.db"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "old.db")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
