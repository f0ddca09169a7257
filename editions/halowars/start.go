package halowars

import (
	"slices"

	"herald/engine"
)

// setUp checks what a Halo Wars game adds to the common set-up, step by
// step in the rulebook's order; the first step that refuses says why.
func setUp(s *engine.State, e engine.Setup) error {
	switch e.Mode {
	case ModeBasic, ModeCommand:
	default:
		return engine.Broke("setup.halo_mode", "mode", e.Mode)
	}
	var o Options
	if err := engine.ReadOptions(e.Options, &o); err != nil {
		return err
	}
	s.Mode, s.Ext = e.Mode, &State{WorldConquest: o.WorldConquest}
	for i := range s.Players {
		s.Players[i].Team = engine.Faction(s.Players[i].House)
	}
	for _, step := range []func(*engine.State, engine.Setup) error{
		checkTurnOrder, setStartUnits, placeBasesAndHeroes, placeColonies, placeAchievements, placeRewards,
	} {
		if err := step(s, e); err != nil {
			return err
		}
	}
	// Starting cards ("Covenant (Purple) player starts with one card";
	// "Third and fourth players start with one card each"; with 5 the
	// fourth and fifth). Command Room with 3 players names none.
	n := s.Seats()
	return setStartSkulls(s, e, func(i int) int {
		switch {
		case n == 3 && e.Mode == ModeBasic && i == 2:
			return 1
		case n == 4 && i >= 2, n == 5 && i >= 3:
			return 1
		}
		return 0
	})
}

// checkTurnOrder: Basic Training follows its chart; otherwise the Flood
// goes first with 5 players and teammates never follow each other
// ("TEAM PLAY", Turn Order).
func checkTurnOrder(s *engine.State, e engine.Setup) error {
	n := s.Seats()
	order := s.Rules.Houses(n)
	for i, p := range s.Players {
		if e.Mode == ModeBasic && p.House != order[i] {
			return engine.Broke("setup.halo_chart_order", "player", engine.PlayerRef(i), "house", p.House, "want", order[i])
		}
		if n == 5 && i == 0 && p.Team != FactionFlood {
			return engine.Broke("setup.flood_first")
		}
		if next := (i + 1) % n; n >= 4 && s.Teammates(i, next) {
			return engine.Broke("setup.teammates_in_a_row", "a", engine.PlayerRef(i), "b", engine.PlayerRef(next))
		}
	}
	return nil
}

// setStartUnits places the units: the chart (Basic Training) or the
// claimed board. Where the rulebook gives the starting units (Command
// Room "Count Units"; team play "Starting Units") the totals must match,
// and in Command Room the claimed territories the deal.
func setStartUnits(s *engine.State, e engine.Setup) error {
	n := s.Seats()
	if err := s.SetUnits(e.Units); err != nil {
		return err
	}
	if e.Mode == ModeCommand || n >= 4 {
		for i := range s.Players {
			if got, want := s.UnitsOf(i), StartUnits(n, s.Players[i].Team); got != want {
				return engine.Broke("setup.start_units", "player", engine.PlayerRef(i), "got", got, "want", want)
			}
		}
	}
	if e.Mode == ModeCommand {
		deal, _ := s.Rules.Deal(n)
		for i := range s.Players {
			if got := s.Count(i); got != deal[i] {
				return engine.Broke("setup.deal_count", "player", engine.PlayerRef(i), "got", got, "want", deal[i])
			}
		}
	}
	return nil
}

// placeBasesAndHeroes puts each base and hero on one of the player's
// territories ("Place Bases", "Place Heroes"; step 4 of Basic Training).
func placeBasesAndHeroes(s *engine.State, e engine.Setup) error {
	bases := map[engine.TerritoryID]bool{}
	for i, p := range e.Players {
		b, err := s.OwnTerritory(p.Base, i, false)
		if err != nil {
			return err
		}
		if bases[b] {
			return engine.Broke("setup.base_twice", "territory", b)
		}
		bases[b] = true
		h, err := s.OwnTerritory(p.Hero, i, true)
		if err != nil {
			return err
		}
		s.Players[i].Base, s.Players[i].Hero, s.Players[i].HasHero = b, h, true
	}
	return nil
}

