package views

import (
	"testing"

	"herald/engine"
)

// The board page's filter names come in one order (by language), so the
// same board renders the same page byte for byte (issue 29's doors test
// compares pages): a map's order would differ from call to call.
func TestSearchNamesInOneOrder(t *testing.T) {
	terr := engine.Territory{ID: "the_gift", Names: engine.Names{"en": "The Gift", "de": "Schenkung", "fr": "Don", "es": "El Don", "it": "Il Dono"}}
	want := "thegift|schenkung|thegift|eldon|don|ildono"
	for range 50 {
		if got := searchNames(terr); got != want {
			t.Fatalf("searchNames = %q, want %q (by language: de, en, es, fr, it)", got, want)
		}
	}
}
