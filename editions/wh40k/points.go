package wh40k

import "herald/engine"

// points are the missions each player holds in s, the summary's points
// by round: "Führe als erster Spieler 3 Missionen aus" (ZIEL); Alleinherrschaft asks for "3 Missionen ... UND alle Gegner vom
// Spielfeld entfernen", so the missions count there too. Missions taken
// over from an eliminated player count (whVictory).
func points(s *engine.State) []int {
	out := make([]int, len(s.Players))
	for p, pl := range s.Players {
		out[p] = len(pl.Achievements)
	}
	return out
}
