package handlers_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// conquered plays to a pending conquest of King's Landing from Harrenhal
// holding 10 units after placing.
func (s *server) conquered() state {
	s.t.Helper()
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 10}, "kings_landing": {2, 1}})
	s.event(st, "place", map[string]any{"territory": "harrenhal", "units": st.Reinforcement.ToPlace})
	st = s.state(st.ID)
	code, out := s.event(st, "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "attack_dice": []int{6, 6, 6}, "defend_dice": []int{1}})
	if code != http.StatusCreated {
		s.t.Fatalf("attack: %d %v", code, out)
	}
	return s.state(st.ID)
}

func (st state) units(id string) int {
	for _, t := range st.Territories {
		if t.ID == id {
			return t.Units
		}
	}
	return -1
}

// The move-in form has a number field "units" and a button "Alle N
// einrücken" with name "units" and value N. A plain (non-htmx) submit by
// that button sends both, the field first and the pressed button last (the
// HTML form data set is in tree order, with only the pressed button in
// it); the button's value must win. The plain submit sends the field alone.
func TestMoveInAllButtonWins(t *testing.T) {
	for _, c := range []struct {
		name  string
		units []string
		want  func(max int) int
	}{
		{"all button", []string{"3", "all"}, func(max int) int { return max }},
		{"typed number", []string{"4"}, func(int) int { return 4 }},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newServer(t)
			st := s.conquered()
			max := st.units("harrenhal") - 1
			form := url.Values{"seq": {strconv.Itoa(st.Seq)}}
			for _, u := range c.units {
				if u == "all" {
					u = strconv.Itoa(max)
				}
				form.Add("units", u)
			}
			code, _ := s.postForm("/games/1/move-in", form, nil)
			if code != http.StatusSeeOther {
				t.Fatalf("move-in: %d", code)
			}
			if got, want := s.state(st.ID).units("kings_landing"), c.want(max); got != want {
				t.Errorf("King's Landing holds %d units after the move-in, want %d", got, want)
			}
		})
	}
}

// Issue 13: "end_turn with {"drow": true} ends the turn without the card
// the player earned"; "{"units": 1, "bogus": 1} is recorded"; "deal:
// "magic" is accepted at set-up". The API refuses each with a sentence
// naming the field or value, and the log stays as it was.
func TestAPIRefusesUnknownFieldsAndValues(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	n := s.events(st.ID)
	for _, c := range []struct {
		typ     string
		payload any
		name    string
	}{
		{"end_turn", map[string]any{"drow": true}, "drow"},
		{"place", map[string]any{"territory": "winterfell", "units": 1, "bogus": 1}, "bogus"},
		{"attack", map[string]any{"from": "winterfell", "to": "the_gift", "attack_dice": []int{6}, "defend_dice": []int{1}, "rolled_by": "magic"}, "magic"},
	} {
		for _, lang := range []string{"de", "en"} {
			b, _ := json.Marshal(map[string]any{"seq": st.Seq, "type": c.typ, "payload": c.payload})
			code, body, _ := s.do("POST", "/api/games/1/events", "application/json", bytes.NewReader(b), map[string]string{"Accept-Language": lang})
			if code != http.StatusUnprocessableEntity || !strings.Contains(body, c.name) {
				t.Errorf("%s %v (%s): %d %s; want 422 naming %q", c.typ, c.payload, lang, code, body, c.name)
			}
		}
	}
	if s.events(st.ID) != n {
		t.Errorf("refused payloads changed the log")
	}
	// Herald's own "roll" still asks for a roll.
	code, out := s.event(st, "attack", map[string]any{"from": "winterfell", "to": "the_gift", "roll": true, "attackers": 1, "defenders": 1, "bogus": 1})
	if code != http.StatusUnprocessableEntity || !strings.Contains(out["error"].(string), "bogus") {
		t.Errorf("roll with an unknown field: %d %v", code, out)
	}
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	for _, c := range []struct {
		body map[string]any
		code int
		name string
	}{
		{map[string]any{"players": players, "deal": "magic"}, 422, "magic"},
		{map[string]any{"players": players, "deck_mode": "magic"}, 422, "magic"},
		{map[string]any{"edition": "halowars", "players": players, "mode": "magic"}, 422, "magic"},
		{map[string]any{"players": players, "dael": "table"}, 400, "dael"},
		{map[string]any{"players": []map[string]any{{"name": "Anna", "house": "stark", "colour": "grey"}}}, 400, "colour"},
	} {
		code, out := s.postJSON("/api/games", c.body)
		msg, _ := out["error"].(string)
		if code != c.code || !strings.Contains(msg, c.name) {
			t.Errorf("create %v: %d %v; want %d naming %q", c.body, code, out, c.code, c.name)
		}
	}
	// Data after the body is refused, not read past.
	code, body, _ := s.do("POST", "/api/games", "application/json", strings.NewReader(`{"players": []} {"x": 1}`), nil)
	if code != http.StatusBadRequest {
		t.Errorf("trailing data: %d %s", code, body)
	}
	// Only newGame's game exists.
	if got := len(s.gameIDs()); got != 1 {
		t.Errorf("%d games after refused set-ups, want 1", got)
	}
	// The new-game form refuses an unknown deal too.
	form := url.Values{"name": {"x"}, "deal": {"magic"}, "deck": {"herald"}, "edition": {"got"}}
	for _, p := range players {
		form.Add("player", p["name"])
		form.Add("house", p["house"])
	}
	if code, body := s.postForm("/games", form, nil); code != http.StatusUnprocessableEntity || !strings.Contains(body, "magic") {
		t.Errorf("the form with deal=magic: %d", code)
	}
	form.Set("deal", "herald")
	if code, _ := s.postForm("/games", form, nil); code != http.StatusSeeOther {
		t.Errorf("the form with deal=herald: %d", code)
	}
}

