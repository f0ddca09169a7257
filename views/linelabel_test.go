package views

import (
	"testing"
	"unicode/utf8"

	"herald/stats"
)

// The fair line's label stands clear of every bar and count, on the dice
// page and in the summary's histogram: found playing at 390 px, where the
// recorded game's table dice (75 ones, 150 sixes, nothing between) had
// "équilibré : 37,5" over the sixes' bar. Where the right end is clear,
// the label stays there.
func TestFairLineLabelClearOfTheBars(t *testing.T) {
	clear := func(what, text string, at labelAt, bars []inkSpan) {
		t.Helper()
		x0 := at.X - float64(utf8.RuneCountInString(text))*labelCharW
		if !free(x0, at.X, at.Y-labelRise, bars) {
			t.Errorf("%s: %q ending at %.1f,%.1f covers a bar (%+v)", what, text, at.X, at.Y, bars)
		}
	}
	skewed := stats.Rolls{Attack: stats.Faces{0, 0, 0, 0, 0, 150}, Defence: stats.Faces{75, 0, 0, 0, 0, 0}}
	even := stats.Rolls{Attack: stats.Faces{20, 25, 22, 18, 8, 8}, Defence: stats.Faces{10, 12, 11, 9, 3, 2}}
	for _, lang := range []string{"de", "en", "fr"} {
		c := Ctx{Lang: lang}
		for name, r := range map[string]stats.Rolls{"skewed": skewed, "even": even} {
			ch := c.faceChartOf(r)
			ink := make([]inkSpan, len(ch.Bars))
			for i, b := range ch.Bars {
				ink[i] = inkSpan{X0: b.X, X1: b.X + b.W, Top: b.CountY - countRise}
			}
			clear(lang+" dice page, "+name, ch.ExpectedLabel, ch.ExpectedAt, ink)
			atEnd := ch.ExpectedAt == labelAt{X: ch.Right, Y: ch.ExpectedY - labelGap}
			if name == "even" && !atEnd || name == "skewed" && atEnd {
				t.Errorf("%s dice page, %s: the label ends at %+v (the right end: %v)", lang, name, ch.ExpectedAt, atEnd)
			}

			all := r.All()
			counts := make([]float64, 6)
			for i, k := range all {
				counts[i] = float64(k)
			}
			h := Histogram{ID: "dice", Counts: counts, Expected: float64(all.Total()) / 6, ExpectedLabel: ch.ExpectedLabel}
			g := c.histGeomOf(h)
			ink = make([]inkSpan, len(g.Bars))
			for i, b := range g.Bars {
				ink[i] = inkSpan{X0: b.X, X1: b.X + b.W, Top: b.Y - 4 - countRise}
			}
			clear(lang+" summary, "+name, g.ExpectedLabel, g.ExpectedAt, ink)
		}
	}
}
