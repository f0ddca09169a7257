package views

import (
	"herald/engine"
)

// The board editor's links on the picture (issue 30): the board's photo
// or drawn map with a disc per placed territory and a line per link;
// static/link-picture.js turns two taps into a link (linkPicturePanel).

// linkPicture is what linkPicturePanel draws, in the picture's units.
type linkPicture struct {
	W, H  int
	Unit  float64 // a thousandth of the picture's larger side
	Photo string  // the photo's address; "" draws the map
	Spots []linkSpot
	Lines []linkLine
	Kinds []engine.LinkKind // offered for new links, the border first
}

// linkSpot is a placed territory.
type linkSpot struct {
	ID, Name, Colour string
	X, Y             float64
}

// linkLine is a link between two placed territories, drawn straight or,
// far apart on a world map, around the edge (linkLines).
type linkLine struct {
	A, B, NameA, NameB string
	Kind               engine.LinkKind
	Segments           []pictureLine
}

// linkPicture builds the panel's picture of v's board (which has one).
func (v BoardEditor) linkPicture(lang string) linkPicture {
	pic := v.Spec.Picture
	p := linkPicture{W: pic.Width, H: pic.Height, Unit: float64(max(pic.Width, pic.Height)) / 1000, Kinds: linkKinds(v.Edition, "")}
	if pic.Photo != "" {
		p.Photo = photoURL(pic.Photo, min(pic.Width, 1280))
	}
	colours := &engine.Board{Regions: v.Spec.Regions}
	at := map[string]linkSpot{}
	for _, t := range v.Spec.Territories {
		if t.Spot == nil {
			continue
		}
		s := linkSpot{ID: t.ID, Name: t.Names.In(lang), Colour: regionColour(colours, t.Region),
			X: float64(t.Spot.X) * float64(p.W) / engine.SpotMax, Y: float64(t.Spot.Y) * float64(p.H) / engine.SpotMax}
		at[t.ID] = s
		p.Spots = append(p.Spots, s)
	}
	for _, l := range v.Spec.Links {
		a, okA := at[l.A]
		b, okB := at[l.B]
		if okA && okB {
			segs := linkLines(pictureLine{a.X, a.Y, b.X, b.Y, l.Kind == engine.LinkSea}, float64(p.W))
			p.Lines = append(p.Lines, linkLine{A: l.A, B: l.B, NameA: a.Name, NameB: b.Name, Kind: l.Kind, Segments: segs})
		}
	}
	return p
}
