package views

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// The German game page names Westeros in German: the names the German
// Gefecht rulebook prints (seed 001: Königsmund, Westlande) and those of
// the German translations (maps/sources/westeros.de.json: Grauenstein,
// Norden, Weite); it says where they come from and marks with "?" each
// name the source rates below HIGH (Steinsepte, MED) or has none for
// (Searoad Marshes, shown in English). The English page has neither.
func TestWesterosNamesOnTheGermanPage(t *testing.T) {
	b := maps.MustLoad("westeros")
	de := renderBoard(t, "de", b)
	for _, want := range []string{"Königsmund", "Westlande", "Grauenstein", "Norden", "Weite", "Steinsepte", "Searoad Marshes",
		`data-testid="names-note"`, "deutschen Übersetzungen", "„?“ hinter einem Namen",
		`data-testid="name-unverified-stoney_sept"`, `data-testid="name-unverified-searoad_marshes"`} {
		if !strings.Contains(de, want) {
			t.Errorf("German board panel lacks %q", want)
		}
	}
	for _, english := range []string{"The Dreadfort", "The North", "The Reach", "Bear Island"} {
		if strings.Contains(de, english) {
			t.Errorf("German board panel still says %q", english)
		}
	}
	if n := strings.Count(de, `class="name-unverified"`); n != 6 {
		t.Errorf("%d names marked unverified, want 6 (5 MED, 1 without a German name)", n)
	}
	if strings.Contains(de, "name-unverified-winterfell") || strings.Contains(de, "name-unverified-the_north") {
		t.Error("a name two sources confirm is marked unverified")
	}
	en := renderBoard(t, "en", b)
	if strings.Contains(en, "names-note") || strings.Contains(en, "name-unverified") || !strings.Contains(en, "The Dreadfort") {
		t.Error("the English page marks names or lost its English names")
	}
}

// The turn bar counts the table's rounds (State.Round), not the players'
// turns (State.Turn): "Runde 3", never "Zug 7".
func TestTurnBarCountsRounds(t *testing.T) {
	b := maps.MustLoad("westeros")
	st := &engine.State{Board: b, Players: []engine.Player{{Name: "Anna", House: "stark"}, {Name: "Ben", House: "lannister"}},
		Owner: make([]int, len(b.Territories)), Units: make([]int, len(b.Territories)), Round: 3, Turn: 7, Phase: engine.PhaseAttack}
	for lang, want := range map[string]string{"de": "Runde 3", "en": "Round 3"} {
		var buf bytes.Buffer
		if err := TurnBar(Ctx{Lang: lang}, GameView{ID: 1, State: st}).Render(context.Background(), &buf); err != nil {
			t.Fatal(err)
		}
		if page := buf.String(); !strings.Contains(page, `data-testid="round">`+want+`<`) || strings.Contains(page, "Zug 7") || strings.Contains(page, "Turn 7") {
			t.Errorf("%s turn bar: want %q, no turn count", lang, want)
		}
	}
}
