package stats_test

import (
	"math"
	"testing"

	"herald/engine"
	"herald/stats"
)

// chiSquare5Survival is the chi-square survival function for 5 degrees of
// freedom in closed form (odd degrees reduce to the normal distribution):
// Q(x) = erfc(sqrt(x/2)) + sqrt(2x/pi) e^(-x/2) (1 + x/3). It checks the
// gonum value without trusting gonum.
func chiSquare5Survival(x float64) float64 {
	return math.Erfc(math.Sqrt(x/2)) + math.Sqrt(2*x/math.Pi)*math.Exp(-x/2)*(1+x/3)
}

func TestFairnessByHand(t *testing.T) {
	cases := []struct {
		name    string
		faces   stats.Faces
		chi     float64
		verdict stats.Verdict
	}{
		// Every face exactly as often as expected.
		{"even", stats.Faces{10, 10, 10, 10, 10, 10}, 0, stats.Fair},
		// n = 60, expected 10: (4+1+0+1+4+0)/10 = 1.
		{"a little uneven", stats.Faces{8, 9, 10, 11, 12, 10}, 1, stats.Fair},
		// n = 60, expected 10: (36+16+4+0+4+100)/10 = 16, just over the
		// 1% critical value 15.09 of 5 degrees of freedom.
		{"too many sixes", stats.Faces{4, 6, 8, 10, 12, 20}, 16, stats.Unusual},
		// n = 60, expected 10: (5*25 + 625)/10 = 75.
		{"loaded", stats.Faces{5, 5, 5, 5, 5, 35}, 75, stats.Unusual},
		// n = 29: below 5 expected per face nothing is judged, however
		// lopsided. Expected 29/6; chi-square (5*(29/6)^2 + (29-29/6)^2)/(29/6) = 145.
		{"too few", stats.Faces{0, 0, 0, 0, 0, 29}, 145, stats.TooFew},
	}
	for _, c := range cases {
		got := stats.Test(c.faces)
		if math.Abs(got.ChiSquare-c.chi) > 1e-9 {
			t.Errorf("%s: chi-square %v, want %v", c.name, got.ChiSquare, c.chi)
		}
		if want := chiSquare5Survival(c.chi); math.Abs(got.P-want) > 1e-9 {
			t.Errorf("%s: p %v, want %v", c.name, got.P, want)
		}
		if got.Verdict != c.verdict || got.Dice != c.faces.Total() {
			t.Errorf("%s: %+v, want verdict %s", c.name, got, c.verdict)
		}
	}
	if p := stats.Test(stats.Faces{10, 10, 10, 10, 10, 10}).P; p != 1 {
		t.Errorf("even counts: p = %v, want 1", p)
	}
	// The textbook value: P(chi-square(5) > 16) = 0.00684.
	if p := stats.Test(stats.Faces{4, 6, 8, 10, 12, 20}).P; math.Abs(p-0.00684) > 0.00001 {
		t.Errorf("p = %v, want 0.00684", p)
	}
	if f := stats.Test(stats.Faces{}); f.Verdict != stats.TooFew || f.P != 1 {
		t.Errorf("no dice: %+v", f)
	}
}

// The limit is MinDice: 30 dice are judged, 29 are not.
func TestFairnessNeedsThirtyDice(t *testing.T) {
	if v := stats.Test(stats.Faces{5, 5, 5, 5, 5, 5}).Verdict; v != stats.Fair {
		t.Errorf("30 even dice: %s, want fair", v)
	}
	if v := stats.Test(stats.Faces{5, 5, 5, 5, 5, 4}).Verdict; v != stats.TooFew {
		t.Errorf("29 dice: %s, want too few", v)
	}
}

func TestCountDiceKeepsTableAndHeraldApart(t *testing.T) {
	events := []engine.Event{
		engine.Setup{},
		engine.Attack{AttackDice: []int{6, 4, 1}, DefendDice: []int{5, 4}, RolledBy: "table"},
		engine.Attack{AttackDice: []int{6, 6}, DefendDice: []int{1}}, // older entries have no RolledBy
		engine.Attack{AttackDice: []int{2}, DefendDice: []int{3, 3}, RolledBy: stats.RolledByHerald},
		engine.Attack{Attackers: 3, Defenders: 2, AttackerLoss: new(int), DefenderLoss: new(int)}, // losses only
		engine.Place{Territory: "x", Units: 3},
	}
	d := stats.CountDice(events)
	want := stats.Dice{
		Table:  stats.Rolls{Attack: stats.Faces{1, 0, 0, 1, 0, 3}, Defence: stats.Faces{1, 0, 0, 1, 1, 0}},
		Herald: stats.Rolls{Attack: stats.Faces{0, 1, 0, 0, 0, 0}, Defence: stats.Faces{0, 0, 2, 0, 0, 0}},
	}
	if d != want {
		t.Errorf("got %+v\nwant %+v", d, want)
	}
	if all := d.Table.All(); all != (stats.Faces{2, 0, 0, 2, 1, 3}) || all.Total() != 8 {
		t.Errorf("table dice together: %v", all)
	}
}

// Bonus dice and re-rolls are dice thrown too: the attacker's bonus die
// and re-rolled dice count on the attack side, the defender's bonus die
// on the defence side, 0 is none, and a battle entered as losses only
// throws no faces even where its entry carries a bonus die.
func TestThrownCountsBonusDiceAndRerolls(t *testing.T) {
	cases := []struct {
		name string
		a    engine.Attack
		want stats.Rolls
	}{
		{"plain", engine.Attack{AttackDice: []int{6, 4, 1}, DefendDice: []int{5, 4}},
			stats.Rolls{Attack: stats.Faces{1, 0, 0, 1, 0, 1}, Defence: stats.Faces{0, 0, 0, 1, 1, 0}}},
		{"both bonus dice and a re-rolled one",
			engine.Attack{AttackDice: []int{6, 4, 1}, DefendDice: []int{5, 4}, AttackBonusDie: 2, RerollOne: 3, DefendBonusDie: 6},
			stats.Rolls{Attack: stats.Faces{1, 1, 1, 1, 0, 1}, Defence: stats.Faces{0, 0, 0, 1, 1, 1}}},
		{"the lowest re-rolled", engine.Attack{AttackDice: []int{2, 2}, DefendDice: []int{1}, RerollLowest: 5},
			stats.Rolls{Attack: stats.Faces{0, 2, 0, 0, 1, 0}, Defence: stats.Faces{1, 0, 0, 0, 0, 0}}},
		{"losses only", engine.Attack{Attackers: 3, Defenders: 2, AttackBonusDie: 4, AttackerLoss: new(int), DefenderLoss: new(int)},
			stats.Rolls{}},
	}
	for _, tc := range cases {
		if got := stats.Thrown(tc.a); got != tc.want {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, tc.want)
		}
	}
	d := stats.CountDice([]engine.Event{cases[1].a, cases[2].a, cases[3].a})
	if d.Herald != (stats.Rolls{}) || d.Table.Attack.Total() != 8 || d.Table.Defence.Total() != 4 {
		t.Errorf("the dice page counts %+v, want 8 attack and 4 defence dice at the table", d)
	}
}
