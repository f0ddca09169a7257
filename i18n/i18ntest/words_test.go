package i18ntest

import (
	"slices"
	"testing"

	_ "herald/editions/all" // the editions' keys: "mission_text.*"
	"herald/engine"
)

// French passes; a German or English word of the interface, or a key
// rendered as itself, is named once.
func TestLeftovers(t *testing.T) {
	if got := Leftovers("Manche 3 : Anna attaque depuis le territoire choisi ; « IN », Faction, 12,5\u00a0% – pi.local http://192.0.2.2:8080/games/1?key=X"); len(got) != 0 {
		t.Errorf("French read as leftovers: %v", got)
	}
	got := Leftovers("Zug beenden · Zug 2 · End the turn · ui.turn_no · lang.xx · phase.attack@edition · mission_text.conquer_4")
	want := []string{"de Zug", "de beenden", "en End", "en the", "en turn", "key lang.xx", "key mission_text.conquer_4", "key phase.attack@edition", "key ui.turn_no"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// Proper names go before the scan, longest first: "Neutral" the player
// and a territory named in English are no leftovers.
func TestProperNames(t *testing.T) {
	b := &engine.Board{Territories: []engine.Territory{{Names: engine.Names{"en": "The Neck", "fr": "Le Neck"}}}}
	text := ProperNames(append(BoardNames(b), "Neutral")).Replace("Neutral tient The Neck et Le Neck")
	if got := Leftovers(text); len(got) != 0 {
		t.Errorf("%q: %v", text, got)
	}
}
