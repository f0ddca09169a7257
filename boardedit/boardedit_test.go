package boardedit

import (
	"errors"
	"slices"
	"testing"

	"herald/engine"
	"herald/maps"
)

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"King's Landing":   "kings_landing",
		"Widow’s Watch":    "widows_watch",
		"Königsmund":       "koenigsmund",
		"Île-aux-Ours":     "ile_aux_ours",
		"  Pulse Grid 01 ": "pulse_grid_01",
		"Inland Canyon!!":  "inland_canyon",
		"--":               "",
		"Straße / Weg":     "strasse_weg",
	} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFreeID(t *testing.T) {
	taken := map[string]bool{"a": true, "a_2": true, "": true}
	has := func(id string) bool { return taken[id] }
	if got := FreeID("a", "x", has); got != "a_3" {
		t.Errorf("FreeID(a) = %s", got)
	}
	if got := FreeID("", "x", has); got != "x" {
		t.Errorf("FreeID('') = %s", got)
	}
}

func TestPasteTerritories(t *testing.T) {
	var s engine.BoardSpec
	north := AddRegion(&s, "Der Norden", "#4060a0", 3)
	if north != "der_norden" || s.Regions[0].Names["en"] != "Der Norden" || s.Regions[0].Colour != "#4060a0" {
		t.Fatalf("AddRegion: %s %+v", north, s.Regions)
	}
	added, skipped, err := AddTerritories(&s, north, "Winterfell\r\n\n - Karhold\n• The Dreadfort\n  winterfell \nKönigsmund\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"winterfell", "karhold", "the_dreadfort", "koenigsmund"}; !slices.Equal(added, want) {
		t.Errorf("added %v, want %v", added, want)
	}
	if !slices.Equal(skipped, []string{"winterfell"}) {
		t.Errorf("skipped %v", skipped)
	}
	if got := s.Territories[3].Names; got["de"] != "Königsmund" || got["en"] != "Königsmund" || s.Territories[3].Region != north {
		t.Errorf("territory %+v", s.Territories[3])
	}
	if _, _, err := AddTerritories(&s, "nowhere", "X"); !errors.Is(err, ErrUnknown) {
		t.Errorf("unknown region: %v", err)
	}
	// Another name with the same id gets a second id.
	if added, _, _ = AddTerritories(&s, north, "Karhold?"); !slices.Equal(added, []string{"karhold_2"}) {
		t.Errorf("second karhold got id %v", added)
	}
}

func TestSetLinksLinksBothWays(t *testing.T) {
	var s engine.BoardSpec
	r := AddRegion(&s, "R", "", 1)
	AddTerritories(&s, r, "A\nB\nC\nD")
	if err := SetLinks(&s, "a", map[string]engine.LinkKind{"b": engine.LinkLand, "c": engine.LinkSea}); err != nil {
		t.Fatal(err)
	}
	// The reverse link is there at once: b and c see a.
	if n := Neighbours(s, "b"); n["a"].Kind != engine.LinkLand {
		t.Errorf("b's neighbours %v", n)
	}
	if n := Neighbours(s, "c"); n["a"].Kind != engine.LinkSea {
		t.Errorf("c's neighbours %v", n)
	}
	// Setting c's links: drop a, add d as a teleporter; a-b stays.
	SetLinks(&s, "c", map[string]engine.LinkKind{"d": engine.LinkTeleporter})
	if n := Neighbours(s, "a"); len(n) != 1 || n["b"].Kind != engine.LinkLand {
		t.Errorf("a's neighbours after c changed: %v", n)
	}
	if n := Neighbours(s, "d"); len(n) != 1 || n["c"].Kind != engine.LinkTeleporter {
		t.Errorf("d's neighbours %v", n)
	}
	if len(s.Links) != 2 {
		t.Errorf("links %v", s.Links)
	}
	for _, l := range s.Links {
		if l.Confidence != "high" || l.A > l.B {
			t.Errorf("link %+v", l)
		}
	}
	// a-b and c-d: two pieces of two.
	if ps := maps.Check(s, "other"); len(ps) != 1 || ps[0].Key != "boardcheck.pieces" || ps[0].Args["sizes"] != "2, 2" {
		t.Errorf("Check: %+v", ps)
	}
}

