package legendary_test

import (
	"encoding/json"
	"net/url"
	"slices"
	"testing"

	"herald/editions/legendary"
	"herald/engine"
	"herald/views"
)

// A game file without its secrets (a copy made from a phone) counts the
// faction cards and names no skulls: "Die Anzahl der Fraktions-Karten
// eines Spielers ist allen Spielern bekannt, der Inhalt jedoch nicht"
// (seed 000, FRAKTIONS-KARTEN). The copy holds cards of unknown skulls
// (engine.PointsUnknown) where the holder had entered them: an entry kept
// by its count turns the cards never entered into unknown ones, a draw
// kept by its count gives unknown ones, and a set-up stored with the
// starting skulls gives them unknown too.
func TestLegendaryFileCountsGiveUnknownCards(t *testing.T) {
	g := teamGameCards(t, func(int) []int { return nil })
	g.refuse(legendary.EnterSkulls{Player: 3, Cards: 2}, "faction.enter_count")
	g.refuse(legendary.EnterSkulls{Player: 3, Cards: 1, Points: []int{2}}, "faction.enter_count")
	g.refuse(legendary.EnterSkulls{Player: 1, Cards: 1}, "faction.nothing_to_enter")
	g.do(legendary.EnterSkulls{Player: 3, Cards: 1})
	if got := g.s.Players[3].Points; !slices.Equal(got, []int{engine.PointsUnknown}) || g.s.Players[3].UnenteredCards() != 1 {
		t.Errorf("Carla's cards after an entry kept by its count: %v, %d to enter again", got, g.s.Players[3].UnenteredCards())
	}
	g.refuse(legendary.EnterSkulls{Player: 3, Cards: 1}, "faction.nothing_to_enter")
	lines := engine.Describe(g.s, legendary.EnterSkulls{Player: 4, Cards: 1}, g.try(legendary.EnterSkulls{Player: 4, Cards: 1}))
	if len(lines) != 1 || lines[0].Args["cards"] != 1 {
		t.Errorf("history of an entry kept by its count: %+v", lines)
	}

	// "Wenn Sie in Ihrem Zug mindestens 1 feindliches Gebiet erobert
	// haben, erhalten Sie 1 Fraktionskarte": a draw kept by its count.
	d := oneOnOne(t, nil)
	d.placeAllOn("h01")
	d.conquer("h01", "h02")
	d.refuse(engine.EndTurn{Draw: true, Cards: 2}, "draw.point_cards")
	d.refuse(engine.EndTurn{Draw: true, Cards: 1, Points: []int{2}}, "draw.point_cards")
	d.refuse(engine.EndTurn{Draw: true, Cards: -1, Points: []int{2}}, "draw.not_this_edition")
	after := d.try(engine.EndTurn{Draw: true, Cards: 1})
	if got := after.Players[0].Points; !slices.Equal(got, []int{engine.PointsUnknown}) {
		t.Errorf("Anna's cards after a draw kept by its count: %v", got)
	}
	if lines := engine.Describe(d.s, engine.EndTurn{Draw: true, Cards: 1}, after); len(lines) == 0 || lines[0].Key != "history.end_turn_faction_cards" || lines[0].Args["cards"] != 1 {
		t.Errorf("history of a draw kept by its count: %+v", lines)
	}
	n := oneOnOne(t, nil)
	n.placeAllOn("h01")
	n.refuse(engine.EndTurn{Cards: 1}, "draw.card_without_draw")

	// A set-up stored with the starting skulls, its file counting them.
	old := teamGameCards(t, func(int) []int { return nil })
	e := legendarySetup(old.b, legendary.ModeTeam, []string{legendary.Flood, legendary.UNSC1, legendary.Covenant1, legendary.UNSC2, legendary.Covenant2},
		[]string{"Flora", "Anna", "Ben", "Carla", "Dirk"})
	opts(&e, func(o *legendary.Options) { o.TeleporterOption = legendary.TeleportersTeam })
	opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"ic03", "pg03"}} })
	e.Players[4].Points, e.Players[4].Options = nil, engine.OptionsOf(legendary.SeatOptions{Cards: 1})
	s, err := engine.NewGame(old.b, e)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Players[4].Points; !slices.Equal(got, []int{engine.PointsUnknown}) {
		t.Errorf("Dirk's starting card from a file that counts it: %v", got)
	}
	e.Players[4].Options = engine.OptionsOf(legendary.SeatOptions{Cards: 2})
	if got := setupKey(old.b, e); got != "setup.start_cards" {
		t.Errorf("two counted cards for the 5th player: %q", got)
	}
}

