package classic

import (
	"testing"

	"herald/engine"
)

// TestTwelveMissions: "the 12 Mission cards" (Parker 1993, Secret Mission
// Risk, Equipment): six colours to destroy, four pairs of continents, 18
// territories with two armies, 24 territories.
func TestTwelveMissions(t *testing.T) {
	if len(Missions) != 14 {
		t.Fatalf("%d missions, want 14", len(Missions))
	}
	for id, m := range Missions {
		if m.ID != id || m.Tier != MissionTier || m.Met == nil {
			t.Errorf("mission %s: %+v", id, m)
		}
	}
}

func holdAll(s *engine.State, p int, regions ...string) {
	for i, tr := range s.Board.Territories {
		for _, r := range regions {
			if tr.Region == r {
				s.Owner[i] = p
			}
		}
	}
}

// TestContinentMissions: "Conquer the continents of ASIA and SOUTH
// AMERICA" is met only when both are held whole.
func TestContinentMissions(t *testing.T) {
	players := []engine.Player{{Name: "A", House: "red"}, {Name: "B", House: "blue"}, {Name: "C", House: "green"}}
	s := state(t, players, roundRobin(board(t), 3))
	m := Missions[MissionAsiaSouthAmerica].Met
	holdAll(s, 0, "asia")
	if m(s, 0) {
		t.Error("Asia alone meets Asia and South America")
	}
	holdAll(s, 0, "south_america")
	if !m(s, 0) || m(s, 1) {
		t.Error("Asia and South America held: not met for their holder, or met for another")
	}
	if Missions[MissionAsiaAfrica].Met(s, 0) {
		t.Error("Asia and Africa met without Africa")
	}
}

// TestOccupyMissions: "Occupy 18 territories of your choice and occupy
// each with at least 2 armies"; "Occupy 24 territories".
func TestOccupyMissions(t *testing.T) {
	players := []engine.Player{{Name: "A", House: "red"}, {Name: "B", House: "blue"}, {Name: "C", House: "green"}}
	s := state(t, players, roundRobin(board(t), 3))
	for i := range s.Owner {
		s.Owner[i] = 1
	}
	holdAll(s, 0, "asia", "europe") // 19 territories, 1 army each
	if Missions[Mission18TwoArmies].Met(s, 0) {
		t.Error("18 with one army each meets the two-army mission")
	}
	for i, o := range s.Owner {
		if o == 0 {
			s.Units[i] = 2
		}
	}
	if !Missions[Mission18TwoArmies].Met(s, 0) || Missions[Mission24].Met(s, 0) {
		t.Error("19 territories with 2 armies: 18 not met or 24 met")
	}
	holdAll(s, 0, "africa") // 25
	if !Missions[Mission24].Met(s, 0) {
		t.Error("25 territories do not meet 24")
	}
}

// TestDestroyMissions: met when the colour is out (put out by the holder:
// TestDestroyedByAnother for another player's conquest); one's own
// colour, or a colour nobody plays, is the 24 territories (Risk FAQ
// 2.2.1.1 i: "If you draw your own colour, then your mission changes").
func TestDestroyMissions(t *testing.T) {
	players := []engine.Player{{Name: "A", House: "red"}, {Name: "B", House: "blue"}, {Name: "C", House: "green"}}
	s := state(t, players, roundRobin(board(t), 3))
	blue := Missions[DestroyMission("blue")].Met
	if blue(s, 0) {
		t.Error("blue still plays")
	}
	s.Players[1].Out = true // A took Blue's last army
	if !blue(s, 0) {
		t.Error("blue out: A's mission not met")
	}
	own := Missions[DestroyMission("red")].Met
	if own(s, 0) {
		t.Error("own colour met with 14 territories")
	}
	holdAll(s, 0, "asia", "europe", "africa")
	if !own(s, 0) || !Missions[DestroyMission("yellow")].Met(s, 0) {
		t.Error("own colour or an unplayed colour not met with 25 territories")
	}
}
