package engine

import "slices"

// unknowncards.go: a card whose face the log does not know. A game file
// that leaves its secrets out (a copy made from a phone) names every
// card taken into a private hand as UnknownCard and plays on the table's
// deck; the copy goes on from there: a hand may hold unknown cards, a
// trade naming real cards the hand lacks turns unknown ones face up (the
// trade reveals them), and the hand's correction (each player entering
// their real cards) replaces them.

// UnknownCard is a card in hand whose face the log does not know.
const UnknownCard = "?"

// unknownIn counts the unknown cards of a hand.
func unknownIn(hand []string) int {
	n := 0
	for _, c := range hand {
		if c == UnknownCard {
			n++
		}
	}
	return n
}

// dropUnknown takes n unknown cards out of a hand.
func dropUnknown(hand []string, n int) []string {
	return slices.DeleteFunc(hand, func(c string) bool {
		if c == UnknownCard && n > 0 {
			n--
			return true
		}
		return false
	})
}

// couldBeUnknown reports whether card c, named in player p's trade but not
// in the hand, can be one of the hand's unknown cards: a card of the game
// that is in no other hand and was not traded in.
func (s *State) couldBeUnknown(p int, c string) bool {
	if _, extra := s.Rules.ExtraCards[c]; !extra {
		t, ok := s.Board.Lookup(c)
		if !ok {
			return false
		}
		if _, ok := s.Board.CardOf(t); !ok {
			return false
		}
	}
	for i, pl := range s.Players {
		if i != p && slices.Contains(pl.Hand, c) {
			return false
		}
	}
	return !slices.Contains(s.Discard, c)
}

// OnTableDeck is a log played on Herald's deck rewritten to play on the
// table's deck: the set-up without the deck, each draw naming the card
// Herald's deck gave. With hide, a card drawn into a hand is named
// UnknownCard, except the End Game card, to which the game reacts in
// front of everyone. A log on the table's deck comes back unchanged.
func OnTableDeck(b *Board, events []Event, hide bool) ([]Event, error) {
	setup, ok := events[0].(Setup)
	if !ok || setup.DeckMode != DeckHerald {
		return events, nil
	}
	out := slices.Clone(events)
	setup.DeckMode, setup.Deck, setup.DeckSeed = DeckTable, nil, ""
	out[0] = setup
	i := 0
	_, err := ReplayEach(b, events, func(before *State, e Event, _ *State) {
		defer func() { i++ }()
		d, ok := e.(EndTurn)
		if !ok || !d.Draw || before.Rules.Draws != nil {
			return
		}
		n := before.Clone()
		if n.pileEmpty() {
			// The traded cards were shuffled into a new pile by this draw.
			n.reshuffle()
		}
		if len(n.Deck) == 0 {
			return
		}
		d.Card, d.DrawKey = n.Deck[n.drawPlace(d.DrawKey)], ""
		if hide && d.Card != EndGameCard {
			d.Card = UnknownCard
		}
		out[i] = d
	})
	return out, err
}
