package i18n

import (
	"slices"
	"strings"
	"testing"
)

// The board pages' and board check's sentences exist in both languages
// with the same placeholders (the views pass the same arguments to both).
func TestBoardKeys(t *testing.T) {
	n := 0
	for _, k := range Keys() {
		if !strings.HasPrefix(k, "boards.") && !strings.HasPrefix(k, "boardcheck.") {
			continue
		}
		n++
		de, en := Raw("de", k), Raw("en", k)
		if strings.TrimSpace(de) == "" || strings.TrimSpace(en) == "" {
			t.Errorf("%s: empty in a language", k)
		}
		if a, b := sortedSet(placeholders(de)), sortedSet(placeholders(en)); !slices.Equal(a, b) {
			t.Errorf("%s: de uses %v, en uses %v", k, a, b)
		}
	}
	if n < 50 {
		t.Fatalf("only %d board keys", n)
	}
}
