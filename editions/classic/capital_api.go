package classic

import "herald/engine"

// The API's state of a classic game says its variant and, in Capital
// RISK, each capital: whose it is, where, and who occupies it now. (The
// classic's one ActionEdition, in secret_doors.go, calls it.)
func capitalAPIState(st *engine.State, out map[string]any) {
	out["variant"] = stateOf(st).Variant
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
