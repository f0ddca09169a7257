package handlers

import (
	"context"
	"crypto/rand"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"herald/engine"
	"herald/store"
)

// benchGame makes a game of n events (the setup, then corrections that
// each set one territory's units) and returns the app serving it.
func benchGame(b *testing.B, n int) (*App, int64) {
	b.Helper()
	st, err := store.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	a := &App{games: newGames(st), dice: rand.Reader}
	ctx := context.Background()
	rules, pb, ref, err := a.chooseBoard(ctx, "got", "")
	if err != nil {
		b.Fatal(err)
	}
	s, err := a.buildSetup(rules, pb.Board, ref, newGameInput{
		Players:  []engine.PlayerSetup{{Name: "Anna", House: "stark"}, {Name: "Ben", House: "lannister"}, {Name: "Carla", House: "baratheon"}},
		DeckMode: engine.DeckHerald,
	})
	if err != nil {
		b.Fatal(err)
	}
	id, err := a.createSetup(ctx, "de", "bench", pb.Board, s)
	if err != nil {
		b.Fatal(err)
	}
	gm, _ := a.games.load(ctx, id)
	var evs []store.NewEvent
	for i := 2; i <= n; i++ {
		t := gm.State.Board.Territories[i%48].ID
		fix := engine.Correct{Territories: []engine.TerritoryFix{{Territory: t, Owner: i % 3, Units: 1 + i%7}}}
		typ, payload, _ := engine.Encode(fix)
		evs = append(evs, store.NewEvent{Type: typ, Payload: payload})
	}
	if _, err := st.AppendMany(ctx, id, 1, evs); err != nil {
		b.Fatal(err)
	}
	return a, id
}

func benchGet(b *testing.B, a *App, path string, htmx bool, cold bool, id int64) {
	e := a.routes()
	for b.Loop() {
		if cold {
			a.games.forget(id)
		}
		req := httptest.NewRequest("GET", path, nil)
		req.RemoteAddr = "127.0.0.1:40000" // this machine: no key needed (access.go)
		req.Host = "localhost:8080"        // and by one of its names (hosts.go)
		if htmx {
			req.Header.Set("HX-Request", "true")
		}
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("%s: %d", path, rec.Code)
		}
	}
}

// BenchmarkGamePage2000 is the game page of a 2,000-event game, as every
// tablet and phone at the table reloads it (replay cached).
func BenchmarkGamePage2000(b *testing.B) {
	a, id := benchGame(b, 2000)
	benchGet(b, a, fmt.Sprintf("/games/%d", id), false, false, id)
}

// BenchmarkGameFragment2000 is the htmx fragment swapped after an action.
func BenchmarkGameFragment2000(b *testing.B) {
	a, id := benchGame(b, 2000)
	benchGet(b, a, fmt.Sprintf("/games/%d", id), true, false, id)
}

// BenchmarkGamePage2000Cold is the same page after a restart: the log is
// read and replayed.
func BenchmarkGamePage2000Cold(b *testing.B) {
	a, id := benchGame(b, 2000)
	benchGet(b, a, fmt.Sprintf("/games/%d", id), false, true, id)
}

// BenchmarkAPIState2000 is the JSON state of a 2,000-event game.
func BenchmarkAPIState2000(b *testing.B) {
	a, id := benchGame(b, 2000)
	benchGet(b, a, fmt.Sprintf("/api/games/%d", id), false, false, id)
}

// BenchmarkBoardCorrection is one recorded action: validate, append with
// fsync, render the fragment.
func BenchmarkBoardCorrection(b *testing.B) {
	a, id := benchGame(b, 2000)
	e := a.routes()
	seq := 2000
	for b.Loop() {
		form := url.Values{"seq": {fmt.Sprint(seq)}, "units_winterfell": {fmt.Sprint(2 + seq%5)}}
		req := httptest.NewRequest("POST", fmt.Sprintf("/games/%d/board", id), strings.NewReader(form.Encode()))
		req.RemoteAddr = "127.0.0.1:40000" // this machine: no key needed (access.go)
		req.Host = "localhost:8080"        // and by one of its names (hosts.go)
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("HX-Request", "true")
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("correction: %d %s", rec.Code, rec.Body.String()[:200])
		}
		seq++
	}
}
