package views

import (
	"herald/engine"
	"herald/i18n"
)

// nameUnverified: the name of territory t in the reader's language is one
// the table should check against its printed board (maps: names_unverified).
func nameUnverified(c Ctx, st *engine.State, t engine.TerritoryID) bool {
	return engine.NameUnverified(st.Board.Territories[t].NamesUnverified, c.Lang)
}

// regionNameUnverified is nameUnverified for a region.
func regionNameUnverified(c Ctx, st *engine.State, id string) bool {
	i, ok := st.Board.RegionIndex(id)
	return ok && engine.NameUnverified(st.Board.Regions[i].NamesUnverified, c.Lang)
}

// anyNameUnverified: some territory or region name of the board is
// unverified in the reader's language.
func anyNameUnverified(c Ctx, b *engine.Board) bool {
	for _, t := range b.Territories {
		if engine.NameUnverified(t.NamesUnverified, c.Lang) {
			return true
		}
	}
	for _, r := range b.Regions {
		if engine.NameUnverified(r.NamesUnverified, c.Lang) {
			return true
		}
	}
	return false
}

// otherLangs are the languages besides the reader's in which the board
// editor offers a territory's name, so a group names it as printed.
func otherLangs(c Ctx) []string {
	var out []string
	for _, l := range i18n.Languages {
		if l != c.Lang {
			out = append(out, l)
		}
	}
	return out
}
