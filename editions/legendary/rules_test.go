package legendary_test

// Rule tests for RISK Halo Legendary. Each test names the section of the
// German rulebook (seed 000) it checks; quotes are the rulebook's words.
// The real battlefields' territories are not public, so the boards here
// are made up: a half is n territories in three regions linked in a chain.

import (
	"slices"
	"testing"

	"herald/editions/legendary"
	"herald/engine"
)

// ring is a made-up Ring: two halves of 26 joined ("Die Ringwelt
// entsteht, wenn Inland Canyon und Pulse Grid 01 ... verbunden werden").
func ring(t testing.TB) *engine.Board {
	t.Helper()
	b, err := engine.Compose(legendaryHalf(t, "ic", 26), legendaryHalf(t, "pg", 26))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func setupKey(b *engine.Board, e engine.Setup) string {
	_, err := engine.NewGame(b, e)
	return ruleKey(err)
}

// "ONE-ON-ONE (2 SPIELER)", Kampfvorbereitung: 30 units each, 48 neutral
// Flood units, claimed player 1, player 2, 2 Flood units, round after
// round; each player one pair of mobile teleporters on 2 territories that
// are not connected.
func TestLegendaryOneOnOneSetUpFollowsTheRulebook(t *testing.T) {
	g := oneOnOne(t, nil)
	if got := g.s.UnitsOf(2); got != 48 {
		t.Errorf("neutral Flood has %d units, want 48", got)
	}
	if got := []int{g.s.Count(0), g.s.Count(1), g.s.Count(2)}; !slices.Equal(got, []int{11, 10, 10}) {
		t.Errorf("claimed %v, want 11, 10, 10", got)
	}
	if len(legendary.Teleporters(g.s)) != 2 {
		t.Errorf("%d teleporter pairs", len(legendary.Teleporters(g.s)))
	}
	b := g.b
	base := func() engine.Setup {
		e := legendarySetup(b, legendary.ModeOneOnOne, []string{legendary.UNSC1, legendary.Covenant1, legendary.Flood}, []string{"Anna", "Ben"})
		opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"h01", "h30"}, {"h05", "h16"}} })
		return e
	}
	for _, c := range []struct {
		name, key string
		change    func(e *engine.Setup)
	}{
		{"teleporter on connected territories", "setup.teleporter_connected", func(e *engine.Setup) {
			opts(e, func(o *legendary.Options) { o.Teleporters[1] = [2]string{"h05", "h06"} })
		}},
		{"two teleporters in one territory", "setup.teleporter_twice", func(e *engine.Setup) {
			opts(e, func(o *legendary.Options) { o.Teleporters[1] = [2]string{"h30", "h16"} })
		}},
		{"three pairs for two players", "setup.teleporters_count", func(e *engine.Setup) {
			opts(e, func(o *legendary.Options) { o.Teleporters = append(o.Teleporters, [2]string{"h10", "h20"}) })
		}},
		{"the Flood with 1 unit", "setup.flood_two", func(e *engine.Setup) { e.Units["h06"] = 1; e.Units["h03"]++ }},
		{"47 Flood units", "setup.legendary_start_units", func(e *engine.Setup) { e.Units["h03"]-- }},
		{"31 units for Anna", "setup.legendary_start_units", func(e *engine.Setup) { e.Units["h01"]++ }},
		{"Anna claims a Flood territory", "setup.deal_count", func(e *engine.Setup) {
			e.Owners["h03"] = 0
			e.Units["h01"]--
			e.Units["h06"] += e.Units["h03"] - 1
			e.Units["h03"] = 1
		}},
		{"two UNSC players", "setup.legendary_one_on_one_factions", func(e *engine.Setup) { e.Players[1].House = legendary.UNSC2 }},
		{"a neutral Covenant", "setup.legendary_one_on_one_factions", func(e *engine.Setup) { e.Players[2].House = legendary.Covenant2 }},
		{"base on Ben's territory", "setup.base_not_own", func(e *engine.Setup) { e.Players[0].Base = "h02" }},
		{"a starting card", "setup.start_cards", func(e *engine.Setup) { e.Players[1].Points = []int{1} }},
		{"Objective with 2", "setup.legendary_players", func(e *engine.Setup) { e.Mode = legendary.ModeObjective }},
	} {
		e := base()
		c.change(&e)
		if got := setupKey(b, e); got != c.key {
			t.Errorf("%s: got %q, want %q", c.name, got, c.key)
		}
	}
	// Two players play on one board, never on a composed one.
	r := ring(t)
	e := legendarySetup(r, legendary.ModeOneOnOne, []string{legendary.UNSC1, legendary.Covenant1, legendary.Flood}, []string{"Anna", "Ben"})
	opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"ic01", "pg01"}} })
	if got := setupKey(r, e); got != "setup.legendary_one_board" {
		t.Errorf("One-on-One on the Ring: %q", got)
	}
}

