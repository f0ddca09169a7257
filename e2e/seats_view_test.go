package e2e

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// Found by an audit of the game page at 768x1024: after a tap on a
// seat's link in the seats panel ("Places") the page reopened at #seats
// with the panel's heading at -29..22 px and the button tapped at
// 115..159 px, under the console's sticky top (0..122 px), while the
// seat's address and its QR (670 px tall, as wide as the column) filled
// the screen: the panel, last on the page, was taller than the screen
// below that top. The QR is now the join panel's size, and the heading,
// the seat's row and what the tap opened (the address, the QR, the
// reissue) stand below the console's top and above the screen's foot,
// at the three sizes.
func TestSeatLinkTappedInView(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, size := range [][2]int{{768, 1024}, {1024, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			api := newPictureGame(t, srv.URL, pictureTurns["got"])
			ctx := newBrowser(t, size[0], size[1])
			touchEmulated(t, ctx)
			navigate(t, ctx, gamePage(api)+"?lang=fr")
			waitLoaded(t, ctx)
			evalJS[bool](t, ctx, `(() => { document.querySelector("#seats > summary").scrollIntoView({block: "center"}); return true; })()`)
			touchTap(t, ctx, "#seats > summary")
			evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(by("seat-link-1"))+`).scrollIntoView({block: "center"}); return true; })()`)
			touchTap(t, ctx, by("seat-link-1"))
			waitVisible(t, ctx, by("seat-url"))
			waitLoaded(t, ctx)
			layoutStill(t, ctx)
			for _, sel := range []string{"#seats > summary", by("seat-link-1"), by("seat-link")} {
				onScreen(t, ctx, sel, "after the seat's link was tapped")
			}
			assertNoJSErrors(t, ctx)
		})
	}
}

// layoutStill waits until the page has kept its scroll position and
// height for 20 frames: a page opened at an anchor settles after its
// load (the browser follows the anchor while the page's height changes).
func layoutStill(t *testing.T, ctx context.Context) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	_, err := chromedp.Run(sctx, chromedp.Evaluate[bool](`new Promise(ok => {
		let was = "", same = 0;
		const frame = () => {
			const now = scrollY + "/" + document.documentElement.scrollHeight;
			same = now === was ? same + 1 : 0;
			was = now;
			if (same >= 20) { ok(true); } else { requestAnimationFrame(frame); }
		};
		requestAnimationFrame(frame);
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("waiting for the page to keep still: %v", err)
	}
}
