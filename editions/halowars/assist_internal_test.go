package halowars

import (
	"math/big"
	"testing"
)

// The count of layouts in words: German long scale (Million, Milliarde,
// Billion), English short scale, one decimal, singular for exactly one.
func TestLayoutsText(t *testing.T) {
	n := func(s string) *big.Int { x, _ := new(big.Int).SetString(s, 10); return x }
	for _, c := range []struct{ lang, n, want string }{
		{"de", "1200000000000", "Noch 1,2 Billionen mögliche Aufteilungen."},
		{"en", "1200000000000", "1.2 trillion possible layouts left."},
		{"de", "1000000", "Noch 1 Million mögliche Aufteilungen."},
		{"de", "3500000000", "Noch 3,5 Milliarden mögliche Aufteilungen."},
		{"de", "11203947056332800000", "Noch 11,2 Trillionen mögliche Aufteilungen."},
		{"de", "1", "Noch 1 mögliche Aufteilung."},
		{"en", "24", "24 possible layouts left."},
	} {
		if got := layoutsText(c.lang, n(c.n)); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}
