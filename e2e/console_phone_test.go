package e2e

import (
	"context"
	"testing"
)

// Found by a French table on a phone (390x844): after a battle the
// sticky top of the console (undo and the whole result card: title,
// dice, losses, odds) covered 0..374 px, 44% of the screen, over the
// picture above the next control. On a phone it now sticks from the
// battle's dice down (the dice, the losses, undo): at most a quarter of
// the screen, over the roll again and over the move-in, while the whole
// card (its title and odds first) reads at the page's top; in French
// and German.
func TestPhoneConsoleTopKeepsTheLossesAndTheNextControl(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	turn := pictureTurns["got"]
	for _, lang := range []string{"fr", "de"} {
		t.Run(lang, func(t *testing.T) {
			api := newPictureGame(t, srv.URL, turn)
			ctx := newBrowser(t, 390, 844)
			touchEmulated(t, ctx)
			navigate(t, ctx, gamePage(api)+"?lang="+lang)
			waitLoaded(t, ctx)
			evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(by("place-all"))+`).scrollIntoView({block: "center"}); return true; })()`)
			touchTap(t, ctx, by("place-all"))
			waitVisible(t, ctx, by("attack-roll"))
			tapSpot(t, ctx, turn.from)
			tapSpot(t, ctx, turn.to)
			touchTap(t, ctx, by("attack-roll"))
			waitVisible(t, ctx, by("result-losses"))
			compactTop(t, ctx, "after a roll")
			onScreen(t, ctx, by("attack-roll"), "after a roll")

			// A territory of one unit falls to "defender −1": the move-in
			// is the next control, under the losses.
			weak := evalJS[string](t, ctx, `[...document.querySelectorAll("#action [data-testid=attack-to] option")].find(o => / 1\)$/.test(o.text)).value`)
			fill(t, ctx, "#action "+by("attack-to"), weak)
			evalJS[bool](t, ctx, `(() => { const d = document.querySelector("#action [data-testid=enter-losses]"); d.open = true; d.querySelector("[data-testid=outcome-0-1]").scrollIntoView({block: "center"}); return true; })()`)
			touchTap(t, ctx, "#action "+by("outcome-0-1"))
			waitVisible(t, ctx, by("move-in-all"))
			compactTop(t, ctx, "after the conquest")
			onScreen(t, ctx, by("move-in-all"), "after the conquest")

			// The whole card in the page's flow, at its top.
			evalJS[bool](t, ctx, `(() => { scrollTo(0, 0); return true; })()`)
			inView(t, ctx, "at the page's top", by("result"))
			if w := evalJS[float64](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
				t.Errorf("the page is %.0f px wide on a 390 px screen", w)
			}
			assertNoJSErrors(t, ctx)
		})
	}
}

// compactTop fails unless the console's sticky top ends within a
// quarter of the screen with the battle's dice (where Herald rolled
// them) and losses wholly on it.
func compactTop(t *testing.T, ctx context.Context, when string) {
	t.Helper()
	bar := rectOf(t, ctx, "#console-top")
	t.Logf("%s: the console's top covers 0..%.0f px of %.0f", when, bar.Bottom, bar.H)
	if bar.Bottom > bar.H/4 {
		t.Errorf("%s: the console's top covers 0..%.0f px of %.0f", when, bar.Bottom, bar.H)
	}
	for _, sel := range []string{by("result-dice"), by("result-losses")} {
		if count(t, ctx, sel) == 0 {
			continue // the losses entered alone
		}
		if r := rectOf(t, ctx, sel); r.Top < 0 || r.Bottom > bar.Bottom {
			t.Errorf("%s: %s at %.0f..%.0f px, not on the screen in the console's top (..%.0f)", when, sel, r.Top, r.Bottom, bar.Bottom)
		}
	}
}

// resultInView fails unless the last battle's card is on the screen: on
// a phone its dice and losses (the console's top sticks from them down,
// the title and the odds above the screen), elsewhere the whole card.
func resultInView(t *testing.T, ctx context.Context, when string) {
	t.Helper()
	if evalJS[float64](t, ctx, "innerWidth") > 480 {
		inView(t, ctx, when, "#result")
		return
	}
	for _, sel := range []string{by("result-dice"), by("result-losses")} {
		inView(t, ctx, when, sel)
	}
}
