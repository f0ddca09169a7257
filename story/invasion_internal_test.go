package story

import (
	"testing"

	"herald/engine"
)

// shifted asks the same chain: for every attack of up to 14 units on up
// to 5, stopping anywhere, with and without heroes and a re-roll, the
// shifted query's exact chance (engine.ExactWin, big.Rat) is the
// query's own.
func TestShiftedIsTheSameChain(t *testing.T) {
	rules := []engine.BattleRule{{}, {Attack: engine.SideRule{Hero: true}, Defend: engine.SideRule{Hero: true}}, {Attack: engine.SideRule{RerollOne: true, Plus: 1}}}
	n := 0
	for _, rule := range rules {
		for a := 1; a <= 14; a++ {
			for d := 1; d <= 5; d++ {
				for s := 0; s < a; s++ {
					q := engine.InvasionQuery{Attacking: a, Defending: d, StopAt: s, Rule: rule}
					sh := shifted(q)
					if s > 2 {
						n++
						if sh.StopAt != 2 || sh.Attacking != a-s+2 {
							t.Fatalf("%+v shifted to %+v", q, sh)
						}
					}
					if got, want := engine.ExactWin(sh), engine.ExactWin(q); got.Cmp(want) != 0 {
						t.Fatalf("%+v: shifted %v, the query %v", q, got.FloatString(12), want.FloatString(12))
					}
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("only %d shifted queries", n)
	}
}
