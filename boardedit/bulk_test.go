package boardedit

import (
	"fmt"
	"testing"

	"herald/engine"
	"herald/maps"
)

func twoNames() engine.BoardSpec {
	return engine.BoardSpec{ID: "x", Regions: []engine.Region{{ID: "r", Names: engine.Names{"de": "Norden", "en": "North"}}},
		Territories: []engine.Territory{
			{ID: "kings_landing", Names: engine.Names{"de": "Königsmund", "en": "King's Landing"}, Region: "r"},
			{ID: "harrenhal", Names: engine.Names{"de": "Harrenhal", "en": "Harrenhal"}, Region: "r"},
			{ID: "the_eyrie", Names: engine.Names{"de": "Hohenehr", "en": "The Eyrie"}, Region: "r"},
		}}
}

// Names in German, in English, ids; "–", "-" and ",": each line read.
func TestParseLinksBothLanguages(t *testing.T) {
	s := twoNames()
	links, bad := ParseLinks(s, "Königsmund – Harrenhal\nthe eyrie, kings landing\n* harrenhal - The Eyrie\n")
	if bad != nil || len(links) != 3 {
		t.Fatalf("links %v, bad %v", links, bad)
	}
	if got := fmt.Sprint(links[1]); got != "{kings_landing the_eyrie land high}" {
		t.Errorf("second line %s", got)
	}
	_, bad = ParseLinks(s, "Königsmund – Harrenhal\n\nWinterfell, Harrenhal\nHohenehr Harrenhal")
	if len(bad) != 2 || bad[0].Line != 3 || bad[0].Name != "Winterfell" || bad[0].Reason != ReasonUnknown || bad[1].Line != 4 || bad[1].Reason != ReasonNoPair {
		t.Errorf("bad lines %+v", bad)
	}
}

// The Vigilus template's placeholders take their regions and real names
// in one paste (RISIKO Warhammer 40.000, SPIELPLAN: which territory lies in
// which region is printed on the board only).
func TestParseTerritoriesOnTheVigilusTemplate(t *testing.T) {
	spec, _, err := maps.Spec("vigilus")
	if err != nil {
		t.Fatal(err)
	}
	ps, bad := ParseTerritories(spec, "", "Megaborealis:\nGebiet 1 = Nordwacht\nTerritory 2\nDontoria:\nNeuland")
	if bad != nil || len(ps) != 3 {
		t.Fatalf("%v %v", ps, bad)
	}
	added, moved, same := Place(&spec, "de", ps)
	if added != 1 || moved != 2 || same != nil {
		t.Errorf("added %d moved %d same %v", added, moved, same)
	}
	// The same list again changes nothing and says so.
	ps, _ = ParseTerritories(spec, "", "Megaborealis:\nNordwacht\nTerritory 2\nDontoria:\nNeuland")
	if added, moved, same := Place(&spec, "de", ps); added != 0 || moved != 0 || len(same) != 3 || same[0] != "Nordwacht" {
		t.Errorf("pasted twice: added %d moved %d same %v", added, moved, same)
	}
	id, ok, _ := FindTerritory(spec, "Nordwacht")
	if !ok || id != "gebiet_01" || spec.Territories[territoryIndex(&spec, id)].Region != "megaborealis" {
		t.Errorf("Gebiet 1 not renamed into Megaborealis: %s", id)
	}
	if _, bad := ParseTerritories(spec, "", "Gebiet 3"); len(bad) != 1 || bad[0].Reason != ReasonNoRegion {
		t.Errorf("a name without a region: %+v", bad)
	}
}

func TestConfirmRegionLinks(t *testing.T) {
	s := twoNames()
	s.Regions = append(s.Regions, engine.Region{ID: "q"})
	s.Territories[2].Region = "q"
	s.Links = []engine.LinkSpec{{A: "harrenhal", B: "kings_landing", Confidence: "medium"}, {A: "the_eyrie", B: "harrenhal", Confidence: "medium"}}
	if DraftLinks(s, "q") != 1 {
		t.Fatal("q has one draft link")
	}
	n, err := ConfirmRegionLinks(&s, "q")
	if err != nil || n != 1 || s.Links[0].Confidence != "medium" || s.Links[1].Confidence != "high" {
		t.Errorf("confirm q: %d %v %+v", n, err, s.Links)
	}
}

// Theirs renamed a region and removed a territory; mine added a link and
// edited the removed territory; both renamed Harrenhal differently.
func TestMerge(t *testing.T) {
	base := twoNames()
	theirs, mine := twoNames(), twoNames()
	theirs.Regions[0].Names = engine.Names{"de": "Nord", "en": "North"}
	theirs.Territories = theirs.Territories[:2]
	theirs.Territories[1].Names = engine.Names{"de": "Harrenhall", "en": "Harrenhal"}
	mine.Territories[2].Castle = true
	mine.Territories[1].Names = engine.Names{"de": "Harrenheim", "en": "Harrenhal"}
	mine.Links = []engine.LinkSpec{{A: "harrenhal", B: "kings_landing", Kind: engine.LinkLand, Confidence: "high"}}
	cs := Conflicts(base, mine, theirs)
	if len(cs) != 1 || cs[0].Key != "t:harrenhal:name" || cs[0].Mine != "Harrenheim" || cs[0].Theirs != "Harrenhall" {
		t.Fatalf("conflicts %+v", cs)
	}
	for pick, want := range map[string]string{"mine": "Harrenheim", "theirs": "Harrenhall"} {
		m := Merge(base, mine, theirs, map[string]string{cs[0].Key: pick})
		if len(m.Territories) != 2 || m.Regions[0].Names["de"] != "Nord" || len(m.Links) != 1 || m.Territories[1].Names["de"] != want {
			t.Errorf("pick %s: %+v", pick, m)
		}
	}
	ch := Changes(base, theirs, "de")
	if fmt.Sprint(ch) != "[{boards.merge.region_renamed [r] Norden} {boards.merge.territory_renamed [harrenhal] Harrenhal} {boards.merge.territory_removed [the_eyrie] Hohenehr}]" {
		t.Errorf("changes %v", ch)
	}
}