// In the copy a use naming skulls the hand lacks turns an unknown card
// face up, as the copy's log replays the original's uses ("Sparen Sie
// z.B. mehrere Fraktionskarten auf, um sie zu Beginn Ihres Zuges gegen
// Einheiten einzutauschen"; "FRAKTIONS-KARTEN BENUTZEN"); a card never
// entered still blocks such a use until its holder enters it, and the
// holder's entry gives the unknown cards their skulls.
func TestLegendaryUnknownCardsTurnFaceUp(t *testing.T) {
	g := teamGameCards(t, func(int) []int { return nil })
	g.do(legendary.EnterSkulls{Player: 3, Cards: 1})
	for range 3 {
		g.pass()
	}
	g.refuse(engine.Trade{Points: []int{engine.PointsUnknown}}, "trade.points_not_in_hand")
	g.refuse(engine.Trade{Points: []int{2, 2}}, "trade.points_not_in_hand")
	pool := g.s.Pool
	g.do(engine.Trade{Points: []int{2}})
	if g.s.Pool != pool+g.s.PointUnits()[2] || len(g.s.Players[3].Points) != 0 {
		t.Errorf("after turning in the unknown card as 2 skulls: pool %d (was %d), hand %v", g.s.Pool, pool, g.s.Players[3].Points)
	}

	// The live rule stands: Dirk's card was never entered.
	g.placeAllOn(g.b.Territories[g.s.Holdings(3)[0]].ID)
	g.do(engine.EndTurn{})
	g.refuse(engine.Trade{Points: []int{2}}, "points.unentered")
	g.refuse(legendary.PlayFactionCard{Player: 4, Points: 1}, "points.unentered")
	g.s.Players[4].Points = []int{engine.PointsUnentered, engine.PointsUnknown, engine.PointsUnknown}
	g.do(legendary.PlayFactionCard{Player: 4, Points: 1}) // an unknown card, face up
	g.refuse(legendary.PlayFactionCard{Player: 4, Points: engine.PointsUnknown}, "points.unentered")
	g.refuse(engine.Trade{Points: []int{2, 2}}, "points.unentered")
	if got := g.s.Players[4].Points; !slices.Equal(got, []int{engine.PointsUnentered, engine.PointsUnknown}) {
		t.Errorf("Dirk's hand after playing an unknown card: %v", got)
	}
	// Dirk enters them all on his page: the one never entered, the unknown one.
	g.refuse(legendary.EnterSkulls{Player: 4, Points: []int{2}}, "faction.enter_count")
	g.do(legendary.EnterSkulls{Player: 4, Points: []int{1, 2}})
	if got := g.s.Players[4].Points; !slices.Equal(got, []int{1, 2}) || g.s.Players[4].UnenteredCards() != 0 {
		t.Errorf("Dirk's hand after entering: %v", got)
	}
}

