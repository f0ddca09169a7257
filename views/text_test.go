package views

import (
	"html"
	"regexp"
	"strings"
)

var (
	tagRe    = regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<[^>]*>`)
	titleRe  = regexp.MustCompile(`\b(?:title|placeholder|aria-label)="([^"]*)"`)
	spacesRe = regexp.MustCompile(`\s+`)
)

// visibleText is what a reader sees of a page: its text and its tooltips,
// entities decoded, white space as single spaces. The editions' word scans
// read pages through it.
func visibleText(page string) string {
	var b strings.Builder
	for _, m := range titleRe.FindAllStringSubmatch(page, -1) {
		b.WriteString(m[1] + " \n")
	}
	b.WriteString(tagRe.ReplaceAllString(page, " "))
	return spacesRe.ReplaceAllString(html.UnescapeString(b.String()), " ")
}
