package halowars

import (
	"herald/engine"
	"herald/views"
)

// haloWarsAPIState adds a Halo Wars game's state to the API answer: each
// player's Halo pieces, the mode, the achievements open (and whether the
// current player meets each), the colonies, the cannon a claim turned up
// and still to be placed ("cannon_due", "" when none), and the
// reinforcement from colonies, bases and rewards.
func haloWarsAPIState(st *engine.State, out map[string]any) {
	views.HeroPlayersAPI(st, out)
	b := st.Board
	open := []map[string]any{}
	for _, id := range st.Open {
		open = append(open, map[string]any{"id": id, "tier": st.Rules.Objectives[id].Tier, "met": st.Rules.Objectives[id].Met(st, st.Current)})
	}
	colonies := []string{}
	for t, c := range st.Colony {
		if c {
			colonies = append(colonies, b.Territories[t].ID)
		}
	}
	out["mode"], out["world_conquest"], out["achievements_open"], out["claimed"] = st.Mode, WorldConquest(st), open, st.Claimed
	out["colonies"], out["cannon_due"] = colonies, CannonDue(st)
	r := st.Reinforcement
	rf := out["reinforcement"].(map[string]any)
	rf["colonies"], rf["bases"], rf["reward"] = r.Colonies, r.Bases, r.Reward
}
