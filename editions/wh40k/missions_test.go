package wh40k_test

// Rule tests for RISK Warhammer 40,000: the twenty missions met and not
// met, taking them ("MISSIONEN ERFÜLLEN UND BEUTE MACHEN"), eliminations
// ("BESEITIGE EINEN MITSPIELER") and victory ("GEWINNEN", "REGELN:
// ALLEINHERRSCHAFT"). Quotes are the German rulebook's (seed 003).
//
// Seats: Anna (Ultramarines, 0), Ben (Chaos Space Marines, 1), Carla
// (Aeldari, 2) on the table's Vigilus of wh40k_test.go. Each mission case
// sets the board at the start of Anna's turn (every territory not listed
// is Ben's with one unit), Anna places her reinforcement on her stack and
// plays the turn; then Herald checks the mission and the claim is taken or
// refused.

import (
	"slices"
	"testing"

	"herald/editions/wh40k"
	"herald/engine"
)

type missionCase struct {
	name    string
	mission string
	at      map[string][2]int // Anna's turn start; the rest is Ben's
	leaders map[int]string
	gelt    []int         // Anna's territory cards
	stack   string        // where Anna places and attacks from; "" is kae5
	loot    []string      // loot Anna holds
	turn    func(g *game) // Anna's turn after placing
	start   func(g *game) // Anna's turn before placing
	met     bool
}

// conquerAll takes the territories one after the other from from.
func conquerAll(from string, to ...string) func(g *game) {
	return func(g *game) {
		for _, t := range to {
			g.conquer(from, t)
		}
	}
}

// reinforce8 is 30 territories that complete no region.
var reinforce8 = slices.Concat(megaborealis[:4], dontoria[:5], hyperia[:5], kaelac[:4], mortwald[:4], oteck[:4], storvhal[:4])

// lootFor is a loot card of the mission's tier.
func lootFor(mission string) string {
	if wh40k.Rules.Objectives[mission].Tier == wh40k.TierMain {
		return wh40k.LootThreeUnits
	}
	return engine.LootOneUnit
}

