package views

import (
	"html"
	"path/filepath"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// The battle's card says what else the table must do on its board: a
// hero or leader that left it, a player out of the game. Found playing a
// Halo phone in French: "Le héros de Flo quitte le plateau avec l'unité"
// was only in the undo button's cut-off label and far down the sides
// panel, so the table might leave the figure standing. Every battle of
// the recorded games that did either shows its sentences, the others
// none.
func TestBattleCardTellsAFallenHeroAndAnElimination(t *testing.T) {
	noted := 0
	for _, path := range wordScanGames(t) {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		g := enginetest.Load(t, path)
		_, err := engine.ReplayEach(enginetest.Board(t, gamesDir, g), enginetest.Events(t, g), func(before *engine.State, e engine.Event, after *engine.State) {
			if _, ok := e.(engine.Attack); !ok {
				return
			}
			c := Ctx{Lang: "en"}
			var want []string
			for _, l := range engine.Describe(before, e, after) {
				if l.Key == "history.hero_falls" || l.Key == "history.eliminated" {
					want = append(want, c.line(after, l))
				}
			}
			card := goldenRender(t, ResultArea(c, GameView{ID: 1, State: after, Last: Result{Before: before, Event: e}}))
			if n := strings.Count(card, `data-testid="result-note"`); n != len(want) {
				t.Fatalf("%s at seq %d: %d notes on the battle's card, want %d: %q", filepath.Base(path), after.Seq, n, len(want), want)
			}
			for _, w := range want {
				if !strings.Contains(card, html.EscapeString(w)) {
					t.Errorf("%s at seq %d: the battle's card does not say %q", filepath.Base(path), after.Seq, w)
				}
			}
			noted += len(want)
		})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	if noted == 0 {
		t.Fatal("no recorded battle took a hero off the board or put a player out")
	}
}
