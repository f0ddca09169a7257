package engine_test

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"herald/engine"
)

// The single-battle fractions everyone quotes for 3 dice against 2: the
// defender loses two 2890/7776, each side one 2611/7776, the attacker two
// 2275/7776.
func TestBattleOddsThreeAgainstTwo(t *testing.T) {
	want := map[[2]int]int64{{0, 2}: 2890, {1, 1}: 2611, {2, 0}: 2275}
	got := engine.BattleOdds(3, 2)
	if len(got) != 3 {
		t.Fatalf("%d outcomes: %+v", len(got), got)
	}
	for _, o := range got {
		if o.Of != 7776 || o.Ways != want[[2]int{o.AttackerLoss, o.DefenderLoss}] {
			t.Errorf("%+v, want %d/7776", o, want[[2]int{o.AttackerLoss, o.DefenderLoss}])
		}
	}
	// 1 against 1: the attacker wins 15 of 36 (ties to the defender).
	for _, o := range engine.BattleOdds(1, 1) {
		if o.DefenderLoss == 1 && o.Ways != 15 {
			t.Errorf("1 v 1: attacker wins %d/36, want 15/36", o.Ways)
		}
	}
}

// Osborne, "Markov Chains for the RISK Board Game Revisited", Mathematics
// Magazine 76(2), 2003, Table 3: probability the attacker conquers.
func TestOddsMatchOsborneTable3(t *testing.T) {
	// The two values the issue quotes from the paper's table.
	cases := []struct {
		a, d int
		win  float64
	}{
		{5, 5, 0.506}, {10, 10, 0.568},
	}
	for _, c := range cases {
		got := engine.Odds(engine.InvasionQuery{Attacking: c.a, Defending: c.d}).Win
		if math.Abs(got-c.win) > 0.0005 {
			t.Errorf("%d v %d: %.4f, Osborne %.3f", c.a, c.d, got, c.win)
		}
	}
}

// The float DP and the exact fractions agree, the end distribution sums to
// 1, and stopping early never raises the chance of conquest.
func TestOddsConsistent(t *testing.T) {
	for a := 1; a <= 12; a++ {
		for d := 1; d <= 12; d++ {
			q := engine.InvasionQuery{Attacking: a, Defending: d}
			o := engine.Odds(q)
			exact, _ := engine.ExactWin(q).Float64()
			if math.Abs(o.Win-exact) > 1e-12 {
				t.Fatalf("%d v %d: float %.15f exact %.15f", a, d, o.Win, exact)
			}
			sum := 0.0
			for _, p := range o.Conquered {
				sum += p
			}
			for _, row := range o.Repelled {
				for _, p := range row {
					sum += p
				}
			}
			if math.Abs(sum-1) > 1e-12 {
				t.Fatalf("%d v %d: ends sum to %v", a, d, sum)
			}
			if s := engine.Odds(engine.InvasionQuery{Attacking: a, Defending: d, StopAt: a / 2}); s.Win > o.Win+1e-15 {
				t.Fatalf("%d v %d: stopping early raised the odds", a, d)
			}
		}
	}
	if got := engine.ExactWin(engine.InvasionQuery{Attacking: 1, Defending: 1}); got.Cmp(big.NewRat(15, 36)) != 0 {
		t.Errorf("1 v 1 exact %v, want 5/12", got)
	}
}

// A long seeded simulation with Resolve lands inside its confidence bound
// around the computed odds.
func TestOddsAgainstSimulation(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	const n = 200000
	a0, d0 := 7, 5
	wins := 0
	for i := 0; i < n; i++ {
		a, d := a0, d0
		for a > 0 && d > 0 {
			atk := make([]int, min(3, a))
			def := make([]int, min(2, d))
			for j := range atk {
				atk[j] = 1 + r.IntN(6)
			}
			for j := range def {
				def[j] = 1 + r.IntN(6)
			}
			res := engine.Resolve(atk, def)
			a -= res.AttackerLoss
			d -= res.DefenderLoss
		}
		if d == 0 {
			wins++
		}
	}
	p := engine.Odds(engine.InvasionQuery{Attacking: a0, Defending: d0}).Win
	se := math.Sqrt(p * (1 - p) / n)
	if got := float64(wins) / n; math.Abs(got-p) > 4*se {
		t.Errorf("simulated %.4f, computed %.4f (4 sigma = %.4f)", got, p, 4*se)
	}
}

func BenchmarkOdds200x200(b *testing.B) {
	for b.Loop() {
		engine.Odds(engine.InvasionQuery{Attacking: 200, Defending: 200})
	}
}

func BenchmarkOdds1000x1000(b *testing.B) {
	for b.Loop() {
		engine.Odds(engine.InvasionQuery{Attacking: 1000, Defending: 1000})
	}
}
