package views

import (
	"sort"
	"strconv"
	"strings"

	"herald/engine"
)

// Result is the last event of the log with the state it was applied to,
// for the result area at the top of the game page (issue 15, item 2): the
// last roll as dice, the odds before and after it, the territories the
// event changed. Before is nil for the set-up.
type Result struct {
	Before *engine.State
	Event  engine.Event
}

// Changed reports whether territory t changed owner or units between the
// state before the last event and after (the page's state), so the board
// highlights it.
func (r Result) Changed(after *engine.State, t engine.TerritoryID) bool {
	b := r.Before
	if b == nil || after == nil || int(t) >= len(b.Owner) || int(t) >= len(after.Owner) {
		return false
	}
	return b.Owner[t] != after.Owner[t] || b.Units[t] != after.Units[t]
}

// shownDie is one die of the result as the players see it: the face it
// shows and what a modifier did to it.
type shownDie struct {
	Face  int // the face on the table, after bonus die and re-roll
	Plus  int // added to the highest die (hero, cannon): compared as Face+Plus
	Bonus bool
	// Replaced is the face a bonus die took the place of; Rerolled the
	// face a re-roll turned over (0: none).
	Replaced, Rerolled int
	Lost               bool // lost its comparison
	Paired             bool // was compared at all
}

// Value is what the die counted in the comparison.
func (d shownDie) Value() int { return d.Face + d.Plus }

// battleResult is one battle told for the result area.
type battleResult struct {
	From, To                   engine.TerritoryID
	Attacker, Defender         int // players
	Attack, Defend             []shownDie
	UnusedAttack, UnusedDefend int // a bonus die not higher than the lowest: rolled, not used
	AttackerLoss, DefenderLoss int
	Dice                       bool // the dice are known (not a losses-only entry)
	Conquered                  bool
	// Before and After are the armies of the invasion around this roll
	// (the unit that must stay behind not counted), WinBefore and
	// WinAfter the attacker's chance to conquer from there; OddsKnown is
	// false for armies too large to compute.
	Before, After       InvasionPoint
	WinBefore, WinAfter float64
	OddsKnown           bool
	// Notes are the history's sentences of what else the battle did that
	// the table must do on its board: a hero or leader off the board, a
	// player out of the game.
	Notes []engine.Line
}

// resultNotes are the keys of the history's battle sentences the result
// area shows beside the dice (engine.Describe).
var resultNotes = map[string]bool{"history.hero_falls": true, "history.eliminated": true}

// battle is the result of the last event when it was a battle, else nil.
func (r Result) battle(after *engine.State) *battleResult {
	a, ok := r.Event.(engine.Attack)
	if !ok || r.Before == nil || after == nil {
		return nil
	}
	st := r.Before
	from, okF := st.Board.Lookup(a.From)
	to, okT := st.Board.Lookup(a.To)
	if !okF || !okT {
		return nil
	}
	rule := st.BattleRule(from, to, a.Declared)
	b := &battleResult{From: from, To: to, Attacker: st.Current, Defender: st.Owner[to],
		Before:    InvasionPoint{st.Units[from] - 1, st.Units[to]},
		After:     InvasionPoint{after.Units[from] - 1, after.Units[to]},
		Conquered: after.Owner[to] != st.Owner[to]}
	if b.Conquered {
		b.After.Defenders = 0
	}
	if len(a.AttackDice) > 0 {
		b.Dice = true
		var up, dn int
		b.Attack, b.UnusedAttack = sideDice(a.AttackDice, a.AttackBonusDie, a.RerollOne, a.RerollLowest, rule.Attack)
		b.Defend, b.UnusedDefend = sideDice(a.DefendDice, a.DefendBonusDie, 0, 0, rule.Defend)
		for i := 0; i < len(b.Attack) && i < len(b.Defend); i++ {
			b.Attack[i].Paired, b.Defend[i].Paired = true, true
			if b.Attack[i].Value() > b.Defend[i].Value() {
				b.Defend[i].Lost = true
				dn++
			} else {
				b.Attack[i].Lost = true
				up++
			}
		}
		b.AttackerLoss, b.DefenderLoss = up, dn
	} else if a.AttackerLoss != nil && a.DefenderLoss != nil {
		b.AttackerLoss, b.DefenderLoss = *a.AttackerLoss, *a.DefenderLoss
	}
	var okB, okA bool
	b.WinBefore, okB = resultWin(st, a.From, from, to, a.Declared, b.Before)
	d := a.Declared
	d.HeroIn = d.HeroIn && HeroHere(after, a.From)
	b.WinAfter, okA = resultWin(after, a.From, from, to, d, b.After)
	b.OddsKnown = okB && okA
	for _, l := range engine.Describe(st, a, after) {
		if resultNotes[l.Key] {
			b.Notes = append(b.Notes, l)
		}
	}
	return b
}

