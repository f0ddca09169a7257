package views

import (
	"regexp"
	"slices"
	"testing"
)

// The golden and parts tests read pages by scanning (duplicateIDs,
// foldSpaces) where they used regexps; each must still read as its
// regexp did, white space being \s's: not a vertical tab, not U+00A0.
func TestScannersReadAsTheirRegexps(t *testing.T) {
	ids := regexp.MustCompile(`\sid="([^"]*)"`)
	spaces := regexp.MustCompile(`\s+`)
	pages := []string{
		``,
		`id="a" <p id="a"> <i id="a">`,
		`<a data-id="x" id="x"><b	id="x"></b>` + "\n" + `id="y"` + "\f" + `id="y"`,
		`<p data-id="foo id="bar"> <q id="bar"> <r id="bar`,
		"  lead\t\r\n tail\v\u00a0 x  \u2003 ",
	}
	for _, p := range pages {
		var want []string
		seen := map[string]int{}
		for _, m := range ids.FindAllStringSubmatch(p, -1) {
			if seen[m[1]]++; seen[m[1]] == 2 {
				want = append(want, m[1])
			}
		}
		if got := duplicateIDs(p); !slices.Equal(got, want) {
			t.Errorf("duplicateIDs(%q) = %q, the regexp read %q", p, got, want)
		}
		if got, want := foldSpaces(p), spaces.ReplaceAllString(p, " "); got != want {
			t.Errorf("foldSpaces(%q) = %q, the regexp made %q", p, got, want)
		}
	}
}
