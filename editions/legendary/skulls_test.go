package legendary_test

import (
	"slices"
	"testing"

	"herald/editions/legendary"
	"herald/engine"
)

// teamGameCards is teamGame (Team Objective with 5 on the Ring) with the
// starting faction cards as the set-up page now sends them: by count
// only, their skulls left to their holders.
func teamGameCards(t *testing.T, skulls func(seat int) []int) *game {
	t.Helper()
	r := ring(t)
	e := legendarySetup(r, legendary.ModeTeam, []string{legendary.Flood, legendary.UNSC1, legendary.Covenant1, legendary.UNSC2, legendary.Covenant2},
		[]string{"Flora", "Anna", "Ben", "Carla", "Dirk"})
	opts(&e, func(o *legendary.Options) { o.TeleporterOption = legendary.TeleportersTeam })
	opts(&e, func(o *legendary.Options) {
		o.Teleporters = [][2]string{{"ic03", "pg03"}, {"ic08", "pg08"}, {"ic13", "pg13"}}
	})
	for i := range e.Players {
		e.Players[i].Points = skulls(i)
	}
	// Through the stored form, as a log is replayed.
	_, payload, err := engine.Encode(e)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := engine.Decode("setup", payload)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.Replay(r, []engine.Event{ev})
	if err != nil {
		t.Fatal(err)
	}
	return &game{t: t, b: r, s: s}
}

// Halo Legendary, "FRAKTIONS-KARTEN": "Die Anzahl der Fraktions-Karten
// eines Spielers ist allen Spielern bekannt, der Inhalt jedoch nicht";
// "TEAM OBJECTIVE (5 SPIELER)": "Fraktions-Karten: Der 4. und 5. Spieler
// starten jeweils mit 1 Fraktions-Karte". The set-up names no skulls: the
// cards are counted, unentered, until their holder enters them on the own
// page; a turn-in that needs them waits for that.
func TestLegendaryStartCardsAreEnteredPrivately(t *testing.T) {
	g := teamGameCards(t, func(int) []int { return nil })
	for seat, want := range []int{0, 0, 0, 1, 1} {
		p := g.s.Players[seat]
		if len(p.Points) != want || p.UnenteredCards() != want {
			t.Errorf("%s: %d cards, %d unentered, want %d of each", p.Name, len(p.Points), p.UnenteredCards(), want)
		}
	}
	for range 3 { // Flora, Anna, Ben
		g.pass()
	}
	if g.s.Current != 3 {
		t.Fatalf("current %d, want Carla", g.s.Current)
	}
	// Carla's card may hold 2 skulls: Herald cannot know before she enters it.
	g.refuse(engine.Trade{Points: []int{2}}, "points.unentered")
	g.refuse(engine.Trade{Points: []int{engine.PointsUnentered}}, "points.unentered")
	g.refuse(legendary.PlayFactionCard{Player: 3, Points: 1}, "points.unentered")
	g.refuse(legendary.EnterSkulls{Player: 3, Points: []int{2, 1}}, "faction.enter_count")
	g.refuse(legendary.EnterSkulls{Player: 3, Points: []int{3}}, "cards.points_bad")
	g.refuse(legendary.EnterSkulls{Player: 1, Points: []int{1}}, "faction.nothing_to_enter")
	g.refuse(legendary.EnterSkulls{Player: 1}, "faction.nothing_to_enter")
	// Dirk enters his out of turn: his own page is his at any time.
	g.do(legendary.EnterSkulls{Player: 4, Points: []int{1}})
	g.do(legendary.EnterSkulls{Player: 3, Points: []int{2}})
	if got := g.s.Players[3].Points; !slices.Equal(got, []int{2}) || g.s.Players[3].UnenteredCards() != 0 {
		t.Errorf("Carla's cards after entry: %v", got)
	}
	if got := g.s.Players[4].Points; !slices.Equal(got, []int{1}) {
		t.Errorf("Dirk's cards after entry: %v", got)
	}
	g.refuse(legendary.EnterSkulls{Player: 3, Points: []int{1}}, "faction.nothing_to_enter")
	pool := g.s.Pool
	g.do(engine.Trade{Points: []int{2}})
	if g.s.Pool != pool+g.s.PointUnits()[2] || len(g.s.Players[3].Points) != 0 {
		t.Errorf("after turning in 2 skulls: pool %d (was %d), hand %v", g.s.Pool, pool, g.s.Players[3].Points)
	}
}

// A turn-in that does not need the unentered card goes through: only the
// cards named must be in the hand.
func TestLegendaryUnenteredCardsDoNotBlockOtherCards(t *testing.T) {
	g := teamGameCards(t, func(int) []int { return nil })
	for range 3 {
		g.pass()
	}
	g.s.Players[3].Points = append(g.s.Players[3].Points, 2) // a card she entered after a draw
	g.do(engine.Trade{Points: []int{2}})
	if got := g.s.Players[3].Points; !slices.Equal(got, []int{engine.PointsUnentered}) {
		t.Errorf("hand after the turn-in: %v, want the unentered card left", got)
	}
}

// A log stored before the skulls were private carries the starting cards'
// skulls in the set-up: it replays with them, nothing left to enter.
func TestLegendaryOldSetUpWithSkullsReplays(t *testing.T) {
	g := teamGameCards(t, func(seat int) []int {
		return slices.Repeat([]int{2}, legendary.StartCards(legendary.ModeTeam, 5, seat))
	})
	if got := g.s.Players[4].Points; !slices.Equal(got, []int{2}) || g.s.Players[4].UnenteredCards() != 0 {
		t.Errorf("Dirk's cards from an old log: %v, %d unentered", got, g.s.Players[4].UnenteredCards())
	}
	g.refuse(legendary.EnterSkulls{Player: 4, Points: []int{1}}, "faction.nothing_to_enter")
	// A set-up with a wrong number of cards is still refused.
	e := legendarySetup(g.b, legendary.ModeTeam, []string{legendary.Flood, legendary.UNSC1, legendary.Covenant1, legendary.UNSC2, legendary.Covenant2},
		[]string{"Flora", "Anna", "Ben", "Carla", "Dirk"})
	opts(&e, func(o *legendary.Options) { o.TeleporterOption = legendary.TeleportersTeam })
	opts(&e, func(o *legendary.Options) { o.Teleporters = [][2]string{{"ic03", "pg03"}} })
	e.Players[4].Points = []int{1, 2}
	if got := setupKey(g.b, e); got != "setup.start_cards" {
		t.Errorf("two cards for the 5th player: %q", got)
	}
}

// The stored event keeps the skulls (the player's own page shows them);
// its history line counts the cards only.
func TestLegendaryEnterSkullsHistoryIsPrivate(t *testing.T) {
	g := teamGameCards(t, func(int) []int { return nil })
	e := legendary.EnterSkulls{Player: 3, Points: []int{2}}
	after := g.try(e)
	lines := engine.Describe(g.s, e, after)
	if len(lines) != 1 || lines[0].Key != "history.enter_skulls" {
		t.Fatalf("history %+v", lines)
	}
	if _, ok := lines[0].Args["skulls"]; ok || lines[0].Args["cards"] != 1 {
		t.Errorf("history line %v: the number of cards only", lines[0].Args)
	}
}
