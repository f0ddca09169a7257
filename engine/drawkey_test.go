package engine_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"herald/engine"
)

// The leak an undo opened in Herald's deck: Anna ends her turn and draws
// card X (shown only on her phone), undoes the draw (X goes back into the
// pile), undoes her conquest too and ends without drawing; were a draw the
// top card, Ben's next draw would be X, which Anna knows. A draw carries
// the secret key Herald gives it when it records it, so Ben's draw, a new
// one with a new key, is a card nobody could know; a redo of Anna's draw
// (the same event, key and all) still gives X.

// keyedDraw is a draw from Herald's deck as stored with a fresh key.
func keyedDraw(t *testing.T) engine.Event {
	t.Helper()
	e, err := engine.Decode("end_turn", []byte(`{"draw": true, "draw_key": "`+engine.NewDeckSeed()+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// heraldDeckGame is three players on Herald's deck shuffled by r: Anna
// can take King's Landing from Harrenhal, Ben from the Kingswood. Its
// log so far is its set-up and that position.
func heraldDeckGame(t *testing.T, r *rand.Rand) (*game, []engine.Event) {
	t.Helper()
	b := westeros(t)
	log := []engine.Event{setup(b, 3, engine.ShuffleDeck(b, ruleset("got"), r.IntN)),
		engine.Correct{Territories: fixes(b, 1, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}, "kingswood": {1, 9}})}}
	s, err := engine.Replay(b, log)
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: s}, log
}

// conquer places the reinforcement on from and takes to with one unit.
func (g *game) conquer(from, to string) {
	g.t.Helper()
	g.placeAllOn(from)
	g.do(engine.Attack{From: from, To: to, AttackDice: []int{6}, DefendDice: []int{1}})
	g.do(engine.MoveIn{Units: 1})
}

// drawn is the card player p took last.
func (g *game) drawn(p int) string {
	hand := g.s.Players[p].Hand
	if len(hand) == 0 {
		g.t.Fatalf("%s holds no card", g.s.Players[p].Name)
	}
	return hand[len(hand)-1]
}

func TestUndoneDrawLeavesTheNextCardUnknown(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 29))
	g, _ := heraldDeckGame(t, r)
	g.placeAllOn("harrenhal")
	placed := g.s
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{1}})
	g.do(engine.MoveIn{Units: 1})
	conquered := g.s
	draw := keyedDraw(t)
	g.do(draw)
	x := g.drawn(0)

	// Undo and redo right away: the same event gives X again.
	g.s = conquered
	g.do(draw)
	if got := g.drawn(0); got != x {
		t.Fatalf("the redo of Anna's draw gave %s, want %s", got, x)
	}

	// Undo the draw and the conquest; Anna ends without drawing. Ben's
	// draws, each with its own fresh key, are not X every time, nor one
	// card: the pile after the undo is in no order anyone knows.
	got := map[string]bool{}
	for range 8 {
		g.s = placed
		g.do(engine.EndTurn{})
		g.conquer("kingswood", "kings_landing")
		g.do(keyedDraw(t))
		got[g.drawn(1)] = true
	}
	if len(got) < 2 || got[x] && len(got) == 1 {
		t.Errorf("Ben's draws after Anna's undone draw of %s: %v; want cards nobody could know", x, got)
	}

	// The same log replays to the same game: a stored key gives its card.
	g.s = placed
	g.do(engine.EndTurn{})
	g.conquer("kingswood", "kings_landing")
	bens := keyedDraw(t)
	g.do(bens)
	y, deck := g.drawn(1), slices.Clone(g.s.Deck)
	for range 3 {
		g.s = placed
		g.do(engine.EndTurn{})
		g.conquer("kingswood", "kings_landing")
		g.do(bens)
		if g.drawn(1) != y || !slices.Equal(g.s.Deck, deck) {
			t.Fatalf("the same draw replayed gave %s, want %s", g.drawn(1), y)
		}
	}
}

// A draw without a key, as logs recorded before the keys have it, takes
// the top card, so those games replay as they were played.
func TestDrawWithoutKeyTakesTheTop(t *testing.T) {
	g, _ := heraldDeckGame(t, rand.New(rand.NewPCG(3, 5)))
	top := g.s.Deck[0]
	g.conquer("harrenhal", "kings_landing")
	g.do(engine.EndTurn{Draw: true})
	if got := g.drawn(0); got != top {
		t.Errorf("a draw without a key took %s, want the top card %s", got, top)
	}
}

// Only a draw from Herald's deck has a key: Herald writes it, and a key
// anywhere else is refused (a table's deck, no draw).
func TestDrawKeyOnlyOnHeraldsDeck(t *testing.T) {
	g := newGame(t, 3) // the table's deck
	g.position(1, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}})
	g.conquer("harrenhal", "kings_landing")
	g.refuse(engine.EndTurn{Draw: true, Card: "the_eyrie", DrawKey: "k"}, "draw.key_not_heralds")
	if e := g.s.KeyDraw(engine.EndTurn{Draw: true, Card: "the_eyrie"}); e.(engine.EndTurn).DrawKey != "" {
		t.Error("Herald keyed a draw from the table's deck")
	}
	h, _ := heraldDeckGame(t, rand.New(rand.NewPCG(1, 2)))
	h.conquer("harrenhal", "kings_landing")
	h.refuse(engine.EndTurn{DrawKey: "k"}, "draw.key_not_heralds")
	if e := h.s.KeyDraw(engine.EndTurn{}); e.(engine.EndTurn).DrawKey != "" {
		t.Error("Herald keyed an end of turn without a draw")
	}
	a, b := h.s.KeyDraw(engine.EndTurn{Draw: true}).(engine.EndTurn), h.s.KeyDraw(engine.EndTurn{Draw: true}).(engine.EndTurn)
	if a.DrawKey == "" || a.DrawKey == b.DrawKey {
		t.Errorf("Herald's keys %q and %q: want two fresh ones", a.DrawKey, b.DrawKey)
	}
}

// A log on Herald's deck rewritten onto the table's deck (the game file
// without its secrets) names the card each keyed draw gave, and no key.
func TestOnTableDeckNamesTheKeyedCard(t *testing.T) {
	g, log := heraldDeckGame(t, rand.New(rand.NewPCG(11, 13)))
	play := func(e engine.Event) {
		g.do(e)
		log = append(log, e)
	}
	play(engine.Place{Territory: "harrenhal", Units: g.s.ToPlace()})
	play(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{1}})
	play(engine.MoveIn{Units: 1})
	play(keyedDraw(t))
	x := g.drawn(0)
	out, err := engine.OnTableDeck(g.b, log, false)
	if err != nil {
		t.Fatal(err)
	}
	d := out[len(out)-1].(engine.EndTurn)
	if d.Card != x || d.DrawKey != "" {
		t.Errorf("the draw on the table's deck: %+v, want card %s and no key", d, x)
	}
	onTable, err := engine.Replay(g.b, out)
	if err != nil {
		t.Fatal(err)
	}
	if got := onTable.Players[0].Hand; !slices.Equal(got, g.s.Players[0].Hand) {
		t.Errorf("Anna's hand on the table's deck %v, want %v", got, g.s.Players[0].Hand)
	}
}
