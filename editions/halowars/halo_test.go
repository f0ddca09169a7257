package halowars_test

// Rule tests for RISK Halo Wars on Arcadia. Each test names the section of
// the English rulebook (seed 002) it checks.

import (
	"slices"
	"testing"

	"herald/editions/halowars"
	"herald/engine"
)

// conquer takes a territory with sure dice (6-6-6 against 1s) and moves
// the fewest units in.
func (g *game) conquer(from, to string) {
	g.t.Helper()
	for g.s.Pending == nil {
		f, tt := id(g.t, g.b, from), id(g.t, g.b, to)
		na, nd := min(3, g.s.Units[f]-1), min(2, g.s.Units[tt])
		a := engine.Attack{From: from, To: to, AttackDice: slices.Repeat([]int{6}, na), DefendDice: slices.Repeat([]int{1}, nd)}
		rule := g.s.BattleRule(f, tt, engine.Declared{})
		if rule.Attack.BonusDie {
			a.AttackBonusDie = 6
		}
		if rule.Defend.BonusDie {
			a.DefendBonusDie = 1
		}
		g.do(a)
	}
	g.do(engine.MoveIn{Units: g.s.Pending.Min, Hero: g.s.Pending.Hero})
}

func TestHaloSetUpChecksTheRulebook(t *testing.T) {
	b := arcadia(t)
	for _, c := range []struct {
		name   string
		change func(s *engine.Setup)
		key    string
	}{
		// "HOW TO SET UP BASIC TRAINING", 3 players: Flood, UNSC, Covenant.
		{"basic chart order", func(s *engine.Setup) { s.Players[0], s.Players[1] = s.Players[1], s.Players[0] }, "setup.halo_chart_order"},
		{"no mode", func(s *engine.Setup) { s.Mode = "" }, "setup.halo_mode"},
		// "PLACE COLONIES": the chart's fifteen.
		{"colony off chart", func(s *engine.Setup) { s.Colonies[14] = "xanadu" }, "setup.colony_chart"},
		{"14 colonies", func(s *engine.Setup) { s.Colonies = s.Colonies[:14] }, "setup.colony_count"},
		// "PLACE ACHIEVEMENTS": the chart's eight.
		{"achievement off chart", func(s *engine.Setup) { s.Achievements[0] = halowars.Colonies11 }, "setup.achievement_count"},
		{"rewards in basic", func(s *engine.Setup) { s.Rewards = map[string]string{halowars.ControlMu: engine.RewardCard} }, "setup.rewards_basic"},
		// "Covenant (Purple) player starts with one card."
		{"no starting card", func(s *engine.Setup) { s.Players[2].Points = nil }, "setup.start_cards"},
		{"three skulls", func(s *engine.Setup) { s.Players[2].Points = []int{3} }, "cards.points_bad"},
		// "BASES ... Each player will have one base in one of their territories."
		{"base on enemy land", func(s *engine.Setup) { s.Players[0].Base = s.Players[1].Base }, "setup.base_not_own"},
		{"no hero", func(s *engine.Setup) { s.Players[1].Hero = "" }, "setup.hero_missing"},
		{"empty territory", func(s *engine.Setup) { s.Units["xanadu"] = 0 }, "setup.units_at_least_one"},
		{"herald deck", func(s *engine.Setup) { s.DeckMode = engine.DeckHerald }, "setup.points_deck"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := haloSetup(b, 3, halowars.ModeBasic)
			c.change(&s)
			_, err := engine.NewGame(b, s)
			if key := ruleKey(err); key != c.key {
				t.Fatalf("got %v, want %s", err, c.key)
			}
		})
	}
}

// "TEAM PLAY", 4 players: "Teammates CANNOT go in successive turn order";
// 5 players: "the Flood always goes first"; Command Room "Count Units":
// 25 each with 4 players, 20 and the Flood 30 with 5.
func TestHaloTeamTurnOrderAndStartingUnits(t *testing.T) {
	b := arcadia(t)
	s := haloSetup(b, 4, halowars.ModeCommand)
	s.Players[1], s.Players[2] = s.Players[2], s.Players[1]
	s.Players[1].Points, s.Players[2].Points = nil, []int{1}
	if _, err := engine.NewGame(b, s); ruleKey(err) != "setup.teammates_in_a_row" {
		t.Fatalf("UNSC, UNSC in a row: %v", err)
	}
	s = haloSetup(b, 5, halowars.ModeCommand)
	s.Players[0], s.Players[1] = s.Players[1], s.Players[0]
	if _, err := engine.NewGame(b, s); ruleKey(err) != "setup.flood_first" {
		t.Fatalf("Flood second: %v", err)
	}
	s = haloSetup(b, 5, halowars.ModeCommand)
	s.Units[s.Players[1].Base]++
	if _, err := engine.NewGame(b, s); ruleKey(err) != "setup.start_units" {
		t.Fatalf("21 units: %v", err)
	}
	g := newHalo(t, 5, halowars.ModeCommand)
	if g.s.UnitsOf(0) != 30 || g.s.UnitsOf(1) != 20 || g.s.Players[3].Team != halowars.FactionUNSC || !g.s.Teammates(1, 3) || g.s.Teammates(0, 1) {
		t.Fatalf("5 players: Flood %d units, UNSC %d, teams %v", g.s.UnitsOf(0), g.s.UnitsOf(1), g.s.Players)
	}
}

