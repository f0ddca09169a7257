package legendary

import (
	"github.com/a-h/templ"

	"herald/views"
)

// Halo Legendary registers its part of the game and board pages.
func init() {
	views.RegisterPanels(ID, views.Panels{
		Claims:    legendaryClaims,
		Cards:     views.SkullTrade,
		TradeRows: views.SkullTradeRow,
		TurnStart: legendaryTurnStart,
		// A fallen hero comes back at the start of the turn, which the
		// leader's form also offers (kept as it was before the panels).
		TurnExtras: func(c views.Ctx, g views.GameView) templ.Component {
			if views.LeaderDeployOpen(g.State) {
				return views.LeaderDeploy(c, g)
			}
			return templ.NopComponent
		},
		BonusRows:    views.BasesRow,
		Moves:        views.TransferMoves,
		AttackExtras: legendaryAttack,
		EndTurn: func(c views.Ctx, g views.GameView) templ.Component {
			return views.SkullEndTurn(c, g.State, "draw.after_campaign")
		},
		Scores:         Scores,
		TerritoryMarks: legendaryMarks,
		BoardLegend:    Marks,
		HandFields:     legendaryHandFields,
		Words: views.Words{ManeuverHint: "maneuver.hint_halo", HeroMovesIn: "legendary.hero_moves_in",
			HeroesTitle: "board.heroes_title", HandHint: "board.hand_hint_private", Hero: "halo.",
			HandTitle: "legendary.faction_cards"},
		SecretHand:   true,
		HandExtras:   FactionPlay,
		TransferFrom: true,
	})
	views.RegisterBoardFeatures(ID, views.BoardFeatures{Teleporters: true, Sections: skullChartForm})
	views.SkullRowsConfirmed = SkullsConfirmed
}
