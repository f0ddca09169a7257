package engine

import (
	"slices"
	"sort"
)

// The dice modifiers of the four editions, in one battle model. A battle
// is: each side rolls its dice (and a bonus die if it has one), the
// attacker may re-roll (loot cards), the highest die of each side
// gets its bonus (heroes, cannons), then dice are compared pairwise, high
// to high, ties to the defender.

// SideRule is what changes one side's dice in a battle.
type SideRule struct {
	// Plus is added to the side's highest die, even a 6: a hero that
	// adds a point ("Helden addieren 1 Punkt zum höchsten ... Würfel
	// (auch bei einer gewürfelten 6)", seed 000, Helden) and a
	// cannon ("add 1 to your highest die roll for any battle waged in that
	// territory or any adjacent territory", seed 002, Heroic Rewards).
	Plus int `json:"plus,omitempty"`
	// Hero is a hero that may fall in the battle: one more on the highest die,
	// and it leaves when its side loses the highest comparison ("If your
	// Hero is attacking or defending and your highest roll loses, your
	// Hero is removed from the board with one unit", seed 002, Heroes).
	// Herald reads "with one unit" as the unit that lost that comparison,
	// and, like the hero of Plus, does not stop a 6 from becoming 7.
	Hero bool `json:"hero,omitempty"`
	// BonusDie is a reward's bonus die: one more die, which replaces the
	// lowest normal die when it is higher (seed 002, the top tier's
	// rewards, Bonus Attack/Defense Die).
	BonusDie bool `json:"bonus_die,omitempty"`
	// RerollOne: re-roll one 1 of the attack roll (small
	// loot "Würfele erneut eine Eins pro Angriffswurf", seed 003).
	RerollOne bool `json:"reroll_one,omitempty"`
	// RerollLowest: re-roll the lowest attack die (big loot
	// "Wiederhole deinen niedrigsten Angriffswurf einmal", seed 003).
	RerollLowest bool `json:"reroll_lowest,omitempty"`
}

// BattleRule is both sides' modifiers. Re-rolls belong to the attacker.
type BattleRule struct {
	Attack SideRule `json:"attack"`
	Defend SideRule `json:"defend"`
}

// plus is everything added to the highest die.
func (r SideRule) plus() int {
	if r.Hero {
		return r.Plus + 1
	}
	return r.Plus
}

// Rolled is one side's dice as they fell, before any modifier: Bonus is
// the bonus die, RerollOne and RerollLowest the new values of re-rolled
// dice (0 when there is none). Only the attacker re-rolls.
type Rolled struct {
	Dice         []int `json:"dice"`
	Bonus        int   `json:"bonus,omitempty"`
	RerollOne    int   `json:"reroll_one,omitempty"`
	RerollLowest int   `json:"reroll_lowest,omitempty"`
}

// Battle is a resolved battle with everything a player may want to check.
type Battle struct {
	// Attack and Defend are the dice compared, sorted high to low, with
	// the bonus die merged in, re-rolls done and the highest die raised.
	Attack, Defend []int
	// Rerolled says which re-rolls were made: "one", "lowest".
	Rerolled                   []string
	AttackerLoss, DefenderLoss int
	// A hero (SideRule.Hero) leaves with the unit of a lost highest comparison.
	AttackHeroFalls, DefendHeroFalls bool
}

// withBonus merges a bonus die into a side's dice: it replaces the lowest
// die when it is higher. Returned high to low.
func withBonus(dice []int, bonus int) []int {
	d := slices.Clone(dice)
	sort.Sort(sort.Reverse(sort.IntSlice(d)))
	if bonus > 0 && len(d) > 0 && bonus > d[len(d)-1] {
		d[len(d)-1] = bonus
		sort.Sort(sort.Reverse(sort.IntSlice(d)))
	}
	return d
}

// compare resolves sorted dice after the highest dice were raised.
func compare(attack, defend []int, rule BattleRule) Battle {
	b := Battle{Attack: slices.Clone(attack), Defend: slices.Clone(defend)}
	if len(attack) > 0 {
		b.Attack[0] += rule.Attack.plus()
	}
	if len(defend) > 0 {
		b.Defend[0] += rule.Defend.plus()
	}
	b.AttackerLoss, b.DefenderLoss, b.AttackHeroFalls, b.DefendHeroFalls = losses(attack, defend, rule)
	return b
}

// losses is compare without the dice, allocating nothing: the odds call
// it for every roll they enumerate.
func losses(attack, defend []int, rule BattleRule) (al, dl int, attackHeroFalls, defendHeroFalls bool) {
	pa, pd := rule.Attack.plus(), rule.Defend.plus()
	for i := 0; i < len(attack) && i < len(defend); i++ {
		a, d := attack[i], defend[i]
		if i == 0 {
			a += pa
			d += pd
			attackHeroFalls = rule.Attack.Hero && a <= d
			defendHeroFalls = rule.Defend.Hero && a > d
		}
		if a > d {
			dl++
		} else {
			al++
		}
	}
	return
}

// rerollIndex is the die a re-roll of the given kind would replace, or -1.
// Dice are sorted high to low, so the lowest is the last.
func rerollIndex(kind string, dice []int) int {
	if len(dice) == 0 {
		return -1
	}
	switch kind {
	case "one":
		if dice[len(dice)-1] == 1 {
			return len(dice) - 1
		}
	case "lowest":
		return len(dice) - 1
	}
	return -1
}

