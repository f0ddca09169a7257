package wh40k_test

// Tests for RISK Warhammer 40,000: set-up, Throne Gelt, loot, leaders and
// card draws. Each test names the section of the German rulebook (seed
// 003) it checks; quotes are the rulebook's words. The missions, their
// claims, eliminations and victory are in wh40k_rules_test.go.

import (
	"fmt"
	"slices"
	"testing"

	"herald/editions/halowars"
	"herald/editions/wh40k"
	"herald/engine"
	"herald/maps"
)

// whPosition sets the board at the current player's turn start: every
// territory to rest with 1 unit, then the listed ones; each leader stands
// where listed, else on its player's first territory. Set before anything
// is placed, the turn's reinforcement and start are counted anew.
func (g *game) whPosition(rest int, terr map[string][2]int, leaders map[int]string) {
	g.t.Helper()
	l := map[int]string{}
	for _, x := range g.b.Territories {
		owner := rest
		if v, ok := terr[x.ID]; ok {
			owner = v[0]
		}
		if _, ok := l[owner]; !ok && g.s.Players[owner].HasHero {
			l[owner] = x.ID
		}
	}
	for p, t := range leaders {
		l[p] = t
	}
	g.haloPosition(rest, terr, l)
}

// whPass ends the current player's turn with everything placed on the
// first territory held, the fallen leader back there, and no card.
func (g *game) whPass() {
	g.t.Helper()
	first := g.b.Territories[g.s.Holdings(g.s.Current)[0]].ID
	if me := g.s.Players[g.s.Current]; me.HasHero && me.Hero == engine.NoTerritory {
		g.do(engine.DeployHero{Territory: first})
	}
	g.placeAllOn(first)
	g.do(engine.EndTurn{})
}

// giveLoot puts loot cards in player p's hand, as taking missions would
// (the claims themselves are tested in wh40k_rules_test.go).
func (g *game) giveLoot(p int, loot ...string) {
	n := g.s.Clone()
	n.Players[p].Rewards = append(n.Players[p].Rewards, loot...)
	g.s = n
}