func (s *server) gameIDs() []any {
	var list []any
	s.getJSON("/api/games", &list)
	return list
}

// The attack form's "mode" says how the battle is entered: Herald's
// roll, the table's dice, or the losses. An unknown one was taken as
// "Herald rolls", recording dice the table never rolled; it is refused.
func TestAttackFormRefusesUnknownMode(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}})
	s.event(st, "place", map[string]any{"territory": "harrenhal", "units": st.Reinforcement.ToPlace})
	st = s.state(st.ID)
	n := s.events(st.ID)
	form := url.Values{"seq": {strconv.Itoa(st.Seq)}, "from": {"harrenhal"}, "to": {"kings_landing"}, "mode": {"dicee"}, "a": {"6"}, "d": {"1"}, "attackers": {"1"}, "defenders": {"1"}}
	code, body := s.postForm("/games/1/attack", form, map[string]string{"Accept-Language": "en"})
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, "dicee") || s.events(st.ID) != n {
		t.Errorf("mode=dicee: %d, %d events (want %d)", code, s.events(st.ID), n)
	}
	form.Set("mode", "roll")
	if code, _ := s.postForm("/games/1/attack", form, nil); code != http.StatusSeeOther || s.events(st.ID) != n+1 {
		t.Errorf("mode=roll: %d", code)
	}
}

// Issue 13: "one correction with 10^12 units followed by opening the
// attack form kills the whole server"; 2^62 "shows a player's units as
// −9223372036854775763". Such counts are refused and the game page with
// its attack form and odds still answers.
func TestHugeUnitCountsRefusedAndPagesAnswer(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	n := s.events(st.ID)
	for _, units := range []int64{1_000_000_000_000, 1 << 62} {
		code, out := s.event(st, "correct", map[string]any{"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": units}}})
		if code != http.StatusUnprocessableEntity || s.events(st.ID) != n {
			t.Errorf("correct to %d units: %d %v", units, code, out)
		}
		code, out = s.event(st, "place", map[string]any{"territory": "harrenhal", "units": units})
		if code != http.StatusUnprocessableEntity || s.events(st.ID) != n {
			t.Errorf("place %d units: %d %v", units, code, out)
		}
	}
	if code, _, _ := s.do("GET", "/games/1?attack_from=harrenhal&attack_to=kings_landing", "", nil, nil); code != http.StatusOK {
		t.Errorf("game page: %d", code)
	}
}

// A set-up field the edition does not read was dropped unsaid: Halo Wars'
// units in a Game of Thrones game, Herald's deck in a Halo Wars game
// (which plays with the table's). Each is refused, naming the field.
func TestAPISetUpRefusesFieldsOfAnotherEdition(t *testing.T) {
	s := newServer(t)
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	for _, c := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"players": players, "units": map[string]int{"winterfell": 5}}, "units"},
		{map[string]any{"players": players, "mode": "command"}, "mode"},
		{map[string]any{"players": players, "loot_kept": true}, "loot_kept"},
		{map[string]any{"edition": "halowars", "mode": "basic", "players": players, "deck_mode": "herald"}, "deck_mode"},
		{map[string]any{"edition": "warhammer40k", "players": players, "deal": "herald"}, "deal"},
	} {
		code, out := s.postJSON("/api/games", c.body)
		if msg, _ := out["error"].(string); code != http.StatusUnprocessableEntity || !strings.Contains(msg, c.field) {
			t.Errorf("%v: %d %v; want 422 naming %q", c.body, code, out, c.field)
		}
	}
	if n := len(s.gameIDs()); n != 0 {
		t.Errorf("%d games created", n)
	}
}
