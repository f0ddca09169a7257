package engine

import "math/big"

// Exact invasion odds for standard dice: the outcome of one battle is
// enumerated over every roll, and an invasion is a Markov chain over
// (attacking units, defending units) solved by dynamic programming.
// Modifiers (heroes, cannons, bonus dice, rerolls) are not in yet.

// RoundOutcome is one result of a battle with its probability.
type RoundOutcome struct {
	AttackerLoss, DefenderLoss int
	Ways                       int // rolls giving this result
	Of                         int // all rolls: 6^(attack dice + defence dice)
}

// BattleOdds enumerates every roll of a attack dice against d defence dice
// (Resolve's rules: sorted, pairwise, ties to the defender).
func BattleOdds(a, d int) []RoundOutcome {
	n := a + d
	total := 1
	for i := 0; i < n; i++ {
		total *= 6
	}
	counts := map[[2]int]int{}
	dice := make([]int, n)
	for roll := 0; roll < total; roll++ {
		r := roll
		for i := range dice {
			dice[i] = r%6 + 1
			r /= 6
		}
		res := Resolve(dice[:a], dice[a:])
		counts[[2]int{res.AttackerLoss, res.DefenderLoss}]++
	}
	var out []RoundOutcome
	for al := 0; al <= min(a, d); al++ {
		dl := min(a, d) - al
		if w := counts[[2]int{al, dl}]; w > 0 {
			out = append(out, RoundOutcome{AttackerLoss: al, DefenderLoss: dl, Ways: w, Of: total})
		}
	}
	return out
}

// battleTable caches the outcomes for every dice count (1-3 v 1-2).
var battleTable = func() (t [4][3][]RoundOutcome) {
	for a := 1; a <= 3; a++ {
		for d := 1; d <= 2; d++ {
			t[a][d] = BattleOdds(a, d)
		}
	}
	return t
}()

// InvasionQuery describes an invasion: Attacking units that may fight (the
// one that must stay behind not counted) against Defending units. The
// attacker rolls min(3, units) dice and the defender min(2, units), as
// both usually do; the attacker stops once down to StopAt units.
type InvasionQuery struct {
	Attacking, Defending int
	StopAt               int
}

// InvasionOdds is the result: the probability of conquest and the
// distribution of where the invasion ends.
type InvasionOdds struct {
	Win float64
	// Conquered[a] is the probability of taking the territory with a
	// attacking units left.
	Conquered []float64
	// Repelled[a][d] (a <= StopAt) is the probability the invasion ends,
	// by losses or by stopping, with a attacking and d >= 1 defending
	// units left.
	Repelled                                   [][]float64
	ExpectedAttackerLoss, ExpectedDefenderLoss float64
}

// Odds computes an invasion's odds in float64 by dynamic programming over
// the states (a, d), from the start downwards: a battle costs the
// attacker at most 2 units, so three rows of the table are kept at once.
func Odds(q InvasionQuery) InvasionOdds {
	A, D := q.Attacking, q.Defending
	stop := min(max(q.StopAt, 0), A)
	res := InvasionOdds{Conquered: make([]float64, A+1), Repelled: make([][]float64, stop+1)}
	for i := range res.Repelled {
		res.Repelled[i] = make([]float64, D+1)
	}
	var rows [3][]float64
	for i := range rows {
		rows[i] = make([]float64, D+1)
	}
	row := func(a int) []float64 { return rows[a%3] }
	row(A)[D] = 1
	for a := A; a >= 0; a-- {
		cur := row(a)
		for d := D; d >= 0; d-- {
			pr := cur[d]
			if pr == 0 {
				continue
			}
			if d == 0 || a == 0 || a <= stop {
				if d == 0 {
					res.Win += pr
					res.Conquered[a] += pr
				} else {
					res.Repelled[a][d] += pr
				}
				res.ExpectedAttackerLoss += pr * float64(A-a)
				res.ExpectedDefenderLoss += pr * float64(D-d)
				continue
			}
			for _, o := range battleTable[min(3, a)][min(2, d)] {
				row(a - o.AttackerLoss)[d-o.DefenderLoss] += pr * float64(o.Ways) / float64(o.Of)
			}
		}
		clear(cur) // becomes row a-3
	}
	return res
}

// ExactWin is the probability of conquest as an exact fraction, for
// invasions small enough to keep the numbers reasonable.
func ExactWin(q InvasionQuery) *big.Rat {
	A, D := q.Attacking, q.Defending
	p := make([][]*big.Rat, A+1)
	for i := range p {
		p[i] = make([]*big.Rat, D+1)
		for j := range p[i] {
			p[i][j] = new(big.Rat)
		}
	}
	p[A][D].SetInt64(1)
	win := new(big.Rat)
	step := new(big.Rat)
	for a := A; a >= 0; a-- {
		for d := D; d >= 0; d-- {
			pr := p[a][d]
			if pr.Sign() == 0 {
				continue
			}
			if d == 0 {
				win.Add(win, pr)
				continue
			}
			if a == 0 || a <= q.StopAt {
				continue
			}
			for _, o := range battleTable[min(3, a)][min(2, d)] {
				step.SetFrac64(int64(o.Ways), int64(o.Of))
				step.Mul(step, pr)
				next := p[a-o.AttackerLoss][d-o.DefenderLoss]
				next.Add(next, step)
			}
		}
	}
	return win
}
