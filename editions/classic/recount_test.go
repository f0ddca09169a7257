package classic

import (
	"slices"
	"testing"

	"herald/engine"
)

// threePlayers is a new 3-player game on deck mode, dealt round robin.
func threePlayers(t *testing.T, mode string, deck []string) *engine.State {
	t.Helper()
	s, err := engine.NewGame(board(t), threeSetup(t, mode, deck))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func threeSetup(t *testing.T, mode string, deck []string) engine.Setup {
	t.Helper()
	players := []engine.Player{{Name: "Anna", House: "red"}, {Name: "Ben", House: "blue"}, {Name: "Carla", House: "green"}}
	pre := state(t, players, roundRobin(board(t), 3))
	var seats []engine.PlayerSetup
	for _, p := range players {
		seats = append(seats, engine.PlayerSetup{Name: p.Name, House: p.House})
	}
	return engine.Setup{Edition: Edition, Board: BoardID, Players: seats,
		Owners: roundRobin(pre.Board, 3), Units: fill(pre, 35), DeckMode: mode, Deck: deck, DeckSeed: "test"}
}

// TestCorrectionRecountsTheReinforcement: classic 1993, "Getting and
// placing new armies": "count the number of territories you currently
// occupy, divide the total by three ... you'll always receive at least 3
// armies"; "you'll receive armies for each continent you control". After
// one army is placed, a correction giving Anna all of South America gives
// her the continent's 2 and the count of her territories now; the army
// already placed stays placed and counts against the new total.
func TestCorrectionRecountsTheReinforcement(t *testing.T) {
	s := threePlayers(t, engine.DeckTable, nil)
	s, err := engine.Apply(s, engine.Place{Territory: "alaska", Units: 1})
	if err != nil {
		t.Fatal(err)
	}
	var fixes []engine.TerritoryFix
	for _, id := range []string{"venezuela", "peru", "brazil", "argentina"} {
		fixes = append(fixes, engine.TerritoryFix{Territory: id, Owner: 0, Units: 1})
	}
	if s, err = engine.Apply(s, engine.Correct{Territories: fixes}); err != nil {
		t.Fatal(err)
	}
	n := s.Count(0)
	want := max(3, n/3) + 2
	r := s.Reinforcement
	if r.Territories != n || r.Total != want || !slices.Equal(r.Regions, []engine.RegionBonus{{Region: "south_america", Bonus: 2}}) {
		t.Errorf("reinforcement territories %d, total %d, regions %v; want %d, %d, South America 2", r.Territories, r.Total, r.Regions, n, want)
	}
	if s.Pool != want-1 {
		t.Errorf("%d armies left to place, want %d (one placed)", s.Pool, want-1)
	}
	// A correction taking it away again takes the bonus back, never the
	// army already on Alaska.
	fixes = fixes[:1]
	fixes[0].Owner = 1
	before := s
	if s, err = engine.Apply(s, engine.Correct{Territories: fixes}); err != nil {
		t.Fatal(err)
	}
	if len(s.Reinforcement.Regions) != 0 || s.Pool != before.Pool-2-(before.Reinforcement.Base-s.Reinforcement.Base) {
		t.Errorf("after losing Venezuela: regions %v, %d to place (was %d)", s.Reinforcement.Regions, s.Pool, before.Pool)
	}
}
