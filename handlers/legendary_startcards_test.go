package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/editions/legendary"
	"herald/engine"
)

// "SPIELSTART", 5-Spieler-Spiel: "Der 4. Spieler startet mit 1
// Fraktions-Karte und der 5. Spieler mit 2 Fraktions-Karten";
// "FRAKTIONS-KARTEN": "Die Anzahl der Fraktions-Karten eines Spielers ist
// allen Spielern bekannt, der Inhalt jedoch nicht". The shared set-up
// screen says how many cards the 4th and 5th player start with and asks
// nothing about their skulls; each enters them on the own page; the game
// page, the API state and the API events show the count only.
func TestLegendaryStartCardsAreEnteredOnTheOwnPage(t *testing.T) {
	s := newServer(t)
	inland := s.legendaryBoard("ic", "Inland Canyon", 26, legendary.ID)
	pulse := s.legendaryBoard("pg", "Pulse Grid 01", 26, legendary.ID)
	form := url.Values{"name": {"Freitag"}, "mode": {legendary.ModeObjective}, "teleporter_option": {legendary.TeleportersEach},
		"half_a": {inland}, "half_b": {pulse}, "player": {"Anna", "Ben", "Carla", "Dirk", "Eva"}}
	page, fields := s.legendaryStepOne(form)
	for name := range fields {
		if strings.HasPrefix(name, "skulls") {
			t.Errorf("the shared set-up screen asks %s", name)
		}
	}
	if strings.Contains(page, "☠") {
		t.Errorf("the shared set-up screen offers skulls: %s", excerpt(page, "☠"))
	}
	for seat, want := range map[string]string{"3": "Starts with 1 faction card,", "4": "Starts with 2 faction cards,"} {
		if !strings.Contains(excerpt(page, `data-testid="start-cards-`+seat+`"`), want) {
			t.Errorf("seat %s: %s", seat, excerpt(page, `data-testid="start-cards-`+seat+`"`))
		}
	}
	if strings.Contains(page, `data-testid="start-cards-2"`) {
		t.Error("the 3rd player is said to start with cards")
	}
	if code, body := s.postForm("/games/legendary", fields, nil); code != http.StatusSeeOther {
		t.Fatalf("create: %d %s", code, excerpt(body, `role="alert"`))
	}
	if e := s.lastSetup(); len(e.Players[3].Points)+len(e.Players[4].Points) != 0 {
		t.Errorf("the set-up stored skulls: %+v", e.Players)
	}

	_, game := s.get("/games/1?lang=de")
	if got := handCount(game, 4); got != "2 Fraktionskarten (2 noch nicht eingetragen)" {
		t.Errorf("Eva's count on the game page: %s", got)
	}
	_, own := s.get("/games/1/cards/4?lang=de")
	if !strings.Contains(own, `data-testid="enter-skulls-form"`) || !strings.Contains(own, `name="skulls_1"`) || strings.Contains(own, `name="skulls_2"`) {
		t.Fatalf("Eva's own page has no form for her 2 cards: %s", excerpt(own, "own-faction-cards"))
	}
	if _, anna := s.get("/games/1/cards/0"); strings.Contains(anna, `data-testid="enter-skulls-form"`) {
		t.Error("Anna, without cards, is asked for skulls")
	}
	// Eva's turn comes: the shared page offers the turn-in (she holds
	// cards) and refuses it, pointing to her own page.
	st := s.state(1)
	for st.Current != 4 {
		s.passTurn(st)
		st = s.state(1)
	}
	if _, game = s.get("/games/1"); !strings.Contains(game, `data-testid="point-trade-form"`) {
		t.Errorf("no turn-in form for Eva's 2 cards: %s", excerpt(game, `data-testid="cards"`))
	}
	code, body := s.postForm("/games/1/trade?lang=de", url.Values{"seq": {strconv.Itoa(st.Seq)}, "ones": {"0"}, "twos": {"2"}}, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, "Eva hat noch 2 Fraktionskarten, deren Schädel nicht eingetragen sind") || !strings.Contains(body, "eigenen Kartenseite") {
		t.Errorf("turn-in before entry: %d %s", code, excerpt(body, `role="alert"`))
	}
	_, own = s.get("/games/1/cards/4?lang=de")
	seq := formFields(own).Get("seq")
	// One card only: refused on the own page, in words.
	code, body = s.postForm("/games/1/cards/4/skulls?lang=en", url.Values{"seq": {seq}, "skulls_0": {"2"}}, nil)
	if code != http.StatusBadRequest && code != http.StatusUnprocessableEntity {
		t.Errorf("one of two cards: %d %s", code, excerpt(body, `role="alert"`))
	}
	loc := s.redirect("/games/1/cards/4/skulls", url.Values{"seq": {seq}, "skulls_0": {"2"}, "skulls_1": {"1"}})
	if _, own = s.get(loc + "&lang=de"); !strings.Contains(own, "1 mit 1 Schädel, 1 mit 2 Schädeln") || strings.Contains(own, `data-testid="enter-skulls-form"`) {
		t.Errorf("Eva's own page after entry: %s", excerpt(own, "own-faction-cards"))
	}
	_, game = s.get("/games/1?lang=de")
	if got := handCount(game, 4); got != "2 Fraktionskarten" {
		t.Errorf("Eva's count after entry: %s", got)
	}

	var api struct {
		Players []map[string]any `json:"players"`
	}
	s.getJSON("/api/games/1", &api)
	if d := api.Players[3]; d["cards"] != float64(1) || d["unentered_cards"] != float64(1) || d["skulls"] != nil {
		t.Errorf("API state of Dirk: %v", d)
	}
	if e := api.Players[4]; e["cards"] != float64(2) || e["unentered_cards"] != float64(0) || e["skulls"] != nil {
		t.Errorf("API state of Eva: %v", e)
	}
	_, events, _ := s.do("GET", "/api/games/1/events", "", nil, nil)
	if !strings.Contains(events, `"type":"enter_skulls"`) || strings.Contains(events, `"skulls"`) || !strings.Contains(events, `"cards":2`) {
		t.Errorf("the API events: %s", excerpt(events, "enter_skulls"))
	}
}

