package legendary

import "herald/engine"

// points are the campaign cards each player has completed in s, the
// summary's points by round: "Der Spieler, der zuerst seine 3
// Kampagnenziele erreicht und noch seine eigene Basis kontrolliert ...
// gewinnt das Spiel!" (OBJECTIVE, SIEG); in TEAM OBJECTIVE "Das erste Team, das
// gemeinsam 4 Kampagnenziele erfüllt ...". A completed card lies face up
// ("Wenn Sie ein Kampagnenziel erreicht haben, decken Sie die
// entsprechende Karte auf, sodass jeder sie sehen kann"), so its count is no
// secret; the open cards are never counted. Slayer is won by the board
// alone ("bis einer der Spieler das gesamte Spielbrett kontrolliert"):
// nil.
func points(s *engine.State) []int {
	if s.Mode == ModeSlayer {
		return nil
	}
	out := make([]int, len(s.Players))
	for p := range s.Players {
		out[p] = CampaignsDone(s, p)
	}
	return out
}
