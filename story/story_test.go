package story_test

import (
	"path/filepath"
	"reflect"
	"testing"

	_ "herald/editions/all"
	"herald/engine"
	"herald/engine/enginetest"
	"herald/stats"
	"herald/story"
)

// recorded is one recorded complete game of the engine's test data.
type recorded struct {
	name   string
	board  *engine.Board
	events []engine.Event
}

// recordedGames loads the 32 recorded games of engine/testdata/games.
func recordedGames(t *testing.T) []recorded {
	t.Helper()
	files, err := filepath.Glob("../engine/testdata/games/*/*.json")
	if err != nil {
		t.Fatal(err)
	}
	var out []recorded
	for _, f := range files {
		if filepath.Base(filepath.Dir(f)) == "boards" {
			continue
		}
		g := enginetest.Load(t, f)
		b := enginetest.Board(t, "../engine/testdata/games", g)
		out = append(out, recorded{name: filepath.Base(filepath.Dir(f)) + "/" + filepath.Base(f), board: b, events: enginetest.Events(t, g)})
	}
	if len(out) != 32 {
		t.Fatalf("%d recorded games, want 32", len(out))
	}
	return out
}

// roundEnds replays a log with engine.Apply, apart from story's pass, and
// keeps the state at the end of every round: index 0 is the set-up's
// position, index r the state once the round has passed r (or the game
// is over).
func roundEnds(t *testing.T, b *engine.Board, events []engine.Event) []*engine.State {
	t.Helper()
	s, err := engine.Replay(b, events[:1])
	if err != nil {
		t.Fatal(err)
	}
	ends := []*engine.State{s}
	for _, e := range events[1:] {
		n, err := engine.Apply(s, e)
		if err != nil {
			t.Fatal(err)
		}
		for len(ends) < n.Round || n.Over && len(ends) <= n.Round {
			ends = append(ends, n)
		}
		s = n
	}
	for len(ends) <= s.Round {
		ends = append(ends, s)
	}
	return ends
}

// Issue 17 item 1: territories and units per player per round equal the
// state at each round's end, replayed independently.
func TestSeriesMatchRoundEnds(t *testing.T) {
	for _, g := range recordedGames(t) {
		t.Run(g.name, func(t *testing.T) {
			st, err := story.Game(g.board, g.events)
			if err != nil {
				t.Fatal(err)
			}
			ends := roundEnds(t, g.board, g.events)
			if st.Rounds+1 != len(ends) {
				t.Fatalf("%d rounds, the replay has %d", st.Rounds, len(ends)-1)
			}
			for _, pl := range st.Players {
				for _, n := range []int{len(pl.Territories), len(pl.Units), len(pl.Income), len(pl.Luck), len(pl.LuckSD)} {
					if n != st.Rounds+1 {
						t.Fatalf("%s: a series of %d entries for %d rounds", pl.Name, n, st.Rounds)
					}
				}
			}
			for r, s := range ends {
				held := 0
				for p, pl := range st.Players {
					if pl.Territories[r] != s.Count(p) || pl.Units[r] != s.UnitsOf(p) {
						t.Errorf("round %d, %s: %d territories and %d units, the state %d and %d", r, pl.Name, pl.Territories[r], pl.Units[r], s.Count(p), s.UnitsOf(p))
					}
					held += pl.Territories[r]
				}
				// Every territory is held by a seat, neutral armies
				// included: the series sum to the board.
				if held != len(g.board.Territories) {
					t.Errorf("round %d: %d territories held of %d", r, held, len(g.board.Territories))
				}
			}
		})
	}
}

