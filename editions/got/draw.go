package got

// The draw after a conquest on the game page: the table's deck with the End
// Game card in its bottom half, one card however many were conquered.

import (
	"herald/engine"
	"herald/views"
)

// mayDraw says a card may be drawn after n conquests ("Karte ziehen": "Sie
// dürfen immer nur eine Karte ziehen, auch wenn Sie mehrere Gebiete
// erobert haben"), with the real plural.
func mayDraw(c views.Ctx, n int) string {
	if n == 1 {
		return c.T("got.may_draw_one")
	}
	return c.T("got.may_draw", "count", views.Itoa(n))
}

// endCardTooEarly reports whether the table's deck cannot yet give the End
// Game card (it lies in the bottom half: "Spielaufbau" step 6).
func endCardTooEarly(st *engine.State) bool {
	return st.Rules.EndGameCard && st.DeckMode == engine.DeckTable && st.CardsOut() < st.EndCardFrom()
}

// drawableCards lists the cards a player may say they drew from the
// table's deck: the End Game card once it can come, then the territory
// cards the deck can still give.
func drawableCards(c views.Ctx, g views.GameView) []views.Option {
	st := g.State
	cards := views.DrawableCards(c, g)
	if endCardTooEarly(st) {
		return cards
	}
	return append([]views.Option{{Value: engine.EndGameCard, Label: c.T("card.end_game")}}, cards...)
}
