package i18ntest

import (
	"regexp"
	"strings"
	"testing"

	"herald/i18n"
)

// CoreSaysNone fails t for each language in which key's core sentence is
// missing or says one of an edition's words: the core's sentences are
// neutral, the edition's own words stand under key@<id>.
func CoreSaysNone(t testing.TB, key string, words *regexp.Regexp) {
	t.Helper()
	for _, lang := range i18n.Languages {
		core := i18n.Raw(lang, key)
		if strings.TrimSpace(core) == "" {
			t.Errorf("%s %s: the core has no sentence", lang, key)
		}
		if w := words.FindString(core); w != "" {
			t.Errorf("%s %s: the core's sentence says %q: %q", lang, key, w, core)
		}
	}
}
