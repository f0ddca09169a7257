package classic

import "herald/engine"

// What classic adds to the API (classic's one registration is in
// secret_doors.go): a classic game through the API as through the set-up
// page. With 2 players Herald adds the neutral army (withNeutral; "RISK
// for 2 players", Setup), and the deck is Herald's shuffled one or the
// table's; a new game states its fortify rule, the 1993 booklet's when
// the body does not choose ("fortify" beside the core's fields, as the
// set-up page's choice).

// completeSetup gives a set-up without a fortify rule the default one;
// a rule the body names stays (and is checked by the set-up).
func completeSetup(_ string, s *engine.Setup) {
	var o Options
	if engine.ReadOptions(s.Options, &o) != nil || o.Fortify != "" {
		return
	}
	_ = WithFortify(s, "")
}

// addNeutral: the body names the two players, and the territories of the
// neutral pile are owner 2.
func addNeutral(_ string, s *engine.Setup) { s.Players = withNeutral(s.Players) }
