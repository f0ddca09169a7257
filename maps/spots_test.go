package maps

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"herald/engine"
)

// spots_test.go: checks on the spots of every shipped board that has a
// picture (issue 30), so a drawn map puts each territory where a player
// looks for it: every territory placed, no two spots on top of each other,
// each spot among its own region's, and the classic world map's spots
// where the geography has them.

// minSpotGap is the least distance between two spots, as a share of the
// picture's shorter side: 5% keeps two markers apart at the size a
// tablet shows the whole picture (1600x1000 at 1024 pixels: 32 pixels).
const minSpotGap = 0.05

// misfitShare is the share of a board's territories allowed to lie nearer
// another region's centre than their own: a territory on a long border
// (Westeros' Riverlands, the classic Middle East) may, a wrong region
// may not often.
const misfitShare = 0.10

// pictured returns the shipped boards with a picture; it fails the test
// unless the classic world map is among them, so the checks below never
// pass on no board at all.
func pictured(t *testing.T) []*engine.Board {
	t.Helper()
	var out []*engine.Board
	for _, id := range IDs() {
		b, err := Load(id)
		if err != nil {
			t.Fatal(err)
		}
		if b.Picture != nil {
			out = append(out, b)
		}
	}
	if !slices.ContainsFunc(out, func(b *engine.Board) bool { return b.ID == "classic" }) {
		t.Fatal("the classic world map has no picture")
	}
	return out
}

// point is a spot in picture units (the picture's own width and height),
// where distances are true to the picture's proportions.
type point struct{ x, y float64 }

func at(p *engine.Picture, s engine.Spot) point {
	return point{float64(s.X) * float64(p.Width) / engine.SpotMax, float64(s.Y) * float64(p.Height) / engine.SpotMax}
}

func dist(a, b point) float64 { return math.Hypot(a.x-b.x, a.y-b.y) }

// TestPicturedBoardsPlaceEveryTerritory: a shipped drawn map leaves no
// territory to the list alone.
func TestPicturedBoardsPlaceEveryTerritory(t *testing.T) {
	for _, b := range pictured(t) {
		for _, tr := range b.Territories {
			if tr.Spot == nil {
				t.Errorf("%s: %s has no spot", b.ID, tr.ID)
			}
		}
	}
}

// TestSpotsStandApart: no two spots of a board closer than minSpotGap of
// the picture's shorter side, measured in picture units.
func TestSpotsStandApart(t *testing.T) {
	for _, b := range pictured(t) {
		p := b.Picture
		gap := minSpotGap * float64(min(p.Width, p.Height))
		for i, a := range b.Territories {
			for _, c := range b.Territories[i+1:] {
				if a.Spot == nil || c.Spot == nil {
					continue
				}
				if d := dist(at(p, *a.Spot), at(p, *c.Spot)); d < gap {
					t.Errorf("%s: %s and %s are %.0f apart on a %dx%d picture, want at least %.0f", b.ID, a.ID, c.ID, d, p.Width, p.Height, gap)
				}
			}
		}
	}
}

// regionCentres is the mean spot of each region's territories.
func regionCentres(b *engine.Board) map[string]point {
	sum := map[string]point{}
	n := map[string]float64{}
	for _, tr := range b.Territories {
		if tr.Spot == nil {
			continue
		}
		q := at(b.Picture, *tr.Spot)
		s := sum[tr.Region]
		sum[tr.Region] = point{s.x + q.x, s.y + q.y}
		n[tr.Region]++
	}
	for r, s := range sum {
		sum[r] = point{s.x / n[r], s.y / n[r]}
	}
	return sum
}

// misfits lists the territories whose spot is nearer another region's
// centre than their own region's, each with the nearest such region (or, for a fortress wall, its second
// region's).
func misfits(b *engine.Board) []string {
	centres := regionCentres(b)
	var out []string
	for _, tr := range b.Territories {
		if tr.Spot == nil {
			continue
		}
		q := at(b.Picture, *tr.Spot)
		own := dist(q, centres[tr.Region])
		if c, ok := centres[tr.AlsoRegion]; ok {
			own = min(own, dist(q, c))
		}
		nearest, best := "", own
		for r, c := range centres {
			if d := dist(q, c); d < best {
				nearest, best = r, d
			}
		}
		if nearest != "" {
			out = append(out, fmt.Sprintf("%s (%s, nearer %s)", tr.ID, tr.Region, nearest))
		}
	}
	return out
}

