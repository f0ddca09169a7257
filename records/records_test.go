package records

import (
	"testing"
	"time"

	"herald/engine"
)

// played is a made-up game: its edition, seats (name, house, neutral),
// winners, round and minutes; over when it has winners.
func played(edition string, round, minutes int, winners []int, seats ...engine.Player) Played {
	st := &engine.State{Players: seats, Round: round, Winners: winners, Over: len(winners) > 0}
	t0 := time.Date(2026, 11, 1, 19, 0, 0, 0, time.UTC)
	return Played{Edition: edition, Over: st.Over, Round: round, Seats: SeatsOf(st), First: t0, Last: t0.Add(time.Duration(minutes) * time.Minute)}
}

// Length is averaged over the finished games only: an unfinished game's
// rounds and minutes say nothing about how long a game takes; and an
// unfinished game is no game played, won or lost (issue 33, defect 1),
// by a player or a house.
func TestComputeCountsFinishedGamesOnly(t *testing.T) {
	anna, ben := engine.Player{Name: "Anna", House: "red"}, engine.Player{Name: " ben", House: "blue"}
	neutral := engine.Player{Name: "Neutral", House: "grey", Neutral: true}
	r := Compute([]Played{
		played("b", 6, 90, []int{0}, anna, ben),
		played("b", 10, 150, []int{1}, anna, ben, neutral),
		played("b", 40, 600, nil, anna, ben), // unfinished
		played("a", 3, 20, []int{0, 1}, engine.Player{Name: "ANNA "}, engine.Player{Name: "Ben"}),
	}, []string{"b", "a"})
	if r.Games != 4 || r.Finished != 3 {
		t.Errorf("games %d finished %d, want 4 and 3", r.Games, r.Finished)
	}
	if len(r.Editions) != 2 || r.Editions[0].ID != "b" || r.Editions[1].ID != "a" {
		t.Fatalf("editions %+v, want b then a (the order given)", r.Editions)
	}
	b := r.Editions[0]
	if b.Games != 3 || b.Finished != 2 || b.Rounds != 8 || b.Minutes != 120 {
		t.Errorf("edition b: %+v, want 3 games, 2 finished, 8 rounds, 120 minutes", b)
	}
	if len(b.Houses) != 2 || b.Houses[0] != (Tally{Key: "blue", Name: "blue", Played: 2, Won: 1}) || b.Houses[1] != (Tally{Key: "red", Name: "red", Played: 2, Won: 1}) {
		t.Errorf("houses %+v, want red and blue, 2 played, 1 won each (grey is the neutral's, the third game unfinished)", b.Houses)
	}
	if a := r.Editions[1]; len(a.Houses) != 0 {
		t.Errorf("an edition without houses has none: %+v", a.Houses)
	}
	want := []Tally{{Key: "anna", Name: "Anna", Played: 3, Won: 2}, {Key: "ben", Name: "ben", Played: 3, Won: 2}}
	if len(r.Players) != 2 || r.Players[0].Tally != want[0] || r.Players[1].Tally != want[1] {
		t.Errorf("players %+v, want %+v", r.Players, want)
	}
	if r.Comeback != nil {
		t.Errorf("a comeback where no game took a territory: %+v", r.Comeback)
	}
}

func TestNamesOnceEachNewestSpelling(t *testing.T) {
	got := Names([][]engine.PlayerSetup{
		{{Name: " anna "}, {Name: "Zoë"}, {Name: "Neutral", Neutral: true}},
		{{Name: "Anna"}, {Name: "ZOË"}, {Name: "  "}, {Name: "Ben"}},
	})
	want := []string{"anna", "Zoë", "Ben"}
	if len(got) != len(want) {
		t.Fatalf("%q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%q, want %q", got, want)
		}
	}
}
