package arcadia

import (
	"math/big"
	"math/bits"
)

// analyse runs every block and gathers what holds under all consistent
// mappings. The count is exact: each leaf of a block stands for
// prod(k!) mappings, k the free territories per continent. It is nil when
// the search ran past b.
func (s *Solver) analyse(in instance, b *budget) *state {
	st := &state{count: big.NewInt(1), canLink: make([]uint64, s.n), canNon: make([]uint64, s.n), images: make([]uint64, s.n)}
	blocks := s.blocks(in)
	for _, block := range blocks {
		se := s.newSearch(in, block, b)
		acc := newAccum(s, se)
		se.onLeaf = acc.leaf
		se.run(0)
		if b.over {
			return nil
		}
		if se.leaves == 0 {
			st.count.SetInt64(0)
			return st
		}
		w := new(big.Int).SetInt64(se.leaves)
		for _, c := range se.conts {
			w.Mul(w, new(big.Int).MulRange(1, int64(bits.OnesCount64(se.free[c]))))
		}
		st.count.Mul(st.count, w)
		acc.into(st)
	}
	s.crossBlocks(blocks, st)
	symmetrise(st)
	return st
}

// accum collects one block's leaves. Free territories of a continent are
// alike, so their flags are kept per continent and expanded once.
type accum struct {
	s                 *Solver
	se                *search
	canLink, canNon   []uint64
	images            []uint64
	remUnion          []uint64 // by continent
	freeLink, freeNon [][]bool // by continent pair: free-free pairs
}

func newAccum(s *Solver, se *search) *accum {
	k := len(s.contMask)
	a := &accum{s: s, se: se, canLink: make([]uint64, s.n), canNon: make([]uint64, s.n),
		images: make([]uint64, s.n), remUnion: make([]uint64, k), freeLink: make([][]bool, k), freeNon: make([][]bool, k)}
	for c := range a.freeLink {
		a.freeLink[c], a.freeNon[c] = make([]bool, k), make([]bool, k)
	}
	return a
}

func (a *accum) leaf(se *search) {
	s := a.s
	for m := se.cons; m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		x := se.img[t]
		a.images[t] |= 1 << x
		var l uint64
		for n := s.adj[x] & se.used; n != 0; n &= n - 1 {
			l |= 1 << se.inv[bits.TrailingZeros64(n)]
		}
		a.canLink[t] |= l
		a.canNon[t] |= se.cons &^ l &^ (1 << t)
		for _, c := range se.conts {
			if se.free[c] == 0 {
				continue
			}
			rem := s.contMask[c] &^ se.used
			if s.adj[x]&rem != 0 {
				a.canLink[t] |= se.free[c]
			}
			if rem&^s.adj[x] != 0 {
				a.canNon[t] |= se.free[c]
			}
		}
	}
	for _, c := range se.conts {
		if se.free[c] == 0 {
			continue
		}
		rc := s.contMask[c] &^ se.used
		a.remUnion[c] |= rc
		for _, d := range se.conts {
			if se.free[d] == 0 || d < c {
				continue
			}
			rd := s.contMask[d] &^ se.used
			link, non := s.edgesBetween(rc, rd)
			a.freeLink[c][d] = a.freeLink[c][d] || link
			a.freeNon[c][d] = a.freeNon[c][d] || non
		}
	}
}

// edgesBetween says whether some x in p and y in q (x != y) are linked,
// and whether some are not.
func (s *Solver) edgesBetween(p, q uint64) (link, non bool) {
	for m := p; m != 0; m &= m - 1 {
		x := bits.TrailingZeros64(m)
		others := q &^ (1 << x)
		link = link || s.adj[x]&others != 0
		non = non || others&^s.adj[x] != 0
	}
	return link, non
}

func (a *accum) into(st *state) {
	se := a.se
	for t := 0; t < a.s.n; t++ {
		st.canLink[t] |= a.canLink[t]
		st.canNon[t] |= a.canNon[t]
		st.images[t] |= a.images[t]
	}
	for _, c := range se.conts {
		for m := se.free[c]; m != 0; m &= m - 1 {
			t := bits.TrailingZeros64(m)
			st.images[t] |= a.remUnion[c]
			for _, d := range se.conts {
				lo, hi := min(c, d), max(c, d)
				others := se.free[d] &^ (1 << t)
				if a.freeLink[lo][hi] {
					st.canLink[t] |= others
				}
				if a.freeNon[lo][hi] {
					st.canNon[t] |= others
				}
			}
		}
	}
}

// crossBlocks: blocks are independent, so a pair across two blocks can
// take any candidate image of each.
func (s *Solver) crossBlocks(blocks []uint64, st *state) {
	for i, p := range blocks {
		for _, q := range blocks[i+1:] {
			for m := p; m != 0; m &= m - 1 {
				a := bits.TrailingZeros64(m)
				for n := q; n != 0; n &= n - 1 {
					b := bits.TrailingZeros64(n)
					link, non := s.edgesBetween(st.images[a], st.images[b])
					if link {
						st.canLink[a] |= 1 << b
					}
					if non {
						st.canNon[a] |= 1 << b
					}
				}
			}
		}
	}
}

// symmetrise makes both rows of every pair agree.
func symmetrise(st *state) {
	for a := range st.canLink {
		for b := range st.canLink {
			if st.canLink[a]&(1<<b) != 0 {
				st.canLink[b] |= 1 << a
			}
			if st.canNon[a]&(1<<b) != 0 {
				st.canNon[b] |= 1 << a
			}
		}
	}
}
