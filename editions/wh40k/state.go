package wh40k

import (
	"maps"
	"slices"

	"herald/engine"
)

// Options are Warhammer 40,000's set-up choices beyond the core's
// (engine.Setup.Options): LootKept reads loot cards as kept rather than
// used once; Recruitment is the board's recruitment table (Throne Gelt ->
// units) as far as the table entered it.
type Options struct {
	LootKept    bool        `json:"loot_kept,omitempty"`
	Recruitment map[int]int `json:"recruitment,omitempty"`
}

// SeatOptions are a seat's choices: the leader card's ability as the
// table entered it (the rulebook does not print it).
type SeatOptions struct {
	Ability string `json:"ability,omitempty"`
}

// State is Warhammer 40,000's own part of a game's state
// (engine.State.Ext).
type State struct {
	LootKept    bool
	Recruitment map[int]int
	// Confirmed lists the missions taken on the table's word because the
	// board lacks a place they name.
	Confirmed []string
	// Abilities are the leader cards' abilities, by seat.
	Abilities []string
}

// CloneState copies the state deeply (engine.EditionState).
func (x *State) CloneState() engine.EditionState {
	n := *x
	n.Recruitment = maps.Clone(x.Recruitment)
	n.Confirmed = slices.Clone(x.Confirmed)
	n.Abilities = slices.Clone(x.Abilities)
	return &n
}

// stateOf is the game's Warhammer state (whSetUp makes it); another
// edition's game reads as an empty one.
func stateOf(s *engine.State) *State {
	if x, ok := s.Ext.(*State); ok {
		return x
	}
	return &State{Recruitment: map[int]int{}}
}

// Domination reports whether the game is played as Alleinherrschaft.
func Domination(s *engine.State) bool { return s.Mode == ModeDomination }

// LootKept reports whether loot cards are read as kept.
func LootKept(s *engine.State) bool { return stateOf(s).LootKept }

// Confirmed lists the missions taken on the table's word.
func Confirmed(s *engine.State) []string { return stateOf(s).Confirmed }

// Ability is player p's leader ability as the table entered it.
func Ability(s *engine.State, p int) string {
	if a := stateOf(s).Abilities; p >= 0 && p < len(a) {
		return a[p]
	}
	return ""
}

// Recruitment is the recruitment table as the table entered it.
func Recruitment(s *engine.State) map[int]int { return stateOf(s).Recruitment }
