package wh40k

import (
	"slices"
	"strings"

	"herald/engine"
)

// Missions: taking one, the places they name, and the twenty checks.

// whClaim takes a mission ("SO WERDEN MISSIONEN ABGESCHLOSSEN"): after
// attacking, one per turn ("ein Spieler kann nur eine Mission pro Zug
// einsammeln"), one still face up, done this turn, with a loot card of its
// tier ("Hauptmissionen bringen dem Spieler Große Beute und
// Nebenmissionen Kleine Beute"). Taking it ends the attacks.
func whClaim(s *engine.State, e engine.Claim) error {
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if s.Claimed != "" {
		return engine.Broke("claim.once_mission", "mission", s.Claimed)
	}
	if s.Maneuvers > 0 {
		return engine.Broke("claim.mission_after_maneuver")
	}
	o, ok := s.Rules.Objectives[e.Achievement]
	if !ok || !slices.Contains(s.Open, e.Achievement) {
		return engine.Broke("claim.mission_not_open", "mission", e.Achievement)
	}
	unbound := MissionUnbound(s.Board, e.Achievement)
	switch {
	case len(unbound) > 0 && !e.Confirmed:
		return engine.Broke("claim.needs_table", "mission", e.Achievement, "places", strings.Join(unbound, ", "))
	case len(unbound) == 0 && e.Confirmed:
		return engine.Broke("claim.herald_checks", "mission", e.Achievement)
	}
	if !o.Met(s, s.Current) {
		return engine.Broke("claim.mission_not_met", "mission", e.Achievement)
	}
	if e.Reward == "" || LootTier(e.Reward) != o.Tier {
		return engine.Broke("claim.loot_tier", "tier", o.Tier)
	}
	if e.Cannon != "" {
		return engine.Broke("claim.no_cannon")
	}
	me := &s.Players[s.Current]
	s.Open = slices.DeleteFunc(s.Open, func(a string) bool { return a == e.Achievement })
	me.Achievements = append(me.Achievements, e.Achievement)
	me.Rewards = append(me.Rewards, e.Reward)
	if e.Confirmed {
		x := stateOf(s)
		x.Confirmed = append(x.Confirmed, e.Achievement)
	}
	s.Claimed = e.Achievement
	s.Phase = engine.PhaseManeuver
	return nil
}

// place is a name a mission card prints, with other spellings of it.
type placeName struct{ names []string }

// missionPlaces are the places the missions name. "Hyperia" is the
// rulebook's "Hyperia Sektor"; the others are not in its region list.
var missionPlaces = map[string][]placeName{
	MissionOteck:         {{[]string{"Oteck-Makropolweite"}}},
	MissionDontoriaGorks: {{[]string{"Dontoria"}}, {[]string{"Gorks Landung"}}},
	MissionFourPlaces: {
		{[]string{"Hyperia", "Hyperia Sektor"}}, {[]string{"Dirksen Hivespawl"}},
		{[]string{"Hurrikane Rekk"}}, {[]string{"Vhulianischer Wirbel"}},
	},
}

// MissionPlace is a place a mission names, as the board has it: a region, else a
// territory of that name (any of its names or its id, ignoring case,
// spaces and punctuation).
type MissionPlace struct {
	Name      string             // as the mission card prints it
	Region    string             // the board's region, or ""
	Territory engine.TerritoryID // else the board's territory, or engine.NoTerritory
}

// Bound reports whether the board has the place.
func (p MissionPlace) Bound() bool { return p.Region != "" || p.Territory != engine.NoTerritory }

// MissionPlaces binds the places mission id names to board b.
func MissionPlaces(b *engine.Board, id string) []MissionPlace {
	var out []MissionPlace
	for _, pl := range missionPlaces[id] {
		out = append(out, bindPlace(b, pl))
	}
	return out
}

// MissionUnbound lists the places of mission id that board b lacks: the
// table confirms those.
func MissionUnbound(b *engine.Board, id string) []string {
	var out []string
	for _, p := range MissionPlaces(b, id) {
		if !p.Bound() {
			out = append(out, p.Name)
		}
	}
	return out
}

func bindPlace(b *engine.Board, pl placeName) MissionPlace {
	want := map[string]bool{}
	for _, n := range pl.names {
		want[engine.Fold(n)] = true
	}
	named := func(id string, names engine.Names) bool {
		if want[engine.Fold(id)] {
			return true
		}
		for _, n := range names {
			if want[engine.Fold(n)] {
				return true
			}
		}
		return false
	}
	out := MissionPlace{Name: pl.names[0], Territory: engine.NoTerritory}
	for _, r := range b.Regions {
		// A region nobody has put a territory in yet is not on the board.
		if named(r.ID, r.Names) && b.RegionEntered(r.ID) {
			out.Region = r.ID
			return out
		}
	}
	for i, t := range b.Territories {
		if named(t.ID, t.Names) {
			out.Territory = engine.TerritoryID(i)
			return out
		}
	}
	return out
}