// "MOBILE TELEPORTER EINSETZEN", Anleitung zum Aufbau: on the Ring "Die
// Teleporter-Paare müssen auf gegenüberliegenden Hälften des Schlachtfelds
// platziert sein"; the boards "müssen durch mobile Teleporter verbunden
// werden"; "nur der Spieler, der als Letzter an der Reihe ist, 1 Paar".
func TestLegendaryRingTeleportersJoinTheHalves(t *testing.T) {
	r := ring(t)
	if len(r.Territories) != 52 || r.Territories[0].Half != "ic" || r.Territories[51].Half != "pg" {
		t.Fatalf("composed ring: %d territories, halves %q %q", len(r.Territories), r.Territories[0].Half, r.Territories[51].Half)
	}
	houses := []string{legendary.UNSC1, legendary.Covenant1, legendary.Flood}
	names := []string{"Anna", "Ben", "Carla"}
	e := legendarySetup(r, legendary.ModeObjective, houses, names)
	if got := setupKey(r, e); got != "setup.teleporters_join" {
		t.Errorf("no teleporter: %q", got)
	}
	opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"ic02", "ic10"}} })
	if got := setupKey(r, e); got != "setup.teleporter_halves" {
		t.Errorf("both on Inland Canyon: %q", got)
	}
	opts(&e, func(o *legendary.Options) { o.TeleporterOption = legendary.TeleportersLast })
	opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"ic02", "pg10"}, {"ic05", "pg20"}} })
	if got := setupKey(r, e); got != "setup.teleporters_count" {
		t.Errorf("two pairs with only the last player: %q", got)
	}
	opts(&e, func(o *legendary.Options) { o.Teleporters = o.Teleporters[:1] })
	s, err := engine.NewGame(r, e)
	if err != nil {
		t.Fatal(err)
	}
	// The pair links both ways, for everybody; the shared board is not
	// changed.
	a, _ := s.Board.Lookup("ic02")
	z, _ := s.Board.Lookup("pg10")
	if !s.Board.Adjacent(a, z) || !s.Board.Adjacent(z, a) || r.Adjacent(a, z) {
		t.Error("the mobile teleporter does not link ic02 and pg10 in this game only")
	}
	if k, _ := s.Board.LinkKind(a, z); k != engine.LinkMobile {
		t.Errorf("link kind %q", k)
	}
	// "Die Ringwelt": 3-5 players need the two halves.
	h := legendaryHalf(t, "h", 31)
	e = legendarySetup(h, legendary.ModeObjective, houses, names)
	if got := setupKey(h, e); got != "setup.legendary_two_boards" {
		t.Errorf("Objective on one board: %q", got)
	}
	// Two halves entered apart may share ids: the second half's are
	// prefixed with its board's id.
	twin, err := engine.Compose(h, legendaryHalf(t, "h2", 29))
	if err != nil {
		t.Fatal(err)
	}
	same, err := engine.Compose(legendaryHalf(t, "h", 3), func() *engine.Board {
		b := legendaryHalf(t, "h", 3)
		b.ID = "other"
		return b
	}())
	if err != nil || len(twin.Territories) != 60 {
		t.Fatal(err)
	}
	if _, ok := same.Lookup("other_h01"); !ok || same.Territories[3].Region != "other_h_a" || !same.Adjacent(3, 4) || same.Adjacent(2, 3) {
		t.Errorf("second half of the same ids: %+v", same.Territories[3])
	}
}

