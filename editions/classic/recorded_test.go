package classic

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"herald/engine"
)

// The recorded classic games in testdata/games, in the format of
// engine/testdata/games (engine/recorded_test.go). The engine cannot
// replay them before classic registers and has the hooks of
// ENGINE_NEEDS.md; until then this checks what it can: the files and
// every payload decode strictly, the set-up passes setUp on the board,
// and every card traded or drawn is a card of the deck.

// recordedFile is the file format, read strictly; expect is checked by
// the engine's runner once the games replay.
type recordedFile struct {
	Title      string          `json:"title"`
	Edition    string          `json:"edition"`
	Mode       string          `json:"mode"`
	Board      string          `json:"board"`
	Exercises  []string        `json:"exercises"`
	Derivation []string        `json:"derivation"`
	Events     []recordedEvent `json:"events"`
	Expect     json.RawMessage `json:"expect"`
}

type recordedEvent struct {
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
}

func strict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return io.ErrUnexpectedEOF
	}
	return nil
}

func TestRecordedClassicGames(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "games", "*.json"))
	if err != nil || len(files) < 2 {
		t.Fatalf("recorded games: %v, %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var g recordedFile
			if err := strict(data, &g); err != nil {
				t.Fatal(err)
			}
			if g.Edition != Edition || g.Board != BoardID || len(g.Exercises) == 0 || len(g.Derivation) == 0 {
				t.Fatalf("edition %q board %q, %d exercises, %d derivation lines", g.Edition, g.Board, len(g.Exercises), len(g.Derivation))
			}
			events := decodeAll(t, g.Events)
			checkSetUp(t, events[0])
			checkCards(t, events)
		})
	}
}

func decodeAll(t *testing.T, in []recordedEvent) []engine.Event {
	t.Helper()
	var out []engine.Event
	for i, e := range in {
		ev, err := engine.Decode(e.Type, e.Payload)
		if err != nil {
			t.Fatalf("event %d (%s): %v", i+1, e.Type, err)
		}
		v := reflect.New(reflect.TypeOf(ev)).Interface()
		if err := strict(e.Payload, v); err != nil {
			t.Fatalf("event %d (%s): %v", i+1, e.Type, err)
		}
		out = append(out, ev)
	}
	return out
}

// checkSetUp builds the set-up's position the way engine.NewGame does
// (players, owners) and runs the edition's setUp on it.
func checkSetUp(t *testing.T, e engine.Event) {
	t.Helper()
	setup, ok := e.(engine.Setup)
	if !ok || setup.Edition != Edition {
		t.Fatalf("first event %T, edition %q", e, setup.Edition)
	}
	var players []engine.Player
	for _, p := range setup.Players {
		players = append(players, engine.Player{Name: p.Name, House: p.House, Neutral: p.Neutral})
	}
	s := state(t, players, setup.Owners)
	if err := setUp(s, setup); err != nil {
		t.Fatalf("set-up refused: %v", err)
	}
}

// checkCards: every traded set is a set, every card named once.
func checkCards(t *testing.T, events []engine.Event) {
	t.Helper()
	seen := map[string]bool{}
	for i, e := range events {
		var cards []string
		switch e := e.(type) {
		case engine.Trade:
			var sym []engine.CardSymbol
			for _, c := range e.Cards {
				s, _ := SymbolOf(c)
				sym = append(sym, s)
			}
			if !IsSet(sym) {
				t.Errorf("event %d: %v is not a set", i+1, e.Cards)
			}
		case engine.EndTurn:
			if e.Draw {
				cards = append(cards, e.Card)
			}
		}
		for _, c := range cards {
			if _, ok := SymbolOf(c); !ok || seen[c] {
				t.Errorf("event %d: card %q unknown or drawn twice", i+1, c)
			}
			seen[c] = true
		}
	}
}
