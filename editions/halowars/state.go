package halowars

import "herald/engine"

// Options are Halo Wars' set-up choices beyond the core's
// (engine.Setup.Options): World Conquest plays on until one side holds
// every territory ("WORLD CONQUEST").
type Options struct {
	WorldConquest bool `json:"world_conquest,omitempty"`
}

// State is Halo Wars' own part of a game's state (engine.State.Ext).
type State struct {
	WorldConquest bool
	// CannonDue is the cannon a claim of this turn turned up, still to be
	// placed (PlaceCannon); "" when none.
	CannonDue string
}

// CloneState copies the state (engine.EditionState).
func (x *State) CloneState() engine.EditionState { n := *x; return &n }

// stateOf is the game's Halo Wars state; a state built without the
// set-up reads as the default game.
func stateOf(s *engine.State) *State {
	if x, ok := s.Ext.(*State); ok {
		return x
	}
	return &State{}
}

// WorldConquest reports whether the game plays World Conquest.
func WorldConquest(s *engine.State) bool { return stateOf(s).WorldConquest }