// "Durch sie können Einheiten ganz normal verschoben werden und
// angreifen"; "PASSIVE, NEUTRALE FLOOD ANGREIFEN: Wenn Sie die neutrale
// Flood angreifen, würfelt Ihr Gegner die Verteidigung"; heroes add 1 "auch
// bei einer gewürfelten 6" and "müssen mit den erobernden Einheiten in das
// besiegte Gebiet versetzt werden, wenn ihr Bonus im Angriff verwendet
// wurde".
func TestLegendaryOneOnOneTurnThroughAMobileTeleporter(t *testing.T) {
	g := oneOnOne(t, nil)
	g.placeAllOn("h01")
	// h01 and h30 are 29 steps apart on the chain: only the teleporter
	// links them.
	if g.s.CheckAttack(id(t, g.b, "h01"), id(t, g.b, "h30")) != nil {
		t.Fatal("no attack through Anna's mobile teleporter")
	}
	if err := g.s.CheckAttack(id(t, g.b, "h01"), id(t, g.b, "h27")); ruleKey(err) != "attack.not_adjacent" {
		t.Errorf("h01 to h27: %v", err)
	}
	rule := g.s.BattleRule(id(t, g.b, "h01"), id(t, g.b, "h30"), engine.Declared{})
	if rule.Attack.Plus != 1 || rule.Defend.Plus != 0 {
		t.Errorf("Anna's hero in h01: %+v", rule)
	}
	// Ben rolls one die for the Flood: the opponent chooses.
	g.do(engine.Attack{From: "h01", To: "h30", AttackDice: []int{6, 2, 1}, DefendDice: []int{6}})
	if g.s.Units[id(t, g.b, "h30")] != 1 {
		t.Fatalf("the hero's 6+1 should beat the Flood's 6: %d Flood left", g.s.Units[id(t, g.b, "h30")])
	}
	g.do(engine.Attack{From: "h01", To: "h30", AttackDice: []int{5, 2, 1}, DefendDice: []int{3}})
	g.refuse(engine.MoveIn{Units: 3}, "conquest.hero_moves_in")
	g.do(engine.MoveIn{Units: 3, Hero: true})
	if g.s.Players[0].Hero != id(t, g.b, "h30") {
		t.Error("the hero did not move in")
	}
	if g.s.Destroyed[2] != 2 {
		t.Errorf("destroyed %v, want the Flood's 2", g.s.Destroyed)
	}
	// The neutral Flood takes no turn: Ben is next.
	g.do(engine.EndTurn{Draw: true, Points: []int{2}})
	if g.s.Current != 1 || !slices.Equal(g.s.Players[0].Points, []int{2}) {
		t.Errorf("after Anna's turn: current %d, Anna's cards %v", g.s.Current, g.s.Players[0].Points)
	}
}

// "HELDEN EINSETZEN": "Wenn Ihr Held verteidigt und Ihre letzte Einheit in
// diesem Gebiet besiegt wird, muss Ihr Held ebenfalls ... vom Brett
// genommen werden. Helden können, nachdem sie besiegt wurden, zu Beginn
// Ihres nächsten Zuges wieder in jedes von Ihnen kontrollierte Gebiet
// eingesetzt werden."
func TestLegendaryHeroLeavesWithItsLastUnitAndReturnsAtTheOwnersTurn(t *testing.T) {
	g := oneOnOne(t, nil)
	g.haloPosition(0, hold(1, 1, "h02", "h05", "h08"), map[int]string{0: "h04", 1: "h02"})
	g.s.Units[id(t, g.b, "h01")] = 10
	g.placeAllOn("h01")
	rule := g.s.BattleRule(id(t, g.b, "h01"), id(t, g.b, "h02"), engine.Declared{})
	if rule.Attack.Plus != 0 || rule.Defend.Plus != 1 {
		t.Errorf("Ben's hero defends h02: %+v", rule)
	}
	// A lost highest die does not take a Legendary hero off (that is
	// Halo Wars): only the last unit does.
	g.s.Units[id(t, g.b, "h02")] = 3
	g.do(engine.Attack{From: "h01", To: "h02", AttackDice: []int{6, 6, 1}, DefendDice: []int{2, 1}})
	if g.s.Players[1].Hero != id(t, g.b, "h02") {
		t.Fatal("Ben's hero left while units remained")
	}
	g.do(engine.Attack{From: "h01", To: "h02", AttackDice: []int{6}, DefendDice: []int{1}})
	if g.s.Players[1].Hero != engine.NoTerritory || !slices.Equal(g.s.HeroesDefeated, []int{1}) {
		t.Fatalf("hero at %d, defeated %v", g.s.Players[1].Hero, g.s.HeroesDefeated)
	}
	// Anna's hero was not in h01: no need to move it in.
	g.do(engine.MoveIn{Units: 1})
	// Not at the end of Anna's turn ...
	g.refuse(engine.EndTurn{Heroes: []engine.HeroPlacement{{Player: 1, Territory: "h05"}}}, "hero.deploy_at_start")
	g.do(engine.EndTurn{})
	// ... but at the start of Ben's, before he attacks.
	g.placeAllOn("h05")
	g.refuse(engine.EndAttack{}, "hero.deploy_first")
	g.refuse(engine.DeployHero{Territory: "h01"}, "hero.not_own")
	g.do(engine.DeployHero{Territory: "h08"})
	g.refuse(engine.DeployHero{Territory: "h05"}, "hero.not_removed")
	g.do(engine.EndAttack{})
}

