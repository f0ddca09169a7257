package maps

import (
	"math"
	"testing"
)

// westerosSpotGap is the least distance, in the drawn map's units, between
// two of Westeros' spots: a finger's tap (about 44 CSS pixels on a phone
// showing the 640-unit wide map in 360 pixels) falls on one territory.
const westerosSpotGap = 60

// Westeros has a drawn map (issue 30): a tall picture and a spot for every
// one of its 48 territories, none on top of another, placed as Westeros
// lies (the Wall and the North at the top, Dorne at the bottom, the Iron
// Islands off the west coast, Dragonstone off the Crownlands' east coast).
func TestWesterosSpots(t *testing.T) {
	b := westeros(t)
	p := b.Picture
	if p == nil || p.Photo != "" || p.Height <= p.Width {
		t.Fatalf("picture = %+v, want a drawn map taller than wide", p)
	}
	if len(b.Territories) != 48 || !b.HasPicture() {
		t.Fatalf("%d territories, HasPicture %v", len(b.Territories), b.HasPicture())
	}
	at := func(i int) (float64, float64) {
		s := b.Territories[i].Spot
		return float64(s.X) * float64(p.Width) / 1000, float64(s.Y) * float64(p.Height) / 1000
	}
	for i, t1 := range b.Territories {
		if t1.Spot == nil {
			t.Fatalf("%s has no spot", t1.ID)
		}
		for j := range i {
			xi, yi := at(i)
			xj, yj := at(j)
			if d := math.Hypot(xi-xj, yi-yj); d < westerosSpotGap {
				t.Errorf("%s and %s are %.0f apart, want at least %d", t1.ID, b.Territories[j].ID, d, westerosSpotGap)
			}
		}
	}
	spot := func(s string) (x, y int) {
		sp := b.Territories[id(t, b, s)].Spot
		return sp.X, sp.Y
	}
	north := func(a, c string) {
		if _, ya := spot(a); func() bool { _, yc := spot(c); return ya >= yc }() {
			t.Errorf("%s is not north of %s", a, c)
		}
	}
	west := func(a, c string) {
		if xa, _ := spot(a); func() bool { xc, _ := spot(c); return xa >= xc }() {
			t.Errorf("%s is not west of %s", a, c)
		}
	}
	north("the_gift", "winterfell")
	north("winterfell", "kings_landing")
	north("the_neck", "the_twins")
	north("riverrun", "highgarden")
	north("highgarden", "sunspear")
	north("kings_landing", "storms_end")
	north("storms_end", "sunspear")
	west("pyke", "riverrun")
	west("harlaw", "the_twins")
	west("casterly_rock", "kings_landing")
	west("kings_landing", "dragonstone")
	west("the_arbor", "oldtown")
	west("oldtown", "sunspear")
	west("bear_island", "winterfell")
	// Every territory of the North lies north of every territory of Dorne.
	for _, a := range b.Territories {
		for _, c := range b.Territories {
			if a.Region == "the_north" && c.Region == "dorne" && a.Spot.Y >= c.Spot.Y {
				t.Errorf("%s (North) is not north of %s (Dorne)", a.ID, c.ID)
			}
		}
	}
}
