package views

import (
	"herald/engine"
	"herald/i18n"
)

// BoardChoice is a board the new-game form offers.
type BoardChoice struct {
	Ref      string // "westeros" (shipped) or "ours@3" (a table's version)
	Names    engine.Names
	Version  int  // 0 for a shipped board
	Playable bool // false: the board editor still shows errors
}

// EditionName is an edition's name in lang, or its id when the catalogue
// has none yet.
func EditionName(lang, edition string) string {
	if i18n.Has("edition." + edition) {
		return i18n.T(lang, "edition."+edition, nil)
	}
	return edition
}

// boardLabel is what the board select shows: the name, and whether the
// board is shipped or which version of the table's board it is.
func (c Ctx) boardLabel(b BoardChoice) string {
	name := b.Names.In(c.Lang)
	switch {
	case b.Version == 0:
		return c.T("newgame.board_shipped", "name", name)
	case !b.Playable:
		return c.T("newgame.board_not_ready", "name", name, "version", itoa(b.Version))
	}
	return c.T("newgame.board_table", "name", name, "version", itoa(b.Version))
}
