package arcadia

import (
	"fmt"
	"math/big"
	"math/bits"
	"sort"

	"herald/engine"
	"herald/maps"
)

// SectorContinent is the review's correspondence (issue 18): Arcadia sector
// id -> classic continent id.
var SectorContinent = map[string]string{
	"eire": "north_america", "caledonia": "south_america", "mu": "europe",
	"lemuria": "africa", "pacifica": "asia", "avalon": "australia",
}

// Facts are what the table entered: links (territory ids, in the order
// entered) and the territories whose neighbour list is complete (their
// listed links are all they have).
type Facts struct {
	Links    [][2]string
	Complete []string
	// Given are the links among Links the board came with (its
	// source's, not the table's): only the table's own links outside
	// complete lists make a territory look entered without "complete".
	Given [][2]string
}

// Blame is an irreducible set of entries that no classic layout fits:
// dropping any one of them makes the rest fit.
type Blame struct {
	Links    [][2]string // entered links, as entered
	Complete []string    // complete-list claims
}

// Result is what the entries imply under the classic-map assumption.
type Result struct {
	Fits     bool
	Mappings *big.Int    // consistent bijections Arcadia -> classic (exact)
	Pinned   [][2]string // pairs linked under every mapping (entered ones too)
	Derived  [][2]string // pinned pairs the table has not entered
	Never    int         // pairs linked under no mapping
	Open     int         // pairs linked under some mappings only
	Next     string      // territory whose complete list to enter next; "" when nothing is open
	// Choices are Next's possible complete neighbour lists when there are
	// at most MaxChoices (Options); nil otherwise.
	Choices [][]string
	Blame   *Blame // when nothing fits
	// Bound: all entries together were too many to count within the
	// search's bound (links with no complete list): Mappings, Pinned and
	// the suggestion come from the complete lists and their links alone,
	// every other link checked against them (so a derived link is still
	// true and a link no layout left has still contradicts), and Mappings
	// is only an upper bound, not to be shown as the count.
	Bound bool
}

// Solver holds the two boards as bitmasks (42 territories each).
type Solver struct {
	arc      *engine.Board
	n        int
	adj      []uint64 // classic adjacency
	contMask []uint64 // classic territories per continent
	contOf   []int    // Arcadia territory -> continent index
	sectOf   []int    // Arcadia territory -> sector (region) index
	names    []string // English names, for the heuristic's tie-break
	byID     map[string]int
}

// NewSolver pairs the Arcadia board with the classic board by sector.
func NewSolver(arc, classic *engine.Board, sectorContinent map[string]string) (*Solver, error) {
	n := len(arc.Territories)
	if n != len(classic.Territories) || n > 64 {
		return nil, fmt.Errorf("arcadia: %d territories against %d classic ones (at most 64)", n, len(classic.Territories))
	}
	s := &Solver{arc: arc, n: n, adj: make([]uint64, n), contOf: make([]int, n), sectOf: make([]int, n),
		names: make([]string, n), byID: map[string]int{}}
	contIdx := map[string]int{}
	for i, r := range classic.Regions {
		contIdx[r.ID] = i
	}
	s.contMask = make([]uint64, len(classic.Regions))
	for i, t := range classic.Territories {
		s.contMask[contIdx[t.Region]] |= 1 << i
	}
	for _, l := range classic.Links {
		s.adj[l.A] |= 1 << l.B
		s.adj[l.B] |= 1 << l.A
	}
	sectIdx := map[string]int{}
	for i, r := range arc.Regions {
		sectIdx[r.ID] = i
	}
	size := map[int]int{}
	for i, t := range arc.Territories {
		c, ok := contIdx[sectorContinent[t.Region]]
		if !ok {
			return nil, fmt.Errorf("arcadia: sector %q has no continent", t.Region)
		}
		s.contOf[i], s.sectOf[i], s.names[i], s.byID[t.ID] = c, sectIdx[t.Region], t.Names.In("en"), i
		size[c]++
	}
	for c, k := range size {
		if k != bits.OnesCount64(s.contMask[c]) {
			return nil, fmt.Errorf("arcadia: continent %s has %d territories, its sector %d", classic.Regions[c].ID, bits.OnesCount64(s.contMask[c]), k)
		}
	}
	return s, nil
}

// Default is the solver for the shipped boards (maps/arcadia.json,
// maps/classic.json) and the review's correspondence.
func Default() (*Solver, error) {
	arc, err := maps.Load("arcadia")
	if err != nil {
		return nil, err
	}
	classic, err := maps.Load("classic")
	if err != nil {
		return nil, err
	}
	return NewSolver(arc, classic, SectorContinent)
}

