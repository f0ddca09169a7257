package classic

import (
	"herald/engine"
	"herald/views"
)

// The game page shows each player's territory cards (wild cards too) with
// the core's card panel, and ends a turn with the card a conquest earns. The cards are
// held in the hand, as in every edition ("Karten auf der Hand", see
// editions/got): once the seats are taken only their holder sees them.
// Capital RISK marks the capitals in the board list and on the picture.
func init() {
	views.RegisterPanels(Edition, views.Panels{Cards: views.Cards, PrivateHand: true,
		TerritoryMarks: capitalMark, BoardLegend: capitalLegend,
		// The card a conquest earns, at the end of the turn.
		EndTurn: endTurn,
		// Secret Mission RISK (secret.go): the links to the holders' own
		// pages; the cards revealed at the end.
		Claims: missionLinks, Scores: missionScores,
		// Beside the maneuver form: the fortify rule the table chose
		// (options.go).
		Words: views.Words{ManeuverHint: "classic.fortify.hint_connected", ManeuverHintAdjacent: "classic.fortify.hint_adjacent"}})
}

// capitalLegend says what the capital's flag means, only in a Capital
// RISK game.
func capitalLegend(c views.Ctx, st *engine.State) []views.LegendMark {
	if Capitals(st) == nil {
		return nil
	}
	return []views.LegendMark{{Key: "capital", Sign: "⚑", Text: c.T("classic.legend_capital")}}
}

// earnsCard says that the turn's conquests earn one card, however many
// there were.
func earnsCard(c views.Ctx, st *engine.State) string {
	return c.T("classic.earns_card", "player", views.PlayerName(st, st.Current), "count", views.Itoa(st.Conquered))
}
