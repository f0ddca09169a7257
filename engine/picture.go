package engine

import (
	"fmt"
	"reflect"
	"slices"
)

// picture.go: where a board's territories lie on the picture the table
// looks at (issue 30). Only for showing: no rule reads it.

// Spot is where a territory lies on its board's picture, in thousandths
// of the picture's width (X, from the left) and height (Y, from the
// top): 0..1000 each, so a spot stays put when the picture is scaled.
type Spot struct{ X, Y int }

// SpotMax is the largest coordinate of a Spot.
const SpotMax = 1000

// Picture is the board as the table sees it: the table's own photo of its
// board or, without one, the schematic map Herald draws from the spots.
// Width and Height give its proportions (a photo's pixels, a drawn map's
// units); Photo is the SHA-256 (hex) of the photo kept in the store, ""
// for the drawn map.
type Picture struct {
	Width, Height int
	Photo         string
}

// HasPicture reports whether the board can be shown as a picture: it has
// one and at least one territory has its spot on it (a territory
// without a spot is listed only, until the table places it).
func (b *Board) HasPicture() bool {
	if b.Picture == nil {
		return false
	}
	for _, t := range b.Territories {
		if t.Spot != nil {
			return true
		}
	}
	return false
}

// PictureMax bounds a picture's width and height.
const PictureMax = 20000

// pictureProblems checks a board's picture and spots: proportions within
// PictureMax, a photo named by its SHA-256, every spot on the picture,
// and no spot without a picture.
func pictureProblems(spec BoardSpec) []string {
	var problems []string
	if p := spec.Picture; p != nil {
		if p.Width < 1 || p.Height < 1 || p.Width > PictureMax || p.Height > PictureMax {
			problems = append(problems, fmt.Sprintf("picture is %dx%d, want 1..%d each way", p.Width, p.Height, PictureMax))
		}
		if p.Photo != "" && !isSHA256Hex(p.Photo) {
			problems = append(problems, fmt.Sprintf("picture photo %q is not a SHA-256 in hex", p.Photo))
		}
	}
	for _, t := range spec.Territories {
		switch s := t.Spot; {
		case s == nil:
		case spec.Picture == nil:
			problems = append(problems, fmt.Sprintf("territory %q has a spot but the board has no picture", t.ID))
		case s.X < 0 || s.Y < 0 || s.X > SpotMax || s.Y > SpotMax:
			problems = append(problems, fmt.Sprintf("territory %q has spot %d,%d, off the picture (0..%d)", t.ID, s.X, s.Y, SpotMax))
		}
	}
	return problems
}

// isSHA256Hex reports whether s is 64 lower-case hex digits.
func isSHA256Hex(s string) bool {
	if len(s) != 64 {
		return false
	}
	for _, c := range s {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// SamePlay reports whether two versions of a board play the same: equal
// but for the picture and the territories' spots, which no rule reads.
func SamePlay(a, b BoardSpec) bool {
	return reflect.DeepEqual(withoutPicture(a), withoutPicture(b))
}

// WithPictureOf is spec with the picture and spots of from, a version of
// the same board that plays the same (SamePlay).
func WithPictureOf(spec, from BoardSpec) BoardSpec {
	spec.Picture = from.Picture
	spec.Territories = slices.Clone(spec.Territories)
	for i := range spec.Territories {
		spec.Territories[i].Spot = from.Territories[i].Spot
	}
	return spec
}

func withoutPicture(s BoardSpec) BoardSpec {
	s.Picture = nil
	s.Territories = slices.Clone(s.Territories)
	for i := range s.Territories {
		s.Territories[i].Spot = nil
	}
	return s
}