// facts is Facts by index: links in entry order, complete claims with their
// lists as entered (a claim implies its list, so blame can drop the
// claim's links and keep the claim).
type facts struct {
	links    [][2]int
	complete []int
	given    map[[2]int]bool // both orders
}

func (s *Solver) index(f Facts) (facts, error) {
	var out facts
	if len(f.Links) > s.n*(s.n-1)/2 || len(f.Complete) > s.n {
		return out, fmt.Errorf("arcadia: too many entries (%d links, %d complete lists)", len(f.Links), len(f.Complete))
	}
	for _, l := range f.Links {
		a, okA := s.byID[l[0]]
		b, okB := s.byID[l[1]]
		switch {
		case !okA:
			return out, errUnknown(l[0])
		case !okB:
			return out, errUnknown(l[1])
		case a == b:
			return out, fmt.Errorf("arcadia: %s cannot border itself", l[0])
		}
		out.links = append(out.links, [2]int{a, b})
	}
	for _, id := range f.Complete {
		t, ok := s.byID[id]
		if !ok {
			return out, errUnknown(id)
		}
		out.complete = append(out.complete, t)
	}
	out.given = map[[2]int]bool{}
	for _, l := range f.Given {
		a, okA := s.byID[l[0]]
		b, okB := s.byID[l[1]]
		if okA && okB {
			out.given[[2]int{a, b}], out.given[[2]int{b, a}] = true, true
		}
	}
	return out, nil
}

// Solve answers what f implies. An error only names an unknown territory or
// a malformed entry; a contradiction is a Result with Fits false.
func (s *Solver) Solve(f Facts) (Result, error) { return s.solve(f, false) }

// Advise is Solve whose suggestion is tap-aware: a territory whose list
// the table can choose among a few (Result.Choices) comes first. It tries
// many lists, so it costs several solves (BenchmarkArcadiaAdviseWorstCase).
func (s *Solver) Advise(f Facts) (Result, error) { return s.solve(f, true) }

func (s *Solver) solve(f Facts, choices bool) (Result, error) {
	fx, err := s.index(f)
	if err != nil {
		return Result{}, err
	}
	in := s.instance(fx, nil, nil)
	st := s.analyse(in, newBudget())
	if st == nil {
		return s.bounded(fx, in, choices), nil
	}
	if st.count.Sign() == 0 {
		return Result{Fits: false, Mappings: st.count, Blame: s.blame(fx)}, nil
	}
	return s.result(fx, in, in, st, choices), nil
}

// bounded answers entries too many to solve together within the budget
// (issue 30, item 5b): it solves the complete lists with their links, the
// editor's way of entering, and checks every other link against the
// layouts left: one linked under none of them is a contradiction, named
// with the lists that rule it out, however many links are stored. Then it
// looks for one layout of all the entries (a search that stops at the
// first, within a budget of its own): none found means they contradict
// together. Only a search that runs out leaves a contradiction among
// links outside complete lists unnamed.
func (s *Solver) bounded(fx facts, all instance, choices bool) Result {
	core, rest := s.split(fx)
	in := s.instance(core, nil, nil)
	in.own = all.own // what the table entered, for the suggestion
	st := s.analyse(in, newBudget())
	if st == nil {
		return Result{Fits: true, Bound: true}
	}
	if st.count.Sign() == 0 {
		return Result{Fits: false, Mappings: st.count, Blame: s.blame(core)}
	}
	for _, l := range rest {
		if st.canLink[l[0]]&(1<<l[1]) == 0 {
			bad := facts{links: append(append([][2]int(nil), core.links...), l), complete: core.complete}
			return Result{Fits: false, Mappings: new(big.Int), Blame: s.blame(bad)}
		}
	}
	if b := newBudget(); !s.fits(all, b) && !b.over {
		return Result{Fits: false, Mappings: new(big.Int), Blame: s.blame(fx)}
	}
	r := s.result(core, in, all, st, choices)
	r.Bound = true
	return r
}

// split parts the links into those of complete lists (core, with the
// claims) and the rest, each as entered.
func (s *Solver) split(fx facts) (core facts, rest [][2]int) {
	var complete uint64
	for _, t := range fx.complete {
		complete |= 1 << t
	}
	core.complete, core.given = fx.complete, fx.given
	for _, l := range fx.links {
		if complete&(1<<l[0]|1<<l[1]) != 0 {
			core.links = append(core.links, l)
		} else {
			rest = append(rest, l)
		}
	}
	return core, rest
}

