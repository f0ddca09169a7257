package views

import (
	"github.com/a-h/templ"

	"herald/editions/wh40k"
	"herald/engine"
	"herald/i18n"
)

// Warhammer 40,000 registers its part of the game and board pages.
func init() {
	RegisterPanels(wh40k.ID, Panels{
		Claims:       Missions,
		Cards:        GeltCards,
		BonusRows:    warhammerLootRow,
		TradeRows:    warhammerTradeRow,
		TurnExtras:   warhammerTurnExtras,
		Moves:        StartManeuver,
		AttackExtras: warhammerAttack,
		Battle:       warhammerBattle,
		EndTurn:      func(c Ctx, g GameView) templ.Component { return GeltEndTurn(c, g.State) },
		Scores:       WarhammerScores,
		TerritoryMarks: func(c Ctx, st *engine.State, t engine.TerritoryID) templ.Component {
			return PieceMarks(c, st, t, "leader")
		},
		HandFields: warhammerHandFields,
		SayArg:     warhammerArg,
		Words: Words{ManeuverHint: "wh40k.maneuver_hint", HeroMovesIn: "wh40k.leader_moves_in",
			HeroesTitle: "board.leaders_title", HandHint: "board.hand_hint", Hero: "wh40k."},
	})
}

// warhammerBattle: loot kept re-rolls every battle, loot read as used
// re-rolls once in the invasion; the modifiers are not named yet (a
// leader and loot want Warhammer's own words).
func warhammerBattle(st *engine.State, _ string, _ engine.BattleRule) BattleNotes {
	return BattleNotes{RerollsOnce: !st.LootKept, Unnamed: true}
}

// warhammerArg names a loot card in a history line or a refusal.
func warhammerArg(lang string, v any) (string, bool) {
	if l, ok := v.(wh40k.Loot); ok {
		return i18n.T(lang, "loot."+string(l), nil), true
	}
	return "", false
}
