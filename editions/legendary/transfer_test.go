package legendary_test

import (
	"testing"

	"herald/editions/legendary"
	"herald/engine"
)

// transferRegion sets up Anna's (1) turn in teamGame for the region ic_c
// (ic19-ic26), where she holds nothing: Ben (2) holds ic19-ic25 with one
// unit each, her ally Carla (3) ic26 with one; Anna waits with 30 units on
// ic18. Everything else is the Flood's (0).
func transferRegion(t *testing.T) *game {
	t.Helper()
	g := teamGame(t)
	pos := merge(hold(1, 30, "ic18"), hold(2, 1, "ic19", "ic20", "ic21", "ic22", "ic23", "ic24", "ic25"), hold(3, 1, "ic26"),
		hold(1, 1, "pg01"), hold(2, 1, "pg02"), hold(3, 1, "pg03"), hold(4, 1, "pg04"))
	g.haloPosition(0, pos, map[int]string{0: "ic01", 1: "pg01", 2: "pg02", 3: "pg03", 4: "pg04"})
	g.pass() // the Flood
	g.placeAllOn("ic18")
	return g
}

// sweep conquers ic19-ic25 in a chain from ic18, moving all but one unit
// in each time.
func (g *game) sweep() {
	g.t.Helper()
	from := "ic18"
	for _, to := range []string{"ic19", "ic20", "ic21", "ic22", "ic23", "ic24", "ic25"} {
		f := id(g.t, g.b, from)
		g.do(engine.Attack{From: from, To: to, AttackDice: []int{6, 6, 6}, DefendDice: []int{1}})
		g.do(engine.MoveIn{Units: g.s.Units[f] - 1})
		from = to
	}
}

// "KOMMANDOÜBERTRAGUNG" (Team Objective): "Sie müssen diese Einheit mit
// genau einer der Ihren aus einem Ihrer Gebiete ersetzen": the ally's
// territory is taken over, not conquered ("Wenn Sie in Ihrem Zug
// mindestens 1 feindliches Gebiet erobert haben", FRAKTIONS-KARTEN
// ZIEHEN). Campaign patterns that count the turn's conquests ("Erobere 1
// Gebiet in einem Zug", a whole region, a territory in N regions) do not
// count it.
func TestLegendaryTransferIsNoConquest(t *testing.T) {
	card := func(m string, n int) legendary.CampaignCard { return legendary.CampaignCard{Mission: m, N: n} }
	g := transferRegion(t)
	g.do(engine.TransferCommand{Territory: "ic26", From: "ic18"})
	for _, c := range []legendary.CampaignCard{card(legendary.MissionTakeTerritories, 1), card(legendary.MissionRegionsTouched, 1)} {
		if met, _ := legendary.CampaignMet(g.s, 1, c); met {
			t.Errorf("%s %d met by a transfer alone", c.Mission, c.N)
		}
	}
	// She conquers the rest of ic_c: 7 conquests, the region whole, but
	// one of its territories came by transfer.
	g.sweep()
	for _, c := range []struct {
		card legendary.CampaignCard
		met  bool
	}{
		{card(legendary.MissionTakeTerritories, 7), true},
		{card(legendary.MissionTakeTerritories, 8), false},
		{card(legendary.MissionRegionFromNone, 0), false},
	} {
		if met, _ := legendary.CampaignMet(g.s, 1, c.card); met != c.met {
			t.Errorf("after the transfer and 7 conquests: %s %d met %v, want %v", c.card.Mission, c.card.N, met, c.met)
		}
	}

	// The same region all conquered is met.
	g = transferRegion(t)
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "ic26", Owner: 2, Units: 1}}})
	g.sweep()
	g.conquer("ic25", "ic26")
	if met, _ := legendary.CampaignMet(g.s, 1, card(legendary.MissionRegionFromNone, 0)); !met {
		t.Error("ic_c conquered whole from nothing: not met")
	}
}

