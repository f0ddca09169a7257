package legendary

import "herald/engine"

// Small view helpers of the core's Halo pages (views/halo.go, wh40k.go),
// copied: they are unexported there, and each is a line or two.

// sideView is one side's progress towards victory.
type sideView struct {
	Players      []int
	Achievements int
	Needed       int
	BasesHeld    bool
}

// sideProgress groups the players by side, in seat order of their first
// player.
func sideProgress(st *engine.State) []sideView {
	var out []sideView
	seen := map[string]bool{}
	for i, p := range st.Players {
		if p.Neutral || seen[st.TeamOf(i)] {
			continue
		}
		seen[st.TeamOf(i)] = true
		sv := sideView{Achievements: st.SideAchievements(i), Needed: st.AchievementsNeeded(i), BasesHeld: st.SideBasesHeld(i)}
		for j := range st.Players {
			if st.Teammates(i, j) {
				sv.Players = append(sv.Players, j)
			}
		}
		out = append(out, sv)
	}
	return out
}

// skullCount is a hand of skull cards: how many cards show one and two
// (a card not yet entered shows neither).
func skullCount(hand []int) (ones, twos int) {
	for _, k := range hand {
		if k == 1 {
			ones++
		} else if k == 2 {
			twos++
		}
	}
	return
}

// leaderDeployOpen: the current player's hero fell and goes back now, at
// the start of the turn, or at once after a correction took it off.
func leaderDeployOpen(st *engine.State) bool {
	me := st.Players[st.Current]
	return st.Rules.Heroes.ReturnsAtTurnStart && !st.Over && st.Pending == nil &&
		me.HasHero && me.Hero == engine.NoTerritory && (st.Phase == engine.PhaseReinforce || st.HeroCorrected)
}
