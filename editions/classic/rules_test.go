package classic

import (
	"errors"
	"slices"
	"testing"

	"herald/engine"
)

// Sources of the passages cited (SOURCES.md): "Parker 1993" is the World
// Domination rulebook (Parker Brothers 1993) as copied at
// mal1.tripod.com (MacSoft 1995) and risk.sourceforge.io; "2 players" its
// "World Domination RISK for 2 players".

// TestInitialArmies: Parker 1993, "Initial army placement": "If 3 are
// playing, each player counts out 35 Infantry. If 4 ... 30. If 5 ... 25.
// If 6 ... 20"; 2 players: "Take 40 Infantry pieces from each of the 3
// sets".
func TestInitialArmies(t *testing.T) {
	for n, want := range map[int]int{1: 0, 2: 40, 3: 35, 4: 30, 5: 25, 6: 20, 7: 0} {
		if got := InitialArmies(n); got != want {
			t.Errorf("InitialArmies(%d) = %d, want %d", n, got, want)
		}
	}
}

// TestDeal: 2 players, Setup 1: "deal the cards, face down, into 3 equal
// piles" (42 / 3 = 14, the third pile neutral); otherwise the 42
// territories go round the table, the first seats one more.
func TestDeal(t *testing.T) {
	for n, want := range map[int][]int{2: {14, 14}, 3: {14, 14, 14}, 4: {11, 11, 10, 10},
		5: {9, 9, 8, 8, 8}, 6: {7, 7, 7, 7, 7, 7}} {
		got, neutral := Deal(n)
		if !slices.Equal(got, want) || (neutral == 14) != (n == 2) {
			t.Errorf("Deal(%d) = %v, %d", n, got, neutral)
		}
	}
}

// TestTradeValue: Parker 1993, "Trading in cards for armies": the first
// set 4, second 6, third 8, fourth 10, fifth 12, sixth 15, seventh 20;
// Risk Rules 2022: each further set 5 more (the eighth 25).
func TestTradeValue(t *testing.T) {
	want := []int{4, 6, 8, 10, 12, 15, 20, 25, 30}
	for before, w := range want {
		if got := TradeValue(before); got != w {
			t.Errorf("set %d: %d armies, want %d", before+1, got, w)
		}
	}
}

// TestIsSet: Parker 1993, "RISK cards": "3 cards of same design
// (Infantry, Cavalry, or Artillery), 1 each of 3 designs, any 2 plus a
// 'wild' card".
func TestIsSet(t *testing.T) {
	I, C, A, W := Infantry, Cavalry, Artillery, Wild
	for _, c := range []struct {
		cards []engine.CardSymbol
		set   bool
	}{
		{[]engine.CardSymbol{I, I, I}, true},
		{[]engine.CardSymbol{A, A, A}, true},
		{[]engine.CardSymbol{I, C, A}, true},
		{[]engine.CardSymbol{I, I, W}, true},
		{[]engine.CardSymbol{C, A, W}, true},
		{[]engine.CardSymbol{W, W, I}, true},
		{[]engine.CardSymbol{I, I, C}, false},
		{[]engine.CardSymbol{I, I}, false},
		{[]engine.CardSymbol{I, I, I, I}, false},
		{[]engine.CardSymbol{engine.Knight, engine.Knight, engine.Knight}, false},
	} {
		if got := IsSet(c.cards); got != c.set {
			t.Errorf("IsSet(%v) = %v", c.cards, got)
		}
	}
}

// TestMustTrade: "if you have 5 or 6 cards at the beginning of your turn,
// you must trade in at least one set"; after an elimination "if winning
// them gives you 6 or more cards, you must immediately trade in enough
// sets to reduce your hand to 4 or fewer cards, but once your hand is
// reduced to 4, 3, or 2 cards, you must stop trading. But if winning
// gives you fewer than 6, you must wait until the beginning of your next
// turn" (Parker 1993, "Eliminating an opponent").
func TestMustTrade(t *testing.T) {
	for _, c := range []struct {
		hand            int
		turnStart, elim bool
		must            bool
	}{
		{4, true, false, false},
		{5, true, false, true},
		{6, true, false, true},
		{5, false, false, false}, // drawn at the end of a turn: next turn
		{8, false, true, true},
		{5, false, true, true}, // 8 traded down to 5: one more set
		{4, false, true, false},
	} {
		if got := MustTrade(c.hand, c.turnStart, c.elim); got != c.must {
			t.Errorf("MustTrade(%d, start %v, elimination %v) = %v", c.hand, c.turnStart, c.elim, got)
		}
	}
	if EliminationTradeAt != 6 || TradeDownTo != 4 || ForcedTradeAt != 5 {
		t.Error("hand thresholds changed")
	}
}