func TestWH40kSetUpChecksTheRulebook(t *testing.T) {
	b := vigilusOurs(t, nil)
	for _, players := range []int{3, 4, 5} {
		st, err := engine.NewGame(b, whSetup(b, players))
		if err != nil {
			t.Fatalf("%d players: %v", players, err)
		}
		// "5 Spieler je 20, 4 Spieler je 25, 3 Spieler je 30 Einheiten."
		for i := range players {
			if got := st.UnitsOf(i); got != map[int]int{3: 30, 4: 25, 5: 20}[players] {
				t.Errorf("%d players: seat %d has %d units", players, i, got)
			}
			if !st.Players[i].HasHero || st.Players[i].Hero == engine.NoTerritory {
				t.Errorf("%d players: seat %d has no leader on the board", players, i)
			}
		}
		// "einige Spieler können 1 Gebiet mehr als andere kontrollieren"
		if players == 3 && (st.Count(0) != 14 || st.Count(1) != 13 || st.Count(2) != 13) {
			t.Errorf("3 players claim %d/%d/%d territories", st.Count(0), st.Count(1), st.Count(2))
		}
		if len(st.Open) != 8 || st.Phase != engine.PhaseReinforce || st.Reinforcement.Total != max(3, st.Count(0)/3) {
			t.Errorf("%d players: open %v, phase %s, reinforcement %d", players, st.Open, st.Phase, st.Reinforcement.Total)
		}
	}
	for _, c := range []struct {
		name   string
		change func(s *engine.Setup)
		key    string
	}{
		{"no mode", func(s *engine.Setup) { s.Mode = "" }, "setup.warhammer_mode"},
		{"halo colonies", func(s *engine.Setup) { s.Colonies = []string{"meg1"} }, "setup.halo_only"},
		// "EINSATZ DER TRUPPEN": 30 each with 3 players.
		{"31 units", func(s *engine.Setup) { s.Units["meg1"]++ }, "setup.warhammer_start_units"},
		{"an empty territory", func(s *engine.Setup) { s.Units["meg2"] = 0 }, "setup.units_at_least_one"},
		{"a claim out of turn", func(s *engine.Setup) { s.Owners["meg2"] = 0 }, "setup.deal_count"},
		// The leader marker stands on an own territory.
		{"no leader", func(s *engine.Setup) { s.Players[1].Hero = "" }, "setup.leader_missing"},
		{"leader abroad", func(s *engine.Setup) { s.Players[1].Hero = "meg1" }, "setup.leader_not_own"},
		// "Teile je 1 Gebietskarte an den 3. und 4. Spieler".
		{"no starting card", func(s *engine.Setup) { s.Players[2].Values = nil }, "setup.warhammer_start_cards"},
		{"a card for the first", func(s *engine.Setup) { s.Players[0].Values = []int{100} }, "setup.warhammer_start_cards"},
		{"a 150 card", func(s *engine.Setup) { s.Players[2].Values = []int{150} }, "cards.gelt"},
		// "Ziehe 4 Haupt- und 4 Nebenmissionen".
		{"5 main missions", func(s *engine.Setup) { s.Achievements[4] = wh40k.MissionGelt800 }, "setup.mission_count"},
		{"a mission twice", func(s *engine.Setup) { s.Achievements[1] = s.Achievements[0] }, "setup.mission_twice"},
		{"a halo achievement", func(s *engine.Setup) { s.Achievements[0] = halowars.ControlMu }, "setup.mission_unknown"},
		{"a recruitment row under 200", func(s *engine.Setup) { whOpts(s, func(o *wh40k.Options) { o.Recruitment[100] = 1 }) }, "setup.recruitment_row"},
		{"a recruitment row of 250", func(s *engine.Setup) { whOpts(s, func(o *wh40k.Options) { o.Recruitment[250] = 3 }) }, "setup.recruitment_row"},
		{"Herald's deck", func(s *engine.Setup) { s.DeckMode = engine.DeckHerald }, "setup.warhammer_deck"},
		{"a sixth faction", func(s *engine.Setup) { s.Players[0].House = "stark" }, "setup.house_not_allowed"},
		{"two players", func(s *engine.Setup) { s.Players = s.Players[:2] }, "setup.player_count"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := whSetup(b, 3)
			c.change(&s)
			_, err := engine.NewGame(b, s)
			if key := ruleKey(err); key != c.key {
				t.Fatalf("want %s, got %v", c.key, err)
			}
		})
	}
}

// The 5th player starts with two cards, the 3rd and 4th with one
// (SPIELVORBEREITUNGEN 3).
func TestWH40kStartingCardsByThroneGelt(t *testing.T) {
	g := newWH(t, 5, nil)
	for i, want := range []int{0, 0, 100, 100, 300} {
		if got := wh40k.GeltOf(g.s, i); got != want {
			t.Errorf("seat %d starts with %d Throne Gelt, want %d", i+1, got, want)
		}
	}
}

// "A GEBIETE": territories / 3, at least 3; "B REGIONS-BONI": a region
// counts only with its fortress walls ("inklusive Festungswälle, die mit
// anderen Regionen geteilt werden"), and a wall counts for both.
func TestWH40kReinforcementWithFortressWalls(t *testing.T) {
	g := newWH(t, 3, nil)
	// Anna holds all of Megaborealis but its wall: no bonus.
	g.whPosition(ben, hold(anna, 2, megaborealis...), nil)
	if r := g.s.Reinforcement; len(r.Regions) != 0 || r.Total != 3 {
		t.Fatalf("without the wall: %+v", r)
	}
	// With the Dontoria-Megaborealis wall she holds Megaborealis (3), and
	// with all of Dontoria the same wall counts there too (5).
	g.whPosition(ben, merge(hold(anna, 2, megaborealis...), hold(anna, 2, dontoria...), hold(anna, 2, wallDM)), nil)
	r := g.s.Reinforcement
	if r.Territories != 12 || r.Base != 4 || len(r.Regions) != 2 || r.Total != 4+3+5 {
		t.Fatalf("with the wall: %+v", r)
	}
}

