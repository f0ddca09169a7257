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
		// The card a conquest earns, at the end of the turn; a hand's
		// correction on the board page.
		EndTurn: endTurn, HandFields: handFields,
		// What a set traded this turn gave, in the reinforcement.
		TradeRows: views.CardTradeRows,
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

// handFieldsLeast is the fewest card fields of a hand's correction: a
// hand of 5 must trade at the start of the turn ("With 5 or more cards at
// the start of your turn you must trade", classic.md, Cards), so 6 holds
// any hand between turns but one swollen by an elimination, which gets
// two more than it holds.
const handFieldsLeast = 6

// handOptions are the cards a hand can hold: every territory card with
// its design, then each wild card, numbered (the table's two are alike).
func handOptions(c views.Ctx, st *engine.State) []views.Option {
	var out []views.Option
	for _, cd := range st.Board.Cards {
		out = append(out, views.Option{Value: cd.Territory, Label: c.TerritoryCard(st, cd.Territory)})
	}
	views.SortOptions(out)
	for i, w := range WildCards {
		out = append(out, views.Option{Value: w, Label: c.TerrID(st, w) + " " + views.Itoa(i+1)})
	}
	return out
}

// revealedMission is a mission card as the game's end shows it, or that
// the seat had none.
func revealedMission(c views.Ctx, card string) string {
	if card == "" {
		return c.T("classic.seat.none")
	}
	return MissionText(c, card)
}
