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

// BenchmarkLiveFetch is a phone's live fetch of a 200-event game after
// another device's action (issue 30), as static/live.js sends it: in
// parts, from a page at the mark before ("parts"), and the whole #game it
// was answered with before (the page said no mark). Both with gzip, as a
// browser asks.
func BenchmarkLiveFetch(b *testing.B) {
	for _, parts := range []bool{true, false} {
		b.Run(map[bool]string{true: "parts", false: "whole"}[parts], func(b *testing.B) {
			a, id := benchGame(b, 200)
			ctx := context.Background()
			gm, _ := a.games.load(ctx, id)
			e := a.routes()
			get := func(header map[string]string, want string) string {
				req := httptest.NewRequest("GET", fmt.Sprintf("/games/%d", id), nil)
				req.RemoteAddr, req.Host = "127.0.0.1:40000", "localhost:8080"
				for k, v := range header {
					req.Header.Set(k, v)
				}
				rec := httptest.NewRecorder()
				e.ServeHTTP(rec, req)
				if rec.Code != http.StatusOK || rec.Header().Get("HX-Reswap") != want {
					b.Fatalf("live fetch: %d, reswap %q", rec.Code, rec.Header().Get("HX-Reswap"))
				}
				return rec.Body.String()
			}
			page := get(nil, "") // the phone loads the page at the mark before the action
			_, ground, _ := strings.Cut(page, `data-ground="`)
			ground, _, _ = strings.Cut(ground, `"`)
			if _, err := a.games.record(ctx, id, gm.State.Seq, engine.Correct{Territories: []engine.TerritoryFix{{Territory: "winterfell", Owner: 1, Units: 9}}}); err != nil {
				b.Fatal(err)
			}
			hdr, want := map[string]string{"HX-Request": "true", "HX-Target": "game", "Accept-Encoding": "gzip"}, ""
			if parts {
				hdr["HX-Parts"], hdr["HX-Shown"], hdr["HX-Ground"], want = "1", gm.Mark, ground, "parts"
			}
			for b.Loop() {
				get(hdr, want)
			}
		})
	}
}
