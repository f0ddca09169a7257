package engine_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"herald/engine"
)

// player is a random but legal player: it picks among the actions the
// rules allow, so long random games exercise every rule together.
type player struct {
	r       *rand.Rand
	battles int // battles this turn, to keep games long and balanced
}

func (p *player) next(s *engine.State) engine.Event {
	b := s.Board
	me := s.Current
	hand := s.Players[me].Hand
	if s.Pending != nil {
		most := s.Units[s.Pending.From] - 1
		return engine.MoveIn{Units: s.Pending.Min + p.r.IntN(most-s.Pending.Min+1)}
	}
	if s.MustTrade || len(hand) > s.Rules.HandLimit {
		return engine.Trade{Cards: findSet(s, hand)}
	}
	if s.ToPlace() > 0 {
		for t, n := range s.Reserved {
			if n > 0 {
				return engine.Place{Territory: b.Territories[t].ID, Units: n}
			}
		}
		own := s.Holdings(me)
		return engine.Place{Territory: b.Territories[own[p.r.IntN(len(own))]].ID, Units: 1 + p.r.IntN(s.Pool)}
	}
	if s.Phase != engine.PhaseManeuver && p.battles < 4 && p.r.IntN(10) < 7 {
		var options [][2]engine.TerritoryID
		for _, t := range s.Holdings(me) {
			if s.Units[t] < 2 {
				continue
			}
			for _, n := range b.Neighbours(t) {
				if s.Owner[n] != me {
					options = append(options, [2]engine.TerritoryID{t, n})
				}
			}
		}
		if len(options) > 0 {
			o := options[p.r.IntN(len(options))]
			nA := 1 + p.r.IntN(min(3, s.Units[o[0]]-1))
			nD := 1 + p.r.IntN(min(2, s.Units[o[1]]))
			if s.Players[s.Owner[o[1]]].Neutral {
				nD = min(2, s.Units[o[1]])
			}
			p.battles++
			return engine.Attack{From: b.Territories[o[0]].ID, To: b.Territories[o[1]].ID, AttackDice: p.dice(nA), DefendDice: p.dice(nD)}
		}
	}
	if s.Maneuvers == 0 && p.r.IntN(2) == 0 {
		for _, t := range s.Holdings(me) {
			if reach := s.Reachable(me, t); s.Units[t] >= 2 && len(reach) > 0 {
				return engine.Maneuver{From: b.Territories[t].ID, To: b.Territories[reach[p.r.IntN(len(reach))]].ID, Units: 1 + p.r.IntN(s.Units[t]-1)}
			}
		}
	}
	p.battles = 0
	if s.CanDraw() {
		// The table's deck: any card not held nor traded; never the End
		// Game card, so games run long.
		if free := freeCards(s); len(free) > 0 {
			return engine.EndTurn{Draw: true, Card: free[p.r.IntN(len(free))]}
		}
	}
	return engine.EndTurn{}
}

func (p *player) dice(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 1 + p.r.IntN(6)
	}
	return out
}

// findSet returns a tradeable set from hand (a hand of 5 always has one).
func findSet(s *engine.State, hand []string) []string {
	for i := 0; i < len(hand); i++ {
		for j := i + 1; j < len(hand); j++ {
			for k := j + 1; k < len(hand); k++ {
				set := []string{hand[i], hand[j], hand[k]}
				var sym []engine.CardSymbol
				for _, c := range set {
					t, _ := s.Board.Lookup(c)
					cd, _ := s.Board.CardOf(t)
					sym = append(sym, cd.Symbol)
				}
				if _, ok := s.Rules.SetValue(sym); ok {
					return set
				}
			}
		}
	}
	return hand[:3]
}

func freeCards(s *engine.State) []string {
	var out []string
	for _, c := range s.Board.Cards {
		held := slices.Contains(s.Discard, c.Territory)
		for _, p := range s.Players {
			held = held || slices.Contains(p.Hand, c.Territory)
		}
		if !held {
			out = append(out, c.Territory)
		}
	}
	return out
}

// randomGame plays up to n events of a random legal game.
func randomGame(t testing.TB, seed uint64, players, n int, check func(before, after *engine.State, e engine.Event)) []engine.Event {
	b := westeros(t)
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	setup := setup(b, players, nil)
	// A random deal instead of the board-order one.
	ids := make([]string, 0, len(b.Territories))
	for _, x := range b.Territories {
		ids = append(ids, x.ID)
	}
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	deal, neutral := engine.GoT.Deal(players)
	k := 0
	for seat, c := range append(deal, neutral) {
		for ; c > 0; c-- {
			setup.Owners[ids[k]] = seat
			k++
		}
	}
	s, err := engine.NewGame(b, setup)
	if err != nil {
		t.Fatal(err)
	}
	events := []engine.Event{setup}
	p := &player{r: r}
	for len(events) < n && !s.Over {
		e := p.next(s)
		after, err := engine.Apply(s, e)
		if err != nil {
			t.Fatalf("seed %d event %d (%s %+v): %v", seed, len(events)+1, e.Type(), e, err)
		}
		if check != nil {
			check(s, after, e)
		}
		s = after
		events = append(events, e)
	}
	return events
}

// Invariants after every event of many random games: no territory empty
// (but the one waiting for its conquerors), every card in one place at
// most, units never created by a battle, the history always says
// something, and the replay of the log equals the state built step by step.
func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		players := 2 + int(seed%4)
		var last *engine.State
		events := randomGame(t, seed, players, 600, func(before, after *engine.State, e engine.Event) {
			last = after
			for x, u := range after.Units {
				if u < 1 && (after.Pending == nil || engine.TerritoryID(x) != after.Pending.To) {
					t.Fatalf("seed %d: %s empty after %s", seed, after.Board.Territories[x].ID, e.Type())
				}
				if after.Owner[x] < 0 || after.Owner[x] >= len(after.Players) {
					t.Fatalf("seed %d: bad owner", seed)
				}
			}
			seen := map[string]bool{}
			for _, p := range after.Players {
				for _, c := range append(slices.Clone(p.Hand), []string{}...) {
					if seen[c] {
						t.Fatalf("seed %d: card %s twice", seed, c)
					}
					seen[c] = true
				}
			}
			for _, c := range after.Discard {
				if seen[c] {
					t.Fatalf("seed %d: traded card %s still held", seed, c)
				}
				seen[c] = true
			}
			if _, ok := e.(engine.Attack); ok {
				total := func(s *engine.State) int {
					n := 0
					for _, u := range s.Units {
						n += u
					}
					return n
				}
				if total(after) >= total(before) {
					t.Fatalf("seed %d: a battle did not cost a unit", seed)
				}
			}
			if len(engine.Describe(before, e, after)) == 0 {
				t.Fatalf("seed %d: no history for %s", seed, e.Type())
			}
		})
		replayed, err := engine.Replay(westeros(t), events)
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		if !slices.Equal(replayed.Units, last.Units) || !slices.Equal(replayed.Owner, last.Owner) || replayed.Seq != len(events) {
			t.Fatalf("seed %d: replay differs from the step-by-step state", seed)
		}
	}
}

// BenchmarkReplay2000 replays a 2,000-event game, as a page does when its
// game is not cached.
func BenchmarkReplay2000(b *testing.B) {
	events := randomGame(b, 7, 4, 2000, nil)
	if len(events) < 2000 {
		b.Fatalf("random game ended after %d events", len(events))
	}
	board := westeros(b)
	b.ResetTimer()
	for b.Loop() {
		if _, err := engine.Replay(board, events); err != nil {
			b.Fatal(err)
		}
	}
}
