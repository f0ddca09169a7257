package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/maps"
)

// classicAPIGame creates a 3-player classic game through the API on the
// table's deck, dealt round robin; extra are more fields of the body.
func classicAPIGame(t *testing.T, s *server, extra map[string]any) (int, map[string]any) {
	t.Helper()
	owners, units := map[string]int{}, map[string]int{}
	for i, tr := range maps.MustLoad("classic").Territories {
		owners[tr.ID], units[tr.ID] = i%3, 1
		if i < 3 {
			units[tr.ID] = 22
		}
	}
	in := map[string]any{"edition": "classic", "name": "Welt", "owners": owners, "units": units, "deck_mode": "table",
		"players": []map[string]any{{"name": "Anna", "house": "red"}, {"name": "Ben", "house": "blue"}, {"name": "Carla", "house": "green"}}}
	for k, v := range extra {
		in[k] = v
	}
	return s.postJSON("/api/games?lang=en", in)
}

// The API's hand shows a wild card as a card without a territory (it was
// {"territory": "wild_1", "symbol": "infantry"}, looked up as one), and
// deck_left counts the table's deck: 44 cards at the start (42 territory
// cards and 2 wild cards, classic 1993, Equipment), 41 once three are in
// a hand (it stayed 0).
func TestClassicAPIHandAndDeckLeft(t *testing.T) {
	s := newServer(t)
	code, out := classicAPIGame(t, s, nil)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %v", code, out)
	}
	if out["deck_left"] != float64(44) {
		t.Errorf("deck_left at the start %v, want 44", out["deck_left"])
	}
	id := int(out["id"].(float64))
	code, out = s.postJSON("/api/games/"+strconv.Itoa(id)+"/events", map[string]any{"seq": out["seq"], "type": "correct_hand",
		"payload": map[string]any{"player": 0, "cards": []string{"wild_1", "alaska", "peru"}}})
	if code != http.StatusCreated {
		t.Fatalf("correct_hand: %d %v", code, out)
	}
	var st struct {
		Hand     []map[string]string `json:"hand"`
		DeckLeft int                 `json:"deck_left"`
	}
	s.getJSON("/api/games/"+strconv.Itoa(id), &st)
	if st.DeckLeft != 41 {
		t.Errorf("deck_left with 3 cards in a hand %d, want 41", st.DeckLeft)
	}
	hand, _ := json.Marshal(st.Hand)
	want := `[{"card":"wild_1","symbol":"wild"},{"symbol":"infantry","territory":"alaska"},{"symbol":"cavalry","territory":"peru"}]`
	if string(hand) != want {
		t.Errorf("hand %s\nwant %s", hand, want)
	}
}

// The fortify rule is the table's choice at set-up, through the API as
// through the page: a body without "fortify" plays the 1993 rule
// (adjacent), "connected" the 2008 one, another value is refused; the
// refusal of a non-adjacent fortify names both territories.
func TestClassicAPIFortifyRule(t *testing.T) {
	s := newServer(t)
	code, out := classicAPIGame(t, s, map[string]any{"fortify": "sideways"})
	if code != http.StatusUnprocessableEntity && code != http.StatusBadRequest {
		t.Errorf("fortify sideways: %d %v", code, out)
	}
	for _, c := range []struct{ rule, want string }{{"", "adjacent"}, {"connected", "connected"}} {
		extra := map[string]any{}
		if c.rule != "" {
			extra["fortify"] = c.rule
		}
		code, out := classicAPIGame(t, s, extra)
		if code != http.StatusCreated {
			t.Fatalf("fortify %q: %d %v", c.rule, code, out)
		}
		id := strconv.Itoa(int(out["id"].(float64)))
		var evs []struct {
			Type    string         `json:"type"`
			Payload map[string]any `json:"payload"`
		}
		s.getJSON("/api/games/"+id+"/events", &evs)
		if got := evs[0].Payload["fortify"]; got != c.want {
			t.Errorf("fortify %q: the set-up stores %v, want %s", c.rule, got, c.want)
		}
		// Anna (seat 0) holds Alaska (22 armies) and places her 4 there;
		// Alberta and Ontario are made hers: Alaska -> Ontario is through
		// Alberta, not adjacent.
		st := s.state(int(out["id"].(float64)))
		fix := []map[string]any{{"territory": "alberta", "owner": 0, "units": 1}, {"territory": "ontario", "owner": 0, "units": 1}}
		s.event(st, "correct", map[string]any{"territories": fix})
		st = s.state(st.ID)
		s.event(st, "place", map[string]any{"territory": "alaska", "units": st.Reinforcement.ToPlace})
		st = s.state(st.ID)
		code, res := s.postJSON("/api/games/"+id+"/events?lang=en", map[string]any{"seq": st.Seq, "type": "maneuver",
			"payload": map[string]any{"from": "alaska", "to": "ontario", "units": 2}})
		msg, _ := res["error"].(string)
		switch c.want {
		case "adjacent":
			if code != http.StatusUnprocessableEntity || !strings.Contains(msg, "Alaska") || !strings.Contains(msg, "Ontario") {
				t.Errorf("1993 rule: Alaska -> Ontario: %d %v", code, res)
			}
		case "connected":
			if code != http.StatusCreated {
				t.Errorf("2008 rule: Alaska -> Ontario through Alberta: %d %v", code, res)
			}
		}
	}
}

