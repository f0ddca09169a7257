package engine

import (
	"math/big"
	"slices"
	"sync"
)

// Exact invasion odds: the outcome of one battle is enumerated over every
// roll (with the modifiers of battle.go), and an invasion is a Markov
// chain over (attacking units, defending units, modifiers still in play)
// solved by dynamic programming. Nothing is simulated.

// RoundOutcome is one result of a battle with its probability Ways/Of.
type RoundOutcome struct {
	AttackerLoss, DefenderLoss       int
	AttackHeroFalls, DefendHeroFalls bool
	RerolledOne, RerolledLowest      bool
	Ways                             int64 // rolls giving this result
	Of                               int64 // all rolls, 6^(every die thrown or re-thrown)
}

// BattleOdds enumerates every roll of a attack dice against d defence
// dice with standard rules.
func BattleOdds(a, d int) []RoundOutcome { return BattleOddsWith(BattleRule{}, a, d) }

// sideRolls enumerates one side's dice with its bonus die merged in:
// sorted dice (as a fixed array key) to the number of rolls giving them.
func sideRolls(n int, bonus bool) map[[3]int]int64 {
	key := [2]int{n, 0}
	if bonus {
		key[1] = 1
	}
	if v, ok := sideCache.Load(key); ok {
		return v.(map[[3]int]int64)
	}
	thrown := n
	if bonus {
		thrown++
	}
	out := map[[3]int]int64{}
	dice := make([]int, thrown)
	total := pow6(thrown)
	for roll := int64(0); roll < total; roll++ {
		r := roll
		for i := range dice {
			dice[i] = int(r%6) + 1
			r /= 6
		}
		b := 0
		if bonus {
			b = dice[n]
		}
		var key [3]int
		copy(key[:], withBonus(dice[:n], b))
		out[key]++
	}
	sideCache.Store(key, out)
	return out
}

func pow6(n int) int64 {
	p := int64(1)
	for range n {
		p *= 6
	}
	return p
}

type outcomeKey struct {
	al, dl        int
	ahf, dhf      bool
	rOne, rLowest bool
}

// BattleOddsWith enumerates a battle of a attack dice against d defence
// dice under rule. Each side's rolls are enumerated apart (with its bonus
// die), then every pair is resolved with the attacker's re-rolls made as
// ShouldReroll advises, each re-roll branching into its six faces.
func BattleOddsWith(rule BattleRule, a, d int) []RoundOutcome {
	kinds := []string{}
	if rule.Attack.RerollOne {
		kinds = append(kinds, "one")
	}
	if rule.Attack.RerollLowest {
		kinds = append(kinds, "lowest")
	}
	counts := map[outcomeKey]int64{}
	var branch func(att, def []int, k int, used [2]bool, w int64)
	branch = func(att, def []int, k int, used [2]bool, w int64) {
		if k == len(kinds) {
			al, dl, ahf, dhf := losses(att, def, rule)
			counts[outcomeKey{al, dl, ahf, dhf, used[0], used[1]}] += w
			return
		}
		kind := kinds[k]
		if !ShouldReroll(kind, att, def, rule) {
			branch(att, def, k+1, used, w*6)
			return
		}
		i := rerollIndex(kind, att)
		u := used
		u[slices.Index([]string{"one", "lowest"}, kind)] = true
		for v := 1; v <= 6; v++ {
			branch(replaceDie(att, i, v), def, k+1, u, w)
		}
	}
	for ak, aw := range sideRolls(a, rule.Attack.BonusDie) {
		for dk, dw := range sideRolls(d, rule.Defend.BonusDie) {
			branch(ak[:a], dk[:d], 0, [2]bool{}, aw*dw)
		}
	}
	thrown := a + d + len(kinds)
	if rule.Attack.BonusDie {
		thrown++
	}
	if rule.Defend.BonusDie {
		thrown++
	}
	of := pow6(thrown)
	out := make([]RoundOutcome, 0, len(counts))
	for k, w := range counts {
		out = append(out, RoundOutcome{AttackerLoss: k.al, DefenderLoss: k.dl,
			AttackHeroFalls: k.ahf, DefendHeroFalls: k.dhf, RerolledOne: k.rOne, RerolledLowest: k.rLowest,
			Ways: w, Of: of})
	}
	slices.SortFunc(out, func(x, y RoundOutcome) int {
		if x.AttackerLoss != y.AttackerLoss {
			return x.AttackerLoss - y.AttackerLoss
		}
		return int(y.Ways - x.Ways)
	})
	return out
}

