package engine_test

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"herald/engine"
)

func fight(t *testing.T, rule engine.BattleRule, attack, defend engine.Rolled) engine.Battle {
	t.Helper()
	b, err := engine.Fight(rule, attack, defend)
	if err != nil {
		t.Fatalf("Fight(%+v, %+v, %+v): %v", rule, attack, defend, err)
	}
	return b
}

func dice(d ...int) engine.Rolled { return engine.Rolled{Dice: d} }

// Every edition's standard battle ("Invasion" 5-6 in Game of Thrones, the
// Slane example in Halo Wars): 6-4-3 against 5-4, one loss each.
func TestFightStandardSlaneExample(t *testing.T) {
	b := fight(t, engine.BattleRule{}, dice(3, 6, 4), dice(4, 5))
	if b.AttackerLoss != 1 || b.DefenderLoss != 1 || !slices.Equal(b.Attack, []int{6, 4, 3}) {
		t.Errorf("%+v", b)
	}
}

// Halo Wars, "Heroes": a hero declared IN adds 1 to the highest attack
// die; the bonus also applies to a hero in the defending territory.
func TestHaloWarsHeroAddsOneToTheHighestDie(t *testing.T) {
	hero := engine.SideRule{Hero: true}
	// 5-3 against 5-4: without the hero the attacker loses both.
	if b := fight(t, engine.BattleRule{}, dice(5, 3), dice(5, 4)); b.AttackerLoss != 2 {
		t.Fatalf("without hero: %+v", b)
	}
	b := fight(t, engine.BattleRule{Attack: hero}, dice(5, 3), dice(5, 4))
	if b.DefenderLoss != 1 || b.AttackerLoss != 1 || b.Attack[0] != 6 || b.AttackHeroFalls {
		t.Errorf("attacking hero: %+v", b)
	}
	// Defending hero: 6 against 5+1, ties to the defender, and the
	// attacker's side lost its highest comparison.
	b = fight(t, engine.BattleRule{Defend: hero}, dice(6), dice(5))
	if b.AttackerLoss != 1 || b.Defend[0] != 6 || b.DefendHeroFalls {
		t.Errorf("defending hero: %+v", b)
	}
}

// Halo Wars, "Heroes": "If your Hero is attacking or defending and your
// highest roll loses, your Hero is removed from the board with one unit."
func TestHaloWarsHeroLeavesWhenItsHighestDieLoses(t *testing.T) {
	hero := engine.SideRule{Hero: true}
	// 4+1 against 6: the attacking hero's highest die loses.
	if b := fight(t, engine.BattleRule{Attack: hero}, dice(4, 4), dice(6, 1)); !b.AttackHeroFalls || b.AttackerLoss != 1 || b.DefenderLoss != 1 {
		t.Errorf("attacking hero should fall: %+v", b)
	}
	// The highest comparison is won: the hero stays even though the
	// second one is lost.
	if b := fight(t, engine.BattleRule{Attack: hero}, dice(5, 1), dice(5, 4)); b.AttackHeroFalls {
		t.Errorf("attacking hero won its comparison: %+v", b)
	}
	// A defending hero whose highest die loses leaves too.
	if b := fight(t, engine.BattleRule{Defend: hero}, dice(6, 6), dice(4, 3)); !b.DefendHeroFalls {
		t.Errorf("defending hero should fall: %+v", b)
	}
}

// Halo Legendary, "Helden": +1 on the highest attack or defence die of
// the hero's territory "auch bei einer gewürfelten 6".
func TestLegendaryHeroAddsOneEvenToASix(t *testing.T) {
	b := fight(t, engine.BattleRule{Attack: engine.SideRule{Plus: 1}}, dice(6), dice(6))
	if b.DefenderLoss != 1 || b.Attack[0] != 7 {
		t.Errorf("6+1 against 6: %+v", b)
	}
	b = fight(t, engine.BattleRule{Defend: engine.SideRule{Plus: 1}}, dice(6, 6, 2), dice(6, 1))
	if b.AttackerLoss != 1 || b.DefenderLoss != 1 {
		t.Errorf("defending hero: %+v", b)
	}
	// A Legendary hero is not removed by a lost comparison.
	if b := fight(t, engine.BattleRule{Attack: engine.SideRule{Plus: 1}}, dice(1), dice(6)); b.AttackHeroFalls {
		t.Errorf("Legendary hero fell: %+v", b)
	}
}

