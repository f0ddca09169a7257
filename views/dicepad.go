package views

import (
	"strconv"

	"herald/engine"
)

// The dice pad: the table's real dice entered by taps, one button per
// face and die, and "losses only" as one button per possible outcome.
// Radio inputs styled as buttons, so the pad works without script; the
// rows beyond the chosen number of dice are hidden by CSS (:has).

// MaxAttackDice and MaxDefendDice are the most dice a side may roll
// (seed 001, Invasion: "der Angreifer 1, 2 oder 3 Würfel
// und der Verteidiger 1 oder 2 Würfel wirft"; engine.State.attackDice
// checks the same for every edition).
const (
	MaxAttackDice = 3
	MaxDefendDice = 2
)

// defaultAttackers is the most attack dice the rules allow from the
// chosen territory: one fewer than its units, at most 3.
func defaultAttackers(st *engine.State, from string) int {
	if f, ok := st.Board.Lookup(from); ok && st.Units[f] > 1 {
		return min(MaxAttackDice, st.Units[f]-1)
	}
	return MaxAttackDice
}

// defaultDefenders is the most defence dice the rules allow on the chosen
// target: no more than its units, at most 2.
func defaultDefenders(st *engine.State, to string) int {
	if t, ok := st.Board.Lookup(to); ok && st.Units[t] > 0 {
		return min(MaxDefendDice, st.Units[t])
	}
	return MaxDefendDice
}

// padRow is one die's row of six face buttons.
type padRow struct {
	Name   string      // the form field: attack_die_0, defend_die_1, a_bonus ...
	Die    engine.Line // its name: "Angreifer Würfel 1"
	Class  string      // the CSS class hiding it beyond the chosen count
	TestID string
}

// AttackDieField and DefendDieField are the pad's form fields for die i
// (from 0) of each side.
func AttackDieField(i int) string { return "attack_die_" + strconv.Itoa(i) }

// DefendDieField is the pad's form field for defence die i (from 0).
func DefendDieField(i int) string { return "defend_die_" + strconv.Itoa(i) }

// DieName names the die a pad field (or a modifier die's field) stands
// for, for a button's accessible name and a refusal's sentence.
func DieName(field string) engine.Line {
	for _, r := range allPadRows() {
		if r.Name == field {
			return r.Die
		}
	}
	return engine.Line{Key: "dicepad.field", Args: map[string]any{"field": field}}
}

func allPadRows() []padRow {
	rows := padRows()
	return append(rows, modifierRows(engine.BattleRule{Attack: engine.SideRule{BonusDie: true, RerollOne: true, RerollLowest: true}, Defend: engine.SideRule{BonusDie: true}})...)
}

func padRows() []padRow {
	var rows []padRow
	for i := range MaxAttackDice {
		n := strconv.Itoa(i + 1)
		rows = append(rows, padRow{AttackDieField(i), engine.Line{Key: "dicepad.attack_die", Args: map[string]any{"n": n}}, "pad-a" + n, "pad-a" + n})
	}
	for i := range MaxDefendDice {
		n := strconv.Itoa(i + 1)
		rows = append(rows, padRow{DefendDieField(i), engine.Line{Key: "dicepad.defend_die", Args: map[string]any{"n": n}}, "pad-d" + n, "pad-d" + n})
	}
	return rows
}

// modifierRows are the edition's extra dice for this battle (a reward's
// bonus die, a loot card's re-roll), each a row of faces too.
func modifierRows(rule engine.BattleRule) []padRow {
	var rows []padRow
	add := func(on bool, name, key, testid string) {
		if on {
			rows = append(rows, padRow{Name: name, Die: engine.Line{Key: key}, Class: "pad-mod", TestID: testid})
		}
	}
	add(rule.Attack.BonusDie, "a_bonus", "dice.bonus_attack_die", "pad-a-bonus")
	add(rule.Defend.BonusDie, "d_bonus", "dice.bonus_defense_die", "pad-d-bonus")
	add(rule.Attack.RerollOne, "a_reroll_one", "dice.reroll_one_die", "pad-a-reroll-one")
	add(rule.Attack.RerollLowest, "a_reroll_lowest", "dice.reroll_lowest_die", "pad-a-reroll-lowest")
	return rows
}

// dieName renders a die's name in the reader's language.
func (c Ctx) dieName(l engine.Line) string { return Say(c.Lang, nil, l.Key, l.Args) }

// faceName is a face button's accessible name: "Angreifer Würfel 1: 5".
func (c Ctx) faceName(r padRow, face int) string {
	return c.T("dicepad.face", "die", c.dieName(r.Die), "face", strconv.Itoa(face))
}

// outcome is one "losses only" button: what each side lost.
type outcome struct {
	Value  string // "attacker-defender", e.g. "1-1"
	Label  string
	Group  string // "pad-one" (one die compared) or "pad-two"
	TestID string
}

// outcomes are the possible results of a battle, for one die compared
// (1 attack or 1 defence die) and for two: the losses add up to the dice
// compared (seed 001, Invasion: each pair of dice
// compared costs the loser one unit; "ignorieren Sie die zusätzlichen
// Würfel").
func (c Ctx) outcomes() []outcome {
	var out []outcome
	for _, compared := range []int{1, 2} {
		group := "pad-one"
		if compared == 2 {
			group = "pad-two"
		}
		for a := compared; a >= 0; a-- {
			d := compared - a
			v := strconv.Itoa(a) + "-" + strconv.Itoa(d)
			out = append(out, outcome{Value: v, Label: c.lossLabel(a, d), Group: group, TestID: "outcome-" + v})
		}
	}
	return out
}

func (c Ctx) lossLabel(a, d int) string {
	switch {
	case d == 0:
		return c.T("dicepad.attacker_loses", "n", strconv.Itoa(a))
	case a == 0:
		return c.T("dicepad.defender_loses", "n", strconv.Itoa(d))
	}
	return c.T("dicepad.both_lose", "a", strconv.Itoa(a), "d", strconv.Itoa(d))
}
