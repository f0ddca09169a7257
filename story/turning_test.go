package story_test

import (
	"math"
	"slices"
	"testing"

	"herald/engine"
	"herald/stats"
	"herald/story"
)

// swing is one battle as the test computes it on its own.
type swing struct {
	event     int
	score     float64
	before    float64
	conquered bool
}

// bruteSwings computes every battle's weighted swing a second way: win
// chances from engine.WinTable (not the engine.Odds story uses), the
// invasion's end found by looking at the next event, the stake counted
// territory by territory.
func bruteSwings(t *testing.T, b *engine.Board, events []engine.Event) []swing {
	t.Helper()
	var out []swing
	_, err := engine.ReplayEach(b, events, func(before *engine.State, e engine.Event, after *engine.State) {
		a, ok := e.(engine.Attack)
		if !ok {
			return
		}
		from, _ := b.Lookup(a.From)
		to, _ := b.Lookup(a.To)
		rule := before.BattleRule(from, to, a.Declared)
		chance := func(s *engine.State) float64 {
			at, de := s.Units[from]-1, s.Units[to]
			return engine.WinTable(engine.InvasionQuery{Rule: rule}, max(at, 0), de)[max(at, 0)][de]
		}
		p0, p1 := chance(before), chance(after)
		conquered := after.Owner[to] != before.Owner[to]
		if conquered {
			p1 = 1
		} else if next := before.Seq + 1; next >= len(events) || !sameInvasion(events[next], a) {
			p1 = 0 // the attacker stopped here
		}
		out = append(out, swing{event: before.Seq, score: math.Abs(p1-p0) * bruteWeight(before, to), before: p0, conquered: conquered})
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sameInvasion(e engine.Event, a engine.Attack) bool {
	n, ok := e.(engine.Attack)
	return ok && n.From == a.From && n.To == a.To
}

// bruteWeight is story.Weight's definition counted by hand: 1, half of
// each region bonus the territory decides, 1 a piece on it, 2 for the
// defender's last territory (3 more for the game, known once taken, are
// added by the caller).
func bruteWeight(s *engine.State, to engine.TerritoryID) float64 {
	def, att := s.Owner[to], s.Current
	w := 1.0
	for _, reg := range s.Board.Regions {
		in, byDef, byAtt := 0, 0, 0
		for t, terr := range s.Board.Territories {
			if terr.Region != reg.ID && terr.AlsoRegion != reg.ID {
				continue
			}
			in++
			if s.Owner[t] == def {
				byDef++
			}
			if s.Owner[t] == att || engine.TerritoryID(t) == to {
				byAtt++
			}
		}
		terr := s.Board.Territories[to]
		if reg.Bonus > 0 && in > 0 && (terr.Region == reg.ID || terr.AlsoRegion == reg.ID) && (byDef == in || byAtt == in) {
			w += float64(reg.Bonus) / 2
		}
	}
	terr := s.Board.Territories[to]
	for _, on := range []bool{terr.Castle, terr.Port, terr.Colony || len(s.Colony) > 0 && s.Colony[to]} {
		if on {
			w++
		}
	}
	var base, cannon, hero bool
	for _, p := range s.Players {
		base = base || p.Base == to
		cannon = cannon || slices.Contains(p.Cannons, to)
		hero = hero || p.HasHero && p.Hero == to
	}
	for _, on := range []bool{base, cannon, hero} {
		if on {
			w++
		}
	}
	if s.Count(def) == 1 {
		w += 2
	}
	return w
}

// Issue 17 item 2: every roll's chance before it and whether its
// invasion took the territory, computed again here over all battles
// (story.Game reads every roll's odds; the records' comeback reads them).
func TestBattlesOfRecordedGames(t *testing.T) {
	for _, g := range recordedGames(t) {
		t.Run(g.name, func(t *testing.T) {
			st, err := story.Game(g.board, g.events)
			if err != nil {
				t.Fatal(err)
			}
			want := bruteSwings(t, g.board, g.events)
			if len(want) != len(st.Battles) {
				t.Fatalf("%d battles, the log has %d", len(st.Battles), len(want))
			}
			checkBattles(t, g.events, st.Battles, want)
		})
	}
}

// Issue 17 item 1: the luck series are stats' luck (stats/luck.go) read
// at each round's end: the last round's is each player's final luck.
func TestLuckIsStatsLuck(t *testing.T) {
	for _, g := range recordedGames(t) {
		t.Run(g.name, func(t *testing.T) {
			st, err := story.Game(g.board, g.events)
			if err != nil {
				t.Fatal(err)
			}
			rep, err := stats.Game(g.board, g.events)
			if err != nil {
				t.Fatal(err)
			}
			// battles fought by the end of each round, to read stats'
			// running luck there
			byRound := make([]int, st.Rounds+1)
			for _, b := range st.Battles {
				for r := b.Round; r <= st.Rounds; r++ {
					byRound[r]++
				}
			}
			for i, p := range st.Players {
				for r := range byRound {
					if want := rep.Players[i].Running[byRound[r]]; math.Abs(p.Luck[r]-want) > 1e-9 {
						t.Errorf("%s round %d: luck %v, stats %v", p.Name, r, p.Luck[r], want)
					}
				}
				if p.LuckSD[st.Rounds] < 0 || (rep.Players[i].Battles() > 0) != (p.LuckSD[st.Rounds] > 0) {
					t.Errorf("%s: band %v after %d battles", p.Name, p.LuckSD[st.Rounds], rep.Players[i].Battles())
				}
			}
		})
	}
}

// checkBattles compares a story's battles (Story.Battles) with the
// test's own pass: the chance before the roll, and whether the invasion
// took the territory, found by walking the log back from its end (a
// battle's invasion took it when this roll conquered or the next event
// goes on with it and did).
func checkBattles(t *testing.T, events []engine.Event, got []story.Battle, want []swing) {
	t.Helper()
	taken := map[int]bool{}
	for i := len(want) - 1; i >= 0; i-- {
		w := want[i]
		a := events[w.event].(engine.Attack)
		next := w.event + 1
		taken[w.event] = w.conquered || next < len(events) && sameInvasion(events[next], a) && taken[next]
	}
	for i, b := range got {
		if b.Event != want[i].event || math.Abs(b.Before-want[i].before) > 1e-9 || b.Taken != taken[b.Event] {
			t.Errorf("battle %d (event %d): before %v taken %v, want event %d, %v, %v", i, b.Event, b.Before, b.Taken, want[i].event, want[i].before, taken[want[i].event])
		}
	}
}