// TestTradeBonusOnce: "If any of the 3 cards you trade in shows the
// picture of a territory you occupy, you receive 2 extra armies. You must
// place both those armies onto that particular territory. NOTE: On a
// single turn, you may receive no more than 2 extra armies above and
// beyond those you receive for the matched sets" (Parker 1993, "RISK
// cards", Occupied territories).
func TestTradeBonusOnce(t *testing.T) {
	for _, c := range []struct {
		occupied []string
		choice   string
		already  bool
		want     string
		ok       bool
	}{
		{nil, "", false, "", true},
		{[]string{"peru"}, "", false, "peru", true},
		{[]string{"peru", "brazil"}, "brazil", false, "brazil", true},
		{[]string{"peru", "brazil"}, "", false, "", false}, // the player says which
		{[]string{"peru"}, "japan", false, "japan", false},
		{[]string{"peru"}, "", true, "", true}, // this turn's 2 were given
	} {
		got, ok := TradeBonusOnce(c.occupied, c.choice, c.already)
		if got != c.want || ok != c.ok {
			t.Errorf("TradeBonusOnce(%v, %q, %v) = %q, %v", c.occupied, c.choice, c.already, got, ok)
		}
	}
}

// state is a game's position built by hand, since the engine cannot start
// a classic game before the edition is registered: seat i holds the
// territories listed for it, one army each.
func state(t *testing.T, players []engine.Player, owners map[string]int) *engine.State {
	t.Helper()
	b := board(t)
	s := &engine.State{Board: b, Rules: Rules, Players: players,
		Owner: make([]int, len(b.Territories)), Units: make([]int, len(b.Territories))}
	for i := range s.Owner {
		s.Owner[i], s.Units[i] = -1, 1
	}
	for id, p := range owners {
		x, ok := b.Lookup(id)
		if !ok {
			t.Fatalf("no territory %s", id)
		}
		s.Owner[x] = p
	}
	return s
}

// roundRobin deals the board's territories in board order, seat by seat.
func roundRobin(b *engine.Board, seats int) map[string]int {
	o := map[string]int{}
	for i, tr := range b.Territories {
		o[tr.ID] = i % seats
	}
	return o
}

// fill spreads armies over each seat's territories: one each, the rest on
// its first territory, so each seat has want armies.
func fill(s *engine.State, want int) map[string]int {
	u := map[string]int{}
	first := map[int]string{}
	count := map[int]int{}
	for i, tr := range s.Board.Territories {
		p := s.Owner[i]
		u[tr.ID] = 1
		count[p]++
		if first[p] == "" {
			first[p] = tr.ID
		}
	}
	for p, id := range first {
		u[id] += want - count[p]
	}
	return u
}

func keyOf(err error) string {
	var re *engine.RuleError
	if errors.As(err, &re) {
		return re.Key
	}
	return ""
}

