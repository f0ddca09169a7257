package views

// Game of Thrones Skirmish helpers for the game page: the table's deck
// with the End Game card in its bottom half, the draw after a conquest.

import (
	"herald/engine"
)

// mayDraw says a card may be drawn after n conquests ("Karte ziehen": "Sie
// dürfen immer nur eine Karte ziehen, auch wenn Sie mehrere Gebiete
// erobert haben"), with the real plural.
func (c Ctx) mayDraw(n int) string {
	if n == 1 {
		return c.T("got.may_draw_one")
	}
	return c.T("got.may_draw", "count", itoa(n))
}

// showDeckLeft reports whether the page shows the cards left in the
// stack: Game of Thrones, both deck modes.
func showDeckLeft(st *engine.State) bool { return st.Rules.EndGameCard }

// endCardTooEarly reports whether the table's deck cannot yet give the End
// Game card (it lies in the bottom half: "Spielaufbau" step 6).
func endCardTooEarly(st *engine.State) bool {
	return st.Rules.EndGameCard && st.DeckMode == engine.DeckTable && st.CardsOut() < st.EndCardFrom()
}

// DrawableCards lists the cards a player may say they drew from the
// table's deck: not in a hand, not traded, plus the End Game card.
func (c Ctx) DrawableCards(st *engine.State) []option {
	held := map[string]bool{}
	for _, p := range st.Players {
		for _, h := range p.Hand {
			held[h] = true
		}
	}
	for _, d := range st.Discard {
		held[d] = true
	}
	var out []option
	if !endCardTooEarly(st) {
		out = append(out, option{Value: engine.EndGameCard, Label: c.T("card.end_game")})
	}
	var cards []option
	for _, cd := range st.Board.Cards {
		if held[cd.Territory] {
			continue
		}
		cards = append(cards, option{Value: cd.Territory, Label: c.TerrID(st, cd.Territory) + " · " + c.Symbol(st, cd.Territory)})
	}
	sortOptions(cards)
	return append(out, cards...)
}
