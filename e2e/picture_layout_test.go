package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// TestPictureAndTheTurnOnOneScreen: the board's picture and the place
// form's button are on the screen together when the game page opens, at
// the three sizes, for Game of Thrones and classic; a place is then two
// taps with no scroll: the territory on the picture, the button (from the
// page's top too, where the tap brings the button into view); the last
// unit placed, the attack's roll is on the screen, under the picture where
// both fit. Found
// playing a phone (390x844) and an upright tablet (768x1024): the picture
// lay under the turn's forms, the cards and the board's notes, so after
// a tap on it the place button was a long scroll up (the picture test's
// taps scrolled to it), and at 1024x768 under the board's heading and
// notes in the side column.
func TestPictureAndTheTurnOnOneScreen(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, name := range []string{"got", "classic"} {
		turn := pictureTurns[name]
		for _, size := range [][2]int{{1024, 768}, {768, 1024}, {390, 844}} {
			t.Run(fmt.Sprintf("%s %dx%d", name, size[0], size[1]), func(t *testing.T) {
				api := newPictureGame(t, srv.URL, turn)
				ctx := newBrowser(t, size[0], size[1])
				touchEmulated(t, ctx)
				navigate(t, ctx, strings.Replace(api, "/api/games/", "/games/", 1)+"?lang=fr")
				waitLoaded(t, ctx)
				inView := func(sel, when string) { t.Helper(); onScreen(t, ctx, sel, when) }
				inView(by("picture-frame"), "opened")
				inView(by("place-submit"), "opened")
				screenShot(t, ctx, fmt.Sprintf("%s-opened-%dx%d", name, size[0], size[1]))
				// Scrolled back to the page's top, as a player looking at
				// whose turn it is: the tap on the picture then brings the
				// place button into view, keeping the territory on screen.
				evalJS[bool](t, ctx, `(() => { scrollTo(0, 0); return true; })()`)
				touchTap(t, ctx, by("spot-"+turn.place))
				if v := formValue(t, ctx, by("place-territory")); v != turn.place {
					t.Fatalf("a tap on %s fills the place form with %q", turn.place, v)
				}
				inView(by("spot-"+turn.place), "after the tap on the picture")
				inView(by("place-submit"), "after the tap on the picture")
				touchTap(t, ctx, by("place-submit"))
				pictureMatchesAPI(t, ctx, api, "after the place")
				// The last unit placed, the attack's roll is the next tap,
				// with the picture above it where both fit (classic's wide
				// map; Westeros, tall, leaves no room for it on a phone).
				inView(by("attack-roll"), "after the last unit placed")
				if name == "classic" {
					inView(by("picture-frame"), "after the last unit placed")
				}
				if n := territoryUnits(t, api, turn.place); n <= turn.holds[turn.place] {
					t.Errorf("%s holds %d units after the place, as before", turn.place, n)
				}
				assertNoJSErrors(t, ctx)
			})
		}
	}
}

// territoryUnits is how many units the API says id holds.
func territoryUnits(t *testing.T, api, id string) int {
	t.Helper()
	for _, x := range apiGet(t, api)["territories"].([]any) {
		if tr := x.(map[string]any); tr["id"] == id {
			n, _ := tr["units"].(float64)
			return int(n)
		}
	}
	t.Fatalf("the API has no territory %s", id)
	return 0
}

// onScreen fails the test unless sel is wholly on the screen, below the
// console's sticky top where that lies over it.
func onScreen(t *testing.T, ctx context.Context, sel, when string) {
	t.Helper()
	r := evalJS[map[string]float64](t, ctx, `(() => {
		const r = document.querySelector(`+jsString(sel)+`).getBoundingClientRect();
		const bar = document.getElementById("console-top").getBoundingClientRect();
		const under = r.left < bar.right && r.right > bar.left; // a wide screen's side column is not
		return {top: r.top, bottom: r.bottom, h: innerHeight, bar: under ? Math.max(0, bar.bottom) : 0};
	})()`)
	if r["top"] < r["bar"] || r["bottom"] > r["h"] {
		t.Errorf("%s: %s at %.0f..%.0f px, not on the screen below the console's top (%.0f..%.0f)", when, sel, r["top"], r["bottom"], r["bar"], r["h"])
	}
}
