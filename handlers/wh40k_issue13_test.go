package handlers_test

import (
	"bytes"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"herald/handlers"
	"herald/store"
)

// newServerWithDice is a server whose own rolls read dice from r.
func newServerWithDice(t *testing.T, dice []byte) *server {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "herald.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	srv := httptest.NewServer(handlers.New(st, handlers.WithDice(bytes.NewReader(dice))))
	t.Cleanup(srv.Close)
	return &server{t: t, srv: srv, store: st}
}

// ÜBERBLICK SPIELINHALT, BEUTEKARTEN: "Beutekarten ... dürfen jeweils
// einmal verwendet werden." Read as used once (the default), a re-roll
// card is the player's to spend: when Herald rolls, it re-rolls only
// when the attacker chose to use the card (default: keep it).
func TestWarhammerHeraldsRollKeepsTheRerollCardUnlessChosen(t *testing.T) {
	// Every die Herald rolls is a 1: the attack 1-1-1 against 1 is worth
	// re-rolling a 1.
	s := newServerWithDice(t, make([]byte, 4096))
	st := whAPIGame(t, s)
	seq := st["seq"]
	ev := func(typ string, payload map[string]any) map[string]any {
		t.Helper()
		code, out := s.postJSON("/api/games/1/events", map[string]any{"seq": seq, "type": typ, "payload": payload})
		if code != 201 {
			t.Fatalf("%s %v: %d %v", typ, payload, code, out)
		}
		seq = out["seq"]
		return out
	}
	place := func(on string) {
		t.Helper()
		var now struct {
			Reinforcement struct {
				ToPlace int `json:"to_place"`
			} `json:"reinforcement"`
		}
		s.getJSON("/api/games/1", &now)
		ev("place", map[string]any{"territory": on, "units": now.Reinforcement.ToPlace})
	}
	// Uli takes 4 territories and the side mission, with the re-roll card.
	wall := "mortwald_oteck_festungswall"
	place(wall)
	for _, to := range []string{"gebiet_02", "gebiet_05", "gebiet_08", "gebiet_03"} {
		ev("attack", map[string]any{"from": wall, "to": to, "attack_dice": []int{6, 6, 6}, "defend_dice": []int{1}})
		ev("move_in", map[string]any{"units": 3})
	}
	ev("claim", map[string]any{"achievement": "conquer_4", "reward": "reroll_one"})
	ev("end_turn", map[string]any{})
	place("festungswall_2")
	ev("end_turn", map[string]any{})
	place("festungswall_3")
	ev("end_turn", map[string]any{})

	// Uli's next turn: Herald rolls, the card is kept.
	place(wall)
	out := ev("attack", map[string]any{"from": wall, "to": "gebiet_06", "roll": true, "attackers": 3, "defenders": 1})
	if used := out["loot_used"].([]any); len(used) != 0 {
		t.Fatalf("Herald's roll spent %v unasked", used)
	}
	// Chosen, Herald uses it where it helps.
	out = ev("attack", map[string]any{"from": wall, "to": "gebiet_06", "roll": true, "attackers": 3, "defenders": 1, "use_reroll_one": true})
	if used := out["loot_used"].([]any); len(used) != 1 || used[0] != "reroll_one" {
		t.Fatalf("loot used %v, want the chosen re-roll", used)
	}
}

// The Warhammer set-up page speaks the reader's language and the
// edition's words: the German grid names the template's territories in
// German ("Gebiet 1", not "Territory 1"), and a faction chosen twice is
// refused as a Fraktion ("Jeder Spieler kontrolliert die Truppen einer
// Farbe, die zu einer Fraktion gehören", TRUPPEN), not a Haus.
func TestWarhammerSetUpPageInGermanWords(t *testing.T) {
	s := newServer(t)
	de := map[string]string{"Accept-Language": "de"}
	step1 := url.Values{"mode": {"classic"}, "count": {"3"}, "board": {"vigilus"}, "step": {"grid"}, "loot": {"once"},
		"missions_by": {"herald"}, "player": {"Uli", "Chas", "Ael"}, "faction": {"orks", "ultramarines", "aeldari"}}
	code, page := s.postForm("/games/warhammer", step1, de)
	if code != 200 {
		t.Fatalf("step one: %d %s", code, excerpt(page, "error"))
	}
	if !strings.Contains(page, "<td><span data-claim-terr>Gebiet 1</span> ") || strings.Contains(page, "Territory 1") || strings.Contains(page, "Not in a region yet") {
		t.Errorf("the German grid names the territories in English: %s", excerpt(page, "row-gebiet_01"))
	}
	twice := url.Values{"count": {"3"}, "board": {"vigilus"}, "step": {"grid"}, "player": {"A", "B", "C"}, "faction": {"orks", "orks", "aeldari"}}
	code, page = s.postForm("/games/warhammer", twice, de)
	if code != 422 || !strings.Contains(page, "Die Fraktion Orks ist doppelt gewählt") || regexp.MustCompile(`\bHaus\b`).MatchString(page) {
		t.Fatalf("%d %s", code, excerpt(page, "doppelt"))
	}
}

// A Warhammer set-up refused through the API speaks Warhammer's words:
// an unknown faction is no "Haus" of Game of Thrones.
func TestAPIWarhammerSetUpRefusalInWarhammerWords(t *testing.T) {
	s := newServer(t)
	code, out := s.postJSON("/api/games", map[string]any{
		"edition": "warhammer40k", "mode": "classic", "owners": map[string]int{}, "units": map[string]int{},
		"players": []map[string]any{{"name": "A", "house": "tau"}, {"name": "B", "house": "orks"}, {"name": "C", "house": "aeldari"}},
	})
	msg, _ := out["error"].(string)
	if code != 422 || !strings.Contains(msg, "Fraktion") || regexp.MustCompile(`\bHaus\b|Stark|Lennister`).MatchString(msg) {
		t.Fatalf("%d %q", code, msg)
	}
}