// TestSetUp: four players, 11/11/10/10 territories and 30 armies each on
// the board, the table's deck; an uneven deal, a missing army, an empty
// territory and Herald's deck are refused.
func TestSetUp(t *testing.T) {
	players := []engine.Player{{Name: "A", House: "red"}, {Name: "B", House: "blue"}, {Name: "C", House: "green"}, {Name: "D", House: "black"}}
	s := state(t, players, roundRobin(board(t), 4))
	units := fill(s, 30)
	ok := engine.Setup{Edition: Edition, Board: BoardID, DeckMode: engine.DeckTable, Units: units}
	if err := setUp(s, ok); err != nil {
		t.Fatalf("set-up refused: %v", err)
	}
	if s.UnitsOf(0) != 30 || s.UnitsOf(3) != 30 {
		t.Errorf("armies on the board: %d, %d, want 30", s.UnitsOf(0), s.UnitsOf(3))
	}

	short := fill(s, 30)
	short["alaska"]--
	if k := keyOf(setUp(s, engine.Setup{DeckMode: engine.DeckTable, Units: short})); k != "classic.setup.armies" {
		t.Errorf("29 armies: key %q", k)
	}
	empty := fill(s, 30)
	empty["peru"] = 0
	if k := keyOf(setUp(s, engine.Setup{DeckMode: engine.DeckTable, Units: empty})); k != "classic.setup.units" {
		t.Errorf("empty territory: key %q", k)
	}
	if k := keyOf(setUp(s, engine.Setup{DeckMode: engine.DeckHerald, Units: fill(s, 30)})); k != "setup.deck_size" {
		t.Errorf("Herald's deck without cards: key %q", k)
	}
	deck := engine.ShuffleDeck(s.Board, Rules, func(n int) int { return n - 1 })
	if len(deck) != 44 || !slices.Contains(deck, "wild_1") || !slices.Contains(deck, "wild_2") {
		t.Errorf("Herald's deck: %d cards %v", len(deck), deck)
	}
	if err := setUp(s, engine.Setup{DeckMode: engine.DeckHerald, Deck: deck, Units: fill(s, 30)}); err != nil {
		t.Errorf("Herald's deck of 42 territory cards and 2 wild cards refused: %v", err)
	}

	uneven := roundRobin(board(t), 4)
	uneven["alaska"], uneven["alberta"] = 3, 3 // D 12, A 10, B 10
	s2 := state(t, players, uneven)
	if k := keyOf(setUp(s2, engine.Setup{DeckMode: engine.DeckTable, Units: fill(s2, 30)})); k != "classic.setup.deal_uneven" {
		t.Errorf("12 against 10 territories: key %q", k)
	}
}

// TestSetUpTwoPlayers: "RISK for 2 players": three piles of 14, 40
// armies for each player and for the neutral army.
func TestSetUpTwoPlayers(t *testing.T) {
	players := []engine.Player{{Name: "A", House: "red"}, {Name: "B", House: "blue"}, {Name: "N", House: "grey", Neutral: true}}
	s := state(t, players, roundRobin(board(t), 3))
	if err := setUp(s, engine.Setup{DeckMode: engine.DeckTable, Units: fill(s, 40)}); err != nil {
		t.Fatalf("set-up refused: %v", err)
	}
	if s.UnitsOf(2) != 40 {
		t.Errorf("neutral armies %d, want 40", s.UnitsOf(2))
	}
	if k := keyOf(setUp(s, engine.Setup{DeckMode: engine.DeckTable, Units: fill(s, 35)})); k != "classic.setup.armies" {
		t.Errorf("35 armies with 2 players: key %q", k)
	}
}

// TestRulesFields: the registered Ruleset's numbers and set values.
func TestRulesFields(t *testing.T) {
	r := Rules
	if r.Edition != Edition || r.Board != BoardID || r.MinPlayers != 2 || r.MaxPlayers != 6 {
		t.Errorf("edition %q board %q players %d-%d", r.Edition, r.Board, r.MinPlayers, r.MaxPlayers)
	}
	if r.MinReinforcement != 3 || r.TradeExtra != 2 || r.HandLimit != 5 || r.EndGameCard || r.NeutralDefendsMax {
		t.Errorf("numbers: %+v", r)
	}
	if _, ok := r.SetValue([]engine.CardSymbol{Infantry, Cavalry, Wild}); !ok || r.TradeValue(0) != 4 || r.TradeValue(5) != 15 || !r.TradeExtraOnce {
		t.Errorf("a set of infantry, cavalry and wild: %v, worth %d first, %d sixth", ok, r.TradeValue(0), r.TradeValue(5))
	}
	if _, ok := engine.RulesetFor(Edition); !ok {
		t.Error("classic is not registered")
	}
	if len(r.Houses(3)) != 6 {
		t.Errorf("colours %v", r.Houses(3))
	}
}
