package wh40k_test

// Tests for the Warhammer 40,000 defects of issue 13 ("Rules you can
// trust"). Passages are quoted from the German rulebook (seed 003,
// ANLEITUNG) under its headings.

import (
	"slices"
	"testing"

	"herald/editions/wh40k"
	"herald/engine"
)

// "GEBIETSKARTE ZIEHEN" A: "Wenn du während deines Zuges eine Mission
// einsammelst, kannst du in diesem Zug keine Gebietskarte ziehen, auch
// wenn du ein gegnerisches Gebiet eingenommen hast"; SCHNELLÜBERSICHT:
// "... es sei denn du besitzt die Beutekarte „Gebietskarte
// gewährleistet“". CanDraw (the state JSON's can_draw) must say what
// end_turn accepts.
func TestWH40kCanDrawAgreesWithEndTurn(t *testing.T) {
	// A conquest and a mission: no card.
	g := newWH(t, 3, nil, wh40k.MissionConquer4)
	g.whPosition(ben, hold(anna, 30, "kae5"), nil)
	g.placeAllOn("kae5")
	conquerAll("kae5", "meg1", "meg2", "meg3", "meg4")(g)
	if !g.s.CanDraw() {
		t.Fatal("after a conquest CanDraw says no card")
	}
	g.do(engine.Claim{Achievement: wh40k.MissionConquer4, Reward: engine.LootOneUnit})
	if g.s.CanDraw() {
		t.Error("after a conquest and a mission CanDraw says a card")
	}
	g.refuse(engine.EndTurn{Draw: true, Values: []int{100}}, "draw.after_mission")

	// The guaranteed card and no conquest: a card.
	g = startWithLoot(t, false, wh40k.LootCard)
	g.placeAllOn("meg1")
	if !g.s.CanDraw() {
		t.Error("with the guaranteed card CanDraw says no card")
	}
	g.do(engine.EndTurn{Draw: true, Values: []int{100}})

	// No conquest, no loot: no card.
	g = startWithLoot(t, false)
	g.placeAllOn("meg1")
	if g.s.CanDraw() {
		t.Error("without a conquest CanDraw says a card")
	}
}

// newWHParked starts a classic game on the table's Vigilus with
// Megaborealis' own territories still in the template's parking place
// "Noch keiner Region zugeordnet" (engine.UnassignedRegion).
func newWHParked(t *testing.T, missions ...string) *game {
	t.Helper()
	spec := vigilusSpec(nil)
	spec.Regions = append(spec.Regions, engine.Region{ID: engine.UnassignedRegion, Names: engine.Names{"de": "Noch keiner Region zugeordnet", "en": "Not in a region yet"}})
	for i, terr := range spec.Territories {
		if terr.Region == "megaborealis" {
			spec.Territories[i].Region = engine.UnassignedRegion
		}
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(b, whSetup(b, 3, missions...))
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: b, s: st}
}

// The parking place of territories not yet in a region is no region:
// "Der Spielplan ist in 40 Gebiete und 6 Regionen unterteilt" (SPIELPLAN)
// names the regions, and the template's placeholder is not one of them.
// It gives no bonus ("B REGIONS-BONI") and counts in no mission.
func TestWH40kParkingRegionIsNoRegion(t *testing.T) {
	// "Kontrolliere 2 Regionen zu Beginn deines Zuges": Storvhal and the
	// parked territories are one region.
	g := newWHParked(t, wh40k.MissionTwoRegions)
	g.whPosition(ben, merge(hold(anna, 1, storvhal...), hold(anna, 1, megaborealis...), hold(anna, 20, "kae5")), nil)
	if n := len(g.s.Reinforcement.Regions); n != 1 {
		t.Errorf("regions held: %+v", g.s.Reinforcement.Regions)
	}
	g.placeAllOn("kae5")
	g.refuse(engine.Claim{Achievement: wh40k.MissionTwoRegions, Reward: wh40k.LootThreeUnits}, "claim.mission_not_met")

	// "Erobre mindestens 1 Gebiet in 4 Regionen in einem Zug": three
	// regions and a parked territory are three.
	g = newWHParked(t, wh40k.MissionFourRegions)
	g.whPosition(ben, hold(anna, 30, "sto1"), nil)
	g.placeAllOn("sto1")
	conquerAll("sto1", "don1", "hyp1", "kae1", "meg1")(g)
	g.refuse(engine.Claim{Achievement: wh40k.MissionFourRegions, Reward: wh40k.LootThreeUnits}, "claim.mission_not_met")

	// "Erobre mindestens 3 Gebiete in 4 verschiedenen Regionen": 3 in
	// three regions and 3 parked are three regions.
	g = newWHParked(t, wh40k.MissionHold3In4Regions)
	g.whPosition(ben, merge(hold(anna, 1, "don1", "don2", "don3", "hyp1", "hyp2", "hyp3", "kae1", "kae2", "kae3", "meg1", "meg2", "meg3"), hold(anna, 20, "sto1")), nil)
	g.placeAllOn("sto1")
	g.refuse(engine.Claim{Achievement: wh40k.MissionHold3In4Regions, Reward: wh40k.LootThreeUnits}, "claim.mission_not_met")
}

