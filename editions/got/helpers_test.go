package got_test

// Helpers of the Game of Thrones rule tests: a game on Westeros whose
// position is set with one correction, and the moves most tests make.

import (
	"errors"
	"slices"
	"testing"

	"herald/editions/got"
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
	deal, neutral := got.Rules.Deal(players)
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
	houses := got.Rules.Houses(players)
	s := engine.Setup{Edition: got.ID, Board: "westeros", Owners: dealOwners(b, players)}
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

// handOf deals n cards no one holds yet, in board order, skipping the
// territories in avoid.
func handOf(g *game, n int, avoid ...string) []string {
	held := map[string]bool{}
	for _, p := range g.s.Players {
		for _, c := range p.Hand {
			held[c] = true
		}
	}
	for _, c := range g.s.Discard {
		held[c] = true
	}
	var out []string
	for _, c := range g.b.Cards {
		if len(out) < n && !held[c.Territory] && !slices.Contains(avoid, c.Territory) {
			out = append(out, c.Territory)
		}
	}
	return out
}

// farPosition sets a position where the current player (seat 0) can take
// King's Landing (1 unit of seat 1) from Harrenhal. Every other seat keeps
// a territory far away, so nobody is out.
func farPosition(g *game) {
	g.t.Helper()
	terr := map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {1, 1}, "riverrun": {0, 2}}
	for seat, far := range []string{"", "", "the_eyrie", "winterfell", "sunspear"}[:len(g.s.Players)] {
		if far != "" {
			terr[far] = [2]int{seat, 1}
		}
	}
	g.position(1, terr)
}

// conquerOnce has the current player (seat 0) take King's Landing from
// seat 1 in farPosition: a card is earned.
func conquerOnce(g *game) {
	g.t.Helper()
	farPosition(g)
	conquer(g)
}

func conquer(g *game) {
	g.t.Helper()
	g.placeAll("harrenhal")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{2}})
	g.do(engine.MoveIn{Units: 1})
}

// eliminateSeat2 sets a position where seat 0 (holding mine) takes seat
// 2's last territory, King's Landing, and with it seat 2's cards
// ("Invasion (Fortsetzung)": "Sie erhalten die Gebietskarten dieses
// Spielers"); the units move in.
func eliminateSeat2(g *game, deck []string, mine, theirs []string) {
	g.t.Helper()
	g.position(1, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}})
	g.do(engine.CorrectHand{Player: 0, Cards: mine})
	g.do(engine.CorrectHand{Player: 2, Cards: theirs})
	g.placeAll("harrenhal")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{2}})
	g.do(engine.MoveIn{Units: 1})
	if !g.s.Players[2].Out || len(g.s.Players[0].Hand) != len(mine)+len(theirs) {
		g.t.Fatalf("elimination: out %v, hand %v", g.s.Players[2].Out, g.s.Players[0].Hand)
	}
}
