package classic

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"herald/engine"
	"herald/views"
)

// TestDrawFromTheEmptyDeckReshuffles: when Herald's deck is empty, the
// traded cards are shuffled into a new deck (issue 32; the 1993 booklet
// keeps them "face down under the bottom edge of the game board" and says
// nothing of an empty pile): the card drawn is one of them, the same on
// every replay; the game file's log on the table's deck (OnTableDeck)
// names it and replays to the same hands.
func TestDrawFromTheEmptyDeckReshuffles(t *testing.T) {
	deck := engine.ShuffleDeck(board(t), Rules, rand.New(rand.NewPCG(5, 6)).IntN)
	s := threePlayers(t, engine.DeckHerald, deck)
	// Every card into a hand, as the table has them: Anna 4, a set among
	// them (a wild card and two more), Ben and Carla 20 each.
	anna := []string{"wild_1", "ukraine", "egypt", "alaska"}
	var rest []string
	for _, c := range deck {
		if !slices.Contains(anna, c) {
			rest = append(rest, c)
		}
	}
	log := []engine.Event{
		engine.CorrectHand{Player: 0, Cards: anna},
		engine.CorrectHand{Player: 1, Cards: rest[:20]},
		engine.CorrectHand{Player: 2, Cards: rest[20:]},
		engine.Trade{Cards: anna[:3]},
	}
	s = applyAll(t, s, log...)
	if len(s.Deck) != 0 || len(s.Discard) != 3 || s.DeckLeft() != 0 {
		t.Fatalf("deck %d, traded %d", len(s.Deck), len(s.Discard))
	}
	conquest := conquestEvents(t, s)
	s = applyAll(t, s, conquest...)
	s, err := engine.Apply(s, engine.EndTurn{Draw: true})
	if err != nil {
		t.Fatalf("draw from the empty deck: %v", err)
	}
	hand := s.Players[0].Hand
	drawn := hand[len(hand)-1]
	if !slices.Contains(anna[:3], drawn) || len(s.Deck) != 2 || len(s.Discard) != 0 || s.DeckLeft() != 2 {
		t.Errorf("drew %s, deck %v, traded %v; want one of %v, the other two in the deck", drawn, s.Deck, s.Discard, anna[:3])
	}
	// The replay deals the same card.
	again := threePlayers(t, engine.DeckHerald, deck)
	again = applyAll(t, again, append(append(log, conquest...), engine.EndTurn{Draw: true})...)
	if h := again.Players[0].Hand; h[len(h)-1] != drawn || !slices.Equal(again.Deck, s.Deck) {
		t.Errorf("replay drew %s, deck %v; first %s, %v", h[len(h)-1], again.Deck, drawn, s.Deck)
	}
	full := append([]engine.Event{threeSetup(t, engine.DeckHerald, deck)}, append(append(log, conquest...), engine.EndTurn{Draw: true})...)
	onTable, err := engine.OnTableDeck(board(t), full, false)
	if err != nil {
		t.Fatal(err)
	}
	if d := onTable[len(onTable)-1].(engine.EndTurn); d.Card != drawn {
		t.Errorf("the file's draw names %q, want %s", d.Card, drawn)
	}
	table, err := engine.Replay(board(t), onTable)
	if err != nil {
		t.Fatalf("the file's log on the table's deck: %v", err)
	}
	if !slices.Equal(table.Players[0].Hand, s.Players[0].Hand) || table.DeckLeft() != 2 {
		t.Errorf("on the table's deck: hand %v, deck_left %d", table.Players[0].Hand, table.DeckLeft())
	}
}

