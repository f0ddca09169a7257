package boardedit

import (
	"errors"
	"testing"

	"herald/engine"
)

func threeTerritories() engine.BoardSpec {
	return engine.BoardSpec{Territories: []engine.Territory{{ID: "a"}, {ID: "b"}, {ID: "c"}},
		Links: []engine.LinkSpec{{A: "b", B: "c", Kind: engine.LinkLand, Confidence: "medium"}}}
}

func TestSetLinkAddsOrChangesTheKind(t *testing.T) {
	s := threeTerritories()
	if err := SetLink(&s, "b", "a", engine.LinkSea); err != nil {
		t.Fatal(err)
	}
	if err := SetLink(&s, "c", "b", engine.LinkTeleporter); err != nil {
		t.Fatal(err)
	}
	want := []engine.LinkSpec{{A: "b", B: "c", Kind: engine.LinkTeleporter, Confidence: "high"}, {A: "a", B: "b", Kind: engine.LinkSea, Confidence: "high"}}
	if len(s.Links) != len(want) || s.Links[0] != want[0] || s.Links[1] != want[1] {
		t.Errorf("links %+v, want %+v", s.Links, want)
	}
	for _, bad := range [][2]string{{"a", "a"}, {"a", "x"}} {
		if err := SetLink(&s, bad[0], bad[1], engine.LinkLand); err == nil {
			t.Errorf("%s–%s linked", bad[0], bad[1])
		}
	}
	if len(s.Links) != 2 {
		t.Errorf("a refused link changed the board: %+v", s.Links)
	}
}

func TestRemoveLink(t *testing.T) {
	s := threeTerritories()
	s.Links = append(s.Links, engine.LinkSpec{A: "c", B: "b", Kind: engine.LinkLand})
	if err := RemoveLink(&s, "b", "a"); !errors.Is(err, ErrNotLinked) {
		t.Errorf("removing a link not there: %v", err)
	}
	if err := RemoveLink(&s, "c", "b"); err != nil || len(s.Links) != 0 {
		t.Errorf("removing b–c: %v, links left %+v", err, s.Links)
	}
	if err := RemoveLink(&s, "c", "zz"); !errors.Is(err, ErrUnknown) {
		t.Errorf("an unknown territory: %v", err)
	}
}

// A long press on a spot makes the territory a port of a colour, another
// colour, or no port; its castle stays.
func TestSetPort(t *testing.T) {
	s := threeTerritories()
	s.Territories[0].Castle = true
	for _, g := range []string{"blue", "silver", ""} {
		if err := SetPort(&s, "a", g); err != nil {
			t.Fatal(err)
		}
		if a := s.Territories[0]; a.Port != (g != "") || a.PortGroup != g || !a.Castle {
			t.Errorf("after SetPort(a, %q): %+v", g, a)
		}
	}
	if err := SetPort(&s, "x", "blue"); !errors.Is(err, ErrUnknown) {
		t.Errorf("SetPort on an unknown territory: %v", err)
	}
}