// "C EINHEITEN ERWERBEN": cards worth 200 Throne Gelt or more, units by
// the recruitment table on the board, which the table entered.
func TestWH40kThroneGeltTrade(t *testing.T) {
	g := newWH(t, 3, nil)
	g.do(engine.CorrectHand{Player: anna, Values: []int{100, 100, 200, 200}})
	base := g.s.Reinforcement.Total
	g.refuse(engine.Trade{Values: []int{100}}, "trade.gelt_minimum")
	g.refuse(engine.Trade{Values: []int{200, 200, 200}}, "trade.gelt_not_in_hand")
	g.refuse(engine.Trade{Cards: []string{"meg1"}}, "trade.gelt_only")
	g.refuse(engine.Trade{Values: []int{100, 200}, Units: 5}, "trade.gelt_table") // the table says 4
	g.do(engine.Trade{Values: []int{100, 200}})
	if g.s.Reinforcement.Total != base+4 || g.s.Pool != base+4 || wh40k.GeltOf(g.s, anna) != 300 {
		t.Fatalf("after trading 300: total %d, pool %d, hand %d", g.s.Reinforcement.Total, g.s.Pool, wh40k.GeltOf(g.s, anna))
	}
	if tr := g.s.Reinforcement.Trades; len(tr) != 1 || tr[0].Worth != 300 || tr[0].Value != 4 {
		t.Fatalf("breakdown %+v", tr)
	}
	// One trade a turn: "Der Gesamtwert der Karten, die du ablegst".
	g.refuse(engine.Trade{Values: []int{100, 200}}, "trade.once")
	g.placeAllOn("meg1")
	g.do(engine.EndAttack{})
	g.do(engine.EndTurn{})
	g.whPass()
	g.whPass()
	// A total the table did not enter: the player reads it off the board,
	// and Herald keeps the row.
	g.do(engine.CorrectHand{Player: anna, Values: []int{200, 200, 200, 200, 100}})
	g.refuse(engine.Trade{Values: []int{200, 200, 200, 200, 100}}, "trade.gelt_units")
	g.do(engine.Trade{Values: []int{200, 200, 200, 200, 100}, Units: 15})
	if wh40k.Recruitment(g.s)[900] != 15 {
		t.Fatalf("row 900 not kept: %v", wh40k.Recruitment(g.s))
	}
	// Trades come while recruiting, not after the first attack.
	g.placeAllOn("meg1")
	g.do(engine.CorrectHand{Player: anna, Values: []int{200}})
	g.do(engine.Attack{From: "meg1", To: "meg2", Attackers: 1, Defenders: 1, AttackerLoss: ptr(1), DefenderLoss: ptr(0)})
	g.refuse(engine.Trade{Values: []int{200}}, "trade.not_now")
}

// "2. GEBIETSKARTE ZIEHEN": one card after a conquest, said by its Throne
// Gelt; none without a conquest.
func TestWH40kCardDrawByThroneGelt(t *testing.T) {
	g := newWH(t, 3, nil)
	g.whPosition(ben, hold(anna, 5, "meg1"), nil)
	g.placeAllOn("meg1")
	g.refuse(engine.EndTurn{Draw: true, Values: []int{100}}, "draw.no_conquest")
	g.conquer("meg1", "meg2")
	g.refuse(engine.EndTurn{Draw: true, Values: []int{150}}, "cards.gelt")
	g.refuse(engine.EndTurn{Draw: true, Points: []int{1}}, "draw.not_this_edition")
	g.refuse(engine.EndTurn{Draw: true, Values: []int{100, 200}}, "draw.gelt_cards")
	g.refuse(engine.EndTurn{Draw: true, Card: "meg2"}, "draw.not_this_edition")
	g.do(engine.EndTurn{Draw: true, Values: []int{200}})
	if wh40k.GeltOf(g.s, anna) != 200 || g.s.Current != ben {
		t.Fatalf("Anna holds %d, current %d", wh40k.GeltOf(g.s, anna), g.s.Current)
	}
}

