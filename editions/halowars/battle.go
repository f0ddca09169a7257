package halowars

import (
	"slices"

	"herald/engine"
)

// battle: heroes ("HEROES"), cannons (Heroic Rewards: "+2 with a Hero
// present") and bonus dice (Legendary Rewards).
func battle(s *engine.State, from, to engine.TerritoryID, d engine.Declared) engine.BattleRule {
	att, def := s.Owner[from], s.Owner[to]
	side := func(p int, hero, declaredCannon bool) engine.SideRule {
		r := engine.SideRule{Hero: hero}
		in, unknown := s.CannonInRange(p, to)
		// A cannon in the attacking territory is in range whatever the
		// board knows: the battle is fought across its link to to.
		in = in || slices.Contains(s.Players[p].Cannons, from)
		if in || (unknown && declaredCannon) {
			// "Two Cannons cannot be combined": at most +1 from cannons.
			r.Plus = 1
		}
		return r
	}
	var rule engine.BattleRule
	if att >= 0 {
		a := s.Players[att]
		rule.Attack = side(att, d.HeroIn && a.HasHero && a.Hero == from, d.AttackCannon)
		rule.Attack.BonusDie = a.Has(RewardAttackDie)
	}
	if def >= 0 {
		p := s.Players[def]
		// "The +1 Bonus also applies when a Hero is present in a defending
		// territory."
		rule.Defend = side(def, p.HasHero && p.Hero == to, d.DefendCannon)
		rule.Defend.BonusDie = p.Has(RewardDefenseDie)
	}
	return rule
}

// draws: one card after a conquest, none on a turn with an achievement
// ("ENDING YOUR TURN"), one every turn with the Guaranteed Card reward
// ("beginning with the turn that you've earned the Reward. You can still
// only take one card per turn"); the Flood takes 2 in the 5-player game
// ("TEAM PLAY", 5 players, Drawing Cards), also with the reward.
func draws(s *engine.State) int {
	p := s.Players[s.Current]
	if !p.Has(engine.RewardCard) && (s.Conquered == 0 || s.Claimed != "") {
		return 0
	}
	if engine.Faction(p.House) == FactionFlood && s.Seats() == 5 {
		return 2
	}
	return 1
}

// victory is checked at the end of each turn for the player whose turn
// it was ("WINNING"): enough achievements and the side's bases held.
// World Conquest wins only by holding every territory, which the engine
// checks after every conquest.
func victory(s *engine.State) ([]int, string) {
	if WorldConquest(s) {
		return nil, ""
	}
	p := s.Current
	if s.SideAchievements(p) >= s.AchievementsNeeded(p) && s.SideBasesHeld(p) {
		return s.Side(p), "achievements"
	}
	return nil, ""
}
