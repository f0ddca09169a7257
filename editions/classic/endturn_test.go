package classic

import (
	"path/filepath"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/views/viewstest"
)

// Every step of the recorded classic games where the game page shows the
// end of the turn can end it: the form has its button, the one that
// draws the card a conquest earned exactly when the turn conquered ("One
// card at the end of a turn in which you conquered at least one
// territory", classic.md, Cards). The form had its title and no button,
// so a classic turn could not end on the page.
func TestEveryEndOfTurnCanBeSent(t *testing.T) {
	files, err := filepath.Glob("testdata/games/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	for _, path := range files {
		g := enginetest.Load(t, path)
		shown := 0
		_, err := engine.ReplayEach(enginetest.Board(t, "testdata/games", g), enginetest.Events(t, g), func(_ *engine.State, _ engine.Event, st *engine.State) {
			form, ok := viewstest.Form(viewstest.GamePage(t, st, "en"), "end-turn-form")
			if !ok {
				return
			}
			shown++
			want := `data-testid="end-turn"`
			if st.Conquered > 0 {
				want = `data-testid="end-turn-draw"`
			}
			if !strings.Contains(form, want) || strings.Count(form, `type="submit"`) != 1 {
				t.Fatalf("%s at seq %d (conquered %d): the end-turn form has not one button %s:\n%s", path, st.Seq, st.Conquered, want, form)
			}
		})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if shown == 0 {
			t.Errorf("%s: the end of the turn never shown", path)
		}
	}
}
