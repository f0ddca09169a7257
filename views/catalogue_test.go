package views

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"herald/i18n"
)

// keysInCatalogue checks that every key the pattern finds in the files is
// in the catalogue (a missing key would show as the key itself) and says
// how many it found. Keys ending in "." or "_" are prefixes completed at
// run time, such as "dicepage.verdict." + verdict; callers check those.
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
