package got_test

// Helpers of the page tests: what a reader sees of a page, and the
// catalogue keys a file uses (copies of the views tests' own).

import (
	"html"
	"os"
	"regexp"
	"strings"
	"testing"

	"herald/i18n"
)

var (
	tagRe    = regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<[^>]*>`)
	titleRe  = regexp.MustCompile(`\b(?:title|placeholder|aria-label)="([^"]*)"`)
	spacesRe = regexp.MustCompile(`\s+`)
)

// visibleText is what a reader sees of a page: its text and its tooltips,
// entities decoded, white space as single spaces.
func visibleText(page string) string {
	var b strings.Builder
	for _, m := range titleRe.FindAllStringSubmatch(page, -1) {
		b.WriteString(m[1] + " \n")
	}
	b.WriteString(tagRe.ReplaceAllString(page, " "))
	return spacesRe.ReplaceAllString(html.UnescapeString(b.String()), " ")
}

// keysInCatalogue checks that every key the pattern finds in the files is
// in the catalogue (a missing key would show as the key itself) and says
// how many it found.
func keysInCatalogue(t *testing.T, pattern string, files ...string) int {
	t.Helper()
	re := regexp.MustCompile(pattern)
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			n++
			if !i18n.Has(m[1]) {
				t.Errorf("%s: %s is not in the catalogue", f, m[1])
			}
		}
	}
	return n
}
