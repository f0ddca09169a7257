package handlers

import (
	"context"
	"crypto/rand"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"herald/engine"
	"herald/store"
)

// battleGame is a Game of Thrones game in Anna's attack phase: Harrenhal
// (Anna) and King's Landing (Ben) hold 30 units each, as at a table (the
// odds panel's cost grows with the armies), after the given number of
// battles (history lines).
func battleGame(b *testing.B, battles int) (*App, int64, int) {
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
		DeckMode: engine.DeckTable,
	})
	if err != nil {
		b.Fatal(err)
	}
	id, err := a.createSetup(ctx, "de", "bench", pb.Board, s)
	if err != nil {
		b.Fatal(err)
	}
	gm, err := a.games.record(ctx, id, 1, refill())
	if err != nil {
		b.Fatal(err)
	}
	if gm, err = a.games.record(ctx, id, gm.State.Seq, engine.Place{Territory: "harrenhal", Units: gm.State.ToPlace()}); err != nil {
		b.Fatal(err)
	}
	for i := range battles {
		if i%10 == 9 {
			if gm, err = a.games.record(ctx, id, gm.State.Seq, refill()); err != nil {
				b.Fatal(err)
			}
		}
		e := engine.Attack{From: "harrenhal", To: "kings_landing"}
		a.roll(gm.State, &e, 3, 2)
		if gm, err = a.games.record(ctx, id, gm.State.Seq, e); err != nil {
			b.Fatal(err)
		}
	}
	return a, id, gm.State.Seq
}

// refill puts 30 units back on both sides of the battle.
func refill() engine.Event {
	return engine.Correct{Territories: []engine.TerritoryFix{
		{Territory: "harrenhal", Owner: 0, Units: 30},
		{Territory: "kings_landing", Owner: 1, Units: 30},
	}}
}

// benchAttack is one tap of "Herald würfelt" as htmx sends it: the form
// posted, the battle rolled, checked, appended (with fsync) and the game
// section rendered (gzipped when acceptEncoding says so).
func benchAttack(b *testing.B, battles int, acceptEncoding string, header ...string) {
	a, id, seq := battleGame(b, battles)
	e := a.routes()
	path := fmt.Sprintf("/games/%d/attack", id)
	if slices.Contains(header, "HX-Parts") {
		// static/parts.js sends the ground of the page's picture with it.
		header = append(header, "HX-Ground", pageGround(b, e, id))
	}
	var bytes int
	for b.Loop() {
		if seq%10 == 0 { // keep the armies from running out
			b.StopTimer()
			if _, err := a.games.record(context.Background(), id, seq, refill()); err != nil {
				b.Fatal(err)
			}
			seq++
			b.StartTimer()
		}
		form := url.Values{"seq": {fmt.Sprint(seq)}, "from": {"harrenhal"}, "to": {"kings_landing"}, "attackers": {"3"}, "defenders": {"2"}, "mode": {"roll"}}
		req := httptest.NewRequest("POST", path, strings.NewReader(form.Encode()))
		req.RemoteAddr = "127.0.0.1:40000" // this machine: no key needed (access.go)
		req.Host = "localhost:8080"        // and by one of its names (hosts.go)
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("HX-Request", "true")
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		if acceptEncoding != "" {
			req.Header.Set("Accept-Encoding", acceptEncoding)
		}
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("battle at seq %d: %d %.300s", seq, rec.Code, rec.Body.String())
		}
		bytes = rec.Body.Len()
		seq++
	}
	b.ReportMetric(float64(bytes), "resp-bytes")
}

// pageGround is the data-ground of the game page's picture ("" without
// one).
func pageGround(b *testing.B, e http.Handler, id int64) string {
	req := httptest.NewRequest("GET", fmt.Sprintf("/games/%d", id), nil)
	req.RemoteAddr, req.Host = "127.0.0.1:40000", "localhost:8080"
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		b.Fatalf("the game page: %d", rec.Code)
	}
	_, rest, ok := strings.Cut(rec.Body.String(), `data-ground="`)
	ground, _, _ := strings.Cut(rest, `"`)
	if !ok {
		return ""
	}
	return ground
}

// BenchmarkAttackRoundTrip is "Herald würfelt" early in a game (10
// battles in the history), gzipped as Chromium asks for it.
func BenchmarkAttackRoundTrip(b *testing.B) { benchAttack(b, 10, "gzip, deflate, br") }

// BenchmarkAttackRoundTripParts is the same tap from the game page, which
// gets only the parts that changed (handlers/parts.go, static/parts.js).
func BenchmarkAttackRoundTripParts(b *testing.B) {
	benchAttack(b, 10, "gzip, deflate, br", "HX-Target", "game", "HX-Parts", "1")
}

// BenchmarkAttackRoundTripPlain is the same for a client without gzip.
func BenchmarkAttackRoundTripPlain(b *testing.B) { benchAttack(b, 10, "") }

// BenchmarkAttackRoundTrip500 is a battle after 500 others.
func BenchmarkAttackRoundTrip500(b *testing.B) { benchAttack(b, 500, "gzip, deflate, br") }

// BenchmarkAttackRender is the game section alone (no roll, no append) as
// the attack's answer renders it: what the round trip spends outside
// SQLite.
func BenchmarkAttackRender(b *testing.B) {
	a, id, _ := battleGame(b, 10)
	benchGet(b, a, fmt.Sprintf("/games/%d?from=harrenhal&to=kings_landing", id), true, false, id)
}