// battleCache keeps enumerated battles: a rule has few dice counts and
// every query of an invasion asks for the same ones.
var battleCache sync.Map // battleKey -> []RoundOutcome

// sideCache keeps each side's enumerated rolls (by dice and bonus die).
var sideCache sync.Map // [2]int -> map[[3]int]int64

type battleKey struct {
	rule BattleRule
	a, d int
}

func cachedBattle(rule BattleRule, a, d int) []RoundOutcome {
	k := battleKey{rule, a, d}
	if v, ok := battleCache.Load(k); ok {
		return v.([]RoundOutcome)
	}
	v, _ := battleCache.LoadOrStore(k, BattleOddsWith(rule, a, d))
	return v.([]RoundOutcome)
}

// InvasionQuery describes an invasion: Attacking units that may fight (the
// one that must stay behind not counted) against Defending units. The
// attacker rolls as many dice as it may up to AttackDiceMax (default 3),
// the defender up to DefendDiceMax (default 2; neutral armies always roll
// the most); the attacker stops once down to StopAt units.
type InvasionQuery struct {
	Attacking, Defending         int
	StopAt                       int
	AttackDiceMax, DefendDiceMax int
	Rule                         BattleRule
	// RerollOneOnce, RerollLowestOnce: the loot re-roll is used once in
	// the invasion, at the first roll where it helps, instead of on every
	// roll (the rulebook can be read both ways: "dürfen jeweils einmal
	// verwendet werden", seed 003, Beutekarten).
	RerollOneOnce, RerollLowestOnce bool
	// first roll where it helps, instead of on every roll.
}

// Modes of an invasion: which modifiers are still in play. A hero "IN"
// leaves when it loses the highest comparison; a loot re-roll used
// once is gone.
const (
	modeAttackHero = 1 << iota
	modeDefendHero
	modeRerollOne
	modeRerollLowest
)

// plan is an invasion's transition table: for each mode still reachable
// and each dice count, the battle outcomes with the mode they lead to.
type plan struct {
	maxA, maxD int
	modes      []int // compact index -> mode bits, start mode first
	index      map[int]int
	// steps[mode index][attack dice][defence dice]
	steps [][4][3][]step
}

type step struct {
	al, dl, next int // next: compact mode index
	dmode        int // next - mode
	p            float64
	ways, of     int64
}

func (q InvasionQuery) start() int {
	m := 0
	if q.Rule.Attack.Hero {
		m |= modeAttackHero
	}
	if q.Rule.Defend.Hero {
		m |= modeDefendHero
	}
	if q.RerollOneOnce && q.Rule.Attack.RerollOne {
		m |= modeRerollOne
	}
	if q.RerollLowestOnce && q.Rule.Attack.RerollLowest {
		m |= modeRerollLowest
	}
	return m
}

// ruleIn is the rule in force in a mode.
func (q InvasionQuery) ruleIn(mode int) BattleRule {
	r := q.Rule
	r.Attack.Hero = mode&modeAttackHero != 0
	r.Defend.Hero = mode&modeDefendHero != 0
	if q.RerollOneOnce {
		r.Attack.RerollOne = mode&modeRerollOne != 0
	}
	if q.RerollLowestOnce {
		r.Attack.RerollLowest = mode&modeRerollLowest != 0
	}
	return r
}