// "ANFÜHRER": a leader leaves with the last unit of its territory and is
// put back on an own territory at the start of its owner's next turn; it
// moves in with the conquerors when its ability was used ("Wenn du die
// Fähigkeiten deines Anführers im Kampf einsetzt und ein Gebiet erobert,
// musst du den Anführer zusammen mit den Truppen in das eroberte Gebiet
// ziehen"), not otherwise.
func TestWH40kLeaders(t *testing.T) {
	g := newWH(t, 3, nil)
	g.whPosition(ben, merge(hold(anna, 9, "meg1"), hold(carla, 1, "meg3")), map[int]string{anna: "meg1", ben: "meg2", carla: "meg3"})
	g.placeAllOn("meg1")
	// Without the ability the leader stays behind.
	g.conquer("meg1", "meg2")
	if a, b := g.s.Players[anna], g.s.Players[ben]; a.Hero != id(t, g.b, "meg1") || b.Hero != engine.NoTerritory {
		t.Fatalf("leaders at %d and %d", a.Hero, b.Hero)
	}
	if !slices.Equal(g.s.HeroesDefeated, []int{ben}) {
		t.Fatalf("defeated %v", g.s.HeroesDefeated)
	}
	// With the ability used, the leader must move in.
	g.do(engine.Attack{From: "meg1", To: "meg3", AttackDice: []int{6, 6, 6}, DefendDice: []int{1}, Declared: engine.Declared{HeroIn: true}})
	g.refuse(engine.MoveIn{Units: 3}, "conquest.hero_moves_in")
	g.do(engine.MoveIn{Units: 3, Hero: true})
	if g.s.Players[anna].Hero != id(t, g.b, "meg3") {
		t.Fatal("the leader did not move in")
	}
	g.refuse(engine.Attack{From: "meg1", To: "meg4", AttackDice: []int{6}, DefendDice: []int{1}, Declared: engine.Declared{HeroIn: true}}, "attack.hero_not_there")
	g.do(engine.EndTurn{Draw: true, Values: []int{100}})
	// Ben's turn: the leader goes back at its start, if Ben wants
	// (TestWH40kLeaderReturnIsAChoice).
	g.placeAllOn("meg4")
	g.refuse(engine.DeployHero{Territory: "meg1"}, "hero.not_own")
	g.do(engine.DeployHero{Territory: "meg4"})
	if g.s.Players[ben].Hero != id(t, g.b, "meg4") {
		t.Fatal("Ben's leader is not back")
	}
}

// The leader ability's text is the table's: Herald keeps what was entered.
func TestWH40kLeaderAbilityAsEntered(t *testing.T) {
	g := newWH(t, 3, func(s *engine.Setup) {
		s.Players[0].Options = engine.OptionsOf(wh40k.SeatOptions{Ability: "  As printed on our card.  "})
	})
	if wh40k.Ability(g.s, anna) != "As printed on our card." || wh40k.Ability(g.s, ben) != "" {
		t.Fatalf("abilities %q %q", wh40k.Ability(g.s, anna), wh40k.Ability(g.s, ben))
	}
}

// startWithLoot is Anna's turn start on a plain board with loot in hand,
// in the reading chosen (kept or used once).
func startWithLoot(t *testing.T, kept bool, loot ...string) *game {
	t.Helper()
	g := newWH(t, 3, func(s *engine.Setup) { whOpts(s, func(o *wh40k.Options) { o.LootKept = kept }) })
	g.giveLoot(anna, loot...)
	g.whPosition(ben, merge(hold(anna, 10, "meg1"), hold(anna, 2, "meg2", "meg3"), hold(carla, 1, "sto1")), nil)
	return g
}

