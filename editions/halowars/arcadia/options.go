package arcadia

import (
	"math/bits"
	"slices"
	"sort"
)

// maxChecks bounds the candidate lists tried for one territory: each is a
// fit check, and a territory with more open pairs than that is better
// ticked by hand anyway.
const maxChecks = 400

// listNodes bounds the search nodes of one territory's fit checks: a fit
// check stops at its first layout, so its nodes are cheap (25 million for
// every territory of seed 1 after 8 lists took about a second), and the
// most one territory took in the synthetic runs was 6 million. A
// suggestion tries territories for at most suggestNodes in all (the most
// one took in TestTapModel was 80 million, about a second; fewer changed
// its figures).
const (
	listNodes    = 4 * maxNodes
	suggestNodes = 12 * listNodes
)

// Options are the distinct complete neighbour lists territory id can have
// under the entries f (ids in board order, lists sorted by their ids): a
// list is an option exactly when f plus "id's neighbours are this list,
// complete" fits the classic map, so the true list is always among them
// and choosing one never contradicts. ok is false when there are more than
// limit, or too many candidates to try; then the table ticks by hand.
func (s *Solver) Options(f Facts, id string, limit int) (opts [][]string, ok bool, err error) {
	fx, err := s.index(f)
	if err != nil {
		return nil, false, err
	}
	t, known := s.byID[id]
	if !known {
		return nil, false, errUnknown(id)
	}
	in := s.instance(fx, nil, nil)
	st := s.analyse(in, newBudget())
	if st == nil || st.count.Sign() == 0 {
		return nil, false, nil
	}
	masks, ok := s.options(fx, st, t, limit, &budget{left: listNodes})
	if !ok {
		return nil, false, nil
	}
	for _, m := range masks {
		var list []string
		for ; m != 0; m &= m - 1 {
			list = append(list, s.arc.Territories[bits.TrailingZeros64(m)].ID)
		}
		opts = append(opts, list)
	}
	return opts, true, nil
}

// options are t's possible neighbour lists as masks: its pinned
// neighbours plus a subset of its open pairs, the subset's size one a
// candidate image's degree allows, each checked to fit within b.
func (s *Solver) options(fx facts, st *state, t, limit int, b *budget) ([]uint64, bool) {
	pinned := st.canLink[t] &^ st.canNon[t]
	open := st.canLink[t] & st.canNon[t]
	np := bits.OnesCount64(pinned)
	var sizes []int
	seen := map[int]bool{}
	for m := st.images[t]; m != 0; m &= m - 1 {
		k := bits.OnesCount64(s.adj[bits.TrailingZeros64(m)]) - np
		if k >= 0 && !seen[k] {
			seen[k] = true
			sizes = append(sizes, k)
		}
	}
	sort.Ints(sizes)
	cands := maskBits(open)
	checks := 0
	for _, k := range sizes {
		checks += binom(len(cands), k)
	}
	if checks > maxChecks {
		return nil, false
	}
	var out []uint64
	for _, k := range sizes {
		for _, sub := range subsets(cands, k) {
			if s.fits(s.withList(fx, t, pinned|sub), b) {
				if out = append(out, pinned|sub); len(out) > limit {
					return nil, false
				}
			}
		}
	}
	// past the budget a list was not checked: none is offered unchecked
	return out, !b.over
}

// withList is fx plus "t's neighbours are exactly list".
func (s *Solver) withList(fx facts, t int, list uint64) instance {
	ext := facts{links: append([][2]int(nil), fx.links...), complete: append([]int(nil), fx.complete...)}
	for m := list; m != 0; m &= m - 1 {
		ext.links = append(ext.links, [2]int{t, bits.TrailingZeros64(m)})
	}
	ext.complete = append(ext.complete, t)
	return s.instance(ext, nil, nil)
}

func maskBits(m uint64) []int {
	var out []int
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros64(m))
	}
	return out
}

// binom is n choose k, capped well above maxChecks.
func binom(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	r := 1
	for i := 0; i < k; i++ {
		r = r * (n - i) / (i + 1)
		if r > 1<<20 {
			return 1 << 20
		}
	}
	return r
}

// subsets are the k-element subsets of xs as masks.
func subsets(xs []int, k int) []uint64 {
	var out []uint64
	var rec func(i int, m uint64, left int)
	rec = func(i int, m uint64, left int) {
		if left == 0 {
			out = append(out, m)
			return
		}
		for j := i; j <= len(xs)-left; j++ {
			rec(j+1, m|1<<xs[j], left-1)
		}
	}
	rec(0, 0, k)
	return out
}