func newPlan(q InvasionQuery) *plan {
	p := &plan{maxA: q.AttackDiceMax, maxD: q.DefendDiceMax, index: map[int]int{}}
	if p.maxA < 1 || p.maxA > 3 {
		p.maxA = 3
	}
	if p.maxD < 1 || p.maxD > 2 {
		p.maxD = 2
	}
	start := q.start()
	// Every subset of the start mode can be reached; start first.
	for m := start; ; m = (m - 1) & start {
		p.index[m] = len(p.modes)
		p.modes = append(p.modes, m)
		if m == 0 {
			break
		}
	}
	p.steps = make([][4][3][]step, len(p.modes))
	for i, m := range p.modes {
		rule := q.ruleIn(m)
		for a := 1; a <= p.maxA; a++ {
			for d := 1; d <= p.maxD; d++ {
				// Outcomes that lead to the same state are one step.
				merged := map[[3]int]int{}
				for _, o := range cachedBattle(rule, a, d) {
					next := m
					if o.AttackHeroFalls {
						next &^= modeAttackHero
					}
					if o.DefendHeroFalls {
						next &^= modeDefendHero
					}
					if q.RerollOneOnce && o.RerolledOne {
						next &^= modeRerollOne
					}
					if q.RerollLowestOnce && o.RerolledLowest {
						next &^= modeRerollLowest
					}
					k := [3]int{o.AttackerLoss, o.DefenderLoss, p.index[next]}
					if j, ok := merged[k]; ok {
						p.steps[i][a][d][j].ways += o.Ways
						continue
					}
					merged[k] = len(p.steps[i][a][d])
					p.steps[i][a][d] = append(p.steps[i][a][d], step{al: o.AttackerLoss, dl: o.DefenderLoss,
						next: p.index[next], dmode: p.index[next] - i,
						ways: o.Ways, of: o.Of})
				}
				for j := range p.steps[i][a][d] {
					st := &p.steps[i][a][d][j]
					st.p = float64(st.ways) / float64(st.of)
				}
			}
		}
	}
	return p
}

func (p *plan) battle(mode, a, d int) []step {
	return p.steps[mode][min(p.maxA, a)][min(p.maxD, d)]
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
	// Dropped is the probability of the states too unlikely to follow
	// (each below negligible): the most any figure above can be off.
	Dropped float64
}

// negligible is the probability below which a state of the chain is not
// followed further. Summed over at most a million states it stays far
// below anything a player could see; Dropped reports the actual sum.
const negligible = 1e-18

// OddsLimit is the largest army the odds engine computes. An army beyond
// it counts as OddsLimit, so memory stays bounded whatever a state or a
// query holds (a state with 10^12 units once asked for an 8 TB table and
// killed the server; 2^62 panicked in makeslice). Callers that may see
// more check InRange and say so rather than show clamped odds.
const OddsLimit = 1000

// ExactLimit is the largest army ExactWin computes: it keeps a big.Rat
// for every state of the chain.
const ExactLimit = 100

// InRange reports whether the odds engine takes the query's armies as
// they are.
func (q InvasionQuery) InRange() bool {
	return q.Attacking >= 0 && q.Attacking <= OddsLimit && q.Defending >= 0 && q.Defending <= OddsLimit
}

// bounded is q with its armies (and where the attacker stops) within
// 0..limit.
func (q InvasionQuery) bounded(limit int) InvasionQuery {
	q.Attacking, q.Defending, q.StopAt = clampUnits(q.Attacking, limit), clampUnits(q.Defending, limit), clampUnits(q.StopAt, limit)
	return q
}

func clampUnits(n, limit int) int { return min(max(n, 0), limit) }

// Odds computes an invasion's odds in float64 (armies within OddsLimit).
func Odds(q InvasionQuery) InvasionOdds {
	q = q.bounded(OddsLimit)
	p := newPlan(q)
	init := make([]float64, (q.Attacking+1)*len(p.modes))
	init[q.Attacking*len(p.modes)] = 1 // start mode has index 0
	o, _ := p.forward(init, q.Attacking, q.Defending, q.StopAt)
	return o
}

