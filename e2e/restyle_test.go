package e2e

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
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
// Now no style pass may touch more than a tenth of the page in a
// placement and its undo, or half of it in picking an attack's target
// (the odds panel that opens is ~300 new elements) and rolling; each is
// traced twice and the smaller count judged (mostRestyled).
//
// Not parallel: it runs while the package's other tests wait, as a
// count of work done in a tap's answer should.
func TestTapRestylesLittle(t *testing.T) {
	srv, _ := heraldServer(t)
	for _, size := range [][2]int{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			game, _ := benchGame(t, srv.URL)
			ctx := newBrowser(t, size[0], size[1])
			touchEmulated(t, ctx)
			navigate(t, ctx, game+"?lang=fr")
			waitLoaded(t, ctx)
			page := evalJS[int](t, ctx, `document.querySelectorAll("*").length`)
			// The placement of one unit and its undo: a line, a number, a
			// territory. Once untimed, as the page settles (fonts, the
			// board's off-screen rows), then twice traced.
			placeUndo := func() {
				fill(t, ctx, by("place-territory"), "harrenhal")
				fill(t, ctx, by("place-units"), "1")
				fingerOn(t, ctx, by("place-submit"))
				fingerOn(t, ctx, by("undo"))
			}
			placeUndo()
			settled(t, ctx)
			mostRestyled(t, page, page/10, "a placement and its undo", traceOf(t, ctx, placeUndo), traceOf(t, ctx, placeUndo))
			fill(t, ctx, by("place-territory"), "harrenhal")
			fingerOn(t, ctx, by("place-submit")) // the rest of them: the form's own count
			// Past the attack's opening (its forms and every territory's
			// choices change), the attack's target picked (another, then
			// King's Landing), as a tap on the picture or in the list
			// does, and a roll, twice: the odds panel that opens with a
			// pick is ~300 new elements.
			fill(t, ctx, by("attack-from"), "harrenhal")
			other := evalJS[string](t, ctx, `[...document.querySelector(`+jsString(by("attack-to"))+`).options].map(o => o.value).find(v => v && v !== "kings_landing") || ""`)
			if other == "" {
				t.Fatal("Harrenhal can attack no territory but King's Landing")
			}
			pickRoll := func() {
				fill(t, ctx, by("attack-to"), other)
				fill(t, ctx, by("attack-to"), "kings_landing")
				fingerOn(t, ctx, by("attack-roll"))
				waitVisible(t, ctx, by("result-losses"))
			}
			settled(t, ctx)
			mostRestyled(t, page, page/2, "picking an attack and rolling", traceOf(t, ctx, pickRoll), traceOf(t, ctx, pickRoll))
			assertNoJSErrors(t, ctx)
		})
	}
}

// fingerOn touches sel's centre once touch emulation is on, and waits for
// htmx: unlike touchTap it does not turn the emulation on again, which
// restyles the whole page (its media features) and would be counted. It
// scrolls sel into view first and lets two frames pass: a scroll brings
// the board's rows (content-visibility: auto, app.css) in or out of
// view, and on a busy machine their style was otherwise worked out in
// the next answer's handling (272-289 elements at 768x1024).
func fingerOn(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	waitVisible(t, ctx, sel)
	sctx, cancel := step(ctx)
	defer cancel()
	at, err := chromedp.Run(sctx, chromedp.Evaluate[map[string]float64](`(async () => {
		const el = document.querySelector(`+jsString(sel)+`);
		el.scrollIntoView({block: "center"});
		for (let i = 0; i < 2; i++) await new Promise(r => requestAnimationFrame(r));
		const r = el.getBoundingClientRect();
		return {x: r.left + r.width / 2, y: r.top + r.height / 2};
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	touchPoint(t, ctx, at["x"], at["y"])
	if err := waitHTMXIdle(ctx); err != nil {
		t.Fatal(err)
	}
}

// mostRestyled fails t when a style pass made in handling a tap's answer
// touched more than most of the page's page elements, in each of two
// traces of the same taps (their largest passes, the smaller of the two
// counted). Only passes inside the answer's own XHR load count (htmx's
// swap and settle, app.js's reads after it): in the full suite, with
// dozens of browsers on two cores, a pass of the page's own (its live
// stream's, its wake lock's) touched 650-1,090 elements now and then.
func mostRestyled(t *testing.T, page, most int, what string, a, b []traceEvent) {
	t.Helper()
	la, pa := largestPass(a)
	lb, pb := largestPass(b)
	if pa == 0 || pb == 0 {
		t.Fatalf("%s: a trace has no style pass in a tap's answer: it did not record the taps", what)
	}
	if least := min(la, lb); least > most {
		t.Errorf("%s: a style pass touched %d of the page's %d elements, %d the second time (at most %d wanted)", what, la, page, lb, most)
	}
	t.Logf("%s: the largest style pass touched %d, then %d of %d elements (%d and %d passes)", what, la, lb, page, pa, pb)
}

// largestPass is the most elements a style pass touched while the page
// handled the answer to a tap (an XHR load of an action or a pick, not
// the live stream's fetch), and how many such passes there were.
func largestPass(evs []traceEvent) (largest, passes int) {
	var loads []traceEvent
	for _, e := range evs {
		if e.Name != "XHRLoad" {
			continue
		}
		if d, _ := e.Args["data"].(map[string]any); tapsAnswer(fmt.Sprint(d["url"])) {
			loads = append(loads, e)
		}
	}
	for _, e := range evs {
		if e.Name != "UpdateLayoutTree" || !slices.ContainsFunc(loads, func(l traceEvent) bool {
			return l.Tid == e.Tid && l.Ts <= e.Ts && e.Ts <= l.Ts+l.Dur
		}) {
			continue
		}
		passes++
		if n, ok := e.Args["elementCount"].(float64); ok && int(n) > largest {
			largest = int(n)
		}
	}
	return largest, passes
}

// tapsAnswer says whether url is what a tap asks: an action (place,
// undo, attack) or a pick (?pick=).
func tapsAnswer(url string) bool {
	for _, end := range []string{"/place", "/undo", "/attack"} {
		if strings.HasSuffix(url, end) {
			return true
		}
	}
	return strings.Contains(url, "pick=")
}

// settled waits until the page has its fonts and the browser an idle
// moment, so that what loading left to do is not counted as a tap's.
func settled(t *testing.T, ctx context.Context) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	_, err := chromedp.Run(sctx, chromedp.Evaluate[bool](`document.fonts.ready.then(() => new Promise(r => requestIdleCallback(() => r(true), {timeout: 2000})))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
}
