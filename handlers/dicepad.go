package handlers

import (
	"net/url"
	"strconv"
	"strings"

	"herald/engine"
	"herald/views"
)

// attackForm is the attack form's fields (besides "seq"): the typed
// dice boxes a and d come once per die, the pad's faces once each. The
// edition's declarations are core fields (engine.Declared).
var attackForm = func() formSpec {
	s := fields("from", "to", "mode", "attackers", "defenders",
		"a_bonus", "d_bonus", "a_reroll_one", "a_reroll_lowest",
		"attacker_loss", "defender_loss", "outcome",
		"attack_hero_falls", "defend_hero_falls",
		"hero_in", "attack_cannon", "defend_cannon",
		"use_reroll_one", "use_reroll_lowest").repeated("a", "d")
	for i := range views.MaxAttackDice {
		s.fields = append(s.fields, views.AttackDieField(i))
	}
	for i := range views.MaxDefendDice {
		s.fields = append(s.fields, views.DefendDieField(i))
	}
	return s
}()

func badInputRule(detail string, rule *engine.RuleError) error {
	return &inputError{detail: detail, rule: rule}
}

// padUsed reports whether the form carries a face tapped on the pad.
func padUsed(form url.Values) bool {
	for k := range form {
		if strings.HasPrefix(k, "attack_die_") || strings.HasPrefix(k, "defend_die_") {
			return true
		}
	}
	return false
}

// diceCounts checks the chosen numbers of dice: 1 to 3 attack dice, 1 to
// 2 defence dice (seed 001, Invasion: "der Angreifer 1, 2
// oder 3 Würfel und der Verteidiger 1 oder 2 Würfel"; the engine checks
// them against the territories' units).
func diceCounts(attackers, defenders int) error {
	if attackers < 1 || attackers > views.MaxAttackDice {
		return badInputRule("attackers", engine.Broke("dicepad.attackers_range", "value", strconv.Itoa(attackers), "max", strconv.Itoa(views.MaxAttackDice)))
	}
	if defenders < 1 || defenders > views.MaxDefendDice {
		return badInputRule("defenders", engine.Broke("dicepad.defenders_range", "value", strconv.Itoa(defenders), "max", strconv.Itoa(views.MaxDefendDice)))
	}
	return nil
}

// padDice reads the faces tapped for the chosen numbers of dice. A face
// left in a row beyond the chosen count (hidden once the count went down)
// is not a die that was rolled, and is not read.
func padDice(form url.Values, e *engine.Attack, attackers, defenders int) error {
	if err := diceCounts(attackers, defenders); err != nil {
		return err
	}
	read := func(n int, field func(int) string) ([]int, error) {
		out := make([]int, n)
		for i := range out {
			f, err := padFace(form, field(i), true)
			if err != nil {
				return nil, err
			}
			out[i] = f
		}
		return out, nil
	}
	var err error
	if e.AttackDice, err = read(attackers, views.AttackDieField); err != nil {
		return err
	}
	e.DefendDice, err = read(defenders, views.DefendDieField)
	return err
}

// padFace reads one die's face: 1 to 6, given once; empty is 0, refused
// when the die must have a face.
func padFace(form url.Values, field string, required bool) (int, error) {
	die := views.DieName(field)
	vs := form[field]
	if len(vs) > 1 {
		return 0, badInputRule(field, engine.Broke("dicepad.twice", "die", die))
	}
	v := ""
	if len(vs) == 1 {
		v = strings.TrimSpace(vs[0])
	}
	if v == "" {
		if required {
			return 0, badInputRule(field, engine.Broke("dicepad.face_missing", "die", die))
		}
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 6 {
		return 0, badInputRule(field, engine.Broke("dicepad.face_range", "die", die, "value", v))
	}
	return n, nil
}

// padOutcome reads a "losses only" button: "attacker-defender" losses,
// e.g. "1-1", for the chosen numbers of dice.
func padOutcome(c echoContext, form url.Values, e *engine.Attack, attackers, defenders int) error {
	if err := diceCounts(attackers, defenders); err != nil {
		return err
	}
	vs := form["outcome"]
	bad := badInputRule("outcome", engine.Broke("dicepad.outcome_bad", "value", strings.Join(vs, ",")))
	if len(vs) != 1 {
		return bad
	}
	a, d, ok := strings.Cut(vs[0], "-")
	na, errA := strconv.Atoi(a)
	nd, errD := strconv.Atoi(d)
	if !ok || errA != nil || errD != nil || na < 0 || nd < 0 || na > 2 || nd > 2 {
		return bad
	}
	// The engine checks that the losses add up to the dice compared.
	e.RolledBy = "table"
	e.Attackers, e.Defenders = attackers, defenders
	e.AttackerLoss, e.DefenderLoss = &na, &nd
	e.AttackHeroFalls = c.FormValue("attack_hero_falls") == "1"
	e.DefendHeroFalls = c.FormValue("defend_hero_falls") == "1"
	return nil
}

// echoContext is the part of echo.Context the pad reads.
type echoContext interface{ FormValue(string) string }

// padMode is the pad the battle just recorded was entered on, to keep it
// open for the next battle of the invasion: "dice" or "outcome".
func padMode(c echoContext) string {
	switch {
	case c.FormValue("mode") == "dice":
		return "dice"
	case c.FormValue("outcome") != "":
		return "outcome"
	}
	return ""
}
