package views

import "herald/engine"

// AttackDefault is the invasion the attack form pre-selects when nothing
// is chosen yet (issue 15, item 6: the most common choice is one tap):
// the current player's strongest territory that may attack, against its
// weakest enemy neighbour. Ties go to the first in board order. Both are
// "" when the attack form is not open or no attack is possible; the pair
// always passes the rules' check of where an attack may go
// (State.CheckAttack).
func AttackDefault(st *engine.State) (from, to string) {
	if st == nil || st.Over || st.Pending != nil || st.Phase == engine.PhaseManeuver || !canFinish(st) {
		return "", ""
	}
	best, target := strongestFront(st)
	if best == engine.NoTerritory {
		return "", ""
	}
	return st.Board.Territories[best].ID, st.Board.Territories[target].ID
}

// strongestFront is the current player's territory with the most units
// that may attack, and its weakest enemy neighbour (engine.NoTerritory
// twice when none may attack).
func strongestFront(st *engine.State) (best, target engine.TerritoryID) {
	best, target = engine.NoTerritory, engine.NoTerritory
	for _, t := range st.Holdings(st.Current) {
		if best != engine.NoTerritory && st.Units[t] <= st.Units[best] {
			continue
		}
		if n := weakestTarget(st, t); n != engine.NoTerritory {
			best, target = t, n
		}
	}
	return best, target
}

// frontToReinforce is the territory the place form pre-selects when no
// traded card reserved units: the one the attack will most likely start
// from, so "place all on ..." is the turn's first tap. A territory of one
// unit may attack once reinforced, so it counts here; "" when the player
// borders no enemy.
func frontToReinforce(st *engine.State) string {
	best := engine.NoTerritory
	for _, t := range st.Holdings(st.Current) {
		if best != engine.NoTerritory && st.Units[t] <= st.Units[best] {
			continue
		}
		for _, n := range st.Board.MaybeNeighbours(t) {
			if st.Owner[n] != st.Current && !st.Teammates(st.Owner[n], st.Current) {
				best = t
				break
			}
		}
	}
	if best == engine.NoTerritory {
		return ""
	}
	return st.Board.Territories[best].ID
}

// weakestTarget is the enemy neighbour of from with the fewest units that
// from may attack, engine.NoTerritory when there is none.
func weakestTarget(st *engine.State, from engine.TerritoryID) engine.TerritoryID {
	out := engine.NoTerritory
	for _, n := range st.Board.MaybeNeighbours(from) {
		if st.CheckAttack(from, n) != nil {
			continue
		}
		if out == engine.NoTerritory || st.Units[n] < st.Units[out] {
			out = n
		}
	}
	return out
}
