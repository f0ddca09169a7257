package views

import (
	"testing"

	"herald/engine"
)

// The attack form pre-selects the likeliest invasion (issue 15, item 6:
// "the most common choice is one tap"): the strongest territory of the
// current player that may attack, against its weakest enemy neighbour
// (and the place form that territory, before);
// nothing while units are still to be placed ("Verstärkung" comes before
// the invasion in every edition's turn) or a conquest waits to be moved
// into.
func TestDefaultsAreTheStrongestAgainstTheWeakest(t *testing.T) {
	st := haloState(t)
	if f, to := AttackDefault(st); f != "" || to != "" {
		t.Fatalf("with %d units to place the attack pre-selects %q → %q, want nothing", st.ToPlace(), f, to)
	}
	// A territory of Flo's (seat 0) with two enemy neighbours.
	from, weak, strong := engine.NoTerritory, engine.NoTerritory, engine.NoTerritory
	for _, t := range st.Holdings(0) {
		var enemies []engine.TerritoryID
		for _, n := range st.Board.Neighbours(t) {
			if st.Owner[n] != 0 {
				enemies = append(enemies, n)
			}
		}
		if len(enemies) >= 2 && st.Board.Territories[t].ID != "academ" {
			from, weak, strong = t, enemies[1], enemies[0]
			break
		}
	}
	if from == engine.NoTerritory {
		t.Fatal("no territory of Flo's with two enemy neighbours")
	}
	id := func(t engine.TerritoryID) string { return st.Board.Territories[t].ID }
	var err error
	st, err = engine.Apply(st, engine.Correct{Territories: []engine.TerritoryFix{
		{Territory: id(from), Owner: 0, Units: 30}, {Territory: id(weak), Owner: st.Owner[weak], Units: 1}, {Territory: id(strong), Owner: st.Owner[strong], Units: 9},
	}})
	if err != nil {
		t.Fatal(err)
	}
	// The reinforcement goes, by default, where the attack will start:
	// "place all on ..." is one tap.
	if got := placeDefault(st); got != id(from) {
		t.Errorf("the place form pre-selects %q, want the strongest territory at the front, %s", got, id(from))
	}
	if tr, n := placeTarget(st); tr != id(from) || n != st.Pool {
		t.Errorf("place all: %d on %q, want %d on %s", n, tr, st.Pool, id(from))
	}
	if st, err = engine.Apply(st, engine.Place{Territory: id(from), Units: st.Pool}); err != nil {
		t.Fatal(err)
	}
	f, to := AttackDefault(st)
	if f != id(from) || to != id(weak) {
		t.Fatalf("the attack pre-selects %q → %q, want %s (30 units) → %s (1 unit, not %s with 9)", f, to, id(from), id(weak), id(strong))
	}
	ft, _ := st.Board.Lookup(f)
	tt, _ := st.Board.Lookup(to)
	if err := st.CheckAttack(ft, tt); err != nil {
		t.Fatalf("the pre-selected attack is refused: %v", err)
	}
	// Conquered: the move in comes first, nothing is pre-selected.
	st, err = engine.Apply(st, engine.Attack{From: f, To: to, AttackDice: []int{6, 6, 6}, DefendDice: []int{1}})
	if err != nil {
		t.Fatal(err)
	}
	if st.Pending == nil {
		t.Fatal("6-6-6 against 1 did not conquer")
	}
	if f, to := AttackDefault(st); f != "" || to != "" {
		t.Errorf("with a conquest to move into the attack pre-selects %q → %q, want nothing", f, to)
	}
}
