package views

import (
	"math"
	"testing"

	"herald/i18n"
	"herald/stats"
)

// Every key the dice page uses is in the catalogue: a missing key would
// show as the key itself.
func TestDiceKeysInCatalogue(t *testing.T) {
	keysInCatalogue(t, `"(dicepage\.[a-z_.]+)"`, "dice.templ", "dice.go")
	for _, v := range []stats.Verdict{stats.TooFew, stats.Fair, stats.Unusual} {
		if !i18n.Has("dicepage.verdict." + string(v)) {
			t.Errorf("no sentence for verdict %s", v)
		}
	}
}

func TestNumbersInTheReadersLanguage(t *testing.T) {
	de, en := Ctx{Lang: "de"}, Ctx{Lang: "en"}
	cases := []struct{ got, want string }{
		{de.decimal(5.5255, 2), "5,53"},
		{en.decimal(5.5255, 2), "5.53"},
		{de.decimal(-0.04, 1), "0,0"},
		{de.signed(0.47), "+0,5"},
		{en.signed(-0.47), "−0.5"},
		{en.signed(0.01), "0.0"},
		{de.pValue(0.003), "p\u00a0=\u00a00,003"},
		{en.pValue(0.0068), "p\u00a0=\u00a00.007"},
		{en.pValue(0.42), "p\u00a0=\u00a00.42"},
		{de.pValue(1e-9), "p\u00a0<\u00a00,001"},
		{en.pValue(1), "p\u00a0=\u00a01.00"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestNiceSteps(t *testing.T) {
	for x, want := range map[float64]float64{0.3: 0.5, 1: 1, 1.2: 2, 3: 5, 7: 10, 12: 20, 0: 1} {
		if got := niceStep(x); got != want {
			t.Errorf("niceStep(%v) = %v, want %v", x, got, want)
		}
	}
}

// The fair line sits at n/6 and the bars stack attack under defence.
func TestFaceChartGeometry(t *testing.T) {
	r := stats.Rolls{Attack: stats.Faces{2, 2, 2, 2, 2, 10}, Defence: stats.Faces{1, 1, 1, 1, 1, 5}}
	ch := Ctx{Lang: "en"}.faceChartOf(r)
	// 30 dice, 15 sixes: top of scale 15 (step 5), expected 5.
	six := ch.Bars[5]
	if six.Count != 15 || six.DefenceY != ch.Top || six.DefenceY+six.DefenceH != six.AttackY || six.AttackY+six.AttackH != ch.Base {
		t.Errorf("six's bar %+v in %v..%v", six, ch.Top, ch.Base)
	}
	if want := ch.Base - (ch.Base-ch.Top)/3; math.Abs(ch.ExpectedY-want) > 1e-9 {
		t.Errorf("fair line at %v, want %v", ch.ExpectedY, want)
	}
	if len(ch.Ticks) != 4 || ch.Ticks[3].Label != "15" {
		t.Errorf("ticks %+v", ch.Ticks)
	}
	if len(six.Pips) != 6 || len(ch.Bars[0].Pips) != 1 {
		t.Error("dice faces drawn with the wrong pips")
	}
}

// Houses colour the players while each is different; otherwise a palette.
func TestShownPlayersColours(t *testing.T) {
	fought := stats.Side{Battles: 1}
	r := stats.Report{Players: []stats.Player{
		{Name: "Anna", House: "stark", Attack: fought},
		{Name: "Ben", House: "lannister", Defence: fought},
		{Name: "Carla", House: "baratheon"},
		{Name: "Neutral", House: "tyrell", Neutral: true, Defence: fought},
	}}
	got := shownPlayers(r)
	if len(got) != 3 || got[0].Class != "house-stark" || got[1].Class != "house-lannister" || got[2].Class != "house-neutral" {
		t.Errorf("%+v", got)
	}
	r.Players[1].House = "stark"
	if got := shownPlayers(r); got[0].Class != "series-0" || got[1].Class != "series-1" {
		t.Errorf("same house twice: %+v", got)
	}
}