func TestWH40kMissionsMetAndNotMet(t *testing.T) {
	cases := []missionCase{
		// "Erobre mindestens 3 Gebiete in 4 verschiedenen Regionen": read as
		// holding 3 territories in each of 4 regions.
		{name: "3 territories in 4 regions", mission: wh40k.MissionHold3In4Regions, met: true,
			at: hold(anna, 2, slices.Concat(megaborealis[:3], dontoria[:3], hyperia[:3], kaelac[:3])...), stack: "sto5"},
		{name: "3 territories in 3 regions and 2 in a fourth", mission: wh40k.MissionHold3In4Regions,
			at: hold(anna, 2, slices.Concat(megaborealis[:3], dontoria[:3], hyperia[:3], kaelac[:2])...), stack: "sto5"},
		{name: "a fortress wall counts in both its regions", mission: wh40k.MissionHold3In4Regions, met: true,
			at: hold(anna, 2, slices.Concat(megaborealis[:2], dontoria[:2], []string{wallDM}, hyperia[:3], kaelac[:3])...), stack: "sto5"},
		{name: "the third of a region conquered this turn counts", mission: wh40k.MissionHold3In4Regions, met: true,
			at: hold(anna, 2, slices.Concat(megaborealis[:3], dontoria[:3], hyperia[:3], kaelac[:2])...), stack: "sto5",
			turn: conquerAll("sto5", "kae3")},

		// "Kontrolliere die gesamte Oteck-Makropolweite-Region zu Beginn
		// deines Zuges" (with its fortress wall, "REGIONS-BONI").
		{name: "Oteck with its wall at the start", mission: wh40k.MissionOteck, met: true,
			at: hold(anna, 2, append(slices.Clone(oteck), wallMO)...)},
		{name: "Oteck's wall taken only this turn", mission: wh40k.MissionOteck,
			at: hold(anna, 2, oteck...), turn: conquerAll("kae5", wallMO)},

		// "Erlange mindestens 15 Einheiten zu Beginn deines Zuges": the
		// whole reinforcement, loot units too ("D BEUTEKARTEN").
		{name: "19 units at the start", mission: wh40k.MissionReinforce15, met: true,
			at: hold(anna, 1, slices.Concat(megaborealis, dontoria, oteck, []string{wallDM, wallMO})...)},
		{name: "14 units at the start", mission: wh40k.MissionReinforce15,
			at: hold(anna, 1, slices.Concat(dontoria, oteck, []string{wallDM, wallMO})...)},
		{name: "14 units and 3 from loot", mission: wh40k.MissionReinforce15, met: true,
			at:    hold(anna, 1, slices.Concat(dontoria, oteck, []string{wallDM, wallMO})...),
			loot:  []string{wh40k.LootThreeUnits},
			start: func(g *game) { g.do(wh40k.UseLoot{Loot: wh40k.LootThreeUnits}) }},

		// "Besiege 2 Anführer in einem Zug."
		{name: "two leaders defeated", mission: wh40k.MissionTwoLeaders, met: true,
			at: hold(carla, 1, "meg3", "sto1"), leaders: map[int]string{ben: "meg2", carla: "meg3"},
			turn: conquerAll("kae5", "meg2", "meg3")},
		{name: "one leader and a territory without one", mission: wh40k.MissionTwoLeaders,
			at: hold(carla, 1, "meg3", "sto1"), leaders: map[int]string{ben: "meg2", carla: "sto1"},
			turn: conquerAll("kae5", "meg2", "meg3")},

		// "Erobre 6 Gebiete in einem Zug."
		{name: "6 conquests", mission: wh40k.MissionConquer6, met: true,
			turn: conquerAll("kae5", "meg1", "meg2", "meg3", "meg4", "meg5", "don1")},
		{name: "5 conquests", mission: wh40k.MissionConquer6,
			turn: conquerAll("kae5", "meg1", "meg2", "meg3", "meg4", "meg5")},

		// "Zerstöre 12 gegnerische Einheiten in einem Zug."
		{name: "12 enemy units destroyed", mission: wh40k.MissionDestroy12, met: true,
			at: hold(ben, 12, "meg2"), turn: conquerAll("kae5", "meg2")},
		{name: "11 enemy units and own losses", mission: wh40k.MissionDestroy12,
			at: hold(ben, 11, "meg2"), turn: func(g *game) {
				g.do(engine.Attack{From: "kae5", To: "meg2", AttackDice: []int{1, 1, 1}, DefendDice: []int{6, 6}})
				g.conquer("kae5", "meg2")
			}},

		// "Erobre mindestens 1 Gebiet in 4 Regionen in einem Zug."
		{name: "conquests in 4 regions", mission: wh40k.MissionFourRegions, met: true,
			turn: conquerAll("kae5", "meg1", "don1", "hyp1", "kae1")},
		{name: "conquests in 3 regions", mission: wh40k.MissionFourRegions,
			turn: conquerAll("kae5", "meg1", "meg2", "don1", "hyp1")},
		{name: "a wall is a conquest in both its regions", mission: wh40k.MissionFourRegions, met: true,
			turn: conquerAll("kae5", wallDM, "hyp1", "kae1")},

		// "Kontrolliere 2 Regionen zu Beginn deines Zuges."
		{name: "2 regions at the start", mission: wh40k.MissionTwoRegions, met: true,
			at: hold(anna, 1, slices.Concat(storvhal, mortwald, []string{wallMO})...)},
		{name: "the second region completed this turn", mission: wh40k.MissionTwoRegions,
			at: hold(anna, 1, slices.Concat(storvhal, mortwald[:4], []string{wallMO})...), turn: conquerAll("kae5", "mor5")},

		// "Besitze Gebietskarten im Wert von 800 Throne Gelt oder mehr."
		{name: "800 Throne Gelt", mission: wh40k.MissionGelt800, met: true, gelt: []int{200, 200, 200, 200}},
		{name: "700 Throne Gelt", mission: wh40k.MissionGelt800, gelt: []int{200, 200, 200, 100}},

		// "Erobre eine Region, die zu Beginn deines Zuges von mehr als einem
		// Gegner besetzt war."
		{name: "Storvhal taken from two opponents", mission: wh40k.MissionRegionOfMany, met: true,
			at: hold(carla, 1, "sto4", "sto5"), turn: conquerAll("kae5", storvhal...)},
		{name: "Storvhal taken from one opponent", mission: wh40k.MissionRegionOfMany,
			turn: conquerAll("kae5", storvhal...)},

		// "Erobre mindestens 2 Festungswälle in einem Zug."
		{name: "two walls", mission: wh40k.MissionTwoWalls, met: true, turn: conquerAll("kae5", wallMO, wallDM)},
		{name: "one wall", mission: wh40k.MissionTwoWalls, turn: conquerAll("kae5", wallMO, "mor1")},

		// "Kontrolliere die Regionen Dontoria und Gorks Landung zu Beginn
		// deines Zuges" (Gorks Landung is a territory of Dontoria here).
		{name: "Dontoria with its wall and Gorks Landung", mission: wh40k.MissionDontoriaGorks, met: true,
			at: hold(anna, 1, append(slices.Clone(dontoria), wallDM)...)},
		{name: "Dontoria without its wall", mission: wh40k.MissionDontoriaGorks,
			at: hold(anna, 1, dontoria...)},

		// "Zerstöre den Regions-Bonus von 2 Gegnern in einem Zug."
		{name: "the bonuses of Ben and Carla broken", mission: wh40k.MissionBreakBonuses, met: true,
			at: hold(carla, 1, append(slices.Clone(mortwald), wallMO)...), turn: conquerAll("kae5", "sto1", "mor1")},
		{name: "two of Ben's bonuses", mission: wh40k.MissionBreakBonuses,
			at: hold(carla, 1, append(slices.Clone(mortwald), wallMO)...), turn: conquerAll("kae5", "sto1", "meg1")},
		{name: "Carla had no bonus without her wall", mission: wh40k.MissionBreakBonuses,
			at: hold(carla, 1, mortwald...), turn: conquerAll("kae5", "sto1", "mor1")},

		// "Erhalte einen Regions-Bonus von 3 oder mehr zu Beginn deines
		// Zuges."
		{name: "Megaborealis gives 3", mission: wh40k.MissionBonus3, met: true,
			at: hold(anna, 1, append(slices.Clone(megaborealis), wallDM)...)},
		{name: "Storvhal gives 2", mission: wh40k.MissionBonus3, at: hold(anna, 1, storvhal...)},

		// "Besitze Gebietskarten im Wert von 500 Throne Gelt oder mehr."
		{name: "500 Throne Gelt", mission: wh40k.MissionGelt500, met: true, gelt: []int{200, 200, 100}},
		{name: "400 Throne Gelt", mission: wh40k.MissionGelt500, gelt: []int{200, 200}},

		// "Zerstöre 7 gegnerische Einheiten in einem Zug."
		{name: "7 enemy units", mission: wh40k.MissionDestroy7, met: true,
			at: hold(ben, 7, "meg2"), turn: conquerAll("kae5", "meg2")},
		{name: "6 enemy units", mission: wh40k.MissionDestroy7,
			at: hold(ben, 6, "meg2"), turn: conquerAll("kae5", "meg2")},

		// "Erhalte mindestens 8 Einheiten zu Beginn deines Zuges."
		{name: "24 territories give 8", mission: wh40k.MissionReinforce8, met: true,
			at: hold(anna, 1, reinforce8[:23]...)},
		{name: "23 territories give 7", mission: wh40k.MissionReinforce8,
			at: hold(anna, 1, reinforce8[:22]...)},

		// "Erobre 4 Gebiete in einem Zug."
		{name: "4 conquests", mission: wh40k.MissionConquer4, met: true,
			turn: conquerAll("kae5", "meg1", "meg2", "meg3", "meg4")},
		{name: "3 conquests", mission: wh40k.MissionConquer4,
			turn: conquerAll("kae5", "meg1", "meg2", "meg3")},

		// "Erobre 3 Gebiete von einem einzelnen Gegner in einem Zug."
		{name: "3 of Ben's", mission: wh40k.MissionThreeFromOne, met: true,
			turn: conquerAll("kae5", "meg1", "meg2", "meg3")},
		{name: "2 of Ben's and 2 of Carla's", mission: wh40k.MissionThreeFromOne,
			at: hold(carla, 1, "don1", "don2"), turn: conquerAll("kae5", "meg1", "meg2", "don1", "don2")},

		// "Kontrolliere die Regionen Hyperia, Dirksen Hivespawl, Hurrikane
		// Rekk und Vhulianischer Wirbel zu Beginn deines Zuges" (Hyperia is
		// the Hyperia Sektor; the other three are territories here).
		{name: "Hyperia and Dirksen Hivespawl at the start", mission: wh40k.MissionFourPlaces, met: true,
			at: hold(anna, 1, slices.Concat(hyperia, []string{wallKH, "dirksen"})...)},
		{name: "Dirksen Hivespawl taken only this turn", mission: wh40k.MissionFourPlaces,
			at: hold(anna, 1, slices.Concat(hyperia, []string{wallKH})...), turn: conquerAll("kae5", "dirksen")},
	}
	covered := map[string][2]bool{}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newWH(t, 3, nil, c.mission)
			g.giveLoot(anna, c.loot...)
			stack := c.stack
			if stack == "" {
				stack = "kae5"
			}
			g.whPosition(ben, merge(c.at, hold(anna, 30, stack)), c.leaders)
			if c.gelt != nil {
				g.do(engine.CorrectHand{Player: anna, Values: c.gelt})
			}
			if c.start != nil {
				c.start(g)
			}
			g.placeAllOn(stack)
			if c.turn != nil {
				c.turn(g)
			}
			if got := wh40k.Rules.Objectives[c.mission].Met(g.s, anna); got != c.met {
				t.Fatalf("met = %v, want %v (reinforcement %+v)", got, c.met, g.s.Reinforcement)
			}
			claim := engine.Claim{Achievement: c.mission, Reward: lootFor(c.mission)}
			if !c.met {
				g.refuse(claim, "claim.mission_not_met")
				return
			}
			g.do(claim)
			if me := g.s.Players[anna]; !slices.Contains(me.Achievements, c.mission) || !me.Has(lootFor(c.mission)) || slices.Contains(g.s.Open, c.mission) {
				t.Fatalf("after the claim: missions %v, loot %v, open %v", me.Achievements, me.Rewards, g.s.Open)
			}
		})
		k := covered[c.mission]
		if c.met {
			k[0] = true
		} else {
			k[1] = true
		}
		covered[c.mission] = k
	}
	for _, m := range wh40k.MissionOrder {
		if k := covered[m]; !k[0] || !k[1] {
			t.Errorf("%s: met %v, not met %v: every mission needs both", m, k[0], k[1])
		}
	}
	if len(wh40k.MissionOrder) != 20 || len(wh40k.Rules.Objectives) != 20 {
		t.Errorf("%d missions in order, %d in the catalogue, want 20", len(wh40k.MissionOrder), len(wh40k.Rules.Objectives))
	}
}