// "VERSTÄRKUNG VERTEILEN" 1-4: territories / 3, at least 3; region
// bonuses; one unit per base controlled; skulls by the board's chart
// ("3 Karten (4 Schädel) erhält er 7 zusätzliche Einheiten").
func TestLegendaryReinforcement(t *testing.T) {
	g := oneOnOne(t, func(e *engine.Setup) {})
	// Anna holds h01-h11 (region h_a, Ben's base h02 among them): 11 / 3
	// is 3, the bonus 2, two bases; and 4 skulls in 3 cards.
	terr := hold(1, 1, "h12", "h13", "h14", "h15", "h16", "h17", "h18", "h19", "h20", "h21", "h22", "h23", "h24", "h25", "h26", "h27", "h28")
	g.haloPosition(0, merge(terr, hold(2, 2, "h29", "h30", "h31")), map[int]string{0: "h01", 1: "h12"})
	r := g.s.Reinforcement
	if r.Territories != 11 || r.Base != 3 || r.Bases != 2 || len(r.Regions) != 1 || r.Regions[0].Bonus != 2 || r.Total != 7 {
		t.Errorf("breakdown %+v, want 10 territories -> 3, 2 bases, h_a +2 = 7", r)
	}
	g.s.Players[0].Points = []int{1, 1, 2}
	g.do(engine.Trade{Points: []int{1, 1, 2}})
	if g.s.Pool != 14 {
		t.Errorf("after 4 skulls: %d to place, want 7 + 7", g.s.Pool)
	}
	g.refuse(engine.Trade{Points: []int{1, 1}}, "trade.once")
}

// "KAMPAGNEN-KARTEN": after the attacks, one card per turn, verified; no
// faction card that turn ("Am Ende Ihres Zuges können Sie nicht sowohl eine
// Kampagnen-Karte ablegen als auch eine Fraktionskarte erhalten").
func TestLegendaryCampaignCardVerifiedAfterAttacking(t *testing.T) {
	g := oneOnOne(t, nil)
	g.do(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierEasy, Mission: legendary.MissionTakeTerritories, N: 2}})
	g.do(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierHeroic, Mission: legendary.MissionTakeTerritories, N: 1}})
	g.refuse(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierLegendary, Mission: legendary.MissionHoldTerritories}}, "campaign.needs_number")
	g.refuse(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierLegendary, Mission: legendary.MissionHoldRegions, Regions: []string{"nowhere"}}}, "campaign.region_unknown")
	g.placeAllOn("h01")
	g.refuse(legendary.CompleteCampaign{Tier: legendary.TierHeroic}, "campaign.not_met")
	g.conquer("h01", "h30")
	g.do(legendary.CompleteCampaign{Tier: legendary.TierHeroic})
	g.refuse(legendary.CompleteCampaign{Tier: legendary.TierEasy}, "campaign.once")
	g.refuse(engine.EndTurn{Draw: true, Points: []int{1}}, "draw.after_campaign")
	if g.s.Phase != engine.PhaseManeuver || legendary.CampaignsDone(g.s, 0) != 1 {
		t.Errorf("phase %s, done %d", g.s.Phase, legendary.CampaignsDone(g.s, 0))
	}
	g.refuse(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierHeroic, Mission: legendary.MissionEnemyBases, N: 1}}, "campaign.tier_done")
	g.do(engine.EndTurn{})
}

// A card no pattern fits is completed on the table's word, and shown so:
// Herald never records it as verified.
func TestLegendaryCampaignCardConfirmedByTheTable(t *testing.T) {
	g := oneOnOne(t, nil)
	g.do(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierLegendary, Mission: legendary.MissionTable, Text: "Halte h10 drei Runden lang"}})
	g.placeAllOn("h01")
	g.refuse(legendary.CompleteCampaign{Tier: legendary.TierLegendary}, "campaign.confirm")
	g.do(legendary.CompleteCampaign{Tier: legendary.TierLegendary, Confirmed: true})
	c := legendary.Campaign(g.s, 0)[0]
	if !c.Done || !c.Confirmed {
		t.Errorf("card %+v", c)
	}
	// A checkable card is never "confirmed".
	g = oneOnOne(t, nil)
	g.do(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierEasy, Mission: legendary.MissionHoldTerritories, N: 5}})
	g.placeAllOn("h01")
	g.refuse(legendary.CompleteCampaign{Tier: legendary.TierEasy, Confirmed: true}, "campaign.verified_not_confirmed")
}

