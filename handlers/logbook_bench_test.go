package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"herald/engine/enginetest"
	"herald/handlers"
	"herald/store"
)

// longGame is the recorded three-player Game of Thrones game (132
// events, 50 battles, over by the End Game card) made 312 events long:
// after the set-up, 90 pairs of corrections that raise one territory's
// units by one and set them back, which every reader of the log (the
// replay, the story, the dice) goes through like any event. Its players
// are renamed from names, so the head-to-head has several pairs.
func longGame(t testing.TB, names [3]string) store.ImportedGame {
	data, err := os.ReadFile(filepath.Join(recordedDir, "got/three_players_end_card.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g enginetest.Game
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	var setup map[string]any
	if err := json.Unmarshal(g.Events[0].Payload, &setup); err != nil {
		t.Fatal(err)
	}
	for i, p := range setup["players"].([]any) {
		p.(map[string]any)["name"] = names[i]
	}
	first, _ := json.Marshal(setup)
	owner := int(setup["owners"].(map[string]any)["skagos"].(float64))
	units := 1 // the set-up gives every territory one unit (it lists no units)
	ig := store.ImportedGame{Name: "long", Edition: g.Edition, Board: g.Board, Events: []store.NewEvent{{Type: g.Events[0].Type, Payload: first}}}
	for range 90 {
		for _, u := range []int{units + 1, units} {
			fix := fmt.Sprintf(`{"territories":[{"territory":"skagos","owner":%d,"units":%d}]}`, owner, u)
			ig.Events = append(ig.Events, store.NewEvent{Type: "correct", Payload: json.RawMessage(fix)})
		}
	}
	for _, e := range g.Events[1:] {
		ig.Events = append(ig.Events, store.NewEvent{Type: e.Type, Payload: e.Payload})
	}
	return ig
}

// BenchmarkLogbookPages is GET /records and GET /games over 50 finished
// games of 312 events each (longGame, five people in rotating seats) and
// one running game. cold: a new server each time, its cache empty, so
// every log is read and replayed with its story; warm: the same server
// again, no game changed, every game from the cache (by id, event count
// and last write: an undo or a new event replays that game alone).
// The pages must answer in under 100 ms warm (issue 33). Measured on 2
// cores shared with other work (load 15-18), 29 Nov 2026, -benchtime
// 5x and 10x: records warm 12.7 and 15.6 ms/op, games warm 12.4 and
// 6.7 ms/op; cold 1.4-1.9 s/op for both (about 30 ms a game, nearly all
// the story's exact odds), 160 MB/op. Quiet (load 0.1-1.1), -benchtime
// 5x, the comeback from the invasions' odds (records.Replay reads
// story.ForSummary): records warm 4.4, cold 359 ms/op; games warm 3.4,
// cold 373 ms/op (7 ms a game). Herald warms the cache as it starts
// (WarmLogbook), so cold is the first page within a moment of a start.
func BenchmarkLogbookPages(b *testing.B) {
	st, err := store.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	people := []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}
	for i := range 51 {
		g := longGame(b, [3]string{people[i%5], people[(i+1)%5], people[(i+3)%5]})
		if i == 50 {
			g.Events = g.Events[:200] // still running
		}
		if _, err := st.ImportGame(context.Background(), g); err != nil {
			b.Fatal(err)
		}
	}
	get := func(srv *httptest.Server, path, want string) {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			b.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(body), want) {
			b.Fatalf("%s: %d: %.300s", path, resp.StatusCode, body)
		}
	}
	pages := []struct{ path, want string }{
		{"/records", `data-games="51" data-finished="50"`},
		{"/games", `data-testid="logbook-finished" data-games="50"`},
	}
	for _, p := range pages {
		b.Run(strings.TrimPrefix(p.path, "/")+"/cold", func(b *testing.B) {
			for b.Loop() {
				srv := httptest.NewServer(handlers.New(st))
				get(srv, p.path, p.want)
				srv.Close()
			}
		})
		b.Run(strings.TrimPrefix(p.path, "/")+"/warm", func(b *testing.B) {
			srv := httptest.NewServer(handlers.New(st))
			defer srv.Close()
			get(srv, p.path, p.want)
			for b.Loop() {
				get(srv, p.path, p.want)
			}
		})
	}
}
