package halowars_test

// Helpers of the Halo Wars rule tests, copied from the engine's shared
// harness (harness_test.go) and its Halo Wars fixtures (fixtures_test.go):
// a game on Arcadia whose position is set by corrections, and small
// helpers for territories and refusals.

import (
	"errors"
	"slices"
	"testing"

	// Every edition registers: the tests look rulesets up by id.
	_ "herald/editions/all"
	"herald/engine"
	"herald/maps"
)

// ruleset is rules for the helpers that have no testing.TB: a missing
// edition is a broken test binary.
func ruleset(edition string) *engine.Ruleset {
	r, ok := engine.RulesetFor(edition)
	if !ok {
		panic("edition " + edition + " is not registered")
	}
	return r
}

// Players by seat.
const (
	anna = iota
	ben
	carla
	dirk
	eva
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

// haloBoard is haloPosition with every hero on its player's first
// territory in board order, unless heroes names another.
func (g *game) haloBoard(rest int, terr map[string][2]int, heroes map[int]string) {
	g.t.Helper()
	h := map[int]string{}
	for _, x := range g.b.Territories {
		owner := rest
		if v, ok := terr[x.ID]; ok {
			owner = v[0]
		}
		if _, ok := h[owner]; !ok && g.s.Players[owner].HasHero {
			h[owner] = x.ID
		}
	}
	for p, t := range heroes {
		h[p] = t
	}
	g.haloPosition(rest, terr, h)
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

func arcadia(t testing.TB) *engine.Board {
	t.Helper()
	b, err := maps.Load("arcadia")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// haloSetup deals Arcadia in board order, one territory at a time round
// the table (as Command Room claims them), puts one unit on each and the
// rest of the starting units on the player's first territory, where its
// base and hero stand too. Colonies and achievements are Basic Training's.
func haloSetup(b *engine.Board, players int, mode string) engine.Setup {
	houses := ruleset("halowars").Houses(players)
	s := engine.Setup{
		Edition: "halowars", Board: "arcadia", Mode: mode, DeckMode: engine.DeckTable,
		Owners: map[string]int{}, Units: map[string]int{},
		Colonies:     basicColonies(players),
		Achievements: basicAchievements(players),
	}
	names := []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}
	first := make([]string, players)
	count := make([]int, players)
	for i, terr := range b.Territories {
		seat := i % players
		s.Owners[terr.ID] = seat
		s.Units[terr.ID] = 1
		count[seat]++
		if first[seat] == "" {
			first[seat] = terr.ID
		}
	}
	for i := range players {
		p := engine.PlayerSetup{Name: names[i], House: houses[i], Base: first[i], Hero: first[i]}
		start := map[int]int{3: 30, 4: 25, 5: 20}[players]
		if players == 5 && i == 0 {
			start = 30 // the Flood
		}
		s.Units[first[i]] += start - count[i]
		// Starting cards: 3 players Basic Training the Covenant (3rd); 4
		// players the 3rd and 4th; 5 players the 4th and 5th.
		if (players == 3 && mode == "basic" && i == 2) || (players == 4 && i >= 2) || (players == 5 && i >= 3) {
			p.Points = []int{1}
		}
		s.Players = append(s.Players, p)
	}
	return s
}

func newHalo(t *testing.T, players int, mode string) *game {
	t.Helper()
	b := arcadia(t)
	s, err := engine.NewGame(b, haloSetup(b, players, mode))
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: s}
}

// haloLayout is the achievements want plus the first others in the
// rulebook's order, 4 heroic and 4 legendary (Command Room, "Place
// Achievements": "randomly place 4 Heroic and 4 Legendary").
func haloLayout(want ...string) []string {
	out := slices.Clone(want)
	for _, tier := range []string{"heroic", "legendary"} {
		n := 0
		for _, a := range out {
			if ruleset("halowars").Objectives[a].Tier == tier {
				n++
			}
		}
		for _, a := range haloAchievementOrder {
			if n < 4 && ruleset("halowars").Objectives[a].Tier == tier && !slices.Contains(out, a) {
				out = append(out, a)
				n++
			}
		}
	}
	return out
}

// startHalo starts a game from a set-up changed by change (may be nil).
func startHalo(t *testing.T, players int, mode string, change func(s *engine.Setup)) *game {
	t.Helper()
	b := arcadia(t)
	s := haloSetup(b, players, mode)
	if change != nil {
		change(&s)
	}
	st, err := engine.NewGame(b, s)
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: st}
}

// newCommand is a Command Room game with the named achievements among the
// eight on the board; the table names each reward when it is taken.
func newCommand(t *testing.T, players int, want ...string) *game {
	t.Helper()
	return startHalo(t, players, "command", func(s *engine.Setup) { s.Achievements = haloLayout(want...) })
}

// basicAchievements are the achievements Halo Wars Basic Training places
// ("PLACE ACHIEVEMENTS" of each chart).
func basicAchievements(players int) []string {
	legendary := []string{"territories_10_in_turn", "enemy_bases_2", "territories_18", "sectors_2"}
	if players == 4 {
		return append([]string{"control_eire", "control_mu", "control_pacifica", "colonies_4_in_turn"}, legendary...)
	}
	return append([]string{"colonies_8", "control_eire", "control_mu", "control_pacifica"}, legendary...)
}

// basicColonies are Basic Training's colonies ("PLACE COLONIES" of each
// chart).
func basicColonies(players int) []string {
	common := []string{"skerries", "academ", "pirth", "kintyre", "abaskun", "sarai", "petra", "kish", "persepolis", "carthage"}
	switch players {
	case 3:
		return append(common, "canopus", "rungholt", "poolesville", "birka", "dunwich")
	case 4:
		return append(common, "canopus", "rungholt", "alpha", "birka", "dunwich")
	case 5:
		return append(common, "magna", "new_pompeii", "poolesville", "birka", "rungholt")
	}
	return nil
}

// haloAchievementOrder is the rulebook's order of the achievements, as
// the engine's fixtures write it.
var haloAchievementOrder = []string{
	"control_mu", "control_eire", "control_pacifica", "colonies_8", "enemy_base_1", "colonies_4_in_turn",
	"territories_10_in_turn", "enemy_bases_2", "territories_18", "sectors_2", "sector_from_none", "colonies_11",
}
