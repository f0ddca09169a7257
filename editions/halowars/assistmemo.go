package halowars

import (
	"slices"
	"strings"
	"sync"

	"herald/editions/halowars/arcadia"
)

// A save in the board editor asks the same board's advice up to three
// times (the confirm's check, the next territory, the page), and a
// request that stopped waiting at solveBudget leaves its solve running.
// solves shares one solve per set of entries, so a repeat waits for the
// running one or reads its result instead of starting another, and
// solveSlots bounds how many run at once on a shared machine.
var (
	solves     = &solveMemo{entries: map[string]*solveEntry{}}
	solveSlots = make(chan struct{}, 2)
)

// memoSize bounds the remembered solves: a group enters one board at a
// time, list after list.
const memoSize = 32

type solveMemo struct {
	mu      sync.Mutex
	entries map[string]*solveEntry
	order   []string // oldest first, for eviction
	started int      // solves started, for the tests
}

// solveEntry is one solve: done closes when r is set.
type solveEntry struct {
	done chan struct{}
	r    arcadia.Result
}

// get returns the solve of f, starting it when no solve of the same
// entries is remembered.
func (m *solveMemo) get(s *arcadia.Solver, f arcadia.Facts) *solveEntry {
	key := factsKey(f)
	m.mu.Lock()
	defer m.mu.Unlock()
	if e, ok := m.entries[key]; ok {
		return e
	}
	if len(m.order) >= memoSize {
		delete(m.entries, m.order[0])
		m.order = m.order[1:]
	}
	e := &solveEntry{done: make(chan struct{})}
	m.entries[key], m.order = e, append(m.order, key)
	m.started++
	go func() {
		solveSlots <- struct{}{}
		defer func() { <-solveSlots }()
		r, err := s.Advise(f)
		if err != nil {
			r = arcadia.Result{Fits: true}
		}
		e.r = r
		close(e.done)
	}()
	return e
}

// factsKey is f in a canonical order: the same entries give the same key
// whatever order the board lists them in.
func factsKey(f arcadia.Facts) string {
	links := make([]string, len(f.Links))
	for i, l := range f.Links {
		links[i] = min(l[0], l[1]) + "-" + max(l[0], l[1])
	}
	slices.Sort(links)
	complete := slices.Sorted(slices.Values(f.Complete))
	return strings.Join(links, " ") + "|" + strings.Join(complete, " ")
}