// "ein Spieler kann nur eine Mission pro Zug einsammeln", after the
// attacks and before the maneuver; "Hauptmissionen bringen dem Spieler
// Große Beute und Nebenmissionen Kleine Beute"; "Wenn du während deines
// Zuges eine Mission einsammelst, kannst du in diesem Zug keine
// Gebietskarte ziehen".
func TestWH40kTakingMissions(t *testing.T) {
	g := newWH(t, 3, nil, wh40k.MissionConquer4, wh40k.MissionGelt500, wh40k.MissionConquer6)
	g.whPosition(ben, hold(anna, 30, "kae5"), nil)
	g.do(engine.CorrectHand{Player: anna, Values: []int{200, 200, 100}})
	g.placeAllOn("kae5")
	conquerAll("kae5", "meg1", "meg2", "meg3", "meg4")(g)
	g.refuse(engine.Claim{Achievement: wh40k.MissionGelt800, Reward: wh40k.LootThreeUnits}, "claim.mission_not_open")
	g.refuse(engine.Claim{Achievement: wh40k.MissionConquer4, Reward: wh40k.LootThreeUnits}, "claim.loot_tier")
	g.refuse(engine.Claim{Achievement: wh40k.MissionConquer4}, "claim.loot_tier")
	g.refuse(engine.Claim{Achievement: wh40k.MissionConquer4, Reward: engine.LootOneUnit, Cannon: "kae5"}, "claim.no_cannon")
	g.refuse(engine.Claim{Achievement: wh40k.MissionConquer4, Reward: engine.LootOneUnit, Confirmed: true}, "claim.herald_checks")
	g.do(engine.Claim{Achievement: wh40k.MissionConquer4, Reward: engine.LootOneUnit})
	g.refuse(engine.Claim{Achievement: wh40k.MissionGelt500, Reward: engine.LootOneUnit}, "claim.once_mission")
	// Taking it ends the attacks.
	g.refuse(engine.Attack{From: "kae5", To: "meg5", AttackDice: []int{6}, DefendDice: []int{1}}, "attack.after_maneuver")
	g.refuse(engine.EndTurn{Draw: true, Values: []int{100}}, "draw.after_mission")
	g.do(engine.EndTurn{})
	if len(g.s.Open) != 7 {
		t.Fatalf("open %v", g.s.Open)
	}

	// After the maneuver it is too late.
	g = newWH(t, 3, nil, wh40k.MissionGelt500)
	g.whPosition(ben, hold(anna, 30, "kae5", "kae4"), nil)
	g.do(engine.CorrectHand{Player: anna, Values: []int{200, 200, 100}})
	g.placeAllOn("kae5")
	g.do(engine.Maneuver{From: "kae5", To: "kae4", Units: 1})
	g.refuse(engine.Claim{Achievement: wh40k.MissionGelt500, Reward: engine.LootOneUnit}, "claim.mission_after_maneuver")

	// "es sei denn du besitzt die Beutekarte „Gebietskarte gewährleistet“":
	// taken with this mission, it gives the card this very turn.
	g = newWH(t, 3, nil, wh40k.MissionConquer6)
	g.whPosition(ben, hold(anna, 30, "kae5"), nil)
	g.placeAllOn("kae5")
	conquerAll("kae5", "meg1", "meg2", "meg3", "meg4", "meg5", "don1")(g)
	g.do(engine.Claim{Achievement: wh40k.MissionConquer6, Reward: wh40k.LootCard})
	g.do(engine.EndTurn{Draw: true, Values: []int{200}})
	if wh40k.GeltOf(g.s, anna) != 200 {
		t.Fatal("no card with the guaranteed card")
	}
}

