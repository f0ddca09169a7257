package engine

import (
	"slices"
	"testing"
)

// A photo taken or spots placed make a version that plays the same; a
// link or a renamed territory do not (issue 30: a game follows only the
// first).
func TestSamePlayIgnoresOnlyThePicture(t *testing.T) {
	base := BoardSpec{ID: "b", Territories: []Territory{{ID: "a", Region: "r"}, {ID: "c", Region: "r"}}, Regions: []Region{{ID: "r", Bonus: 1}}}
	photo := WithPictureOf(base, BoardSpec{Picture: &Picture{Width: 30, Height: 20, Photo: "ab"}, Territories: []Territory{{Spot: &Spot{X: 1, Y: 2}}, {}}})
	if !SamePlay(base, photo) || photo.Picture == nil || photo.Territories[0].Spot == nil || base.Territories[0].Spot != nil {
		t.Errorf("a picture and a spot: same play %v, picture %v, spot %v (base's %v)", SamePlay(base, photo), photo.Picture, photo.Territories[0].Spot, base.Territories[0].Spot)
	}
	linked := base
	linked.Links = []LinkSpec{{A: "a", B: "c"}}
	renamed := base
	renamed.Territories = slices.Clone(base.Territories)
	renamed.Territories[1].ID = "d"
	for name, other := range map[string]BoardSpec{"a link": linked, "another territory": renamed} {
		if SamePlay(base, other) {
			t.Errorf("%s plays the same", name)
		}
	}
}
