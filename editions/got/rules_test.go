package got_test

// Rule tests for RISK Game of Thrones, Skirmish ("Gefecht"). Each test
// names the passage of the German rulebook (seed 001) it checks.

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"herald/editions/got"
	"herald/engine"
)

// "Gefecht: Spielaufbau" steps 3-5: houses per player count, the deal and
// the units placed at set-up.
func TestGoTSetupDealAndUnits(t *testing.T) {
	b := westeros(t)
	for players := 2; players <= 5; players++ {
		s, err := engine.NewGame(b, setup(b, players, nil))
		if err != nil {
			t.Fatalf("%d players: %v", players, err)
		}
		deal, neutral := got.Rules.Deal(players)
		total := neutral
		for seat, want := range deal {
			total += want
			if got := s.Count(seat); got != want {
				t.Errorf("%d players: seat %d holds %d, want %d", players, seat, got, want)
			}
			if got := s.UnitsOf(seat); got != 3*want {
				t.Errorf("%d players: seat %d has %d units, want 3 per territory", players, seat, got)
			}
		}
		if total != 48 {
			t.Errorf("%d players: deal covers %d territories", players, total)
		}
		if players == 2 {
			if got := s.UnitsOf(2); got != 2*12 {
				t.Errorf("neutral house has %d units, want 2 on each of 12", got)
			}
		}
	}
}

func TestGoTSetupRefusesWrongHousesAndDeals(t *testing.T) {
	b := westeros(t)
	cases := []struct {
		name string
		edit func(*engine.Setup)
		key  string
	}{
		{"Tyrell needs 4 players", func(s *engine.Setup) { s.Players[0].House = got.Tyrell }, "setup.house_not_allowed"},
		{"a house twice", func(s *engine.Setup) { s.Players[1].House = s.Players[0].House }, "setup.house_twice"},
		{"one territory too many", func(s *engine.Setup) { s.Owners["winterfell"] = 1; s.Owners["the_gift"] = 1 }, "setup.deal_count"},
		{"a territory unknown", func(s *engine.Setup) { s.Owners["atlantis"] = 0 }, "territory.unknown"},
		{"one player", func(s *engine.Setup) { s.Players = s.Players[:1] }, "setup.player_count"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := setup(b, 3, nil)
			c.edit(&s)
			_, err := engine.NewGame(b, s)
			var re *engine.RuleError
			if !errors.As(err, &re) || re.Key != c.key {
				t.Fatalf("want %s, got %v", c.key, err)
			}
		})
	}
}

// "Spielaufbau" step 6: the End Game card goes to a random place in the
// bottom half of the deck.
func TestGoTShuffleDeckEndCardInBottomHalf(t *testing.T) {
	b := westeros(t)
	r := rand.New(rand.NewPCG(1, 2))
	positions := map[int]int{}
	for i := 0; i < 2000; i++ {
		deck := engine.ShuffleDeck(b, got.Rules, r.IntN)
		at := slices.Index(deck, engine.EndGameCard)
		if at < 24 || len(deck) != 49 {
			t.Fatalf("End Game card at %d of %d", at, len(deck))
		}
		positions[at]++
		if _, err := engine.NewGame(b, setup(b, 3, deck)); err != nil {
			t.Fatal(err)
		}
	}
	if len(positions) < 20 {
		t.Errorf("End Game card only ever at %d places", len(positions))
	}
	bad := engine.ShuffleDeck(b, got.Rules, r.IntN)
	at := slices.Index(bad, engine.EndGameCard)
	bad[at], bad[0] = bad[0], bad[at]
	if _, err := engine.NewGame(b, setup(b, 3, bad)); err == nil {
		t.Error("a deck with the End Game card on top was accepted")
	}
}

