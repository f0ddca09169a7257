package arcadia

import (
	"slices"

	"herald/engine"
	"testing"
)

// tapModel plays the editor's taps on seed's synthetic board from an empty
// copy, as the browser test does: "Confirm all" (which opens the
// suggestion), opening the suggestion (unless open), a tick per true
// neighbour not linked yet, "Complete, save" (which opens the next
// suggestion, issue 30 item 5); with choose, one tap on the offered list
// that is the true one. It returns the taps and the lists entered.
func tapModel(t *testing.T, s *Solver, seed uint64, choose bool) (taps, lists int) {
	t.Helper()
	sy := newSynthetic(seed)
	truth := sy.trueLinks()
	board := map[[2]string]bool{}
	var f Facts
	opened := false
	enter := func(id string) { // the table's list, stored as ticked
		for i, tr := range sy.arc.Territories {
			if tr.ID == id {
				for _, n := range sy.nbrs[i] {
					if k := [2]string{min(id, n), max(id, n)}; !board[k] {
						board[k] = true
						f.Links = append(f.Links, k)
					}
				}
			}
		}
		f.Complete = append(f.Complete, id)
		lists++
	}
	for range 100 {
		r, err := s.Advise(f)
		if err != nil || !r.Fits {
			t.Fatalf("seed %d: err %v, fits %v", seed, err, r.Fits)
		}
		var unconfirmed [][2]string
		for _, p := range r.Pinned {
			if k := [2]string{min(p[0], p[1]), max(p[0], p[1])}; !board[k] {
				if !truth[k] {
					t.Fatalf("seed %d: derived %v is false", seed, k)
				}
				unconfirmed = append(unconfirmed, k)
			}
		}
		switch {
		case r.Open == 0:
			if len(unconfirmed) > 0 {
				taps++
			}
			return taps, lists
		case choose && r.Choices != nil:
			want := slices.Sorted(slices.Values(sy.nbrs[slices.IndexFunc(sy.arc.Territories, func(x engine.Territory) bool { return x.ID == r.Next })]))
			if !slices.ContainsFunc(r.Choices, func(c []string) bool { return slices.Equal(slices.Sorted(slices.Values(c)), want) }) {
				t.Fatalf("seed %d: %s's true list %v not among %v", seed, r.Next, want, r.Choices)
			}
			taps++
			enter(r.Next)
			opened = false
		case len(unconfirmed) > 0: // confirm all; it opens the suggestion
			taps++
			for _, k := range unconfirmed {
				board[k] = true
				f.Links = append(f.Links, k)
			}
			opened = true
		default:
			if !opened {
				taps++
			}
			before := len(board)
			enter(r.Next)
			taps += len(board) - before + 1
			opened = true
		}
	}
	t.Fatalf("seed %d: never complete", seed)
	return
}

// TestTapModel plays the tap model on seeds 1-10 for each suggestion rule,
// without and with choosing lists, and asserts what the shipped rule
// gains: choosing a list in one tap needs fewer taps, on average and at
// worst, than ticking every list the reference suggests.
// Measured (mean, max over seeds 1-10): reference, ticking 84.5, 87
// (82.7, 89 since a territory that looks entered without "complete" is
// asked last, issue 30 item 5e: confirmed links count as entered);
// reference, choosing 73.1, 79 (4 lists) ; first choosable 60.4, 71
// (4 lists), 51.9, 62 (6), 47.5, 58 (8); most lists (8) 46.4, 58; most
// lists (10) 44.1, 55. Issue 30, item 5, with "Complete, save" opening
// the next suggestion: reference, ticking 77.7, 83; most lists (shipped,
// 12) 40.1, 47.
func TestTapModel(t *testing.T) {
	if testing.Short() {
		t.Skip("about 40 s")
	}
	s, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	defer func(r int) { nextRule = r }(nextRule)
	type figure struct{ mean, max float64 }
	run := func(rule int, choose bool) figure {
		nextRule = rule
		sum, worst := 0, 0
		for seed := uint64(1); seed <= 10; seed++ {
			n, lists := tapModel(t, s, seed, choose)
			t.Logf("rule %d choose %v seed %d: %d taps, %d lists", rule, choose, seed, n, lists)
			sum, worst = sum+n, max(worst, n)
		}
		f := figure{float64(sum) / 10, float64(worst)}
		t.Logf("rule %d choose %v: mean %.1f, max %.0f taps", rule, choose, f.mean, f.max)
		return f
	}
	before, after := run(0, false), run(2, true)
	if after.mean >= before.mean*0.65 || after.max >= before.max*0.75 {
		t.Errorf("choosing lists: mean %.1f, max %.0f taps; ticking %.1f, %.0f", after.mean, after.max, before.mean, before.max)
	}
}
