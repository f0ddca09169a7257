package classic

import (
	"testing"

	"herald/engine"
)

// Invariants of the edition's numbers over every case, not just the
// rulebook's examples.

// TestDealInvariants: for every player count the deal covers the 42
// territories exactly, players differ by at most one, and every player
// has the armies to put one on each territory dealt (the neutral too).
func TestDealInvariants(t *testing.T) {
	for n := 2; n <= 6; n++ {
		per, neutral := Deal(n)
		if len(per) != n {
			t.Fatalf("Deal(%d): %d seats", n, len(per))
		}
		sum, lo, hi := neutral, 42, 0
		for _, c := range per {
			sum += c
			lo, hi = min(lo, c), max(hi, c)
		}
		if sum != 42 || hi-lo > 1 || InitialArmies(n) < max(hi, neutral) {
			t.Errorf("Deal(%d) = %v + %d neutral: sum %d, spread %d, armies %d", n, per, neutral, sum, hi-lo, InitialArmies(n))
		}
	}
}

// TestTradeValueGrows: every set is worth more than the one before, and
// never less than the first set's 4.
func TestTradeValueGrows(t *testing.T) {
	for k := 0; k < 50; k++ {
		if TradeValue(k+1) <= TradeValue(k) || TradeValue(k) < 4 {
			t.Fatalf("TradeValue(%d) = %d, TradeValue(%d) = %d", k, TradeValue(k), k+1, TradeValue(k+1))
		}
	}
}

// TestIsSetEveryHand: over all 64 ordered triples of designs, a set is
// exactly: a wild among them, three alike, or three different; and the
// order of the cards never matters.
func TestIsSetEveryHand(t *testing.T) {
	d := []engine.CardSymbol{Infantry, Cavalry, Artillery, Wild}
	for _, a := range d {
		for _, b := range d {
			for _, c := range d {
				h := []engine.CardSymbol{a, b, c}
				wild := a == Wild || b == Wild || c == Wild
				alike := a == b && b == c
				different := a != b && b != c && a != c
				if IsSet(h) != (wild || alike || different) {
					t.Errorf("IsSet(%v) = %v", h, IsSet(h))
				}
				if IsSet(h) != IsSet([]engine.CardSymbol{c, a, b}) {
					t.Errorf("IsSet depends on the order of %v", h)
				}
			}
		}
	}
}

// TestMustTradeMonotone: a bigger hand never escapes a trade a smaller
// one must make.
func TestMustTradeMonotone(t *testing.T) {
	for _, start := range []bool{false, true} {
		for _, elim := range []bool{false, true} {
			for h := 0; h < 12; h++ {
				if MustTrade(h, start, elim) && !MustTrade(h+1, start, elim) {
					t.Errorf("MustTrade(%d) but not %d (start %v, elimination %v)", h, h+1, start, elim)
				}
			}
		}
	}
}