// "SIEG" (Objective, One-on-One): "Der Spieler, der zuerst seine 3
// Kampagnenziele erreicht und noch seine eigene Basis kontrolliert"; the
// last card open is revealed ("In dem Moment, in dem ein Spieler ... nur
// noch eine weitere Kampagnen-Karte erfüllen muss").
func TestLegendaryVictoryThreeCampaignsAndTheOwnBase(t *testing.T) {
	g := oneOnOne(t, nil)
	for _, tier := range legendary.CampaignTiers {
		g.do(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: tier, Mission: legendary.MissionHoldTerritories, N: 5}})
	}
	for i, tier := range legendary.CampaignTiers {
		if got, want := legendary.CampaignsRevealed(g.s, 0), i == 2; got != want {
			t.Errorf("before the %s card: revealed %v", tier, got)
		}
		g.placeAllOn("h01")
		g.do(legendary.CompleteCampaign{Tier: tier})
		if i == 2 {
			if g.s.Over {
				t.Fatal("won before the end of the turn")
			}
			// She holds her base h01 and wins as the turn ends.
			g.do(engine.EndTurn{})
			break
		}
		g.do(engine.EndTurn{})
		g.pass()
	}
	if !g.s.Over || g.s.EndReason != "campaign" || !slices.Equal(g.s.Winners, []int{0}) {
		t.Errorf("over %v, reason %q, winners %v", g.s.Over, g.s.EndReason, g.s.Winners)
	}

	// Without the own base there is no victory.
	g = oneOnOne(t, nil)
	for _, tier := range legendary.CampaignTiers {
		g.do(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: tier, Mission: legendary.MissionHoldTerritories, N: 5}})
	}
	for _, tier := range legendary.CampaignTiers {
		g.placeAllOn("h04")
		g.do(legendary.CompleteCampaign{Tier: tier})
		if tier == legendary.TierLegendary {
			g.haloPosition(0, hold(1, 1, "h01", "h02"), map[int]string{0: "h04", 1: "h02"})
		}
		g.do(engine.EndTurn{})
		if tier != legendary.TierLegendary {
			g.pass()
		}
	}
	if g.s.Over {
		t.Error("won without the own base")
	}
}

// "FRAKTIONS-KARTEN BENUTZEN": a card is used for its ability or its
// skulls, never both; a defence "nachdem eine Invasion gegen ihn
// angekündigt wurde" makes the attacker roll "für eine Runde mit der
// maximal möglichen Anzahl"; cards taken from an eliminated player give
// skulls only and are kept apart.
func TestLegendaryFactionCards(t *testing.T) {
	g := oneOnOne(t, nil)
	g.s.Players[0].Points = []int{2, 1}
	g.s.Players[1].Points = []int{1}
	g.placeAllOn("h01")
	g.do(legendary.PlayFactionCard{Player: 0, Points: 2})
	if !slices.Equal(g.s.Players[0].Points, []int{1}) {
		t.Errorf("Anna's cards after using one: %v", g.s.Players[0].Points)
	}
	g.refuse(legendary.PlayFactionCard{Player: 0, Points: 2}, "faction.not_in_hand")
	g.refuse(legendary.PlayFactionCard{Player: 1, Points: 1}, "faction.not_your_turn")
	// The content of a hand is the holder's ("der Inhalt jedoch nicht"):
	// a play the turn forbids anyway is refused for that, whatever Ben
	// holds, so that its answer tells nothing of his cards.
	g.refuse(legendary.PlayFactionCard{Player: 1, Points: 2}, "faction.not_your_turn")
	g.do(legendary.PlayFactionCard{Player: 1, Points: 1, Defensive: true})
	g.refuse(engine.Attack{From: "h01", To: "h02", AttackDice: []int{6}, DefendDice: []int{1}}, "attack.max_dice")
	g.do(engine.Attack{From: "h01", To: "h02", AttackDice: []int{1, 1, 1}, DefendDice: []int{6}})
	// Once: the next battle may roll fewer dice.
	g.do(engine.Attack{From: "h01", To: "h02", AttackDice: []int{1}, DefendDice: []int{6}})

	// Anna eliminates Ben: his cards are hers, for skulls only.
	g = oneOnOne(t, nil)
	g.haloPosition(2, merge(hold(0, 10, "h01"), hold(1, 1, "h02")), map[int]string{0: "h01", 1: "h02"})
	g.s.Players[1].Points = []int{2, 1}
	legendary.SetCampaign(g.s, 1, []legendary.CampaignCard{{Tier: legendary.TierEasy, Mission: legendary.MissionTable, Done: true}})
	g.placeAllOn("h01")
	g.conquer("h01", "h02")
	if !g.s.Over || g.s.EndReason != "last_standing" {
		t.Fatalf("Ben eliminated, over %v %q", g.s.Over, g.s.EndReason)
	}
	if a := g.s.Players[0]; !slices.Equal(a.TakenPoints, []int{2, 1}) || len(a.Points) != 0 || len(legendary.Campaign(g.s, 0)) != 0 {
		t.Errorf("Anna took %+v", a)
	}
}

