package views

import (
	"regexp"
	"testing"

	"herald/engine"
	"herald/static"
)

// Every house of every edition has its colour in app.css (HouseClass
// names the class; without a rule a player's territories, chips and
// spots on the picture are the neutral army's grey). Classic RISK's six
// colours had none.
func TestEveryHouseHasAColour(t *testing.T) {
	css, err := static.FS.ReadFile("app.css")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range engine.Editions() {
		if r.Houses == nil {
			continue
		}
		for _, h := range allHouses(r) {
			rule := regexp.MustCompile(`\.house-` + regexp.QuoteMeta(h) + `\b[^{}]*\{[^}]*--house:`)
			if !rule.Match(css) {
				t.Errorf("%s: house %q has no --house colour in app.css", r.Edition, h)
			}
		}
	}
}

// allHouses are the houses r offers at any table size it plays.
func allHouses(r *engine.Ruleset) []string {
	seen, out := map[string]bool{}, []string(nil)
	for n := 2; n <= 6; n++ {
		for _, h := range r.Houses(n) {
			if !seen[h] {
				seen[h] = true
				out = append(out, h)
			}
		}
	}
	return out
}
