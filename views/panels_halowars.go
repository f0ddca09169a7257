package views

import (
	"github.com/a-h/templ"

	"herald/editions/halowars"
	"herald/engine"
)

// Halo Wars registers its part of the game and board pages.
func init() {
	RegisterPanels(halowars.ID, Panels{
		Claims:       Achievements,
		Cards:        SkullTrade,
		TradeRows:    SkullTradeRow,
		SourceRows:   haloWarsColonyRow,
		BonusRows:    haloWarsBonusRows,
		Moves:        HaloMoves,
		AttackExtras: haloWarsAttack,
		Battle:       haloWarsBattle,
		EndTurn:      haloWarsEndTurn,
		Scores:       haloWarsScores,
		TerritoryMarks: func(c Ctx, st *engine.State, t engine.TerritoryID) templ.Component {
			return PieceMarks(c, st, t, "hero")
		},
		HandFields: func(c Ctx, st *engine.State, p int) templ.Component { return SkullHandFields(c, st, p, true) },
		Words: Words{ManeuverHint: "maneuver.hint_halo", HeroMovesIn: "legendary.hero_moves_in",
			HeroesTitle: "board.heroes_title", HandHint: "board.hand_hint", Hero: "halo."},
	})
}

// haloWarsBattle names the modifiers in Halo Wars' words and says when
// the attacker's hero could go "IN" and is not counted.
func haloWarsBattle(st *engine.State, fromID string, rule engine.BattleRule) BattleNotes {
	return BattleNotes{OwnWords: true, HeroOut: HeroHere(st, fromID) && !rule.Attack.Hero}
}