// TestSpotsLieAmongTheirRegion: at most misfitShare of a board's
// territories lie nearer another region's centre of spots than their own.
func TestSpotsLieAmongTheirRegion(t *testing.T) {
	for _, b := range pictured(t) {
		m := misfits(b)
		allowed := int(misfitShare * float64(len(b.Territories)))
		if len(m) > allowed {
			t.Errorf("%s: %d territories nearer another region's centre, at most %d allowed: %v", b.ID, len(m), allowed, m)
		} else if len(m) > 0 {
			t.Logf("%s: nearer another region's centre (allowed): %v", b.ID, m)
		}
	}
}

// The misfit check catches a territory given a spot in the wrong
// continent: Brazil put on Mongolia's spot is named, as nearer Asia.
func TestMisfitsNameAWrongRegion(t *testing.T) {
	spec, _, err := Spec("classic")
	if err != nil {
		t.Fatal(err)
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	if m := misfits(b); len(m) != 0 {
		t.Fatalf("classic misfits %v, want none", m)
	}
	*spotOfID(t, b, "brazil") = *spotOfID(t, b, "mongolia")
	if m := misfits(b); !slices.Contains(m, "brazil (south_america, nearer asia)") {
		t.Errorf("Brazil in Asia: misfits %v", m)
	}
}

func spotOfID(t *testing.T, b *engine.Board, id string) *engine.Spot {
	t.Helper()
	for _, tr := range b.Territories {
		if tr.ID == id && tr.Spot != nil {
			return tr.Spot
		}
	}
	t.Fatalf("%s: no spot for %s", b.ID, id)
	return nil
}

// TestClassicSpotsFollowGeography: the classic world map's spots keep the
// world's order (they are made from each territory's real-world centre),
// and its layout reads like the printed board: Alaska at the far left,
// Kamchatka at the far right, Australia bottom right.
func TestClassicSpotsFollowGeography(t *testing.T) {
	b := MustLoad("classic")
	s := func(id string) engine.Spot { return *spotOfID(t, b, id) }
	for _, c := range []struct {
		what string
		ok   bool
	}{
		{"Alaska west of Alberta", s("alaska").X < s("alberta").X},
		{"Brazil south of Venezuela", s("brazil").Y > s("venezuela").Y},
		{"Egypt east of North Africa", s("egypt").X > s("north_africa").X},
		{"Eastern Australia east of Western Australia", s("eastern_australia").X > s("western_australia").X},
		{"Argentina south of Brazil", s("argentina").Y > s("brazil").Y},
		{"Great Britain west of Northern Europe", s("great_britain").X < s("northern_europe").X},
		{"Japan east of Mongolia", s("japan").X > s("mongolia").X},
	} {
		if !c.ok {
			t.Errorf("want %s", c.what)
		}
	}
	for _, tr := range b.Territories {
		if tr.ID != "kamchatka" && tr.Spot.X >= s("kamchatka").X {
			t.Errorf("%s (x %d) is not west of Kamchatka (x %d), the easternmost", tr.ID, tr.Spot.X, s("kamchatka").X)
		}
		if tr.ID != "alaska" && tr.Spot.X <= s("alaska").X {
			t.Errorf("%s (x %d) is not east of Alaska (x %d), the westernmost", tr.ID, tr.Spot.X, s("alaska").X)
		}
	}
	centres := regionCentres(b)
	au := centres["australia"]
	for r, c := range centres {
		if r != "australia" && (c.x >= au.x || c.y >= au.y) {
			t.Errorf("%s's centre %v is not above and left of Australia's %v", r, c, au)
		}
	}
}

// wrapping lists the links a drawn map draws around its edge rather than
// across it: those whose spots are more than half the picture's width
// apart (the renderer's rule; issue 30, item 2).
func wrapping(b *engine.Board) []string {
	var out []string
	for _, l := range b.Links {
		a, c := b.Territories[l.A], b.Territories[l.B]
		if a.Spot == nil || c.Spot == nil {
			continue
		}
		if 2*abs(a.Spot.X-c.Spot.X) > engine.SpotMax {
			out = append(out, a.ID+"-"+c.ID)
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestClassicWrapsOnlyAlaskaKamchatka: the one classic link across the
// Pacific, Alaska-Kamchatka, is the one a flat world map draws around its
// edge; every other link is drawn straight across the picture.
func TestClassicWrapsOnlyAlaskaKamchatka(t *testing.T) {
	got := wrapping(MustLoad("classic"))
	if !slices.Equal(got, []string{"alaska-kamchatka"}) && !slices.Equal(got, []string{"kamchatka-alaska"}) {
		t.Errorf("links wrapping around the map: %v, want alaska-kamchatka only", got)
	}
}

// classicGeo is where each classic territory lies in the world, as the
// printed board draws it (longitude, latitude in degrees, its rough
// centre), with the two nudges that sit a territory among its own
// continent: Greenland 8 degrees west (-42 in the world), the Middle East
// 4 east (45); and those that keep the names apart where the world is
// crowded, as the printed board draws Europe larger than it is: Europe
// spread out (in the world Scandinavia 15,63, Great Britain -2,54,
// Northern Europe 13,52, Western Europe -2,44, Southern Europe 18,42),
// Mongolia 3 degrees south (46), the Western United States 3 west
// (-113). The spots in classic.json are this table
// projected; the table, not any board image, is their source.
var classicGeo = map[string][2]float64{
	"alaska": {-152, 64}, "northwest_territory": {-118, 66}, "alberta": {-116, 54},
	"western_united_states": {-116, 40}, "central_america": {-96, 20}, "greenland": {-50, 72},
	"ontario": {-88, 50}, "quebec": {-70, 52}, "eastern_united_states": {-82, 37},
	"venezuela": {-66, 7}, "peru": {-75, -10}, "brazil": {-50, -10}, "argentina": {-65, -36},
	"iceland": {-19, 65}, "scandinavia": {17, 66}, "ukraine": {40, 54}, "great_britain": {-22, 52},
	"northern_europe": {15, 52}, "western_europe": {-17, 33}, "southern_europe": {20, 40},
	"north_africa": {-3, 20}, "egypt": {30, 26}, "congo": {20, -2}, "east_africa": {38, 5},
	"south_africa": {25, -27}, "madagascar": {47, -19},
	"siberia": {90, 65}, "ural": {62, 58}, "china": {105, 33}, "afghanistan": {65, 42},
	"middle_east": {49, 30}, "india": {78, 22}, "siam": {101, 14}, "yakutsk": {128, 65},
	"irkutsk": {105, 56}, "mongolia": {105, 43}, "japan": {138, 37}, "kamchatka": {160, 60},
	"indonesia": {113, -3}, "new_guinea": {143, -6}, "western_australia": {122, -25}, "eastern_australia": {145, -27},
}

// equirect projects a longitude and latitude onto the drawn map:
// longitude -175..175 across, latitude 80..-45 down, in thousandths.
func equirect(lon, lat float64) engine.Spot {
	return engine.Spot{
		X: int(math.Round((lon + 175) / 350 * engine.SpotMax)),
		Y: int(math.Round((80 - lat) / 125 * engine.SpotMax)),
	}
}

// TestClassicSpotsAreTheProjection: every classic spot is its territory's
// place in classicGeo projected, so the method stays written down and a
// moved spot is moved in the table.
func TestClassicSpotsAreTheProjection(t *testing.T) {
	b := MustLoad("classic")
	if len(classicGeo) != len(b.Territories) {
		t.Errorf("classicGeo has %d territories, the board %d", len(classicGeo), len(b.Territories))
	}
	for _, tr := range b.Territories {
		g, ok := classicGeo[tr.ID]
		if !ok || tr.Spot == nil {
			t.Errorf("%s: place %v, spot %v", tr.ID, g, tr.Spot)
			continue
		}
		if want := equirect(g[0], g[1]); *tr.Spot != want {
			t.Errorf("%s: spot %v, want %v (%v projected)", tr.ID, *tr.Spot, want, g)
		}
	}
}
