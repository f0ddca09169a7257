package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// tapLogJS logs, on the window (before any page script sees them), every
// click as the browser's own or a script's, each request htmx sends, and
// each submit; run again, it empties the log.
const tapLogJS = `(() => {
	const listening = Array.isArray(window.__tapLog);
	window.__tapLog = [];
	if (listening) return true;
	window.addEventListener("click", e => __tapLog.push(e.isTrusted ? "browser click" : "click"), true);
	window.addEventListener("submit", () => __tapLog.push("submit"), true);
	document.body.addEventListener("htmx:beforeRequest", () => __tapLog.push("request"));
	return true;
})()`

// A finger's tap on a button acts when the finger lifts (static/tap.js):
// the request is on its way at the pointerup, and the touchend is
// cancelled so that the browser makes no click of its own: the tap acts
// once. A touch that slides is no
// tap, and a mouse clicks as ever. Each is counted in the game's log.
func TestFingerTapActsOnceWhenLifted(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	game, _ := benchGame(t, srv.URL)
	ctx := newBrowser(t, 768, 1024)
	touchEmulated(t, ctx)
	navigate(t, ctx, game+"?lang=de")
	seq := func() int { return int(apiGet(t, srv.URL+"/api"+strings.TrimPrefix(game, srv.URL))["seq"].(float64)) }
	before := seq()

	fill(t, ctx, by("place-territory"), "harrenhal")
	fill(t, ctx, by("place-units"), "1")
	evalJS[bool](t, ctx, tapLogJS)
	touchTap(t, ctx, by("place-submit"))
	waitTrue(t, ctx, `__tapLog.includes("request")`)
	// The browser would make its click of the touch after the touchend;
	// tap.js cancelled that touchend, so after the answer and two frames
	// more none has come.
	sctx, cancel := step(ctx)
	defer cancel()
	if err := waitHTMXIdle(sctx); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(sctx, chromedp.Evaluate[bool](`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	if got := evalJS[[]string](t, ctx, `__tapLog`); fmt.Sprint(got) != "[click submit request]" {
		t.Errorf("a finger's tap on Platzieren: %v, want the click, the submit and the request once each, and no click of the browser's own", got)
	}
	if got := seq(); got != before+1 {
		t.Fatalf("after one tap the log went from seq %d to %d", before, got)
	}
	if n := evalJS[int](t, ctx, `document.querySelectorAll(".pressed").length`); n != 0 {
		t.Errorf("after the answer %d controls still look pressed", n)
	}

	// A finger on a button makes it look pressed at once (the browser's
	// own :active never comes for a quick tap whose touchend is
	// cancelled); sliding off lets it go.
	undoAt := evalJS[map[string]float64](t, ctx, `(() => { const r = document.querySelector(`+jsString(by("undo"))+`).getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()`)
	// The page handles a touch after the call that sends it returns: the
	// checks wait for it (a hang guard, no measure of speed).
	touches(t, ctx, input.DispatchTouchEventTypeTouchStart, undoAt["x"], undoAt["y"])
	if !eventually(ctx, `document.querySelector(`+jsString(by("undo"))+`).matches(".pressed")`) {
		t.Error("a finger down on Rückgängig: the button does not look pressed")
	}
	touches(t, ctx, input.DispatchTouchEventTypeTouchCancel, 0, 0)
	if !eventually(ctx, `!document.querySelector(`+jsString(by("undo"))+`).matches(".pressed")`) {
		t.Error("a touch cancelled on Rückgängig: the button still looks pressed")
	}

	// A finger that slides 30 px from the button before it lifts does not
	// tap it (nor does the browser's gesture: it is a scroll).
	evalJS[bool](t, ctx, tapLogJS)
	at := evalJS[map[string]float64](t, ctx, `(() => { const r = document.querySelector(`+jsString(by("undo"))+`).getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()`)
	slide(t, ctx, at["x"], at["y"], 30)
	if got := evalJS[[]string](t, ctx, `__tapLog`); len(got) != 0 {
		t.Errorf("a sliding finger on Rückgängig: %v, want nothing", got)
	}
	if got := seq(); got != before+1 {
		t.Fatalf("a sliding finger changed the log: seq %d, want %d", got, before+1)
	}

	// A mouse click is the browser's own, once.
	evalJS[bool](t, ctx, tapLogJS)
	click(t, ctx, by("undo"))
	waitTrue(t, ctx, `__tapLog.includes("request")`)
	if got := evalJS[[]string](t, ctx, `__tapLog`); fmt.Sprint(got) != "[browser click submit request]" {
		t.Errorf("a mouse click on Rückgängig: %v, want the browser's click and one request", got)
	}
	if err := waitHTMXIdle(sctx); err != nil {
		t.Fatal(err)
	}
	if got := seq(); got != before {
		t.Fatalf("one undo took the log to seq %d, want %d", got, before)
	}
	leftToTheBrowser(t, ctx, game)
}

// slide puts a finger down at x, y, moves it dy pixels down in three
// steps and lifts it.
func slide(t *testing.T, ctx context.Context, x, y, dy float64) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	_, err := chromedp.Run(sctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		touch := func(kind input.DispatchTouchEventType, pts ...*input.TouchPoint) error {
			_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: pts})
			return err
		}
		if err := touch(input.DispatchTouchEventTypeTouchStart, &input.TouchPoint{X: x, Y: y}); err != nil {
			return chromedp.Void{}, err
		}
		for i := 1; i <= 3; i++ {
			if err := touch(input.DispatchTouchEventTypeTouchMove, &input.TouchPoint{X: x, Y: y + dy*float64(i)/3}); err != nil {
				return chromedp.Void{}, err
			}
		}
		return chromedp.Void{}, touch(input.DispatchTouchEventTypeTouchEnd)
	})
	if err != nil {
		t.Fatalf("slide at %.0f,%.0f: %v", x, y, err)
	}
}

// leftToTheBrowser: a finger's tap on a button that sends a whole page
// (the board page's "Hand speichern", a form without htmx) is the
// browser's own click, not one made at the lift, which could be followed
// by the browser's click landing on the page that answers. The first
// click is noted in sessionStorage, which outlives the page.
func leftToTheBrowser(t *testing.T, ctx context.Context, game string) {
	t.Helper()
	navigate(t, ctx, game+"/board?lang=de")
	evalJS[bool](t, ctx, `(() => {
		sessionStorage.removeItem("herald-first-click");
		window.addEventListener("click", e => { if (!sessionStorage.getItem("herald-first-click")) sessionStorage.setItem("herald-first-click", e.isTrusted ? "browser" : "script"); }, true);
		document.querySelector(`+jsString(by("hand-save-0"))+`).scrollIntoView({block: "center"});
		return true;
	})()`)
	touchTap(t, ctx, by("hand-save-0"))
	waitTrue(t, ctx, `sessionStorage.getItem("herald-first-click") !== null`)
	if got := evalJS[string](t, ctx, `sessionStorage.getItem("herald-first-click")`); got != "browser" {
		t.Errorf("a finger's tap on Hand speichern (a whole page's form) was clicked by %s, want the browser", got)
	}
}
