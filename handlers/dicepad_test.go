package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// padGame is a game in Anna's attack: Harrenhal (hers, 9 units plus her
// reinforcement) against King's Landing (Carla's, 5 units).
func padGame(t *testing.T) (*server, state) {
	s := newServer(t)
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 9}, "kings_landing": {2, 5}})
	s.event(st, "place", map[string]any{"territory": "harrenhal", "units": st.Reinforcement.ToPlace})
	return s, s.state(st.ID)
}

// padForm is the attack form as the dice pad posts it.
func padForm(st state, kv ...string) url.Values {
	f := url.Values{"seq": {strconv.Itoa(st.Seq)}, "from": {"harrenhal"}, "to": {"kings_landing"}}
	for i := 0; i+1 < len(kv); i += 2 {
		f.Add(kv[i], kv[i+1])
	}
	return f
}

type attackPayload struct {
	A            []int  `json:"attack_dice"`
	D            []int  `json:"defend_dice"`
	Attackers    int    `json:"attackers"`
	Defenders    int    `json:"defenders"`
	AttackerLoss *int   `json:"attacker_loss"`
	DefenderLoss *int   `json:"defender_loss"`
	RolledBy     string `json:"rolled_by"`
}

func (s *server) lastAttack(id int) (string, attackPayload) {
	s.t.Helper()
	var evs []struct {
		Type    string          `json:"type"`
		Payload json.RawMessage `json:"payload"`
	}
	s.getJSON("/api/games/"+strconv.Itoa(id)+"/events", &evs)
	var at attackPayload
	last := evs[len(evs)-1]
	if err := json.Unmarshal(last.Payload, &at); err != nil {
		s.t.Fatal(err)
	}
	return last.Type, at
}

func unitsOf(st state, id string) int {
	for _, t := range st.Territories {
		if t.ID == id {
			return t.Units
		}
	}
	return -1
}

// The dice pad's faces become the table's Attack event: 6-4-2 against 5-3
// costs the defender two units (Game of Thrones, seed 001, Invasion: the
// highest dice compared, then the second highest; the defender wins ties).
func TestDicePadRecordsTheTablesDice(t *testing.T) {
	s, st := padGame(t)
	h := unitsOf(st, "harrenhal")
	form := padForm(st, "mode", "dice", "attackers", "3", "defenders", "2",
		"attack_die_0", "6", "attack_die_1", "2", "attack_die_2", "4", "defend_die_0", "3", "defend_die_1", "5")
	code, body := s.postForm("/games/1/attack", form, map[string]string{"HX-Request": "true"})
	if code != http.StatusOK {
		t.Fatalf("pad dice: %d %s", code, excerpt(body, "alert"))
	}
	// The invasion goes on: the pad stays open for its next battle.
	if !strings.Contains(body, `<details class="entry dice-pad" open data-testid="enter-dice">`) {
		t.Errorf("the dice pad is closed after a battle entered on it:\n%s", excerpt(body, "enter-dice"))
	}
	typ, at := s.lastAttack(st.ID)
	if typ != "attack" || at.RolledBy != "table" || len(at.A) != 3 || len(at.D) != 2 {
		t.Fatalf("event %s %+v, want the table's 3 against 2 dice", typ, at)
	}
	if got := append(append([]int{}, at.A...), at.D...); !sameMultiset(got, []int{6, 2, 4, 3, 5}) {
		t.Errorf("dice %v, want 6 2 4 / 3 5", got)
	}
	after := s.state(st.ID)
	if unitsOf(after, "kings_landing") != 3 || unitsOf(after, "harrenhal") != h {
		t.Errorf("after 6-4-2 v 5-3: Harrenhal %d (want %d), King's Landing %d (want 3)",
			unitsOf(after, "harrenhal"), h, unitsOf(after, "kings_landing"))
	}
}

func sameMultiset(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	n := map[int]int{}
	for _, x := range a {
		n[x]++
	}
	for _, x := range b {
		n[x]--
	}
	for _, v := range n {
		if v != 0 {
			return false
		}
	}
	return true
}

// A face left in a row the count hides (3 dice chosen, a face tapped,
// then 2 chosen) was not rolled: the event has the 2 dice chosen.
func TestDicePadReadsOnlyTheChosenDice(t *testing.T) {
	s, st := padGame(t)
	form := padForm(st, "mode", "dice", "attackers", "2", "defenders", "1",
		"attack_die_0", "1", "attack_die_1", "1", "attack_die_2", "6", "defend_die_0", "6", "defend_die_1", "1")
	if code, body := s.postForm("/games/1/attack", form, nil); code != http.StatusSeeOther {
		t.Fatalf("pad dice: %d %s", code, excerpt(body, "alert"))
	}
	_, at := s.lastAttack(st.ID)
	if !sameMultiset(at.A, []int{1, 1}) || !sameMultiset(at.D, []int{6}) {
		t.Errorf("dice %v / %v, want 1 1 / 6", at.A, at.D)
	}
}