// replaceDie puts value in place of die i and sorts again.
func replaceDie(dice []int, i, value int) []int {
	d := slices.Clone(dice)
	d[i] = value
	sort.Sort(sort.Reverse(sort.IntSlice(d)))
	return d
}

// ShouldReroll is Herald's advice, and its policy when it rolls: re-roll
// when the expected losses of the defender in this battle go up. The
// attacker sees both rolls before deciding, as at the table.
func ShouldReroll(kind string, attack, defend []int, rule BattleRule) bool {
	i := rerollIndex(kind, attack)
	if i < 0 {
		return false
	}
	_, now, _, _ := losses(attack, defend, rule)
	after := 0
	var buf [4]int
	for v := 1; v <= 6; v++ {
		_, dl, _, _ := losses(replaceInto(buf[:len(attack)], attack, i, v), defend, rule)
		after += dl
	}
	return after > 6*now
}

// replaceInto is replaceDie into a caller's buffer.
func replaceInto(buf, dice []int, i, value int) []int {
	copy(buf, dice)
	buf[i] = value
	// One die changed in a sorted list: move it to its place.
	for i > 0 && buf[i] > buf[i-1] {
		buf[i], buf[i-1] = buf[i-1], buf[i]
		i--
	}
	for i+1 < len(buf) && buf[i] < buf[i+1] {
		buf[i], buf[i+1] = buf[i+1], buf[i]
		i++
	}
	return buf
}

// checkFaces refuses a die that is not 1-6; zero means "none" where
// allowed.
func checkFaces(r Rolled) error {
	for _, v := range r.Dice {
		if v < 1 || v > 6 {
			return Broke("dice.face", "value", v)
		}
	}
	for _, v := range []int{r.Bonus, r.RerollOne, r.RerollLowest} {
		if v < 0 || v > 6 {
			return Broke("dice.face", "value", v)
		}
	}
	return nil
}

// Fight resolves a battle from the dice as they fell, refusing dice the
// rule does not give: a bonus die without the reward, a re-roll without
// the loot, a re-rolled 1 where no die shows 1.
func Fight(rule BattleRule, attack, defend Rolled) (Battle, error) {
	for _, r := range []Rolled{attack, defend} {
		if err := checkFaces(r); err != nil {
			return Battle{}, err
		}
	}
	if attack.Bonus > 0 != rule.Attack.BonusDie {
		return Battle{}, Broke("dice.bonus_attack", "has", rule.Attack.BonusDie)
	}
	if defend.Bonus > 0 != rule.Defend.BonusDie {
		return Battle{}, Broke("dice.bonus_defend", "has", rule.Defend.BonusDie)
	}
	if defend.RerollOne > 0 || defend.RerollLowest > 0 {
		return Battle{}, Broke("dice.reroll_defender")
	}
	a := withBonus(attack.Dice, attack.Bonus)
	d := withBonus(defend.Dice, defend.Bonus)
	var done []string
	if attack.RerollOne > 0 {
		if !rule.Attack.RerollOne {
			return Battle{}, Broke("dice.reroll_not_allowed")
		}
		i := rerollIndex("one", a)
		if i < 0 {
			return Battle{}, Broke("dice.reroll_no_one")
		}
		a = replaceDie(a, i, attack.RerollOne)
		done = append(done, "one")
	}
	if attack.RerollLowest > 0 {
		if !rule.Attack.RerollLowest {
			return Battle{}, Broke("dice.reroll_not_allowed")
		}
		a = replaceDie(a, rerollIndex("lowest", a), attack.RerollLowest)
		done = append(done, "lowest")
	}
	b := compare(a, d, rule)
	b.Rerolled = done
	return b, nil
}

// RollBattle rolls a battle with Herald's dice: die() returns 1-6. The
// attacker re-rolls when ShouldReroll says it helps.
func RollBattle(rule BattleRule, attackDice, defendDice int, die func() int) (attack, defend Rolled) {
	roll := func(n int, bonus bool) Rolled {
		r := Rolled{Dice: make([]int, n)}
		for i := range r.Dice {
			r.Dice[i] = die()
		}
		if bonus {
			r.Bonus = die()
		}
		return r
	}
	attack = roll(attackDice, rule.Attack.BonusDie)
	defend = roll(defendDice, rule.Defend.BonusDie)
	a := withBonus(attack.Dice, attack.Bonus)
	d := withBonus(defend.Dice, defend.Bonus)
	if rule.Attack.RerollOne && ShouldReroll("one", a, d, rule) {
		attack.RerollOne = die()
		a = replaceDie(a, rerollIndex("one", a), attack.RerollOne)
	}
	if rule.Attack.RerollLowest && ShouldReroll("lowest", a, d, rule) {
		attack.RerollLowest = die()
	}
	return attack, defend
}

// CannonInRange reports whether a cannon of player p counts in a battle
// for the territory to ("add 1 to your highest die roll for any battle
// waged in that territory or any adjacent territory", Heroic Rewards).
// Herald reads "the battle is waged in" as the attacked territory. known
// is false when a cannon might be in range by a link nobody entered.
func (s *State) CannonInRange(p int, to TerritoryID) (in, unknown bool) {
	for _, c := range s.Players[p].Cannons {
		if c == to || s.Board.Adjacent(c, to) {
			return true, false
		}
		if s.Board.LinkUnknown(c, to) {
			unknown = true
		}
	}
	return false, unknown
}
