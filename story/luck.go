package story

import (
	"sync"

	"herald/engine"
)

// The expected band of a player's luck. A battle's loss L for one side
// is a random variable whose exact distribution engine.BattleOddsWith
// enumerates for the battle's dice and rule; luck adds E[L] - L over the
// player's battles. The rolls are independent, so the luck after n
// battles has mean 0 and variance
//
//	Var = sum over the battles of (E[L²] - E[L]²),
//
// and the band is ±sqrt(Var): a player outside it was luckier (or less
// lucky) than one standard deviation of fair dice.

// moment is one battle's loss distribution: mean and variance per side.
type moment struct{ meanA, varA, meanD, varD float64 }

type momentKey struct {
	rule engine.BattleRule
	a, d int
}

// momentCache keeps each rule's and dice count's moments: a game asks for
// few of them, many times.
var momentCache sync.Map // momentKey -> moment

// moments of a battle of a attack dice against d defence dice under
// rule; zero outside 1-3 against 1-2 dice, as stats counts no
// expectation there.
func moments(rule engine.BattleRule, a, d int) moment {
	if a < 1 || a > 3 || d < 1 || d > 2 {
		return moment{}
	}
	k := momentKey{rule, a, d}
	if v, ok := momentCache.Load(k); ok {
		return v.(moment)
	}
	var m moment
	var sqA, sqD float64
	for _, o := range engine.BattleOddsWith(rule, a, d) {
		p := float64(o.Ways) / float64(o.Of)
		la, ld := float64(o.AttackerLoss), float64(o.DefenderLoss)
		m.meanA += p * la
		m.meanD += p * ld
		sqA += p * la * la
		sqD += p * ld * ld
	}
	m.varA = sqA - m.meanA*m.meanA
	m.varD = sqD - m.meanD*m.meanD
	momentCache.Store(k, m)
	return m
}
