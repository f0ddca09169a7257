package story_test

import (
	"math/rand/v2"
	"testing"

	"herald/engine"
	"herald/story"
)

// bigGame plays n events from longGame's set-up with every stack near
// the 999-unit limit (engine.MaxUnits): a correction sets each territory
// to 950 units, and again every so many events; the players place on their
// weakest territory and fight invasions of many rolls between big stacks
// (a roll goes on with the same invasion nine times in ten while it can,
// else the attacker stops and picks another): the heaviest summary a
// table can ask of Herald (issue 33, defect 8).
func bigGame(tb testing.TB, n int, seed uint64, every int, refill func(*engine.State) engine.Event) (*engine.Board, []engine.Event) {
	tb.Helper()
	b, events := longGame(tb, 1, seed)
	s, err := engine.Replay(b, events)
	if err != nil {
		tb.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(seed, 99))
	var from, to engine.TerritoryID = -1, -1
	filled := -every
	for len(events) < n && !s.Over {
		var e engine.Event
		if len(events)-filled >= every && s.Pending == nil {
			e, filled = refill(s), len(events)
		} else {
			e, from, to = bigMove(s, rnd, from, to)
		}
		next, err := engine.Apply(s, e)
		if err != nil {
			tb.Fatalf("event %d %#v: %v", len(events), e, err)
		}
		events, s = append(events, e), next
	}
	if len(events) < n {
		tb.Fatalf("the game ended after %d events", len(events))
	}
	return b, events
}

// refill is a correction that puts 950 units on every territory.
func refill(s *engine.State) engine.Event {
	var c engine.Correct
	for t, o := range s.Owner {
		c.Territories = append(c.Territories, engine.TerritoryFix{Territory: s.Board.Territories[t].ID, Owner: o, Units: 950})
	}
	return c
}

// refillOne is a correction that deals the board again (territory t to
// seat t mod the seats), 950 units on the current player's territories and
// 1 on everybody else's: a run of takings by big stacks.
func refillOne(s *engine.State) engine.Event {
	var c engine.Correct
	for t := range s.Owner {
		o, n := t%len(s.Players), 1
		if o == s.Current {
			n = 950
		}
		c.Territories = append(c.Territories, engine.TerritoryFix{Territory: s.Board.Territories[t].ID, Owner: o, Units: n})
	}
	return c
}

// bigMove is a legal move of the current player in bigGame: the open
// invasion from -> to goes on nine times in ten while the engine allows it.
func bigMove(s *engine.State, rnd *rand.Rand, from, to engine.TerritoryID) (engine.Event, engine.TerritoryID, engine.TerritoryID) {
	own := s.Holdings(s.Current)
	switch {
	case s.Pending != nil:
		return engine.MoveIn{Units: s.Pending.Min}, -1, -1
	case s.Phase == engine.PhaseReinforce && s.ToPlace() > 0:
		for t, r := range s.Reserved {
			if r > 0 {
				return engine.Place{Territory: s.Board.Territory(engine.TerritoryID(t)).ID, Units: r}, -1, -1
			}
		}
		weakest := own[0]
		for _, t := range own {
			if s.Units[t] < s.Units[weakest] {
				weakest = t
			}
		}
		return engine.Place{Territory: s.Board.Territory(weakest).ID, Units: s.Pool}, -1, -1
	case s.Phase == engine.PhaseManeuver:
		return engine.EndTurn{}, -1, -1
	}
	if from < 0 || rnd.IntN(10) == 0 || s.CheckAttack(from, to) != nil {
		from, to = -1, -1
		for _, i := range rnd.Perm(len(own)) {
			for _, t := range s.Board.Neighbours(own[i]) {
				if s.Units[own[i]] >= 3 && s.CheckAttack(own[i], t) == nil {
					from, to = own[i], t
				}
			}
		}
		if from < 0 || rnd.IntN(20) == 0 {
			return engine.EndTurn{}, -1, -1
		}
	}
	rule := s.RollRule(from, to, engine.Declared{})
	a, d := engine.RollBattle(rule, min(3, s.Units[from]-1), min(2, s.Units[to]), func() int { return rnd.IntN(6) + 1 })
	return engine.Attack{From: s.Board.Territory(from).ID, To: s.Board.Territory(to).ID, AttackDice: a.Dice, DefendDice: d.Dice}, from, to
}

// BenchmarkStory999Units is the story of games of stacks near 999 units
// (bigGame) as the summary computes it (story.ForSummary): 600 events of
// long invasions between big stacks ("fights"), and 2,000 events of big
// stacks taking territories of one unit ("takings"). Measured 29 Nov 2026
// on the shared 2-core AMD EPYC (load average 10-21, -benchtime 5-20x):
// fights 5.8 s/op with every roll's odds as the summary read them before
// (story.Game's path), 631 ms/op, 272 MB with the invasions' odds only,
// 11-35 ms/op, 4.6 MB once a stop's chain is shifted (shifted); takings
// 40 -> 24-28 ms/op.
func BenchmarkStory999Units(b *testing.B) {
	for _, c := range []struct {
		name     string
		n, every int
		refill   func(*engine.State) engine.Event
	}{{"fights", 600, 150, refill}, {"takings", 2000, 30, refillOne}} {
		b.Run(c.name, func(b *testing.B) {
			board, events := bigGame(b, c.n, 1, c.every, c.refill)
			b.ResetTimer()
			for b.Loop() {
				st, _, _, err := story.ForSummary(board, events)
				if err != nil {
					b.Fatal(err)
				}
				st.TurningPoints(5)
			}
		})
	}
}