// A campaign card a game file kept by its tier alone ("Die
// Kampagnen-Karten werden verdeckt ausgeteilt", seed 000, KAMPAGNEN-KARTEN)
// is a card of unknown mission in the copy: Herald can neither verify it
// nor tell the table what it confirms, so completing it waits until its
// holder records it again ("Wenn Sie ein Kampagnenziel erreicht haben,
// decken Sie die entsprechende Karte auf"). The record form never sends a
// card without its mission.
func TestLegendaryUnknownCampaignCard(t *testing.T) {
	g := oneOnOne(t, nil)
	unknown := legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierEasy}}
	g.refuse(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierEasy, N: 3}}, "campaign.mission_unknown")
	g.do(unknown)
	if cards := legendary.Campaign(g.s, 0); len(cards) != 1 || cards[0].Mission != legendary.MissionUnknown || cards[0].Done {
		t.Fatalf("Anna's cards: %+v", cards)
	}
	g.placeAllOn("h01")
	g.refuse(legendary.CompleteCampaign{Tier: legendary.TierEasy, Confirmed: true}, "campaign.unknown_card")
	g.refuse(legendary.CompleteCampaign{Tier: legendary.TierEasy}, "campaign.unknown_card")
	g.do(legendary.RecordCampaign{Player: 0, CampaignCard: legendary.CampaignCard{Tier: legendary.TierEasy, Mission: legendary.MissionTable, Text: "Halte h01"}})
	if cards := legendary.Campaign(g.s, 0); len(cards) != 1 || cards[0].Mission != legendary.MissionTable {
		t.Fatalf("Anna's cards after recording again: %+v", cards)
	}
	g.do(legendary.CompleteCampaign{Tier: legendary.TierEasy, Confirmed: true})

	record := views.ActionsOf(legendary.ID).SeatActions[0]
	_, err := record.Decode(g.s, 1, url.Values{"tier": {legendary.TierEasy}, "mission": {""}})
	if ruleKey(err) != "campaign.choose_mission" {
		t.Errorf("the record form without a mission: %v", err)
	}
}

// A hand's correction names the skulls of the player's faction cards, own
// and taken, which are theirs alone: "Die Anzahl der Fraktions-Karten
// eines Spielers ist allen Spielern bekannt, der Inhalt jedoch nicht"
// (seed 000, FRAKTIONS-KARTEN). The API's event list and a game file
// without secrets keep it by its counts (engine.CorrectHand.PointCards,
// TakenCards); replayed, the counts give that many cards of unknown
// skulls, which the holder enters again on their page.
func TestLegendaryFileCountsACorrectedHand(t *testing.T) {
	hide := views.ActionsOf(legendary.ID).APIEvent
	stored := `{"player":2,"cards":null,"skulls":[2,1],"taken":[2]}`
	counted := hide("correct_hand", json.RawMessage(stored))
	if string(counted) != `{"cards":null,"player":2,"skull_cards":2,"taken_cards":1}` {
		t.Fatalf("the correction as the API and a file keep it: %s", counted)
	}
	if again := hide("correct_hand", counted); string(again) != string(counted) {
		t.Errorf("a counted correction counted again: %s", again)
	}
	other := hide("correct_hand", json.RawMessage(`{"player":2,"cards":null,"skulls":[1,1],"taken":[1]}`))
	if string(other) != string(counted) {
		t.Errorf("two corrections that differ only in their skulls: %s and %s", counted, other)
	}

	g := teamGameCards(t, func(int) []int { return nil })
	e, err := engine.Decode("correct_hand", counted)
	if err != nil {
		t.Fatal(err)
	}
	g.refuse(engine.CorrectHand{Player: 2, PointCards: -1}, "correct.counted_cards")
	g.refuse(engine.CorrectHand{Player: 2, TakenCards: -1}, "correct.counted_cards")
	after := g.try(e)
	if lines := engine.Describe(g.s, e, after); len(lines) != 1 || lines[0].Args["cards"] != 3 {
		t.Errorf("history of a counted correction: %+v", lines)
	}
	g.do(e)
	ben := g.s.Players[2]
	unknown := engine.PointsUnknown
	if !slices.Equal(ben.Points, []int{unknown, unknown}) || !slices.Equal(ben.TakenPoints, []int{unknown}) || ben.UnenteredCards() != 3 {
		t.Fatalf("Ben's cards after a counted correction: %v, taken %v", ben.Points, ben.TakenPoints)
	}
	g.do(legendary.EnterSkulls{Player: 2, Points: []int{2, 1, 2}})
	if ben = g.s.Players[2]; !slices.Equal(ben.Points, []int{2, 1}) || !slices.Equal(ben.TakenPoints, []int{2}) || ben.UnenteredCards() != 0 {
		t.Errorf("Ben's cards entered again: %v, taken %v", ben.Points, ben.TakenPoints)
	}
}