// A mission naming a place the board does not have is bound by name to
// the board's regions and territories; without the place Herald cannot
// check it, so the claim is "confirmed by the table".
func TestWH40kMissionPlacesTheBoardLacks(t *testing.T) {
	b := vigilusOurs(t, map[string]string{"gorks": "Don 6"})
	st, err := engine.NewGame(b, whSetup(b, 3, wh40k.MissionDontoriaGorks))
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, b: b, s: st}
	if u := wh40k.MissionUnbound(b, wh40k.MissionDontoriaGorks); !slices.Equal(u, []string{"Gorks Landung"}) {
		t.Fatalf("unbound %v", u)
	}
	// Dontoria is still checked: without it, even the table's word does
	// not take the mission.
	g.whPosition(ben, merge(hold(anna, 30, "kae5"), hold(carla, 1, "sto1")), nil)
	g.placeAllOn("kae5")
	g.refuse(engine.Claim{Achievement: wh40k.MissionDontoriaGorks, Reward: engine.LootOneUnit, Confirmed: true}, "claim.mission_not_met")
	g.do(engine.EndTurn{})
	g.whPass()
	g.whPass()
	g.whPosition(ben, merge(hold(anna, 30, "kae5"), hold(anna, 1, append(slices.Clone(dontoria), wallDM)...)), nil)
	g.placeAllOn("kae5")
	g.refuse(engine.Claim{Achievement: wh40k.MissionDontoriaGorks, Reward: engine.LootOneUnit}, "claim.needs_table")
	g.do(engine.Claim{Achievement: wh40k.MissionDontoriaGorks, Reward: engine.LootOneUnit, Confirmed: true})
	if !slices.Equal(wh40k.Confirmed(g.s), []string{wh40k.MissionDontoriaGorks}) {
		t.Fatalf("confirmed %v", wh40k.Confirmed(g.s))
	}
	// Names bind whatever their case, spaces or hyphens.
	b2 := vigilusOurs(t, map[string]string{"gorks": "GORKS-landung"})
	if u := wh40k.MissionUnbound(b2, wh40k.MissionDontoriaGorks); len(u) != 0 {
		t.Fatalf("unbound %v", u)
	}
}