// Halo Wars, "Heroic Rewards", Cannon: +1 to the highest die in its
// territory and the adjacent ones; "When a Hero is present in a territory
// with a Cannon add 2 to your highest die roll."
func TestHaloWarsCannonAddsOneAndTwoWithAHero(t *testing.T) {
	cannon := engine.SideRule{Plus: 1}
	if b := fight(t, engine.BattleRule{Defend: cannon}, dice(5), dice(4)); b.AttackerLoss != 1 {
		t.Errorf("defending cannon 4+1 against 5: %+v", b)
	}
	withHero := engine.SideRule{Plus: 1, Hero: true}
	if b := fight(t, engine.BattleRule{Attack: withHero}, dice(4), dice(5)); b.DefenderLoss != 1 || b.Attack[0] != 6 {
		t.Errorf("cannon and hero 4+2 against 5: %+v", b)
	}
}

// Halo Wars, "Legendary Rewards": the bonus die "replace[s] the lowest
// black die ... (unless the bonus attack die is the lowest)", the same for
// the green defence dice.
func TestHaloWarsBonusDiceReplaceTheLowest(t *testing.T) {
	rule := engine.BattleRule{Attack: engine.SideRule{BonusDie: true}, Defend: engine.SideRule{BonusDie: true}}
	b := fight(t, rule, engine.Rolled{Dice: []int{4, 2, 1}, Bonus: 3}, engine.Rolled{Dice: []int{2, 1}, Bonus: 5})
	if !slices.Equal(b.Attack, []int{4, 3, 2}) || !slices.Equal(b.Defend, []int{5, 2}) {
		t.Errorf("bonus dice: attack %v defend %v", b.Attack, b.Defend)
	}
	b = fight(t, rule, engine.Rolled{Dice: []int{4, 2, 2}, Bonus: 1}, engine.Rolled{Dice: []int{3, 3}, Bonus: 3})
	if !slices.Equal(b.Attack, []int{4, 2, 2}) || !slices.Equal(b.Defend, []int{3, 3}) {
		t.Errorf("lower or equal bonus dice change nothing: attack %v defend %v", b.Attack, b.Defend)
	}
}

// Warhammer 40k, loot ("Würfele erneut eine Eins pro Angriffswurf",
// "Wiederhole deinen niedrigsten Angriffswurf einmal").
func TestWarhammerRerolls(t *testing.T) {
	one := engine.BattleRule{Attack: engine.SideRule{RerollOne: true}}
	b := fight(t, one, engine.Rolled{Dice: []int{6, 1, 3}, RerollOne: 5}, dice(5, 4))
	if !slices.Equal(b.Attack, []int{6, 5, 3}) || b.DefenderLoss != 2 || !slices.Equal(b.Rerolled, []string{"one"}) {
		t.Errorf("re-rolled 1: %+v", b)
	}
	lowest := engine.BattleRule{Attack: engine.SideRule{RerollLowest: true}}
	b = fight(t, lowest, engine.Rolled{Dice: []int{6, 3, 2}, RerollLowest: 4}, dice(5, 3))
	if !slices.Equal(b.Attack, []int{6, 4, 3}) || b.DefenderLoss != 2 {
		t.Errorf("re-rolled lowest: %+v", b)
	}
}

// Dice the rule does not give are refused with a reason, not ignored.
func TestFightRefusesDiceTheRuleDoesNotGive(t *testing.T) {
	cases := []struct {
		name           string
		rule           engine.BattleRule
		attack, defend engine.Rolled
		key            string
	}{
		{"face 7", engine.BattleRule{}, dice(7), dice(1), "dice.face"},
		{"face 0", engine.BattleRule{}, dice(3), dice(0), "dice.face"},
		{"bonus die without the reward", engine.BattleRule{}, engine.Rolled{Dice: []int{3}, Bonus: 4}, dice(2), "dice.bonus_attack"},
		{"reward without its die", engine.BattleRule{Defend: engine.SideRule{BonusDie: true}}, dice(3), dice(2), "dice.bonus_defend"},
		{"re-roll without loot", engine.BattleRule{}, engine.Rolled{Dice: []int{1}, RerollOne: 4}, dice(2), "dice.reroll_not_allowed"},
		{"re-rolled 1 where none fell", engine.BattleRule{Attack: engine.SideRule{RerollOne: true}}, engine.Rolled{Dice: []int{3}, RerollOne: 4}, dice(2), "dice.reroll_no_one"},
		{"defender re-rolls", engine.BattleRule{Attack: engine.SideRule{RerollLowest: true}}, dice(3), engine.Rolled{Dice: []int{2}, RerollLowest: 3}, "dice.reroll_defender"},
	}
	for _, c := range cases {
		_, err := engine.Fight(c.rule, c.attack, c.defend)
		var re *engine.RuleError
		if !errors.As(err, &re) || re.Key != c.key {
			t.Errorf("%s: got %v, want %s", c.name, err, c.key)
		}
	}
}