// "Verstärkung" 1: territories + castles divided by 3, rounded down, at
// least 3 (the table 1-11: 3, 12-14: 4 ... 39-41: 13). The example:
// 10 territories and 3 castles give 4.
func TestGoTReinforcementTable(t *testing.T) {
	g := newGame(t, 3)
	b := g.b
	var castles, plain []string
	for _, x := range b.Territories {
		if x.Castle {
			castles = append(castles, x.ID)
		} else {
			plain = append(plain, x.ID)
		}
	}
	cases := []struct{ terr, withCastle, want int }{
		{1, 0, 3}, {10, 3, 4}, {11, 0, 3}, {12, 0, 4}, {14, 0, 4}, {15, 0, 5},
		{20, 1, 7}, {29, 0, 9}, {30, 9, 13}, {41, 19, 20}, {48, 19, 22},
	}
	for _, c := range cases {
		own := map[string][2]int{}
		for i := 0; i < c.withCastle; i++ {
			own[castles[i]] = [2]int{0, 1}
		}
		for i := 0; i < c.terr-c.withCastle; i++ {
			own[plain[len(plain)-1-i]] = [2]int{0, 1}
		}
		g.position(1, own)
		r := g.s.BaseReinforcement(0)
		if r.Territories != c.terr || r.Castles != c.withCastle {
			t.Fatalf("setup wrong: %+v", r)
		}
		if r.Base != c.want {
			t.Errorf("%d territories + %d castles: base %d, want %d", c.terr, c.withCastle, r.Base, c.want)
		}
	}
}

// "Verstärkung" 2: the Lannisters hold all 5 territories of the
// Westerlands and get 2 more units.
func TestGoTRegionBonusWesterlands(t *testing.T) {
	g := newGame(t, 3)
	own := map[string][2]int{}
	for _, x := range g.b.Territories {
		if x.Region == "the_westerlands" {
			own[x.ID] = [2]int{0, 2}
		}
	}
	g.position(1, own)
	r := g.s.Reinforcement
	if len(r.Regions) != 1 || r.Regions[0].Region != "the_westerlands" || r.Regions[0].Bonus != 2 {
		t.Fatalf("regions %+v", r.Regions)
	}
	if r.Total != 3+2 || g.s.Pool != 5 {
		t.Errorf("total %d pool %d, want 5", r.Total, g.s.Pool)
	}
	// One territory short of the region: no bonus.
	own["casterly_rock"] = [2]int{1, 1}
	g.position(1, own)
	if len(g.s.Reinforcement.Regions) != 0 {
		t.Errorf("bonus without the whole region: %+v", g.s.Reinforcement.Regions)
	}
}

// "Verstärkung" 3 and the trade table: 3 knights 4, 3 siege engines 5,
// 3 fortifications 6, one of each 7; +2 per traded card showing a
// territory the player holds, placed only there.
func TestGoTCardTrades(t *testing.T) {
	b := westeros(t)
	mixed := []string{cardsOf(b, engine.Knight, 1)[0], cardsOf(b, engine.SiegeEngine, 1)[0], cardsOf(b, engine.Fortification, 1)[0]}
	cases := []struct {
		name  string
		cards []string
		value int
	}{
		{"three knights", cardsOf(b, engine.Knight, 3), 4},
		{"three siege engines", cardsOf(b, engine.SiegeEngine, 3), 5},
		{"three fortifications", cardsOf(b, engine.Fortification, 3), 6},
		{"one of each", mixed, 7},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, 3)
			// Player 0 holds none of the card territories: no extra units.
			g.position(1, map[string][2]int{"sunspear": {0, 3}, "greenblood": {0, 3}})
			g.do(engine.CorrectHand{Player: 0, Cards: c.cards})
			before := g.s.Pool
			g.do(engine.Trade{Cards: c.cards})
			if got := g.s.Pool - before; got != c.value {
				t.Errorf("set worth %d, want %d", got, c.value)
			}
			if g.s.ReservedTotal() != 0 || len(g.s.Players[0].Hand) != 0 {
				t.Errorf("reserved %d, hand %v", g.s.ReservedTotal(), g.s.Players[0].Hand)
			}
		})
	}

	t.Run("two extra per held territory, placed there", func(t *testing.T) {
		g := newGame(t, 3)
		knights := cardsOf(b, engine.Knight, 3)
		g.position(1, map[string][2]int{knights[0]: {0, 1}, knights[1]: {0, 1}})
		g.do(engine.CorrectHand{Player: 0, Cards: knights})
		g.do(engine.Trade{Cards: knights})
		if g.s.Pool != 3+4 || g.s.ReservedTotal() != 4 {
			t.Fatalf("pool %d reserved %d, want 7 and 4", g.s.Pool, g.s.ReservedTotal())
		}
		if g.s.Reinforcement.Total != 3+4+4 {
			t.Errorf("breakdown total %d, want 11", g.s.Reinforcement.Total)
		}
		// The free pool can go anywhere; the reserved 2 only on their card's territory.
		g.do(engine.Place{Territory: knights[1], Units: 7 + 2})
		g.refuse(engine.Place{Territory: knights[1], Units: 1}, "place.reserved_elsewhere")
		g.refuse(engine.Attack{From: knights[1], To: "the_wall", Attackers: 1, Defenders: 1, AttackerLoss: ptr(0), DefenderLoss: ptr(1)}, "place.units_left")
		g.do(engine.Place{Territory: knights[0], Units: 2})
		if g.s.ToPlace() != 0 {
			t.Errorf("%d units left to place", g.s.ToPlace())
		}
	})

	t.Run("not a set is refused", func(t *testing.T) {
		g := newGame(t, 3)
		bad := append(cardsOf(b, engine.Knight, 2), cardsOf(b, engine.SiegeEngine, 1)...)
		g.do(engine.CorrectHand{Player: 0, Cards: bad})
		g.refuse(engine.Trade{Cards: bad}, "trade.not_a_set")
		g.refuse(engine.Trade{Cards: bad[:2]}, "trade.not_a_set")
		g.refuse(engine.Trade{Cards: cardsOf(b, engine.Fortification, 3)}, "trade.not_in_hand")
	})
}

