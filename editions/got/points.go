package got

import "herald/engine"

// points are the End Game card's count in s, the summary's points by
// round: "Jeder Spieler erhält einen Punkt für jedes Gebiet, das er
// kontrolliert, sowie einen Punkt für jede Burg und jeden Hafen. Der
// Spieler mit den meisten Punkten gewinnt!" (Gefecht, "Gewinnen"). The
// neutral house of a two-player game scores nothing.
func points(s *engine.State) []int {
	out := make([]int, len(s.Players))
	for _, sc := range s.FinalScores() {
		out[sc.Player] = sc.Total
	}
	return out
}
