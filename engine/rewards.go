package engine

// rewards.go is the mechanism of rewards (achievement rewards, loot cards)
// a player holds and uses: each copy once per turn unless the edition
// reads it as reusable, and the few rewards the common turn steps know.

// The rewards the common steps honour: a guaranteed card at the end of the
// turn, a maneuver before attacking, a second maneuver at the end, one
// unit more per turn, two units more per turn (BasesAndRewards). Editions
// name their own rewards after these ids.
const (
	RewardCard      = "guaranteed_card"
	RewardStartMove = "starting_maneuver"
	RewardExtraMove = "extra_maneuver"
	LootOneUnit     = "one_unit"
	RewardTwoUnits  = "plus_two_units"
)

// reusedInTurn reports whether r may be used again and again in a turn
// (Ruleset.ReusedInTurn).
func (s *State) reusedInTurn(r string) bool {
	return s.Rules.ReusedInTurn != nil && s.Rules.ReusedInTurn(s, r)
}

// UsableCount is how many copies of reward or loot r player p may still
// use this turn: those held, less those used this turn (by the current
// player).
func (s *State) UsableCount(p int, r string) int {
	if p < 0 || p >= len(s.Players) {
		return 0
	}
	held := 0
	for _, x := range s.Players[p].Rewards {
		if x == r {
			held++
		}
	}
	if p != s.Current || s.reusedInTurn(r) {
		return held
	}
	for _, x := range s.LootUsed {
		if x == r {
			held--
		}
	}
	return max(0, held)
}

// Usable reports whether player p may use reward or loot r now.
func (s *State) Usable(p int, r string) bool { return s.UsableCount(p, r) > 0 }

// Use records one use of r by the current player this turn.
func (s *State) Use(r string) {
	if !s.reusedInTurn(r) && s.UsableCount(s.Current, r) > 0 {
		s.LootUsed = append(s.LootUsed, r)
	}
}
