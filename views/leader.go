package views

import "herald/engine"

// leaderDeployOpen: the current player's leader fell and goes back now,
// at the start of the turn, or at once after a correction took it off.
func leaderDeployOpen(st *engine.State) bool {
	me := st.Players[st.Current]
	return st.Rules.Heroes.ReturnsAtTurnStart && !st.Over && st.Pending == nil &&
		me.HasHero && me.Hero == engine.NoTerritory && (st.Phase == engine.PhaseReinforce || st.HeroCorrected)
}

// LeaderDeployOpen is leaderDeployOpen for the editions' panels.
func LeaderDeployOpen(st *engine.State) bool { return leaderDeployOpen(st) }

// leaderName is the leader of a faction, as its card names it.
func (c Ctx) leaderName(house string) string { return c.T("leader." + house) }
