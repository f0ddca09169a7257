package i18n_test

import (
	"strings"
	"testing"

	_ "herald/editions/all" // every edition's sentences are in the catalogue
	"herald/i18n"
)

// Halo's skulls are "Schädel" in German, in every sentence of every
// edition ("Fraktions-Karten-Schädel", Halo Legendary rulebook, Überblick;
// the Halo Wars pages follow it): never "Totenköpfe" beside it.
func TestGermanSaysSchaedelNeverTotenkoepfe(t *testing.T) {
	for _, k := range i18n.Keys() {
		if de := i18n.Raw("de", k); strings.Contains(strings.ToLower(de), "totenk") {
			t.Errorf("%s: %q", k, de)
		}
	}
}
