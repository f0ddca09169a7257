package halowars

import (
	"slices"
	"testing"

	"herald/engine"
)

// unaidedTaps is the editor's taps without the helper (as the browser
// test's baseline): territories in the editor's order, sector by sector,
// skipping those whose links are all in; one tap opens a territory (none
// when "Save, next territory" opened it), one per neighbour not linked
// yet, one to save.
func unaidedTaps(spec engine.BoardSpec, truth map[string][]string) int {
	have := map[[2]string]bool{}
	for _, l := range spec.Links {
		have[[2]string{min(l.A, l.B), max(l.A, l.B)}] = true
	}
	var order []string
	for _, r := range spec.Regions {
		for _, tr := range spec.Territories {
			if tr.Region == r.ID {
				order = append(order, tr.ID)
			}
		}
	}
	n, prev := 0, -2
	for i, id := range order {
		missing := 0
		for _, o := range truth[id] {
			if k := [2]string{min(id, o), max(id, o)}; !have[k] {
				have[k] = true
				missing++
			}
		}
		if missing == 0 {
			continue
		}
		if prev != i-1 {
			n++
		}
		n += missing + 1
		prev = i
	}
	return n
}

// helperTaps plays the table following the helper as the browser test
// does, through Advise: one tap on the offered list that is the true one;
// else "Confirm all" (which opens the suggestion); else opening the
// suggestion (no tap when the last answer opened it), a tick per true
// neighbour not linked yet and "Complete, save", which opens the next
// suggestion (TestArcadiaCompleteOpensNext). It returns the taps until
// every true link is stored.
func helperTaps(t *testing.T, spec engine.BoardSpec, truth map[string][]string, seed uint64) int {
	t.Helper()
	taps, open := 0, ""
	want := 0
	for _, ns := range truth {
		want += len(ns)
	}
	for range 120 {
		if 2*len(spec.Links) == want {
			return taps
		}
		adv, _ := advise(spec, "en")
		if !adv.Fits {
			t.Fatalf("seed %d: the true board does not fit: %v %v", seed, adv.Blame, adv.BlameLists)
		}
		switch {
		case len(adv.Choices) > 0:
			truth_ := slices.Sorted(slices.Values(truth[adv.Next]))
			if !slices.ContainsFunc(adv.Choices, func(c []string) bool { return slices.Equal(slices.Sorted(slices.Values(c)), truth_) }) {
				t.Fatalf("seed %d: %s's true list is not among %v", seed, adv.Next, adv.Choices)
			}
			taps++
			enterList(&spec, truth, adv.Next, true)
			open = "next"
		case len(adv.Proposed) > 0:
			taps++
			for _, p := range adv.Proposed {
				addLink(&spec, p[0], p[1])
			}
			open = "next"
		case adv.Next != "":
			if open != "next" && open != adv.Next {
				taps++
			}
			before := len(spec.Links)
			enterList(&spec, truth, adv.Next, true)
			taps += len(spec.Links) - before + 1
			open = "next"
		default:
			t.Fatalf("seed %d: no suggestion with %d of %d links in", seed, len(spec.Links), want/2)
		}
	}
	t.Fatalf("seed %d: not finished after 120 steps", seed)
	return 0
}

// Issue 30, item 5: the helper measured as a table uses it, on three
// true boards from a copy with Xanadu's list complete, against entering
// every link unaided. The goal is a third. Measured (this model):
// seeds 1-3 needed 43/119, 46/117, 38/118 taps (0.36, 0.39, 0.32) with
// up to 10 lists offered and "Complete, save" staying on its territory;
// opening the next suggestion after it: 40, 45, 36 (0.34, 0.38, 0.31);
// and with up to 12 lists (MaxChoices): 38, 36, 35 (0.32, 0.31, 0.30).
// Seeds 4-10 then need 0.26-0.37 (seed 6: 0.37).
func TestHelperTaps(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three boards")
	}
	for _, seed := range []uint64{1, 2, 3} {
		truth := trueArcadia(t, seed)
		spec := emptyArcadia(t)
		enterList(&spec, truth, "xanadu", true)
		base := unaidedTaps(spec, truth)
		taps := helperTaps(t, spec, truth, seed)
		t.Logf("seed %d: %d taps with the helper, %d unaided: ratio %.2f", seed, taps, base, float64(taps)/float64(base))
		if 3*taps > base {
			t.Errorf("seed %d: %d taps, more than a third of the %d unaided", seed, taps, base)
		}
	}
}