// forward runs the chain from the start distribution init[a*modes+mode]
// against D defenders to its ends; it also gives the conquests by mode
// (conquered[a*modes+mode]). States are visited from the most attackers
// down: a battle costs the attacker at most 2 units, so three rows of the
// table are kept at once.
func (p *plan) forward(init []float64, A, D, stopAt int) (InvasionOdds, []float64) {
	stop := min(max(stopAt, 0), A)
	nm := len(p.modes)
	res := InvasionOdds{Conquered: make([]float64, A+1), Repelled: make([][]float64, stop+1)}
	for i := range res.Repelled {
		res.Repelled[i] = make([]float64, D+1)
	}
	W := D + 1
	rows, lo, hi := newRows(W, nm)
	conquered := make([]float64, (A+1)*nm)
	for a := A; a >= 0; a-- {
		r := a % 3
		cur := rows[r]
		for m := range nm {
			if v := init[a*nm+m]; v != 0 {
				cur[m*W+D] += v
				hi[r][m] = D
				lo[r][m] = min(lo[r][m], D)
			}
		}
		// The rows a battle can lead to: a, a-1, a-2 attackers.
		var dst [3][]float64
		var dr [3]int
		for al := 0; al < 3 && al <= a; al++ {
			dr[al] = (a - al) % 3
			dst[al] = rows[dr[al]]
		}
		fights := a > 0 && a > stop
		for m := range nm {
			base := m * W
			if fights {
				// Trim the ends of the range where the invasion is too
				// unlikely to follow.
				res.trimEnds(cur, base, &lo[r][m], &hi[r][m])
			}
			from, to := max(lo[r][m], 1), hi[r][m]
			if !fights {
				res.addRepelled(cur[base:base+W], from, to, a, A, D)
			} else if from <= to {
				// A battle the attacker loses nothing in stays in this
				// row: follow those first, from the most defenders down,
				// so that each cell is complete before it moves on.
				res.Dropped += p.settleRow(cur, base, from, to, m, a, r, W, lo, hi)
				from = max(lo[r][m], 1)
				// The other outcomes go to rows below. Defenders of 2 and
				// more roll the same dice: each outcome moves the whole
				// range at once.
				split := max(from, p.maxD)
				p.spread(cur, base, split, to, p.battle(m, a, p.maxD), dst, dr, W, lo, hi)
				for d := from; d < split; d++ {
					p.spread(cur, base, d, d, p.battle(m, a, d), dst, dr, W, lo, hi)
				}
			}
			if pr := cur[base]; pr > 0 {
				res.addConquered(pr, a, A, D)
				conquered[a*nm+m] += pr
			}
		}
		// The row becomes row a-3: clear what was written.
		for m := range nm {
			if hi[r][m] >= 0 {
				clear(cur[m*W+lo[r][m] : m*W+hi[r][m]+1])
			}
		}
		resetRange(lo, hi, r, W)
	}
	return res, conquered
}

// newRows makes the three rows forward keeps, each of W defender counts
// by nm modes (rows[a%3][mode*W + d]), and per row and mode the range
// lo..hi of defenders where the row may hold mass, so that only that
// range is scanned and cleared.
func newRows(W, nm int) (rows [3][]float64, lo, hi [3][]int) {
	for r := range rows {
		rows[r] = make([]float64, W*nm)
		lo[r], hi[r] = make([]int, nm), make([]int, nm)
		resetRange(lo, hi, r, W)
	}
	return rows, lo, hi
}

// resetRange marks row r as empty in every mode.
func resetRange(lo, hi [3][]int, r, W int) {
	for m := range lo[r] {
		lo[r][m], hi[r][m] = W, -1
	}
}

// trimEnds drops the cells at both ends of the range lo..hi of one row
// and mode (from base in cur) that are too unlikely to follow, narrowing
// the range, and adds each to o.Dropped (one by one, as they always were
// summed, so the figure stays the same to the last bit).
func (o *InvasionOdds) trimEnds(cur []float64, base int, lo, hi *int) {
	for *lo <= *hi && *lo >= 1 && cur[base+*lo] < negligible {
		o.Dropped += cur[base+*lo]
		cur[base+*lo] = 0
		*lo++
	}
	for *hi >= max(*lo, 1) && cur[base+*hi] < negligible {
		o.Dropped += cur[base+*hi]
		cur[base+*hi] = 0
		*hi--
	}
}

