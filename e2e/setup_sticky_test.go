package e2e

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"herald/engine/enginetest"
)

// Halo Legendary's set-up grid on the tablet (1024x768), three players
// on a two-board Ring of the table's: scrolled to the bottom, and brought
// into view by the browser, the last row lies clear of the sticky
// "create" button, each of its controls the element at its own centre,
// so a finger reaches it.
func TestSetupGridLastRowClearOfTheStickyButton(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	path := "../engine/testdata/games/legendary/objective_three_players.json"
	ref, _ := storeRecordedBoards(t, st, filepath.Dir(path), enginetest.Load(t, path))
	halves := strings.Split(ref, "+")
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, srv.URL+"/games/new/legendary?lang=de")
	fill(t, ctx, by("name"), "Freitag")
	for i, name := range []string{"Anna", "Ben", "Carla"} {
		fill(t, ctx, by("player-"+string(rune('0'+i))), name)
	}
	fill(t, ctx, by("half-a"), halves[0])
	fill(t, ctx, by("half-b"), halves[1])
	click(t, ctx, by("next"))
	waitVisible(t, ctx, by("create"))
	// The last row's controls, seen from the bottom of the page and once
	// the browser brought the row into view (a field focused, a finger's
	// "next": the row's bottom at the view's, scrollIntoView).
	for _, scroll := range []string{"scrollTo(0, document.documentElement.scrollHeight)", "last.scrollIntoView({block: 'end'})"} {
		var hits []string
		if err := json.Unmarshal([]byte(evalJS[string](t, ctx, `(() => {
			const rows = document.querySelectorAll('.entry-row');
			const last = rows[rows.length - 1];
			`+scroll+`;
			return JSON.stringify([...last.querySelectorAll('select, input, button')].map(el => {
				const r = el.getBoundingClientRect();
				const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
				return (el.dataset.testid || el.textContent) + " -> " + (at === el || el.contains(at) ? "itself" : at ? (at.dataset.testid || at.tagName) : "nothing");
			}));
		})()`)), &hits); err != nil {
			t.Fatal(err)
		}
		if len(hits) < 2 {
			t.Fatalf("the last row has %d controls, want its owner and units: %v", len(hits), hits)
		}
		for _, h := range hits {
			if !strings.HasSuffix(h, "-> itself") {
				t.Errorf("after %s, the set-up grid's last row is covered: %s", scroll, h)
			}
		}
	}
	screenshot(t, ctx, "legendary-setup-bottom-1024x768")
	assertNoJSErrors(t, ctx)
}
