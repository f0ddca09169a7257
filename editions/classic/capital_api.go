package classic

import "herald/engine"

// capitalAPIState says, in a Capital RISK game, each capital: whose it
// is, where, and who occupies it now (apiState, in secret_doors.go,
// calls it; it names the variant).
func capitalAPIState(st *engine.State, out map[string]any) {
	caps := Capitals(st)
	if caps == nil {
		return
	}
	list := []map[string]any{}
	for p, t := range caps {
		if t >= 0 {
			list = append(list, map[string]any{"player": p, "territory": st.Board.Territories[t].ID, "holder": st.Owner[t]})
		}
	}
	out["capitals"] = list
}
