package classic

import "herald/engine"

// Fortify rules a table chooses at set-up (Options.Fortify).
//
//   - FortifyAdjacent, the 1993 booklet, "Fortifying your position": "move
//     as many armies as you'd like from one (and only one) of your
//     territories into one (and only one) of your adjacent territories".
//   - FortifyConnected, the 2008 rules: along a chain of your own
//     territories, each bordering the next.
const (
	FortifyAdjacent  = "adjacent"
	FortifyConnected = "connected"
)

// DefaultFortify is the rule a new game gets when the table does not
// choose: the 1993 booklet's, the one this edition follows.
const DefaultFortify = FortifyAdjacent

// readOptions applies the set-up's options to the state.
func readOptions(s *engine.State, e engine.Setup) error {
	var o Options
	if err := engine.ReadOptions(e.Options, &o); err != nil {
		return err
	}
	switch o.Fortify {
	case FortifyAdjacent:
		s.ManeuverAdjacent = true
	case FortifyConnected, "":
	default:
		return engine.OneOf("fortify", o.Fortify, []string{FortifyAdjacent, FortifyConnected})
	}
	return nil
}

// WithFortify is the set-up s choosing the fortify rule (DefaultFortify
// when rule is ""): what the pages and the API store for a new game.
func WithFortify(s *engine.Setup, rule string) error {
	if rule == "" {
		rule = DefaultFortify
	}
	return engine.EditOptions(&s.Options, func(o *Options) { o.Fortify = rule })
}

// FortifyOf is the fortify rule a game plays by.
func FortifyOf(s *engine.State) string {
	if s.ManeuverAdjacent {
		return FortifyAdjacent
	}
	return FortifyConnected
}
