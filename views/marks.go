package views

import "herald/engine"

// LegendMark is one sign of the board list and its meaning in words.
type LegendMark struct{ Key, Sign, Text string }

// boardMarks are the signs the game page's board list shows on this
// position, in words (issue 15, item 10: a tablet has no hover for the
// titles), then the edition's own (its BoardLegend slot). Each follows
// what the board and the state hold, never the edition's name.
func (c Ctx) boardMarks(st *engine.State) []LegendMark {
	var castle, port, colony, base, hero, cannon bool
	for t, terr := range st.Board.Territories {
		id := engine.TerritoryID(t)
		castle, port = castle || terr.Castle, port || terr.Port
		for _, m := range pieceMarks(st, id, "hero") {
			colony = colony || m.Kind == "colony"
			base = base || m.Kind == "base"
			hero = hero || m.Kind == "hero"
			cannon = cannon || m.Kind == "cannon"
		}
	}
	var out []LegendMark
	add := func(on bool, key, sign, text string) {
		if on {
			out = append(out, LegendMark{Key: key, Sign: sign, Text: text})
		}
	}
	add(castle, "castle", "♜", c.T("legend.castle"))
	add(port, "port", "⚓", c.T("legend.port"))
	add(colony, "colony", "●", c.T("legend.colony"))
	add(base, "base", "⌂", c.T("legend.base"))
	add(hero, "hero", "★", c.TE(st, "legend.hero"))
	add(cannon, "cannon", "✹", c.T("legend.cannon"))
	add(anyNameUnverified(c, st.Board), "unverified", "?", c.T("legend.unverified"))
	if own := PanelsOf(st).BoardLegend; own != nil {
		out = append(out, own(c, st)...)
	}
	return out
}