// addRepelled records the invasions that end with a attackers (who stop
// or have too few to fight on) and d = from..to defenders left, row[d]
// holding their probabilities.
func (o *InvasionOdds) addRepelled(row []float64, from, to, a, A, D int) {
	for d := from; d <= to; d++ {
		if pr := row[d]; pr != 0 {
			o.Repelled[a][d] += pr
			o.ExpectedAttackerLoss += pr * float64(A-a)
			o.ExpectedDefenderLoss += pr * float64(D-d)
		}
	}
}

// addConquered records the invasions, of probability pr, that conquer
// with a attackers left.
func (o *InvasionOdds) addConquered(pr float64, a, A, D int) {
	o.Win += pr
	o.Conquered[a] += pr
	o.ExpectedAttackerLoss += pr * float64(A-a)
	o.ExpectedDefenderLoss += pr * float64(D)
}

// settleRow follows, in row a and mode m, the battles the attacker loses
// nothing in: they lead to fewer defenders in the same row (and maybe a
// later mode), so cells are taken from the most defenders down.
// A cell too unlikely to follow is dropped; the sum dropped is returned.
func (p *plan) settleRow(cur []float64, base, from, to, m, a, r, W int, lo, hi [3][]int) (dropped float64) {
	low := from
	for d := to; d >= max(low, 1); d-- {
		pr := cur[base+d]
		if pr < negligible {
			dropped += pr
			cur[base+d] = 0
			continue
		}
		for _, s := range p.battle(m, a, d) {
			if s.al != 0 {
				continue
			}
			cur[base+s.dmode*W+d-s.dl] += pr * s.p
			if s.dmode == 0 {
				low = min(low, d-s.dl)
			} else {
				lo[r][s.next] = min(lo[r][s.next], d-s.dl)
				hi[r][s.next] = max(hi[r][s.next], d-s.dl)
			}
		}
	}
	lo[r][m] = min(lo[r][m], max(low, 0))
	return dropped
}

// spread moves the mass of defenders from..to (in the row at base) along
// each outcome of a battle, and widens the target rows' ranges.
func (p *plan) spread(cur []float64, base, from, to int, steps []step, dst [3][]float64, dr [3]int, W int, lo, hi [3][]int) {
	if from > to {
		return
	}
	src := cur[base+from : base+to+1]
	for _, s := range steps {
		if s.al == 0 {
			continue // followed in the row itself
		}
		t := base + s.dmode*W - s.dl
		out := dst[s.al][t+from : t+to+1]
		for j, v := range src {
			out[j] += v * s.p
		}
		r, m := dr[s.al], s.next
		lo[r][m] = min(lo[r][m], from-s.dl)
		hi[r][m] = max(hi[r][m], to-s.dl)
	}
}

// ExactWin is the probability of conquest as an exact fraction, for
// invasions small enough to keep the numbers reasonable (armies within
// ExactLimit).
func ExactWin(q InvasionQuery) *big.Rat {
	q = q.bounded(ExactLimit)
	p := newPlan(q)
	A, D, nm := q.Attacking, q.Defending, len(p.modes)
	prob := make([][]*big.Rat, A+1)
	for i := range prob {
		prob[i] = make([]*big.Rat, (D+1)*nm)
		for j := range prob[i] {
			prob[i][j] = new(big.Rat)
		}
	}
	prob[A][D*nm].SetInt64(1)
	win := new(big.Rat)
	x := new(big.Rat)
	for a := A; a >= 0; a-- {
		for d := D; d >= 0; d-- {
			for m := 0; m < nm; m++ {
				pr := prob[a][d*nm+m]
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
				for _, s := range p.battle(m, a, d) {
					x.SetFrac64(s.ways, s.of)
					x.Mul(x, pr)
					next := prob[a-s.al][(d-s.dl)*nm+s.next]
					next.Add(next, x)
				}
			}
		}
	}
	return win
}

