package got_test

// Game of Thrones Skirmish ("Gefecht"): the deck, the End Game card and the
// hand limit of 5, cited from the German rulebook (seed 001).

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"herald/editions/got"
	"herald/engine"
)

// "Spielende-Karte": "Die Spielende-Karte wird zufällig in die untere
// Hälfte des Gebietskartenstapels gemischt"; "Spielaufbau" step 6: "legen
// Sie alle Gebietskarten wieder zusammen und mischen diese. Dann nehmen Sie
// die Spielende-Karte und stecken diese in die unteren Hälfte des Stapels
// an eine zufällige Stelle." With 48 territory cards, 24 lie above it: with
// the table's deck, the End Game card cannot be the draw before 24
// territory cards left the stack (held or traded in) since that shuffle.
func TestGoTTableDeckEndCardOnlyFromTheBottomHalf(t *testing.T) {
	t.Run("first draw of the game", func(t *testing.T) {
		g := newGame(t, 3)
		if got := g.s.DeckLeft(); got != 49 {
			t.Errorf("table deck holds %d cards at the start, want 48 territory cards + the End Game card", got)
		}
		conquerOnce(g)
		g.refuse(engine.EndTurn{Draw: true, Card: engine.EndGameCard}, "draw.end_card_too_early")
		g.do(engine.EndTurn{Draw: true, Card: "the_eyrie"})
		if got := g.s.DeckLeft(); got != 48 {
			t.Errorf("after one draw %d cards left, want 48", got)
		}
	})
	// Five players: four hands of 5 and the drawing player's hand make the
	// cards drawn since the shuffle; one short of 24 is refused, 24 pass.
	for _, c := range []struct {
		own  int
		want string
	}{{3, "draw.end_card_too_early"}, {4, ""}} {
		g := newGame(t, 5)
		for p := 1; p < 5; p++ {
			g.do(engine.CorrectHand{Player: p, Cards: handOf(g, 5)})
		}
		g.do(engine.CorrectHand{Player: 0, Cards: handOf(g, c.own)})
		conquerOnce(g)
		if out := g.s.CardsOut(); out != 20+c.own {
			t.Fatalf("%d cards out, want %d", out, 20+c.own)
		}
		if got := g.s.DeckLeft(); got != 49-20-c.own {
			t.Errorf("%d cards left, want %d", got, 49-20-c.own)
		}
		if c.want != "" {
			g.refuse(engine.EndTurn{Draw: true, Card: engine.EndGameCard}, c.want)
			continue
		}
		g.do(engine.EndTurn{Draw: true, Card: engine.EndGameCard})
		if !g.s.Over || g.s.EndReason != "end_card" {
			t.Errorf("End Game card after 24 draws did not end the game: %q", g.s.EndReason)
		}
	}
	// Traded cards were drawn too: they stay out of the stack.
	t.Run("traded cards count", func(t *testing.T) {
		g := newGame(t, 5)
		knights := cardsOf(g.b, engine.Knight, 3)
		for p := 1; p < 5; p++ {
			g.do(engine.CorrectHand{Player: p, Cards: handOf(g, 5, knights...)})
		}
		farPosition(g)
		g.do(engine.CorrectHand{Player: 0, Cards: append(slices.Clone(knights), handOf(g, 1, knights...)...)})
		g.do(engine.Trade{Cards: knights})
		if out := g.s.CardsOut(); out != 24 {
			t.Fatalf("%d cards out after the trade, want 24", out)
		}
		conquer(g)
		g.do(engine.EndTurn{Draw: true, Card: engine.EndGameCard})
		if !g.s.Over {
			t.Error("End Game card refused after 24 cards left the stack")
		}
	})
}