// Taken cards count for a skull trade with her own.
func TestLegendaryTakenCardsTradeForSkulls(t *testing.T) {
	g := oneOnOne(t, nil)
	g.s.Players[0].Points = []int{1}
	g.s.Players[0].TakenPoints = []int{2, 1}
	g.refuse(legendary.PlayFactionCard{Player: 0, Points: 2}, "faction.not_in_hand")
	g.do(engine.Trade{Points: []int{1}, Taken: []int{2, 1}})
	if p := g.s.Players[0]; len(p.Points)+len(p.TakenPoints) != 0 || g.s.Reinforcement.Trades[0].Value != 7 {
		t.Errorf("after trading 4 skulls: %+v, %+v", p, g.s.Reinforcement.Trades)
	}
}

// teamGame: Team Objective with 5 on the Ring, the Flood first ("Wenn Sie
// mit 5 Spielern spielen, beginnt immer die Flood"): Flora (Flood), Anna
// (UNSC 1), Ben (Covenant 1), Carla (UNSC 2), Dirk (Covenant 2).
func teamGame(t *testing.T) *game {
	t.Helper()
	r := ring(t)
	e := legendarySetup(r, legendary.ModeTeam, []string{legendary.Flood, legendary.UNSC1, legendary.Covenant1, legendary.UNSC2, legendary.Covenant2},
		[]string{"Flora", "Anna", "Ben", "Carla", "Dirk"})
	opts(&e, func(o *legendary.Options) { o.TeleporterOption = legendary.TeleportersTeam })
	opts(&e, func(o *legendary.Options) {
		o.Teleporters = [][2]string{{"ic03", "pg03"}, {"ic08", "pg08"}, {"ic13", "pg13"}}
	})
	s, err := engine.NewGame(r, e)
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: r, s: s}
}

// "TEAM OBJECTIVE": 20 units each and 30 for the Flood, the 4th and 5th
// player start with 1 faction card, the Flood draws 2; teams per faction;
// allies never in a row; 4 objectives for a team, 3 for the Flood.
func TestLegendaryTeamObjective(t *testing.T) {
	g := teamGame(t)
	if g.s.UnitsOf(0) != 30 || g.s.UnitsOf(1) != 20 || len(g.s.Players[3].Points) != 1 || len(g.s.Players[2].Points) != 0 {
		t.Errorf("units %d/%d, cards %v", g.s.UnitsOf(0), g.s.UnitsOf(1), g.s.Players[3].Points)
	}
	if g.s.AchievementsNeeded(0) != 3 || g.s.AchievementsNeeded(1) != 4 {
		t.Errorf("needed: Flood %d, UNSC %d", g.s.AchievementsNeeded(0), g.s.AchievementsNeeded(1))
	}
	// The order Flood, UNSC, UNSC puts allies in a row.
	e := legendarySetup(g.b, legendary.ModeTeam, []string{legendary.Flood, legendary.UNSC1, legendary.UNSC2, legendary.Covenant1, legendary.Covenant2},
		[]string{"Flora", "Anna", "Carla", "Ben", "Dirk"})
	opts(&e, func(o *legendary.Options) { o.TeleporterOption = legendary.TeleportersTeam })
	opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"ic03", "pg03"}} })
	if got := setupKey(g.b, e); got != "setup.teammates_in_a_row" {
		t.Errorf("allies in a row: %q", got)
	}
	e = legendarySetup(g.b, legendary.ModeTeam, []string{legendary.Flood, legendary.UNSC1, legendary.Covenant1, legendary.UNSC2, legendary.Covenant2},
		[]string{"Flora", "Anna", "Ben", "Carla", "Dirk"})
	opts(&e, func(o *legendary.Options) { o.TeleporterOption = legendary.TeleportersTeam })
	opts(&e, func(o *legendary.Options) {
		o.Teleporters = [][2]string{{"ic03", "pg03"}, {"ic08", "pg08"}, {"ic13", "pg13"}, {"ic18", "pg18"}}
	})
	if got := setupKey(g.b, e); got != "setup.teleporters_count" {
		t.Errorf("4 pairs for 3 teams: %q", got)
	}
	// The Flood draws 2 after a conquest.
	g.s.Units[id(t, g.b, "ic01")] = 10
	g.placeAllOn("ic01")
	g.conquer("ic01", "ic02")
	g.refuse(engine.EndTurn{Draw: true, Points: []int{1}}, "draw.point_cards")
	g.do(engine.EndTurn{Draw: true, Points: []int{1, 2}})
	// Anna (UNSC) and Carla (UNSC) win with 4 between them and both bases.
	for _, p := range []int{1, 3} {
		for _, tier := range []string{legendary.TierEasy, legendary.TierHeroic} {
			legendary.SetCampaign(g.s, p, append(legendary.Campaign(g.s, p), legendary.CampaignCard{Tier: tier, Mission: legendary.MissionTable, Done: true}))
		}
	}
	if !legendary.CampaignsRevealed(g.s, 3) {
		t.Error("a team with 4 done shows its cards")
	}
	// The Flood took ic02 with Anna's hero: it comes back first.
	g.placeAllOn(g.b.Territories[g.s.Holdings(1)[0]].ID)
	g.refuse(engine.EndTurn{}, "hero.deploy_first")
	g.do(engine.DeployHero{Territory: g.b.Territories[g.s.Holdings(1)[0]].ID})
	g.do(engine.EndTurn{})
	if g.s.Over {
		t.Fatal("won without Anna's base ic02")
	}
	g.pass() // Ben
	// Carla's turn: the UNSC have retaken ic02.
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "ic02", Owner: 1, Units: 2}}})
	g.placeAllOn(g.b.Territories[g.s.Holdings(3)[0]].ID)
	g.do(engine.EndTurn{})
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{1, 3}) {
		t.Errorf("over %v winners %v", g.s.Over, g.s.Winners)
	}
}

