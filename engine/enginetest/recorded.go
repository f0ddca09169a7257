// Package enginetest replays recorded complete games (issue 13, "The
// net" item 1) for any edition: a JSON event log with the final position
// worked out by hand from the rulebook, written in game facts (owners,
// units, cards, out players, winners, reason, scores). An edition package
// keeps its games in its own testdata and calls ReplayDir from a test.
// The engine's own recorded games (engine/testdata/games) use it too.
package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// Game is one stored game.
type Game struct {
	Title   string `json:"title"`
	Edition string `json:"edition"`
	Mode    string `json:"mode"`
	// Board is a shipped board id; BoardFiles are boards in the maps/
	// format, relative to testdata/games (an edition may ship no board,
	// a template board may have no links); two of them are one
	// battlefield joined by mobile teleporters (the Ring, Forge).
	Board      string   `json:"board,omitempty"`
	BoardFiles []string `json:"board_files,omitempty"`
	// Exercises lists the rules the game plays through, with the
	// rulebook's words; Derivation how each expected number follows.
	Exercises  []string `json:"exercises"`
	Derivation []string `json:"derivation"`
	Events     []Event  `json:"events"`
	Expect     Expected `json:"expect"`
}

// Event is an event as the store keeps it: type and payload.
type Event struct {
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
}

// Expected is the final position in edition-neutral words.
type Expected struct {
	Over    bool     `json:"over"`
	Reason  string   `json:"reason,omitempty"`
	Winners []string `json:"winners,omitempty"`
	// TurnOf names the player to move when the game is not over.
	TurnOf      string               `json:"turn_of,omitempty"`
	Players     map[string]Player    `json:"players"`
	Territories map[string]Territory `json:"territories,omitempty"`
}

// Player is one player's facts at the end. Cards counts every card
// in hand, whatever the edition calls it (territory cards, point cards,
// cards by value). Objectives counts achievements, missions or
// completed campaign cards. Score is the End Game card's points.
type Player struct {
	Territories int  `json:"territories"`
	Cards       int  `json:"cards"`
	Out         bool `json:"out"`
	Objectives  *int `json:"objectives,omitempty"`
	Score       *int `json:"score,omitempty"`
}

// Territory is a key territory's owner (by player name, "neutral"
// for a neutral army) and units.
type Territory struct {
	Owner string `json:"owner"`
	Units int    `json:"units"`
}

// StrictDecode decodes data into v as Herald reads its input
// (engine.ReadStrict): unknown or miscased fields, a field given twice
// and trailing data are refused.
func StrictDecode(data []byte, v any) error {
	return engine.ReadStrict(bytes.NewReader(data), v)
}

func Load(t *testing.T, path string) Game {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var g Game
	if err := StrictDecode(data, &g); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(g.Exercises) == 0 || len(g.Derivation) == 0 {
		t.Fatalf("%s: a recorded game says what it exercises and how its expectation follows", path)
	}
	return g
}

func Board(t *testing.T, dir string, g Game) *engine.Board {
	t.Helper()
	if len(g.BoardFiles) == 0 {
		b, err := maps.Load(g.Board)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var boards []*engine.Board
	for _, f := range g.BoardFiles {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		spec, err := maps.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		b, err := engine.NewBoard(spec)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		boards = append(boards, b)
	}
	switch len(boards) {
	case 1:
		return boards[0]
	case 2:
		b, err := engine.Compose(boards[0], boards[1])
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	t.Fatalf("a battlefield is one or two boards, not %d", len(boards))
	return nil
}

func Events(t *testing.T, g Game) []engine.Event {
	t.Helper()
	var out []engine.Event
	for i, e := range g.Events {
		ev, err := engine.Decode(e.Type, e.Payload)
		if err != nil {
			t.Fatalf("event %d (%s): %v", i+1, e.Type, err)
		}
		out = append(out, ev)
	}
	return out
}

// Compare lists every fact of want the state does not show.
func Compare(s *engine.State, want Expected) []string {
	var d []string
	diff := func(what string, got, want any) {
		if !reflect.DeepEqual(got, want) {
			d = append(d, fmt.Sprintf("%s: got %v, want %v", what, got, want))
		}
	}
	seat := map[string]int{}
	for i, p := range s.Players {
		seat[p.Name] = i
	}
	name := func(p int) string {
		if p < 0 || p >= len(s.Players) {
			return fmt.Sprint(p)
		}
		if s.Players[p].Neutral {
			return "neutral"
		}
		return s.Players[p].Name
	}
	diff("over", s.Over, want.Over)
	diff("reason", s.EndReason, want.Reason)
	var winners []string
	for _, w := range s.Winners {
		winners = append(winners, name(w))
	}
	slices.Sort(winners)
	wantWinners := slices.Sorted(slices.Values(want.Winners))
	diff("winners", winners, wantWinners)
	if !want.Over {
		diff("turn of", name(s.Current), want.TurnOf)
	}
	for n, wp := range want.Players {
		p, ok := seat[n]
		if !ok {
			d = append(d, "no player "+n)
			continue
		}
		pl := s.Players[p]
		diff(n+" territories", s.Count(p), wp.Territories)
		diff(n+" cards", len(pl.Hand)+len(pl.Points)+len(pl.Values)+len(pl.TakenPoints), wp.Cards)
		diff(n+" out", pl.Out, wp.Out)
		if wp.Objectives != nil {
			done := len(pl.Achievements)
			if oc, ok := s.Ext.(engine.ObjectiveCounter); ok {
				done += oc.ObjectivesDone(p)
			}
			diff(n+" objectives", done, *wp.Objectives)
		}
		if wp.Score != nil {
			got := -1
			for _, sc := range s.Scores {
				if sc.Player == p {
					got = sc.Total
				}
			}
			diff(n+" score", got, *wp.Score)
		}
	}
	for id, wt := range want.Territories {
		t, ok := s.Board.Lookup(id)
		if !ok {
			d = append(d, "no territory "+id)
			continue
		}
		diff(id+" owner", name(s.Owner[t]), wt.Owner)
		diff(id+" units", s.Units[t], wt.Units)
	}
	return d
}

// ReplayDir replays every game in dir/*.json: each payload decodes
// strictly, and the end matches the file's expectation. It fails when dir
// holds fewer than least games.
func ReplayDir(t *testing.T, dir string, least int) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) < least {
		t.Fatalf("%s: %d recorded games (%v), want at least %d", dir, len(files), err, least)
	}
	sort.Strings(files)
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json"), func(t *testing.T) {
			g := Load(t, path)
			events := Events(t, g)
			for i, e := range g.Events {
				v := reflect.New(reflect.TypeOf(events[i])).Interface()
				if err := StrictDecode(e.Payload, v); err != nil {
					t.Fatalf("event %d (%s): %v", i+1, e.Type, err)
				}
			}
			s, err := engine.Replay(Board(t, dir, g), events)
			if err != nil {
				t.Fatalf("%s\nreplay: %v", g.Title, err)
			}
			if d := Compare(s, g.Expect); len(d) > 0 {
				t.Errorf("%s\n%s", g.Title, strings.Join(d, "\n"))
			}
		})
	}
}
