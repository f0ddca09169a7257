package engine_test

import (
	"testing"

	"herald/engine"
)

// half is a board of two linked territories with a picture w x h (photo
// "" or its hash) and the territories' spots.
func half(t *testing.T, id string, pic *engine.Picture, spots ...*engine.Spot) *engine.Board {
	t.Helper()
	n := func(s string) engine.Names { return engine.Names{"en": s} }
	spec := engine.BoardSpec{ID: id, Names: n(id), Picture: pic,
		Regions: []engine.Region{{ID: "r", Names: n("R"), Bonus: 2}},
		Links:   []engine.LinkSpec{{A: "a", B: "b", Kind: engine.LinkLand}}}
	for i, tid := range []string{"a", "b"} {
		spec.Territories = append(spec.Territories, engine.Territory{ID: tid, Names: n(tid), Region: "r", Spot: spots[i]})
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Halo Legendary's Objective, Slayer and Team games lay two battlefield
// halves side by side ("Wählen Sie ein Schlachtfeld": Ringwelt or Forge,
// each of two boards). Found playing a German table: two halves each
// entered on a photo could not be joined at all (the joined board kept
// the spots and had no picture). Now the joined board is Herald's drawn
// map of both halves, side by side at one height, each spot where it lies
// on its half; a half without a picture leaves the joined board without
// one, and its spots go.
func TestComposeLaysTheHalvesPicturesSideBySide(t *testing.T) {
	photo := "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	// Half A is 2000x1000 (twice as wide as high), half B 500x1000.
	a := half(t, "ham", &engine.Picture{Width: 2000, Height: 1000, Photo: photo}, &engine.Spot{X: 0, Y: 100}, &engine.Spot{X: 1000, Y: 900})
	b := half(t, "anv", &engine.Picture{Width: 500, Height: 1000, Photo: photo}, &engine.Spot{X: 0, Y: 500}, &engine.Spot{X: 1000, Y: 0})
	j, err := engine.Compose(a, b)
	if err != nil {
		t.Fatalf("two photographed halves: %v", err)
	}
	if p := j.Picture; p == nil || p.Photo != "" || p.Width != 2500 || p.Height != 1000 {
		t.Fatalf("the joined picture is %+v, want Herald's drawn map 2500x1000", p)
	}
	// A's 2000 of 2500 units, then B's 500.
	want := map[string]engine.Spot{"a": {X: 0, Y: 100}, "b": {X: 800, Y: 900}, "anv_a": {X: 800, Y: 500}, "anv_b": {X: 1000, Y: 0}}
	for _, tr := range j.Territories {
		if w, ok := want[tr.ID]; !ok || tr.Spot == nil || *tr.Spot != w {
			t.Errorf("%s lies at %v on the joined picture, want %v", tr.ID, tr.Spot, w)
		}
	}
	if !j.HasPicture() {
		t.Error("the joined board is not shown as a picture")
	}

	// One half without a picture: none, and no spot.
	bare := half(t, "anv", nil, nil, nil)
	j, err = engine.Compose(a, bare)
	if err != nil {
		t.Fatalf("a photographed half and a bare one: %v", err)
	}
	if j.Picture != nil || j.HasPicture() {
		t.Errorf("the joined board has picture %+v", j.Picture)
	}
	for _, tr := range j.Territories {
		if tr.Spot != nil {
			t.Errorf("%s keeps its spot %v without a picture", tr.ID, tr.Spot)
		}
	}
}
