package got

import (
	"github.com/a-h/templ"

	"herald/views"
)

// Game of Thrones Skirmish registers its part of the game and board pages:
// the core card panel with the cards left in the deck, its trade rows, the
// castles counted in the reinforcement, the draw after a conquest, the
// scores of the End Game card and the hand correction.
func init() {
	views.RegisterPanels(ID, views.Panels{
		Cards:      cards,
		TradeRows:  views.CardTradeRows,
		SourceRows: castleRow,
		EndTurn:    endTurn,
		Scores:     scores,
		HandFields: handFields,
		Words:      views.Words{ManeuverHint: "maneuver.hint", HandHint: "board.hand_hint"},
		// Gebietskarten are held in the hand ("Wenn Sie zu Beginn Ihrer
		// Runde 5 Karten auf der Hand haben", EINLÖSEN, seed 001): once the
		// seats are taken only their holder sees them by name; a drawn
		// card is told as "zieht eine Karte" (history.end_turn_draw).
		PrivateHand: true,
	})
}

// cards is the core card panel with the cards left in the stack.
func cards(c views.Ctx, g views.GameView) templ.Component {
	return views.CardPanel(c, g, deckLeft(c, g.State))
}
