package maps

import (
	"slices"
	"testing"

	"herald/engine"
)

// The Vigilus template parks the territories the rulebook does not place
// in "Noch keiner Region zugeordnet" (engine.UnassignedRegion). That is no
// region ("Der Spielplan ist in 40 Gebiete und 6 Regionen unterteilt",
// SPIELPLAN): the check does not ask for its bonus, and lists its
// territories as still unassigned.
func TestCheckVigilusTemplateReportsUnassignedTerritories(t *testing.T) {
	spec := mustSpec(t, "vigilus")
	var parked []string
	for _, x := range spec.Territories {
		if x.Region == engine.UnassignedRegion {
			parked = append(parked, x.ID)
		}
	}
	if len(parked) != 39 {
		t.Fatalf("%d parked territories in the template, want 39", len(parked))
	}
	var found bool
	for _, p := range Check(spec, "warhammer40k") {
		if slices.Contains(p.Regions, engine.UnassignedRegion) {
			t.Errorf("%s names the parking place as a region", p.Key)
		}
		if p.Key == "boardcheck.unassigned" {
			found = true
			if !slices.Equal(p.Territories, parked) || p.Args["count"] != "39" {
				t.Errorf("unassigned: %v (%s)", p.Territories, p.Args["count"])
			}
		}
	}
	if !found {
		t.Error("no warning lists the unassigned territories")
	}
}
