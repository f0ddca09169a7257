package legendary_test

// Helpers of the Halo Legendary rule tests, copied from the engine's
// shared harness (engine/harness_test.go, fixtures_test.go): a game whose
// position is set by corrections, made-up boards and a One-on-One game.

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"herald/engine"
	// Every edition registers, as in the engine's tests.
	_ "herald/editions/all"
	"herald/editions/legendary"
)

func id(t testing.TB, b *engine.Board, name string) engine.TerritoryID {
	t.Helper()
	x, ok := b.Lookup(name)
	if !ok {
		t.Fatalf("no territory %q", name)
	}
	return x
}

// game is a test game whose position is set with one correction.
type game struct {
	t *testing.T
	b *engine.Board
	s *engine.State
}

// haloPosition gives every territory to owner rest with 1 unit, then the
// listed ones as {owner, units}; heroes stand where listed (player ->
// territory) and leave the board where their territory changed hands.
func (g *game) haloPosition(rest int, terr map[string][2]int, heroes map[int]string) {
	g.t.Helper()
	var fixes []engine.TerritoryFix
	for _, x := range g.b.Territories {
		f := engine.TerritoryFix{Territory: x.ID, Owner: rest, Units: 1}
		if v, ok := terr[x.ID]; ok {
			f.Owner, f.Units = v[0], v[1]
		}
		fixes = append(fixes, f)
	}
	c := engine.Correct{Territories: fixes}
	for p, t := range heroes {
		c.Heroes = append(c.Heroes, engine.HeroPlacement{Player: p, Territory: t})
	}
	g.do(c)
}

func (g *game) do(e engine.Event) {
	g.t.Helper()
	n, err := engine.Apply(g.s, e)
	if err != nil {
		g.t.Fatalf("%s: %v", e.Type(), err)
	}
	g.s = n
}

// refuse applies e and expects the rule with the given key to refuse it,
// leaving the state as it was.
func (g *game) refuse(e engine.Event, key string) {
	g.t.Helper()
	n, err := engine.Apply(g.s, e)
	var re *engine.RuleError
	if !errors.As(err, &re) {
		g.t.Fatalf("%s: want refusal %q, got state %v err %v", e.Type(), key, n, err)
	}
	if re.Key != key {
		g.t.Fatalf("%s: want refusal %q, got %q (%v)", e.Type(), key, re.Key, re)
	}
}

// placeAllOn places the whole reinforcement on one territory.
func (g *game) placeAllOn(territory string) {
	g.t.Helper()
	if n := g.s.ToPlace(); n > 0 {
		g.do(engine.Place{Territory: territory, Units: n})
	}
}

// hold gives the territories to owner with units each.
func hold(owner, units int, ids ...string) map[string][2]int {
	out := map[string][2]int{}
	for _, t := range ids {
		out[t] = [2]int{owner, units}
	}
	return out
}

