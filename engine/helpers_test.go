package engine_test

// Helpers of the engine's rule tests: a Game of Thrones game on Westeros
// (the edition registered by editions_test.go) whose position is set with
// one correction, and the moves most tests make.

import (
	"errors"
	"testing"

	"herald/engine"
	"herald/maps"
)

func westeros(t testing.TB) *engine.Board {
	t.Helper()
	b, err := maps.Load("westeros")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func id(t testing.TB, b *engine.Board, name string) engine.TerritoryID {
	t.Helper()
	x, ok := b.Lookup(name)
	if !ok {
		t.Fatalf("no territory %q", name)
	}
	return x
}

// dealOwners deals territories in board order by the rulebook's counts.
func dealOwners(b *engine.Board, players int) map[string]int {
	deal, neutral := gotRules().Deal(players)
	deal = append(deal, neutral)
	owners := map[string]int{}
	seat := 0
	for _, terr := range b.Territories {
		for deal[seat] == 0 {
			seat++
		}
		owners[terr.ID] = seat
		deal[seat]--
	}
	return owners
}

func setup(b *engine.Board, players int, deck []string) engine.Setup {
	houses := gotRules().Houses(players)
	s := engine.Setup{Edition: "got", Board: "westeros", Owners: dealOwners(b, players)}
	names := []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}
	for i := 0; i < players; i++ {
		s.Players = append(s.Players, engine.PlayerSetup{Name: names[i], House: houses[i]})
	}
	if players == 2 {
		s.Players = append(s.Players, engine.PlayerSetup{Name: "Neutral", House: houses[2], Neutral: true})
	}
	if deck == nil {
		s.DeckMode = engine.DeckTable
	} else {
		s.DeckMode = engine.DeckHerald
		s.Deck = deck
	}
	return s
}

// game is a test game whose position is set with one correction.
type game struct {
	t *testing.T
	b *engine.Board
	s *engine.State
}

func newGame(t *testing.T, players int) *game {
	t.Helper()
	b := westeros(t)
	s, err := engine.NewGame(b, setup(b, players, nil))
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: s}
}

// position gives every territory to owner `rest` with 1 unit, then applies
// the listed territories as "name": {owner, units}.
func (g *game) position(rest int, terr map[string][2]int) {
	g.t.Helper()
	var fixes []engine.TerritoryFix
	for _, x := range g.b.Territories {
		f := engine.TerritoryFix{Territory: x.ID, Owner: rest, Units: 1}
		if v, ok := terr[x.ID]; ok {
			f.Owner, f.Units = v[0], v[1]
		}
		fixes = append(fixes, f)
	}
	g.do(engine.Correct{Territories: fixes})
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

// placeOnAny places what is left on the current player's first territory.
func (g *game) placeOnAny() {
	g.t.Helper()
	g.placeAll(g.b.Territories[g.s.Holdings(g.s.Current)[0]].ID)
}

func ptr(i int) *int { return &i }

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

// gotRules is Game of Thrones' ruleset, found by its id like any edition's.
func gotRules() *engine.Ruleset {
	r, ok := engine.RulesetFor("got")
	if !ok {
		panic("Game of Thrones is not registered")
	}
	return r
}