// rules to cross-check: each modifier alone, and some together.
var checkedRules = map[string]engine.BattleRule{
	"standard":             {},
	"attack +1":            {Attack: engine.SideRule{Plus: 1}},
	"defend +1":            {Defend: engine.SideRule{Plus: 1}},
	"hero v hero":          {Attack: engine.SideRule{Hero: true}, Defend: engine.SideRule{Hero: true}},
	"cannon and hero":      {Attack: engine.SideRule{Plus: 1, Hero: true}},
	"bonus dice":           {Attack: engine.SideRule{BonusDie: true}, Defend: engine.SideRule{BonusDie: true}},
	"reroll one":           {Attack: engine.SideRule{RerollOne: true}},
	"reroll lowest":        {Attack: engine.SideRule{RerollLowest: true}},
	"both rerolls, +1 v+1": {Attack: engine.SideRule{RerollOne: true, RerollLowest: true, Plus: 1}, Defend: engine.SideRule{Plus: 1}},
}

// The odds' enumeration (each side apart, then re-rolls as branches)
// agrees exactly with brute force over every die sequence, played through
// RollBattle and Fight, the path of a real game.
func TestBattleOddsWithAgreesWithBruteForce(t *testing.T) {
	for name, rule := range checkedRules {
		for a := 1; a <= 3; a++ {
			for d := 1; d <= 2; d++ {
				n := a + d
				for _, b := range []bool{rule.Attack.BonusDie, rule.Defend.BonusDie, rule.Attack.RerollOne, rule.Attack.RerollLowest} {
					if b {
						n++
					}
				}
				if n > 7 {
					continue // 6^8 sequences: too slow for a unit test
				}
				brute := map[string]int64{}
				total := int64(1)
				for range n {
					total *= 6
				}
				seq := make([]int, n)
				for s := int64(0); s < total; s++ {
					x := s
					for i := range seq {
						seq[i] = int(x%6) + 1
						x /= 6
					}
					next := 0
					at, df := engine.RollBattle(rule, a, d, func() int { next++; return seq[next-1] })
					bt, err := engine.Fight(rule, at, df)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					brute[fmt.Sprint(bt.AttackerLoss, bt.DefenderLoss, bt.AttackHeroFalls, bt.DefendHeroFalls, len(bt.Rerolled))]++
				}
				got := map[string]*big.Rat{}
				for _, o := range engine.BattleOddsWith(rule, a, d) {
					used := 0
					for _, u := range []bool{o.RerolledOne, o.RerolledLowest} {
						if u {
							used++
						}
					}
					k := fmt.Sprint(o.AttackerLoss, o.DefenderLoss, o.AttackHeroFalls, o.DefendHeroFalls, used)
					if got[k] == nil {
						got[k] = new(big.Rat)
					}
					got[k].Add(got[k], big.NewRat(o.Ways, o.Of))
				}
				if len(got) != len(brute) {
					t.Fatalf("%s %dv%d: %d outcomes, brute force %d", name, a, d, len(got), len(brute))
				}
				for k, w := range brute {
					if want := big.NewRat(w, total); got[k] == nil || got[k].Cmp(want) != 0 {
						t.Errorf("%s %dv%d outcome %s: %v, brute force %v", name, a, d, k, got[k], want)
					}
				}
			}
		}
	}
}

