package story_test

import (
	"math/rand/v2"
	"os"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/maps"
	"herald/story"
)

// longGame plays a classic game of n events from the set-up of a
// recorded one (Anna, Ben and a neutral army) with random players that
// place everything on one territory, attack at random with Herald's dice
// and never draw a card: a log as long as a long evening's.
func longGame(tb testing.TB, n int, seed uint64) (*engine.Board, []engine.Event) {
	tb.Helper()
	data, err := os.ReadFile("../editions/classic/testdata/games/two_players_trades_escalate.json")
	if err != nil {
		tb.Fatal(err)
	}
	var g enginetest.Game
	if err := enginetest.StrictDecode(data, &g); err != nil {
		tb.Fatal(err)
	}
	b, err := maps.Load(g.Board)
	if err != nil {
		tb.Fatal(err)
	}
	setup, err := engine.Decode(g.Events[0].Type, g.Events[0].Payload)
	if err != nil {
		tb.Fatal(err)
	}
	events := []engine.Event{setup}
	s, err := engine.Replay(b, events)
	if err != nil {
		tb.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(seed, 17))
	for len(events) < n && !s.Over {
		e := randomMove(s, rnd)
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

// randomMove is a legal move of the current player.
func randomMove(s *engine.State, rnd *rand.Rand) engine.Event {
	own := s.Holdings(s.Current)
	switch {
	case s.Pending != nil:
		return engine.MoveIn{Units: s.Pending.Min}
	case s.Phase == engine.PhaseReinforce && s.ToPlace() > 0:
		for t, r := range s.Reserved {
			if r > 0 {
				return engine.Place{Territory: s.Board.Territory(engine.TerritoryID(t)).ID, Units: r}
			}
		}
		return engine.Place{Territory: s.Board.Territory(own[rnd.IntN(len(own))]).ID, Units: s.Pool}
	case s.Phase == engine.PhaseManeuver:
		return engine.EndTurn{}
	}
	// Attack from a random own territory with more than two units, or
	// end the turn one time in four.
	if rnd.IntN(4) > 0 {
		for _, i := range rnd.Perm(len(own)) {
			from := own[i]
			if s.Units[from] < 3 {
				continue
			}
			for _, to := range s.Board.Neighbours(from) {
				if s.CheckAttack(from, to) != nil {
					continue
				}
				rule := s.RollRule(from, to, engine.Declared{})
				a, d := engine.RollBattle(rule, min(3, s.Units[from]-1), min(2, s.Units[to]), func() int { return rnd.IntN(6) + 1 })
				return engine.Attack{From: s.Board.Territory(from).ID, To: s.Board.Territory(to).ID, AttackDice: a.Dice, DefendDice: d.Dice}
			}
		}
	}
	return engine.EndTurn{}
}

// The benchmark's game is long (hundreds of rounds and battles) and its
// story holds: units at every round's end as an independent replay has
// them, five turning points.
func TestLongGame(t *testing.T) {
	b, events := longGame(t, 2000, 1)
	st, err := story.Game(b, events)
	if err != nil {
		t.Fatal(err)
	}
	if st.Rounds < 100 || len(st.Battles) < 500 || len(st.TurningPoints(5)) != 5 {
		t.Errorf("%d rounds, %d battles", st.Rounds, len(st.Battles))
	}
	ends := roundEnds(t, b, events)
	for p, pl := range st.Players {
		for r, s := range ends {
			if pl.Units[r] != s.UnitsOf(p) || pl.Territories[r] != s.Count(p) {
				t.Fatalf("%s round %d: %d units on %d territories, the replay %d on %d", pl.Name, r, pl.Units[r], pl.Territories[r], s.UnitsOf(p), s.Count(p))
			}
		}
	}
}

// BenchmarkStory2000Events is the story of a 2,000-event game (203
// rounds, 923 battles), as the summary page would compute it on each
// load. Measured on the shared 2-core AMD EPYC build machine: best of 4
// runs 21.2 ms/op, 9.9 MB, 51,620 allocs, of which the replay alone
// (BenchmarkReplay2000Events) is 12.0 ms: the odds of the battles add
// about 9 ms. Noisy neighbours made single runs up to 4 times slower.
// Since issue 33 it reads the story as the summary does (story.ForSummary:
// the invasions' odds, not every roll's, and the dice report).
func BenchmarkStory2000Events(b *testing.B) {
	board, events := longGame(b, 2000, 1)
	b.ResetTimer()
	for b.Loop() {
		st, _, _, err := story.ForSummary(board, events)
		if err != nil {
			b.Fatal(err)
		}
		st.TurningPoints(5)
	}
}

// BenchmarkReplay2000Events is the replay alone of the same game, what
// any page of it costs, to read the story's figure against.
func BenchmarkReplay2000Events(b *testing.B) {
	board, events := longGame(b, 2000, 1)
	b.ResetTimer()
	for b.Loop() {
		if _, err := engine.Replay(board, events); err != nil {
			b.Fatal(err)
		}
	}
}
