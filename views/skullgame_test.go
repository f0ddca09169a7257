package views

import (
	"fmt"
	"testing"

	"herald/engine"
)

// A Halo Legendary game for the core pages' tests (corrections, the
// neutral seat's name), by the stored ids: this package cannot import
// editions/legendary, whose own page tests have the same game.

// legendaryState is a One-on-One game on a made-up board of 9 in a chain:
// Anna (UNSC) holds l1, l4, l7, Ben (Covenant) l2, l5, l8, the neutral
// Flood l3, l6, l9; Anna's mobile teleporter links l1 and l9.
func legendaryState(t *testing.T) *engine.State {
	t.Helper()
	spec := engine.BoardSpec{ID: "l", Names: engine.Names{"en": "L"}, Regions: []engine.Region{{ID: "r", Names: engine.Names{"en": "R"}, Bonus: 1}}}
	for i := 1; i <= 9; i++ {
		id := fmt.Sprintf("l%d", i)
		spec.Territories = append(spec.Territories, engine.Territory{ID: id, Names: engine.Names{"en": "Land " + id}, Region: "r"})
		if i > 1 {
			spec.Links = append(spec.Links, engine.LinkSpec{A: fmt.Sprintf("l%d", i-1), B: id, Kind: engine.LinkLand})
		}
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	e := engine.Setup{Edition: "halo_legendary", Board: "l", Mode: "one_on_one", DeckMode: engine.DeckTable,
		Options: engine.Options{"teleporter_option": []byte(`"each"`), "teleporters": []byte(`[["l1","l9"]]`)},
		Owners:  map[string]int{}, Units: map[string]int{},
		Players: []engine.PlayerSetup{
			{Name: "Anna", House: "unsc_1", Base: "l1", Hero: "l1"},
			{Name: "Ben", House: "covenant_1", Base: "l2", Hero: "l2"},
			{House: "flood", Neutral: true},
		}}
	for i, terr := range b.Territories {
		e.Owners[terr.ID], e.Units[terr.ID] = i%3, 1
	}
	e.Units["l1"], e.Units["l2"] = 28, 28
	e.Units["l3"], e.Units["l6"], e.Units["l9"] = 44, 2, 2
	st, err := engine.NewGame(b, e)
	if err != nil {
		t.Fatal(err)
	}
	return st
}
