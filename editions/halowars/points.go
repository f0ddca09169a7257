package halowars

import "herald/engine"

// points are the achievements each player holds in s, the summary's
// points by round: "The first faction to complete their Achievements and
// have control of their base wins the game" (WINNING; "Achievements
// required for Victory" per chart, 4 for a team, 3 for the Flood).
// Achievements taken over from an eliminated player count, as the engine
// keeps them. World Conquest is won by the board alone: nil.
func points(s *engine.State) []int {
	if WorldConquest(s) {
		return nil
	}
	out := make([]int, len(s.Players))
	for p, pl := range s.Players {
		out[p] = len(pl.Achievements)
	}
	return out
}