// ANFÜHRER: "Zu Beginn deines nächsten Zuges kannst du besiegte Anführer
// neu einsetzen und auf ein von dir kontrolliertes Gebiet stellen":
// "kannst", a choice. Ben may attack and end his turn without his leader;
// once he attacks, the start of this turn is over, and the leader, still
// defeated, may come back at the start of a later turn.
func TestWH40kLeaderReturnIsAChoice(t *testing.T) {
	g := newWH(t, 3, nil)
	g.whPosition(ben, merge(hold(anna, 9, "meg1"), hold(carla, 1, "sto1")), map[int]string{anna: "meg1", ben: "meg2", carla: "sto1"})
	g.placeAllOn("meg1")
	g.conquer("meg1", "meg2")
	g.do(engine.EndTurn{Draw: true, Values: []int{100}})
	if g.s.Current != ben || g.s.Players[ben].Hero != engine.NoTerritory {
		t.Fatalf("current %d, Ben's leader at %d", g.s.Current, g.s.Players[ben].Hero)
	}
	g.placeAllOn("meg4")
	g.conquer("meg4", "meg2")
	g.refuse(engine.DeployHero{Territory: "meg4"}, "hero.deploy_at_start")
	g.do(engine.EndTurn{Draw: true, Values: []int{100}})
	g.whPass() // Carla
	g.whPass() // Anna
	if g.s.Current != ben {
		t.Fatalf("current %d", g.s.Current)
	}
	g.do(engine.DeployHero{Territory: "meg4"})
	if g.s.Players[ben].Hero != id(t, g.b, "meg4") {
		t.Fatal("Ben's leader is not back")
	}
}

// The classic game is a race to 3 missions ("Führe als erster Spieler 3
// Missionen aus", ZIEL); an eliminated player "nimmt nicht mehr am Spiel
// teil" (BESEITIGE EINEN MITSPIELER). Playing on until every opponent is
// gone is the variant's rule only ("REGELN: ALLEINHERRSCHAFT": "Hör nicht
// auf zu spielen ... bis ein Spieler 3 Missionen erfüllt hat UND alle
// Gebiete kontrolliert"). So in the classic game the last player left
// wins at the end of that turn, with fewer than 3 missions, and takes no
// turns alone.
func TestWH40kClassicEndsWithTheLastPlayer(t *testing.T) {
	g := newWH(t, 3, nil)
	g.whPosition(anna, merge(hold(ben, 1, "sto5"), hold(carla, 1, "kae1"), hold(anna, 30, "kae5")), nil)
	g.placeAllOn("kae5")
	g.conquer("kae5", "sto5")
	g.conquer("kae5", "kae1")
	if g.s.Over {
		t.Fatal("over before the end of the turn")
	}
	g.do(engine.EndTurn{Draw: true, Values: []int{100}})
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{anna}) || g.s.EndReason != "last_standing" {
		t.Fatalf("over %v, winners %v, reason %q, current %d, turn %d", g.s.Over, g.s.Winners, g.s.EndReason, g.s.Current, g.s.Turn)
	}
}

// A re-rolled battle's history: the loss follows the dice as compared
// after the loot's re-rolls (KLEINE BEUTE "Würfele erneut eine Eins pro
// Angriffswurf", GROSSE BEUTE "Wiederhole deinen niedrigsten
// Angriffswurf einmal"; E: "Vergleiche deinen höchsten Wurf mit dem
// höchsten Wurf deines Gegners"). No line pairs the dice before the
// re-roll with the losses after it.
func TestWH40kRerolledBattleHistory(t *testing.T) {
	g := startWithLoot(t, false, wh40k.LootRerollOne, wh40k.LootRerollLowest)
	g.whPosition(ben, merge(hold(anna, 12, "meg1"), hold(ben, 9, "meg2")), nil)
	g.placeAllOn("meg1")
	before := g.s
	// 5-3-1 re-rolls the 1 to 4, then the lowest (3) to 6: 6-5-4 against
	// 5-4 wins both.
	e := engine.Attack{From: "meg1", To: "meg2", AttackDice: []int{5, 3, 1}, DefendDice: []int{5, 4}, RerollOne: 4, RerollLowest: 6}
	g.do(e)
	lines := engine.Describe(before, e, g.s)
	withResult := 0
	for _, l := range lines {
		if _, ok := l.Args["result"]; !ok {
			continue
		}
		withResult++
		if d, ok := l.Args["attack"].(engine.Dice); ok && !slices.Equal(d, engine.Dice{6, 5, 4}) {
			t.Errorf("%s shows the attack %v with the losses after the re-roll", l.Key, d)
		}
	}
	if withResult != 1 {
		t.Errorf("%d lines tell the losses: %+v", withResult, lines)
	}
}
