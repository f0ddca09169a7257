package halowars

import "herald/engine"

// AchievementOrder lists the achievements as the rulebook does.
var AchievementOrder = []string{
	ControlMu, ControlEire, ControlPacifica, Colonies8, EnemyBase1, Colonies4InTurn,
	Territories10Turn, EnemyBases2, Territories18, Sectors2, SectorFromNone, Colonies11,
}

// BasicAchievements are the achievements Basic Training places, by
// player count ("PLACE ACHIEVEMENTS" of each chart).
func BasicAchievements(players int) []string {
	legendary := []string{Territories10Turn, EnemyBases2, Territories18, Sectors2}
	if players == 4 {
		return append([]string{ControlEire, ControlMu, ControlPacifica, Colonies4InTurn}, legendary...)
	}
	return append([]string{Colonies8, ControlEire, ControlMu, ControlPacifica}, legendary...)
}

// BasicColonies are the colony territories of Basic Training, by player
// count ("PLACE COLONIES" of each chart), as Arcadia's territory ids.
func BasicColonies(players int) []string {
	common := []string{"skerries", "academ", "pirth", "kintyre", "abaskun", "sarai", "petra", "kish", "persepolis", "carthage"}
	switch players {
	case 3:
		return append(common, "canopus", "rungholt", "poolesville", "birka", "dunwich")
	case 4:
		return append(common, "canopus", "rungholt", "alpha", "birka", "dunwich")
	case 5:
		return append(common, "magna", "new_pompeii", "poolesville", "birka", "rungholt")
	}
	return nil
}

// achievements is the catalogue: "HEROIC ACHIEVEMENTS" and "LEGENDARY
// ACHIEVEMENTS". Team rules ("TEAM PLAY", Sector Bonus(es)): "When an
// entire sector is controlled by one team, that sector qualifies for
// corresponding Achievements"; colonies and territories are "not combined
// between teammates".
func achievements() map[string]engine.Objective {
	list := []engine.Objective{
		{ID: ControlMu, Tier: Heroic, Met: teamHoldsSector("mu")},
		{ID: ControlEire, Tier: Heroic, Met: teamHoldsSector("eire")},
		{ID: ControlPacifica, Tier: Heroic, Met: teamHoldsSector("pacifica")},
		{ID: Colonies8, Tier: Heroic, Met: func(s *engine.State, p int) bool { return s.ColoniesOf(p) >= 8 }},
		{ID: EnemyBase1, Tier: Heroic, Met: func(s *engine.State, p int) bool { return s.EnemyBasesOf(p) >= 1 }},
		// "Take control of 4 colonies in one turn, that you did not control
		// at the start of the turn."
		{ID: Colonies4InTurn, Tier: Heroic, Met: func(s *engine.State, p int) bool {
			n := 0
			for _, t := range s.Gained(p) {
				if s.Colony[t] {
					n++
				}
			}
			return n >= 4
		}},
		// "Take over at least 10 territories that you did not control at
		// the start of your turn."
		{ID: Territories10Turn, Tier: Legendary, Met: func(s *engine.State, p int) bool { return len(s.Gained(p)) >= 10 }},
		{ID: EnemyBases2, Tier: Legendary, Met: func(s *engine.State, p int) bool { return s.EnemyBasesOf(p) >= 2 }},
		{ID: Territories18, Tier: Legendary, Met: func(s *engine.State, p int) bool { return s.Count(p) >= 18 }},
		{ID: Sectors2, Tier: Legendary, Met: func(s *engine.State, p int) bool {
			n := 0
			for _, r := range s.Board.Regions {
				if TeamHoldsRegion(s, p, r.ID) {
					n++
				}
			}
			return n >= 2
		}},
		// "Take control of a sector where you did not control any
		// territory at the start of the turn." Herald asks that the player
		// took part of it this turn, so a sector a teammate already held
		// does not count by itself.
		{ID: SectorFromNone, Tier: Legendary, Met: func(s *engine.State, p int) bool {
			for _, r := range s.Board.Regions {
				if !TeamHoldsRegion(s, p, r.ID) {
					continue
				}
				heldBefore, took := false, false
				for t, terr := range s.Board.Territories {
					if !terr.InRegion(r.ID) {
						continue
					}
					if s.StartOwner[t] == p {
						heldBefore = true
					}
					if s.Owner[t] == p {
						took = true
					}
				}
				if !heldBefore && took {
					return true
				}
			}
			return false
		}},
		{ID: Colonies11, Tier: Legendary, Met: func(s *engine.State, p int) bool { return s.ColoniesOf(p) >= 11 }},
	}
	out := map[string]engine.Objective{}
	for _, o := range list {
		out[o.ID] = o
	}
	return out
}

func teamHoldsSector(region string) func(s *engine.State, p int) bool {
	return func(s *engine.State, p int) bool { return TeamHoldsRegion(s, p, region) }
}

// TeamHoldsRegion reports whether player p's side holds every territory of

// a region (false for a region the board does not have).
func TeamHoldsRegion(s *engine.State, p int, region string) bool {
	return s.Board.RegionWhole(region, func(t engine.TerritoryID) bool { return s.TeamHolds(p, t) })
}
