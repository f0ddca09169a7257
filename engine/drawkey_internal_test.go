package engine

import (
	"strconv"
	"testing"
)

// The End Game card lies in the bottom half of the stack ("Spielaufbau"
// step 6): a keyed draw takes it only once half the territory cards are
// out, and from then on it is as likely as any card left, so the draw
// that took it back by an undo does not make it the known next card.
func TestKeyedDrawKeepsTheEndCardInTheBottomHalf(t *testing.T) {
	s := &State{DeckMode: DeckHerald, Board: &Board{Cards: make([]Card, 10)}, Rules: &Ruleset{},
		Players: []Player{{}}, Deck: []string{EndGameCard, "a", "b", "c"}}
	if got := s.drawPlace(""); got != 0 {
		t.Errorf("a draw without a key takes place %d, want the top", got)
	}
	seen := func() map[string]int {
		out := map[string]int{}
		for i := range 200 {
			out[s.Deck[s.drawPlace("k"+strconv.Itoa(i))]]++
		}
		return out
	}
	if got := seen(); got[EndGameCard] > 0 || len(got) != 3 {
		t.Errorf("with no card out the keyed draws gave %v, want a, b and c, never the End Game card", got)
	}
	s.Discard = []string{"v", "w", "x", "y", "z"} // half the 10 cards are out
	if got := seen(); got[EndGameCard] == 0 || len(got) != 4 {
		t.Errorf("with half the cards out the keyed draws gave %v, want every card left", got)
	}
}
