package legendary_test

import (
	"testing"

	"herald/editions/legendary"
	"herald/engine"
)

// Halo Legendary rulebook (Spielregel), "FRAKTIONS-KARTEN BENUTZEN":
// "Benutzt ein Spieler die Defensivfähigkeit einer Karte, nachdem eine
// Invasion gegen ihn angekündigt wurde, muss der Angreifer für eine Runde
// mit der maximal möglichen Anzahl an Truppen angreifen. Danach darf er
// den Angriff beenden." The attacker owes that round ("muss"); only after
// it ("Danach") may the attack end: ending the attacks, maneuvering,
// completing a campaign card or ending the turn wait for it.
func TestLegendaryDefenceCardRoundIsOwed(t *testing.T) {
	g := oneOnOne(t, nil)
	legendary.SetCampaign(g.s, 0, []legendary.CampaignCard{{Tier: legendary.TierEasy, Mission: legendary.MissionTable}})
	g.s.Players[1].Points = []int{1}
	g.placeAllOn("h01")
	g.do(legendary.PlayFactionCard{Player: 1, Points: 1, Defensive: true})
	for _, e := range []engine.Event{
		engine.EndAttack{},
		engine.EndTurn{},
		engine.Maneuver{From: "h01", To: "h30", Units: 1},
		legendary.CompleteCampaign{Tier: legendary.TierEasy, Confirmed: true},
	} {
		g.refuse(e, "attack.defence_owed")
	}
	// The refusal names both players, never a seat number.
	_, err := engine.Apply(g.s, engine.EndTurn{})
	re := err.(*engine.RuleError)
	if re.Args["player"] != engine.PlayerRef(0) || re.Args["defender"] != engine.PlayerRef(1) {
		t.Errorf("refusal args %v, want player Anna (0) and defender Ben (1)", re.Args)
	}
	// The round with the most dice pays it; "Danach darf er den Angriff
	// beenden".
	g.do(engine.Attack{From: "h01", To: "h02", AttackDice: []int{1, 1, 1}, DefendDice: []int{6}})
	g.do(engine.EndAttack{})
	g.do(engine.EndTurn{})
}

// The owed round never freezes the turn: when no attack on the defender is
// legal any more (here a correction leaves Anna no territory with 2 units
// beside Ben's), the card lapses and the turn goes on; it binds nothing in
// Ben's turn either.
func TestLegendaryDefenceCardLapsesWithoutALegalAttack(t *testing.T) {
	g := oneOnOne(t, nil)
	g.s.Players[1].Points = []int{1}
	g.placeAllOn("h01")
	g.do(legendary.PlayFactionCard{Player: 1, Points: 1, Defensive: true})
	g.refuse(engine.EndTurn{}, "attack.defence_owed")
	// Anna's units on h01, her only territory beside Ben's h02, go down
	// to 1: she cannot attack Ben from anywhere.
	c := engine.Correct{}
	for _, x := range g.b.Territories {
		if h := g.s.Units[id(t, g.b, x.ID)]; x.ID != "h01" && g.s.Owner[id(t, g.b, x.ID)] == 0 {
			for _, n := range g.b.Territories {
				if g.s.Owner[id(t, g.b, n.ID)] == 1 && g.s.Board.MayBeAdjacent(id(t, g.b, x.ID), id(t, g.b, n.ID)) && h > 1 {
					t.Fatalf("%s (%d units) also borders Ben's %s: the position does not test the lapse", x.ID, h, n.ID)
				}
			}
		}
	}
	c.Territories = append(c.Territories, engine.TerritoryFix{Territory: "h01", Owner: 0, Units: 1})
	g.do(c)
	g.do(engine.EndTurn{})
	g.placeAllOn("h02")
	g.do(engine.Attack{From: "h02", To: "h01", AttackDice: []int{6}, DefendDice: []int{1}})
}

// Once the attacks are over the owed round has lapsed for good: units
// that come back beside the defender in the maneuver phase (by a
// maneuver or, here, a correction) do not hold up the end of the turn,
// since no attack is left to roll. Found by the random games
// (halo_legendary seed 351: the turn froze after a maneuver).
func TestLegendaryDefenceRoundLapsesWithTheAttacks(t *testing.T) {
	g := oneOnOne(t, nil)
	g.s.Players[1].Points = []int{1}
	g.placeAllOn("h01")
	g.do(legendary.PlayFactionCard{Player: 1, Points: 1, Defensive: true})
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "h01", Owner: 0, Units: 1}}})
	g.do(engine.EndAttack{})
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "h01", Owner: 0, Units: 9}}})
	g.do(engine.EndTurn{})
}

// A defence card answers an invasion declared against its player
// (Halo Legendary, "FRAKTIONS-KARTEN BENUTZEN": "Benutzt ein Spieler die
// Defensivfähigkeit einer Karte, nachdem eine Invasion gegen ihn
// angekündigt wurde"): while the current player still places
// reinforcements, or has no attack on the player left, no invasion can
// have been declared, and the card is refused with both names.
func TestLegendaryDefenceNeedsAPossibleInvasion(t *testing.T) {
	g := oneOnOne(t, nil)
	g.s.Players[1].Points = []int{1}
	g.refuse(legendary.PlayFactionCard{Player: 1, Points: 1, Defensive: true}, "faction.no_invasion")
	g.placeAllOn("h01")
	for _, t0 := range g.s.Holdings(0) {
		if g.s.Units[t0] > 1 {
			g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: g.b.Territories[t0].ID, Owner: 0, Units: 1}}})
		}
	}
	g.refuse(legendary.PlayFactionCard{Player: 1, Points: 1, Defensive: true}, "faction.no_invasion")
	if len(g.s.Players[1].Points) != 1 {
		t.Errorf("the refused card left the hand: %v", g.s.Players[1].Points)
	}
}
