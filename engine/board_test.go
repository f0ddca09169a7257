package engine_test

import (
	"reflect"
	"testing"

	"herald/engine"
)

// A fortress wall (Warhammer 40k) belongs to two regions: holding either
// region whole means holding the wall too.
func TestFortressWallCountsForBothRegions(t *testing.T) {
	n := func(s string) engine.Names { return engine.Names{"en": s} }
	b, err := engine.NewBoard(engine.BoardSpec{
		ID:      "walls",
		Regions: []engine.Region{{ID: "north", Names: n("North"), Bonus: 2}, {ID: "south", Names: n("South"), Bonus: 3}},
		Territories: []engine.Territory{
			{ID: "keep", Names: n("Keep"), Region: "north"},
			{ID: "wall", Names: n("Wall"), Region: "north", AlsoRegion: "south"},
			{ID: "field", Names: n("Field"), Region: "south"},
		},
		Links: []engine.LinkSpec{
			{A: "keep", B: "wall", Kind: engine.LinkLand, Confidence: "high"},
			{A: "wall", B: "field", Kind: engine.LinkTeleporter, Confidence: "high"},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Adjacent(1, 2) {
		t.Error("a teleporter link is not adjacency")
	}
	bonus := func(owner []int) int {
		// A ruleset with nothing of its own: the bonus is the board's.
		s := &engine.State{Board: b, Rules: &engine.Ruleset{Edition: "test-walls", MinReinforcement: 3}, Owner: owner}
		r := s.BaseReinforcement(0)
		return r.Total - r.Base
	}
	for _, c := range []struct {
		owner []int
		want  int
	}{
		{[]int{0, 0, 0}, 5}, // both regions
		{[]int{1, 0, 0}, 3}, // the south only: the wall and the field
		{[]int{0, 1, 0}, 0}, // neither without the wall
		{[]int{0, 0, 1}, 2}, // the north only
	} {
		if got := bonus(c.owner); got != c.want {
			t.Errorf("owners %v: region bonus %d, want %d", c.owner, got, c.want)
		}
	}
	for _, bad := range []string{"east", "north"} {
		_, err := engine.NewBoard(engine.BoardSpec{ID: "x", Regions: []engine.Region{{ID: "north"}},
			Territories: []engine.Territory{{ID: "a", Names: n("A"), Region: "north", AlsoRegion: bad}}})
		if err == nil {
			t.Errorf("second region %q accepted", bad)
		}
	}
}

// A board is shared between games and requests: its Spec is a copy down
// to each name and spot, so a variant built from it (WithLinks, Compose,
// a game's picture) never changes the board. It is the spec the board
// was made from, nil and empty kept apart (SamePlay compares them).
func TestSpecIsACopy(t *testing.T) {
	spec := func() engine.BoardSpec {
		return engine.BoardSpec{
			ID: "copy", Names: engine.Names{"en": "Copy"}, NamesSource: engine.Names{"de": "a wiki"},
			Regions: []engine.Region{{ID: "north", Names: engine.Names{"en": "North"}, Bonus: 2, NamesUnverified: []string{"fr"}}},
			Territories: []engine.Territory{
				{ID: "keep", Names: engine.Names{"en": "Keep"}, Region: "north", NamesUnverified: []string{}, Spot: &engine.Spot{X: 1, Y: 2}},
				{ID: "wall", Names: engine.Names{"en": "Wall"}, Region: "north"},
			},
			Links:      []engine.LinkSpec{{A: "keep", B: "wall", Kind: engine.LinkLand, Confidence: "high"}},
			Cards:      []engine.Card{{Territory: "keep", Symbol: engine.Knight}, {Territory: "wall", Symbol: engine.Knight}},
			PointChart: map[int]int{1: 2},
			Picture:    &engine.Picture{Width: 30, Height: 20},
		}
	}
	b, err := engine.NewBoard(spec())
	if err != nil {
		t.Fatal(err)
	}
	s := b.Spec()
	if !reflect.DeepEqual(s, spec()) {
		t.Fatalf("the spec is not the board's:\n%+v\n%+v", s, spec())
	}
	s.Names["en"], s.NamesSource["de"], s.PointChart[1] = "x", "x", 9
	s.Regions[0].Names["en"], s.Regions[0].NamesUnverified[0], s.Regions[0].Bonus = "x", "x", 9
	s.Territories[0].Names["en"], s.Territories[0].Spot.X, s.Territories[1].Region = "x", 9, "x"
	s.Cards[0].Territory, s.Picture.Width = "x", 9
	if got := b.Spec(); !reflect.DeepEqual(got, spec()) {
		t.Errorf("changing the spec changed the board:\n%+v", got)
	}
}
