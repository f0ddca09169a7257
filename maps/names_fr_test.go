package maps

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"herald/engine"
)

// TestClassicFrenchNames: every territory and continent of the classic
// world map has the French name maps/sources/classic.fr.json gives (six
// French programs of the game; no printed French board was found), a
// name the sources split on is marked unverified and no other is, and
// the board says where its French names come from. Players find a
// territory by its French name too.
func TestClassicFrenchNames(t *testing.T) {
	b, err := Load("classic")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("sources/classic.fr.json")
	if err != nil {
		t.Fatal(err)
	}
	type entry struct{ ID, En, Fr, Confidence string }
	var src struct{ Territories, Regions []entry }
	if err := json.Unmarshal(data, &src); err != nil {
		t.Fatal(err)
	}
	if len(src.Territories) != 42 || len(src.Regions) != 6 {
		t.Fatalf("source lists %d territories and %d regions", len(src.Territories), len(src.Regions))
	}
	check := func(id string, names engine.Names, unverified []string, e entry) {
		if names["en"] != e.En {
			t.Errorf("%s: English %q, the source keys it as %q", id, names["en"], e.En)
		}
		if names["fr"] == "" || names["fr"] != e.Fr {
			t.Errorf("French name of %s = %q, the source gives %q", id, names["fr"], e.Fr)
		}
		if got, want := engine.NameUnverified(unverified, "fr"), e.Confidence != "HIGH"; got != want {
			t.Errorf("%s (confidence %s): French name marked unverified = %v", id, e.Confidence, got)
		}
	}
	unverified := 0
	for _, e := range src.Territories {
		i, ok := b.Lookup(e.ID)
		if !ok {
			t.Errorf("the source names %s, not on the board", e.ID)
			continue
		}
		tr := b.Territories[i]
		check(tr.ID, tr.Names, tr.NamesUnverified, e)
		if engine.NameUnverified(tr.NamesUnverified, "fr") {
			unverified++
		}
	}
	for _, e := range src.Regions {
		i, ok := b.RegionIndex(e.ID)
		if !ok {
			t.Errorf("the source names region %s, not on the board", e.ID)
			continue
		}
		check(e.ID, b.Regions[i].Names, b.Regions[i].NamesUnverified, e)
	}
	if unverified != 1 {
		t.Errorf("%d French territory names unverified, want 1 (Kamtchatka: the sources split)", unverified)
	}
	if b.NamesSource["fr"] == "" {
		t.Errorf("the board says where its French names come from: %q", b.NamesSource)
	}
	irkutsk := id(t, b, "irkutsk")
	if got := b.Name(irkutsk, "fr"); got != "Tchita" {
		t.Errorf("French Irkutsk = %q, want Tchita", got)
	}
	if got := b.Find("tchita"); !slices.Equal(got, []engine.TerritoryID{irkutsk}) {
		t.Errorf("Find(tchita) = %v", got)
	}
}

// TestVigilusFrenchPlaceholders: the Vigilus template's own words (its
// name, "Territory 7", the fortress walls, "Not in a region yet") read in
// French; the region names the rulebook prints stay as printed.
func TestVigilusFrenchPlaceholders(t *testing.T) {
	spec := mustSpec(t, "vigilus")
	if spec.Names["fr"] == "" {
		t.Error("the template has no French name")
	}
	for _, tr := range spec.Territories {
		if tr.Names["de"] != tr.Names["en"] && (tr.Names["fr"] == "" || tr.Names["fr"] == tr.Names["en"]) {
			t.Errorf("%s: Herald's word %q has no French", tr.ID, tr.Names["en"])
		}
	}
	for _, r := range spec.Regions {
		if r.Names["de"] != r.Names["en"] && (r.Names["fr"] == "" || r.Names["fr"] == r.Names["en"]) {
			t.Errorf("region %s: Herald's word %q has no French", r.ID, r.Names["en"])
		}
		if r.Names["de"] == r.Names["en"] && r.Names["fr"] != "" {
			t.Errorf("region %s: printed name %q given a French name %q", r.ID, r.Names["en"], r.Names["fr"])
		}
	}
}
