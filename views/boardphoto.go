package views

import (
	"strconv"

	"herald/engine"
)

// The board editor's photo panel (issue 30): the table's photo of its
// board, and each territory's spot tapped on it (static/photo-spots.js).

// PhotoSpot is one territory in the order Herald asks for it.
type PhotoSpot struct {
	ID, Name string
	Spot     *engine.Spot
}

// photoSpots are the board's territories grouped by region, in the
// editor's order, then any without a known region.
func (v BoardEditor) photoSpots(lang string) []PhotoSpot {
	var out []PhotoSpot
	seen := map[string]bool{}
	add := func(t engine.Territory) {
		if !seen[t.ID] {
			seen[t.ID] = true
			out = append(out, PhotoSpot{ID: t.ID, Name: t.Names.In(lang), Spot: t.Spot})
		}
	}
	for _, r := range v.Spec.Regions {
		for _, t := range v.Spec.Territories {
			if t.Region == r.ID {
				add(t)
			}
		}
	}
	for _, t := range v.Spec.Territories {
		add(t)
	}
	return out
}

// hasPhoto: the board's picture is the table's photo.
func (v BoardEditor) hasPhoto() bool {
	return v.Spec.Picture != nil && v.Spec.Picture.Photo != ""
}

// photoURL is the address of the photo's copy for a screen w px wide.
func (v BoardEditor) photoURL(w int) string {
	return photoURL(v.Spec.Picture.Photo, w)
}

// placedCount is how many territories have their spot.
func placedCount(spots []PhotoSpot) int {
	n := 0
	for _, s := range spots {
		if s.Spot != nil {
			n++
		}
	}
	return n
}

// spotValue is a spot as the spots form carries it ("x,y"), "" for none.
func spotValue(s *engine.Spot) string {
	if s == nil {
		return ""
	}
	return strconv.Itoa(s.X) + "," + strconv.Itoa(s.Y)
}

// along is a spot's coordinate (thousandths) in the picture's own units
// of a side size long: the SVG's viewBox is the picture's size.
func along(thousandths, size int) string {
	return strconv.Itoa(thousandths * size / engine.SpotMax)
}

// dotRadius is the radius of a spot's dot: big enough for a finger on a
// tablet, small enough not to hide its neighbours.
func (v BoardEditor) dotRadius() string {
	return strconv.Itoa(max(v.Spec.Picture.Width, v.Spec.Picture.Height) / 90)
}

// viewBox is the SVG's coordinate system: the picture's pixels.
func (v BoardEditor) viewBox() string {
	return "0 0 " + strconv.Itoa(v.Spec.Picture.Width) + " " + strconv.Itoa(v.Spec.Picture.Height)
}
