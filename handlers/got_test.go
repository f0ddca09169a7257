package handlers_test

// Game of Thrones Skirmish through the JSON API: the table's deck and the
// hand limit (rulebook seed 001).

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// "Spielaufbau" step 6: the table's deck holds the 48 territory cards and
// the End Game card, in its bottom half. deck_left counts the table's deck
// too; the End Game card as the first draw is refused with a sentence.
func TestAPIGoTTableDeckLeftAndEarlyEndCard(t *testing.T) {
	s := newServer(t)
	code, out := s.postJSON("/api/games?lang=en", map[string]any{
		"name": "Table deck", "deck_mode": "table",
		"players": []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}},
	})
	if code != http.StatusCreated {
		t.Fatalf("create: %d %v", code, out)
	}
	if out["deck_left"] != float64(49) {
		t.Errorf("deck_left %v at the start, want 49", out["deck_left"])
	}
	id := int(out["id"].(float64))
	st := s.correct(s.state(id), map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 1}, "the_eyrie": {2, 1}, "riverrun": {0, 1}})
	for _, e := range []struct {
		typ     string
		payload map[string]any
	}{
		{"place", map[string]any{"territory": "harrenhal", "units": st.Reinforcement.ToPlace}},
		{"attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "attack_dice": []int{6}, "defend_dice": []int{1}}},
		{"move_in", map[string]any{"units": 1}},
	} {
		if code, out := s.event(st, e.typ, e.payload); code != http.StatusCreated {
			t.Fatalf("%s: %d %v", e.typ, code, out)
		}
		st = s.state(id)
	}
	code, out = s.postJSON("/api/games/"+strconv.Itoa(id)+"/events?lang=en", map[string]any{"seq": st.Seq, "type": "end_turn", "payload": map[string]any{"draw": true, "card": "end_game"}})
	if code != http.StatusUnprocessableEntity || out["key"] != "draw.end_card_too_early" {
		t.Fatalf("End Game card as the first draw: %d %v", code, out)
	}
	if msg, _ := out["error"].(string); !strings.Contains(msg, "The End Game card cannot have been drawn yet") || !strings.Contains(msg, "at least 24 territory cards") {
		t.Errorf("sentence %q", msg)
	}
	if code, out := s.event(st, "end_turn", map[string]any{"draw": true, "card": "the_eyrie"}); code != http.StatusCreated || out["deck_left"] != float64(48) {
		t.Errorf("after drawing the Eyrie: %d deck_left %v, want 48", code, out["deck_left"])
	}
}
