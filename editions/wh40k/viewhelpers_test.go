package wh40k_test

// Helpers of the page tests, copied from package views' tests
// (catalogue_test.go, text_test.go, setup_test.go).

import (
	"html"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/a-h/templ"

	"herald/i18n"
	"herald/views"
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
// in the catalogue, and counts them.
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
			if strings.HasSuffix(m[1], ".") || strings.HasSuffix(m[1], "_") {
				continue
			}
			if !i18n.Has(m[1]) {
				t.Errorf("%s: %s is not in the catalogue", f, m[1])
			}
		}
	}
	return n
}

// setupPage renders the set-up page of a registered edition with form f.
func setupPage(t *testing.T, c views.Ctx, edition string, f views.SetupForm) templ.Component {
	t.Helper()
	e, ok := views.SetupFor(edition)
	if !ok {
		t.Fatalf("no set-up registered for %s", edition)
	}
	return views.SetupPage(c, e, f, "")
}
