package views

import (
	"path/filepath"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// The end of the turn asks for the value of each card drawn: one card is
// "the card drawn", two are "card 1" and "card 2" (the Flood's two, Halo
// Wars "ENDING YOUR TURN"). One card was "Card 1: Throne Gelt", found
// playing Warhammer 40,000 in French ("Carte 1 : Throne Gelt").
func TestOneCardDrawnIsNotNumbered(t *testing.T) {
	seen := map[int]int{} // cards asked for → end-turn forms read
	for _, path := range wordScanGames(t) {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		g := enginetest.Load(t, path)
		_, err := engine.ReplayEach(enginetest.Board(t, gamesDir, g), enginetest.Events(t, g), func(_ *engine.State, _ engine.Event, st *engine.State) {
			page := goldenRender(t, Game(Ctx{Lang: "en"}, GameView{ID: 1, Seq: st.Seq, State: st}))
			_, form, ok := strings.Cut(page, `data-testid="end-turn-form"`)
			if !ok {
				return
			}
			form, _, _ = strings.Cut(form, "</form>")
			n := strings.Count(form, "<legend>")
			if n == 0 {
				return
			}
			seen[n]++
			one := strings.Contains(form, "<legend>The card drawn:") || strings.Contains(form, "<legend>The faction card drawn:")
			numbered := strings.Contains(form, "<legend>Card 1:") || strings.Contains(form, "<legend>Faction card 1:")
			if (n == 1) != one || (n == 1) == numbered {
				t.Errorf("%s at seq %d: %d cards asked for, legends %q", filepath.Base(path), st.Seq, n, form)
			}
		})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	if seen[1] == 0 {
		t.Errorf("no end of a turn that draws one card was read: %v", seen)
	}
}
