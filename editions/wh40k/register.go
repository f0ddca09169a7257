package wh40k

import (
	"github.com/a-h/templ"

	"herald/engine"
	"herald/i18n"
	"herald/views"
)

// Warhammer 40,000 registers its part of the game and board pages.
func init() {
	views.RegisterPanels(ID, views.Panels{
		Claims:       Missions,
		ClaimReady:   views.ObjectiveReady(missionReady),
		Cards:        GeltCards,
		BonusRows:    warhammerLootRow,
		TradeRows:    warhammerTradeRow,
		TurnExtras:   warhammerTurnExtras,
		Moves:        views.StartManeuver,
		AttackExtras: warhammerAttack,
		Battle:       warhammerBattle,
		EndTurn:      func(c views.Ctx, g views.GameView) templ.Component { return GeltEndTurn(c, g.State) },
		Scores:       Scores,
		TerritoryMarks: func(c views.Ctx, st *engine.State, t engine.TerritoryID) templ.Component {
			return views.PieceMarks(c, st, t, "leader")
		},
		HandFields: warhammerHandFields,
		SayArg:     warhammerArg,
		Words: views.Words{ManeuverHint: "wh40k.maneuver_hint", ManeuverHintMore: "wh40k.maneuver_hint_more", HeroMovesIn: "wh40k.leader_moves_in",
			HeroesTitle: "board.leaders_title", HandHint: "board.hand_hint", Hero: "wh40k."},
	})
}

// warhammerBattle: loot kept re-rolls every battle, loot read as used
// re-rolls once in the invasion; the modifiers are not named yet (a
// leader and loot want Warhammer's own words).
func warhammerBattle(st *engine.State, _ string, _ engine.BattleRule) views.BattleNotes {
	return views.BattleNotes{RerollsOnce: !LootKept(st), Unnamed: true}
}

// warhammerArg names a loot card in a history line or a refusal.
func warhammerArg(lang string, v any) (string, bool) {
	if l, ok := v.(Loot); ok {
		return i18n.T(lang, "loot."+string(l), nil), true
	}
	return "", false
}