// WinTable gives the probability of conquest for every invasion up to
// maxA attacking against maxD defending units: table[a][d], computed
// backwards from the ends in one pass (the attacker fights to the last).
// Both bounds are within OddsLimit.
func WinTable(q InvasionQuery, maxA, maxD int) [][]float64 {
	maxA, maxD = clampUnits(maxA, OddsLimit), clampUnits(maxD, OddsLimit)
	p := newPlan(q)
	nm := len(p.modes)
	w := make([][]float64, maxA+1) // w[a][d*nm+mode]
	table := make([][]float64, maxA+1)
	for a := 0; a <= maxA; a++ {
		w[a] = p.winRow(w, a, maxD)
		table[a] = make([]float64, maxD+1)
		for d := 0; d <= maxD; d++ {
			table[a][d] = w[a][d*nm]
		}
	}
	return table
}

// winRow is one row of the backward chain: the chance of conquest from
// (a, d, mode) for every d, given the rows of fewer attackers.
func (p *plan) winRow(w [][]float64, a, maxD int) []float64 {
	nm := len(p.modes)
	row := make([]float64, (maxD+1)*nm)
	for m := 0; m < nm; m++ {
		row[m] = 1 // no defender left: conquered
	}
	if a == 0 {
		for i := nm; i < len(row); i++ {
			row[i] = 0
		}
		return row
	}
	for d := 1; d <= maxD; d++ {
		for m := 0; m < nm; m++ {
			v := 0.0
			for _, s := range p.battle(m, a, d) {
				if s.al == 0 {
					v += s.p * row[(d-s.dl)*nm+s.next]
				} else {
					v += s.p * w[a-s.al][(d-s.dl)*nm+s.next]
				}
			}
			row[d*nm+m] = v
		}
	}
	return row
}

// SmallestAttack is the fewest attacking units (the one staying behind
// not counted) that conquer D defenders with at least the target
// probability, or 0 when even limit units do not (both within OddsLimit).
func SmallestAttack(q InvasionQuery, target float64, limit int) (int, float64) {
	q, limit = q.bounded(OddsLimit), clampUnits(limit, OddsLimit)
	p := newPlan(q)
	nm := len(p.modes)
	w := make([][]float64, limit+1)
	for a := 0; a <= limit; a++ {
		w[a] = p.winRow(w, a, q.Defending)
		if win := w[a][q.Defending*nm]; a > 0 && win >= target {
			return a, win
		}
		if a >= 2 {
			w[a-2] = nil // a battle costs at most 2 units: older rows are done
		}
	}
	return 0, 0
}

// ChainOdds is an invasion chain: conquer the first territory, move every
// unit forward, leave one behind, attack the next, and so on. Reach[k] is
// the chance of conquering the first k+1 territories; Left[a] the chance
// of ending in the last territory with a units after a full success.
type ChainOdds struct {
	Reach []float64
	Left  []float64
}

// Chain computes a chain of invasions with the same rule in every battle.
// The attacker's modes carry over (a hero who fell stays out, a
// used re-roll stays used); each defender starts with the query's. Armies
// and the chain's length are within OddsLimit.
func Chain(q InvasionQuery, defenders []int) ChainOdds {
	var out ChainOdds
	q = q.bounded(OddsLimit)
	defenders = defenders[:min(len(defenders), OddsLimit)]
	A := q.Attacking
	p := newPlan(q)
	nm := len(p.modes)
	init := make([]float64, (A+1)*nm)
	init[A*nm] = 1
	defendHero := q.start() & modeDefendHero
	for _, D := range defenders {
		o, conquered := p.forward(init, A, clampUnits(D, OddsLimit), 0)
		out.Reach = append(out.Reach, o.Win)
		out.Left = o.Conquered
		// Every unit moves in; one stays, the rest attack again.
		next := make([]float64, (A+1)*nm)
		for a := 1; a <= A; a++ {
			for m := 0; m < nm; m++ {
				mode := p.modes[m]&^modeDefendHero | defendHero
				next[(a-1)*nm+p.index[mode]] += conquered[a*nm+m]
			}
		}
		init = next
	}
	return out
}
