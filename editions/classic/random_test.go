package classic

import (
	"math/rand/v2"
	"slices"
	"testing"

	"herald/engine"
)

// Invariants over random classic games: a driver plays legal turns with
// Herald's deck (wild cards in it) and random dice, and after every event
// checks what classic's rules keep true: every territory held with at
// least one army (but a conquest waiting for its armies), the trade down
// after an elimination only while the hand is over 4, every card of the 44 in exactly one place, each set
// worth TradeValue of the sets traded before it, the extra armies at most
// once a turn, and a draw from the empty deck taking one of the traded
// cards, shuffled into a new deck (Rules.ReshuffleTraded).

func TestRandomClassicGames(t *testing.T) {
	var seen coverage
	for seed := range uint64(30) {
		playRandom(t, seed, 2+int(seed%5), &seen)
	}
	// The driver must reach what the invariants are about.
	t.Logf("%+v", seen)
	if seen.trades < 30 || seen.wild == 0 || seen.extra == 0 || seen.over == 0 || seen.tradeDown == 0 || seen.reshuffles == 0 {
		t.Errorf("random games reached too little: %+v", seen)
	}
}

// coverage counts what the random games reached.
type coverage struct{ trades, wild, extra, over, tradeDown, reshuffles int }

// randomGame sets up n players dealt at random by Deal's counts, the
// armies spread over each player's territories, Herald's deck; with
// missions (3 or more players) a Secret Mission game, Herald's deal.
func randomGame(t *testing.T, r *rand.Rand, n int, missions bool) *engine.State {
	t.Helper()
	b := board(t)
	colours := houses(n)
	var players []engine.PlayerSetup
	for i := range n {
		players = append(players, engine.PlayerSetup{Name: colours[i], House: colours[i]})
	}
	per, neutral := Deal(n)
	if neutral > 0 {
		players = append(players, engine.PlayerSetup{Name: "Neutral", House: colours[n], Neutral: true})
		per = append(per, neutral)
	}
	order := r.Perm(len(b.Territories))
	owners, units := map[string]int{}, map[string]int{}
	k := 0
	for seat, c := range per {
		mine := order[k : k+c]
		k += c
		for j, ti := range mine {
			id := b.Territories[ti].ID
			owners[id] = seat
			units[id] = InitialArmies(n) / c
			if j < InitialArmies(n)%c {
				units[id]++
			}
		}
	}
	deck := engine.ShuffleDeck(b, Rules, r.IntN)
	setup := engine.Setup{Edition: Edition, Board: BoardID, Players: players, Owners: owners, Units: units, DeckMode: engine.DeckHerald, Deck: deck}
	if missions && n >= 3 {
		setup.Options = engine.OptionsOf(Options{Variant: VariantSecretMission, MissionDeal: MissionDealHerald})
		DealMissions(&setup, r.IntN)
	}
	s, err := engine.NewGame(b, setup)
	if err != nil {
		t.Fatalf("set-up: %v", err)
	}
	return s
}

func playRandom(t *testing.T, seed uint64, n int, seen *coverage) {
	r := rand.New(rand.NewPCG(seed, 14))
	s := randomGame(t, r, n, false)
	back := 0 // traded cards shuffled back into the deck
	apply := func(e engine.Event) {
		t.Helper()
		before := s
		next, err := engine.Apply(s, e)
		if err != nil {
			t.Fatalf("seed %d turn %d: %T %+v refused: %v", seed, s.Turn, e, e, err)
		}
		s = next
		if d, ok := e.(engine.EndTurn); ok && d.Draw && len(before.Deck) == 0 {
			checkReshuffle(t, seed, before, s)
			back += len(before.Discard)
			seen.reshuffles++
		}
		checkInvariants(t, seed, before, s, e, back)
		if tr, ok := e.(engine.Trade); ok {
			seen.trades++
			if before.TradingDown {
				seen.tradeDown++
			}
			if slices.ContainsFunc(tr.Cards, func(c string) bool { return slices.Contains(WildCards, c) }) {
				seen.wild++
			}
			if tt := s.Reinforcement.Trades; len(tt[len(tt)-1].Extra) > 0 {
				seen.extra++
			}
		}
	}
	for turn := 0; turn < 400 && !s.Over; turn++ {
		for _, e := range turnEvents(r, s) {
			if s.Over {
				break
			}
			if ev := e(s); ev != nil {
				apply(ev)
			}
		}
	}
	if s.Over {
		seen.over++
	}
}

// turnEvents is one turn as a list of steps, each reading the state as it
// is when it runs.
func turnEvents(r *rand.Rand, s *engine.State) []func(*engine.State) engine.Event {
	var steps []func(*engine.State) engine.Event
	if set := findSet(s); set != nil && (s.MustTrade || r.IntN(2) == 0) {
		steps = append(steps, func(*engine.State) engine.Event { return engine.Trade{Cards: set} })
	}
	steps = append(steps, placeAll)
	for range 20 {
		steps = append(steps, func(s *engine.State) engine.Event { return attackOrNot(r, s) })
	}
	// A turn with a conquest draws, from the empty deck too: the traded
	// cards become the new deck (Rules.ReshuffleTraded). Only when every
	// card is in a hand is there none to draw.
	return append(steps, settle, settle, settle, func(s *engine.State) engine.Event {
		return engine.EndTurn{Draw: s.CanDraw() && len(s.Deck)+len(s.Discard) > 0}
	})
}