// instance is one set of constraints: the kept links among Arcadia
// territories, and per kept complete claim its list as entered (a claim
// says "no neighbour outside this list", so dropping one of its links for
// blame leaves the claim meaningful and the constraints monotone).
type instance struct {
	nbr      []uint64
	list     []uint64 // complete territories only
	complete uint64
	own      []uint64 // the table's links, not given (Facts.Given)
}

func (s *Solver) instance(fx facts, dropLink, dropComplete map[int]bool) instance {
	in := instance{nbr: make([]uint64, s.n), list: make([]uint64, s.n), own: make([]uint64, s.n)}
	all := make([]uint64, s.n)
	for i, l := range fx.links {
		all[l[0]] |= 1 << l[1]
		all[l[1]] |= 1 << l[0]
		if !dropLink[i] {
			in.nbr[l[0]] |= 1 << l[1]
			in.nbr[l[1]] |= 1 << l[0]
		}
		if !dropLink[i] && !fx.given[l] {
			in.own[l[0]] |= 1 << l[1]
			in.own[l[1]] |= 1 << l[0]
		}
	}
	for i, t := range fx.complete {
		if !dropComplete[i] {
			in.complete |= 1 << t
			in.list[t] = all[t]
		}
	}
	return in
}

// pairName is a pair of territory ids in board order.
func (s *Solver) pairName(a, b int) [2]string {
	if a > b {
		a, b = b, a
	}
	return [2]string{s.arc.Territories[a].ID, s.arc.Territories[b].ID}
}

// result reads st, the analysis of in (the facts fx): entered has every
// link the table stored, so none of them is proposed as derived.
func (s *Solver) result(fx facts, in, entered instance, st *state, choices bool) Result {
	r := Result{Fits: true, Mappings: st.count}
	open := uint64(0)
	for a := 0; a < s.n; a++ {
		for b := a + 1; b < s.n; b++ {
			link, non := st.canLink[a]&(1<<b) != 0, st.canNon[a]&(1<<b) != 0
			switch {
			case link && !non:
				r.Pinned = append(r.Pinned, s.pairName(a, b))
				if entered.nbr[a]&(1<<b) == 0 {
					r.Derived = append(r.Derived, s.pairName(a, b))
				}
			case non && !link:
				r.Never++
			default:
				r.Open++
				open |= 1<<a | 1<<b
			}
		}
	}
	if r.Open > 0 {
		next, masks := s.rankFirst(in, st), []uint64(nil)
		if choices {
			next, masks = s.nextWithChoices(fx, in, st)
		}
		if next < 0 {
			return r
		}
		r.Next = s.arc.Territories[next].ID
		for _, m := range masks {
			var list []string
			for _, x := range maskBits(m) {
				list = append(list, s.arc.Territories[x].ID)
			}
			r.Choices = append(r.Choices, list)
		}
	}
	return r
}

// blame shrinks the entries to an irreducible contradicting set: each entry,
// oldest first (complete claims, then links), is dropped when the rest still
// contradicts. The newest entry is tried last, so the one that broke the
// fit stays in the set.
//
// The checks share one budget (maxNodes): an entry whose check ran out is
// kept, so the set still contradicts, only perhaps not irreducibly.
func (s *Solver) blame(fx facts) *Blame {
	dropL, dropC, spent := map[int]bool{}, map[int]bool{}, newBudget()
	for i := range fx.complete {
		dropC[i] = true
		if s.fits(s.instance(fx, dropL, dropC), spent) {
			delete(dropC, i)
		}
	}
	for i := range fx.links {
		dropL[i] = true
		if s.fits(s.instance(fx, dropL, dropC), spent) {
			delete(dropL, i)
		}
	}
	b := &Blame{}
	for i, t := range fx.complete {
		if !dropC[i] {
			b.Complete = append(b.Complete, s.arc.Territories[t].ID)
		}
	}
	for i, l := range fx.links {
		if !dropL[i] {
			b.Links = append(b.Links, [2]string{s.arc.Territories[l[0]].ID, s.arc.Territories[l[1]].ID})
		}
	}
	sort.Strings(b.Complete)
	return b
}

func errUnknown(id string) error { return fmt.Errorf("arcadia: unknown territory %q", id) }
