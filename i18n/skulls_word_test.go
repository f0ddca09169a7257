package i18n

import (
	"strings"
	"testing"
)

// Halo's skulls are "Schädel" in German, in every sentence of every
// edition ("Fraktions-Karten-Schädel", Halo Legendary rulebook, Überblick;
// the Halo Wars pages follow it): never "Totenköpfe" beside it.
func TestGermanSaysSchaedelNeverTotenkoepfe(t *testing.T) {
	for _, k := range Keys() {
		if de := Raw("de", k); strings.Contains(strings.ToLower(de), "totenk") {
			t.Errorf("%s: %q", k, de)
		}
	}
}
