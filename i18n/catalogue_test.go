package i18n_test

import (
	"slices"
	"strings"
	"testing"

	_ "herald/editions/all" // every edition's sentences are in the catalogue
	"herald/i18n"
)

// Every sentence of the catalogue exists in both languages with the same
// placeholders: the views pass the same arguments whatever the language.
func TestEveryKeyInBothLanguagesWithTheSamePlaceholders(t *testing.T) {
	prefixes := map[string]int{}
	for _, k := range i18n.Keys() {
		prefixes[strings.SplitN(k, ".", 2)[0]]++
		de, en := i18n.Raw("de", k), i18n.Raw("en", k)
		if strings.TrimSpace(de) == "" || strings.TrimSpace(en) == "" {
			t.Errorf("%s: empty in a language", k)
		}
		if a, b := i18n.SortedSet(i18n.Placeholders(de)), i18n.SortedSet(i18n.Placeholders(en)); !slices.Equal(a, b) {
			t.Errorf("%s: de uses %v, en uses %v", k, a, b)
		}
	}
	// The pages' own catalogues are loaded (a file that stopped
	// registering its sentences would otherwise pass unnoticed).
	for _, p := range []string{"dicepage", "oddspage", "boards", "boardcheck", "odds", "ui", "halo", "legendary", "wh40k", "newgame", "newlegendary", "newwh"} {
		if prefixes[p] == 0 {
			t.Errorf("no %s.* sentences in the catalogue", p)
		}
	}
	if prefixes["boards"]+prefixes["boardcheck"] < 50 {
		t.Errorf("only %d board sentences", prefixes["boards"]+prefixes["boardcheck"])
	}
}

// A further language (French) translates sentences the catalogue has,
// with the German sentence's placeholders; once it is offered
// (i18n.Languages), every key has its sentence (issue 31: "no German or
// English words left").
func TestEveryKeyInEveryLanguage(t *testing.T) {
	for _, lang := range i18n.Further() {
		for _, k := range i18n.Translated(lang) {
			if !i18n.Has(k) {
				t.Errorf("%s: %s translates a key the catalogue lacks", lang, k)
				continue
			}
			s := i18n.Raw(lang, k)
			if strings.TrimSpace(s) == "" {
				t.Errorf("%s: %s is empty", lang, k)
			}
			if a, b := i18n.SortedSet(i18n.Placeholders(i18n.Raw("de", k))), i18n.SortedSet(i18n.Placeholders(s)); !slices.Equal(a, b) {
				t.Errorf("%s: de uses %v, %s uses %v", k, a, lang, b)
			}
		}
		offered := slices.Contains(i18n.Languages, lang)
		missing := 0
		for _, k := range i18n.Keys() {
			if i18n.Raw(lang, k) == "" {
				missing++
				if offered {
					t.Errorf("%s: %s has no sentence", lang, k)
				}
			}
		}
		t.Logf("%s: %d of %d keys translated (offered: %v)", lang, len(i18n.Keys())-missing, len(i18n.Keys()), offered)
	}
}