// "Verstärkung" 3, Hinweis: with 5 cards at the start of the turn a set
// must be traded; nothing else happens before, placing neither (4,
// "Nachdem Sie Ihre Verstärkungseinheiten erhalten haben, müssen Sie
// diese ... aufstellen": once all are received, the trade's too).
func TestGoTFiveCardsForceATrade(t *testing.T) {
	b := westeros(t)
	g := newGame(t, 3)
	hand := append(cardsOf(b, engine.Knight, 3), cardsOf(b, engine.SiegeEngine, 2)...)
	g.position(1, map[string][2]int{"sunspear": {0, 5}, "greenblood": {0, 5}})
	g.do(engine.CorrectHand{Player: 0, Cards: hand})
	if !g.s.MustTrade {
		t.Fatal("5 cards at turn start did not force a trade")
	}
	g.refuse(engine.Place{Territory: "sunspear", Units: 1}, "place.trade_first")
	g.refuse(engine.EndAttack{}, "trade.must_trade")
	g.refuse(engine.EndTurn{}, "trade.must_trade")
	g.do(engine.Trade{Cards: hand[:3]})
	g.placeAll("sunspear")
	g.do(engine.EndAttack{})
}

// "Invasion" 1-7: the rulebook's own battle, Stark with 7 units in
// Harrenhal against 2 Lannisters in King's Landing: 6-4-1 against 5-4,
// each side loses one; the next battle takes the territory; all 3 units
// of the last battle move in and 2 more follow, 1 stays in Harrenhal.
func TestGoTInvasionExampleHarrenhalKingsLanding(t *testing.T) {
	g := newGame(t, 3)
	g.position(2, map[string][2]int{"harrenhal": {0, 7}, "kings_landing": {1, 2}, "riverrun": {0, 2}})
	g.placeAll("riverrun")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6, 4, 1}, DefendDice: []int{5, 4}})
	h, k := id(t, g.b, "harrenhal"), id(t, g.b, "kings_landing")
	if g.s.Units[h] != 6 || g.s.Units[k] != 1 {
		t.Fatalf("after 6-4-1 v 5-4: Harrenhal %d, King's Landing %d; want 6 and 1", g.s.Units[h], g.s.Units[k])
	}
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{5, 3, 2}, DefendDice: []int{4}})
	if g.s.Owner[k] != 0 || g.s.Pending == nil || g.s.Pending.Min != 3 {
		t.Fatalf("conquest not pending with 3 to move: %+v", g.s.Pending)
	}
	g.refuse(engine.MoveIn{Units: 2}, "conquest.move_range")
	g.refuse(engine.MoveIn{Units: 6}, "conquest.move_range")
	g.refuse(engine.Attack{From: "harrenhal", To: "kings_landing", Attackers: 1, Defenders: 1, AttackerLoss: ptr(0), DefenderLoss: ptr(1)}, "conquest.move_in_first")
	g.do(engine.MoveIn{Units: 5})
	if g.s.Units[h] != 1 || g.s.Units[k] != 5 {
		t.Errorf("Harrenhal %d, King's Landing %d; want 1 and 5", g.s.Units[h], g.s.Units[k])
	}
	if g.s.Conquered != 1 || !g.s.CanDraw() {
		t.Errorf("conquered %d", g.s.Conquered)
	}
}

