package i18n_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/i18n"
)

// The core's sentences name no edition (an edition words its own case
// as key@<id> in its package): read from the core catalogue's source, for
// each edition's name as the catalogue gives it, without "RISK".
func TestCoreSentencesNameNoEdition(t *testing.T) {
	var names []string
	for _, r := range engine.Editions() {
		for _, lang := range i18n.Languages {
			name := i18n.Raw(lang, "edition."+r.Edition)
			name, _, _ = strings.Cut(name, " – ")
			for _, risk := range []string{"RISIKO", "RISK", "Risiko"} {
				name = strings.TrimPrefix(name, risk)
			}
			if name = strings.TrimSpace(name); len(name) >= 5 && !strings.HasPrefix(name, "(") {
				names = append(names, name)
			}
		}
	}
	if len(names) < 4 {
		t.Fatalf("edition names %q: is every edition registered?", names)
	}
	sentence := regexp.MustCompile(`(?:de|en):\s*("(?:[^"\\]|\\.)*")`)
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range sentence.FindAllStringSubmatch(string(src), -1) {
			s, err := strconv.Unquote(m[1])
			if err != nil {
				t.Fatalf("%s: %s: %v", f, m[1], err)
			}
			for _, n := range names {
				if strings.Contains(s, n) {
					t.Errorf("%s: a core sentence names %s: %q", f, n, s)
				}
			}
		}
	}
}
