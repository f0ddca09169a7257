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