// TestTableDeckReshuffles: on the table's deck, a traded card may be
// drawn once every card is in a hand or traded (the traded ones are the
// new pile), not before.
func TestTableDeckReshuffles(t *testing.T) {
	s := threePlayers(t, engine.DeckTable, nil)
	if s.DeckLeft() != 44 {
		t.Fatalf("deck_left at the start %d, want 44", s.DeckLeft())
	}
	all := append(slices.Clone(WildCards), territoryCards(s)...)
	anna := []string{"wild_1", "ukraine", "egypt", "alaska"}
	var rest []string
	for _, c := range all {
		if !slices.Contains(anna, c) {
			rest = append(rest, c)
		}
	}
	s = applyAll(t, s, engine.CorrectHand{Player: 0, Cards: anna}, engine.CorrectHand{Player: 1, Cards: rest[:19]})
	if s.DeckLeft() != 44-23 {
		t.Errorf("deck_left with 23 cards in hands %d, want 21", s.DeckLeft())
	}
	s = applyAll(t, s, engine.Trade{Cards: anna[:3]})
	s = applyAll(t, s, conquestEvents(t, s)...)
	if _, err := engine.Apply(s, engine.EndTurn{Draw: true, Card: "ukraine"}); keyOf(err) != "draw.card_traded" {
		t.Errorf("a traded card drawn while the pile holds %d: %v", s.DeckLeft(), err)
	}
	s = applyAll(t, s, engine.CorrectHand{Player: 2, Cards: rest[19:]})
	if s.DeckLeft() != 0 {
		t.Fatalf("deck_left %d with every card out", s.DeckLeft())
	}
	s = applyAll(t, s, engine.EndTurn{Draw: true, Card: "ukraine"})
	if len(s.Discard) != 0 || s.DeckLeft() != 2 {
		t.Errorf("after the reshuffle: traded %v, deck_left %d, want none and 2", s.Discard, s.DeckLeft())
	}
}

func territoryCards(s *engine.State) []string {
	var out []string
	for _, c := range s.Board.Cards {
		out = append(out, c.Territory)
	}
	return out
}

func applyAll(t *testing.T, s *engine.State, log ...engine.Event) *engine.State {
	t.Helper()
	for _, e := range log {
		next, err := engine.Apply(s, e)
		if err != nil {
			t.Fatalf("%T %+v: %v", e, e, err)
		}
		s = next
	}
	return s
}

// conquestEvents takes Kamchatka (Ben's) from Alaska with Anna's armies placed:
// the events after s.
func conquestEvents(t *testing.T, s *engine.State) []engine.Event {
	t.Helper()
	log := []engine.Event{engine.Correct{Territories: []engine.TerritoryFix{{Territory: "kamchatka", Owner: 1, Units: 1}, {Territory: "alaska", Owner: 0, Units: 10}}}}
	s = applyAll(t, s, log...)
	for s.ToPlace() > 0 {
		e := placeAll(s)
		s = applyAll(t, s, e)
		log = append(log, e)
	}
	return append(log, engine.Attack{From: "alaska", To: "kamchatka", AttackDice: []int{6, 6, 6}, DefendDice: []int{1}}, engine.MoveIn{Units: 3})
}

// The two wild cards are alike at the table ("2 wild cards marked with all
// three pictures, but no territory", classic.md, Cards): a draw from the
// table's deck that names the one already in a hand takes the other (a
// seated game's shared page cannot tell which is where), and with both
// taken it is refused in classic's words, not Game of Thrones'.
func TestTableDeckWildCardsAreAlike(t *testing.T) {
	s := threePlayers(t, engine.DeckTable, nil)
	s = applyAll(t, s, engine.CorrectHand{Player: 1, Cards: []string{"wild_1"}})
	s = applyAll(t, s, conquestEvents(t, s)...)
	s = applyAll(t, s, engine.EndTurn{Draw: true, Card: "wild_1"})
	if got := s.Players[0].Hand; !slices.Equal(got, []string{"wild_2"}) {
		t.Fatalf("Anna drew the wild card named as Ben's: her hand %v, want the other wild card", got)
	}
	if h := s.Players[1].Hand; !slices.Equal(h, []string{"wild_1"}) {
		t.Errorf("Ben's hand %v, want his wild card kept", h)
	}
	// Ben takes Alaska back from Kamchatka.
	s = applyAll(t, s, engine.Correct{Territories: []engine.TerritoryFix{{Territory: "kamchatka", Owner: 1, Units: 10}, {Territory: "alaska", Owner: 0, Units: 1}}})
	for s.ToPlace() > 0 {
		s = applyAll(t, s, placeAll(s))
	}
	s = applyAll(t, s, engine.Attack{From: "kamchatka", To: "alaska", AttackDice: []int{6, 6, 6}, DefendDice: []int{1}}, engine.MoveIn{Units: 3})
	_, err := engine.Apply(s, engine.EndTurn{Draw: true, Card: "wild_2"})
	if keyOf(err) != "draw.extra_card_taken" {
		t.Fatalf("a third wild card drawn: %v", err)
	}
	for lang, want := range map[string]string{"en": "Both wild cards", "de": "Beide Joker", "fr": "Les deux jokers"} {
		if got := views.SayError(lang, s, err); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want it to say %q", lang, got, want)
		}
	}
}
