package e2e

import (
	"context"
	"strings"
	"testing"
)

// An upright tablet (768x1024, a finger) shows a tall board's picture
// beside the turn's forms (app.css, views.PictureTall): drawn Westeros at
// least 370 px wide, its closest two territories at least 38 px apart.
// Found by a French table: above the forms the map had the height the
// place button left it, 322 px wide, its closest territories 33 px
// apart. The turn opens with the picture and the place button on the
// screen, a tap on the picture fills the place form, and the battle's
// result keeps the picture on the screen beside the attack's roll (it
// stays below the console's top while the forms scroll). The wide
// classic world map keeps the one column: the picture across the width,
// above the forms.
func TestTallPictureBesideTheFormsOnAnUprightTablet(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	src := loadAxe(t)
	t.Run("got", func(t *testing.T) {
		turn := pictureTurns["got"]
		api := newPictureGame(t, srv.URL, turn)
		ctx := openOnTablet(t, api)
		if w, d := drawnPicture(t, ctx); w < 370 || d < 38 {
			t.Errorf("Westeros drawn %.0f px wide, its closest territories %.0f px apart, want at least 370 and 38", w, d)
		}
		if !besideTheForms(t, ctx) {
			t.Error("the picture is not beside the turn's forms")
		}
		onScreen(t, ctx, by("picture-frame"), "opened")
		onScreen(t, ctx, by("place-submit"), "opened")
		for _, v := range runAxe(t, ctx, src) {
			if v.Impact == "critical" || v.Impact == "serious" {
				t.Errorf("axe: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(v.Targets, " | "))
			}
		}
		touchTap(t, ctx, by("spot-"+turn.place))
		if v := formValue(t, ctx, by("place-territory")); v != turn.place {
			t.Fatalf("a tap on %s fills the place form with %q", turn.place, v)
		}
		onScreen(t, ctx, by("place-submit"), "after the tap on the picture")
		touchTap(t, ctx, by("place-submit"))
		pictureMatchesAPI(t, ctx, api, "placed")
		touchTap(t, ctx, by("spot-"+turn.from))
		touchTap(t, ctx, by("spot-"+turn.to))
		onScreen(t, ctx, by("attack-roll"), "after the attack's taps")
		touchTap(t, ctx, by("attack-roll"))
		pictureMatchesAPI(t, ctx, api, "attacked")
		onScreen(t, ctx, by("attack-roll"), "after the roll")
		if !evalJS[bool](t, ctx, `(() => { const r = document.getElementById("result").getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`) {
			t.Error("after the roll the result is not on the screen")
		}
		onScreen(t, ctx, by("picture-frame"), "after the roll")
		assertNoJSErrors(t, ctx)
	})
	t.Run("classic", func(t *testing.T) {
		api := newPictureGame(t, srv.URL, pictureTurns["classic"])
		ctx := openOnTablet(t, api)
		if besideTheForms(t, ctx) {
			t.Error("the classic world map is beside the turn's forms")
		}
		if !evalJS[bool](t, ctx, `(() => { const p = document.querySelector(".picture-panel").getBoundingClientRect(),
			a = document.getElementById("action").getBoundingClientRect();
			return p.bottom <= a.top && Math.abs(p.width - a.width) < 1; })()`) {
			t.Error("the classic world map is not across the width above the turn's forms")
		}
		onScreen(t, ctx, by("picture-frame"), "opened")
		onScreen(t, ctx, by("place-submit"), "opened")
	})
}

// openOnTablet opens the game of api in French on an upright tablet
// with touch.
func openOnTablet(t *testing.T, api string) context.Context {
	t.Helper()
	ctx := newBrowser(t, 768, 1024)
	touchEmulated(t, ctx)
	navigate(t, ctx, strings.Replace(api, "/api/games/", "/games/", 1)+"?lang=fr")
	waitLoaded(t, ctx)
	return ctx
}

// drawnPicture is how wide the board's picture is drawn on the screen
// (the svg keeps its viewBox's proportions inside its box) and how far
// apart its two closest territories are, in CSS px.
func drawnPicture(t *testing.T, ctx context.Context) (width, closest float64) {
	t.Helper()
	m := evalJS[map[string]float64](t, ctx, `(() => {
		const svg = document.querySelector("svg.picture"), r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
		const at = Array.from(document.querySelectorAll("#board-picture .spot-disc")).map(e => {
			const b = e.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; });
		let d = Infinity;
		at.forEach((p, i) => at.slice(i + 1).forEach(q => { d = Math.min(d, Math.hypot(p[0] - q[0], p[1] - q[1])); }));
		return {width: vb.width * Math.min(r.width / vb.width, r.height / vb.height), closest: d};
	})()`)
	return m["width"], m["closest"]
}

// besideTheForms says whether the picture lies beside the action panel,
// level with it.
func besideTheForms(t *testing.T, ctx context.Context) bool {
	t.Helper()
	return evalJS[bool](t, ctx, `(() => { const p = document.querySelector(".picture-panel").getBoundingClientRect(),
		a = document.getElementById("action").getBoundingClientRect();
		return (p.left >= a.right || p.right <= a.left) && p.top < a.bottom && a.top < p.bottom; })()`)
}
