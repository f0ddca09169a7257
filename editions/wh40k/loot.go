package wh40k

import (
	"slices"

	"herald/engine"
)

// Loot in play: the cards that act at the start of a turn or in a battle,
// used once or kept (README, "Warhammer 40,000").

// useRerolls records the loot re-rolls a battle made ("one", "lowest").
func useRerolls(s *engine.State, rerolled []string) {
	for _, r := range rerolled {
		switch r {
		case "one":
			s.Use(LootRerollOne)
		case "lowest":
			s.Use(LootRerollLowest)
		}
	}
}

// DiscardSpent puts the loot used up this turn out of the game at its
// end: every used card read as used once, the 3-units card in both
// readings ("Du erlangst 3 Extra-Einheiten und legst dann die Karte ab").
func DiscardSpent(s *engine.State) {
	me := &s.Players[s.Current]
	for _, r := range s.LootUsed {
		if LootKept(s) && r != LootThreeUnits {
			continue
		}
		if i := slices.Index(me.Rewards, r); i >= 0 {
			me.Rewards = slices.Delete(me.Rewards, i, i+1)
		}
	}
}

// useLoot plays a loot card that does not act by itself.
func useLoot(s *engine.State, e UseLoot) error {
	if err := s.InTurn(); err != nil {
		return err
	}
	if LootTier(e.Loot) == "" {
		return engine.Broke("loot.unknown", "loot", e.Loot)
	}
	if !s.Usable(s.Current, e.Loot) {
		return engine.Broke("loot.not_held", "player", engine.PlayerRef(s.Current), "loot", Loot(e.Loot))
	}
	if e.Territory != "" && e.Loot != LootLeaderAnywhere {
		return engine.Broke("loot.no_territory", "loot", Loot(e.Loot))
	}
	switch e.Loot {
	case LootThreeUnits:
		// "D BEUTEKARTEN": loot units join the reinforcement.
		if s.Phase != engine.PhaseReinforce {
			return engine.Broke("loot.at_start", "loot", Loot(e.Loot))
		}
		s.Pool += 3
		s.Reinforcement.Loot += 3
		s.Reinforcement.Total += 3
	case LootLeaderAnywhere:
		// "Zu Beginn deines Zuges stellst du deinen Anführer in ein von dir
		// besetztes Gebiet deiner Wahl, auch ohne eine direkte Verbindung."
		if s.Phase != engine.PhaseReinforce {
			return engine.Broke("loot.at_start", "loot", Loot(e.Loot))
		}
		me := &s.Players[s.Current]
		if !me.HasHero || me.Hero == engine.NoTerritory {
			return engine.Broke("loot.leader_off_board", "player", engine.PlayerRef(s.Current))
		}
		t, err := s.Territory(e.Territory)
		if err != nil {
			return err
		}
		if s.Owner[t] != s.Current {
			return engine.Broke("loot.leader_not_own", "territory", t)
		}
		me.Hero = t
	case LootRerollOne, LootRerollLowest:
		// Dice Herald sees use the card by themselves; a battle entered
		// as losses only needs the table to say it was used.
		if s.Phase == engine.PhaseManeuver {
			return engine.Broke("attack.after_maneuver")
		}
	default:
		return engine.Broke("loot.acts_by_itself", "loot", Loot(e.Loot))
	}
	s.Use(e.Loot)
	return nil
}

// describeLoot tells a loot card played.
func describeLoot(before *engine.State, e UseLoot, after *engine.State) []engine.Line {
	who := engine.PlayerRef(before.Current)
	if e.Loot == LootLeaderAnywhere {
		t, _ := after.Board.Lookup(e.Territory)
		return []engine.Line{engine.NewLine("history.loot_leader", "player", who, "territory", t)}
	}
	return []engine.Line{engine.NewLine("history.loot_used", "player", who, "loot", Loot(e.Loot))}
}

// UseLoot plays a Warhammer 40k loot card that does not act by itself:
// 3 extra units, the leader placed anywhere (Territory), or, read as used
// once, a re-roll made at the table in a battle entered as losses.
type UseLoot struct {
	Loot      string `json:"loot"`
	Territory string `json:"territory,omitempty"`
}

// The event kinds of missions (a claim in Warhammer 40k's own rules) and
// loot.
var (
	missionKind = engine.NewKind(whClaim, describeMission)
	useLootKind = engine.NewKind(useLoot, describeLoot)
)

// CheckValues refuses a loot card Warhammer 40k does not have.
func (e UseLoot) CheckValues() error {
	if e.Loot != "" && LootTier(e.Loot) == "" {
		return engine.Broke("event.unknown_value", "field", "loot", "value", e.Loot)
	}
	return nil
}

func (UseLoot) Type() string { return "use_loot" }

// perBattle: read as kept, a re-roll card works in every battle
// (Ruleset.ReusedInTurn).
func perBattle(s *engine.State, r string) bool {
	return LootKept(s) && (r == LootRerollOne || r == LootRerollLowest)
}
