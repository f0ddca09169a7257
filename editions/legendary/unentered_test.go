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
	st.Players[0].Points = []int{2, engine.PointsUnentered}
	st.Players[0].TakenPoints = []int{engine.PointsUnentered, 1, engine.PointsUnentered}
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

// The own page's hint agrees with the number of unentered cards in both
// languages: "1 … ist", "2 … sind" (once "1 deiner Fraktionskarten sind").
func TestEnterSkullsHintAgreesWithCount(t *testing.T) {
	want := map[string]map[int]string{
		"de": {1: "1 deiner Fraktionskarten ist noch nicht eingetragen", 2: "2 deiner Fraktionskarten sind noch nicht eingetragen"},
		"en": {1: "1 of your faction cards is not entered yet", 2: "2 of your faction cards are not entered yet"},
	}
	for lang, byCount := range want {
		for n, sentence := range byCount {
			st := legendaryState(t)
			st.Players[0].Points = []int{2}
			for range n {
				st.Players[0].Points = append(st.Players[0].Points, engine.PointsUnentered)
			}
			var own bytes.Buffer
			if err := CampaignPage(views.Ctx{Lang: lang}, CampaignView{ID: 1, State: st, Player: 0}).Render(context.Background(), &own); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(own.String(), sentence) {
				t.Errorf("%s, %d unentered: the own page lacks %q", lang, n, sentence)
			}
		}
	}
}