// "Als Belohnung erhältst du alle Gebietskarten und Missionskarten deines
// Gegners. Falls der beseitigte Spieler Beutekarten hatte, werden diese
// aus dem Spiel entfernt."
func TestWH40kEliminationTakesCardsAndMissionsNotLoot(t *testing.T) {
	g := newWH(t, 3, nil, wh40k.MissionGelt500)
	g.whPosition(ben, merge(hold(anna, 30, "kae5"), hold(carla, 1, "sto1")), nil)
	g.whPass() // Anna
	g.whPass() // Ben
	// Carla takes a mission with 500 Throne Gelt.
	g.do(engine.CorrectHand{Player: carla, Values: []int{200, 200, 100}})
	g.placeAllOn("sto1")
	g.do(engine.Claim{Achievement: wh40k.MissionGelt500, Reward: wh40k.LootRerollOne})
	g.do(engine.EndTurn{})
	g.do(engine.CorrectHand{Player: anna, Values: []int{100}})
	g.placeAllOn("kae5")
	g.conquer("kae5", "sto1")
	c, a := g.s.Players[carla], g.s.Players[anna]
	if !c.Out || len(c.Values) != 0 || len(c.Achievements) != 0 || len(c.Rewards) != 0 || c.HasHero {
		t.Fatalf("Carla after elimination: %+v", c)
	}
	if wh40k.GeltOf(g.s, anna) != 600 || !slices.Equal(a.Achievements, []string{wh40k.MissionGelt500}) || a.Has(wh40k.LootRerollOne) {
		t.Fatalf("Anna after elimination: gelt %d, missions %v, loot %v", wh40k.GeltOf(g.s, anna), a.Achievements, a.Rewards)
	}
	if !slices.Contains(g.s.HeroesDefeated, carla) {
		t.Fatal("Carla's leader was not defeated")
	}
}