// GROSSE BEUTE "Du erlangst 3 Extra-Einheiten und legst dann die Karte
// ab", at recruiting ("D BEUTEKARTEN"), in both readings.
func TestWH40kLootThreeUnits(t *testing.T) {
	for _, kept := range []bool{false, true} {
		t.Run(fmt.Sprint("kept=", kept), func(t *testing.T) {
			g := startWithLoot(t, kept, wh40k.LootThreeUnits)
			before := g.s.Reinforcement.Total
			g.do(wh40k.UseLoot{Loot: wh40k.LootThreeUnits})
			if g.s.Reinforcement.Loot != 3 || g.s.Reinforcement.Total != before+3 || g.s.ToPlace() != before+3 {
				t.Fatalf("after the loot: %+v, to place %d", g.s.Reinforcement, g.s.ToPlace())
			}
			g.refuse(wh40k.UseLoot{Loot: wh40k.LootThreeUnits}, "loot.not_held")
			g.placeAllOn("meg1")
			g.do(engine.EndTurn{})
			if g.s.Players[anna].Has(wh40k.LootThreeUnits) {
				t.Fatal("the card was not discarded")
			}
		})
	}
	g := startWithLoot(t, false, wh40k.LootThreeUnits)
	g.placeAllOn("meg1")
	g.conquer("meg1", "meg4")
	g.refuse(wh40k.UseLoot{Loot: wh40k.LootThreeUnits}, "loot.at_start")
	g.refuse(wh40k.UseLoot{Loot: wh40k.LootRerollOne}, "loot.not_held")
	g.refuse(wh40k.UseLoot{Loot: "wings"}, "loot.unknown")
}

// KLEINE BEUTE "Erhalte 1 Extra-Einheit zu Beginn deines Zuges": counted
// in the reinforcement; used once it is gone after that turn, kept it
// comes every turn.
func TestWH40kLootOneUnit(t *testing.T) {
	for _, kept := range []bool{false, true} {
		t.Run(fmt.Sprint("kept=", kept), func(t *testing.T) {
			g := startWithLoot(t, kept, engine.LootOneUnit)
			if g.s.Reinforcement.Loot != 1 || g.s.Reinforcement.Total != 4 {
				t.Fatalf("first turn: %+v", g.s.Reinforcement)
			}
			g.refuse(wh40k.UseLoot{Loot: engine.LootOneUnit}, "loot.not_held")
			g.placeAllOn("meg1")
			g.do(engine.EndTurn{})
			g.whPass()
			g.whPass()
			if g.s.Current != anna {
				t.Fatalf("turn of %d", g.s.Current)
			}
			if got := g.s.Reinforcement.Loot; got != map[bool]int{false: 0, true: 1}[kept] {
				t.Fatalf("next turn: loot units %d", got)
			}
		})
	}
}

