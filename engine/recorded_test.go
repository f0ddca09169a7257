package engine_test

// Recorded complete games (issue 13, "The net" item 1): short games stored
// as JSON event logs in testdata/games/<edition>/<name>.json, each replayed
// to a final position worked out by hand from the rulebook. The file says
// which rules the game exercises and how every expected number follows.
// They are the contract a restructuring of the engine must keep, so the
// expectation is written in game facts (owners, units, cards, out players,
// winners, reason, scores), never in Go field names.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
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

// recordedGame is one stored game.
type recordedGame struct {
	Title   string `json:"title"`
	Edition string `json:"edition"`
	Mode    string `json:"mode"`
	// Board is a shipped board id; BoardFiles are boards in the maps/
	// format, relative to testdata/games (Halo Legendary ships no board,
	// the Warhammer template has no links); two of them are one
	// battlefield joined by mobile teleporters (the Ring, Forge).
	Board      string   `json:"board,omitempty"`
	BoardFiles []string `json:"board_files,omitempty"`
	// Exercises lists the rules the game plays through, with the
	// rulebook's words; Derivation how each expected number follows.
	Exercises  []string         `json:"exercises"`
	Derivation []string         `json:"derivation"`
	Events     []recordedEvent  `json:"events"`
	Expect     recordedExpected `json:"expect"`
}

// recordedEvent is an event as the store keeps it: type and payload.
type recordedEvent struct {
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
}

// recordedExpected is the final position in edition-neutral words.
type recordedExpected struct {
	Over    bool     `json:"over"`
	Reason  string   `json:"reason,omitempty"`
	Winners []string `json:"winners,omitempty"`
	// TurnOf names the player to move when the game is not over.
	TurnOf      string                       `json:"turn_of,omitempty"`
	Players     map[string]recordedPlayer    `json:"players"`
	Territories map[string]recordedTerritory `json:"territories,omitempty"`
}

// recordedPlayer is one player's facts at the end. Cards counts every card
// in hand, whatever the edition calls it (territory cards, faction or skull
// cards, Throne Gelt cards). Objectives counts achievements, missions or
// completed campaign cards. Score is the End Game card's points.
type recordedPlayer struct {
	Territories int  `json:"territories"`
	Cards       int  `json:"cards"`
	Out         bool `json:"out"`
	Objectives  *int `json:"objectives,omitempty"`
	Score       *int `json:"score,omitempty"`
}

// recordedTerritory is a key territory's owner (by player name, "neutral"
// for a neutral army) and units.
type recordedTerritory struct {
	Owner string `json:"owner"`
	Units int    `json:"units"`
}

// recordedKnownDefects lists recorded games whose hand-derived expectation the
// engine does not meet yet, with the defect. They are replayed and the
// difference is logged, but they do not fail the branch; one that starts
// passing fails, so its entry gets removed.
var recordedKnownDefects = map[string]string{}

const gamesDir = "testdata/games"

// recordedFiles lists every stored game, edition by edition.
func recordedFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(gamesDir, "*", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no recorded games")
	}
	// testdata/games/boards holds the made-up boards the games play on.
	files = slices.DeleteFunc(files, func(f string) bool { return filepath.Base(filepath.Dir(f)) == "boards" })
	sort.Strings(files)
	return files
}

// strictDecode decodes data into v refusing unknown fields and trailing data.
func strictDecode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("data after the object")
	}
	return nil
}

func loadRecorded(t *testing.T, path string) recordedGame {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var g recordedGame
	if err := strictDecode(data, &g); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(g.Exercises) == 0 || len(g.Derivation) == 0 {
		t.Fatalf("%s: a recorded game says what it exercises and how its expectation follows", path)
	}
	return g
}

