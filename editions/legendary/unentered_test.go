package legendary

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"herald/engine"
	"herald/views"
)

// A player who took an eliminated player's faction cards ("Wenn ein
// Spieler einen anderen aus dem Spiel wirft, übernimmt er seine
// Fraktionskarten ... Halten Sie diese Karten von Ihren anderen
// Fraktionskarten getrennt") enters the unentered ones on the own page,
// own cards first, the taken ones named as such (EnterSkulls fills
// them in that order).
func TestOwnPageNamesUnenteredTakenCards(t *testing.T) {
	st := legendaryState(t)
	st.Players[0].Skulls = []int{2, engine.SkullsUnentered}
	st.Players[0].TakenSkulls = []int{engine.SkullsUnentered, 1, engine.SkullsUnentered}
	var own bytes.Buffer
	if err := CampaignPage(views.Ctx{Lang: "en"}, CampaignView{ID: 1, State: st, Player: 0}).Render(context.Background(), &own); err != nil {
		t.Fatal(err)
	}
	page := own.String()
	for _, want := range []string{"Card 1 of 1: skulls?", "Taken card 1 of 2 (from an eliminated player)", "Taken card 2 of 2", `name="skulls_2"`,
		"0 with 1 skull, 1 with 2 skulls"} {
		if !strings.Contains(page, want) {
			t.Errorf("own page lacks %q", want)
		}
	}
	if strings.Contains(page, `name="skulls_3"`) {
		t.Error("a field for a card that is entered")
	}
}
