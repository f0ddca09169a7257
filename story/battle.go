package story

import (
	"slices"

	"herald/engine"
	"herald/stats"
)

// Battle is one battle event (one roll), with the attacker's exact chance
// to take the territory before and after it when the reader was asked for
// every roll's odds (GameAndDice; the summary reads whole invasions).
type Battle struct {
	Event              int // index in the log (the set-up is 0)
	Round, Turn        int
	Attacker, Defender int    // seats
	From, To           string // territory ids
	// AttackDice and DefendDice are the dice as entered (empty for a
	// losses-only entry); Attackers and Defenders how many each side
	// rolled.
	AttackDice, DefendDice []int
	Attackers, Defenders   int
	// Armies before the roll: units that may attack (the one that stays
	// behind not counted) and units defending.
	Attacking, Defending int
	// AttackerLoss and DefenderLoss are the units each side lost in the
	// roll (all the defender had when it conquered).
	AttackerLoss, DefenderLoss int
	// Before is the attacker's chance to take the territory before the
	// roll, fighting on to the last unit (engine.Odds under the battle's
	// rule); After the same from the armies after it, 1 when this roll
	// conquered, 0 when the attacker stopped after it. Known is false
	// when the armies are beyond what the odds engine computes, or when
	// the reader was not asked for every roll's odds.
	Before, After float64
	Known         bool
	Conquered     bool // this roll took the territory
	Taken         bool // the invasion this roll belongs to took it
	Stake         Stake
}

// Swing is how far the roll moved the attacker's chance.
func (b Battle) Swing() float64 {
	if !b.Known {
		return 0
	}
	d := b.After - b.Before
	if d < 0 {
		return -d
	}
	return d
}

// battle reads one attack: its odds, its stake, and both sides' luck.
func (r *Reader) battle(before *engine.State, a engine.Attack, after *engine.State) {
	b := before.Board
	from, _ := b.Lookup(a.From)
	to, ok := b.Lookup(a.To)
	if !ok {
		return // the engine refuses this before we get here
	}
	rule := before.BattleRule(from, to, a.Declared)
	nA, nD := len(a.AttackDice), len(a.DefendDice)
	if nA+nD == 0 {
		nA, nD = a.Attackers, a.Defenders
	}
	bt := Battle{
		Event: before.Seq, Round: before.Round, Turn: before.Turn,
		Attacker: before.Current, Defender: before.Owner[to], From: a.From, To: a.To,
		AttackDice: a.AttackDice, DefendDice: a.DefendDice, Attackers: nA, Defenders: nD,
		Attacking: before.Units[from] - 1, Defending: before.Units[to],
		Conquered: after.Owner[to] != before.Owner[to],
		Stake:     stakeOf(before, to),
	}
	bt.AttackerLoss, bt.DefenderLoss = before.Units[from]-after.Units[from], before.Units[to]-after.Units[to]
	if bt.Conquered {
		bt.DefenderLoss = before.Units[to]
		bt.Stake.Game = after.Over && !before.Over && slices.Contains(after.Winners, bt.Attacker)
	}
	if r.rollOdds {
		r.rollChances(&bt, rule, after.Units[from]-1, after.Units[to])
	}
	if r.invasion < 0 {
		r.invasion, r.rule = len(r.st.Battles), rule
	}
	r.st.Battles = append(r.st.Battles, bt)
	r.luckOf(before, a, after, rule, from, to, nA, nD)
}

// rollChances sets a roll's Before and After: the attacker's chance to
// conquer, fighting to the last, from the armies before the roll and
// from attacking against defending units after it. One pass asks for
// each chance twice (after one roll, before the next); odds keeps them.
func (r *Reader) rollChances(bt *Battle, rule engine.BattleRule, attacking, defending int) {
	var known bool
	bt.Before, bt.Known = r.odds(engine.InvasionQuery{Attacking: bt.Attacking, Defending: bt.Defending, Rule: rule})
	bt.After, known = r.odds(engine.InvasionQuery{Attacking: attacking, Defending: defending, Rule: rule})
	bt.Known = bt.Known && known
	if bt.Conquered {
		bt.After = 1
	}
}

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
//
// luckOf adds one battle to both sides' luck: expected minus actual loss,
// counted as stats/luck.go counts it (losses as the engine applied them,
// a conquered territory lost all it had), and the variance of the loss
// from the battle's exact distribution (stats.LossMoments).
func (r *Reader) luckOf(before *engine.State, a engine.Attack, after *engine.State, rule engine.BattleRule, from, to engine.TerritoryID, nA, nD int) {
	lossA := before.Units[from] - after.Units[from]
	lossD := before.Units[to] - after.Units[to]
	if after.Owner[to] != before.Owner[to] {
		lossD = before.Units[to]
	}
	m := stats.LossMoments(rule, nA, nD)
	att, def := before.Current, before.Owner[to]
	r.luck[att] += m.MeanA - float64(lossA)
	r.variance[att] += m.VarA
	r.luck[def] += m.MeanD - float64(lossD)
	r.variance[def] += m.VarD
}
