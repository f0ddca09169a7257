package wh40k

import (
	"maps"
	"slices"
	"strings"

	"herald/engine"
)

// The set-up a Warhammer 40,000 game adds to the common one.

// whSetUp checks what a Warhammer 40k game adds to the common set-up: the
// claimed and reinforced board, leaders, starting cards, the 4 main and 4
// side missions face up, the recruitment table.
func whSetUp(s *engine.State, e engine.Setup) error {
	n := s.Seats()
	switch e.Mode {
	case ModeClassic, ModeDomination:
	default:
		return engine.Broke("setup.warhammer_mode", "mode", e.Mode)
	}
	if len(e.Colonies) > 0 || len(e.Rewards) > 0 {
		return engine.Broke("setup.halo_only")
	}
	var o Options
	if err := engine.ReadOptions(e.Options, &o); err != nil {
		return err
	}
	x := &State{LootKept: o.LootKept, Abilities: make([]string, len(s.Players))}
	s.Mode, s.Ext = e.Mode, x

	if err := s.SetUnits(e.Units); err != nil {
		return err
	}
	claim := ClaimCounts(len(s.Board.Territories), n)
	for i := range s.Players {
		if got := s.Count(i); got != claim[i] {
			return engine.Broke("setup.deal_count", "player", engine.PlayerRef(i), "got", got, "want", claim[i])
		}
		if got, want := s.UnitsOf(i), StartUnits(n); got != want {
			return engine.Broke("setup.warhammer_start_units", "player", engine.PlayerRef(i), "got", got, "want", want)
		}
	}

	for i, p := range e.Players {
		// The leader marker stands on one of the player's territories
		// ("sammelt ... den Anführermarker ein"; where is the table's).
		if p.Hero == "" {
			return engine.Broke("setup.leader_missing", "player", engine.PlayerRef(i))
		}
		t, ok := s.Board.Lookup(p.Hero)
		if !ok {
			return engine.Broke("territory.unknown", "name", p.Hero)
		}
		if s.Owner[t] != i {
			return engine.Broke("setup.leader_not_own", "player", engine.PlayerRef(i), "territory", t)
		}
		me := &s.Players[i]
		var seat SeatOptions
		if err := engine.ReadOptions(p.Options, &seat); err != nil {
			return err
		}
		me.HasHero, me.Hero, x.Abilities[i] = true, t, strings.TrimSpace(seat.Ability)
		if len(p.Points) > 0 || p.Base != "" {
			return engine.Broke("setup.halo_only")
		}
		if want := StartCards(i); len(p.Values) != want {
			return engine.Broke("setup.warhammer_start_cards", "player", engine.PlayerRef(i), "want", want)
		}
		for _, v := range p.Values {
			if v != 100 && v != 200 {
				return engine.Broke("cards.gelt", "gelt", v)
			}
		}
		me.Values = slices.Clone(p.Values)
	}

	// "Ziehe 4 Haupt- und 4 Nebenmissionen und lege diese aufgedeckt ...
	// neben den Spielplan" (SPIELVORBEREITUNGEN 4).
	tiers, err := engine.OpenObjectives(s, e.Achievements,
		func(id string) error { return engine.Broke("setup.mission_unknown", "mission", id) },
		func(id string) error { return engine.Broke("setup.mission_twice", "mission", id) })
	if err != nil {
		return err
	}
	if tiers[TierMain] != 4 || tiers[TierSide] != 4 {
		return engine.Broke("setup.mission_count", "main", tiers[TierMain], "side", tiers[TierSide])
	}

	// The recruitment table printed on the board is not public: what the
	// table entered, 200 Throne Gelt or more in steps of 100.
	for tg, units := range o.Recruitment {
		if err := engine.CountOK(units); err != nil {
			return err
		}
		if tg < 200 || tg%100 != 0 || units < 1 {
			return engine.Broke("setup.recruitment_row", "gelt", tg, "units", units)
		}
	}
	x.Recruitment = maps.Clone(o.Recruitment)
	if x.Recruitment == nil {
		x.Recruitment = map[int]int{}
	}
	if e.DeckMode != engine.DeckTable {
		return engine.Broke("setup.warhammer_deck")
	}
	return nil
}
