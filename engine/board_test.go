package engine

import "testing"

// A fortress wall (Warhammer 40k) belongs to two regions: holding either
// region whole means holding the wall too.
func TestFortressWallCountsForBothRegions(t *testing.T) {
	n := func(s string) Names { return Names{"en": s} }
	b, err := NewBoard(BoardSpec{
		ID:      "walls",
		Regions: []Region{{ID: "north", Names: n("North"), Bonus: 2}, {ID: "south", Names: n("South"), Bonus: 3}},
		Territories: []Territory{
			{ID: "keep", Names: n("Keep"), Region: "north"},
			{ID: "wall", Names: n("Wall"), Region: "north", AlsoRegion: "south"},
			{ID: "field", Names: n("Field"), Region: "south"},
		},
		Links: []LinkSpec{
			{A: "keep", B: "wall", Kind: LinkLand, Confidence: "high"},
			{A: "wall", B: "field", Kind: LinkTeleporter, Confidence: "high"},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Adjacent(1, 2) {
		t.Error("a teleporter link is not adjacency")
	}
	bonus := func(owner []int) int {
		s := &State{Board: b, Rules: &Ruleset{MinReinforcement: 3}, Owner: owner}
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
		_, err := NewBoard(BoardSpec{ID: "x", Regions: []Region{{ID: "north"}},
			Territories: []Territory{{ID: "a", Names: n("A"), Region: "north", AlsoRegion: bad}}})
		if err == nil {
			t.Errorf("second region %q accepted", bad)
		}
	}
}
