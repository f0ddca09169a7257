package e2e

import (
	"context"
	"fmt"
	"testing"
)

// Found by an audit of the board editor: the territory form's save
// buttons stay stuck at the screen's foot, and a neighbour's row the
// browser brought into view lay under them (at 1024x768 the row at
// 720..768 px, the buttons at 686..768; at 768x1024 976..1024 under
// 955..1024; at 390x844 796..844 under 762..844), as did a row tapped
// where it peeked out above them. A row brought into view (scrolled to,
// focused) now stops above the buttons, and a row tapped while mostly
// under them comes out clear, its tick taken (not the buttons'), at the three sizes.
func TestBoardEditorRowsClearOfTheStickyButtons(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	zirkelBoard(t, st, "zirkel")
	for _, size := range [][2]int{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			ctx := newBrowser(t, size[0], size[1])
			touchEmulated(t, ctx)
			navigate(t, ctx, srv.URL+"/boards/zirkel?lang=en")
			waitLoaded(t, ctx)
			click(t, ctx, by("pick-zone_01"))
			waitOpen(t, ctx, "zone_01")
			rows := `[...document.querySelectorAll('[data-testid="territory-editor"] .nb-row')]`
			// A row below the screen scrolled to, and another focused, as
			// the browser brings them into view.
			for _, how := range []string{`r.scrollIntoView({block: "nearest"})`, `r.querySelector("input").focus()`} {
				id := evalJS[string](t, ctx, `(() => {
					const r = `+rows+`.find(r => r.getBoundingClientRect().top > innerHeight);
					`+how+`;
					return r.querySelector("input").dataset.testid;
				})()`)
				clearOfButtons(t, ctx, by(id), how)
			}
			// A row tapped where it peeks out 24 px above the buttons, on
			// its tick's label, once the page keeps still (the tap goes to
			// the place measured).
			layoutStill(t, ctx)
			at := evalJS[map[string]any](t, ctx, `(() => {
				const bar = document.querySelector(".sticky-actions");
				const r = `+rows+`.find(r => r.getBoundingClientRect().top > innerHeight);
				window.scrollBy(0, r.getBoundingClientRect().top - (bar.getBoundingClientRect().top - 24));
				const l = r.querySelector(".nb-tick").getBoundingClientRect(), b = bar.getBoundingClientRect();
				return {id: r.querySelector("input").dataset.testid, x: l.left + 20, y: Math.min(l.top + 8, b.top - 4), top: r.getBoundingClientRect().top, bar: b.top};
			})()`)
			id := at["id"].(string)
			t.Logf("the row tapped at %.0f px, the buttons at %.0f px", at["top"], at["bar"])
			was := evalJS[bool](t, ctx, `document.querySelector(`+jsString(by(id))+`).checked`)
			touchAt(t, ctx, at["x"].(float64), at["y"].(float64))
			// The tick taken: the tap reached the row, not the buttons.
			waitTrue(t, ctx, `document.querySelector(`+jsString(by(id))+`).checked !== `+fmt.Sprint(was))
			layoutStill(t, ctx)
			clearOfButtons(t, ctx, by(id), "a tap on the row's edge")
			assertNoJSErrors(t, ctx)
		})
	}
}

// clearOfButtons fails unless the row of the tick sel is wholly on the
// screen above the territory form's sticky save buttons.
func clearOfButtons(t *testing.T, ctx context.Context, sel, when string) {
	t.Helper()
	r := evalJS[map[string]float64](t, ctx, `(() => {
		const r = document.querySelector(`+jsString(sel)+`).closest(".nb-row").getBoundingClientRect();
		const b = document.querySelector(".sticky-actions").getBoundingClientRect();
		return {top: r.top, bottom: r.bottom, bar: b.top, barBottom: b.bottom, h: innerHeight};
	})()`)
	t.Logf("%s: the row at %.0f..%.0f px, the buttons at %.0f..%.0f", when, r["top"], r["bottom"], r["bar"], r["barBottom"])
	if r["top"] < 0 || r["bottom"] > r["bar"] {
		t.Errorf("%s: the row of %s at %.0f..%.0f px, not on the screen above the save buttons (%.0f..%.0f of %.0f)", when, sel, r["top"], r["bottom"], r["bar"], r["barBottom"], r["h"])
	}
}
