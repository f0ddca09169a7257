package e2e

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// A finger on a territory of the picture chooses it as it comes down
// (static/app.js, chooseEarly: issue 30, "a tap on the picture that fills
// a form"), so the choice shows while the finger is still on the glass;
// the lift finishes it, sending the select's change once. A finger that
// slides from the territory (a scroll, a pan) puts the form back as it
// was, choice and highlight.
func TestFingerOnThePictureChoosesAsItComesDown(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	turn := pictureTurns["got"]
	api := newPictureGame(t, srv.URL, turn)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, strings.Replace(api, "/api/games/", "/games/", 1)+"?lang=en")
	touchEmulated(t, ctx)
	waitLoaded(t, ctx)
	before := formValue(t, ctx, by("place-territory"))
	if before == turn.place {
		t.Fatalf("the place form proposes %s already: choose another territory for the test", turn.place)
	}
	state := func() string {
		return evalJS[string](t, ctx, `(() => {
			const s = document.querySelector(`+jsString(by("spot-"+turn.place))+`);
			return document.querySelector('#action [data-testid="place-territory"]').value + " " + s.classList.contains("chosen") + " " + (window.__changes || 0);
		})()`)
	}
	at := evalJS[map[string]float64](t, ctx, `(() => {
		window.__changes = 0;
		document.addEventListener("change", e => { if (e.target.closest("#action")) window.__changes++; });
		const s = document.querySelector(`+jsString(by("spot-"+turn.place))+`);
		s.scrollIntoView({block: "center"});
		const r = s.getBoundingClientRect();
		return {x: r.left + r.width / 2, y: r.top + r.height / 2};
	})()`)

	// Down: chosen, before any lift; then a slide of 30 px: taken back.
	touches(t, ctx, input.DispatchTouchEventTypeTouchStart, at["x"], at["y"])
	if got, want := state(), turn.place+" true 0"; got != want {
		t.Fatalf("a finger down on %s: the form and the picture show %q, want %q (chosen, no change sent yet)", turn.place, got, want)
	}
	touches(t, ctx, input.DispatchTouchEventTypeTouchMove, at["x"], at["y"]+30)
	touches(t, ctx, input.DispatchTouchEventTypeTouchEnd, 0, 0)
	if got, want := state(), before+" false 0"; got != want {
		t.Fatalf("a finger that slid from %s: %q, want the form as it was, %q", turn.place, got, want)
	}

	// A tap: chosen, and the change sent once at the lift. (The slide
	// scrolled the page: the territory is found again.)
	at = evalJS[map[string]float64](t, ctx, `(() => {
		const r = document.querySelector(`+jsString(by("spot-"+turn.place))+`).getBoundingClientRect();
		return {x: r.left + r.width / 2, y: r.top + r.height / 2};
	})()`)
	touches(t, ctx, input.DispatchTouchEventTypeTouchStart, at["x"], at["y"])
	touches(t, ctx, input.DispatchTouchEventTypeTouchEnd, 0, 0)
	if got, want := state(), turn.place+" true 1"; got != want {
		t.Fatalf("a tap on %s: %q, want %q", turn.place, got, want)
	}
	assertNoJSErrors(t, ctx)
}

// touches sends one touch event of kind at x, y (a touchend or
// touchcancel lifts every finger).
func touches(t *testing.T, ctx context.Context, kind input.DispatchTouchEventType, x, y float64) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	pts := []*input.TouchPoint{{X: x, Y: y}}
	if kind == input.DispatchTouchEventTypeTouchEnd || kind == input.DispatchTouchEventTypeTouchCancel {
		pts = []*input.TouchPoint{}
	}
	_, err := chromedp.Run(sctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: pts})
		return chromedp.Void{}, err
	})
	if err != nil {
		t.Fatalf("touch %s at %.0f,%.0f: %v", kind, x, y, err)
	}
}
