package records

import (
	"testing"

	"herald/engine"
)

// The logbook's figures per person, worked out by hand from six games
// (oldest first), one of them unfinished and so never counted:
//
//	g1 a: Anna, Ben          Anna wins
//	g2 a: Anna, Ben, Carla   Ben wins
//	g3 b: Anna red, Ben green        Anna wins
//	g4 b: Anna blue, Carla red       Anna wins
//	g5 b: Anna blue, Ben green       unfinished
//	g6 b: Anna blue, Ben green, Carla yellow: Anna and Ben win (a team)
//
// Anna W L W W W: 5 games, 4 wins, streak 3, longest 3; against Ben 4
// games, 2 won (g1 g3), 1 lost (g2; g6 both won); against Carla 3 games,
// 2 won (g4 g6), none lost (g2 was Ben's). Favourite house blue (2 of 3),
// edition b (3 of 5). Ben L W L W: 4 games, 2 wins, streak 1, longest 1,
// house green, editions a and b 2 games and 1 win each: a, played first.
// Carla L L L: house red and yellow once each, no win: red, played first.
func TestLogbookStreaksHeadToHeadFavourites(t *testing.T) {
	anna, ben, carla := engine.Player{Name: "Anna"}, engine.Player{Name: "Ben"}, engine.Player{Name: "Carla"}
	h := func(p engine.Player, house string) engine.Player { p.House = house; return p }
	games := []Played{
		played("a", 5, 60, []int{0}, anna, ben),
		played("a", 5, 60, []int{1}, anna, ben, carla),
		played("b", 5, 60, []int{0}, h(anna, "red"), h(ben, "green")),
		played("b", 5, 60, []int{0}, h(anna, "blue"), h(carla, "red")),
		played("b", 5, 60, nil, h(anna, "blue"), h(ben, "green")),
		played("b", 5, 60, []int{0, 1}, h(anna, "blue"), h(ben, "green"), h(carla, "yellow")),
	}
	r := Compute(games, []string{"a", "b"})
	if len(r.Players) != 3 {
		t.Fatalf("players %+v, want Anna, Ben, Carla", r.Players)
	}
	a, b, c := r.Players[0], r.Players[1], r.Players[2]
	check := func(p Player, key string, played, won, streak, longest int, house, edition string) {
		t.Helper()
		if p.Key != key || p.Played != played || p.Won != won || p.Streak != streak || p.Longest != longest || p.House != house || p.Edition != edition {
			t.Errorf("%+v, want %s: %d played, %d won, streak %d, longest %d, house %q, edition %q",
				p, key, played, won, streak, longest, house, edition)
		}
	}
	check(a, "anna", 5, 4, 3, 3, "blue", "b")
	check(b, "ben", 4, 2, 1, 1, "green", "a")
	check(c, "carla", 3, 0, 0, 0, "red", "b")
	if a.WinRate() != 0.8 || c.WinRate() != 0 {
		t.Errorf("win rates %v %v, want 0.8 and 0", a.WinRate(), c.WinRate())
	}
	wantA := []Versus{{Key: "ben", Name: "Ben", Games: 4, Won: 2, Lost: 1}, {Key: "carla", Name: "Carla", Games: 3, Won: 2}}
	if len(a.Versus) != 2 || a.Versus[0] != wantA[0] || a.Versus[1] != wantA[1] {
		t.Errorf("Anna's head-to-head %+v, want %+v", a.Versus, wantA)
	}
	wantC := []Versus{{Key: "anna", Name: "Anna", Games: 3, Lost: 2}, {Key: "ben", Name: "Ben", Games: 2, Lost: 2}}
	if len(c.Versus) != 2 || c.Versus[0] != wantC[0] || c.Versus[1] != wantC[1] {
		t.Errorf("Carla's head-to-head %+v, want %+v", c.Versus, wantC)
	}
}

// A filter keeps an edition's games, a person's (by key), or both.
func TestFilterByEditionAndPlayer(t *testing.T) {
	anna, ben, carla := engine.Player{Name: "Anna"}, engine.Player{Name: " BEN"}, engine.Player{Name: "Carla"}
	games := []Played{
		played("a", 1, 1, []int{0}, anna, ben),
		played("b", 1, 1, []int{0}, anna, carla),
		played("b", 1, 1, nil, ben, carla),
	}
	for _, c := range []struct {
		f    Filter
		want []int
	}{
		{Filter{}, []int{0, 1, 2}},
		{Filter{Edition: "b"}, []int{1, 2}},
		{Filter{Player: "ben"}, []int{0, 2}},
		{Filter{Edition: "a", Player: "carla"}, nil},
		{Filter{Edition: "b", Player: "anna"}, []int{1}},
	} {
		var got []int
		for i, g := range games {
			if c.f.Keeps(g) {
				got = append(got, i)
			}
		}
		if len(got) != len(c.want) || len(c.f.Apply(games)) != len(c.want) {
			t.Errorf("%+v keeps %v, want %v", c.f, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%+v keeps %v, want %v", c.f, got, c.want)
			}
		}
	}
	if p := People(games); len(p) != 3 || p[1].Key != "ben" || p[1].Name != "BEN" {
		t.Errorf("people %+v, want anna, ben (as first written), carla", p)
	}
}