// "Invasion" 5: ties go to the defender; extra dice are ignored.
func TestGoTResolveTiesToDefender(t *testing.T) {
	cases := []struct {
		a, d         []int
		aLoss, dLoss int
	}{
		{[]int{6, 4, 1}, []int{5, 4}, 1, 1},
		{[]int{3}, []int{3}, 1, 0},
		{[]int{6, 6}, []int{6, 5}, 1, 1},
		{[]int{2, 6, 5}, []int{4, 5}, 0, 2},
		{[]int{1, 1, 1}, []int{1}, 1, 0},
		{[]int{6}, []int{5, 5}, 0, 1},
	}
	for _, c := range cases {
		r := engine.Resolve(c.a, c.d)
		if r.AttackerLoss != c.aLoss || r.DefenderLoss != c.dLoss {
			t.Errorf("%v v %v: attacker lost %d defender %d; want %d and %d", c.a, c.d, r.AttackerLoss, r.DefenderLoss, c.aLoss, c.dLoss)
		}
	}
}

// "Invasion" 1-4: impossible attacks are refused and change nothing.
func TestGoTImpossibleAttacksRefused(t *testing.T) {
	g := newGame(t, 3)
	g.position(2, map[string][2]int{"harrenhal": {0, 3}, "riverrun": {0, 1}, "kings_landing": {1, 1}, "the_eyrie": {1, 3}, "sunspear": {0, 1}})
	g.placeAll("sunspear")
	before := g.s
	cases := []struct {
		name string
		e    engine.Attack
		key  string
	}{
		{"from one unit", engine.Attack{From: "riverrun", To: "stoney_sept", AttackDice: []int{6}, DefendDice: []int{1}}, "attack.one_unit"},
		{"four dice", engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6, 5, 4, 3}, DefendDice: []int{1}}, "attack.dice_count"},
		{"more dice than units allow", engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6, 5, 4}, DefendDice: []int{1}}, "attack.too_many_dice"},
		{"a die of 7", engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{7}, DefendDice: []int{1}}, "dice.face"},
		{"a die of 0", engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{3}, DefendDice: []int{0}}, "dice.face"},
		{"two defence dice with one unit", engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{3}, DefendDice: []int{1, 1}}, "defend.too_many_dice"},
		{"three defence dice", engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{3}, DefendDice: []int{1, 1, 1}}, "defend.dice_count"},
		{"not adjacent", engine.Attack{From: "harrenhal", To: "the_eyrie", AttackDice: []int{3}, DefendDice: []int{1}}, "attack.not_adjacent"},
		{"own territory", engine.Attack{From: "harrenhal", To: "riverrun", AttackDice: []int{3}, DefendDice: []int{1}}, "attack.own_territory"},
		{"not yours", engine.Attack{From: "kings_landing", To: "harrenhal", AttackDice: []int{3}, DefendDice: []int{1}}, "attack.not_yours"},
		{"unknown territory", engine.Attack{From: "harrenhal", To: "narnia", AttackDice: []int{3}, DefendDice: []int{1}}, "territory.unknown"},
		{"losses that do not add up", engine.Attack{From: "harrenhal", To: "kings_landing", Attackers: 2, Defenders: 1, AttackerLoss: ptr(1), DefenderLoss: ptr(1)}, "attack.losses"},
		{"no dice at all", engine.Attack{From: "harrenhal", To: "kings_landing"}, "attack.dice_count"},
	}
	for _, c := range cases {
		t.Log(c.name)
		g.refuse(c.e, c.key)
	}
	if g.s != before {
		t.Error("a refused attack changed the state")
	}
}

