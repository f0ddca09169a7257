package classic

import "herald/engine"

// What classic adds to the API: a new game states its fortify rule, the
// 1993 booklet's when the body does not choose ("fortify" beside the
// core's fields, as the set-up page's choice).
// (classic's one registration is in secret_doors.go).

// completeSetup gives a set-up without a fortify rule the default one;
// a rule the body names stays (and is checked by the set-up).
func completeSetup(_ string, s *engine.Setup) {
	var o Options
	if engine.ReadOptions(s.Options, &o) != nil || o.Fortify != "" {
		return
	}
	_ = WithFortify(s, "")
}