// "Würfele erneut eine Eins pro Angriffswurf" and "Wiederhole deinen
// niedrigsten Angriffswurf einmal": used once, the card re-rolls in one
// battle; kept, in every battle.
func TestWH40kLootRerolls(t *testing.T) {
	for _, kept := range []bool{false, true} {
		t.Run(fmt.Sprint("kept=", kept), func(t *testing.T) {
			g := startWithLoot(t, kept, wh40k.LootRerollOne, wh40k.LootRerollLowest)
			g.whPosition(ben, merge(hold(anna, 12, "meg1"), hold(ben, 9, "meg2")), nil)
			g.placeAllOn("meg1")
			rule := g.s.BattleRule(id(t, g.b, "meg1"), id(t, g.b, "meg2"), engine.Declared{})
			if !rule.Attack.RerollOne || !rule.Attack.RerollLowest || rule.Defend != (engine.SideRule{}) {
				t.Fatalf("rule %+v", rule)
			}
			// 5-3-1 re-rolls the 1 to 4, then the lowest (3) to 6: 6-5-4
			// against 5-4 wins both.
			g.do(engine.Attack{From: "meg1", To: "meg2", AttackDice: []int{5, 3, 1}, DefendDice: []int{5, 4}, RerollOne: 4, RerollLowest: 6})
			if g.s.Units[id(t, g.b, "meg2")] != 7 {
				t.Fatalf("defender has %d units", g.s.Units[id(t, g.b, "meg2")])
			}
			again := engine.Attack{From: "meg1", To: "meg2", AttackDice: []int{5, 3, 1}, DefendDice: []int{5, 4}, RerollOne: 4}
			if kept {
				g.do(again)
			} else {
				g.refuse(again, "dice.reroll_not_allowed")
				g.do(engine.Attack{From: "meg1", To: "meg2", AttackDice: []int{5, 3, 1}, DefendDice: []int{5, 4}})
			}
			g.do(engine.EndAttack{})
			g.do(engine.EndTurn{})
			if held := g.s.Players[anna].Has(wh40k.LootRerollOne) && g.s.Players[anna].Has(wh40k.LootRerollLowest); held != kept {
				t.Fatalf("cards held after the turn: %v", g.s.Players[anna].Rewards)
			}
		})
	}
	// A battle entered as losses: the table says the card was used.
	g := startWithLoot(t, false, wh40k.LootRerollOne)
	g.placeAllOn("meg1")
	g.do(engine.Attack{From: "meg1", To: "meg4", Attackers: 3, Defenders: 1, AttackerLoss: ptr(0), DefenderLoss: ptr(1)})
	g.do(engine.MoveIn{Units: 3})
	g.do(wh40k.UseLoot{Loot: wh40k.LootRerollOne})
	if g.s.BattleRule(id(t, g.b, "meg1"), id(t, g.b, "meg5"), engine.Declared{}).Attack.RerollOne {
		t.Fatal("the re-roll is still there")
	}
}

// GROSSE BEUTE "Zu Beginn deines Zuges stellst du deinen Anführer in ein
// von dir besetztes Gebiet deiner Wahl, auch ohne eine direkte
// Verbindung."
func TestWH40kLootLeaderAnywhere(t *testing.T) {
	for _, kept := range []bool{false, true} {
		t.Run(fmt.Sprint("kept=", kept), func(t *testing.T) {
			g := startWithLoot(t, kept, wh40k.LootLeaderAnywhere)
			g.refuse(wh40k.UseLoot{Loot: wh40k.LootLeaderAnywhere, Territory: "meg4"}, "loot.leader_not_own")
			g.do(wh40k.UseLoot{Loot: wh40k.LootLeaderAnywhere, Territory: "meg3"})
			if g.s.Players[anna].Hero != id(t, g.b, "meg3") {
				t.Fatal("the leader did not move")
			}
			g.refuse(wh40k.UseLoot{Loot: wh40k.LootLeaderAnywhere, Territory: "meg2"}, "loot.not_held")
			g.placeAllOn("meg1")
			g.do(engine.EndTurn{})
			if g.s.Players[anna].Has(wh40k.LootLeaderAnywhere) != kept {
				t.Fatalf("after the turn: %v", g.s.Players[anna].Rewards)
			}
		})
	}
	g := startWithLoot(t, false, wh40k.LootLeaderAnywhere)
	g.placeAllOn("meg1")
	g.conquer("meg1", "meg4")
	g.refuse(wh40k.UseLoot{Loot: wh40k.LootLeaderAnywhere, Territory: "meg2"}, "loot.at_start")
}