// "Gebiete mit einem Hafen": Baratheon attacks Sunspear from Dragonstone,
// both ports on the same coast; ports of the other colour are not linked.
func TestGoTPortsOfOneColourAreLinked(t *testing.T) {
	g := newGame(t, 3)
	g.position(2, map[string][2]int{"dragonstone": {0, 4}, "sunspear": {1, 1}, "wolfswood": {1, 1}})
	g.placeAll("dragonstone")
	g.do(engine.Attack{From: "dragonstone", To: "sunspear", AttackDice: []int{6}, DefendDice: []int{1}})
	g.do(engine.MoveIn{Units: 1})
	g.refuse(engine.Attack{From: "dragonstone", To: "wolfswood", AttackDice: []int{6}, DefendDice: []int{1}}, "attack.not_adjacent")
}

// "Invasion (Fortsetzung)", 2 players: the opponent rolls for the neutral
// army, always with the most dice it may.
func TestGoTNeutralDefendsWithMaxDice(t *testing.T) {
	g := newGame(t, 2)
	g.position(2, map[string][2]int{"harrenhal": {0, 5}, "riverrun": {1, 3}, "kings_landing": {2, 3}})
	g.placeAll("harrenhal")
	// King's Landing holds 3 neutral units: it defends with 2 dice.
	g.refuse(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{1}}, "defend.neutral_max")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{1, 2}})
	// Blackwater Rush holds 1 neutral unit: one die is the most it may roll.
	g.refuse(engine.Attack{From: "harrenhal", To: "blackwater_rush", AttackDice: []int{6}, DefendDice: []int{1, 2}}, "defend.too_many_dice")
	g.do(engine.Attack{From: "harrenhal", To: "blackwater_rush", AttackDice: []int{6}, DefendDice: []int{1}})
}

// "Manöver": once, after the invasions, from one own territory to another
// through own territories only; one unit stays. The example moves 2 units
// from Riverrun through Harrenhal to King's Landing.
func TestGoTManeuverThroughOwnTerritories(t *testing.T) {
	g := newGame(t, 3)
	g.position(1, map[string][2]int{"riverrun": {0, 4}, "harrenhal": {0, 5}, "kings_landing": {0, 7}, "the_eyrie": {0, 3}, "stoney_sept": {0, 1}})
	g.placeAll("the_eyrie")
	g.refuse(engine.Maneuver{From: "stoney_sept", To: "harrenhal", Units: 1}, "maneuver.one_unit")
	g.refuse(engine.Maneuver{From: "riverrun", To: "the_eyrie", Units: 1}, "maneuver.not_connected")
	g.refuse(engine.Maneuver{From: "riverrun", To: "kings_landing", Units: 4}, "maneuver.units")
	g.refuse(engine.Maneuver{From: "riverrun", To: "blackwater_rush", Units: 1}, "maneuver.not_yours")
	g.do(engine.Maneuver{From: "riverrun", To: "kings_landing", Units: 2})
	r, k := id(t, g.b, "riverrun"), id(t, g.b, "kings_landing")
	if g.s.Units[r] != 2 || g.s.Units[k] != 9 {
		t.Errorf("Riverrun %d, King's Landing %d; want 2 and 9", g.s.Units[r], g.s.Units[k])
	}
	g.refuse(engine.Maneuver{From: "harrenhal", To: "kings_landing", Units: 1}, "maneuver.once")
	g.refuse(engine.Attack{From: "harrenhal", To: "stoney_sept", AttackDice: []int{6}, DefendDice: []int{1}}, "attack.after_maneuver")
}

// Ports count for a maneuver too ("Gebiete mit einem Hafen").
func TestGoTManeuverOverPorts(t *testing.T) {
	g := newGame(t, 3)
	g.position(1, map[string][2]int{"white_harbor": {0, 4}, "sunspear": {0, 1}})
	g.placeAll("white_harbor")
	g.do(engine.Maneuver{From: "white_harbor", To: "sunspear", Units: 3})
}

