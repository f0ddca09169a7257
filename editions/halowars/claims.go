package halowars

// The achievements panel of the game page (claims.templ): the
// achievements on the board, checked for the current player, with the
// claim form and its reward and cannon choices.

import (
	"slices"

	"herald/engine"
	"herald/views"
)

// achievementRow is one achievement on the board, checked for the
// current player.
type achievementRow struct {
	ID, Tier string
	Met      bool
}

// openAchievements lists the achievements still on the board in the
// rulebook's order, each verified against the board and this turn.
func openAchievements(st *engine.State) []achievementRow {
	var out []achievementRow
	for _, id := range AchievementOrder {
		if !slices.Contains(st.Open, id) {
			continue
		}
		o := st.Rules.Objectives[id]
		out = append(out, achievementRow{ID: id, Tier: o.Tier, Met: !st.Over && o.Met(st, st.Current)})
	}
	return out
}

// achievementReady is the first achievement on the board that Herald
// checked done for the current player (views.Panels.ClaimReady).
func achievementReady(st *engine.State) (form, name string) {
	for _, a := range openAchievements(st) {
		if a.Met {
			return "claim-" + a.ID, "achievement." + a.ID
		}
	}
	return "", ""
}

// claimWhen says why a met achievement cannot be taken right now ("HOW
// TO COLLECT ACHIEVEMENTS": after attacking, one per turn, before the
// maneuver).
func claimWhen(st *engine.State) string {
	switch {
	case st.Claimed != "":
		return "halo.claim_when_taken"
	case st.Maneuvers > 0:
		return "halo.claim_when_maneuvered"
	}
	return "halo.claim_when_placed"
}

// needsRewardChoice: Command Room with the table's own reward tokens, so
// the player says which token lay under the achievement.
func needsRewardChoice(st *engine.State, achievement string) bool {
	return st.Mode == ModeCommand && st.Hidden[achievement] == ""
}

// mayGetCannon: the table names the token it turned up, and it may be a
// cannon, so the form asks where it goes with it. Where Herald dealt the
// rewards face down the form is the same whatever lies underneath: a
// cannon that turns up is placed after the claim (cannonDue).
func mayGetCannon(st *engine.State, a achievementRow) bool {
	return needsRewardChoice(st, a.ID) && cannonLeft(st, a.Tier)
}

// cannonDueForm is the data-testid of the form placing the cannon a claim
// turned up, "" when none waits (views.Panels.OwedForm).
func cannonDueForm(st *engine.State) string {
	if CannonDue(st) == "" || len(CannonPlaces(st)) == 0 {
		return ""
	}
	return "cannon-form"
}

// rewardChoices are the tokens of a tier not yet taken.
func rewardChoices(c views.Ctx, st *engine.State, tier string) []views.Option {
	var out []views.Option
	for _, r := range Rewards[tier] {
		if !slices.Contains(st.RewardsOut, r) {
			out = append(out, views.Option{Value: r, Label: c.T("reward." + r)})
		}
	}
	return out
}

// cannonPlaces are the current player's territories without a cannon.
func cannonPlaces(c views.Ctx, st *engine.State) []views.Option {
	var out []views.Option
	for _, o := range c.OwnTerritories(st, st.Current, 1, "") {
		t, _ := st.Board.Lookup(o.Value)
		taken := false
		for _, p := range st.Players {
			taken = taken || slices.Contains(p.Cannons, t)
		}
		if !taken {
			out = append(out, o)
		}
	}
	return out
}

// claimHint says what taking an achievement costs: "If you collect an
// Achievement, you cannot draw a card on that turn" ("DRAW A CARD"),
// except with the Guaranteed Card reward ("Take one guaranteed card at the
// end of each turn, beginning with the turn that you've earned the
// Reward"), held already or perhaps lying under the achievement.
func claimHint(st *engine.State) string {
	switch {
	case st.Players[st.Current].Has(engine.RewardCard):
		return "halo.claim_hint_card"
	case st.Mode == ModeCommand && !slices.Contains(st.RewardsOut, engine.RewardCard):
		return "halo.claim_hint_command"
	}
	return "halo.claim_hint"
}
