package views

import (
	"slices"

	"github.com/a-h/templ"
)

// BoardFeatures are the features of a board that an edition's rules read,
// which the board editor offers for its boards (issue 14: the editor asks
// the registry, never which edition it is). An edition registers them
// once (RegisterBoardFeatures); a board of an edition that registered
// none cannot be entered in the editor.
type BoardFeatures struct {
	// CastlesAndPorts: castles and ports on territories, port colours and
	// port links.
	CastlesAndPorts bool
	// Colonies on territories.
	Colonies bool
	// Walls: a territory counted in a second region (AlsoRegion).
	Walls bool
	// Teleporters: teleporter links.
	Teleporters bool
	// NoSeaLines: the edition's boards link territories by their borders
	// (and the links above) alone, never by a drawn sea line; the edition
	// cites its rulebook where it sets it.
	NoSeaLines bool
	// Sections are the editor's sections of the edition's own board data
	// (a points chart), after the regions.
	Sections func(c Ctx, v BoardEditor) templ.Component
	// Aliases are other ids the editor once wrote for the edition; a board
	// stored under one is read as the edition's.
	Aliases []string
}

// OtherEdition is a board Herald has no rules for yet: the editor offers
// every feature for it.
const OtherEdition = "other"

var boardFeatures = map[string]BoardFeatures{}

// RegisterBoardFeatures makes f the board features of edition id.
func RegisterBoardFeatures(id string, f BoardFeatures) {
	if _, dup := boardFeatures[id]; dup || id == OtherEdition {
		panic("views: board features of edition " + id + " registered twice")
	}
	boardFeatures[id] = f
}

// BoardEditions are the editions a board can be entered for, by id, and
// OtherEdition last. Where the engine has rules for an edition, the id is
// the engine's (a game is offered the boards of its edition by this id).
func BoardEditions() []string {
	out := make([]string, 0, len(boardFeatures)+1)
	for id := range boardFeatures {
		out = append(out, id)
	}
	slices.Sort(out)
	return append(out, OtherEdition)
}

// CanonicalEdition is the edition id of ed, where the editor once wrote an
// edition under another id (BoardFeatures.Aliases).
func CanonicalEdition(ed string) string {
	for id, f := range boardFeatures {
		if slices.Contains(f.Aliases, ed) {
			return id
		}
	}
	return ed
}

// featuresOf are the features the editor offers for ed's boards: all of
// them for OtherEdition, so a board copied from another edition loses
// nothing unseen.
func featuresOf(ed string) BoardFeatures {
	if ed == OtherEdition {
		return BoardFeatures{CastlesAndPorts: true, Colonies: true, Walls: true, Teleporters: true}
	}
	return boardFeatures[ed]
}

// editionSections are the edition's own sections of the editor.
func editionSections(c Ctx, v BoardEditor) templ.Component {
	if f := featuresOf(v.Edition).Sections; f != nil {
		return f(c, v)
	}
	return templ.NopComponent
}

// Which features an edition uses; a feature a territory already has is
// always shown too (see the editor's territory form).
func usesCastlesAndPorts(ed string) bool { return featuresOf(ed).CastlesAndPorts }
func usesColonies(ed string) bool        { return featuresOf(ed).Colonies }
func usesWalls(ed string) bool           { return featuresOf(ed).Walls }
