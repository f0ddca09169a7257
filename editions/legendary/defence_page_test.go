package legendary

import (
	"strings"
	"testing"

	"herald/engine"
	"herald/views"
	"herald/views/viewstest"
)

// "Benutzt ein Spieler die Defensivfähigkeit einer Karte, nachdem eine
// Invasion gegen ihn angekündigt wurde, muss der Angreifer für eine Runde
// mit der maximal möglichen Anzahl an Truppen angreifen. Danach darf er
// den Angriff beenden" (Halo Legendary, Fraktions-Karten benutzen). The
// attack form names the defender the round is owed to, and says nothing
// once no attack on them is left (the obligation lapses).
func TestLegendaryDefenceNoteNamesTheDefender(t *testing.T) {
	st := legendaryState(t)
	st.Players[1].Points = []int{1}
	apply := func(e engine.Event) {
		t.Helper()
		var err error
		if st, err = engine.Apply(st, e); err != nil {
			t.Fatalf("%s: %v", e.Type(), err)
		}
	}
	page := func() string { return viewstest.Page(t, views.GameView{ID: 1, State: st, AttackFrom: "l1"}, "en") }
	apply(engine.Place{Territory: "l1", Units: st.Pool})
	apply(PlayFactionCard{Player: 1, Points: 1, Defensive: true})
	if p := page(); !strings.Contains(p, `data-testid="max-dice-note"`) || !strings.Contains(p, "Ben played a defence card") {
		t.Fatal("the attack form does not say the round against Ben is owed")
	}
	// Anna's l1 drops to 1 unit: no attack on Ben is left, nor the note.
	apply(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "l1", Owner: 0, Units: 1}}})
	if strings.Contains(page(), `data-testid="max-dice-note"`) {
		t.Error("the note stays after the round lapsed")
	}
}
