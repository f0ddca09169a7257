package story

// TurningPoint is an invasion that changed the game: how far its outcome
// went against the odds (1 - Chance, the surprise), what it decided (the
// weight of its stake) and their product, the score it is ranked by (see
// chanceOf for the measure and why).
type TurningPoint struct {
	Invasion
	Surprise, Weight, Score float64
}

// Score is an invasion's turning-point score: (1 - Chance) × Weight of
// its stake; 0 when its odds are unknown.
func Score(v Invasion) float64 {
	if !v.Known {
		return 0
	}
	return (1 - v.Chance) * Weight(v.Stake)
}

// TurningPoints are the n invasions with the highest score, highest
// first (ties in log order); an invasion whose outcome was certain (a
// stop with no loss) or whose odds are unknown is never one.
func (s *Story) TurningPoints(n int) []TurningPoint {
	var out []TurningPoint
	for _, i := range sortedBy(s.Invasions, Score) {
		v := s.Invasions[i]
		if len(out) == n || Score(v) <= 0 {
			break
		}
		out = append(out, TurningPoint{Invasion: v, Surprise: 1 - v.Chance, Weight: Weight(v.Stake), Score: Score(v)})
	}
	return out
}
