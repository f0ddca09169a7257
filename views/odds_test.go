package views

import (
	"math"
	"testing"

	"herald/engine"
	"herald/i18n"
)

// Every key the odds page uses is in the catalogue.
func TestOddsKeysInCatalogue(t *testing.T) {
	keysInCatalogue(t, `"(oddspage\.[a-z_.]+)"`, "odds.templ", "odds.go", "../handlers/oddspage.go")
	for _, k := range []string{"off", "each", "once"} {
		if !i18n.Has("oddspage.reroll_" + k) {
			t.Errorf("no label for re-roll %s", k)
		}
	}
}

func TestPercentInWords(t *testing.T) {
	de, en := Ctx{Lang: "de"}, Ctx{Lang: "en"}
	cases := []struct{ got, want string }{
		{de.pct(5.0 / 12), "41,7\u00a0%"},
		{en.pct(5.0 / 12), "41.7%"},
		{de.pct(0.0001), "<\u00a00,1\u00a0%"},
		{en.pct(0.99999), ">\u00a099.9%"},
		{de.pct(0), "0\u00a0%"},
		{en.pct(1), "100%"},
		{de.targetPct(0.8), "80\u00a0%"},
		{de.targetPct(0.805), "80,5\u00a0%"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// Repelled outcomes stand left of the divider, most defenders outermost;
// conquered ones right, fewest attackers innermost; heights follow the
// probabilities.
func TestEndChartGeometry(t *testing.T) {
	c := Ctx{Lang: "en"}
	ch := c.endChartOf(engine.Odds(engine.InvasionQuery{Attacking: 1, Defending: 1}))
	if len(ch.Bars) != 2 || ch.Bars[0].Conquered || !ch.Bars[1].Conquered {
		t.Fatalf("1 v 1: %+v", ch.Bars)
	}
	if math.Abs(ch.Bars[0].H/ch.Bars[1].H-7.0/5) > 1e-2 || math.Abs(ch.DividerX-(ch.Left+ch.Right)/2) > 1e-9 {
		t.Errorf("1 v 1: heights %v, %v, divider %v", ch.Bars[0].H, ch.Bars[1].H, ch.DividerX)
	}

	ch = c.endChartOf(engine.Odds(engine.InvasionQuery{Attacking: 12, Defending: 9}))
	var last endBar
	for i, b := range ch.Bars {
		if b.X < ch.Left || b.X+b.W > ch.Right || b.Y < ch.Top-1e-9 || b.Y+b.H > ch.Base+1e-9 {
			t.Errorf("bar %d outside the plot: %+v", i, b)
		}
		if i > 0 && last.Conquered == b.Conquered && (b.Conquered && b.Lo <= last.Lo || !b.Conquered && b.Lo >= last.Lo) {
			t.Errorf("bar %d out of order after %+v: %+v", i, last, b)
		}
		if i > 0 && last.Conquered != b.Conquered && (b.Lo != 1 || last.Lo != 1 || b.Label == "" || last.Label == "") {
			t.Errorf("the outcomes by the divider should be 1 left, labelled: %+v | %+v", last, b)
		}
		last = b
	}

	// 1000 against 1000: outcomes grouped into at most endBars bars, the
	// cut-off ends worth next to nothing.
	ch = c.endChartOf(engine.Odds(engine.InvasionQuery{Attacking: 1000, Defending: 1000}))
	sum := 0.0
	for _, b := range ch.Bars {
		sum += b.P
	}
	if len(ch.Bars) > endBars || ch.Bars[0].Hi == ch.Bars[0].Lo || sum < 0.998 || ch.DividerX == 0 {
		t.Errorf("1000 v 1000: %d bars, first %+v, sum %v", len(ch.Bars), ch.Bars[0], sum)
	}
	labelled := 0
	for _, b := range ch.Bars {
		if b.Label != "" {
			labelled++
		}
	}
	if labelled == 0 || labelled > len(ch.Bars)/2 {
		t.Errorf("1000 v 1000: %d of %d bars labelled", labelled, len(ch.Bars))
	}
}

func TestActiveModifiers(t *testing.T) {
	f := OddsForm{AttackHero: true, AttackDiceMax: "3", DefendDiceMax: "2", AttackBonus: "0"}
	if n := f.activeModifiers(); n != 1 {
		t.Errorf("hero only: %d", n)
	}
	f.DefendDiceMax, f.RerollOne = "1", "once"
	if n := f.activeModifiers(); n != 3 {
		t.Errorf("hero, one defence die, re-roll once: %d", n)
	}
	if !(OddsView{Invalid: "reroll_one"}).modifiersOpen() || (OddsView{Invalid: "then"}).modifiersOpen() {
		t.Error("modifiers unfold for a refused modifier only")
	}
}
