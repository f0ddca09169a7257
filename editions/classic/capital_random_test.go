package classic

import (
	"math/rand/v2"
	"slices"
	"testing"

	"herald/engine"
)

// TestRandomCapitalGames plays random Capital RISK games (2 to 6 players,
// the neutral army with 2, each capital a random own territory, Herald's
// deck) with the random driver of random_test.go and checks after every
// event what the object says (1993 booklet, Capital RISK: "To capture all
// opposing headquarters while still controlling your own territory"):
// the game is over by the capitals exactly when one player occupies every
// capital (once a conquest's armies moved in), and that player is the
// winner; a player who lost their capital
// but holds a territory is not out; the capitals' cards never come up.
func TestRandomCapitalGames(t *testing.T) {
	won := 0
	for seed := range uint64(20) {
		r := rand.New(rand.NewPCG(seed, 32))
		s := randomCapitalGame(t, r, 2+int(seed%5))
		apply := func(e engine.Event) {
			t.Helper()
			next, err := engine.Apply(s, e)
			if err != nil {
				t.Fatalf("seed %d turn %d: %T %+v refused: %v", seed, s.Turn, e, e, err)
			}
			s = next
			checkCapitals(t, seed, s)
		}
		for turn := 0; turn < 400 && !s.Over; turn++ {
			for _, step := range turnEvents(r, s) {
				e := step(s)
				// An elimination late in the attacks can leave more to
				// settle (trades down, their armies) than the driver's
				// three steps before the end of the turn.
				for _, end := e.(engine.EndTurn); end && !s.Over; _, end = e.(engine.EndTurn) {
					x := settle(s)
					if x == nil {
						break
					}
					apply(x)
					e = step(s)
				}
				if s.Over {
					break
				}
				if e != nil {
					apply(e)
				}
			}
		}
		if s.EndReason == EndCapitals {
			won++
		}
	}
	if won < 10 {
		t.Errorf("only %d of 20 random games were won by the capitals", won)
	}
}

func checkCapitals(t *testing.T, seed uint64, s *engine.State) {
	t.Helper()
	caps := Capitals(s)
	holder := -1
	for p, pl := range s.Players {
		if !pl.Neutral && holdsAll(s, p, caps) {
			holder = p
		}
		if pl.Out && s.Count(p) > 0 {
			t.Fatalf("seed %d: %s is out with %d territories", seed, pl.Name, s.Count(p))
		}
	}
	byCapitals := s.Over && s.EndReason == EndCapitals
	if s.Pending != nil && !s.Over {
		holder = -1 // the conquest is decided once its armies moved in
	}
	if (holder >= 0) != byCapitals || byCapitals && !slices.Equal(s.Winners, []int{holder}) {
		t.Fatalf("seed %d: every capital held by %d, over %v (%s), winners %v", seed, holder, s.Over, s.EndReason, s.Winners)
	}
	for _, p := range s.Players {
		for _, c := range p.Hand {
			if id, ok := s.Board.Lookup(c); ok && slices.Contains(caps, id) {
				t.Fatalf("seed %d: %s drew the capital card %s", seed, p.Name, c)
			}
		}
	}
}

// randomCapitalGame is randomGame in Capital RISK: each player's capital
// one of their own territories at random.
func randomCapitalGame(t *testing.T, r *rand.Rand, n int) *engine.State {
	t.Helper()
	s := randomGame(t, r, n, false)
	e := engine.Setup{Edition: Edition, Board: BoardID, Owners: map[string]int{}, Units: map[string]int{},
		DeckMode: engine.DeckHerald, Deck: engine.ShuffleDeck(s.Board, Rules, r.IntN),
		Options: engine.OptionsOf(Options{Variant: VariantCapital})}
	for i, tr := range s.Board.Territories {
		e.Owners[tr.ID], e.Units[tr.ID] = s.Owner[i], s.Units[i]
	}
	for p, pl := range s.Players {
		ps := engine.PlayerSetup{Name: pl.Name, House: pl.House, Neutral: pl.Neutral}
		if mine := s.Holdings(p); !pl.Neutral {
			ps.Options = engine.OptionsOf(SeatOptions{Capital: s.Board.Territories[mine[r.IntN(len(mine))]].ID})
		}
		e.Players = append(e.Players, ps)
	}
	g, err := engine.NewGame(s.Board, e)
	if err != nil {
		t.Fatalf("set-up: %v", err)
	}
	return g
}
