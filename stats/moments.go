package stats

import (
	"sync"

	"herald/engine"
)

// Moments are one battle's loss distribution for each side: the mean and
// the variance of the units lost, exact for the battle's dice and rule
// (engine.BattleOddsWith enumerates every roll).
type Moments struct{ MeanA, VarA, MeanD, VarD float64 }

type momentKey struct {
	rule engine.BattleRule
	a, d int
}

// momentCache keeps each rule's and dice count's moments: a game (and the
// records over all games) asks for few of them, many times.
var momentCache sync.Map // momentKey -> Moments

// LossMoments are the moments of a battle of a attack dice against d
// defence dice under rule; zero outside 1-3 against 1-2 dice, where no
// expectation is counted.
func LossMoments(rule engine.BattleRule, a, d int) Moments {
	if a < 1 || a > 3 || d < 1 || d > 2 {
		return Moments{}
	}
	k := momentKey{rule, a, d}
	if v, ok := momentCache.Load(k); ok {
		return v.(Moments)
	}
	var m Moments
	var sqA, sqD float64
	for _, o := range engine.BattleOddsWith(rule, a, d) {
		p := float64(o.Ways) / float64(o.Of)
		la, ld := float64(o.AttackerLoss), float64(o.DefenderLoss)
		m.MeanA += p * la
		m.MeanD += p * ld
		sqA += p * la * la
		sqD += p * ld * ld
	}
	m.VarA = sqA - m.MeanA*m.MeanA
	m.VarD = sqD - m.MeanD*m.MeanD
	momentCache.Store(k, m)
	return m
}
