package views

// Game of Thrones Skirmish registers its part of the game and board pages.
func init() {
	RegisterPanels("got", Panels{ // moves to editions/got next
		Cards:      Cards,
		TradeRows:  gotTradeRows,
		SourceRows: gotCastleRow,
		EndTurn:    gotEndTurn,
		Scores:     gotScores,
		HandFields: gotHandFields,
		Words:      Words{ManeuverHint: "maneuver.hint", HandHint: "board.hand_hint"},
	})
}
