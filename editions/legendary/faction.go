package legendary

import "herald/engine"

// factionPlayers are the players who may play a faction card's ability
// now: the current player, and during the attacks any other player still
// in (a defence).
func factionPlayers(st *engine.State) []int {
	var out []int
	for i, p := range st.Players {
		if p.Neutral || p.Out || len(p.Skulls) == 0 {
			continue
		}
		if i == st.Current || st.Phase != engine.PhaseManeuver {
			out = append(out, i)
		}
	}
	return out
}
