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

// A player's figures count a battle's dice as the dice page does: the
// bonus dice and re-rolls are dice thrown too; a battle entered as losses
// only counts the dice the entry says each side rolled.
func TestSideDiceCountsBonusDiceAndRerolls(t *testing.T) {
	cases := []struct {
		a              engine.Attack
		attack, defend int
	}{
		{engine.Attack{AttackDice: []int{6, 4, 1}, DefendDice: []int{5, 4}}, 3, 2},
		{engine.Attack{AttackDice: []int{6, 4, 1}, DefendDice: []int{5, 4}, AttackBonusDie: 2, RerollOne: 3, RerollLowest: 1, DefendBonusDie: 6}, 6, 3},
		{engine.Attack{AttackDice: []int{2}, DefendDice: []int{1}, RerollLowest: 5}, 2, 1},
		{engine.Attack{Attackers: 3, Defenders: 2, AttackBonusDie: 4}, 3, 2},
	}
	for i, tc := range cases {
		if a, d := sideDice(tc.a); a != tc.attack || d != tc.defend {
			t.Errorf("battle %d: %d and %d dice, want %d and %d", i, a, d, tc.attack, tc.defend)
		}
	}
}
