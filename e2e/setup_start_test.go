package e2e

import (
	"fmt"
	"testing"
)

// TestEverySetUpsStartInView: on a tablet held upright and on a phone,
// each edition's new-game form shows its button on to the game (or to
// its next step) at the screen's foot as the form opens, as Game of
// Thrones' "Commencer la partie" does since a French table found it at
// y=1644 (e2e/got_tablet_test.go): the button is the form's last tap.
func TestEverySetUpsStartInView(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	forms := []struct{ edition, button string }{
		{"got", "create-game"},
		{"classic", "create-game"},
		{"halowars", "halo-next"},
		{"warhammer40k", "wh-next"},
	}
	for _, size := range []struct{ w, h int }{{768, 1024}, {390, 844}} {
		ctx := newBrowser(t, size.w, size.h)
		touchEmulated(t, ctx)
		for _, f := range forms {
			navigate(t, ctx, srv.URL+"/games/new?edition="+f.edition+"&lang=fr")
			inView(t, ctx, fmt.Sprintf("%s's set-up at %dx%d", f.edition, size.w, size.h), by(f.button))
		}
		assertNoJSErrors(t, ctx)
	}
}