// The API set-up needs no skulls either, and a tool (or a stored log)
// that sends them is not refused: the cards are then already entered.
func TestAPILegendarySetUpWithOrWithoutStartSkulls(t *testing.T) {
	s := newServer(t)
	inland := s.legendaryBoard("ic", "Inland Canyon", 26, legendary.ID)
	pulse := s.legendaryBoard("pg", "Pulse Grid 01", 26, legendary.ID)
	// Territory k to seat k mod 4, 1 unit each, the rest of the 25 on the
	// first ("4 SPIELER: 25 Einheiten").
	owners, units, first := map[string]int{}, map[string]int{}, make([]string, 4)
	have := make([]int, 4)
	k := 0
	for _, h := range []string{"ic", "pg"} {
		for i := 1; i <= 26; i++ {
			id := h + string(rune('0'+i/10)) + string(rune('0'+i%10))
			seat := k % 4
			owners[id], units[id] = seat, 1
			have[seat]++
			if first[seat] == "" {
				first[seat] = id
			}
			k++
		}
	}
	houses := []string{legendary.UNSC1, legendary.Covenant1, legendary.Flood, legendary.UNSC2}
	for seat := range 4 {
		units[first[seat]] += legendary.StartUnits(legendary.ModeObjective, 4, engine.Faction(houses[seat])) - have[seat]
	}
	for _, skulls := range [][]int{nil, {2}} {
		var players []map[string]any
		for i, h := range houses {
			p := map[string]any{"name": []string{"Anna", "Ben", "Carla", "Dirk"}[i], "house": h, "base": first[i], "hero": first[i]}
			if i == 3 && skulls != nil {
				p["skulls"] = skulls
			}
			players = append(players, p)
		}
		in := map[string]any{"edition": legendary.ID, "board": inland + "+" + pulse, "mode": legendary.ModeObjective,
			"teleporter_option": legendary.TeleportersLast, "owners": owners, "units": units, "teleporters": [][2]string{{"ic05", "pg20"}}, "players": players}
		code, st := s.postJSON("/api/games?lang=en", in)
		if code != http.StatusCreated {
			t.Fatalf("skulls %v: %d %v", skulls, code, st)
		}
		d := st["players"].([]any)[3].(map[string]any)
		if want := float64(1 - len(skulls)); d["cards"] != float64(1) || d["unentered_cards"] != want || d["skulls"] != nil {
			t.Errorf("skulls %v: Dirk %v", skulls, d)
		}
	}
}

// handCount is the text of a player's card count on the game page.
func handCount(page string, seat int) string {
	_, after, _ := strings.Cut(page, `data-testid="hand-count-`+strconv.Itoa(seat)+`">`)
	text, _, _ := strings.Cut(after, "<")
	return text
}

// passTurn places the current player's reinforcement on a territory of
// theirs and ends the turn, through the API.
func (s *server) passTurn(st state) {
	s.t.Helper()
	for _, terr := range st.Territories {
		if terr.Owner == st.Current {
			if code, out := s.event(st, "place", map[string]any{"territory": terr.ID, "units": st.Reinforcement.ToPlace}); code != http.StatusCreated {
				s.t.Fatalf("place: %d %v", code, out)
			}
			break
		}
	}
	st = s.state(st.ID)
	if code, out := s.event(st, "end_turn", map[string]any{}); code != http.StatusCreated {
		s.t.Fatalf("end_turn: %d %v", code, out)
	}
}