// "Spielaufbau" step 6, Herald's own deck: ShuffleDeck puts the End Game
// card at one of the 25 places from just below the top 24 cards to the very
// bottom, each reachable, never above.
func TestGoTShuffleDeckEveryBottomHalfPlace(t *testing.T) {
	b := westeros(t)
	low := engine.ShuffleDeck(b, got.Rules, func(int) int { return 0 })
	high := engine.ShuffleDeck(b, got.Rules, func(n int) int { return n - 1 })
	if at := slices.Index(low, engine.EndGameCard); at != 24 {
		t.Errorf("highest place %d, want 24 (24 territory cards above it)", at)
	}
	if at := slices.Index(high, engine.EndGameCard); at != 48 {
		t.Errorf("lowest place %d, want 48 (the bottom card)", at)
	}
	r := rand.New(rand.NewPCG(5, 6))
	seen := map[int]bool{}
	for range 3000 {
		at := slices.Index(engine.ShuffleDeck(b, got.Rules, r.IntN), engine.EndGameCard)
		if at < 24 || at > 48 {
			t.Fatalf("End Game card at %d", at)
		}
		seen[at] = true
	}
	if len(seen) != 25 {
		t.Errorf("End Game card reached %d of the 25 places", len(seen))
	}
	s, err := engine.NewGame(b, setup(b, 3, high))
	if err != nil {
		t.Fatal(err)
	}
	if s.DeckLeft() != 49 {
		t.Errorf("Herald deck holds %d, want 49", s.DeckLeft())
	}
}

// "Verstärkung" 3, Hinweis: "Sie dürfen nie mehr als 5 Gebietskarten auf
// der Hand haben!"; "Karte ziehen": "können Sie die oberste Karte vom
// Gebietskartenstapel ziehen" (a choice); "Invasion (Fortsetzung)": after
// an elimination "falls Sie dann mehr als 5 Karten haben, können Sie diese
// umgehend ... eintauschen (auch außerhalb Ihrer Verstärkungsphase)". A
// hand of exactly 5 after taking an eliminated player's cards trades
// nothing mid-turn (not more than 5) and draws no card (that would be a
// sixth); the next turn starts with the forced trade ("Wenn Sie zu Beginn
// Ihrer Runde 5 Karten auf der Hand haben, müssen Sie einen Satz Karten
// einlösen").
func TestGoTFullHandDrawsNoCard(t *testing.T) {
	for _, mode := range []string{engine.DeckTable, engine.DeckHerald} {
		t.Run(mode, func(t *testing.T) {
			b := westeros(t)
			var deck []string
			if mode == engine.DeckHerald {
				deck = engine.ShuffleDeck(b, got.Rules, rand.New(rand.NewPCG(9, 9)).IntN)
			}
			s, err := engine.NewGame(b, setup(b, 3, deck))
			if err != nil {
				t.Fatal(err)
			}
			g := &game{t: t, b: b, s: s}
			mine := cardsOf(b, engine.Knight, 2)
			theirs := cardsOf(b, engine.Fortification, 3)
			eliminateSeat2(g, deck, mine, theirs)
			g.refuse(engine.Trade{Cards: theirs}, "trade.not_now")
			if g.s.CanDraw() {
				t.Error("CanDraw says a card may be drawn into a hand of 5")
			}
			left := g.s.DeckLeft()
			card := ""
			if mode == engine.DeckTable {
				card = "the_eyrie"
			}
			g.refuse(engine.EndTurn{Draw: true, Card: card}, "draw.hand_full")
			g.do(engine.EndTurn{})
			if n := len(g.s.Players[0].Hand); n != 5 || g.s.DeckLeft() != left {
				t.Fatalf("hand %d, deck %d -> %d", n, left, g.s.DeckLeft())
			}
			// Ben's turn, then Anna's starts with the forced trade.
			g.placeOnAny()
			g.do(engine.EndTurn{})
			if g.s.Current != 0 || !g.s.MustTrade {
				t.Fatalf("current %d, must trade %v", g.s.Current, g.s.MustTrade)
			}
		})
	}
}

