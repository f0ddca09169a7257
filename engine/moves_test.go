package engine_test

// Moves the engine's rule tests make, besides the shared harness
// (harness_test.go): a sure conquest, an event tried without keeping it, a
// turn passed. Halo Wars' tests, which wrote them first, keep their own
// copy in editions/halowars.

import (
	"slices"

	"herald/engine"
)

// conquer takes a territory with sure dice (6-6-6 against 1s) and moves
// the fewest units in.
func (g *game) conquer(from, to string) {
	g.t.Helper()
	for g.s.Pending == nil {
		f, tt := id(g.t, g.b, from), id(g.t, g.b, to)
		na, nd := min(3, g.s.Units[f]-1), min(2, g.s.Units[tt])
		a := engine.Attack{From: from, To: to, AttackDice: slices.Repeat([]int{6}, na), DefendDice: slices.Repeat([]int{1}, nd)}
		rule := g.s.BattleRule(f, tt, engine.Declared{})
		if rule.Attack.BonusDie {
			a.AttackBonusDie = 6
		}
		if rule.Defend.BonusDie {
			a.DefendBonusDie = 1
		}
		g.do(a)
	}
	g.do(engine.MoveIn{Units: g.s.Pending.Min, Hero: g.s.Pending.Hero})
}

// try applies e without keeping the result.
func (g *game) try(e engine.Event) *engine.State {
	g.t.Helper()
	n, err := engine.Apply(g.s, e)
	if err != nil {
		g.t.Fatalf("%s: %v", e.Type(), err)
	}
	return n
}

// pass plays the current player's turn without a fight: everything placed
// on the first territory held, no card.
func (g *game) pass() {
	g.t.Helper()
	g.placeAllOn(g.b.Territories[g.s.Holdings(g.s.Current)[0]].ID)
	g.do(engine.EndTurn{})
}