// The set-up page offers the fortify rule (the 1993 rule chosen), stores
// the choice, and the game page says beside the maneuver form which rule
// the game plays, in the players' words.
func TestClassicSetUpPageFortifyChoice(t *testing.T) {
	s := newServer(t)
	for _, c := range []struct{ rule, en, de string }{
		{"adjacent", "into one adjacent territory of yours (1993 rules)", "in ein angrenzendes eigenes Gebiet (Regeln von 1993)"},
		{"connected", "along a chain of your own territories (2008 rules)", "über eine Kette eigener Gebiete (Regeln von 2008)"},
	} {
		form := url.Values{"edition": {"classic"}, "name": {"Welt"}, "player": {"Anna", "Ben", "Carla"},
			"house": {"red", "blue", "green"}, "deal": {"table"}, "deck": {"table"}}
		_, page := s.postForm("/games?lang=en", form, nil)
		if !strings.Contains(page, `value="adjacent" checked`) || !strings.Contains(page, "(2008 rules)") {
			t.Fatalf("the set-up page does not offer the fortify rule, 1993 chosen:\n%s", excerpt(page, "fortify"))
		}
		form.Set("fortify", c.rule)
		form.Set("step", "board")
		for i, tr := range maps.MustLoad("classic").Territories {
			form.Set("owner_"+tr.ID, strconv.Itoa(i%3))
			units := 1
			if i < 3 {
				units = 22
			}
			form.Set("units_"+tr.ID, strconv.Itoa(units))
		}
		game := s.redirect("/games", form)
		var st state
		s.getJSON("/api"+game, &st)
		s.redirect(game+"/place", url.Values{"seq": {strconv.Itoa(st.Seq)}, "territory": {"alaska"}, "units": {strconv.Itoa(st.Reinforcement.ToPlace)}})
		for lang, want := range map[string]string{"en": c.en, "de": c.de} {
			_, body := s.get(game + "?lang=" + lang)
			if !strings.Contains(body, want) {
				t.Errorf("%s game page (%s) does not say %q:\n%s", c.rule, lang, want, excerpt(body, "maneuver-form"))
			}
		}
	}
}

// Herald's deck of a classic game keeps the key of its reshuffles (the
// traded cards shuffled into a new deck when it runs out) in the stored
// set-up, and no door shows it: neither the API's events nor the game
// file, as the deck's order itself.
func TestClassicReshuffleSeedStaysSecret(t *testing.T) {
	s := newServer(t)
	form := url.Values{"edition": {"classic"}, "name": {"Welt"}, "player": {"Anna", "Ben", "Carla"},
		"house": {"red", "blue", "green"}, "deal": {"table"}, "deck": {"herald"}, "step": {"board"}}
	for i, tr := range maps.MustLoad("classic").Territories {
		form.Set("owner_"+tr.ID, strconv.Itoa(i%3))
		units := 1
		if i < 3 {
			units = 22
		}
		form.Set("units_"+tr.ID, strconv.Itoa(units))
	}
	game := s.redirect("/games", form)
	id, _ := strconv.Atoi(strings.TrimPrefix(game, "/games/"))
	stored, err := s.store.Events(t.Context(), int64(id))
	if err != nil {
		t.Fatal(err)
	}
	var setup struct {
		Seed string `json:"deck_seed"`
	}
	if err := json.Unmarshal(stored[0].Payload, &setup); err != nil || len(setup.Seed) < 16 {
		t.Fatalf("stored set-up without a seed: %v %s", err, stored[0].Payload)
	}
	_, events := s.get("/api/games/" + strconv.Itoa(id) + "/events")
	_, file := s.get("/api/games/" + strconv.Itoa(id) + "/export")
	for door, body := range map[string]string{"API events": events, "game file": file} {
		if strings.Contains(body, setup.Seed) || strings.Contains(body, "deck_seed") {
			t.Errorf("the %s show the seed of the reshuffles", door)
		}
	}
}
