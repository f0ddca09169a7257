package views

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"herald/engine"
)

// A hero a correction took off during the attacks may come back at once
// and never holds up the turn (Halo Legendary: "Nachdem sie besiegt
// wurden, können Helden zu Beginn des nächsten Zuges des Spielers ...
// eingesetzt werden"; a correction is no defeat): the game page offers
// both the hero's return and the end of the turn.
func TestCorrectedHeroOffersReturnAndEndOfTurn(t *testing.T) {
	st := legendaryState(t)
	for _, e := range []engine.Event{
		engine.Place{Territory: "l1", Units: st.Pool},
		engine.EndAttack{},
		engine.Correct{Territories: []engine.TerritoryFix{{Territory: "l1", Owner: 1, Units: 5}}},
	} {
		var err error
		if st, err = engine.Apply(st, e); err != nil {
			t.Fatalf("%s: %v", e.Type(), err)
		}
	}
	var buf bytes.Buffer
	if err := Game(Ctx{Lang: "de"}, GameView{ID: 1, State: st}).Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	for _, want := range []string{`data-testid="hero-deploy-form"`, `data-testid="end-turn-form"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
}

// Halo Legendary: "Die Anzahl der Fraktions-Karten eines Spielers ist
// allen Spielern bekannt, der Inhalt jedoch nicht": the hand correction on
// the shared board page does not show anyone's skulls.
func TestHandEntryKeepsLegendarySkullsPrivate(t *testing.T) {
	st, err := engine.Apply(legendaryState(t), engine.CorrectHand{Player: 1, Points: []int{2, 2}})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := BoardEntryPage(Ctx{Lang: "de"}, GameView{ID: 1, State: st}, "").Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if !strings.Contains(page, `data-testid="hand-form-1"`) || strings.Contains(page, `name="twos" min="0" max="44" value=`) {
		t.Errorf("the hand form is missing or shows skulls: %s", page[strings.Index(page, "hand-entry"):])
	}
}
