package engine

// setuphelp.go has the steps of a set-up the table enters by hand that
// several editions share: units territory by territory, a base or hero on
// an own territory.

// SetUnits puts the units of a set-up the table entered territory by
// territory: at least one on each, every territory given.
func (s *State) SetUnits(units map[string]int) error {
	for id, u := range units {
		t, ok := s.Board.Lookup(id)
		if !ok {
			return Broke("territory.unknown", "name", id)
		}
		if u < 1 {
			return Broke("setup.units_at_least_one", "territory", t)
		}
		s.Units[t] = u
	}
	for t := range s.Units {
		if _, ok := units[s.Board.Territories[t].ID]; !ok {
			return Broke("setup.units_missing", "territory", TerritoryID(t))
		}
	}
	return nil
}

// OwnTerritory resolves a set-up territory (a base, or a hero) that must
// be player p's.
func (s *State) OwnTerritory(id string, p int, hero bool) (TerritoryID, error) {
	if id == "" {
		if hero {
			return 0, Broke("setup.hero_missing", "player", PlayerRef(p))
		}
		return 0, Broke("setup.base_missing", "player", PlayerRef(p))
	}
	t, ok := s.Board.Lookup(id)
	if !ok {
		return 0, Broke("territory.unknown", "name", id)
	}
	if s.Owner[t] != p {
		if hero {
			return 0, Broke("setup.hero_not_own", "player", PlayerRef(p), "territory", t)
		}
		return 0, Broke("setup.base_not_own", "player", PlayerRef(p), "territory", t)
	}
	return t, nil
}