// "KOMMANDOÜBERTRAGUNG": exactly one unit, replaced by exactly one of the
// player's own from one of their territories; once per turn.
func TestLegendaryTransferOfCommandSwapsOneUnit(t *testing.T) {
	g := teamGame(t)
	g.pass() // the Flood
	// Anna (1) takes over Carla's (3) ic09, which holds 1 unit.
	g.placeAllOn(g.b.Territories[g.s.Holdings(1)[0]].ID)
	from := g.b.Territories[g.s.Holdings(1)[0]].ID
	g.refuse(engine.TransferCommand{Territory: "ic09"}, "transfer.from_where")
	before := g.s.Units[id(t, g.b, from)]
	g.do(engine.TransferCommand{Territory: "ic09", From: from})
	if g.s.Owner[id(t, g.b, "ic09")] != 1 || g.s.Units[id(t, g.b, "ic09")] != 1 || g.s.Units[id(t, g.b, from)] != before-1 {
		t.Errorf("after the transfer: owner %d, units %d, %s %d", g.s.Owner[id(t, g.b, "ic09")], g.s.Units[id(t, g.b, "ic09")], from, g.s.Units[id(t, g.b, from)])
	}
	g.refuse(engine.TransferCommand{Territory: "ic14", From: from}, "transfer.once")
}

// "TEAM OBJECTIVE", Sieg: the completed cards of an eliminated player pass
// to the ally; in Objective they are discarded ("Scheidet ein Spieler aus
// dem Spiel aus, werden seine Kampagnenkarten nicht weitergegeben").
func TestLegendaryEliminatedCampaignCards(t *testing.T) {
	g := teamGame(t)
	// The Flood eliminates Anna, who completed one card.
	legendary.SetCampaign(g.s, 1, []legendary.CampaignCard{{Tier: legendary.TierEasy, Mission: legendary.MissionTable, Done: true}, {Tier: legendary.TierHeroic, Mission: legendary.MissionTable}})
	fixes := merge(hold(0, 10, "ic01"), hold(1, 1, "ic02"), hold(2, 1, "ic10"), hold(3, 1, "ic20"))
	g.haloPosition(4, fixes, map[int]string{0: "ic01", 1: "ic02", 2: "ic10", 3: "ic20", 4: "pg05"})
	g.placeAllOn("ic01")
	g.conquer("ic01", "ic02")
	if !g.s.Players[1].Out {
		t.Fatal("Anna not out")
	}
	carla := legendary.Campaign(g.s, 3)
	if len(carla) != 1 || !carla[0].Done || !carla[0].Passed || legendary.SideCampaigns(g.s, 3) != 1 {
		t.Errorf("Carla holds %+v", carla)
	}
}