// MaxChoices is how many lists the editor offers as buttons at most
// (TestTapModel, first choosable territory: 4 lists 60.4 taps on average
// from an empty copy, 6 lists 51.9, 8 lists 47.5; the shipped rule with 10
// lists 44.1). In the browser test 8 lists took 39 taps, 10 took 36, 12
// took 32. Issue 30, item 5: TestHelperTaps's three boards (with "Complete,
// save" opening the next suggestion) need 0.34, 0.38, 0.31 of the unaided
// taps with 10 lists, 0.34, 0.38, 0.29 with 11, 0.32, 0.31, 0.30 with 12:
// 12 is the fewest that bring all three to a third. Where the table
// would tick instead, the fewest lists any territory has then were 12-22
// (seed 2), so a few more lists spare a whole ticked list.
const MaxChoices = 12

// nextRule picks the suggestion (TestTapModel compares them): 0 the
// reference's (most candidate images); 1 the first in that order whose
// list the table can choose with one tap; 2 of those the one with the
// most lists to choose from (the most information for the tap).
var nextRule = 2

// choiceLimit is MaxChoices; the simulation tries others.
var choiceLimit = MaxChoices

// nextWithChoices is the territory to enter next and its lists to choose
// from (nil: tick by hand). Choosing costs one tap where ticking costs one
// per neighbour, so a territory the table can choose comes first.
func (s *Solver) nextWithChoices(fx facts, in instance, st *state) (int, []uint64) {
	ref := s.rank(in, st)
	if len(ref) == 0 {
		return -1, nil
	}
	if nextRule == 0 {
		opts, ok := s.options(fx, st, ref[0], choiceLimit, &budget{left: listNodes})
		if !ok || len(opts) < 2 {
			opts = nil
		}
		return ref[0], opts
	}
	best, bestOpts := -1, []uint64(nil)
	left := int64(suggestNodes) // for all the territories tried
	for _, t := range ref {
		if st.canLink[t]&st.canNon[t] == 0 {
			continue // nothing open about t
		}
		if left <= 0 {
			break
		}
		b := &budget{left: min(listNodes, left)}
		opts, ok := s.options(fx, st, t, choiceLimit, b)
		left -= min(listNodes, left) - max(b.left, 0)
		if t != ref[0] && in.own[t]&^in.complete != 0 && slices.Contains(opts, in.nbr[t]) {
			continue // its list as stored may be whole: saved without "complete" (issue 30, 5e)
		}
		if ok && len(opts) > 1 && len(opts) > len(bestOpts) {
			best, bestOpts = t, opts
			if nextRule == 1 || len(opts) == choiceLimit {
				break
			}
		}
	}
	if best >= 0 {
		return best, bestOpts
	}
	return ref[0], nil
}

// rankFirst is the reference's suggestion, -1 when every list is complete.
func (s *Solver) rankFirst(in instance, st *state) int {
	if ref := s.rank(in, st); len(ref) > 0 {
		return ref[0]
	}
	return -1
}

// rank orders the territories whose list is not complete by the
// reference's heuristic: most candidate images, then the later name; a
// territory the table looks to have entered without "complete" comes
// last (saved).
func (s *Solver) rank(in instance, st *state) []int {
	var out []int
	for t := 0; t < s.n; t++ {
		if in.complete&(1<<t) == 0 {
			out = append(out, t)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if sa, sb := s.saved(in, st, a), s.saved(in, st, b); sa != sb {
			return sb
		}
		ka, kb := bits.OnesCount64(st.images[a]), bits.OnesCount64(st.images[b])
		if ka != kb {
			return ka > kb
		}
		return s.names[a] > s.names[b]
	})
	return out
}

// saved says t looks entered but not marked complete (issue 30, item 5e:
// the main "Save" instead of "Complete, save" made the helper suggest the
// same territory again): it has a link the table entered outside
// complete lists, and its settled neighbours are as many as a candidate
// image of it has, so the list on the board may well be whole. Asking for
// it again would cost the table a tap for nothing; it is asked last.
func (s *Solver) saved(in instance, st *state, t int) bool {
	if in.own[t]&^in.complete == 0 {
		return false
	}
	k := bits.OnesCount64(st.canLink[t] &^ st.canNon[t])
	for m := st.images[t]; m != 0; m &= m - 1 {
		if bits.OnesCount64(s.adj[bits.TrailingZeros64(m)]) == k {
			return true
		}
	}
	return false
}
