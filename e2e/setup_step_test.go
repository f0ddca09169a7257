package e2e

import (
	"fmt"
	"testing"
)

// TestSetUpOpensAtItsNextStep: a set-up whose next step comes below the
// choices just made (classic's board, Game of Thrones' deal entered by
// the table) opens at that step after "Start game", at the three sizes,
// instead of at the top of the form with the step 2,000-3,000 px below
// (found playing a French classic set-up on a phone: nothing seemed to
// happen). A refusal at the form's head stays in view instead.
func TestSetUpOpensAtItsNextStep(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, size := range []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			ctx := newBrowser(t, size.w, size.h)
			for _, ed := range []struct{ edition, deal, step string }{{"classic", "deal-herald", "board-entry"}, {"got", "deal-table", "deal-entry"}} {
				navigate(t, ctx, srv.URL+"/games/new?edition="+ed.edition+"&lang=fr")
				fill(t, ctx, by("player-1"), "Anne")
				fill(t, ctx, by("player-2"), "Benoît")
				fill(t, ctx, by("player-3"), "Chloé")
				click(t, ctx, by(ed.deal))
				click(t, ctx, by("create-game"))
				waitVisible(t, ctx, by(ed.step))
				mustIdle(t, ctx)
				// The step's legend at the top of the screen, its first
				// lines below it.
				legend := by(ed.step) + " > legend"
				if r := inView(t, ctx, ed.edition+" after the first step", legend); r.Y == 0 {
					t.Errorf("%s: the page did not move to its next step (scrollY 0)", ed.edition)
				}
			}
			// One player only: refused, and the refusal is what shows.
			navigate(t, ctx, srv.URL+"/games/new?edition=classic&lang=fr")
			fill(t, ctx, by("player-1"), "Anne")
			click(t, ctx, by("create-game"))
			waitVisible(t, ctx, by("error"))
			mustIdle(t, ctx)
			inView(t, ctx, "a refused first step", by("error"))
		})
	}
}
