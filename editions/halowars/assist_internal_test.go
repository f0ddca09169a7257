package halowars

import (
	"math/big"
	"slices"
	"testing"

	"herald/engine"
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

// One solve per set of entries: the editor asks a board's advice several
// times per save (and in both languages), and the same entries listed in
// another order are the same entries. A new link is a new solve.
func TestAdviceSolvesOncePerEntries(t *testing.T) {
	spec, err := arcadiaBoard()
	if err != nil {
		t.Fatal(err)
	}
	before := solves.started
	first, ok := arcadiaAssistant{}.Advise(spec, "de")
	if !ok || first.NotYet {
		t.Fatalf("shipped board: ok %v, %+v", ok, first)
	}
	reordered := spec
	reordered.Links = slices.Clone(spec.Links)
	slices.Reverse(reordered.Links)
	again, _ := arcadiaAssistant{}.Advise(reordered, "en")
	if n := solves.started - before; n != 1 {
		t.Errorf("%d solves for the same entries asked twice, want 1", n)
	}
	if !slices.Equal(first.Proposed, again.Proposed) || first.Next != again.Next {
		t.Errorf("the remembered advice differs: %v %q, then %v %q", first.Proposed, first.Next, again.Proposed, again.Next)
	}
	more := spec
	more.Links = append(slices.Clone(spec.Links), engine.LinkSpec{A: first.Proposed[0][0], B: first.Proposed[0][1], Kind: engine.LinkLand})
	arcadiaAssistant{}.Advise(more, "de")
	if n := solves.started - before; n != 2 {
		t.Errorf("%d solves after a new link, want 2", n)
	}
}
