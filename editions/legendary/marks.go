package legendary

import (
	"herald/engine"
	"herald/views"
)

// boardLegend explains the edition's own sign of the board list, the
// mobile teleporter pair (⇄1, ⇄2 ...), in words under it (a tablet has no
// hover for its title): only when this game has teleporters, as a game
// set up without them shows none.
func boardLegend(c views.Ctx, st *engine.State) []views.LegendMark {
	if len(Teleporters(st)) == 0 {
		return nil
	}
	return []views.LegendMark{{Key: "teleporter", Sign: "⇄1", Text: c.T("legendary.mark_teleporter")}}
}
