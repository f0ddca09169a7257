// Package stats reads a game's log for the dice page: how often each face
// came up and whether that looks like a fair die, and how lucky each
// player was in battle against the exact odds. It does no I/O.
package stats

import (
	"gonum.org/v1/gonum/stat/distuv"

	"herald/engine"
)

// RolledByHerald is Attack.RolledBy when Herald rolled the dice.
const RolledByHerald = "herald"

// Faces counts how often each face came up: Faces[0] the ones, Faces[5]
// the sixes.
type Faces [6]int

// Add counts dice; values outside 1-6 (the engine refuses them) are
// ignored.
func (f *Faces) Add(dice []int) {
	for _, d := range dice {
		if d >= 1 && d <= 6 {
			f[d-1]++
		}
	}
}

// Plus is f and g counted together.
func (f Faces) Plus(g Faces) Faces {
	for i := range f {
		f[i] += g[i]
	}
	return f
}

// Total is the number of dice counted.
func (f Faces) Total() int {
	n := 0
	for _, c := range f {
		n += c
	}
	return n
}

// Rolls are the faces of one source of dice, by side.
type Rolls struct {
	Attack, Defence Faces
}

// All is attack and defence dice together: the fairness test looks at
// the die, not at who threw it.
func (r Rolls) All() Faces { return r.Attack.Plus(r.Defence) }

func (r Rolls) plus(o Rolls) Rolls {
	return Rolls{Attack: r.Attack.Plus(o.Attack), Defence: r.Defence.Plus(o.Defence)}
}

// Dice keeps the dice typed in at the table apart from Herald's own
// (crypto/rand) dice: a doubt about one says nothing about the other.
type Dice struct {
	Table, Herald Rolls
}

func (d Dice) plus(o Dice) Dice {
	return Dice{Table: d.Table.plus(o.Table), Herald: d.Herald.plus(o.Herald)}
}

// CountDice counts the faces of every battle entered with its dice
// (Thrown). Battles entered as losses only have no faces.
func CountDice(events []engine.Event) Dice {
	var out Dice
	for _, e := range events {
		a, ok := e.(engine.Attack)
		if !ok {
			continue
		}
		r := &out.Table
		if a.RolledBy == RolledByHerald {
			r = &out.Herald
		}
		*r = r.plus(Thrown(a))
	}
	return out
}

// Thrown are the faces each side of one battle threw: the dice entered,
// and the bonus dice and re-rolls, which are dice thrown too (the dice
// page and the summary's figures both count them). A battle entered as
// losses only threw none with faces.
func Thrown(a engine.Attack) Rolls {
	var r Rolls
	if len(a.AttackDice)+len(a.DefendDice) == 0 {
		return r
	}
	r.Attack.Add(a.AttackDice)
	r.Defence.Add(a.DefendDice)
	// 0 is "none" and Add passes over it, as over any value not a face.
	r.Attack.Add([]int{a.AttackBonusDie, a.RerollOne, a.RerollLowest})
	r.Defence.Add([]int{a.DefendBonusDie})
	return r
}

// Verdict is what the fairness test says, in a word; the pages turn it
// into a sentence.
type Verdict string

const (
	TooFew  Verdict = "too_few" // fewer than MinDice dice
	Fair    Verdict = "fair"    // consistent with a fair die
	Unusual Verdict = "unusual" // p below Alpha
)

// MinDice is the fewest dice the test judges: 5 expected per face, the
// usual rule of thumb for the chi-square approximation.
const MinDice = 30

// Alpha is the p-value below which a count is called unusual. It is
// strict on purpose: a table looks at its dice often, and at 0.05 one
// look in twenty would cry wolf over fair dice.
const Alpha = 0.01

// Fairness is a chi-square goodness-of-fit test against a fair die.
type Fairness struct {
	Dice      int
	ChiSquare float64 // sum over faces of (observed - expected)^2 / expected
	P         float64 // chance of a chi-square this large from a fair die
	Verdict   Verdict
}

// Test runs the chi-square test on f with 5 degrees of freedom (six
// faces, one total).
func Test(f Faces) Fairness {
	n := f.Total()
	out := Fairness{Dice: n, P: 1, Verdict: TooFew}
	if n == 0 {
		return out
	}
	expected := float64(n) / 6
	for _, c := range f {
		d := float64(c) - expected
		out.ChiSquare += d * d / expected
	}
	out.P = distuv.ChiSquared{K: 5}.Survival(out.ChiSquare)
	switch {
	case n < MinDice:
		out.Verdict = TooFew
	case out.P < Alpha:
		out.Verdict = Unusual
	default:
		out.Verdict = Fair
	}
	return out
}
