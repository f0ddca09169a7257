package arcadia

import (
	"slices"
	"testing"
)

// TestOptionsHoldTheTruth: on synthetic boards with some complete lists
// entered, every territory's options (when few enough) contain its true
// list, and each option, entered as complete, fits: choosing one can
// never contradict.
func TestOptionsHoldTheTruth(t *testing.T) {
	s, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	offered := 0
	for _, seed := range []uint64{1, 2, 3} {
		sy := newSynthetic(seed)
		f := listState(seed, 8)
		for i, tr := range sy.arc.Territories {
			if slices.Contains(f.Complete, tr.ID) {
				continue
			}
			opts, ok, err := s.Options(f, tr.ID, MaxChoices)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				continue
			}
			offered++
			want := slices.Sorted(slices.Values(sy.nbrs[i]))
			if !slices.ContainsFunc(opts, func(o []string) bool { return slices.Equal(slices.Sorted(slices.Values(o)), want) }) {
				t.Errorf("seed %d: %s's true list %v not among %v", seed, tr.ID, want, opts)
			}
			for _, o := range opts {
				g := Facts{Links: slices.Clone(f.Links), Complete: append(slices.Clone(f.Complete), tr.ID)}
				for _, n := range o {
					g.Links = append(g.Links, [2]string{tr.ID, n})
				}
				if r, err := s.Solve(g); err != nil || !r.Fits {
					t.Errorf("seed %d: choosing %s's list %v does not fit", seed, tr.ID, o)
				}
			}
		}
	}
	if offered == 0 {
		t.Fatal("no territory had few enough lists to offer")
	}
	t.Logf("%d territories with at most %d lists", offered, MaxChoices)
}

// TestOptionsBound: past the limit Options says so instead of listing;
// the suggestion's choices are the same lists Options gives.
func TestOptionsBound(t *testing.T) {
	s, _ := Default()
	f := listState(1, 8)
	r, err := s.Advise(f)
	if err != nil || len(r.Choices) < 2 {
		t.Fatalf("no choices after 8 lists: %v %v", err, r.Choices)
	}
	opts, ok, _ := s.Options(f, r.Next, MaxChoices)
	if !ok || !slices.EqualFunc(opts, r.Choices, slices.Equal) {
		t.Errorf("Options %v (ok %v), suggestion's choices %v", opts, ok, r.Choices)
	}
	if _, ok, _ := s.Options(f, r.Next, len(r.Choices)-1); ok {
		t.Errorf("%d lists offered under a limit of %d", len(r.Choices), len(r.Choices)-1)
	}
	if _, ok, _ := s.Options(Facts{}, r.Next, MaxChoices); ok {
		t.Error("lists offered with nothing entered")
	}
}
