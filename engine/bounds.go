package engine

// MaxUnits is the most units one territory can hold. A table never holds
// more than a few hundred on one territory (no box has that many pieces),
// so a larger count is a typing error, never the board: refusing it keeps
// the state, the totals and the odds (odds.go) within reach.
const MaxUnits = 999

// MaxNameLen is the longest name (in letters) of a player or a game: a
// name is read across the table, and a longer one is a paste gone wrong
// (a 30 MB name once made a game page of 64 MB).
const MaxNameLen = 40

// checkCounts refuses a unit count in an event that no table can mean,
// before any rule looks at it. Correct and CorrectHand bound their own.
func checkCounts(e Event) error {
	switch e := e.(type) {
	case Place:
		return countOK(e.Units)
	case Trade:
		return countOK(e.Units)
	case MoveIn:
		return countOK(e.Units)
	case Maneuver:
		return countOK(e.Units)
	case Setup:
		for _, n := range e.Units {
			if err := countOK(n); err != nil {
				return err
			}
		}
	}
	return nil
}

// CountOK refuses a unit count no table can mean (an edition's own
// set-up numbers).
func CountOK(n int) error { return countOK(n) }

// countOK refuses a count below 0 or above MaxUnits.
func countOK(n int) error {
	if n < 0 || n > MaxUnits {
		return Broke("units.absurd", "units", n, "max", MaxUnits)
	}
	return nil
}

// overMax refuses a state with more than MaxUnits on a territory that
// grew beyond it since before (nil at set-up): whatever rule moved the
// units (a placement, a move-in, a maneuver, a transfer, a loot card), no
// event puts more on one territory. A territory that already held more
// (an old log) can still lose units.
func (s *State) overMax(before *State) error {
	for t, n := range s.Units {
		if n > MaxUnits && (before == nil || n > before.Units[t]) {
			return Broke("units.over_max", "territory", TerritoryID(t), "units", n, "max", MaxUnits)
		}
	}
	return nil
}
