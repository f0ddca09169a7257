package halowars

import (
	"github.com/a-h/templ"

	"herald/engine"
	"herald/views"
)

// Halo Wars registers its part of the game and board pages.
func init() {
	views.RegisterPanels(ID, views.Panels{
		Claims:       Achievements,
		ClaimReady:   views.ObjectiveReady(achievementReady),
		Cards:        views.PointTrade,
		TradeRows:    views.PointTradeRow,
		SourceRows:   haloWarsColonyRow,
		BonusRows:    haloWarsBonusRows,
		Moves:        views.TransferMoves,
		Owed:         cannonDue,
		OwedForm:     cannonDueForm,
		AttackExtras: haloWarsAttack,
		Battle:       haloWarsBattle,
		EndTurn:      haloWarsEndTurn,
		Scores:       haloWarsScores,
		TerritoryMarks: func(c views.Ctx, st *engine.State, t engine.TerritoryID) templ.Component {
			return views.PieceMarks(c, st, t, "hero")
		},
		HandFields: func(c views.Ctx, st *engine.State, p int) templ.Component {
			return views.PointHandFields(c, st, p, true)
		},
		Words: views.Words{ManeuverHint: "maneuver.hint_team", ManeuverHintMore: "halowars.maneuver_hint_more", HeroMovesIn: "heroes.moves_in_fought",
			HeroesTitle: "board.heroes_title", HandHint: "board.hand_hint", Hero: "heroes."},
	})
}

// haloWarsBattle names the modifiers in Halo Wars' words and says when
// the attacker's hero could go "IN" and is not counted.
func haloWarsBattle(st *engine.State, fromID string, rule engine.BattleRule) views.BattleNotes {
	return views.BattleNotes{OwnWords: true, HeroOut: views.HeroHere(st, fromID) && !rule.Attack.Hero}
}

// cannonUnknown reports whether player p has a cannon that may be in range
// of a battle for territory id by a link the board does not know.
func cannonUnknown(st *engine.State, p int, id string) bool {
	t, ok := st.Board.Lookup(id)
	if !ok || p < 0 {
		return false
	}
	in, unknown := st.CannonInRange(p, t)
	return !in && unknown
}
