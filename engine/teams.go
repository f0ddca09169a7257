package engine

// teams.go is the mechanism of sides at one table: the seats that started,
// the armies of one faction playing as a team, what a side holds and how
// many objectives it needs. Editions with teams (and their bases) share it.

import "strings"

// Faction is the faction of an army named "<faction>_<colour>", the team it
// plays in: "unsc_gold" -> "unsc".
func Faction(house string) string {
	f, _, _ := strings.Cut(house, "_")
	return f
}

// Seats is the number of players who started the game.
func (s *State) Seats() int {
	n := 0
	for _, p := range s.Players {
		if !p.Neutral {
			n++
		}
	}
	return n
}

// AchievementsNeeded is how many achievements player p's side needs:
// "3 PLAYERS: Complete 3 Achievements", "Team completes 4", "the Flood
// completes 3" ("WINNING").
func (s *State) AchievementsNeeded(p int) int {
	if s.TeamSize(p) >= 2 {
		return 4
	}
	return 3
}

func (s *State) TeamSize(p int) int {
	n := 0
	for i := range s.Players {
		if s.Teammates(i, p) {
			n++
		}
	}
	return n
}

// SideBasesHeld reports whether p's side controls the bases of all its
// players still in the game ("If a teammate is eliminated, only the base
// of the remaining player needs to be under control").
func (s *State) SideBasesHeld(p int) bool {
	for i, q := range s.Players {
		if s.Teammates(i, p) && !q.Out && q.Base != NoTerritory && !s.TeamHolds(p, q.Base) {
			return false
		}
	}
	return true
}
