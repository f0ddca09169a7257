package handlers_test

import (
	"encoding/json"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
)

// missionBoard is the set-up board of the recorded Secret Mission game,
// as the set-up form's board step takes it.
func missionBoard(t *testing.T) (owners, units map[string]int) {
	g := enginetest.Load(t, secretMissionGame)
	var setup struct {
		Owners map[string]int `json:"owners"`
		Units  map[string]int `json:"units"`
	}
	if err := json.Unmarshal(g.Events[0].Payload, &setup); err != nil {
		t.Fatal(err)
	}
	return setup.Owners, setup.Units
}

// TestSecretMissionThroughPagesAndAPI plays a 3-player Secret Mission
// game (classic 1993, Secret Mission Risk) end to end: set up on the
// set-up page with the table's deal of the mission cards, each holder
// enters their card on their own page (no other page names it), the
// moves of the recorded game go through the API, and the game ends the
// moment Anna's "occupy 18 territories with at least 2 armies" is met:
// reason "mission" on the game page, the summary and the API, every card
// turned over there ("reveals the Mission card to prove it").
func TestSecretMissionThroughPagesAndAPI(t *testing.T) {
	s := newServer(t)
	form := url.Values{"edition": {"classic"}, "name": {"Auftrag"}, "player": {"Anna", "Ben", "Cara"},
		"house": {"red", "blue", "green"}, "deal": {"table"}, "deck": {"table"}, "variant": {"secret_mission"},
		"mission_deal": {"table"}, "step": {"board"}}
	owners, units := missionBoard(t)
	for id, o := range owners {
		form.Set("owner_"+id, strconv.Itoa(o))
		form.Set("units_"+id, strconv.Itoa(units[id]))
	}
	game := s.redirect("/games", form)
	cards := map[int]string{0: "occupy_18_two_armies", 1: "destroy_green", 2: "asia_africa"}
	for p := range 3 {
		page := s.page(game+"/cards/"+strconv.Itoa(p), "en")
		if !strings.Contains(page, `data-testid="no-mission"`) || strings.Contains(page, "destroy_yellow") {
			t.Fatalf("seat %d's page before the card: %s", p, excerpt(page, "mission-page"))
		}
		var st state
		s.getJSON("/api"+game, &st)
		s.redirect(game+"/cards/"+strconv.Itoa(p), url.Values{"seq": {strconv.Itoa(st.Seq)}, "mission": {cards[p]}})
	}
	if own := s.page(game+"/cards/0", "en"); !strings.Contains(own, "Occupy 18 territories with at least 2 armies in each.") {
		t.Errorf("Anna's page does not show her card: %s", excerpt(own, "own-mission"))
	}
	shared := s.page(game, "en")
	if !strings.Contains(shared, "Anna entered their mission card.") {
		t.Errorf("the history does not say the card was entered")
	}
	if !strings.Contains(shared, `data-testid="mission-links"`) || strings.Contains(shared, "Occupy 18") || strings.Contains(shared, "Conquer Asia") {
		t.Errorf("the game page: links %v, or names a card", strings.Contains(shared, "mission-links"))
	}
	_, api := s.get("/api" + game)
	if strings.Contains(api, "occupy_18") || !strings.Contains(api, `"variant":"secret_mission"`) {
		t.Errorf("the API names a card before the end: %.300s", api)
	}
	g := enginetest.Load(t, secretMissionGame)
	for _, e := range g.Events[4:] {
		var st state
		s.getJSON("/api"+game, &st)
		s.post(st, e.Type, e.Payload)
	}
	var end struct {
		Over    bool   `json:"over"`
		Reason  string `json:"end_reason"`
		Winners []int  `json:"winners"`
		Players []struct {
			Mission string `json:"mission"`
		} `json:"players"`
	}
	s.getJSON("/api"+game, &end)
	if !end.Over || end.Reason != "mission" || len(end.Winners) != 1 || end.Winners[0] != 0 || end.Players[1].Mission != "destroy_green" {
		t.Fatalf("end: %+v", end)
	}
	for _, path := range []string{game, game + "/summary"} {
		page := s.page(path, "en")
		if !strings.Contains(page, "Mission accomplished") {
			t.Errorf("%s: no reason 'mission'", path)
		}
	}
	if sum := s.page(game+"/summary", "de"); !strings.Contains(sum, "Besetze 18 Länder mit je mindestens 2 Armeen.") || !strings.Contains(sum, "Vernichte alle Armeen von Grün.") {
		t.Errorf("the summary does not turn the cards over: %s", excerpt(sum, "mission-cards"))
	}
	seatsAtTheEnd(t, s, game)
}

