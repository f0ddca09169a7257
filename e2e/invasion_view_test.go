package e2e

import (
	"fmt"
	"testing"
)

// Found by a French table playing Westeros on a tablet and a phone: as
// the invasion opened at 768x1024, "Saisir vos propres dés" (the table's
// own dice) lay at about 1345..1395 px, under the odds box below the
// screen, and after a roll "Finir les invasions" lay below it too while
// Herald's roll was in view. The invasion's ways on (Herald rolls, the
// attack ends, the table's own dice) are now on the screen together
// when the invasion opens and after a roll, below the console's top, at
// the three sizes; on a phone the table's dice entry is a scroll away
// after a roll (the roll stays where the finger left it).
func TestInvasionWaysOnInView(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	turn := pictureTurns["got"]
	for _, size := range [][2]int{{768, 1024}, {1024, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			api := newPictureGame(t, srv.URL, turn)
			ctx := newBrowser(t, size[0], size[1])
			touchEmulated(t, ctx)
			navigate(t, ctx, gamePage(api)+"?lang=fr")
			waitLoaded(t, ctx)
			evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(by("place-all"))+`).scrollIntoView({block: "center"}); return true; })()`)
			touchTap(t, ctx, by("place-all"))
			waitVisible(t, ctx, by("attack-roll"))
			ways := []string{by("attack-roll"), by("end-attack"), by("enter-dice") + " > summary"}
			for _, sel := range ways {
				onScreen(t, ctx, sel, "the invasion opened")
			}
			tapSpot(t, ctx, turn.from)
			tapSpot(t, ctx, turn.to)
			if v := formValue(t, ctx, by("attack-to")); v != turn.to {
				t.Fatalf("the attack's target is %q after the taps, want %s", v, turn.to)
			}
			touchTap(t, ctx, by("attack-roll"))
			waitVisible(t, ctx, by("result-losses"))
			if size[0] == 390 {
				ways = ways[:2]
			}
			for _, sel := range ways {
				onScreen(t, ctx, sel, "after a roll")
			}
			assertNoJSErrors(t, ctx)
		})
	}
}