// threeMissionsBoard is Anna's turn start with the board that meets
// "reinforce_8", "bonus_3" and "two_regions_at_start" every turn.
func threeMissionsBoard(g *game) {
	g.whPosition(ben, merge(hold(anna, 1, slices.Concat(megaborealis, storvhal, mortwald, []string{wallDM, wallMO}, dontoria[:5], hyperia[:4])...),
		hold(anna, 20, "kae5"), hold(carla, 1, "kae1")), nil)
}

// takeEachTurn plays Anna's turns taking one mission each, Ben and Carla
// passing in between, and stops before Anna's last turn ends.
func takeEachTurn(g *game, missions ...string) {
	for i, m := range missions {
		g.placeAllOn("kae5")
		g.do(engine.Claim{Achievement: m, Reward: lootFor(m)})
		if i == len(missions)-1 {
			return
		}
		g.do(engine.EndTurn{})
		if g.s.Over {
			g.t.Fatalf("won after %d missions", i+1)
		}
		g.whPass()
		g.whPass()
	}
}

// "Der Spieler, der zuerst 3 Missionen am Ende seines Zuges erfüllt hat,
// gewinnt": not when the third is taken, at the end of that turn.
func TestWH40kVictoryThreeMissionsAtTheEndOfTheTurn(t *testing.T) {
	g := newWH(t, 3, nil, wh40k.MissionReinforce8, wh40k.MissionBonus3, wh40k.MissionTwoRegions)
	threeMissionsBoard(g)
	takeEachTurn(g, wh40k.MissionReinforce8, wh40k.MissionBonus3, wh40k.MissionTwoRegions)
	if g.s.Over || len(g.s.Players[anna].Achievements) != 3 {
		t.Fatalf("over %v with %v before the turn ends", g.s.Over, g.s.Players[anna].Achievements)
	}
	g.do(engine.Maneuver{From: "kae5", To: "meg1", Units: 1})
	if g.s.Over {
		t.Fatal("won before the end of the turn")
	}
	g.do(engine.EndTurn{})
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{anna}) || g.s.EndReason != "missions" {
		t.Fatalf("over %v, winners %v, reason %q", g.s.Over, g.s.Winners, g.s.EndReason)
	}
}

