package views

import (
	"github.com/a-h/templ"

	"herald/editions/legendary"
)

// Halo Legendary registers its part of the game and board pages.
func init() {
	RegisterPanels(legendary.ID, Panels{
		Claims:    legendaryClaims,
		Cards:     SkullTrade,
		TradeRows: SkullTradeRow,
		TurnStart: legendaryTurnStart,
		// A fallen hero comes back at the start of the turn, which the
		// leader's form also offers (kept as it was before the panels).
		TurnExtras: func(c Ctx, g GameView) templ.Component {
			if leaderDeployOpen(g.State) {
				return LeaderDeploy(c, g)
			}
			return templ.NopComponent
		},
		BonusRows:      BasesRow,
		Moves:          HaloMoves,
		AttackExtras:   legendaryAttack,
		EndTurn:        func(c Ctx, g GameView) templ.Component { return SkullEndTurn(c, g.State, "draw.after_campaign") },
		Scores:         LegendaryScores,
		TerritoryMarks: legendaryMarks,
		BoardLegend:    LegendaryMarks,
		HandFields:     legendaryHandFields,
		Words: Words{ManeuverHint: "maneuver.hint_halo", HeroMovesIn: "legendary.hero_moves_in",
			HeroesTitle: "board.heroes_title", HandHint: "board.hand_hint_private", Hero: "halo."},
	})
}