// KLEINE BEUTE "Vollführe ein Manöver zu Beginn deines Zuges" and
// "Vollführe ein zusätzliches Manöver am Ende deines Zuges".
func TestWH40kLootManeuvers(t *testing.T) {
	for _, kept := range []bool{false, true} {
		t.Run(fmt.Sprint("kept=", kept), func(t *testing.T) {
			g := startWithLoot(t, kept, wh40k.LootStartMove, wh40k.LootExtraMove)
			g.placeAllOn("meg1")
			g.do(engine.Maneuver{From: "meg1", To: "meg2", Units: 2, Start: true})
			g.refuse(engine.Maneuver{From: "meg1", To: "meg2", Units: 2, Start: true}, "maneuver.start_over")
			g.do(engine.Maneuver{From: "meg1", To: "meg3", Units: 1})
			g.do(engine.Maneuver{From: "meg1", To: "meg3", Units: 1})
			g.refuse(engine.Maneuver{From: "meg1", To: "meg3", Units: 1}, "maneuver.limit")
			g.do(engine.EndTurn{})
			if held := g.s.Players[anna].Has(wh40k.LootStartMove) && g.s.Players[anna].Has(wh40k.LootExtraMove); held != kept {
				t.Fatalf("after the turn: %v", g.s.Players[anna].Rewards)
			}
		})
	}
	g := startWithLoot(t, false)
	g.placeAllOn("meg1")
	g.refuse(engine.Maneuver{From: "meg1", To: "meg2", Units: 2, Start: true}, "maneuver.no_start_reward")
	g.do(engine.Maneuver{From: "meg1", To: "meg2", Units: 1})
	g.refuse(engine.Maneuver{From: "meg1", To: "meg2", Units: 1}, "maneuver.once")
}

// GROSSE BEUTE "Gebietskarte gewährleistet": a card every turn, even
// without a conquest. Used once, the card that needed it is its use.
func TestWH40kLootGuaranteedCard(t *testing.T) {
	for _, kept := range []bool{false, true} {
		t.Run(fmt.Sprint("kept=", kept), func(t *testing.T) {
			g := startWithLoot(t, kept, wh40k.LootCard)
			g.placeAllOn("meg1")
			g.do(engine.EndTurn{Draw: true, Values: []int{100}})
			if wh40k.GeltOf(g.s, anna) != 100 || g.s.Players[anna].Has(wh40k.LootCard) != kept {
				t.Fatalf("hand %d, loot %v", wh40k.GeltOf(g.s, anna), g.s.Players[anna].Rewards)
			}
		})
	}
	// A conquest draws anyway: the card is not used up by it.
	g := startWithLoot(t, false, wh40k.LootCard)
	g.placeAllOn("meg1")
	g.conquer("meg1", "meg4")
	g.do(engine.EndTurn{Draw: true, Values: []int{200}})
	if !g.s.Players[anna].Has(wh40k.LootCard) {
		t.Fatal("a draw after a conquest used the guaranteed card")
	}
}

// Loot cards are Warhammer 40k's: other editions refuse them (Game of
// Thrones in its own words, without naming loot).
func TestWH40kLootOnlyInItsEdition(t *testing.T) {
	g := newGame(t, 3)
	g.refuse(wh40k.UseLoot{Loot: wh40k.LootThreeUnits}, "event.not_in_edition")
}

// The template board of maps/vigilus.json plays: the rulebook's 40
// territories; places it lacks are left to the table.
func TestWH40kTemplateBoardPlays(t *testing.T) {
	b, err := maps.Load("vigilus")
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(b, whSetup(b, 4))
	if err != nil {
		t.Fatal(err)
	}
	// Anna holds the Mortwald-Oteck wall, the only territory the template
	// puts in those regions: that is no region held.
	if st.Owner[0] != anna || len(st.Reinforcement.Regions) != 0 {
		t.Errorf("regions held on the template: %+v", st.Reinforcement.Regions)
	}
	// The template's regions have no territories of their own yet (Oteck
	// only the shared wall): nobody holds them, and missions naming them
	// are left to the table.
	if u := wh40k.MissionUnbound(b, wh40k.MissionOteck); len(u) != 1 {
		t.Errorf("Oteck bound on the template: %v", u)
	}
	if u := wh40k.MissionUnbound(b, wh40k.MissionFourPlaces); len(u) != 4 {
		t.Errorf("four places unbound: %v", u)
	}
	if u := wh40k.MissionUnbound(b, wh40k.MissionDontoriaGorks); !slices.Equal(u, []string{"Dontoria", "Gorks Landung"}) {
		t.Errorf("Dontoria and Gorks unbound: %v", u)
	}
}
