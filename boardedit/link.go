package boardedit

import (
	"errors"
	"slices"

	"herald/engine"
)

// One link at a time, as the editor's picture enters them (issue 30):
// a tap on one territory's spot and then another's links the two.

// ErrSame: a territory cannot be linked to itself.
var ErrSame = errors.New("boardedit: a link needs two territories")

// ErrNotLinked: the link to remove is not on the board.
var ErrNotLinked = errors.New("boardedit: the two territories are not linked")

func linkIndex(s *engine.BoardSpec, a, b string) int {
	return slices.IndexFunc(s.Links, func(l engine.LinkSpec) bool {
		return (l.A == a && l.B == b) || (l.A == b && l.B == a)
	})
}

// SetLink links a and b with kind: a new link, or the link already
// there given that kind. The table tapped it looking at its own board,
// so it is confirmed ("high"). A new link is written with its ends in
// id order, as SetLinks writes them.
func SetLink(s *engine.BoardSpec, a, b string, kind engine.LinkKind) error {
	if territoryIndex(s, a) < 0 || territoryIndex(s, b) < 0 {
		return ErrUnknown
	}
	if a == b {
		return ErrSame
	}
	if i := linkIndex(s, a, b); i >= 0 {
		s.Links[i].Kind, s.Links[i].Confidence = kind, "high"
		return nil
	}
	if a > b {
		a, b = b, a
	}
	s.Links = append(s.Links, engine.LinkSpec{A: a, B: b, Kind: kind, Confidence: "high"})
	return nil
}

// RemoveLink takes the link between a and b off the board (every copy
// of it, should an imported file list it twice).
func RemoveLink(s *engine.BoardSpec, a, b string) error {
	if territoryIndex(s, a) < 0 || territoryIndex(s, b) < 0 {
		return ErrUnknown
	}
	if linkIndex(s, a, b) < 0 {
		return ErrNotLinked
	}
	s.Links = slices.DeleteFunc(s.Links, func(l engine.LinkSpec) bool {
		return (l.A == a && l.B == b) || (l.A == b && l.B == a)
	})
	return nil
}

// SetPort makes territory id a port of colour group (its coastline's, as
// the territory form's "port colour"), or no port when group is "": a
// long press on its spot in the editor's picture. Its other features stay.
func SetPort(s *engine.BoardSpec, id, group string) error {
	i := territoryIndex(s, id)
	if i < 0 {
		return ErrUnknown
	}
	s.Territories[i].Port, s.Territories[i].PortGroup = group != "", group
	return nil
}
