package legendary

import (
	"github.com/a-h/templ"

	"herald/views"
)

// Halo Legendary registers its part of the game and board pages.
func init() {
	views.RegisterPanels(ID, views.Panels{
		Claims:     legendaryClaims,
		ClaimReady: campaignReady,
		Cards:      views.PointTrade,
		TradeRows:  views.PointTradeRow,
		// A fallen hero comes back at the start of its owner's turn
		// ("HELDEN EINSETZEN"), by its one form (HeroDeploy, posting to
		// the edition's "hero" action); Warhammer's leader form is not
		// this edition's (it posted to a route Legendary does not have).
		TurnStart:    legendaryTurnStart,
		TurnFoot:     campaignToRecord,
		BonusRows:    views.BasesRow,
		Moves:        views.TransferMoves,
		AttackExtras: legendaryAttack,
		EndTurn: func(c views.Ctx, g views.GameView) templ.Component {
			return views.PointEndTurn(c, g, "draw.after_campaign")
		},
		Scores:         Scores,
		TerritoryMarks: legendaryMarks,
		BoardLegend:    boardLegend,
		HandFields:     legendaryHandFields,
		Words: views.Words{ManeuverHint: "maneuver.hint_team", HeroMovesIn: "heroes.moves_in_fought",
			HeroesTitle: "board.heroes_title", HandHint: "board.hand_hint_private", Hero: "heroes.",
			HandTitle: "legendary.faction_cards"},
		// Seed 000, FRAKTIONS-KARTEN: "Die Anzahl der Fraktions-Karten
		// eines Spielers ist allen Spielern bekannt, der Inhalt jedoch
		// nicht".
		SecretHand:   true,
		HandExtras:   FactionPlay,
		SeatCards:    seatCards,
		TransferFrom: true,
	})
	// Seed 000, SCHLACHTFELDER: "Manche Gebiete sind miteinander
	// verbunden – durch eine gemeinsame Grenze oder eine stationäre
	// Teleporter-Verbindung"; no sea lines.
	views.RegisterBoardFeatures(ID, views.BoardFeatures{Teleporters: true, NoSeaLines: true, Sections: skullChartForm})
	views.PointRowsConfirmed = SkullsConfirmed
}