// "HOW TO DEPLOY REINFORCEMENTS": (territories + colonies) / 3, at least 3;
// sector bonuses; one unit per base controlled, own included. The
// rulebook's examples: 13 territories and colonies -> 4; Mu and Lemuria
// -> 8 more.
func TestHaloReinforcementBreakdown(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	mine := map[string][2]int{}
	// Mu (7) and Lemuria (6) whole: 13 territories; Mu's colonies are
	// Abaskun, Sarai, Petra, Kish, Persepolis (5), Lemuria's Carthage and
	// Canopus (2). Anna's own base stands in Eire (her first territory).
	for _, terr := range g.b.Territories {
		if terr.Region == "mu" || terr.Region == "lemuria" {
			mine[terr.ID] = [2]int{0, 2}
		}
	}
	mine[g.b.Territories[g.s.Players[0].Base].ID] = [2]int{0, 3}
	// Ben's base, held by Anna: one more unit.
	mine[g.b.Territories[g.s.Players[1].Base].ID] = [2]int{0, 1}
	g.haloPosition(2, mine, map[int]string{0: g.b.Territories[g.s.Players[0].Base].ID})
	r := g.s.Reinforcement
	if r.Territories != 15 || r.Colonies != 8 || r.Base != 7 || r.Bases != 2 {
		t.Fatalf("breakdown %+v", r)
	}
	bonus := 0
	for _, rb := range r.Regions {
		bonus += rb.Bonus
	}
	if bonus != 8 || r.Total != 7+8+2 {
		t.Fatalf("sector bonus %d, total %d: %+v", bonus, r.Total, r)
	}
	// "If this number is lower than 3, round it up to 3."
	if low := g.s.BaseReinforcement(1); low.Base != 3 {
		t.Fatalf("Ben with %d territories gets base %d", low.Territories, low.Base)
	}
}

// "TEAM PLAY", Sector Bonus(es): "in order to collect the sector unit
// bonus(es), the sector must be controlled entirely by an individual
// player" — while a team-held sector counts for the achievement.
func TestHaloTeamSectorCountsForAchievementNotForBonus(t *testing.T) {
	g := newHalo(t, 4, halowars.ModeBasic)
	// Anna (UNSC green, 0) and Carla (UNSC gold, 2) share Mu.
	pos := map[string][2]int{}
	n := 0
	for _, terr := range g.b.Territories {
		if terr.Region == "mu" {
			pos[terr.ID] = [2]int{n % 2 * 2, 1}
			n++
		}
	}
	pos["slane"] = [2]int{0, 5}
	g.haloPosition(1, pos, map[int]string{0: "slane"})
	if len(g.s.Reinforcement.Regions) != 0 {
		t.Fatalf("shared Mu gave a bonus: %+v", g.s.Reinforcement.Regions)
	}
	if !halowars.TeamHoldsRegion(g.s, 0, "mu") || !halowars.Rules.Objectives[halowars.ControlMu].Met(g.s, 0) {
		t.Fatal("Mu held by the team does not count for Control Mu")
	}
}

// Skull chart on the board: 2->2 ... 4->7 ... 10->30; "The territories on
// the cards are irrelevant"; Herald allows one turn-in per turn.
func TestHaloSkullTrade(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	g.s.Players[0].Points = []int{1, 1, 2, 2}
	before := g.s.Pool
	g.refuse(engine.Trade{Points: []int{1}}, "trade.points_total")
	g.refuse(engine.Trade{Points: []int{2, 2, 2}}, "trade.points_not_in_hand")
	// "Green has 3 cards containing a total of 4 skulls ... to deploy 7".
	g.do(engine.Trade{Points: []int{1, 1, 2}})
	if g.s.Pool != before+7 || !slices.Equal(g.s.Players[0].Points, []int{2}) || g.s.Reinforcement.Trades[0].Points != 4 {
		t.Fatalf("pool %d (was %d), hand %v", g.s.Pool, before, g.s.Players[0].Points)
	}
	g.refuse(engine.Trade{Points: []int{2}}, "trade.once")
}