// The same limit by every other way a sixth card could come: more than 5
// after an elimination are traded at once, before anything else, and the
// draw then fits; a hand corrected to 5 mid-turn draws no card; a hand
// corrected past the limit either is refused (the correction's own rule)
// or leaves nothing but trades until it is back to 5.
func TestGoTNoWayToASixthCard(t *testing.T) {
	b := westeros(t)
	t.Run("elimination over the limit", func(t *testing.T) {
		g := newGame(t, 3)
		mine := cardsOf(b, engine.Knight, 3)
		theirs := append(cardsOf(b, engine.Fortification, 3), cardsOf(b, engine.SiegeEngine, 1)...)
		eliminateSeat2(g, nil, mine, theirs)
		g.refuse(engine.EndTurn{Draw: true, Card: "the_eyrie"}, "trade.over_limit")
		g.refuse(engine.EndAttack{}, "trade.over_limit")
		g.do(engine.Trade{Cards: theirs[:3]})
		if n := len(g.s.Players[0].Hand); n != 4 {
			t.Fatalf("hand %d after the trade, want 4", n)
		}
		g.refuse(engine.Trade{Cards: mine}, "trade.not_now")
		g.placeAll("harrenhal")
		g.do(engine.EndTurn{Draw: true, Card: "the_eyrie"})
		if n := len(g.s.Players[0].Hand); n != 5 {
			t.Errorf("hand %d after the draw, want 5", n)
		}
	})
	t.Run("hand corrected to 5 mid-turn", func(t *testing.T) {
		g := newGame(t, 3)
		conquerOnce(g)
		g.do(engine.CorrectHand{Player: 0, Cards: handOf(g, 5)})
		g.refuse(engine.EndTurn{Draw: true, Card: "the_eyrie"}, "draw.hand_full")
		g.do(engine.EndTurn{})
		if n := len(g.s.Players[0].Hand); n != 5 {
			t.Errorf("hand %d, want 5", n)
		}
	})
	t.Run("hand corrected past the limit", func(t *testing.T) {
		g := newGame(t, 3)
		conquerOnce(g)
		six := append(cardsOf(b, engine.Knight, 3), cardsOf(b, engine.Fortification, 3)...)
		n, err := engine.Apply(g.s, engine.CorrectHand{Player: 0, Cards: six})
		var re *engine.RuleError
		if errors.As(err, &re) {
			return // refused: the limit holds
		}
		if err != nil {
			t.Fatal(err)
		}
		g.s = n
		g.refuse(engine.EndTurn{}, "trade.over_limit")
		g.refuse(engine.EndTurn{Draw: true, Card: "the_eyrie"}, "trade.over_limit")
		g.refuse(engine.Attack{From: "kings_landing", To: "blackwater_rush", AttackDice: []int{6}, DefendDice: []int{1}}, "trade.over_limit")
		g.do(engine.Trade{Cards: six[:3]})
		if len(g.s.Players[0].Hand) > 5 {
			t.Errorf("hand %d after the trade", len(g.s.Players[0].Hand))
		}
	})
}

// "Verstärkung" 3: "Die 2 weiteren Einheiten dürfen aber nur auf das
// entsprechende Gebiet gestellt werden." Placing on another territory more
// than the free units is refused with a sentence naming where the
// reserved units go.
func TestGoTReservedUnitsRefusalNamesTheirTerritory(t *testing.T) {
	b := westeros(t)
	g := newGame(t, 3)
	knights := cardsOf(b, engine.Knight, 3)
	g.position(1, map[string][2]int{knights[0]: {0, 1}, knights[1]: {0, 1}, "harrenhal": {0, 1}})
	g.do(engine.CorrectHand{Player: 0, Cards: knights})
	g.do(engine.Trade{Cards: knights})
	free := g.s.Pool
	_, err := engine.Apply(g.s, engine.Place{Territory: "harrenhal", Units: free + 2})
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Key != "place.reserved_elsewhere" {
		t.Fatalf("want place.reserved_elsewhere, got %v", err)
	}
	if re.Args["reserved"] != 4 {
		t.Errorf("reserved %v, want 4", re.Args["reserved"])
	}
	where, ok := re.Args["where"].(engine.Line)
	if !ok || where.Key != "list.and" || where.Args["a"] != id(t, b, knights[0]) || where.Args["b"] != id(t, b, knights[1]) {
		t.Errorf("where %#v, want both knights' territories", re.Args["where"])
	}
	// One reserved territory is named itself; placing there is fine.
	g.do(engine.Place{Territory: knights[0], Units: 2})
	_, err = engine.Apply(g.s, engine.Place{Territory: "harrenhal", Units: free + 1})
	if !errors.As(err, &re) || re.Args["where"] != id(t, b, knights[1]) || re.Args["territory"] != id(t, b, "harrenhal") {
		t.Errorf("want knights[1] named, got %v", err)
	}
	g.do(engine.Place{Territory: knights[1], Units: free + 2})
	if g.s.ToPlace() != 0 {
		t.Errorf("%d left", g.s.ToPlace())
	}
}