// merge joins positions; later ones win.
func merge(ms ...map[string][2]int) map[string][2]int {
	out := map[string][2]int{}
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

func ruleKey(err error) string {
	if re, ok := err.(*engine.RuleError); ok {
		return re.Key
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

// try applies e without keeping the result.
func (g *game) try(e engine.Event) *engine.State {
	g.t.Helper()
	n, err := engine.Apply(g.s, e)
	if err != nil {
		g.t.Fatalf("%s: %v", e.Type(), err)
	}
	return n
}

// pass plays the current player's turn without a fight: everything placed
// on the first territory held, no card.
func (g *game) pass() {
	g.t.Helper()
	g.placeAllOn(g.b.Territories[g.s.Holdings(g.s.Current)[0]].ID)
	g.do(engine.EndTurn{})
}

// conquer takes a territory with sure dice (6-6-6 against 1s) and moves
// the fewest units in.
func (g *game) conquer(from, to string) {
	g.t.Helper()
	for g.s.Pending == nil {
		f, tt := id(g.t, g.b, from), id(g.t, g.b, to)
		na, nd := min(3, g.s.Units[f]-1), min(2, g.s.Units[tt])
		a := engine.Attack{From: from, To: to, AttackDice: slices.Repeat([]int{6}, na), DefendDice: slices.Repeat([]int{1}, nd)}
		rule := g.s.BattleRule(f, tt, engine.Declared{})
		if rule.Attack.BonusDie {
			a.AttackBonusDie = 6
		}
		if rule.Defend.BonusDie {
			a.DefendBonusDie = 1
		}
		g.do(a)
	}
	g.do(engine.MoveIn{Units: g.s.Pending.Min, Hero: g.s.Pending.Hero})
}

// legendaryHalf builds a made-up board "<id>" of n territories <id>01...,
// in regions <id>_a, <id>_b, <id>_c (bonus 2, 3, 4), each linked to the
// next one.
func legendaryHalf(t testing.TB, id string, n int) *engine.Board {
	t.Helper()
	spec := engine.BoardSpec{ID: id, Names: engine.Names{"en": id}}
	for i, bonus := range []int{2, 3, 4} {
		r := fmt.Sprintf("%s_%c", id, 'a'+i)
		spec.Regions = append(spec.Regions, engine.Region{ID: r, Names: engine.Names{"en": r}, Bonus: bonus})
	}
	for i := range n {
		tid := fmt.Sprintf("%s%02d", id, i+1)
		spec.Territories = append(spec.Territories, engine.Territory{ID: tid, Names: engine.Names{"en": tid}, Region: spec.Regions[i*3/n].ID})
		if i > 0 {
			spec.Links = append(spec.Links, engine.LinkSpec{A: fmt.Sprintf("%s%02d", id, i), B: tid, Kind: engine.LinkLand})
		}
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// legendarySetup claims the board round the table by deal (territory k to
// seat k mod seats, the One-on-One pattern included), puts 1 unit on each
// and the rest of each seat's units on its first territory, which also
// holds its base and hero.
func legendarySetup(b *engine.Board, mode string, houses []string, names []string) engine.Setup {
	e := engine.Setup{Edition: "halo_legendary", Board: b.ID, Mode: mode, DeckMode: engine.DeckTable,
		Options: engine.OptionsOf(legendary.Options{TeleporterOption: "each"}), Owners: map[string]int{}, Units: map[string]int{}}
	players := len(names)
	seats := players
	if mode == "one_on_one" {
		seats = 3
	}
	first := make([]string, seats)
	for k, terr := range b.Territories {
		seat := k % seats
		e.Owners[terr.ID] = seat
		e.Units[terr.ID] = 1
		if first[seat] == "" {
			first[seat] = terr.ID
		}
	}
	for seat := range seats {
		p := engine.PlayerSetup{House: houses[seat]}
		want := 48
		if seat < players {
			p.Name, p.Hero = names[seat], first[seat]
			if mode != "slayer" {
				p.Base = first[seat]
			}
			want = legendaryStartUnits(mode, players, houses[seat])
			p.Points = slices.Repeat([]int{1}, legendaryStartCards(mode, players, seat))
		} else {
			p.Neutral = true
			// The Flood claims with 2 units.
			for id, o := range e.Owners {
				if o == seat {
					e.Units[id] = 2
				}
			}
		}
		have := 0
		for id, o := range e.Owners {
			if o == seat {
				have += e.Units[id]
			}
		}
		e.Units[first[seat]] += want - have
		e.Players = append(e.Players, p)
	}
	return e
}

// oneOnOne: Anna (UNSC) and Ben (Covenant) on a 31-territory Hammer with
// the neutral Flood. Anna holds h01, h04, ... h31 (11), Ben h02, ... h29
// (10), the Flood h03, ... h30 (10). Each player's pair of mobile
// teleporters: Anna h01-h30, Ben h05-h16.
func oneOnOne(t *testing.T, change func(*engine.Setup)) *game {
	t.Helper()
	b := legendaryHalf(t, "h", 31)
	e := legendarySetup(b, "one_on_one", []string{"unsc_1", "covenant_1", "flood"}, []string{"Anna", "Ben"})
	opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"h01", "h30"}, {"h05", "h16"}} })
	if change != nil {
		change(&e)
	}
	s, err := engine.NewGame(b, e)
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: s}
}

// legendaryStartUnits: Halo Legendary "Kampfvorbereitung", the units each
// army starts with.
func legendaryStartUnits(mode string, players int, house string) int {
	switch {
	case mode == "one_on_one", players == 3:
		return 30
	case players == 4:
		return 25
	case mode == "team" && house == "flood":
		return 30
	}
	return 20
}

// legendaryStartCards: the faction cards seat starts with.
func legendaryStartCards(mode string, players, seat int) int {
	switch {
	case mode == "team" && players == 4 && seat >= 2,
		mode == "team" && players == 5 && seat >= 3:
		return 1
	case mode == "team", mode == "one_on_one":
		return 0
	case players >= 4 && seat == 3:
		return 1
	case players == 5 && seat == 4:
		return 2
	}
	return 0
}

// opts changes a set-up's Legendary options.
func opts(e *engine.Setup, change func(*legendary.Options)) {
	if err := engine.EditOptions(&e.Options, change); err != nil {
		panic(err)
	}
}
