package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestBattleResultInView (issue 15, item 2): after Herald's dice attack the
// result area shows the roll as dice faces of at least 40 px (3 attack
// dice, 2 defence dice, "Invasion" 5-6), the losses and the odds, and it
// is inside the viewport together with the attack form's roll button, at
// tablet landscape, tablet portrait and phone sizes (on a phone its dice
// and losses; its title and odds read at the page's top). The territories the
// battle changed are marked `changed` on the board.
func TestBattleResultInView(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	for _, size := range []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}} {
		st := apiPost(t, srv.URL+"/api/games", map[string]any{"name": "Würfel", "players": players, "deck_mode": "table"})
		id := st["id"]
		ev := func(typ string, payload any) {
			st = apiPost(t, fmt.Sprintf("%s/api/games/%v/events", srv.URL, id), map[string]any{"seq": st["seq"], "type": typ, "payload": payload})
		}
		// 30 against 20: one roll of 3 dice against 2 cannot conquer.
		ev("correct", map[string]any{"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": 30}, {"territory": "kings_landing", "owner": 1, "units": 20}}})
		ev("place", map[string]any{"territory": "harrenhal", "units": st["reinforcement"].(map[string]any)["to_place"]})

		ctx := newBrowser(t, size.w, size.h)
		navigate(t, ctx, fmt.Sprintf("%s/games/%v", srv.URL, id))
		at := fmt.Sprintf("%dx%d", size.w, size.h)
		scrolledClearOfTop(t, ctx, at+", before the battle", by("attack-form")+" h2")
		fill(t, ctx, by("attack-from"), "harrenhal")
		fill(t, ctx, by("attack-to"), "kings_landing")
		click(t, ctx, by("attack-roll"))
		waitVisible(t, ctx, by("result-dice"))

		if a, d := count(t, ctx, by("die-attack")), count(t, ctx, by("die-defend")); a != 3 || d != 2 {
			t.Fatalf("%s: %d attack and %d defence dice shown, want 3 and 2", at, a, d)
		}
		small := evalJS[[]float64](t, ctx, `Array.from(document.querySelectorAll('.die-face')).map(e => e.getBoundingClientRect().width).filter(w => w < 40)`)
		if len(small) > 0 {
			t.Errorf("%s: dice narrower than 40 px: %v", at, small)
		}
		// Each face shows as many pips as it says (app.css draws them
		// from data-face, one gradient each): the dice rolled, and a copy
		// of one set to every face.
		if wrong := evalJS[[]string](t, ctx, `(() => {
			const cell = document.querySelector('.die-cell[data-face]');
			const cells = Array.from(document.querySelectorAll('.die-cell[data-face]'));
			for (let f = 1; f <= 6; f++) {
				const c = cell.cloneNode(true);
				c.dataset.face = f;
				cell.parentNode.appendChild(c);
				cells.push(c);
			}
			const pips = c => (getComputedStyle(c.querySelector('.die-face')).backgroundImage.match(/radial-gradient/g) || []).length;
			const wrong = cells.filter(c => pips(c) !== Number(c.dataset.face)).map(c => c.dataset.face + ' shows ' + pips(c));
			cells.slice(-6).forEach(c => c.remove());
			return wrong;
		})()`); len(wrong) > 0 {
			t.Errorf("%s: dice whose pips do not match their face: %q", at, wrong)
		}
		// The sides' faces are light in both colour schemes: in the dark
		// one too, their pips are dark.
		if size.w == 1024 {
			colorScheme(t, ctx, "dark")
			pips := evalJS[[]string](t, ctx, `Array.from(document.querySelectorAll('.duel .die-face')).map(f => getComputedStyle(f).backgroundImage.match(/rgb\([^)]*\)/)[0])`)
			for _, p := range pips {
				if p != "rgb(28, 29, 33)" {
					t.Errorf("%s, dark scheme: a die's pips are %s, want dark (rgb(28, 29, 33)) on its light face", at, p)
				}
			}
			colorScheme(t, ctx, "light")
		}
		lost := count(t, ctx, `[data-testid="die-attack"][data-lost="true"], [data-testid="die-defend"][data-lost="true"]`)
		if lost != 2 {
			t.Errorf("%s: %d dice marked lost, two pairs were compared", at, lost)
		}
		waitText(t, ctx, by("result-losses"), "Attacker ")
		if al, dl := attr(t, ctx, by("result-losses"), "data-attacker-loss"), attr(t, ctx, by("result-losses"), "data-defender-loss"); atoi(t, al)+atoi(t, dl) != 2 {
			t.Errorf("%s: losses %s and %s, two pairs were compared", at, al, dl)
		}
		waitText(t, ctx, by("result-odds"), "%")
		if n := count(t, ctx, `.terr.changed`); n < 1 || n > 2 {
			t.Errorf("%s: %d territories marked changed, want Harrenhal and/or King's Landing", at, n)
		}
		if anim := evalJS[string](t, ctx, `getComputedStyle(document.querySelector('.terr.changed'), '::after').animationName`); anim != "terr-changed" {
			t.Errorf("%s: a changed territory animates %q, want terr-changed", at, anim)
		}
		resultInView(t, ctx, at)
		inView(t, ctx, at, by("attack-roll"))
		// The roll button is not hidden under the result area, which
		// stays at the top of the screen while the column scrolls.
		if hit := evalJS[bool](t, ctx, `(() => { const b = document.querySelector('[data-testid="attack-roll"]'), r = b.getBoundingClientRect(); return b.contains(document.elementFromPoint(r.left + r.width/2, r.top + r.height/2)); })()`); !hit {
			t.Errorf("%s: the roll button is covered", at)
		}
		// The result makes the console's sticky top taller: what scrolls
		// into view still stops below it.
		scrolledClearOfTop(t, ctx, at+", with the result", by("attack-form")+" h2")
		scrolledClearOfTop(t, ctx, at+", with the result", by("attack-roll"))
		evalJS[bool](t, ctx, `(() => { scrollTo(0, 0); return true; })()`)
		inView(t, ctx, at+", at the page's top", "#result")
		viewportShot(t, ctx, "result-"+at)
		assertNoJSErrors(t, ctx)
	}
}

// scrolledClearOfTop scrolls to the page's foot, then brings sel into view
// at the top as a link or the keyboard's focus would (scrollIntoView):
// it must stop below the console's sticky top (scroll-padding-top, which
// app.js sets from the top's height), not under it.
func scrolledClearOfTop(t *testing.T, ctx context.Context, when, sel string) {
	t.Helper()
	r := evalJS[map[string]float64](t, ctx, `(() => {
		window.scrollTo(0, document.documentElement.scrollHeight);
		const el = document.querySelector(`+jsString(sel)+`);
		el.scrollIntoView({block: "start"});
		return {top: el.getBoundingClientRect().top, bar: document.getElementById("console-top").getBoundingClientRect().bottom, y: window.scrollY};
	})()`)
	if r["top"] < r["bar"] {
		t.Errorf("%s: %s scrolled into view at %.0f px, under the console's top (down to %.0f px)", when, sel, r["top"], r["bar"])
	}
	uncovered(t, ctx, when, sel)
}

// viewportShot saves what the player sees (not the whole page) when
// HERALD_SCREENSHOTS names a folder.
func viewportShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("HERALD_SCREENSHOTS")
	if dir == "" {
		return
	}
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
}

// colorScheme emulates prefers-color-scheme.
func colorScheme(t *testing.T, ctx context.Context, scheme string) {
	t.Helper()
	_, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
		return chromedp.Void{}, err
	})
	if err != nil {
		t.Fatal(err)
	}
}