func TestSetLinksCleansImportedDuplicates(t *testing.T) {
	var s engine.BoardSpec
	r := AddRegion(&s, "R", "", 1)
	AddTerritories(&s, r, "A\nB\nC")
	s.Links = []engine.LinkSpec{
		{A: "a", B: "b", Kind: engine.LinkLand, Confidence: "medium"},
		{A: "b", B: "a", Kind: engine.LinkSea, Confidence: "high"},
		{A: "a", B: "a", Kind: engine.LinkLand, Confidence: "high"},
		{A: "b", B: "c", Kind: engine.LinkLand, Confidence: "medium"},
	}
	SetLinks(&s, "a", map[string]engine.LinkKind{"b": engine.LinkLand, "a": engine.LinkLand})
	want := []engine.LinkSpec{
		{A: "a", B: "b", Kind: engine.LinkLand, Confidence: "high"},
		{A: "b", B: "c", Kind: engine.LinkLand, Confidence: "medium"},
	}
	if !slices.Equal(s.Links, want) {
		t.Errorf("links %+v, want %+v", s.Links, want)
	}
}

func TestFeaturesAndRemoval(t *testing.T) {
	var s engine.BoardSpec
	n := AddRegion(&s, "North", "", 1)
	so := AddRegion(&s, "South", "", 1)
	AddTerritories(&s, n, "Wall\nKeep")
	AddTerritories(&s, so, "Field")
	SetLinks(&s, "wall", map[string]engine.LinkKind{"keep": engine.LinkLand, "field": engine.LinkLand})
	s.Cards = []engine.Card{{Territory: "wall", Symbol: engine.Knight}}
	err := SetFeatures(&s, "wall", "de", Features{Name: "Mauer", Region: n, AlsoRegion: so, Castle: true, PortGroup: "blue", Colony: true, LinksComplete: true})
	if err != nil {
		t.Fatal(err)
	}
	w := s.Territories[0]
	if w.Names["de"] != "Mauer" || w.Names["en"] != "Mauer" || w.AlsoRegion != so || !w.Castle || !w.Colony || w.Port || w.PortGroup != "" || !w.LinksComplete {
		t.Errorf("wall %+v", w)
	}
	// A translated name keeps its English.
	SetFeatures(&s, "wall", "en", Features{Name: "Wall", Region: n, AlsoRegion: so})
	SetFeatures(&s, "wall", "de", Features{Name: "Die Mauer", Region: n, AlsoRegion: so})
	if w := s.Territories[0].Names; w["en"] != "Wall" || w["de"] != "Die Mauer" {
		t.Errorf("names %v", w)
	}
	if s.Territories[0].LinksComplete {
		t.Error("a form without the tick left the links complete")
	}
	if err := RemoveRegion(&s, so); !errors.Is(err, ErrRegionNotEmpty) {
		t.Errorf("RemoveRegion(south) = %v", err)
	}
	if err := RemoveTerritory(&s, "field"); err != nil {
		t.Fatal(err)
	}
	if err := RemoveRegion(&s, so); err != nil {
		t.Fatal(err)
	}
	if s.Territories[0].AlsoRegion != "" {
		t.Error("the wall still names the removed region")
	}
	if err := RemoveTerritory(&s, "wall"); err != nil {
		t.Fatal(err)
	}
	if len(s.Links) != 0 || len(s.Cards) != 0 {
		t.Errorf("links %v cards %v left", s.Links, s.Cards)
	}
	if err := SetRegion(&s, n, "en", "Northlands", "green", 4); err != nil || s.Regions[0].Names["en"] != "Northlands" || s.Regions[0].Bonus != 4 {
		t.Errorf("SetRegion: %v %+v", err, s.Regions[0])
	}
}

// An unverified bonus stays unverified when the regions are saved as they
// are; a changed bonus or a confirmation clears it.
func TestUnverifiedBonus(t *testing.T) {
	s := engine.BoardSpec{Regions: []engine.Region{
		{ID: "eire", Names: engine.Names{"en": "Eire"}, Bonus: 5, BonusUnverified: true},
		{ID: "pacifica", Names: engine.Names{"en": "Pacifica"}, Bonus: 7, BonusUnverified: true},
	}}
	if err := SetRegion(&s, "eire", "de", "Eire", "orange", 5); err != nil || !s.Regions[0].BonusUnverified {
		t.Errorf("saving the same bonus confirmed it: %v %+v", err, s.Regions[0])
	}
	if err := SetRegion(&s, "pacifica", "de", "Pacifica", "", 8); err != nil || s.Regions[1].BonusUnverified || s.Regions[1].Bonus != 8 {
		t.Errorf("a corrected bonus is still unverified: %v %+v", err, s.Regions[1])
	}
	if err := ConfirmBonus(&s, "eire"); err != nil || s.Regions[0].BonusUnverified || s.Regions[0].Bonus != 5 {
		t.Errorf("ConfirmBonus: %v %+v", err, s.Regions[0])
	}
	if err := ConfirmBonus(&s, "mu"); !errors.Is(err, ErrUnknown) {
		t.Errorf("ConfirmBonus of an unknown region: %v", err)
	}
}