// placeAll places what the turn gives: reserved armies where they are
// reserved, the pool on the player's territory with the fewest.
func placeAll(s *engine.State) engine.Event {
	for t, n := range s.Reserved {
		if n > 0 {
			return engine.Place{Territory: s.Board.Territories[t].ID, Units: n}
		}
	}
	best := -1
	for t, o := range s.Owner {
		if o == s.Current && (best < 0 || s.Units[t] < s.Units[best]) {
			best = t
		}
	}
	return engine.Place{Territory: s.Board.Territories[best].ID, Units: s.Pool}
}

// attackOrNot attacks from a random territory with 2 or more armies, or
// moves in after a conquest, or ends the attacks; nil once they ended.
func attackOrNot(r *rand.Rand, s *engine.State) engine.Event {
	if e := settle(s); e != nil {
		return e
	}
	if s.Phase == engine.PhaseManeuver {
		return nil // the attacks are over
	}
	for _, from := range r.Perm(len(s.Owner)) {
		if s.Owner[from] != s.Current || s.Units[from] < 2 {
			continue
		}
		for _, to := range s.Board.Neighbours(engine.TerritoryID(from)) {
			if s.Owner[to] != s.Current {
				def := min(2, s.Units[to])
				return engine.Attack{From: s.Board.Territories[from].ID, To: s.Board.Territories[to].ID,
					AttackDice: dice(r, min(3, s.Units[from]-1)), DefendDice: dice(r, def)}
			}
		}
	}
	return engine.EndAttack{}
}

// settle is what must be done before the next attack or the end of the
// turn: the conquerors moved in, the cards of a beaten player traded while
// over the limit, the armies placed; nil when nothing is waiting.
func settle(s *engine.State) engine.Event {
	switch {
	case s.Pending != nil:
		return engine.MoveIn{Units: s.Units[s.Pending.From] - 1}
	case s.TradingDown && s.TradeOpen():
		return engine.Trade{Cards: findSet(s)}
	case s.ToPlace() > 0:
		return placeAll(s)
	}
	return nil
}

func dice(r *rand.Rand, n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = 1 + r.IntN(6)
	}
	slices.Sort(d)
	slices.Reverse(d)
	return d
}

// findSet is the first set in the current player's hand, or nil.
func findSet(s *engine.State) []string {
	h := s.Players[s.Current].Hand
	for i := range h {
		for j := i + 1; j < len(h); j++ {
			for k := j + 1; k < len(h); k++ {
				a, _, _ := s.CardSymbol(h[i])
				b, _, _ := s.CardSymbol(h[j])
				c, _, _ := s.CardSymbol(h[k])
				if IsSet([]engine.CardSymbol{a, b, c}) {
					return []string{h[i], h[j], h[k]}
				}
			}
		}
	}
	return nil
}

// checkReshuffle: the draw from the empty deck took one of the traded
// cards, and the others are the new deck, none of them traded any more.
func checkReshuffle(t *testing.T, seed uint64, before, s *engine.State) {
	t.Helper()
	hand := s.Players[before.Current].Hand
	drawn := hand[len(hand)-1]
	if !slices.Contains(before.Discard, drawn) || len(s.Deck) != len(before.Discard)-1 || len(s.Discard) != 0 {
		t.Fatalf("seed %d: drew %s from the empty deck; traded %v, deck now %v, traded now %v", seed, drawn, before.Discard, s.Deck, s.Discard)
	}
}

func checkInvariants(t *testing.T, seed uint64, before, s *engine.State, e engine.Event, back int) {
	t.Helper()
	for i, u := range s.Units {
		conquered := s.Pending != nil && int(s.Pending.To) == i // waits for its armies
		if (u < 1 && !conquered) || s.Owner[i] < 0 || s.Owner[i] >= len(s.Players) {
			t.Fatalf("seed %d: %s has %d armies, owner %d", seed, s.Board.Territories[i].ID, u, s.Owner[i])
		}
	}
	cards := len(s.Deck) + len(s.Discard)
	for _, p := range s.Players {
		cards += len(p.Hand)
	}
	if cards != 44 {
		t.Fatalf("seed %d: %d cards in deck, discard and hands, want 44", seed, cards)
	}
	if hand := len(s.Players[s.Current].Hand); s.TradingDown && hand <= TradeDownTo || !s.TradingDown && s.Phase != engine.PhaseReinforce && s.Pending == nil && s.TradeOpen() {
		t.Fatalf("seed %d: trading down %v with %d cards", seed, s.TradingDown, hand)
	}
	if 3*s.SetsTraded != len(s.Discard)+back {
		t.Fatalf("seed %d: %d sets traded, %d cards discarded, %d shuffled back", seed, s.SetsTraded, len(s.Discard), back)
	}
	if _, ok := e.(engine.Trade); ok {
		trades := s.Reinforcement.Trades
		if got, want := trades[len(trades)-1].Value, TradeValue(before.SetsTraded); got != want {
			t.Fatalf("seed %d: set %d worth %d, want %d", seed, s.SetsTraded, got, want)
		}
		extra := 0
		for _, tr := range trades {
			extra += len(tr.Extra)
		}
		if extra > 1 {
			t.Fatalf("seed %d: extra armies on %d territories in one turn", seed, extra)
		}
	}
}