// Issue 17 item 1: the income of a round is what the player placed in
// it, read from the log's place events (the reinforcement the table
// put on the board), apart from the engine's breakdown story reports.
func TestIncomeIsWhatWasPlaced(t *testing.T) {
	for _, g := range recordedGames(t) {
		t.Run(g.name, func(t *testing.T) {
			st, err := story.Game(g.board, g.events)
			if err != nil {
				t.Fatal(err)
			}
			placed := make([]map[int]int, len(st.Players)) // seat -> round -> units
			for i := range placed {
				placed[i] = map[int]int{}
			}
			_, err = engine.ReplayEach(g.board, g.events, func(before *engine.State, e engine.Event, _ *engine.State) {
				if p, ok := e.(engine.Place); ok {
					placed[before.Current][before.Round] += p.Units
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			for i, pl := range st.Players {
				for r := 1; r <= st.Rounds; r++ {
					if pl.Income[r].Total != placed[i][r] {
						t.Errorf("%s round %d: income %d (%+v), placed %d", pl.Name, r, pl.Income[r].Total, pl.Income[r], placed[i][r])
					}
				}
			}
		})
	}
}

// Trades and RegionTotal split an income by source: the traded sets'
// units (with the extra units on their territories) and the region
// bonuses, read here from the breakdown's own lists.
func TestIncomeSources(t *testing.T) {
	trades, regions := 0, 0
	for _, g := range recordedGames(t) {
		st, err := story.Game(g.board, g.events)
		if err != nil {
			t.Fatal(err)
		}
		s0, err := engine.Replay(g.board, g.events[:1])
		if err != nil {
			t.Fatal(err)
		}
		for _, pl := range st.Players {
			for r, in := range pl.Income {
				wantT, wantR := 0, 0
				for _, tr := range in.Trades {
					wantT += tr.Value + len(tr.Extra)*s0.Rules.TradeExtra
				}
				for _, rb := range in.Regions {
					wantR += rb.Bonus
				}
				if story.Trades(in) != wantT || story.RegionTotal(in) != wantR {
					t.Errorf("%s %s round %d: trades %d, regions %d, want %d and %d (%+v)", g.name, pl.Name, r, story.Trades(in), story.RegionTotal(in), wantT, wantR, in)
				}
				trades += wantT
				regions += wantR
			}
		}
	}
	if trades == 0 || regions == 0 {
		t.Errorf("the recorded games trade %d units and hold %d in regions", trades, regions)
	}
}

// GameAndDice is one replay that gives what three gave (issue 18's
// summary and records): the story of Game, the report of stats.Game and
// the final state of engine.Replay, equal for every recorded game.
func TestGameAndDiceIsTheThreeReplaysInOne(t *testing.T) {
	for _, g := range recordedGames(t) {
		tale, dice, last, err := story.GameAndDice(g.board, g.events)
		if err != nil {
			t.Fatalf("%s: %v", g.name, err)
		}
		wantTale, err := story.Game(g.board, g.events)
		if err != nil {
			t.Fatal(err)
		}
		wantDice, err := stats.Game(g.board, g.events)
		if err != nil {
			t.Fatal(err)
		}
		wantLast, err := engine.Replay(g.board, g.events)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(tale, wantTale) {
			t.Errorf("%s: the story differs from story.Game's", g.name)
		}
		if !reflect.DeepEqual(dice, wantDice) {
			t.Errorf("%s: the dice report differs from stats.Game's", g.name)
		}
		if !reflect.DeepEqual(last, wantLast) {
			t.Errorf("%s: the final state differs from engine.Replay's", g.name)
		}
	}
}

// Issue 30 item 6: the state kept at each round's end (Story.Ends, the
// summary's board round by round) has the owners and units of an
// independent replay's state at that round's end, and the last is the
// replay's final state.
func TestEndsMatchRoundEnds(t *testing.T) {
	for _, g := range recordedGames(t) {
		t.Run(g.name, func(t *testing.T) {
			st, err := story.Game(g.board, g.events)
			if err != nil {
				t.Fatal(err)
			}
			ends := roundEnds(t, g.board, g.events)
			if len(st.Ends) != len(ends) {
				t.Fatalf("%d round ends kept, the replay has %d", len(st.Ends), len(ends))
			}
			for r, s := range ends {
				if !reflect.DeepEqual(st.Ends[r].Owner, s.Owner) || !reflect.DeepEqual(st.Ends[r].Units, s.Units) {
					t.Errorf("round %d: owners %v units %v, the replay %v %v", r, st.Ends[r].Owner, st.Ends[r].Units, s.Owner, s.Units)
				}
			}
			final, err := engine.Replay(g.board, g.events)
			if err != nil {
				t.Fatal(err)
			}
			if last := st.Ends[st.Rounds]; last.Seq != final.Seq || !reflect.DeepEqual(last.Owner, final.Owner) {
				t.Errorf("the last round's end is at seq %d, the final state at %d", last.Seq, final.Seq)
			}
		})
	}
}
