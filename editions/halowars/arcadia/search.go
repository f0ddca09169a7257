package arcadia

import (
	"math/big"
	"math/bits"
)

// state gathers, over every consistent mapping, which pairs can be a link
// and which can be a non-link (bitmask rows), and each territory's
// candidate images.
type state struct {
	count   *big.Int
	canLink []uint64
	canNon  []uint64
	images  []uint64
}

// search is the backtracking over one block: the sectors that entered
// links join (sectors no link joins are independent, each with its own
// continent). Only constrained territories are searched; the free ones of
// a continent take its remaining classic territories in any order.
type search struct {
	s      *Solver
	in     instance
	order  []int
	domain []uint64 // by position in order
	cons   uint64   // constrained territories of the block
	free   []uint64 // by continent: free territories of the block
	conts  []int
	img    []int
	inv    [64]int // classic -> Arcadia for used images
	used   uint64  // classic images taken
	placed uint64  // Arcadia territories assigned
	leaves int64
	b      *budget
	first  bool // stop at the first consistent leaf (fits)
	onLeaf func(*search)
}

// blocks groups sectors joined by an entry that crosses sectors.
func (s *Solver) blocks(in instance) []uint64 {
	parent := make([]int, len(s.arc.Regions))
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			x = parent[x]
		}
		return x
	}
	for a := 0; a < s.n; a++ {
		for m := in.nbr[a] | in.list[a]; m != 0; m &= m - 1 {
			b := bits.TrailingZeros64(m)
			parent[find(s.sectOf[a])] = find(s.sectOf[b])
		}
	}
	group := map[int]uint64{}
	var roots []int
	for t := 0; t < s.n; t++ {
		r := find(s.sectOf[t])
		if _, ok := group[r]; !ok {
			roots = append(roots, r)
		}
		group[r] |= 1 << t
	}
	out := make([]uint64, len(roots))
	for i, r := range roots {
		out[i] = group[r]
	}
	return out
}

func (s *Solver) newSearch(in instance, block uint64, b *budget) *search {
	se := &search{s: s, in: in, free: make([]uint64, len(s.contMask)), img: make([]int, s.n), b: b}
	var listed uint64
	for t := 0; t < s.n; t++ {
		listed |= in.list[t]
	}
	seen := map[int]bool{}
	for m := block; m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		if in.nbr[t] != 0 || in.complete&(1<<t) != 0 || listed&(1<<t) != 0 {
			se.cons |= 1 << t
		} else {
			se.free[s.contOf[t]] |= 1 << t
		}
		if !seen[s.contOf[t]] {
			seen[s.contOf[t]] = true
			se.conts = append(se.conts, s.contOf[t])
		}
	}
	se.plan()
	return se
}

// plan orders the constrained territories: each next one has the most links
// to those already placed (so a wrong image fails early), then the most
// links, then the fewest candidates.
func (se *search) plan() {
	s, in := se.s, se.in
	dom := func(t int) uint64 {
		d := s.contMask[s.contOf[t]]
		lo, hi := bits.OnesCount64(in.nbr[t]), 64
		if in.complete&(1<<t) != 0 {
			hi = bits.OnesCount64(in.list[t])
		}
		var out uint64
		for m := d; m != 0; m &= m - 1 {
			c := bits.TrailingZeros64(m)
			if k := bits.OnesCount64(s.adj[c]); k >= lo && k <= hi {
				out |= 1 << c
			}
		}
		return out
	}
	var ordered uint64
	for left := se.cons; left != 0; {
		best, bestKey := -1, [3]int{}
		for m := left; m != 0; m &= m - 1 {
			t := bits.TrailingZeros64(m)
			rel := in.nbr[t] | in.list[t]
			key := [3]int{bits.OnesCount64(rel & ordered), bits.OnesCount64(rel), -bits.OnesCount64(dom(t))}
			if best < 0 || key[0] > bestKey[0] || (key[0] == bestKey[0] && (key[1] > bestKey[1] || (key[1] == bestKey[1] && key[2] > bestKey[2]))) {
				best, bestKey = t, key
			}
		}
		se.order = append(se.order, best)
		se.domain = append(se.domain, dom(best))
		ordered |= 1 << best
		left &^= 1 << best
	}
}

