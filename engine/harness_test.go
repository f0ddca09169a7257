package engine_test

// The test harness every engine test shares: a game whose position is
// set by corrections, and small helpers for territories and refusals. It
// names no edition; the editions' starting games are in fixtures_test.go.

import (
	"errors"
	"testing"

	"herald/engine"
	// Every edition registers: the tests look rulesets up by id.
	_ "herald/editions/all"
)

// rules is the registered ruleset of an edition, looked up by id as the
// stored Setup names it.
func rules(t testing.TB, edition string) *engine.Ruleset {
	t.Helper()
	r, ok := engine.RulesetFor(edition)
	if !ok {
		t.Fatalf("edition %q is not registered", edition)
	}
	return r
}

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

// position gives every territory to owner `rest` with 1 unit, then applies
// the listed territories as "name": {owner, units}.
func (g *game) position(rest int, terr map[string][2]int) {
	g.t.Helper()
	g.do(engine.Correct{Territories: fixes(g.b, rest, terr)})
}

// fixes is the correction of position on board b.
func fixes(b *engine.Board, rest int, terr map[string][2]int) []engine.TerritoryFix {
	var out []engine.TerritoryFix
	for _, x := range b.Territories {
		f := engine.TerritoryFix{Territory: x.ID, Owner: rest, Units: 1}
		if v, ok := terr[x.ID]; ok {
			f.Owner, f.Units = v[0], v[1]
		}
		out = append(out, f)
	}
	return out
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

func (g *game) placeAll(name string) {
	g.t.Helper()
	if n := g.s.ToPlace(); n > 0 {
		g.do(engine.Place{Territory: name, Units: n})
	}
}

// placeAllOn places the whole reinforcement on one territory.
func (g *game) placeAllOn(territory string) {
	g.t.Helper()
	if n := g.s.ToPlace(); n > 0 {
		g.do(engine.Place{Territory: territory, Units: n})
	}
}

// placeOnAny places what is left on the current player's first territory.
func (g *game) placeOnAny() {
	g.t.Helper()
	g.placeAll(g.b.Territories[g.s.Holdings(g.s.Current)[0]].ID)
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

// cardsOf returns territory ids whose card shows sym, preferring ones not
// in avoid.
func cardsOf(b *engine.Board, sym engine.CardSymbol, n int) []string {
	var out []string
	for _, c := range b.Cards {
		if c.Symbol == sym && len(out) < n {
			out = append(out, c.Territory)
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
