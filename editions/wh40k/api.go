package wh40k

import (
	"slices"
	"strconv"

	"herald/engine"
	"herald/views"
)

// warhammerAPIState adds what a Warhammer 40,000 game has beyond the
// common state: Throne Gelt as the cards (in hand: the current player's
// Gelt), missions and loot, the leader, the recruitment table.
func warhammerAPIState(st *engine.State, out map[string]any) {
	b := st.Board
	for i, pj := range out["players"].([]map[string]any) {
		p := st.Players[i]
		pj["cards"], pj["gelt"], pj["throne_gelt"] = len(p.Values), views.NonNil(p.Values), GeltOf(st, i)
		pj["missions"], pj["loot"] = views.NonNil(p.Achievements), views.NonNil(p.Rewards)
		pj["leader"], pj["ability"] = views.TerritoryRef(b, p.Hero), Ability(st, i)
	}
	recruitment := map[string]int{}
	for g, u := range Recruitment(st) {
		recruitment[strconv.Itoa(g)] = u
	}
	out["mode"], out["loot_kept"], out["missions_open"], out["claimed"] = st.Mode, LootKept(st), missionsOpen(st), st.Claimed
	out["confirmed_by_table"], out["loot_used"], out["recruitment"] = views.NonNil(Confirmed(st)), views.NonNil(st.LootUsed), recruitment
	rf := out["reinforcement"].(map[string]any)
	rf["loot"] = st.Reinforcement.Loot
	trades := []map[string]any{}
	for _, tr := range st.Reinforcement.Trades {
		trades = append(trades, map[string]any{"gelt": tr.Worth, "value": tr.Value})
	}
	rf["trades"] = trades
	out["hand"] = views.NonNil(st.Players[st.Current].Values)
}

// missionsOpen is the missions face up in the catalogue's order, whether
// the current player meets each, and the places only the table can
// confirm.
func missionsOpen(st *engine.State) []map[string]any {
	open := []map[string]any{}
	for _, id := range MissionOrder {
		if !slices.Contains(st.Open, id) {
			continue
		}
		o := st.Rules.Objectives[id]
		open = append(open, map[string]any{"id": id, "tier": o.Tier,
			"met": !st.Over && o.Met(st, st.Current), "table_confirms": views.NonNil(MissionUnbound(st.Board, id))})
	}
	return open
}