// placeColonies: the chart's 15 in Basic Training, 15 drawn in Command
// Room.
func placeColonies(s *engine.State, e engine.Setup) error {
	s.Colony = make([]bool, len(s.Board.Territories))
	if len(e.Colonies) != 15 {
		return engine.Broke("setup.colony_count", "count", len(e.Colonies))
	}
	for _, id := range e.Colonies {
		t, ok := s.Board.Lookup(id)
		if !ok {
			return engine.Broke("territory.unknown", "name", id)
		}
		if s.Colony[t] {
			return engine.Broke("setup.colony_twice", "territory", t)
		}
		s.Colony[t] = true
	}
	if e.Mode == ModeBasic {
		for _, id := range BasicColonies(s.Seats()) {
			if t, ok := s.Board.Lookup(id); ok && !s.Colony[t] {
				return engine.Broke("setup.colony_chart", "territory", t)
			}
		}
	}
	return nil
}

// placeAchievements: the chart's eight, or 4 heroic and 4 legendary
// drawn; Basic Training places no rewards.
func placeAchievements(s *engine.State, e engine.Setup) error {
	tiers, err := engine.OpenObjectives(s, e.Achievements,
		func(a string) error { return engine.Broke("setup.achievement_unknown", "achievement", a) },
		func(a string) error { return engine.Broke("setup.achievement_twice", "achievement", a) })
	if err != nil {
		return err
	}
	if tiers[Heroic] != 4 || tiers[Legendary] != 4 {
		return engine.Broke("setup.achievement_count")
	}
	if e.Mode == ModeBasic {
		for _, a := range BasicAchievements(s.Seats()) {
			if !slices.Contains(s.Open, a) {
				return engine.Broke("setup.achievement_chart", "achievement", a)
			}
		}
		if len(e.Rewards) > 0 {
			return engine.Broke("setup.rewards_basic")
		}
	}
	return nil
}

// placeRewards: in Command Room each achievement may carry a face-down
// reward of its tier, drawn by Herald (none when the table draws its own).
func placeRewards(s *engine.State, e engine.Setup) error {
	if len(e.Rewards) == 0 {
		return nil
	}
	used := map[string]bool{}
	for _, a := range s.Open {
		r := e.Rewards[a]
		if r == "" || RewardTier(r) != s.Rules.Objectives[a].Tier || used[r] {
			return engine.Broke("setup.rewards_drawn")
		}
		used[r] = true
	}
	if len(e.Rewards) != len(s.Open) {
		return engine.Broke("setup.rewards_drawn")
	}
	s.Hidden = e.Rewards
	return nil
}

// setStartSkulls gives each seat its starting cards by their skulls (1 or
// 2 each), as many as want says, and asks for the table's deck: Herald
// does not know the order of the Halo decks.
func setStartSkulls(s *engine.State, e engine.Setup, want func(seat int) int) error {
	for i, p := range e.Players {
		if len(p.Points) != want(i) {
			return engine.Broke("setup.start_cards", "player", engine.PlayerRef(i), "want", want(i))
		}
		for _, k := range p.Points {
			if k != 1 && k != 2 {
				return engine.Broke("cards.points_bad", "points", k)
			}
		}
		s.Players[i].Points = slices.Clone(p.Points)
	}
	if e.DeckMode != engine.DeckTable {
		return engine.Broke("setup.points_deck")
	}
	return nil
}

// StartUnits: "3 PLAYERS: 30 Units per player; 4 PLAYERS: 25 Units
// per player; 5 PLAYERS: UNSC & COVENANT 20 Units per player and the Flood
// starts with 30 Units" (Command Room, Count Units).
func StartUnits(players int, faction string) int {
	switch {
	case players == 3:
		return 30
	case players == 4:
		return 25
	case faction == FactionFlood:
		return 30
	}
	return 20
}