// "Karte ziehen": one card, only after at least one conquest, however
// many; "Gewinnen": the End Game card ends the game at once, one point per
// territory, castle and port.
func TestGoTCardDrawAndEndGame(t *testing.T) {
	b := westeros(t)
	deck := engine.ShuffleDeck(b, got.Rules, rand.New(rand.NewPCG(3, 4)).IntN)
	s, err := engine.NewGame(b, setup(b, 3, deck))
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, b: b, s: s}
	g.position(1, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}, "stoney_sept": {2, 1}})
	g.placeAll("harrenhal")
	g.refuse(engine.EndTurn{Draw: true}, "draw.no_conquest")
	for _, to := range []string{"kings_landing", "stoney_sept"} {
		g.do(engine.Attack{From: "harrenhal", To: to, AttackDice: []int{6}, DefendDice: []int{2}})
		g.do(engine.MoveIn{Units: 1})
	}
	top := g.s.Deck[0]
	g.do(engine.EndTurn{Draw: true})
	if top == engine.EndGameCard {
		t.Fatal("seeded deck starts with the End Game card")
	}
	if h := g.s.Players[0].Hand; len(h) != 1 || h[0] != top {
		t.Fatalf("hand %v, want the top card %s only", h, top)
	}
	if g.s.Current != 1 || g.s.Turn != 2 {
		t.Fatalf("turn passed to %d (turn %d)", g.s.Current, g.s.Turn)
	}

	// Stack the deck: the End Game card is next. Player 1 conquers and draws.
	g.s.Deck = append([]string{engine.EndGameCard}, g.s.Deck...)
	g.placeAll("blackwater_rush")
	g.do(engine.Attack{From: "blackwater_rush", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{1}})
	g.do(engine.MoveIn{Units: 1})
	g.do(engine.EndTurn{Draw: true})
	if !g.s.Over || g.s.EndReason != "end_card" {
		t.Fatalf("End Game card did not end the game: %+v", g.s.EndReason)
	}
	for _, sc := range g.s.Scores {
		var terr, castles, ports int
		for x, o := range g.s.Owner {
			if o == sc.Player {
				terr++
				if g.b.Territories[x].Castle {
					castles++
				}
				if g.b.Territories[x].Port {
					ports++
				}
			}
		}
		if sc.Territories != terr || sc.Castles != castles || sc.Ports != ports || sc.Total != terr+castles+ports {
			t.Errorf("score %+v, want %d+%d+%d", sc, terr, castles, ports)
		}
	}
	if len(g.s.Winners) != 1 || g.s.Winners[0] != 1 {
		t.Errorf("winners %v, want player 1 who holds nearly everything", g.s.Winners)
	}
	g.refuse(engine.Place{Territory: "the_wall", Units: 1}, "game.over")
}

// In table deck mode the player names the card they drew; a card already
// held or traded is refused.
func TestGoTTableDeckDraw(t *testing.T) {
	g := newGame(t, 3)
	g.position(1, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}})
	g.do(engine.CorrectHand{Player: 1, Cards: []string{"winterfell"}})
	g.placeAll("harrenhal")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{2}})
	g.do(engine.MoveIn{Units: 1})
	g.refuse(engine.EndTurn{Draw: true}, "draw.which_card")
	g.refuse(engine.EndTurn{Draw: true, Card: "winterfell"}, "draw.card_in_hand")
	g.do(engine.EndTurn{Draw: true, Card: "the_eyrie"})
	if h := g.s.Players[0].Hand; len(h) != 1 || h[0] != "the_eyrie" {
		t.Errorf("hand %v", h)
	}
}

