package views

import (
	"testing"

	"herald/maps"
)

// Every shipped board's territory and region ids make ids the answer to
// an action can name ("#t-<id>", "#rg-<id>"), so the board is patched
// part by part, not sent whole.
func TestBoardIDsAreSelectors(t *testing.T) {
	for _, id := range maps.IDs() {
		b, err := maps.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range b.Territories {
			if !SelectorSafe("t-" + tr.ID) {
				t.Errorf("%s: territory %q", id, tr.ID)
			}
		}
		for _, r := range b.Regions {
			if !SelectorSafe("rg-" + r.ID) {
				t.Errorf("%s: region %q", id, r.ID)
			}
		}
	}
	for _, bad := range []string{"", "t-a.b", "t-a b", "t-ä", "t-a:b"} {
		if SelectorSafe(bad) {
			t.Errorf("%q taken for a selector", bad)
		}
	}
}