// heldAtStart reports whether player p held place pl at the start of the
// turn; a place the board lacks is left to the table (true).
func heldAtStart(s *engine.State, p int, pl MissionPlace) bool {
	switch {
	case pl.Region != "":
		return engine.HoldsWhole(s.Board, s.StartOwner, pl.Region, p)
	case pl.Territory != engine.NoTerritory:
		return s.StartOwner[pl.Territory] == p
	}
	return true
}

// wholeRegions counts the regions p holds whole in owner.
func wholeRegions(b *engine.Board, owner []int, p int) int {
	n := 0
	for _, r := range b.Regions {
		if engine.HoldsWhole(b, owner, r.ID, p) {
			n++
		}
	}
	return n
}

// regionsOf lists the regions of a territory: a fortress wall is in two,
// a territory not yet in a region (UnassignedRegion) in none.
func regionsOf(t engine.Territory) []string {
	var out []string
	for _, r := range []string{t.Region, t.AlsoRegion} {
		if engine.IsRegion(r) {
			out = append(out, r)
		}
	}
	return out
}

// regionsConquered counts the regions in which p conquered a territory
// this turn.
func regionsConquered(s *engine.State, p int) int {
	seen := map[string]bool{}
	for _, t := range s.Gained(p) {
		for _, r := range regionsOf(s.Board.Territories[t]) {
			seen[r] = true
		}
	}
	return len(seen)
}

// destroyed is every unit of the opponents p's attacks destroyed this
// turn.
func destroyed(s *engine.State) int {
	n := 0
	for _, d := range s.Destroyed {
		n += d
	}
	return n
}

