package story

// TurningPoint is a battle that changed the game: its swing in the
// attacker's chance, its weight and their product, the score it is
// ranked by.
type TurningPoint struct {
	Battle
	Swing, Weight, Score float64
}

// TurningPoints are the n battles with the largest weighted swing
// (Battle.Swing times Weight of its stake), largest first; a battle whose
// odds are unknown or that changed nothing is never one.
func (s *Story) TurningPoints(n int) []TurningPoint {
	score := func(b Battle) float64 { return b.Swing() * Weight(b.Stake) }
	var out []TurningPoint
	for _, i := range sortedBy(s.Battles, score) {
		b := s.Battles[i]
		if len(out) == n || score(b) == 0 {
			break
		}
		out = append(out, TurningPoint{Battle: b, Swing: b.Swing(), Weight: Weight(b.Stake), Score: score(b)})
	}
	return out
}