// Missions taken over from an eliminated player count ("Manchmal erhält
// man eine neue Mission am einfachsten, wenn man seinen Gegner ausschaltet
// und seine abgeschlossenen Missionen an sich reißt"), again at the end of
// the eliminator's own turn.
func TestWH40kVictoryWithAMissionTakenOverByElimination(t *testing.T) {
	g := newWH(t, 3, nil, wh40k.MissionReinforce8, wh40k.MissionBonus3, wh40k.MissionGelt500)
	threeMissionsBoard(g)
	takeEachTurn(g, wh40k.MissionReinforce8, wh40k.MissionBonus3)
	g.do(engine.EndTurn{})
	g.whPass() // Ben
	// Carla takes one.
	g.do(engine.CorrectHand{Player: carla, Values: []int{200, 200, 200}})
	g.placeAllOn("kae1")
	g.do(engine.Claim{Achievement: wh40k.MissionGelt500, Reward: engine.LootOneUnit})
	if g.s.Over {
		t.Fatal("a game ended on Carla's turn")
	}
	g.do(engine.EndTurn{})
	// Anna eliminates Carla: three missions now, the win at the turn's end.
	g.placeAllOn("kae5")
	g.conquer("kae5", "kae1")
	if len(g.s.Players[anna].Achievements) != 3 || g.s.Over {
		t.Fatalf("missions %v, over %v", g.s.Players[anna].Achievements, g.s.Over)
	}
	g.do(engine.EndTurn{Draw: true, Values: []int{100}})
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{anna}) {
		t.Fatalf("over %v, winners %v", g.s.Over, g.s.Winners)
	}
}

// "REGELN: ALLEINHERRSCHAFT": "Hör nicht auf zu spielen, wenn ein Spieler
// 3 Missionen erfüllt hat. Stattdessen spielst du solange, bis ein Spieler
// 3 Missionen erfüllt hat UND alle Gebiete kontrolliert."
func TestWH40kDominationNeedsEveryTerritory(t *testing.T) {
	domination := func(s *engine.Setup) { s.Mode = wh40k.ModeDomination }
	g := newWH(t, 3, domination, wh40k.MissionReinforce8, wh40k.MissionBonus3, wh40k.MissionTwoRegions)
	threeMissionsBoard(g)
	takeEachTurn(g, wh40k.MissionReinforce8, wh40k.MissionBonus3, wh40k.MissionTwoRegions)
	g.do(engine.EndTurn{})
	if g.s.Over || g.s.Current != ben {
		t.Fatalf("3 missions without every territory ended the game: %v", g.s.Winners)
	}
	g.whPass()
	g.whPass()
	// Anna takes the last territories: not over at once, nor on the way.
	g.whPosition(anna, merge(hold(ben, 1, "sto5"), hold(carla, 1, "kae1"), hold(anna, 30, "kae5")), nil)
	g.placeAllOn("kae5")
	g.conquer("kae5", "sto5")
	g.conquer("kae5", "kae1")
	if g.s.Count(anna) != 40 || g.s.Over {
		t.Fatalf("holds %d, over %v before the end of the turn", g.s.Count(anna), g.s.Over)
	}
	g.do(engine.EndTurn{Draw: true, Values: []int{100}})
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{anna}) || g.s.EndReason != "domination" {
		t.Fatalf("over %v, winners %v, reason %q", g.s.Over, g.s.Winners, g.s.EndReason)
	}
}

// Alleinherrschaft: holding every territory is no victory without 3
// missions ("bis ein Spieler 3 Missionen erfüllt hat UND alle Gebiete
// kontrolliert"): a player left alone plays on until the third. The
// classic game ends instead (TestWH40kClassicEndsWithTheLastPlayer).
func TestWH40kEveryTerritoryWithoutThreeMissionsPlaysOn(t *testing.T) {
	g := newWH(t, 3, func(s *engine.Setup) { s.Mode = wh40k.ModeDomination }, wh40k.MissionTwoRegions)
	g.whPosition(anna, merge(hold(ben, 1, "sto5"), hold(carla, 1, "kae1"), hold(anna, 30, "kae5")), nil)
	g.placeAllOn("kae5")
	g.conquer("kae5", "sto5")
	g.conquer("kae5", "kae1")
	g.do(engine.EndTurn{Draw: true, Values: []int{100}})
	if g.s.Over || g.s.Current != anna || g.s.Turn != 2 {
		t.Fatalf("over %v, current %d, turn %d", g.s.Over, g.s.Current, g.s.Turn)
	}
	g.placeAllOn("kae5")
	g.do(engine.Claim{Achievement: wh40k.MissionTwoRegions, Reward: wh40k.LootThreeUnits})
	g.do(engine.EndTurn{})
	if g.s.Over {
		t.Fatal("won with one mission")
	}
}