// "Invasion (Fortsetzung)": eliminating a player hands over their cards;
// over 5 cards, a trade comes at once, before the next attack.
func TestGoTEliminationTakesCardsAndForcesTrade(t *testing.T) {
	b := westeros(t)
	g := newGame(t, 3)
	g.position(1, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}})
	mine := cardsOf(b, engine.Knight, 3)
	theirs := cardsOf(b, engine.Fortification, 3)
	g.do(engine.CorrectHand{Player: 0, Cards: mine[:2]})
	g.do(engine.CorrectHand{Player: 2, Cards: append(slices.Clone(theirs), cardsOf(b, engine.SiegeEngine, 1)...)})
	g.placeAll("harrenhal")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{2}})
	if !g.s.Players[2].Out || len(g.s.Players[2].Hand) != 0 || len(g.s.Players[0].Hand) != 6 {
		t.Fatalf("elimination: out %v, loser hand %v, winner hand %v", g.s.Players[2].Out, g.s.Players[2].Hand, g.s.Players[0].Hand)
	}
	g.do(engine.MoveIn{Units: 1})
	g.refuse(engine.Attack{From: "harrenhal", To: "blackwater_rush", AttackDice: []int{6}, DefendDice: []int{2}}, "trade.over_limit")
	g.do(engine.Trade{Cards: theirs})
	if g.s.Pool != 6 {
		t.Fatalf("pool after trade %d, want 6", g.s.Pool)
	}
	g.refuse(engine.Attack{From: "harrenhal", To: "blackwater_rush", AttackDice: []int{6}, DefendDice: []int{2}}, "place.units_left")
	g.placeAll("harrenhal")
	g.do(engine.Attack{From: "harrenhal", To: "blackwater_rush", AttackDice: []int{6}, DefendDice: []int{2}})
	// The eliminated player takes no more turns.
	g.do(engine.MoveIn{Units: 1})
	g.do(engine.EndTurn{Draw: true, Card: "the_eyrie"})
	if g.s.Current != 1 {
		t.Fatalf("current %d", g.s.Current)
	}
	g.placeOnAny()
	g.do(engine.EndTurn{})
	if g.s.Current != 0 {
		t.Errorf("turn went to %d, want 0 (player 2 is out)", g.s.Current)
	}
}

// "Gewinnen" / "Ziel des Spiels": holding every territory wins at once.
func TestGoTAllTerritoriesWinsAtOnce(t *testing.T) {
	g := newGame(t, 3)
	g.position(0, map[string][2]int{"kings_landing": {1, 1}, "harrenhal": {0, 5}})
	g.placeAll("harrenhal")
	g.do(engine.Attack{From: "harrenhal", To: "kings_landing", AttackDice: []int{6}, DefendDice: []int{1}})
	if g.s.Over {
		t.Fatal("game over before the units moved in")
	}
	g.do(engine.MoveIn{Units: 1})
	if !g.s.Over || g.s.EndReason != "all_territories" || len(g.s.Winners) != 1 || g.s.Winners[0] != 0 {
		t.Errorf("over %v reason %q winners %v", g.s.Over, g.s.EndReason, g.s.Winners)
	}
}

// Replaying the log gives the same state as applying events one by one,
// and a bad event in the log is reported.
func TestReplayMatchesApply(t *testing.T) {
	g := newGame(t, 3)
	b := g.b
	events := []engine.Event{setup(b, 3, nil)}
	apply := func(e engine.Event) { g.do(e); events = append(events, e) }
	apply(engine.Place{Territory: g.b.Territories[g.s.Holdings(0)[0]].ID, Units: g.s.Pool})
	apply(engine.EndAttack{})
	apply(engine.EndTurn{})
	r, err := engine.Replay(b, events)
	if err != nil {
		t.Fatal(err)
	}
	if r.Seq != g.s.Seq || r.Current != g.s.Current || !slices.Equal(r.Units, g.s.Units) {
		t.Errorf("replay differs: seq %d/%d", r.Seq, g.s.Seq)
	}
	typ, payload, _ := engine.Encode(engine.Place{Territory: "winterfell", Units: 2})
	decoded, err := engine.Decode(typ, payload)
	if err != nil || decoded.(engine.Place).Units != 2 {
		t.Errorf("decode: %v %v", decoded, err)
	}
	if _, err := engine.Decode("teleport", nil); err == nil {
		t.Error("unknown event type decoded")
	}
}

// "Invasion" 1: the two territories must share a border, a sea line or a
// port; Winterfell reaches Bear Island over a sea line only.
func TestGoTInvasionOverASeaLine(t *testing.T) {
	g := newGame(t, 3)
	g.position(1, map[string][2]int{"winterfell": {0, 4}})
	if k, ok := g.b.LinkKind(id(t, g.b, "winterfell"), id(t, g.b, "bear_island")); !ok || k != engine.LinkSea {
		t.Fatalf("Winterfell-Bear Island is %q, want a sea line", k)
	}
	g.placeAll("winterfell")
	g.do(engine.Attack{From: "winterfell", To: "bear_island", AttackDice: []int{6}, DefendDice: []int{1}})
	g.do(engine.MoveIn{Units: 1})
	if g.s.Owner[id(t, g.b, "bear_island")] != 0 {
		t.Error("Bear Island not conquered over the sea line")
	}
}