// seatsAtTheEnd: once the game is over, a seat's phone says who won and
// why and links the summary, as the tablet does, not "It is Anna's
// turn" (found by a player's audit); the mission card page no longer
// says the card is for this phone alone, now that every card is face up.
func seatsAtTheEnd(t *testing.T, s *server, game string) {
	t.Helper()
	id, _ := strconv.ParseInt(strings.TrimPrefix(game, "/games/"), 10, 64)
	ben := s.takeSeat(id, s.issueSeat(id, 1, "GET"))
	for lang, winner := range map[string]string{"fr": "Victoire\u00a0: Anna", "de": "Sieg: Anna"} {
		me := s.getAs(game+"/me?lang="+lang, ben)
		if !strings.Contains(me, `data-testid="scores"`) || !strings.Contains(me, html.EscapeString(winner)) ||
			!strings.Contains(me, `href="`+game+`/summary"`) || strings.Contains(me, `data-testid="seat-their-turn"`) {
			t.Errorf("%s: Ben's phone at the end: %s", lang, excerpt(me, "seat-turn"))
		}
	}
	card := s.getAs(game+"/cards/1?lang=de", ben)
	if !strings.Contains(card, "Alle Auftragskarten liegen jetzt offen") || strings.Contains(card, "Nur du siehst diese Karte") {
		t.Errorf("Ben's mission card page at the end: %s", excerpt(card, "private-note"))
	}
}

// TestSecretMissionHeraldDealsThroughAPI: a Secret Mission game created
// through the API gets its cards from Herald, one each, none naming a
// colour nobody plays ("the General removes the Mission cards that refer
// to the unused colors"); the API says a card is dealt, never which; a
// variant Herald does not know is refused with a sentence naming it.
func TestSecretMissionHeraldDealsThroughAPI(t *testing.T) {
	s := newServer(t)
	owners, units := missionBoard(t)
	in := map[string]any{"edition": "classic", "name": "Auftrag", "owners": owners, "units": units, "variant": "secret_mission",
		"players": []map[string]any{{"name": "Anna", "house": "red"}, {"name": "Ben", "house": "blue"}, {"name": "Cara", "house": "green"}}}
	code, out := s.postJSON("/api/games", in)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %v", code, out)
	}
	id := strconv.Itoa(int(out["id"].(float64)))
	_, st := s.get("/api/games/" + id)
	_, evs := s.get("/api/games/" + id + "/events")
	if strings.Count(st, `"mission_entered":true`) != 3 || strings.Contains(st, `"mission":`) || strings.Contains(evs, `"mission"`) {
		t.Errorf("the API after Herald's deal: %.400s / %.300s", st, evs)
	}
	seen := map[string]bool{}
	for p := range 3 {
		page := s.page("/games/"+id+"/cards/"+strconv.Itoa(p), "en")
		i := strings.Index(page, `data-testid="own-mission">`)
		if i < 0 {
			t.Fatalf("seat %d has no card", p)
		}
		card := page[i : i+strings.Index(page[i:], "<")]
		if seen[card] || strings.Contains(card, "Yellow") || strings.Contains(card, "Black") || strings.Contains(card, "Pink") {
			t.Errorf("seat %d: %q (dealt twice, or an unused colour)", p, card)
		}
		seen[card] = true
	}
	in["variant"] = "capture_the_flag"
	if code, out := s.postJSON("/api/games?lang=en", in); code == http.StatusCreated || !strings.Contains(out["error"].(string), "capture_the_flag") {
		t.Errorf("an unknown variant: %d %v", code, out)
	}
}
