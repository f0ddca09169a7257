package got_test

import (
	"strings"
	"testing"

	"herald/editions/got"
	"herald/i18n"
)

// Every house, the edition and its board-editor label have their names in
// both languages (the web layer asks for them by key; these keys left the
// core catalogue's list with the edition).
func TestGoTNamesInBothLanguages(t *testing.T) {
	keys := []string{"edition." + got.ID, "boards.edition." + got.ID, "event.not_in_edition@got"}
	for _, h := range got.Houses {
		keys = append(keys, "house."+h)
	}
	for _, k := range keys {
		for _, lang := range i18n.Languages {
			if strings.TrimSpace(i18n.Raw(lang, k)) == "" {
				t.Errorf("%s has no %s sentence", k, lang)
			}
		}
	}
}
