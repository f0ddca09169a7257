package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// pinchOn spreads two fingers apart around territory id of the picture
// (touch events, as a phone sends them) and returns the picture's zoom.
func pinchOn(t *testing.T, ctx context.Context, id string) float64 {
	t.Helper()
	sel := by("spot-" + id)
	evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
	at := evalJS[map[string]float64](t, ctx, `(() => { const r = document.querySelector(`+jsString(sel)+`).getBoundingClientRect();
		return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()`)
	x, y := at["x"], at["y"]
	points := func(d float64) []*input.TouchPoint {
		one, two := 1.0, 2.0
		return []*input.TouchPoint{{X: x - d, Y: y, ID: &one}, {X: x + d, Y: y, ID: &two}}
	}
	sctx, cancel := step(ctx)
	defer cancel()
	_, err := chromedp.Run(sctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		if _, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 2}); err != nil {
			return chromedp.Void{}, err
		}
		if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: points(20)}); err != nil {
			return chromedp.Void{}, err
		}
		for d := 30.0; d <= 60; d += 10 {
			if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchMove, TouchPoints: points(d)}); err != nil {
				return chromedp.Void{}, err
			}
		}
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return chromedp.Void{}, err
	})
	if err != nil {
		t.Fatalf("pinch on %s: %v", id, err)
	}
	return zoomOf(t, ctx)
}

// pictureShot writes the board picture as the screen shows it to
// $HERALD_SCREENSHOTS/name.png (make screenshots), nothing without it.
func pictureShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("HERALD_SCREENSHOTS")
	if dir == "" {
		return
	}
	evalJS[bool](t, ctx, `(() => { const z = document.querySelector("[data-zoom=out]"); for (let i = 0; i < 5; i++) z.click();
		document.getElementById("board-picture").scrollIntoView({block: "start"}); return true; })()`)
	sctx, cancel := step(ctx)
	defer cancel()
	buf, err := chromedp.Run(sctx, chromedp.Screenshot("#board-picture"))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
}

// zoomOf is the picture's zoom now (1 when not zoomed).
func zoomOf(t *testing.T, ctx context.Context) float64 {
	t.Helper()
	return evalJS[float64](t, ctx, `(() => { const m = new DOMMatrix(getComputedStyle(document.querySelector("svg.picture")).transform); return m.a; })()`)
}

// inFrame says whether territory id lies whole inside the picture's frame.
func inFrame(t *testing.T, ctx context.Context, id string) bool {
	t.Helper()
	return evalJS[bool](t, ctx, `(() => { const r = document.querySelector(`+jsString(by("spot-"+id))+`).getBoundingClientRect(),
		f = document.querySelector(".picture-frame").getBoundingClientRect();
		return r.left >= f.left && r.right <= f.right && r.top >= f.top && r.bottom <= f.bottom; })()`)
}

// tapSpot brings territory id of the board picture into view (a player
// scrolls to it; no tap) and taps it with a finger.
func tapSpot(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	sel := by("spot-" + id)
	waitVisible(t, ctx, sel)
	evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
	touchTap(t, ctx, sel)
}