// sideDice are one side's dice as the table sees them, high to low: the
// bonus die in place of the lowest when higher (else returned as unused),
// the re-rolled die with its new face, the highest die raised by its
// plus. The steps are engine.Fight's, kept apart to say which die each
// modifier changed.
func sideDice(dice []int, bonus, rerollOne, rerollLowest int, rule engine.SideRule) ([]shownDie, int) {
	out := make([]shownDie, len(dice))
	for i, v := range dice {
		out[i] = shownDie{Face: v}
	}
	sortDice(out)
	unused := 0
	if bonus > 0 && len(out) > 0 {
		if last := &out[len(out)-1]; bonus > last.Face {
			*last = shownDie{Face: bonus, Bonus: true, Replaced: last.Face}
			sortDice(out)
		} else {
			unused = bonus
		}
	}
	if rerollOne > 0 && len(out) > 0 && out[len(out)-1].Face == 1 {
		last := &out[len(out)-1]
		last.Rerolled, last.Face = last.Face, rerollOne
		sortDice(out)
	}
	if rerollLowest > 0 && len(out) > 0 {
		last := &out[len(out)-1]
		last.Rerolled, last.Face = last.Face, rerollLowest
		sortDice(out)
	}
	if len(out) > 0 {
		out[0].Plus = rule.Plus
		if rule.Hero {
			out[0].Plus++
		}
	}
	return out, unused
}

func sortDice(d []shownDie) {
	sort.SliceStable(d, func(i, j int) bool { return d[i].Face > d[j].Face })
}

// resultWin is the attacker's chance to conquer to from from with the
// armies of p, as the attack form's odds panel computes it (the battle's
// rule; the edition's re-rolls once in the invasion). A conquered
// territory is 1, an attacker left without units 0; false for armies too
// large to compute.
func resultWin(st *engine.State, fromID string, from, to engine.TerritoryID, d engine.Declared, p InvasionPoint) (float64, bool) {
	switch {
	case p.Defenders <= 0:
		return 1, true
	case p.Attackers <= 0:
		return 0, true
	}
	rule := st.BattleRule(from, to, d)
	once := false
	if f := PanelsOf(st).Battle; f != nil {
		once = f(st, fromID, rule).RerollsOnce
	}
	q := engine.InvasionQuery{Attacking: p.Attackers, Defending: p.Defenders, Rule: rule, RerollOneOnce: once, RerollLowestOnce: once}
	if !q.InRange() {
		return 0, false
	}
	return engine.Odds(q).Win, true
}

// faces lists a side's dice for a sentence, each as it fell with what a
// modifier made of it: "6 (+1 = 7), 4, 1".
func (c Ctx) faces(d []shownDie) string {
	s := make([]string, len(d))
	for i, x := range d {
		s[i] = itoa(x.Face)
		if n := c.dieNote(x); n != "" {
			s[i] += " (" + n + ")"
		}
	}
	return strings.Join(s, ", ")
}

// diceAlt is a side's roll in words for screen readers: "Angreifer
// würfelt 6, 4, 1 und verliert 1 Einheit".
func (c Ctx) diceAlt(key string, d []shownDie, lost int) string {
	return c.T(key, "dice", c.faces(d), "lost", itoa(lost))
}

// dieNote is what a modifier did to a die, in words, "" when nothing.
func (c Ctx) dieNote(d shownDie) string {
	var notes []string
	if d.Bonus {
		notes = append(notes, c.T("result.bonus_die", "replaced", itoa(d.Replaced)))
	}
	if d.Rerolled > 0 {
		notes = append(notes, c.T("result.rerolled", "was", itoa(d.Rerolled)))
	}
	if d.Plus > 0 {
		notes = append(notes, c.T("result.plus", "plus", itoa(d.Plus), "value", itoa(d.Value())))
	}
	return strings.Join(notes, ", ")
}

// lastLine is the last history entry in one line, as the history shows
// it; "" before any event.
func (c Ctx) lastLine(g GameView) string {
	if len(g.History) == 0 {
		return ""
	}
	h := g.History[0]
	if foldHistory(h) {
		return c.T("history.correct_many", "count", itoa(len(h.Lines)))
	}
	parts := make([]string, 0, len(h.Lines))
	for _, l := range h.Lines {
		parts = append(parts, c.line(g.State, l))
	}
	return strings.Join(parts, " ")
}

// lossText is one side's losses: "−1", "±0".
func lossText(n int) string {
	if n == 0 {
		return "±0"
	}
	return "−" + itoa(n)
}

// f6 is a probability for a data attribute, six decimals.
func f6(p float64) string { return strconv.FormatFloat(p, 'f', 6, 64) }

func boolText(b bool) string { return strconv.FormatBool(b) }
