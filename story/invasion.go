package story

import "herald/engine"

// Invasion is a whole attack from one territory on another in one turn:
// its rolls are Story.Battles[First:Last+1], one after another in the log.
// An invasion ends when the territory is taken, when the attacker has no
// unit left that may attack, or when the attacker does something else (a
// voluntary stop, Stopped).
type Invasion struct {
	First, Last        int // indexes in Story.Battles
	Round, Turn        int
	Attacker, Defender int    // seats
	From, To           string // territory ids
	// Attacking and Defending are the armies at the invasion's start:
	// units that may attack (the one that stays behind not counted) and
	// units defending. AttackerLoss and DefenderLoss are the units each
	// lost over its rolls (all the defender had when it was taken).
	Attacking, Defending       int
	AttackerLoss, DefenderLoss int
	Taken                      bool
	// Stopped: the attacker ended the invasion with units that could
	// still attack, by choice (or at the end of a running game's log).
	Stopped bool
	// Chance is the exact chance, at the invasion's start, of the outcome
	// the table saw (see chanceOf); Known is false when the armies are
	// beyond the odds engine.
	Chance float64
	Known  bool
	// Stake is what the territory decided (read before the first roll;
	// Game when taking it won the game).
	Stake Stake
}

// Rolls is the number of rolls the invasion took.
func (v Invasion) Rolls() int { return v.Last - v.First + 1 }

// Left is the attacking units left at the invasion's end (the one that
// stays behind not counted; before the move-in when taken).
func (v Invasion) Left() int { return v.Attacking - v.AttackerLoss }

// The measure of a turning point (issue 33, defect 4). A roll is not an
// event a table remembers; an invasion is: "Ben held Harrenhal against 11
// attackers". So the turning points are invasions, and an invasion counts
// by how far its outcome went against the odds at its start, times what
// it decided:
//
//	score = (1 - Chance) × Weight(Stake)
//
// Chance is the outcome's exact chance at the start, from the armies
// then, under the first roll's rule (engine.Odds, the Markov chain over
// the armies; a hero that falls or a re-roll used once is followed by the
// chain's modes):
//
//   - taken: the chance to take the territory fighting on to the last
//     unit, the most the attacker could hope for, so a taking at 9% was
//     a 9% chance at best;
//   - held: the chance that the defender holds while the attacker fights
//     on until it is down to the units it had left at the end
//     (InvasionQuery.StopAt). Beaten to the last, that is the chance to
//     hold against the whole attack. Stopped by choice, only the rolls
//     actually made count, judged by what happened in them: an attacker
//     that rolls 6 6 6 against 1 1 and stops lost nothing, so the
//     defender held with chance 1 and the stop is never a turning point;
//     one that lost 9 of 11 against 2 before giving up let the defender
//     hold against the odds.
//
// Neither the chance before the last roll nor a chance "0% after" a stop
// is read: the last one-die roll of an invasion (41.7% → 100%) is part of
// its invasion, not a turning point of its own.
func (r *Reader) chanceOf(rule engine.BattleRule, v Invasion) (float64, bool) {
	if v.Taken {
		return r.odds(engine.InvasionQuery{Attacking: v.Attacking, Defending: v.Defending, Rule: rule})
	}
	win, ok := r.odds(shifted(engine.InvasionQuery{Attacking: v.Attacking, Defending: v.Defending, StopAt: v.Left(), Rule: rule}))
	return 1 - win, ok
}

// shifted is q with the attacker's units lowered so that it stops at 2
// instead of q.StopAt, the same chain: above 2 units the attacker always
// rolls three dice (a roll depends on the attacking units only through
// min(3, units)), so from A units stopping at S > 2 it meets the same
// rolls as from A-S+2 stopping at 2. An attacker of 950 that stopped at
// 940 is then a chain of 12 rows, not of 950 (engine.Odds follows every
// row from the attacking units down), and keeps no 940 × 950 table of
// where it might have stopped (issue 33, defect 8).
func shifted(q engine.InvasionQuery) engine.InvasionQuery {
	if q.StopAt > 2 {
		q.Attacking -= q.StopAt - 2
		q.StopAt = 2
	}
	return q
}

// odds is the attacker's chance to take the territory as q asks (to the
// last unit, or until down to q.StopAt), kept for the pass: a game asks
// for the same armies often. False when the armies are beyond the odds
// engine.
func (r *Reader) odds(q engine.InvasionQuery) (float64, bool) {
	switch {
	case q.Defending <= 0:
		return 1, true
	case q.Attacking <= 0 || q.Attacking <= q.StopAt:
		return 0, true
	}
	if !q.InRange() {
		return 0, false
	}
	if p, ok := r.chances[q]; ok {
		return p, true
	}
	p := engine.Odds(q).Win
	r.chances[q] = p
	return p, true
}

// closeInvasion ends the open invasion: the attacker stopped after its
// last battle (its chance after that roll is 0 unless it conquered),
// every battle of it learns whether the territory was taken, and the
// invasion is told whole (Story.Invasions).
func (r *Reader) closeInvasion() {
	if r.invasion < 0 {
		return
	}
	bs := r.st.Battles[r.invasion:]
	first, last := bs[0], &bs[len(bs)-1]
	if !last.Conquered {
		last.After = 0
	}
	v := Invasion{First: r.invasion, Last: len(r.st.Battles) - 1, Round: first.Round, Turn: first.Turn,
		Attacker: first.Attacker, Defender: first.Defender, From: first.From, To: first.To,
		Attacking: first.Attacking, Defending: first.Defending, Taken: last.Conquered, Stake: first.Stake}
	for i := range bs {
		bs[i].Taken = last.Conquered
		v.AttackerLoss += bs[i].AttackerLoss
		v.DefenderLoss += bs[i].DefenderLoss
	}
	v.Stake.Game = last.Stake.Game
	v.Stopped = !v.Taken && v.Left() > 0
	v.Chance, v.Known = r.chanceOf(r.rule, v)
	r.st.Invasions = append(r.st.Invasions, v)
	r.invasion = -1
}
