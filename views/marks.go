package views

import "herald/engine"

// legendMark is one sign of the board list and its meaning in words.
type legendMark struct{ Key, Sign, Text string }

// boardMarks are the signs the game page's board list shows on this
// position, in words (issue 15, item 10: a tablet has no hover for the
// titles). An edition's own signs come from its BoardLegend slot.
func (c Ctx) boardMarks(st *engine.State) []legendMark {
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
	var out []legendMark
	add := func(on bool, key, sign, text string) {
		if on {
			out = append(out, legendMark{Key: key, Sign: sign, Text: text})
		}
	}
	add(castle, "castle", "♜", c.T("legend.castle"))
	add(port, "port", "⚓", c.T("legend.port"))
	add(colony, "colony", "●", c.T("legend.colony"))
	add(base, "base", "⌂", c.T("legend.base"))
	add(hero, "hero", "★", c.TE(st, "legend.hero"))
	add(cannon, "cannon", "✹", c.T("legend.cannon"))
	add(anyNameUnverified(c, st.Board), "unverified", "?", c.T("legend.unverified"))
	return out
}
