package store

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// ids are the ids of games, in their order.
func ids(games []Game) []int64 {
	out := []int64{}
	for _, g := range games {
		out = append(out, g.ID)
	}
	return out
}

// A removed game leaves every read of a game (the list, the game, its
// log, its last seq, the set-up names, an append) but RemovedGames, and
// comes back whole with RestoreGame; an archived one stays in Games,
// marked, and leaves nothing else.
func TestRemoveArchiveRestore(t *testing.T) {
	s, _ := openTest(t)
	a, b, c := newGame(t, s), newGame(t, s), newGame(t, s)
	if _, err := s.Append(ctx, b, 1, "place", []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.RemoveGame(ctx, b); err != nil {
		t.Fatal(err)
	}
	if err := s.ArchiveGame(ctx, c); err != nil {
		t.Fatal(err)
	}
	games, err := s.Games(ctx)
	if err != nil || !slices.Equal(ids(games), []int64{c, a}) {
		t.Fatalf("games = %v, %v; want [%d %d]", ids(games), err, c, a)
	}
	if games[0].ArchivedAt.IsZero() || !games[1].ArchivedAt.IsZero() {
		t.Errorf("archived marks: %v, %v", games[0].ArchivedAt, games[1].ArchivedAt)
	}
	if _, err := s.Game(ctx, b); !errors.Is(err, ErrNotFound) {
		t.Errorf("Game(removed) = %v, want ErrNotFound", err)
	}
	if _, err := s.Events(ctx, b); !errors.Is(err, ErrNotFound) {
		t.Errorf("Events(removed) = %v, want ErrNotFound", err)
	}
	if _, err := s.LastSeq(ctx, b); !errors.Is(err, ErrNotFound) {
		t.Errorf("LastSeq(removed) = %v, want ErrNotFound", err)
	}
	if _, err := s.Append(ctx, b, 2, "place", []byte(`{}`)); !errors.Is(err, ErrNotFound) {
		t.Errorf("Append(removed) = %v, want ErrNotFound", err)
	}
	if setups, _ := s.SetupEvents(ctx); len(setups) != 2 {
		t.Errorf("%d set-ups listed, want the 2 kept games'", len(setups))
	}
	if err := s.RemoveGame(ctx, b); !errors.Is(err, ErrNotFound) {
		t.Errorf("removing twice = %v, want ErrNotFound", err)
	}
	removed, err := s.RemovedGames(ctx)
	if err != nil || !slices.Equal(ids(removed), []int64{b}) || removed[0].RemovedAt.IsZero() {
		t.Fatalf("removed = %+v, %v", removed, err)
	}
	for _, id := range []int64{b, c} {
		if err := s.RestoreGame(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	games, _ = s.Games(ctx)
	if !slices.Equal(ids(games), []int64{c, b, a}) || !games[0].ArchivedAt.IsZero() {
		t.Errorf("after restoring: %v (archived %v)", ids(games), games[0].ArchivedAt)
	}
	if evs := mustEvents(t, s, b); len(evs) != 2 {
		t.Errorf("the restored game has %d events, want 2", len(evs))
	}
	if err := s.RestoreGame(ctx, 99); !errors.Is(err, ErrNotFound) {
		t.Errorf("restoring no game = %v", err)
	}
}

// A removed game can be restored for KeepRemoved; after it, it is
// deleted for good with its log when the removed games are listed (the
// clock is the store's, moved forward without waiting).
func TestRemovedGameGoesAfterThirtyDays(t *testing.T) {
	s, _ := openTest(t)
	clock := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	s.SetClock(func() time.Time { return clock })
	a, b := newGame(t, s), newGame(t, s)
	for _, id := range []int64{a, b} {
		if err := s.RemoveGame(ctx, id); err != nil {
			t.Fatal(err)
		}
		clock = clock.Add(24 * time.Hour)
	}
	// a was removed 30 days ago to the second (restorable), b a day later.
	clock = clock.Add(KeepRemoved - 2*24*time.Hour)
	if err := s.RestoreGame(ctx, a); err != nil {
		t.Fatalf("restoring on the 30th day: %v", err)
	}
	s.RemoveGame(ctx, a) // a again, now: b was removed 29 days ago
	clock = clock.Add(23 * time.Hour)
	if removed, _ := s.RemovedGames(ctx); !slices.Equal(ids(removed), []int64{a, b}) {
		t.Fatalf("removed within 30 days: %v, want [%d %d]", ids(removed), a, b)
	}
	clock = clock.Add(2 * time.Hour) // b: 30 days and an hour ago
	if err := s.RestoreGame(ctx, b); !errors.Is(err, ErrNotFound) {
		t.Errorf("restoring after 30 days = %v, want ErrNotFound", err)
	}
	if removed, _ := s.RemovedGames(ctx); !slices.Equal(ids(removed), []int64{a}) {
		t.Fatalf("removed after 30 days of b: %v, want [%d]", ids(removed), a)
	}
	var n int
	if err := s.db.QueryRow(`SELECT COUNT(*) FROM events WHERE game_id = ?`, b).Scan(&n); err != nil || n != 0 {
		t.Errorf("%d events of the game deleted for good are left (%v)", n, err)
	}
}

// On start-up a game removed more than KeepRemoved ago is deleted for
// good, before anything lists it.
func TestRemovedGameGoesOnStartUp(t *testing.T) {
	s, path := openTest(t)
	a, b := newGame(t, s), newGame(t, s)
	s.RemoveGame(ctx, a)
	s.RemoveGame(ctx, b)
	old := formatTime(now().Add(-KeepRemoved - time.Minute))
	if _, err := s.db.Exec(`UPDATE games SET removed_at = ? WHERE id = ?`, old, a); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var left []int64
	rows, _ := s.db.Query(`SELECT id FROM games ORDER BY id`)
	for rows.Next() {
		var id int64
		rows.Scan(&id)
		left = append(left, id)
	}
	rows.Close()
	if !slices.Equal(left, []int64{b}) {
		t.Errorf("games in the file after start-up: %v, want [%d]", left, b)
	}
}

// An imported game keeps the file's times and its name of the file;
// without times it takes the import's.
func TestImportKeepsTimes(t *testing.T) {
	s, _ := openTest(t)
	start := time.Date(2025, 3, 7, 19, 30, 0, 123456789, time.UTC)
	times := []time.Time{start, start.Add(90 * time.Minute)}
	sha := strings.Repeat("ab", 32)
	g := ImportedGame{Name: "g", Edition: "x", Board: "world", SHA: sha,
		Events:    []NewEvent{{Type: "setup", Payload: []byte(`{}`)}, {Type: "place", Payload: []byte(`{}`)}},
		CreatedAt: start, UpdatedAt: start.Add(2 * time.Hour), EventTimes: times}
	id, err := s.ImportGame(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	meta, _ := s.Game(ctx, id)
	if !meta.CreatedAt.Equal(start) || !meta.UpdatedAt.Equal(g.UpdatedAt) {
		t.Errorf("game times %v, %v; want %v, %v", meta.CreatedAt, meta.UpdatedAt, start, g.UpdatedAt)
	}
	for i, e := range mustEvents(t, s, id) {
		if !e.CreatedAt.Equal(times[i]) {
			t.Errorf("event %d at %v, want %v", e.Seq, e.CreatedAt, times[i])
		}
	}
	if found, ok, err := s.ImportedAs(ctx, sha); err != nil || !ok || found.ID != id {
		t.Errorf("ImportedAs = %d %v %v", found.ID, ok, err)
	}
	if same, _ := s.GamesCreatedAt(ctx, start); !slices.Equal(ids(same), []int64{id}) {
		t.Errorf("GamesCreatedAt = %v", ids(same))
	}
	s.RemoveGame(ctx, id)
	if _, ok, _ := s.ImportedAs(ctx, sha); ok {
		t.Error("a removed game is still found by its file")
	}
	before := now()
	g.CreatedAt, g.UpdatedAt, g.EventTimes, g.SHA = time.Time{}, time.Time{}, nil, ""
	id, err = s.ImportGame(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	meta, _ = s.Game(ctx, id)
	if meta.CreatedAt.Before(before) || meta.CreatedAt.After(now()) {
		t.Errorf("a file without times: created %v, want the import's time (after %v)", meta.CreatedAt, before)
	}
}

// A database from before migration 0008 opens with its games neither
// removed nor archived.
func TestLifecycleMigrationOnAnOldDatabase(t *testing.T) {
	s := openOldDatabase(t)
	games, err := s.Games(ctx)
	if err != nil || len(games) == 0 {
		t.Fatalf("games = %d, %v", len(games), err)
	}
	for _, g := range games {
		if !g.ArchivedAt.IsZero() || !g.RemovedAt.IsZero() {
			t.Errorf("game %d: archived %v, removed %v", g.ID, g.ArchivedAt, g.RemovedAt)
		}
	}
	if err := s.RemoveGame(ctx, games[0].ID); err != nil {
		t.Fatal(err)
	}
	if after, _ := s.Games(ctx); len(after) != len(games)-1 {
		t.Errorf("%d games after removing one of %d", len(after), len(games))
	}
}
