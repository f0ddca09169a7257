package legendary

import (
	"strings"
	"testing"

	"herald/engine"
	"herald/views"
	"herald/views/viewstest"
)

// "SLAYER": no campaign cards; "bis einer der Spieler das gesamte
// Spielbrett kontrolliert". The final table is Legendary's: territories,
// never the Game of Thrones columns (Burgen, Häfen, Punkte).
func TestLegendarySlayerScoresAreNoGameOfThronesTable(t *testing.T) {
	st := legendaryState(t)
	st.Mode, st.Over, st.Phase, st.EndReason = ModeSlayer, true, engine.PhaseOver, "all_territories"
	st.Scores = []engine.Score{{Player: 0, Territories: 9, Total: 9}, {Player: 1}}
	st.Winners = []int{0}
	page := viewstest.Page(t, views.GameView{ID: 1, State: st}, "de")
	i := strings.Index(page, `data-testid="scores"`)
	if i < 0 {
		t.Fatal("no scores")
	}
	scores := page[i:min(len(page), i+3000)]
	for _, word := range []string{"Burgen", "Häfen", "Punkte", "Kampagnen"} {
		if strings.Contains(scores, word) {
			t.Errorf("Slayer's final table says %q", word)
		}
	}
	if !strings.Contains(scores, `data-testid="score-total-0">9<`) {
		t.Errorf("Anna's 9 territories missing: %s", scores)
	}
}
