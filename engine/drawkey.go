package engine

import (
	"crypto/sha256"
	"encoding/binary"
)

// drawkey.go: the card a draw from Herald's deck takes. Were it always
// the top card, an undo that takes a draw back (its card back on top)
// would tell the drawer the next card, and undoing again and again the
// pile's order. So Herald records each draw from its deck with a fresh
// secret key (EndTurn.DrawKey), and the draw takes the card at the place
// the key picks among the cards that may come next: a new draw after an
// undo is a new key, nobody's to know; a redo puts the same event back,
// key and all, and gives the same card; a replay of the log gives the
// same game. A draw without a key (a log from before the keys) takes the
// top card.

// KeyDraw is e as Herald records it: a draw from Herald's deck with a
// fresh secret DrawKey, any other event as it is.
func (s *State) KeyDraw(e Event) Event {
	d, ok := e.(EndTurn)
	if !ok || !s.drawsFromHeraldsDeck(d) {
		return e
	}
	d.DrawKey = NewDeckSeed()
	return d
}

// drawsFromHeraldsDeck reports whether e draws a territory card from
// Herald's deck.
func (s *State) drawsFromHeraldsDeck(e EndTurn) bool {
	return e.Draw && s.DeckMode == DeckHerald && s.Rules.Draws == nil
}

// drawPlace is the place in Herald's deck of the card a draw with key
// takes: the top without a key, else one the key picks, each as likely,
// of the cards that may come next. The End Game card lies in the bottom
// half ("Spielaufbau" step 6), so it is one of them only once half the
// territory cards are out, as on the table's deck (drawCard); from then
// on, lying anywhere in the rest of the pile, it is as likely as any
// card left.
func (s *State) drawPlace(key string) int {
	if key == "" {
		return 0
	}
	endMay := s.CardsOut() >= s.EndCardFrom()
	var places []int
	for i, c := range s.Deck {
		if c != EndGameCard || endMay {
			places = append(places, i)
		}
	}
	if len(places) == 0 {
		return 0
	}
	sum := sha256.Sum256([]byte("draw:" + key))
	return places[binary.LittleEndian.Uint64(sum[:8])%uint64(len(places))]
}
