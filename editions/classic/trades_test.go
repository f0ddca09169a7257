package classic

import (
	"slices"
	"testing"

	"herald/engine"
)

// TestTradesInOneTurn plays the card rules through the engine: a wild
// card makes a set; the first set of the game is worth 4, the next 6
// (whoever trades it); the 2 extra armies go to the one traded territory
// the player names, and only once a turn ("On a single turn, you may
// receive no more than 2 extra armies").
func TestTradesInOneTurn(t *testing.T) {
	players := []engine.Player{{Name: "Anna", House: "red"}, {Name: "Ben", House: "blue"}, {Name: "Carla", House: "green"}}
	pre := state(t, players, roundRobin(board(t), 3))
	var setup []engine.PlayerSetup
	for _, p := range players {
		setup = append(setup, engine.PlayerSetup{Name: p.Name, House: p.House})
	}
	s, err := engine.NewGame(pre.Board, engine.Setup{Edition: Edition, Board: BoardID, Players: setup,
		Owners: roundRobin(pre.Board, 3), Units: fill(pre, 35), DeckMode: engine.DeckTable})
	if err != nil {
		t.Fatal(err)
	}
	apply := func(e engine.Event) error {
		next, err := engine.Apply(s, e)
		if err == nil {
			s = next
		}
		return err
	}
	// Anna holds Alaska, Western United States, Ontario, Venezuela and
	// Argentina (seat 0 of the round robin); her hand as the table has it.
	hand := []string{"alaska", "western_united_states", "wild_1", "ontario", "venezuela"}
	if err := apply(engine.CorrectHand{Player: 0, Cards: hand}); err != nil {
		t.Fatal(err)
	}
	if k := keyOf(apply(engine.Trade{Cards: []string{"alaska", "western_united_states", "ontario"}})); k != "classic.trade.not_a_set" {
		t.Errorf("infantry, infantry, cavalry: key %q", k)
	}
	first := engine.Trade{Cards: []string{"alaska", "western_united_states", "wild_1"}, Extra: "peru"}
	if k := keyOf(apply(first)); k != "trade.extra_not_yours" {
		t.Errorf("extra armies on Peru, not traded: key %q", k)
	}
	first.Extra = "western_united_states"
	if err := apply(first); err != nil {
		t.Fatal(err)
	}
	wus, _ := s.Board.Lookup("western_united_states")
	if tr := s.Reinforcement.Trades[0]; tr.Value != 4 || !slices.Equal(tr.Extra, []engine.TerritoryID{wus}) || s.Reserved[wus] != 2 || s.SetsTraded != 1 {
		t.Errorf("first set: %+v, reserved %d, sets %d", tr, s.Reserved[wus], s.SetsTraded)
	}
	if err := apply(engine.CorrectHand{Player: 0, Cards: []string{"ontario", "venezuela", "argentina"}}); err != nil {
		t.Fatal(err)
	}
	if err := apply(engine.Trade{Cards: []string{"ontario", "venezuela", "argentina"}}); err != nil {
		t.Fatal(err)
	}
	if tr := s.Reinforcement.Trades[1]; tr.Value != 6 || len(tr.Extra) != 0 || s.Reinforcement.Total != 4+4+2+6 {
		t.Errorf("second set: %+v, total %d, want 6 without extra armies, 16 in all", tr, s.Reinforcement.Total)
	}
}
