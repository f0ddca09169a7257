package i18n

import (
	"slices"
	"strings"
	"testing"
)

// Every sentence of the catalogue exists in both languages with the same
// placeholders: the views pass the same arguments whatever the language.
func TestEveryKeyInBothLanguagesWithTheSamePlaceholders(t *testing.T) {
	prefixes := map[string]int{}
	for _, k := range Keys() {
		prefixes[strings.SplitN(k, ".", 2)[0]]++
		de, en := Raw("de", k), Raw("en", k)
		if strings.TrimSpace(de) == "" || strings.TrimSpace(en) == "" {
			t.Errorf("%s: empty in a language", k)
		}
		if a, b := sortedSet(placeholders(de)), sortedSet(placeholders(en)); !slices.Equal(a, b) {
			t.Errorf("%s: de uses %v, en uses %v", k, a, b)
		}
	}
	// The pages' own catalogues are loaded (a file that stopped
	// registering its sentences would otherwise pass unnoticed).
	for _, p := range []string{"dicepage", "oddspage", "boards", "boardcheck", "odds", "ui"} {
		if prefixes[p] == 0 {
			t.Errorf("no %s.* sentences in the catalogue", p)
		}
	}
	if prefixes["boards"]+prefixes["boardcheck"] < 50 {
		t.Errorf("only %d board sentences", prefixes["boards"]+prefixes["boardcheck"])
	}
}
