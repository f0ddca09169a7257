package views

import (
	"testing"

	"herald/engine"
	"herald/maps"
)

// An invasion's trail grows with each battle between the same territories
// that picks up where the last ended, and starts again otherwise.
func TestInvasionFollow(t *testing.T) {
	b := maps.MustLoad("westeros")
	st := &engine.State{Board: b, Units: make([]int, len(b.Territories)), Owner: make([]int, len(b.Territories))}
	h, _ := b.Lookup("harrenhal")
	k, _ := b.Lookup("kings_landing")
	at := func(hu, ku int) *engine.State {
		s := *st
		s.Units = append([]int(nil), st.Units...)
		s.Units[h], s.Units[k] = hu, ku
		return &s
	}
	attack := engine.Attack{From: "harrenhal", To: "kings_landing"}
	var inv Invasion
	inv = inv.Follow(at(8, 5), attack, at(8, 3))
	inv = inv.Follow(at(8, 3), attack, at(7, 2))
	if len(inv.Points) != 3 || inv.Points[0] != (InvasionPoint{7, 5}) || inv.Points[2] != (InvasionPoint{6, 2}) {
		t.Fatalf("trail %+v", inv.Points)
	}
	// The board was corrected in between: a new invasion.
	if n := inv.Follow(at(9, 2), attack, at(9, 1)); len(n.Points) != 2 {
		t.Errorf("after a jump: %+v", n.Points)
	}
	if n := inv.Follow(at(7, 2), engine.EndAttack{}, at(7, 2)); len(n.Points) != 0 {
		t.Errorf("another event should end the trail: %+v", n.Points)
	}
	if len(inv.Points) != 3 {
		t.Errorf("Follow changed the invasion it was called on: %+v", inv.Points)
	}
}

// Switching language keeps a page's question (the odds page is a GET form).
func TestLangURLKeepsTheQuery(t *testing.T) {
	c := Ctx{Lang: "de", Path: "/odds", Query: map[string][]string{"attacking": {"12"}, "lang": {"de"}}}
	if got := c.LangURL("en"); got != "/odds?attacking=12&lang=en" {
		t.Errorf("LangURL = %q", got)
	}
}