// One die with +1 against one die wins whenever it is not lower: 21/36.
func TestAttackBonusOneDieAgainstOne(t *testing.T) {
	q := engine.InvasionQuery{Attacking: 1, Defending: 1, Rule: engine.BattleRule{Attack: engine.SideRule{Plus: 1}}}
	if got := engine.ExactWin(q); got.Cmp(big.NewRat(21, 36)) != 0 {
		t.Errorf("1 v 1 with +1: %v, want 7/12", got)
	}
}

// simulate plays an invasion with RollBattle and Fight, the modes changing
// as in a game: a Halo Wars hero leaves, a used-once re-roll is gone.
func simulate(r *rand.Rand, q engine.InvasionQuery) bool {
	a, d, rule := q.Attacking, q.Defending, q.Rule
	die := func() int { return 1 + r.IntN(6) }
	for a > q.StopAt && a > 0 && d > 0 {
		na, nd := min(3, a), min(2, d)
		if q.AttackDiceMax > 0 {
			na = min(na, q.AttackDiceMax)
		}
		if q.DefendDiceMax > 0 {
			nd = min(nd, q.DefendDiceMax)
		}
		at, df := engine.RollBattle(rule, na, nd, die)
		b, err := engine.Fight(rule, at, df)
		if err != nil {
			panic(err)
		}
		a -= b.AttackerLoss
		d -= b.DefenderLoss
		if b.AttackHeroFalls {
			rule.Attack.Hero = false
		}
		if b.DefendHeroFalls {
			rule.Defend.Hero = false
		}
		for _, k := range b.Rerolled {
			if k == "one" && q.RerollOneOnce {
				rule.Attack.RerollOne = false
			}
			if k == "lowest" && q.RerollLowestOnce {
				rule.Attack.RerollLowest = false
			}
		}
	}
	return d == 0
}

// Modified invasion odds against a long seeded simulation, each within
// four standard errors.
func TestModifiedOddsAgainstSimulation(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	queries := []engine.InvasionQuery{
		{Attacking: 6, Defending: 6, Rule: engine.BattleRule{Attack: engine.SideRule{Hero: true}, Defend: engine.SideRule{Hero: true}}},
		{Attacking: 5, Defending: 7, Rule: engine.BattleRule{Attack: engine.SideRule{Plus: 1}}},
		{Attacking: 6, Defending: 4, Rule: engine.BattleRule{Defend: engine.SideRule{BonusDie: true, Plus: 1}}},
		{Attacking: 4, Defending: 5, Rule: engine.BattleRule{Attack: engine.SideRule{RerollOne: true, RerollLowest: true}}, RerollOneOnce: true, RerollLowestOnce: true},
		{Attacking: 4, Defending: 5, Rule: engine.BattleRule{Attack: engine.SideRule{RerollLowest: true}}},
		{Attacking: 5, Defending: 5, Rule: engine.BattleRule{Attack: engine.SideRule{RerollOne: true, RerollLowest: true}}, RerollLowestOnce: true},
		{Attacking: 8, Defending: 5, StopAt: 3, DefendDiceMax: 1},
	}
	const n = 60000
	for _, q := range queries {
		wins := 0
		for range n {
			if simulate(r, q) {
				wins++
			}
		}
		p := engine.Odds(q).Win
		se := math.Sqrt(p * (1 - p) / n)
		if got := float64(wins) / n; math.Abs(got-p) > 4*se {
			t.Errorf("%+v: simulated %.4f, computed %.4f (4 sigma %.4f)", q, got, p, 4*se)
		}
		if exact, _ := engine.ExactWin(q).Float64(); math.Abs(exact-p) > 1e-12 {
			t.Errorf("%+v: exact %.15f, float %.15f", q, exact, p)
		}
	}
}