// allowed is the classic images t can take next to what is placed.
func (se *search) allowed(i, t int) uint64 {
	s, in := se.s, se.in
	a := se.domain[i] &^ se.used
	for m := in.nbr[t] & se.placed; m != 0; m &= m - 1 {
		a &= s.adj[se.img[bits.TrailingZeros64(m)]]
	}
	// a complete territory's image has no neighbour outside its list
	for m := in.complete & se.placed; m != 0; m &= m - 1 {
		x := bits.TrailingZeros64(m)
		if in.list[x]&(1<<t) == 0 {
			a &^= s.adj[se.img[x]]
		}
	}
	if in.complete&(1<<t) != 0 {
		var outside uint64
		for m := se.placed &^ in.list[t]; m != 0; m &= m - 1 {
			outside |= 1 << se.img[bits.TrailingZeros64(m)]
		}
		for m := a; m != 0; m &= m - 1 {
			if c := bits.TrailingZeros64(m); s.adj[c]&outside != 0 {
				a &^= 1 << c
			}
		}
	}
	return a
}

func (se *search) run(i int) bool {
	if se.b.spend() {
		return true
	}
	if i == len(se.order) {
		if !se.leafOK() {
			return false
		}
		se.leaves++
		if se.onLeaf != nil {
			se.onLeaf(se)
		}
		return se.first
	}
	t := se.order[i]
	for m := se.allowed(i, t); m != 0; m &= m - 1 {
		c := bits.TrailingZeros64(m)
		se.img[t], se.inv[c] = c, t
		se.used |= 1 << c
		se.placed |= 1 << t
		stop := se.run(i + 1)
		se.used &^= 1 << c
		se.placed &^= 1 << t
		if stop {
			return true
		}
	}
	return false
}

// leafOK: a complete territory's classic neighbours all went to placed
// territories (its list), none to a free one.
func (se *search) leafOK() bool {
	for m := se.in.complete & se.placed; m != 0; m &= m - 1 {
		if se.s.adj[se.img[bits.TrailingZeros64(m)]]&^se.used != 0 {
			return false
		}
	}
	return true
}

// fits says whether any mapping is consistent with in. Past the budget
// it answers true (not known to contradict) and b says so.
func (s *Solver) fits(in instance, b *budget) bool {
	for _, block := range s.blocks(in) {
		se := s.newSearch(in, block, b)
		se.first = true
		if !se.run(0) {
			return false
		}
	}
	return true
}

// maxNodes bounds the search nodes of one answer (an analysis, a blame, a
// territory's lists): the editor's states, list by list, take at most
// about 430,000 (BenchmarkArcadiaSolveWorstCase's state), but links
// entered without complete lists constrain many territories while pinning
// few, and counting their layouts one by one took minutes (seed 3's first
// 12 true links alone: over 20 s). 2 million nodes took 0.4-1.9 s on the
// 2 shared, busy cores; a node count, unlike a clock, bounds the answer
// the same way on every machine. An answer spends at most four of these
// (the count; past it the complete lists alone and one layout of all; the
// blame) and suggestNodes for the lists to choose, whose first-found
// checks cost far less a node.
const maxNodes = 2_000_000

// budget counts down the nodes one answer may visit; over says it ran out
// (the answer is then not known).
type budget struct {
	left int64
	over bool
}

func newBudget() *budget { return &budget{left: maxNodes} }

// spend takes one node; true when none is left.
func (b *budget) spend() bool {
	if b.left--; b.left < 0 {
		b.over = true
		return true
	}
	return false
}