// pictureMatchesAPI fails unless every territory on the picture shows
// the owner and units the API gives for the game (GET /api/games/{id}),
// waiting for the live stream up to the step's timeout.
func pictureMatchesAPI(t *testing.T, ctx context.Context, api, when string) {
	t.Helper()
	var diff []string
	for deadline := time.Now().Add(10 * time.Second); ; {
		st := apiGet(t, api)
		shown := evalJS[map[string][]string](t, ctx, `Object.fromEntries(Array.from(document.querySelectorAll("#board-picture .spot")).map(e =>
			[e.dataset.t, [e.dataset.owner, e.dataset.units, document.querySelector('[data-testid="spot-units-' + e.dataset.t + '"]').textContent]]))`)
		diff = nil
		terrs := st["territories"].([]any)
		if len(shown) != len(terrs) {
			diff = append(diff, fmt.Sprintf("%d territories on the picture, the API has %d", len(shown), len(terrs)))
		}
		for _, x := range terrs {
			tr := x.(map[string]any)
			id := tr["id"].(string)
			want := []string{fmt.Sprint(tr["owner"]), fmt.Sprint(tr["units"]), fmt.Sprint(tr["units"])}
			if got := shown[id]; fmt.Sprint(got) != fmt.Sprint(want) {
				diff = append(diff, fmt.Sprintf("%s shows %v, the API %v", id, got, want))
			}
		}
		if len(diff) == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if len(diff) > 0 {
		t.Fatalf("%s: the picture differs from the API: %v", when, diff)
	}
}

// formValue is the value of the select sel in the action panel.
func formValue(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return evalJS[string](t, ctx, `document.querySelector(`+jsString("#action "+sel)+`).value`)
}

// A Game of Thrones turn played by tapping Westeros' drawn map with a
// finger (issue 30) at the tablet's two sizes and the phone's: the place
// target; attack from, then attack to; maneuver from, then to. Each tap
// fills the turn's select at once, the picture shows the API's owners and
// units after every action and after another device's action arrives
// over the live stream, and the taps are counted against choosing in the
// lists (a select is two taps: open it, pick the name).
func TestPictureTapsPlayAGoTTurn(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}}
	for _, size := range []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			st := apiPost(t, srv.URL+"/api/games", map[string]any{"name": "Bild", "players": players, "deck_mode": "table"})
			id := st["id"]
			api := fmt.Sprintf("%s/api/games/%v", srv.URL, id)
			ev := func(typ string, payload any) {
				st = apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": typ, "payload": payload})
			}
			var fixes []map[string]any
			for _, terr := range st["territories"].([]any) {
				tid := terr.(map[string]any)["id"]
				owner, units := 1, 1
				switch tid {
				case "harrenhal":
					owner, units = 0, 30
				case "riverrun", "stoney_sept":
					owner, units = 0, 1
				case "kings_landing":
					// One battle never takes it: the turn goes on from Harrenhal.
					owner, units = 1, 30
				}
				fixes = append(fixes, map[string]any{"territory": tid, "owner": owner, "units": units})
			}
			ev("correct", map[string]any{"territories": fixes})

			ctx := newBrowser(t, size.w, size.h)
			navigate(t, ctx, fmt.Sprintf("%s/games/%v?lang=en", srv.URL, id))
			pictureMatchesAPI(t, ctx, api, "opened")
			taps, choices := 0, 0
			// A control below or above the screen is scrolled to first (no
			// tap), as a player would.
			tap := func(sel string) {
				evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
				touchTap(t, ctx, sel)
				taps++
			}
			pick := func(terr string) { tapSpot(t, ctx, terr); taps++; choices++ }

			// Placing: one tap on Stoney Sept chooses it (the form
			// proposes another).
			if v := formValue(t, ctx, by("place-territory")); v == "stoney_sept" {
				t.Fatalf("the place form proposes Stoney Sept already")
			}
			pick("stoney_sept")
			if v := formValue(t, ctx, by("place-territory")); v != "stoney_sept" {
				t.Fatalf("after tapping Stoney Sept the place select holds %q", v)
			}
			tap(by("place-submit"))
			pictureMatchesAPI(t, ctx, api, "placed")

			// Attacking: Harrenhal, then King's Landing, which the picture
			// highlights as reachable from it.
			if size.w == 390 {
				// Two fingers zoom the phone's picture around Harrenhal.
				if z := pinchOn(t, ctx, "harrenhal"); z < 1.5 {
					t.Fatalf("after spreading two fingers the picture's zoom is %.2f", z)
				}
			}
			pick("harrenhal")
			if v := formValue(t, ctx, by("attack-from")); v != "harrenhal" {
				t.Fatalf("after tapping Harrenhal the attack comes from %q", v)
			}
			if size.w == 390 && (zoomOf(t, ctx) < 1.5 || !inFrame(t, ctx, "harrenhal")) {
				t.Fatalf("after the tap and the page's answer the zoom is %.2f and Harrenhal in the frame: %v", zoomOf(t, ctx), inFrame(t, ctx, "harrenhal"))
			}
			if !evalJS[bool](t, ctx, `document.querySelector('[data-testid="spot-kings_landing"]').classList.contains("pick") &&
				!document.querySelector('[data-testid="spot-sunspear"]').classList.contains("pick")`) {
				t.Fatal("King's Landing is not highlighted as a target of Harrenhal, or Sunspear is")
			}
			pick("kings_landing")
			if v := formValue(t, ctx, by("attack-to")); v != "kings_landing" {
				t.Fatalf("after tapping King's Landing the attack goes to %q", v)
			}
			tap(by("attack-roll"))
			pictureMatchesAPI(t, ctx, api, "attacked")
			tap(by("end-attack"))
			pictureMatchesAPI(t, ctx, api, "attack ended")

			// Maneuvering: Harrenhal, then Riverrun.
			pick("harrenhal")
			if v := formValue(t, ctx, by("maneuver-from")); v != "harrenhal" {
				t.Fatalf("after tapping Harrenhal the maneuver comes from %q", v)
			}
			pick("riverrun")
			if v := formValue(t, ctx, by("maneuver-to")); v != "riverrun" {
				t.Fatalf("after tapping Riverrun the maneuver goes to %q", v)
			}
			tap(by("maneuver-submit"))
			pictureMatchesAPI(t, ctx, api, "maneuvered")

			// Another device's action arrives over the live stream.
			st = apiGet(t, api)
			ev("correct", map[string]any{"territories": []map[string]any{{"territory": "sunspear", "owner": 0, "units": 7}}})
			pictureMatchesAPI(t, ctx, api, "after another device's correction")

			// With the lists a choice is two taps (open the select, pick
			// the name); everything else is the same.
			pictureShot(t, ctx, fmt.Sprintf("got-picture-%dx%d", size.w, size.h))
			t.Logf("%dx%d: a GoT turn by the picture: %d taps (%d choices); by the lists: %d taps", size.w, size.h, taps, choices, taps+choices)
			assertNoJSErrors(t, ctx)
		})
	}
}