// Each modifier moves the odds the way it should.
func TestModifiersMoveTheOdds(t *testing.T) {
	base := engine.Odds(engine.InvasionQuery{Attacking: 10, Defending: 10}).Win
	up := []engine.BattleRule{
		{Attack: engine.SideRule{Plus: 1}}, {Attack: engine.SideRule{Hero: true}},
		{Attack: engine.SideRule{BonusDie: true}}, {Attack: engine.SideRule{RerollOne: true}},
		{Attack: engine.SideRule{RerollLowest: true}},
	}
	for _, r := range up {
		if w := engine.Odds(engine.InvasionQuery{Attacking: 10, Defending: 10, Rule: r}).Win; w <= base {
			t.Errorf("%+v: %.4f, not above %.4f", r, w, base)
		}
	}
	for _, r := range []engine.BattleRule{{Defend: engine.SideRule{Plus: 1}}, {Defend: engine.SideRule{BonusDie: true}}} {
		if w := engine.Odds(engine.InvasionQuery{Attacking: 10, Defending: 10, Rule: r}).Win; w >= base {
			t.Errorf("%+v: %.4f, not below %.4f", r, w, base)
		}
	}
	// A Halo Wars hero helps less than a Legendary hero, who never leaves.
	hw := engine.Odds(engine.InvasionQuery{Attacking: 10, Defending: 10, Rule: engine.BattleRule{Attack: engine.SideRule{Hero: true}}}).Win
	leg := engine.Odds(engine.InvasionQuery{Attacking: 10, Defending: 10, Rule: engine.BattleRule{Attack: engine.SideRule{Plus: 1}}}).Win
	if hw >= leg {
		t.Errorf("Halo Wars hero %.4f, Legendary %.4f", hw, leg)
	}
}

// The whole table computed backwards agrees with each forward query, and
// the smallest army for a target is the first to reach it.
func TestWinTableAndSmallestAttack(t *testing.T) {
	rule := engine.BattleRule{Attack: engine.SideRule{Hero: true}, Defend: engine.SideRule{Plus: 1}}
	table := engine.WinTable(engine.InvasionQuery{Rule: rule}, 15, 12)
	for a := 1; a <= 15; a++ {
		for d := 1; d <= 12; d++ {
			want := engine.Odds(engine.InvasionQuery{Attacking: a, Defending: d, Rule: rule}).Win
			if math.Abs(table[a][d]-want) > 1e-12 {
				t.Fatalf("%d v %d: table %.15f, forward %.15f", a, d, table[a][d], want)
			}
		}
	}
	q := engine.InvasionQuery{Defending: 10, Rule: rule}
	a, win := engine.SmallestAttack(q, 0.8, 1000)
	below := engine.Odds(engine.InvasionQuery{Attacking: a - 1, Defending: 10, Rule: rule}).Win
	if a < 2 || win < 0.8 || below >= 0.8 {
		t.Errorf("smallest army %d (%.4f), one less gives %.4f", a, win, below)
	}
	if a, _ := engine.SmallestAttack(engine.InvasionQuery{Defending: 900}, 0.99, 20); a != 0 {
		t.Errorf("20 units conquer 900 with 99%%? got %d", a)
	}
}

// A chain of one is a single invasion; a chain of two is the first's
// conquests, less the unit left behind, attacking the second.
func TestChainOfInvasions(t *testing.T) {
	q := engine.InvasionQuery{Attacking: 12}
	c := engine.Chain(q, []int{4, 3})
	first := engine.Odds(engine.InvasionQuery{Attacking: 12, Defending: 4})
	if math.Abs(c.Reach[0]-first.Win) > 1e-12 {
		t.Errorf("first step %.12f, single invasion %.12f", c.Reach[0], first.Win)
	}
	want := 0.0
	for left, p := range first.Conquered {
		if left >= 2 {
			want += p * engine.Odds(engine.InvasionQuery{Attacking: left - 1, Defending: 3}).Win
		}
	}
	if math.Abs(c.Reach[1]-want) > 1e-12 {
		t.Errorf("both %.12f, composed %.12f", c.Reach[1], want)
	}
}

func BenchmarkWinTable200x200(b *testing.B) {
	for b.Loop() {
		engine.WinTable(engine.InvasionQuery{}, 200, 200)
	}
}

// The modified benchmarks run warm: the first query of a rule enumerates
// its battles once (BenchmarkBattleEnumerationAllModifiers), later ones
// reuse them.
func benchOdds(b *testing.B, q engine.InvasionQuery) {
	engine.Odds(q)
	for b.Loop() {
		engine.Odds(q)
	}
}

func BenchmarkOdds1000x1000HeroesBothSides(b *testing.B) {
	benchOdds(b, engine.InvasionQuery{Attacking: 1000, Defending: 1000, Rule: engine.BattleRule{Attack: engine.SideRule{Hero: true, Plus: 1}, Defend: engine.SideRule{Hero: true}}})
}