// "KOMMANDOÜBERTRAGUNG": "Nachdem Sie zu Beginn Ihres Zuges die
// Verstärkungseinheiten verteilt haben, können Sie Ihren Verbündeten
// fragen": after placing, before the first battle.
func TestLegendaryTransferBeforeTheAttacks(t *testing.T) {
	g := transferRegion(t)
	g.do(engine.Attack{From: "ic18", To: "ic19", AttackDice: []int{6, 6, 6}, DefendDice: []int{6}})
	g.refuse(engine.TransferCommand{Territory: "ic26", From: "ic18"}, "transfer.after_attacks")

	// Nor after a campaign card, which comes after the attacks.
	g = transferRegion(t)
	g.do(legendary.RecordCampaign{Player: 1, CampaignCard: legendary.CampaignCard{Tier: legendary.TierEasy, Mission: legendary.MissionTable}})
	g.do(legendary.CompleteCampaign{Tier: legendary.TierEasy, Confirmed: true})
	g.refuse(engine.TransferCommand{Territory: "ic26", From: "ic18"}, "transfer.after_attacks")
}

// "FRAKTIONS-KARTEN BENUTZEN": "Benutzt ein Spieler die Defensivfähigkeit
// einer Karte, nachdem eine Invasion gegen ihn angekündigt wurde, muss der
// Angreifer für eine Runde mit der maximal möglichen Anzahl an Truppen
// angreifen. Danach darf er den Angriff beenden." The card binds one
// round of the invasion against the defender in this turn: no battle
// against anybody else first, and nothing in the next player's turn.
func TestLegendaryDefenceCardEndsWithItsBattle(t *testing.T) {
	g := oneOnOne(t, nil)
	g.s.Players[1].Points = []int{1}
	g.placeAllOn("h01")
	g.do(legendary.PlayFactionCard{Player: 1, Points: 1, Defensive: true})
	// h30 is the neutral Flood's, through Anna's mobile teleporter.
	g.refuse(engine.Attack{From: "h01", To: "h30", AttackDice: []int{6, 6, 6}, DefendDice: []int{1, 1}}, "attack.defence_first")
	// The turn does not end without that round ("muss ... angreifen",
	// TestLegendaryDefenceCardRoundIsOwed); once it is rolled, or lapsed
	// (TestLegendaryDefenceCardLapsesWithoutALegalAttack), the card binds
	// nothing in the next turn: Ben attacks with 1 die.
	g.refuse(engine.EndTurn{}, "attack.defence_owed")
	g.do(engine.Attack{From: "h01", To: "h02", AttackDice: []int{1, 1, 1}, DefendDice: []int{6}})
	g.do(engine.EndTurn{})
	g.placeAllOn("h02")
	g.do(engine.Attack{From: "h02", To: "h01", AttackDice: []int{6}, DefendDice: []int{1}})
}

// "VERSTÄRKUNG VERTEILEN" 4: "Der Legende auf dem Spielbrett können Sie
// entnehmen, wie viele Einheiten Sie für die Karten erhalten": a board
// whose legend the table entered trades by it, not by Halo Wars' chart.
func TestLegendaryTradeByTheBoardsLegend(t *testing.T) {
	spec := legendaryHalf(t, "h", 31).Spec()
	spec.PointChart = map[int]int{2: 3, 3: 5, 4: 7, 5: 9, 6: 12, 7: 15, 8: 19, 9: 23, 10: 27}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	e := legendarySetup(b, legendary.ModeOneOnOne, []string{legendary.UNSC1, legendary.Covenant1, legendary.Flood}, []string{"Anna", "Ben"})
	opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"h01", "h30"}} })
	s, err := engine.NewGame(b, e)
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, b: b, s: s}
	g.s.Players[0].Points = []int{1, 1}
	g.do(engine.Trade{Points: []int{1, 1}})
	if got := g.s.Reinforcement.Trades[0].Value; got != 3 {
		t.Errorf("2 skulls by the board's legend: %d units, want 3", got)
	}
}
