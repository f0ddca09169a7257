package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
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