func BenchmarkOdds1000x1000HaloWarsAllRewards(b *testing.B) {
	side := engine.SideRule{Hero: true, Plus: 1, BonusDie: true}
	benchOdds(b, engine.InvasionQuery{Attacking: 1000, Defending: 1000, Rule: engine.BattleRule{Attack: side, Defend: side}})
}

func BenchmarkOdds1000x1000LootRerollsOnce(b *testing.B) {
	benchOdds(b, engine.InvasionQuery{Attacking: 1000, Defending: 1000, RerollOneOnce: true, RerollLowestOnce: true, Rule: engine.BattleRule{Attack: engine.SideRule{RerollOne: true, RerollLowest: true}}})
}

func BenchmarkOdds1000x1000LootRerollsEachRoll(b *testing.B) {
	benchOdds(b, engine.InvasionQuery{Attacking: 1000, Defending: 1000, Rule: engine.BattleRule{Attack: engine.SideRule{RerollOne: true, RerollLowest: true}}})
}

// Every modifier at once, which no edition has: 16 modes.
var allModifiers = engine.InvasionQuery{Attacking: 1000, Defending: 1000, RerollOneOnce: true, RerollLowestOnce: true, Rule: engine.BattleRule{
	Attack: engine.SideRule{Hero: true, Plus: 1, BonusDie: true, RerollOne: true, RerollLowest: true},
	Defend: engine.SideRule{Hero: true, BonusDie: true, Plus: 1}}}

func BenchmarkOdds1000x1000AllModifiers(b *testing.B) { benchOdds(b, allModifiers) }

// The cold cost: enumerating one battle of 3+1 attack dice with both
// re-rolls against 2+1 defence dice.
func BenchmarkBattleEnumerationAllModifiers(b *testing.B) {
	for b.Loop() {
		engine.BattleOddsWith(allModifiers.Rule, 3, 2)
	}
}

// An edition's Battle hook decides the modifiers of entered dice in a
// game: here a hero in Harrenhal (+1, Halo Legendary "Helden") and a
// bonus defence die for King's Landing. Game of Thrones itself has none.
func TestAttackEventAppliesTheEditionsModifiers(t *testing.T) {
	g := newGame(t, 3)
	g.position(2, map[string][2]int{"harrenhal": {0, 7}, "kings_landing": {1, 3}, "riverrun": {0, 2}})
	g.placeAll("riverrun")
	if r := g.s.BattleRule(id(t, g.b, "harrenhal"), id(t, g.b, "kings_landing"), engine.Declared{}); r != (engine.BattleRule{}) {
		t.Fatalf("Game of Thrones has no modifiers, got %+v", r)
	}
	rules := *g.s.Rules
	rules.Battle = func(s *engine.State, from, to engine.TerritoryID, _ engine.Declared) engine.BattleRule {
		return engine.BattleRule{Attack: engine.SideRule{Plus: 1}, Defend: engine.SideRule{BonusDie: true}}
	}
	g.s.Rules = &rules
	// 6-4-1 against 5-4 with a bonus 6 for the defender: 6+1 v 6, 4 v 5.
	g.refuse(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6, 4, 1}, DefendDice: []int{5, 4}}, "dice.bonus_defend")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6, 4, 1}, DefendDice: []int{5, 4}, DefendBonusDie: 6})
	h, k := id(t, g.b, "harrenhal"), id(t, g.b, "kings_landing")
	if g.s.Units[h] != 6 || g.s.Units[k] != 2 {
		t.Errorf("Harrenhal %d, King's Landing %d; want 6 and 2", g.s.Units[h], g.s.Units[k])
	}
	// The history shows the bonus die and the dice as compared.
	before := *g.s
	before.Units = append([]int(nil), g.s.Units...)
	e := engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{3}, DefendDice: []int{2}, DefendBonusDie: 5}
	after, err := engine.Apply(&before, e)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, l := range engine.Describe(&before, e, after) {
		keys = append(keys, l.Key)
		if l.Key == "history.compared" && (fmt.Sprint(l.Args["attack"]) != "[4]" || fmt.Sprint(l.Args["defend"]) != "[5]") {
			t.Errorf("compared %v against %v, want 4 against 5", l.Args["attack"], l.Args["defend"])
		}
	}
	if !slices.Contains(keys, "history.bonus_defend_die") || !slices.Contains(keys, "history.compared") {
		t.Errorf("history keys %v", keys)
	}
}
