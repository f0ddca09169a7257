package halowars

import (
	"slices"

	"herald/engine"
)

// along ("REWARDS"); a cannon is placed at once on an own territory, never
// on another cannon.
func claim(s *engine.State, e engine.Claim) error {
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if s.Claimed != "" {
		return engine.Broke("claim.once", "achievement", s.Claimed)
	}
	// "After you are finished attacking, collect one Achievement ...
	// Maneuver your armies" ("ON YOUR TURN" 3, 4): ending the attacks
	// leaves the claim open, a maneuver closes it (a starting maneuver is
	// not counted in Maneuvers).
	if s.Maneuvers > 0 {
		return engine.Broke("claim.after_maneuver")
	}
	o, ok := s.Rules.Objectives[e.Achievement]
	if !ok || !slices.Contains(s.Open, e.Achievement) {
		return engine.Broke("claim.not_open", "achievement", e.Achievement)
	}
	if !o.Met(s, s.Current) {
		return engine.Broke("claim.not_met", "achievement", e.Achievement)
	}
	reward := ""
	if s.Mode == ModeCommand {
		reward = s.Hidden[e.Achievement]
		switch {
		case reward != "" && e.Reward != "" && e.Reward != reward:
			return engine.Broke("claim.reward_drawn", "reward", reward)
		case reward == "":
			reward = e.Reward
			if RewardTier(reward) != o.Tier {
				return engine.Broke("claim.reward_tier", "tier", o.Tier)
			}
			if slices.Contains(s.RewardsOut, reward) {
				return engine.Broke("claim.reward_taken", "reward", reward)
			}
		}
	} else if e.Reward != "" {
		return engine.Broke("claim.no_rewards")
	}
	me := &s.Players[s.Current]
	if reward == RewardCannon || reward == RewardCannonLegend {
		if e.Cannon == "" {
			return engine.Broke("claim.cannon_where")
		}
		t, err := s.Territory(e.Cannon)
		if err != nil {
			return err
		}
		if s.Owner[t] != s.Current {
			return engine.Broke("claim.cannon_not_own", "territory", t)
		}
		for _, p := range s.Players {
			if slices.Contains(p.Cannons, t) {
				return engine.Broke("claim.cannon_twice", "territory", t)
			}
		}
		me.Cannons = append(me.Cannons, t)
	} else if e.Cannon != "" {
		return engine.Broke("claim.no_cannon")
	}
	s.Open = slices.DeleteFunc(s.Open, func(a string) bool { return a == e.Achievement })
	delete(s.Hidden, e.Achievement)
	me.Achievements = append(me.Achievements, e.Achievement)
	if reward != "" {
		me.Rewards = append(me.Rewards, reward)
		s.RewardsOut = append(s.RewardsOut, reward)
	}
	s.Claimed = e.Achievement
	// "After you finish attacking": taking it ends the attacks.
	s.Phase = engine.PhaseManeuver
	return nil
}

// The event kinds of claims and transfers of command.
var (
	claimKind = engine.NewKind(claim, describeClaim)
)

// describeClaim says which achievement was taken, and the reward and
// cannon that came with it.
func describeClaim(before *engine.State, e engine.Claim, after *engine.State) []engine.Line {
	out := []engine.Line{engine.NewLine("history.claim", "player", engine.PlayerRef(before.Current), "achievement", e.Achievement)}
	me := after.Players[before.Current]
	if len(me.Rewards) > len(before.Players[before.Current].Rewards) {
		out = append(out, engine.NewLine("history.reward", "reward", me.Rewards[len(me.Rewards)-1]))
	}
	if e.Cannon != "" {
		t, _ := after.Board.Lookup(e.Cannon)
		out = append(out, engine.NewLine("history.cannon", "territory", t))
	}
	return out
}
