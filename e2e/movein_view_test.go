package e2e

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// touchTap taps sel with a finger: a touch at the centre of its box as
// the screen shows it now (a finger reaches only what is in view), which
// the browser turns into its pointer events and click. It fails unless
// the control is in view and the tap reached it.
func touchTap(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	waitVisible(t, ctx, sel)
	// Measured where the finger will land: with touch emulation on and
	// the page's images in (either may lay the page out again).
	touchEmulated(t, ctx)
	waitLoaded(t, ctx)
	// The mark is kept in sessionStorage: a button that submits a form
	// replaces the document (and its window) right after the touch.
	at := evalJS[map[string]float64](t, ctx, `(() => {
		const el = document.querySelector(`+jsString(sel)+`), r = el.getBoundingClientRect();
		sessionStorage.removeItem("herald-test-touched");
		el.addEventListener("pointerdown", e => { if (e.isTrusted && e.pointerType === "touch") sessionStorage.setItem("herald-test-touched", "1"); }, {once: true});
		return {x: r.left + r.width / 2, y: r.top + r.height / 2, top: r.top, bottom: r.bottom, h: innerHeight};
	})()`)
	if at["top"] < 0 || at["bottom"] > at["h"] {
		t.Fatalf("%s is at %.0f..%.0f px, out of the finger's reach (0..%.0f)", sel, at["top"], at["bottom"], at["h"])
	}
	touchAt(t, ctx, at["x"], at["y"])
	if !touchReached(t, ctx) {
		t.Fatalf("the touch did not reach %s", sel)
	}
	sctx, cancel := step(ctx)
	defer cancel()
	if err := waitHTMXIdle(sctx); err != nil {
		t.Fatalf("after touching %s: %v", sel, err)
	}
}

// touchReached reads touchTap's mark, from whichever document the tab
// shows by then (reading fails while a navigation swaps them).
func touchReached(t *testing.T, ctx context.Context) bool {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	for {
		mark, err := chromedp.Run(sctx, chromedp.Evaluate[string](`sessionStorage.getItem("herald-test-touched") || ""`))
		if err == nil {
			return mark == "1"
		}
		select {
		case <-sctx.Done():
			t.Fatalf("reading the touch's mark: %v (last error %v)", sctx.Err(), err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// After "Alle einrücken" with no maneuver proposed (both of Anna's
// territories border the enemy, so no idle units wait behind the front;
// views.ManeuverDefault), the maneuver's "Von" select is the next control
// and is in view below the console's sticky top, at the tablet's sizes
// and the phone's (issue 29: it was at −109..−61 px on 1024×768, the
// visible area starting at 110 px).
func TestManeuverFromInViewAfterMoveIn(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	for _, size := range []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			st := apiPost(t, srv.URL+"/api/games", map[string]any{"name": "Einrücken", "players": players, "deck_mode": "table"})
			id := st["id"]
			ev := func(typ string, payload any) {
				st = apiPost(t, fmt.Sprintf("%s/api/games/%v/events", srv.URL, id), map[string]any{"seq": st["seq"], "type": typ, "payload": payload})
			}
			var fixes []map[string]any
			for _, terr := range st["territories"].([]any) {
				tid := terr.(map[string]any)["id"]
				owner, units := 1, 1
				if tid == "harrenhal" {
					owner, units = 0, 20
				}
				fixes = append(fixes, map[string]any{"territory": tid, "owner": owner, "units": units})
			}
			ev("correct", map[string]any{"territories": fixes})
			ev("place", map[string]any{"territory": "harrenhal", "units": st["reinforcement"].(map[string]any)["to_place"]})
			ev("attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "attack_dice": []int{6, 6, 6}, "defend_dice": []int{1}})

			ctx := newBrowser(t, size.w, size.h)
			navigate(t, ctx, fmt.Sprintf("%s/games/%v?lang=de", srv.URL, id))
			touchTap(t, ctx, by("move-in-all"))
			waitVisible(t, ctx, by("maneuver-form"))
			sel := by("maneuver-form") + " " + by("maneuver-from")
			if v := evalJS[string](t, ctx, `document.querySelector(`+jsString(sel)+`).value`); v != "" {
				t.Fatalf("the maneuver proposes %q: this test needs a turn with nothing proposed", v)
			}
			r := evalJS[map[string]float64](t, ctx, `(() => { const r = document.querySelector(`+jsString(sel)+`).getBoundingClientRect();
				return {top: r.top, bottom: r.bottom, bar: document.getElementById("console-top").getBoundingClientRect().bottom, h: innerHeight}; })()`)
			t.Logf("Von at %.0f..%.0f px, the console's top ends at %.0f, the screen at %.0f", r["top"], r["bottom"], r["bar"], r["h"])
			if r["top"] < r["bar"] || r["bottom"] > r["h"] {
				t.Errorf("the maneuver's Von is at %.0f..%.0f px, outside the visible area %.0f..%.0f", r["top"], r["bottom"], r["bar"], r["h"])
			}
			uncovered(t, ctx, "after the move-in", sel)
			assertNoJSErrors(t, ctx)
		})
	}
}