// "SLAYER": no campaign cards, no bases; the game goes on "bis einer der
// Spieler das gesamte Spielbrett kontrolliert".
func TestLegendarySlayer(t *testing.T) {
	r := ring(t)
	houses := []string{legendary.UNSC1, legendary.Covenant1, legendary.Flood}
	e := legendarySetup(r, legendary.ModeSlayer, houses, []string{"Anna", "Ben", "Carla"})
	opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"ic02", "pg02"}} })
	s, err := engine.NewGame(r, e)
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, b: r, s: s}
	g.refuse(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierEasy, Mission: legendary.MissionTable}}, "campaign.not_this_game")
	e.Players[0].Base = e.Players[0].Hero
	if got := setupKey(r, e); got != "setup.slayer_no_bases" {
		t.Errorf("a base in Slayer: %q", got)
	}
	// Anna holds everything but pg26 (Ben) and ic03 (Carla).
	g.haloPosition(0, merge(hold(0, 10, "pg25"), hold(1, 1, "pg26"), hold(2, 1, "ic03"), hold(0, 10, "ic02")), map[int]string{0: "ic02", 1: "pg26", 2: "ic03"})
	g.placeAllOn("ic02")
	g.conquer("ic02", "ic03")
	if g.s.Over {
		t.Fatal("over with Ben still on the board")
	}
	g.conquer("pg25", "pg26")
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{0}) {
		t.Errorf("over %v winners %v", g.s.Over, g.s.Winners)
	}
}

// Every mission pattern of the catalogue, met and not met.
func TestLegendaryMissionPatterns(t *testing.T) {
	g := oneOnOne(t, nil)
	g.haloPosition(1, merge(hold(0, 1, "h01", "h02", "h03", "h04", "h05", "h06", "h07", "h08", "h09", "h10"), hold(0, 20, "h11"), hold(2, 2, "h30", "h31")), map[int]string{0: "h11", 1: "h20"})
	g.s.Units[id(t, g.b, "h12")] = 1
	g.placeAllOn("h11")
	// Anna takes Ben's h12 (region h_b) and already holds his base h02.
	g.conquer("h11", "h12")
	card := func(m string, n int, regions ...string) legendary.CampaignCard {
		return legendary.CampaignCard{Mission: m, N: n, Regions: regions}
	}
	for _, c := range []struct {
		card legendary.CampaignCard
		met  bool
	}{
		{card(legendary.MissionHoldTerritories, 12), true},
		{card(legendary.MissionHoldTerritories, 13), false},
		{card(legendary.MissionHoldRegions, 0, "h_a"), true},
		{card(legendary.MissionHoldRegions, 0, "h_a", "h_b"), false},
		{card(legendary.MissionRegionCount, 1), true},
		{card(legendary.MissionRegionCount, 2), false},
		{card(legendary.MissionTakeTerritories, 1), true},
		{card(legendary.MissionTakeTerritories, 2), false},
		{card(legendary.MissionEnemyBases, 1), true},
		{card(legendary.MissionEnemyBases, 2), false},
		{card(legendary.MissionDestroyUnits, 1), true},
		{card(legendary.MissionDestroyUnits, 2), false},
		{card(legendary.MissionDefeatHeroes, 1), false},
		{card(legendary.MissionRegionFromNone, 0), false},
		{card(legendary.MissionRegionsTouched, 1), true},
		{card(legendary.MissionRegionsTouched, 2), false},
	} {
		met, ok := legendary.CampaignMet(g.s, 0, c.card)
		if !ok || met != c.met {
			t.Errorf("%s %d %v: met %v (checkable %v), want %v", c.card.Mission, c.card.N, c.card.Regions, met, ok, c.met)
		}
	}
	if _, ok := legendary.CampaignMet(g.s, 0, card(legendary.MissionTable, 0)); ok {
		t.Error("Herald claims to check a table card")
	}
}

// BenchmarkLegendaryNewGameOnTheRing is the set-up every replay of a Ring
// game starts with: the checks and the game's own copy of the 52-territory
// board with its mobile teleporter links.
func BenchmarkLegendaryNewGameOnTheRing(b *testing.B) {
	r := ring(b)
	e := legendarySetup(r, legendary.ModeObjective, []string{legendary.UNSC1, legendary.Covenant1, legendary.Flood}, []string{"Anna", "Ben", "Carla"})
	opts(&e, func(o *legendary.Options) {
		o.Teleporters = [][2]string{{"ic02", "pg10"}, {"ic05", "pg20"}, {"ic11", "pg03"}}
	})
	for b.Loop() {
		if _, err := engine.NewGame(r, e); err != nil {
			b.Fatal(err)
		}
	}
}
