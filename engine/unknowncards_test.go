package engine_test

// Cards whose face the log does not know (engine.UnknownCard): a game file
// moved without its secrets names the cards of private hands so, and the
// copy plays on.

import (
	"path/filepath"
	"slices"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// A hand may hold unknown cards; a trade naming real cards the hand lacks
// turns unknown ones face up, never a card another hand holds or one
// traded in; the hand's correction replaces them; each counts as a card
// out of the deck.
func TestUnknownCardsInHand(t *testing.T) {
	g := newGame(t, 3)
	u := engine.UnknownCard
	g.do(engine.CorrectHand{Player: anna, Cards: []string{u, u, u, u}})
	if out := g.s.CardsOut(); out != 4 {
		t.Errorf("four unknown cards: %d cards out of the deck, want 4", out)
	}
	set := cardsOf(g.b, engine.Knight, 4)
	g.do(engine.CorrectHand{Player: ben, Cards: set[3:]})
	g.refuse(engine.Trade{Cards: []string{set[0], set[1], set[3]}}, "trade.not_in_hand") // Ben holds it
	g.refuse(engine.Trade{Cards: []string{set[0], set[1], u}}, "territory.unknown")      // a trade shows its cards
	pool := g.s.Pool
	g.do(engine.Trade{Cards: set[:3]})
	if hand := g.s.Players[anna].Hand; !slices.Equal(hand, []string{u}) || g.s.Pool <= pool || !slices.Equal(g.s.Discard, set[:3]) {
		t.Fatalf("after the trade: hand %v, pool %d (was %d), traded %v", hand, g.s.Pool, pool, g.s.Discard)
	}
	if out := g.s.CardsOut(); out != 5 {
		t.Errorf("one unknown, one of Ben's, three traded: %d out, want 5", out)
	}
	g.do(engine.CorrectHand{Player: anna, Cards: []string{u, u}})
	g.do(engine.CorrectHand{Player: anna, Cards: cardsOf(g.b, engine.SiegeEngine, 1)})
	if hand := g.s.Players[anna].Hand; slices.Contains(hand, u) || len(hand) != 1 {
		t.Errorf("the correction kept unknown cards: %v", hand)
	}
}

// A recorded game on Herald's deck, rewritten onto the table's deck, is the
// same game: with each draw named by the card Herald's deck gave, to the
// hand; with each draw unknown (the End Game card still named), the same
// owners, units, hand sizes and end, its trades turning the unknown cards
// face up.
func TestOnTableDeckIsTheSameGame(t *testing.T) {
	path := filepath.Join(gamesDir, "got", "three_players_end_card.json")
	g := enginetest.Load(t, path)
	b := enginetest.Board(t, gamesDir, g)
	events := enginetest.Events(t, g)
	want, err := engine.Replay(b, events)
	if err != nil {
		t.Fatal(err)
	}
	trades := 0
	for _, e := range events {
		if _, ok := e.(engine.Trade); ok {
			trades++
		}
	}
	if !want.Over || want.EndReason != "end_card" || trades == 0 {
		t.Fatalf("the recorded game should trade and end by the End Game card: over %v (%s), %d trades", want.Over, want.EndReason, trades)
	}
	for _, hide := range []bool{false, true} {
		log, err := engine.OnTableDeck(b, events, hide)
		if err != nil {
			t.Fatalf("hide %v: %v", hide, err)
		}
		if s := log[0].(engine.Setup); s.DeckMode != engine.DeckTable || s.Deck != nil {
			t.Errorf("hide %v: set-up on %q with deck %v", hide, s.DeckMode, s.Deck)
		}
		got, err := engine.Replay(b, log)
		if err != nil {
			t.Fatalf("hide %v: the rewritten log does not replay: %v", hide, err)
		}
		if !slices.Equal(got.Owner, want.Owner) || !slices.Equal(got.Units, want.Units) || got.EndReason != want.EndReason ||
			!slices.Equal(got.Winners, want.Winners) || got.DeckLeft() != want.DeckLeft() || got.CardsOut() != want.CardsOut() {
			t.Errorf("hide %v: another game (end %q winners %v deck %d out %d, want %q %v %d %d)", hide,
				got.EndReason, got.Winners, got.DeckLeft(), got.CardsOut(), want.EndReason, want.Winners, want.DeckLeft(), want.CardsOut())
		}
		for p := range want.Players {
			h, w := got.Players[p].Hand, want.Players[p].Hand
			if !hide && !slices.Equal(h, w) || len(h) != len(w) {
				t.Errorf("hide %v: %s holds %v, want %v", hide, want.Players[p].Name, h, w)
			}
			if hide && slices.ContainsFunc(h, func(c string) bool { return c != engine.UnknownCard }) {
				t.Errorf("%s's drawn cards are named: %v", want.Players[p].Name, h)
			}
		}
	}
}

// A log on the table's deck comes back as it is.
func TestOnTableDeckLeavesTheTablesDeck(t *testing.T) {
	g := enginetest.Load(t, filepath.Join(gamesDir, "got", "two_players_table_deck_end_card.json"))
	events := enginetest.Events(t, g)
	log, err := engine.OnTableDeck(enginetest.Board(t, gamesDir, g), events, true)
	if err != nil || len(log) != len(events) {
		t.Fatalf("%d events, %v", len(log), err)
	}
	for i := range log {
		if e, ok := log[i].(engine.EndTurn); ok && e.Card != events[i].(engine.EndTurn).Card {
			t.Errorf("event %d: card %q, was %q", i+1, e.Card, events[i].(engine.EndTurn).Card)
		}
	}
}
