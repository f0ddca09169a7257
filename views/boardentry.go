package views

import (
	"net/url"
	"strconv"
	"strings"

	"herald/engine"
)

// BoardForm names the board correction form in a FormRefusal: a refused
// correction comes back on the board page (BoardEntryPage), its sentence
// above the form and the table's edits kept.
const BoardForm = "board"

// BoardEdits is the board form's fields whose posted value differs from
// what the form showed on base, the position its page was made on: the
// table's edits. A refused correction keeps only these and shows every
// other field as the game stands now, so saving again changes what the
// table typed and leaves what was recorded meanwhile. A nil base (a
// position the log no longer holds) keeps nothing.
func BoardEdits(posted url.Values, base *engine.State) url.Values {
	edits := url.Values{}
	if base == nil {
		return edits
	}
	for name, vs := range posted {
		if shown, ok := boardField(base, name); ok && len(vs) > 0 && vs[len(vs)-1] != shown {
			edits.Set(name, vs[len(vs)-1])
		}
	}
	return edits
}

// boardField is the value the board form shows for its field name on st
// (owner_<territory>, units_<territory>, hero_<seat>, base_<seat>); ok is
// false for any other field.
func boardField(st *engine.State, name string) (value string, ok bool) {
	kind, key, _ := strings.Cut(name, "_")
	switch kind {
	case "owner", "units":
		t, found := st.Board.Lookup(key)
		if !found {
			return "", false
		}
		if kind == "owner" {
			return itoa(st.Owner[t]), true
		}
		return itoa(st.Units[t]), true
	case "hero", "base":
		p, err := strconv.Atoi(key)
		if err != nil || p < 0 || p >= len(st.Players) {
			return "", false
		}
		at := st.Players[p].Hero
		if kind == "base" {
			at = st.Players[p].Base
		}
		return territoryValue(st, at), true
	}
	return "", false
}

// territoryValue is t's id as a select's value, "" for no territory.
func territoryValue(st *engine.State, t engine.TerritoryID) string {
	if t < 0 || int(t) >= len(st.Board.Territories) {
		return ""
	}
	return st.Board.Territories[t].ID
}