func recordedBoard(t *testing.T, g recordedGame) *engine.Board {
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
		data, err := os.ReadFile(filepath.Join(gamesDir, f))
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

func recordedEvents(t *testing.T, g recordedGame) []engine.Event {
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

// TestRecordedGames replays every stored game and compares the end with the
// hand-derived expectation.
func TestRecordedGames(t *testing.T) {
	for _, path := range recordedFiles(t) {
		name := strings.TrimSuffix(strings.TrimPrefix(path, gamesDir+"/"), ".json")
		t.Run(name, func(t *testing.T) {
			g := loadRecorded(t, path)
			b := recordedBoard(t, g)
			s, err := engine.Replay(b, recordedEvents(t, g))
			var diffs []string
			if err != nil {
				diffs = []string{"replay: " + err.Error()}
			} else {
				diffs = compareRecorded(s, g.Expect)
			}
			defect, known := recordedKnownDefects[name]
			switch {
			case known && len(diffs) == 0:
				t.Errorf("known defect %q no longer shows: remove it from recordedKnownDefects", defect)
			case known:
				t.Skipf("known defect: %s\n%s", defect, strings.Join(diffs, "\n"))
			case len(diffs) > 0:
				t.Errorf("%s\n%s", g.Title, strings.Join(diffs, "\n"))
			}
		})
	}
}

// compareRecorded lists every fact of want the state does not show.
func compareRecorded(s *engine.State, want recordedExpected) []string {
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
		diff(n+" cards", len(pl.Hand)+len(pl.Skulls)+len(pl.Gelt)+len(pl.TakenSkulls), wp.Cards)
		diff(n+" out", pl.Out, wp.Out)
		if wp.Objectives != nil {
			done := len(pl.Achievements)
			for _, c := range pl.Campaign {
				if c.Done {
					done++
				}
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

// TestRecordedGamesDecodeStrictly: every stored payload names only fields
// its event has, so a typo in a log ("drow" for "draw") cannot hide.
func TestRecordedGamesDecodeStrictly(t *testing.T) {
	for _, path := range recordedFiles(t) {
		g := loadRecorded(t, path)
		for i, e := range g.Events {
			ev, err := engine.Decode(e.Type, e.Payload)
			if err != nil {
				t.Errorf("%s event %d (%s): %v", path, i+1, e.Type, err)
				continue
			}
			v := reflect.New(reflect.TypeOf(ev)).Interface()
			if err := strictDecode(e.Payload, v); err != nil {
				t.Errorf("%s event %d (%s): %v", path, i+1, e.Type, err)
			}
		}
	}
}

// TestRecordedStrictDecodeRefusesATypo: the strict check above would see a
// misspelt field, such as issue 13's end_turn {"drow": true}.
func TestRecordedStrictDecodeRefusesATypo(t *testing.T) {
	var e engine.EndTurn
	if err := strictDecode([]byte(`{"drow": true}`), &e); err == nil {
		t.Fatal(`{"drow": true} decoded as an end_turn`)
	}
	var g recordedGame
	if err := strictDecode([]byte(`{"title": "x", "expcet": {}}`), &g); err == nil {
		t.Fatal("a misspelt key of a recorded game decoded")
	}
}

// TestRecordedGamesCoverEveryEdition: at least three recorded games per
// edition, so the contract covers each of them.
func TestRecordedGamesCoverEveryEdition(t *testing.T) {
	count := map[string]int{}
	for _, path := range recordedFiles(t) {
		g := loadRecorded(t, path)
		if dir := filepath.Base(filepath.Dir(path)); dir != map[string]string{
			"got": "got", engine.EditionHaloWars: "halowars",
			engine.EditionHaloLegendary: "legendary", engine.EditionWH40k: "warhammer",
		}[g.Edition] {
			t.Errorf("%s: edition %q in folder %q", path, g.Edition, dir)
		}
		count[g.Edition]++
	}
	for _, ed := range []string{"got", engine.EditionHaloWars, engine.EditionHaloLegendary, engine.EditionWH40k} {
		if count[ed] < 3 {
			t.Errorf("%s: %d recorded games, want at least 3", ed, count[ed])
		}
	}
}
