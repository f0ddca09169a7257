package views

import "herald/engine"

// ManeuverDefault is the territory the maneuver form pre-selects to move
// from (issue 15, item 6: the most common choice is one tap): the current
// player's territory with the most units that borders no enemy (its units
// are idle there) and reaches a territory that does. "" when the maneuver
// form is not open or no idle units can reach the front; then the player
// chooses. With it, the form pre-selects the target (ManeuverToward) and
// all units but one, a maneuver the rules accept ("Manöver": through own
// territories, one unit stays).
func ManeuverDefault(st *engine.State) string {
	if st == nil || st.Over || st.Pending != nil || !canFinish(st) || st.Maneuvers >= st.ManeuverLimit() {
		return ""
	}
	best := engine.NoTerritory
	for _, t := range st.Holdings(st.Current) {
		if st.Units[t] < 2 || atFront(st, t) || (best != engine.NoTerritory && st.Units[t] <= st.Units[best]) {
			continue
		}
		if weakestFront(st, t) != engine.NoTerritory {
			best = t
		}
	}
	if best == engine.NoTerritory {
		return ""
	}
	return st.Board.Territories[best].ID
}

// ManeuverToward is the target the maneuver form pre-selects for units
// from territory from: the territory at the front with the fewest units
// among those from reaches; "" when from is unknown or reaches none.
func ManeuverToward(st *engine.State, from string) string {
	t, ok := st.Board.Lookup(from)
	if !ok {
		return ""
	}
	if to := weakestFront(st, t); to != engine.NoTerritory {
		return st.Board.Territories[to].ID
	}
	return ""
}

// weakestFront is the territory bordering an enemy with the fewest units
// that a maneuver from t may reach (ties: the first in board order).
func weakestFront(st *engine.State, t engine.TerritoryID) engine.TerritoryID {
	out := engine.NoTerritory
	for _, n := range st.Reachable(st.Current, t) {
		if atFront(st, n) && (out == engine.NoTerritory || st.Units[n] < st.Units[out] || st.Units[n] == st.Units[out] && n < out) {
			out = n
		}
	}
	return out
}

// atFront reports whether territory t borders a territory of a player
// not on the current player's side (a neutral one included).
func atFront(st *engine.State, t engine.TerritoryID) bool {
	for _, n := range st.Board.MaybeNeighbours(t) {
		if st.Owner[n] != st.Current && !st.Teammates(st.Owner[n], st.Current) {
			return true
		}
	}
	return false
}