// "Nur Verluste": one button per outcome; "1-1" is "Angreifer −1,
// Verteidiger −1" for 3 against 2 dice.
func TestDicePadLossesOnly(t *testing.T) {
	s, st := padGame(t)
	h := unitsOf(st, "harrenhal")
	form := padForm(st, "attackers", "3", "defenders", "2", "outcome", "1-1")
	if code, body := s.postForm("/games/1/attack", form, nil); code != http.StatusSeeOther {
		t.Fatalf("outcome 1-1: %d %s", code, excerpt(body, "alert"))
	}
	typ, at := s.lastAttack(st.ID)
	if typ != "attack" || at.RolledBy != "table" || len(at.A) != 0 || at.Attackers != 3 || at.Defenders != 2 ||
		at.AttackerLoss == nil || *at.AttackerLoss != 1 || at.DefenderLoss == nil || *at.DefenderLoss != 1 {
		t.Fatalf("event %s %+v, want losses 1 and 1 of 3 against 2 dice", typ, at)
	}
	after := s.state(st.ID)
	if unitsOf(after, "harrenhal") != h-1 || unitsOf(after, "kings_landing") != 4 {
		t.Errorf("Harrenhal %d (want %d), King's Landing %d (want 4)", unitsOf(after, "harrenhal"), h-1, unitsOf(after, "kings_landing"))
	}
}

// Every refusal names the die, the count or the field, in the player's
// language, and records nothing.
func TestDicePadRefusalsNameTheField(t *testing.T) {
	s, st := padGame(t)
	full := []string{"mode", "dice", "attackers", "3", "defenders", "2",
		"attack_die_0", "6", "attack_die_1", "5", "attack_die_2", "4", "defend_die_0", "3", "defend_die_1", "2"}
	with := func(k, v string) []string {
		out := append([]string{}, full...)
		for i := 0; i+1 < len(out); i += 2 {
			if out[i] == k {
				out[i+1] = v
				return out
			}
		}
		return append(out, k, v)
	}
	cases := []struct {
		name string
		kv   []string
		lang string
		want string
	}{
		{"face 7", with("attack_die_1", "7"), "en", "Attacker die 2: “7” is not a face"},
		{"face 0 de", with("defend_die_0", "0"), "de", "Verteidiger Würfel 1: „0“ ist keine Augenzahl"},
		{"face missing", with("defend_die_1", ""), "en", "Defender die 2: no face chosen."},
		{"face missing de", with("attack_die_2", " "), "de", "Angreifer Würfel 3: keine Augenzahl gewählt."},
		{"4 attack dice", with("attackers", "4"), "en", "Attack dice: “4” is not allowed; the attacker rolls 1 to 3 dice."},
		{"3 defence dice de", with("defenders", "3"), "de", "Verteidigungswürfel: „3“ geht nicht; der Verteidiger würfelt mit 1 bis 2 Würfeln."},
		{"0 defence dice outcome", []string{"attackers", "3", "defenders", "0", "outcome", "1-0"}, "en", "Defence dice: “0” is not allowed"},
		{"unknown field", with("attack_die_3", "6"), "en", "Herald does not know the field “attack_die_3”"},
		{"typed and tapped", with("a", "6"), "en", "Dice from the dice pad and typed dice together"},
		{"bonus die 9", with("a_bonus", "9"), "de", "Bonus-Angriffswürfel"},
		{"outcome 3-0", []string{"attackers", "3", "defenders", "2", "outcome", "3-0"}, "en", "Losses only: “3-0” is not the outcome of a battle."},
		{"outcome 2-0 for one die compared", []string{"attackers", "3", "defenders", "1", "outcome", "2-0"}, "en", "The losses of both sides must add up to 1"},
	}
	n := s.events(st.ID)
	for _, c := range cases {
		code, body := s.postForm("/games/1/attack", padForm(st, c.kv...), map[string]string{"Accept-Language": c.lang})
		if code < 400 || code >= 500 || !strings.Contains(body, c.want) {
			t.Errorf("%s: %d, want a refusal saying %q:\n%s", c.name, code, c.want, excerpt(body, "alert"))
		}
		if s.events(st.ID) != n {
			t.Fatalf("%s: recorded an event", c.name)
		}
	}
}

// Issue 15, item 11: an htmx answer carries the closed dice pad's faces
// in an inert <template> (app.js draws them when the pad opens), so a tap
// swaps fewer elements. A page loaded without htmx (no script) draws them,
// so the pad still works there; an open pad (the invasion goes on) too.
func TestDicePadFacesDrawnOnOpening(t *testing.T) {
	s, _ := padGame(t)
	// facesInert: whether the pad's first face stands inside the template.
	facesInert := func(body string) (hasFace, inert bool) {
		face := strings.Index(body, `data-testid="pad-a1-5"`)
		tpl, end := strings.Index(body, `<template data-pad-faces>`), strings.Index(body, `</template>`)
		return face >= 0, tpl >= 0 && tpl < face && face < end
	}
	_, page := s.get("/games/1")
	if has, inert := facesInert(page); !has || inert {
		t.Errorf("a page without htmx: faces %v, in a template %v; want them drawn (no script to draw them)", has, inert)
	}
	code, body, _ := s.do("GET", "/games/1?pick=attack&from=harrenhal&to=kings_landing", "", nil, map[string]string{"HX-Request": "true", "HX-Target": "game"})
	if has, inert := facesInert(body); code != http.StatusOK || !has || !inert {
		t.Errorf("an htmx answer with the pad closed: %d, faces %v, in a template %v; want them in the template", code, has, inert)
	}
	st := s.state(1)
	form := padForm(st, "mode", "dice", "attackers", "3", "defenders", "2",
		"attack_die_0", "6", "attack_die_1", "2", "attack_die_2", "4", "defend_die_0", "3", "defend_die_1", "5")
	_, body = s.postForm("/games/1/attack", form, map[string]string{"HX-Request": "true"})
	if has, inert := facesInert(body); !has || inert {
		t.Errorf("the pad kept open after a battle on it: faces %v, in a template %v; want them drawn", has, inert)
	}
}