// "HEROES": +1 to the highest attack die when declared "IN"; if the
// highest roll loses, the hero leaves with one unit and is redeployed at
// the end of the current player's turn. A defending hero is always in.
func TestHaloHeroInAndOut(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	g.haloPosition(1, map[string][2]int{"pirth": {0, 10}, "slane": {1, 4}, "skerries": {2, 3}},
		map[int]string{0: "pirth", 1: "slane", 2: "skerries"})
	g.placeAllOn("pirth")
	// Anna's 5 vs Ben's 5: the hero makes it 6 v 5+1=6 (Ben's hero
	// defends): a tie, to the defender; Anna's hero falls.
	g.do(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{5, 2, 1}, DefendDice: []int{5, 1}, Declared: engine.Declared{HeroIn: true}})
	if g.s.Players[0].Hero != engine.NoTerritory || g.s.Players[1].Hero == engine.NoTerritory {
		t.Fatalf("heroes after a lost highest die: Anna %d, Ben %d", g.s.Players[0].Hero, g.s.Players[1].Hero)
	}
	// The hero is gone: it can no longer be declared.
	g.refuse(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{6}, DefendDice: []int{1}, Declared: engine.Declared{HeroIn: true}}, "attack.hero_not_there")
	// Ben's defending hero loses the highest comparison: it falls too.
	g.do(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{6, 6}, DefendDice: []int{3, 1}})
	if g.s.Players[1].Hero != engine.NoTerritory {
		t.Fatal("the defending hero survived a lost highest die")
	}
	// End of turn: both heroes must be redeployed on their own land.
	g.do(engine.EndAttack{})
	g.refuse(engine.EndTurn{}, "hero.redeploy")
	g.refuse(engine.EndTurn{Heroes: []engine.HeroPlacement{{Player: 0, Territory: "slane"}, {Player: 1, Territory: "slane"}}}, "hero.not_own")
	g.do(engine.EndTurn{Heroes: []engine.HeroPlacement{{Player: 0, Territory: "pirth"}, {Player: 1, Territory: "slane"}}})
	if g.s.Players[0].Hero != id(t, g.b, "pirth") || g.s.Players[1].Hero != id(t, g.b, "slane") {
		t.Fatal("heroes not redeployed")
	}
}

// A hero never attacks unless declared: without "IN" Anna's 5 loses to
// Ben's 5 and her hero stays.
func TestHaloHeroNotDeclaredStays(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	g.haloPosition(1, map[string][2]int{"pirth": {0, 10}, "skerries": {2, 3}}, map[int]string{0: "pirth", 2: "skerries"})
	g.placeAllOn("pirth")
	g.do(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{5}, DefendDice: []int{5}})
	if g.s.Players[0].Hero != id(t, g.b, "pirth") {
		t.Fatal("an undeclared hero fell")
	}
}

// Heroes move with units: in with the conquerors, and in a maneuver.
func TestHaloHeroMovesWithUnits(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	g.haloPosition(1, map[string][2]int{"pirth": {0, 10}, "skerries": {2, 3}}, map[int]string{0: "pirth", 2: "skerries"})
	g.placeAllOn("pirth")
	g.do(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{6}, DefendDice: []int{1}})
	g.do(engine.MoveIn{Units: 3, Hero: true})
	if g.s.Players[0].Hero != id(t, g.b, "slane") {
		t.Fatal("hero did not move in")
	}
	g.refuse(engine.Maneuver{From: "pirth", To: "slane", Units: 1, Hero: true}, "hero.not_there")
	g.do(engine.Maneuver{From: "slane", To: "pirth", Units: 1, Hero: true})
	if g.s.Players[0].Hero != id(t, g.b, "pirth") {
		t.Fatal("hero did not maneuver")
	}
}

// "If you collect an Achievement, you cannot draw a card on that turn";
// "Flood takes 2 CARDS at the end of each turn" with 5 players.
func TestHaloCardsAfterConquestNotAfterAchievement(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	g.haloPosition(1, map[string][2]int{"pirth": {0, 10}, "xanadu": {2, 3}}, map[int]string{0: "pirth", 2: "xanadu"})
	g.placeAllOn("pirth")
	g.do(engine.EndAttack{})
	g.refuse(engine.EndTurn{Draw: true, Points: []int{1}}, "draw.no_conquest")

	g = newHalo(t, 3, halowars.ModeBasic)
	g.haloPosition(1, map[string][2]int{"pirth": {0, 10}, "xanadu": {2, 3}}, map[int]string{0: "pirth", 2: "xanadu"})
	g.placeAllOn("pirth")
	g.conquer("pirth", "slane")
	g.refuse(engine.EndTurn{Draw: true, Points: []int{1, 2}}, "draw.point_cards")
	g.do(engine.EndTurn{Draw: true, Points: []int{2}})
	if !slices.Equal(g.s.Players[0].Points, []int{2}) {
		t.Fatalf("Anna's cards %v", g.s.Players[0].Points)
	}
}

// The game page verifies every achievement on the board for the current
// player on each render: all twelve predicates on a 5-player board.
func BenchmarkHaloAchievementsAllTwelve(b *testing.B) {
	board := arcadia(b)
	s, err := engine.NewGame(board, haloSetup(board, 5, halowars.ModeCommand))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		for _, id := range halowars.AchievementOrder {
			halowars.Rules.Objectives[id].Met(s, 0)
		}
	}
}
