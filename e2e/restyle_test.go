package e2e

import (
	"context"
	"fmt"
	"testing"
)

// A tap's answer has the browser work out the style of what it changed,
// not of the whole page (issue 30, "Speed and limits"). Timing a tap here
// would fail by chance on a shared machine; the number of elements a
// style pass touches does not: Chrome's trace counts them
// (UpdateLayoutTree's elementCount). Before 30 Nov 2026:
//   - app.js set the console top's height as a custom property on the
//     page's root after every answer. It changes with the last result, so
//     after most placements and undos the browser restyled 849-853 of the
//     page's ~1,070 elements: 55 ms a tap at CPU 4x (TestBenchUIProfile).
//   - Picking an attack's "from" or "to" (in the list, or by a tap on the
//     picture) swapped the whole #game: 929-965 elements restyled.
//
// Now no style pass may touch more than a tenth of the page after a
// placement or its undo, or half of it while an attack is picked (the
// odds panel that opens is ~300 new elements) and rolled.
func TestTapRestylesLittle(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, size := range [][2]int{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			game, _ := benchGame(t, srv.URL)
			ctx := newBrowser(t, size[0], size[1])
			touchEmulated(t, ctx)
			navigate(t, ctx, game+"?lang=fr")
			waitLoaded(t, ctx)
			fill(t, ctx, by("place-territory"), "harrenhal")
			fill(t, ctx, by("place-units"), "1")
			page := evalJS[int](t, ctx, `document.querySelectorAll("*").length`)
			// The placement and its undo: a line, a number, a territory.
			mostRestyled(t, page, page/10, "a placement and its undo", traceOf(t, ctx, func() {
				fingerOn(t, ctx, by("place-submit"))
				fingerOn(t, ctx, by("undo"))
			}))
			fill(t, ctx, by("place-territory"), "harrenhal")
			fingerOn(t, ctx, by("place-submit")) // the rest of them: the form's own count
			// Past the attack's opening (its forms and every territory's
			// choices change), the attack's "from" and "to", as a tap on
			// the picture or in the list picks them, and a roll: the
			// odds panel that opens with them is ~300 new elements.
			mostRestyled(t, page, page/2, "picking an attack and rolling", traceOf(t, ctx, func() {
				fill(t, ctx, by("attack-from"), "harrenhal")
				fill(t, ctx, by("attack-to"), "kings_landing")
				fingerOn(t, ctx, by("attack-roll"))
				waitVisible(t, ctx, by("result-losses"))
			}))
			assertNoJSErrors(t, ctx)
		})
	}
}

// fingerOn touches sel's centre once touch emulation is on, and waits for
// htmx: unlike touchTap it does not turn the emulation on again, which
// restyles the whole page (its media features) and would be counted.
func fingerOn(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	waitVisible(t, ctx, sel)
	at := evalJS[map[string]float64](t, ctx, `(() => {
		const el = document.querySelector(`+jsString(sel)+`);
		el.scrollIntoView({block: "center"});
		const r = el.getBoundingClientRect();
		return {x: r.left + r.width / 2, y: r.top + r.height / 2};
	})()`)
	touchPoint(t, ctx, at["x"], at["y"])
	if err := waitHTMXIdle(ctx); err != nil {
		t.Fatal(err)
	}
}

// mostRestyled fails t when a style pass in the trace evs touched more
// than most of the page's page elements.
func mostRestyled(t *testing.T, page, most int, what string, evs []traceEvent) {
	t.Helper()
	largest, passes := 0, 0
	for _, e := range evs {
		if e.Name != "UpdateLayoutTree" {
			continue
		}
		passes++
		if n, ok := e.Args["elementCount"].(float64); ok && int(n) > largest {
			largest = int(n)
		}
	}
	if passes == 0 {
		t.Fatalf("%s: the trace has no style pass: it did not record the taps", what)
	}
	if largest > most {
		t.Errorf("%s: a style pass touched %d of the page's %d elements (at most %d wanted)", what, largest, page, most)
	}
	t.Logf("%s: the largest of %d style passes touched %d of %d elements", what, passes, largest, page)
}