// whMissions is the catalogue of the twenty missions. "In einem Zug" is
// this turn (Gained: held now and not at its start, Destroyed,
// HeroesDefeated); "zu Beginn deines Zuges" is StartOwner and this turn's
// reinforcement.
func whMissions() map[string]engine.Objective {
	main := func(id string, met func(s *engine.State, p int) bool) engine.Objective {
		return engine.Objective{ID: id, Tier: TierMain, Met: met}
	}
	side := func(id string, met func(s *engine.State, p int) bool) engine.Objective {
		return engine.Objective{ID: id, Tier: TierSide, Met: met}
	}
	atStart := func(id string) func(s *engine.State, p int) bool {
		return func(s *engine.State, p int) bool {
			for _, pl := range MissionPlaces(s.Board, id) {
				if !heldAtStart(s, p, pl) {
					return false
				}
			}
			return true
		}
	}
	list := []engine.Objective{
		// "Erobre mindestens 3 Gebiete in 4 verschiedenen Regionen."
		main(MissionHold3In4Regions, func(s *engine.State, p int) bool {
			n := 0
			for _, r := range s.Board.Regions {
				if !engine.IsRegion(r.ID) {
					continue
				}
				held := 0
				for t, terr := range s.Board.Territories {
					if terr.InRegion(r.ID) && s.Owner[t] == p {
						held++
					}
				}
				if held >= 3 {
					n++
				}
			}
			return n >= 4
		}),
		// "Kontrolliere die gesamte Oteck-Makropolweite-Region zu Beginn
		// deines Zuges."
		main(MissionOteck, atStart(MissionOteck)),
		// "Erlange mindestens 15 Einheiten zu Beginn deines Zuges."
		main(MissionReinforce15, func(s *engine.State, p int) bool { return s.Reinforcement.Total >= 15 }),
		// "Besiege 2 Anführer in einem Zug."
		main(MissionTwoLeaders, func(s *engine.State, p int) bool {
			seen := map[int]bool{}
			for _, q := range s.HeroesDefeated {
				seen[q] = true
			}
			return len(seen) >= 2
		}),
		// "Erobre 6 Gebiete in einem Zug."
		main(MissionConquer6, func(s *engine.State, p int) bool { return len(s.Gained(p)) >= 6 }),
		// "Zerstöre 12 gegnerische Einheiten in einem Zug."
		main(MissionDestroy12, func(s *engine.State, p int) bool { return destroyed(s) >= 12 }),
		// "Erobre mindestens 1 Gebiet in 4 Regionen in einem Zug."
		main(MissionFourRegions, func(s *engine.State, p int) bool { return regionsConquered(s, p) >= 4 }),
		// "Kontrolliere 2 Regionen zu Beginn deines Zuges."
		main(MissionTwoRegions, func(s *engine.State, p int) bool { return wholeRegions(s.Board, s.StartOwner, p) >= 2 }),
		// "Besitze Gebietskarten im Wert von 800 Throne Gelt oder mehr."
		main(MissionGelt800, func(s *engine.State, p int) bool { return GeltOf(s, p) >= 800 }),
		// "Erobre eine Region, die zu Beginn deines Zuges von mehr als
		// einem Gegner besetzt war."
		main(MissionRegionOfMany, func(s *engine.State, p int) bool {
			for _, r := range s.Board.Regions {
				if !engine.HoldsWhole(s.Board, s.Owner, r.ID, p) {
					continue
				}
				opponents := map[int]bool{}
				for t, terr := range s.Board.Territories {
					if terr.InRegion(r.ID) && s.StartOwner[t] != p {
						opponents[s.StartOwner[t]] = true
					}
				}
				if len(opponents) > 1 {
					return true
				}
			}
			return false
		}),

		// "Erobre mindestens 2 Festungswälle in einem Zug."
		side(MissionTwoWalls, func(s *engine.State, p int) bool {
			n := 0
			for _, t := range s.Gained(p) {
				if s.Board.Territories[t].AlsoRegion != "" {
					n++
				}
			}
			return n >= 2
		}),
		// "Kontrolliere die Regionen Dontoria und Gorks Landung zu Beginn
		// deines Zuges."
		side(MissionDontoriaGorks, atStart(MissionDontoriaGorks)),
		// "Zerstöre den Regions-Bonus von 2 Gegnern in einem Zug": two
		// opponents who held a region whole at the start of the turn lost
		// it to this player's conquests.
		side(MissionBreakBonuses, func(s *engine.State, p int) bool {
			gained := s.Gained(p)
			broken := map[int]bool{}
			for _, r := range s.Board.Regions {
				q := -1
				for t, terr := range s.Board.Territories {
					if terr.InRegion(r.ID) {
						q = s.StartOwner[t]
						break
					}
				}
				if q < 0 || q == p || !engine.HoldsWhole(s.Board, s.StartOwner, r.ID, q) {
					continue
				}
				for _, t := range gained {
					if s.Board.Territories[t].InRegion(r.ID) {
						broken[q] = true
					}
				}
			}
			return len(broken) >= 2
		}),
		// "Erhalte einen Regions-Bonus von 3 oder mehr zu Beginn deines
		// Zuges."
		side(MissionBonus3, func(s *engine.State, p int) bool {
			return slices.ContainsFunc(s.Reinforcement.Regions, func(r engine.RegionBonus) bool { return r.Bonus >= 3 })
		}),
		// "Besitze Gebietskarten im Wert von 500 Throne Gelt oder mehr."
		side(MissionGelt500, func(s *engine.State, p int) bool { return GeltOf(s, p) >= 500 }),
		// "Zerstöre 7 gegnerische Einheiten in einem Zug."
		side(MissionDestroy7, func(s *engine.State, p int) bool { return destroyed(s) >= 7 }),
		// "Erhalte mindestens 8 Einheiten zu Beginn deines Zuges."
		side(MissionReinforce8, func(s *engine.State, p int) bool { return s.Reinforcement.Total >= 8 }),
		// "Erobre 4 Gebiete in einem Zug."
		side(MissionConquer4, func(s *engine.State, p int) bool { return len(s.Gained(p)) >= 4 }),
		// "Erobre 3 Gebiete von einem einzelnen Gegner in einem Zug."
		side(MissionThreeFromOne, func(s *engine.State, p int) bool {
			from := map[int]int{}
			for _, t := range s.Gained(p) {
				from[s.StartOwner[t]]++
			}
			for _, n := range from {
				if n >= 3 {
					return true
				}
			}
			return false
		}),
		// "Kontrolliere die Regionen Hyperia, Dirksen Hivespawl, Hurrikane
		// Rekk und Vhulianischer Wirbel zu Beginn deines Zuges."
		side(MissionFourPlaces, atStart(MissionFourPlaces)),
	}
	out := map[string]engine.Objective{}
	for _, o := range list {
		out[o.ID] = o
	}
	return out
}

// describeMission tells a mission claim: verified or the table's word,
// and the loot taken.
func describeMission(before *engine.State, e engine.Claim, after *engine.State) []engine.Line {
	who := engine.PlayerRef(before.Current)
	out := []engine.Line{engine.NewLine("history.mission", "player", who, "mission", e.Achievement)}
	if e.Confirmed {
		out[0] = engine.NewLine("history.mission_confirmed", "player", who, "mission", e.Achievement)
	}
	return append(out, engine.NewLine("history.loot_taken", "loot", Loot(e.Reward)))
}
