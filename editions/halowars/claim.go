package halowars

import (
	"slices"

	"herald/engine"
)

// claim takes an achievement ("HOW TO COLLECT ACHIEVEMENTS"): after
// attacking, one per turn, only one still on the board, only when the
// board and the turn show it done. In Command Room the reward on it comes
// along ("collecting an Achievement lets you also collect the Reward on
// top of it", REWARDS (COMMAND ROOM ONLY)); a cannon is placed at once on
// an own territory, never on another cannon.
//
// Where Herald dealt the rewards ("Place one Heroic Reward face down on
// each Heroic Achievement", COMMAND ROOM, Place Rewards), nobody at the
// table knows which lies where until the claim turns it up: the claim
// names none, and whatever it asks is answered the same whichever reward
// lies underneath. A cannon's place may come with it (used only if a
// cannon turns up, checked either way) or after it (CannonDue, then
// PlaceCannon).
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
	dealt := s.Mode == ModeCommand && s.Hidden[e.Achievement] != ""
	switch {
	case dealt && e.Reward != "":
		// The sentence names no reward: it would tell the one face down.
		return engine.Broke("claim.reward_dealt")
	case dealt:
		reward = s.Hidden[e.Achievement]
	case s.Mode == ModeCommand:
		// The table drew its own tokens and says which one it turned up.
		reward = e.Reward
		if RewardTier(reward) != o.Tier {
			return engine.Broke("claim.reward_tier", "tier", o.Tier)
		}
		if slices.Contains(s.RewardsOut, reward) {
			return engine.Broke("claim.reward_taken", "reward", reward)
		}
	case e.Reward != "":
		return engine.Broke("claim.no_rewards")
	}
	me := &s.Players[s.Current]
	if e.Cannon != "" {
		// Face down, a cannon may lie there as long as its tier's cannon
		// is not taken (the table sees that); turned up by the table, only
		// a cannon brings one.
		if dealt && !cannonLeft(s, o.Tier) || !dealt && !IsCannon(reward) {
			return engine.Broke("claim.no_cannon")
		}
		t, err := cannonPlace(s, e.Cannon)
		if err != nil {
			return err
		}
		if IsCannon(reward) {
			me.Cannons = append(me.Cannons, t)
		}
	} else if IsCannon(reward) && len(CannonPlaces(s)) > 0 {
		// "Take the Cannon token and immediately place it": the next step
		// of the turn. With no territory of the player's free of a cannon
		// ("Two Cannons cannot be combined in one territory") it has
		// nowhere to go.
		stateOf(s).CannonDue = reward
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

// IsCannon reports whether reward r is a cannon, heroic or legendary.
func IsCannon(r string) bool { return r == RewardCannon || r == RewardCannonLegend }

// cannonLeft reports whether tier's cannon is still face down somewhere:
// nobody has taken it yet.
func cannonLeft(s *engine.State, tier string) bool {
	for _, r := range Rewards[tier] {
		if IsCannon(r) && !slices.Contains(s.RewardsOut, r) {
			return true
		}
	}
	return false
}

// cannonPlace checks territory id as the place of the current player's
// new cannon: one of theirs, without a cannon ("immediately place it onto
// any territory you control ... Two Cannons cannot be combined in one
// territory").
func cannonPlace(s *engine.State, id string) (engine.TerritoryID, error) {
	t, err := s.Territory(id)
	if err != nil {
		return 0, err
	}
	if s.Owner[t] != s.Current {
		return 0, engine.Broke("claim.cannon_not_own", "territory", t)
	}
	if hasCannon(s, t) {
		return 0, engine.Broke("claim.cannon_twice", "territory", t)
	}
	return t, nil
}

// hasCannon reports whether a cannon stands on territory t.
func hasCannon(s *engine.State, t engine.TerritoryID) bool {
	for _, p := range s.Players {
		if slices.Contains(p.Cannons, t) {
			return true
		}
	}
	return false
}

// CannonPlaces are the current player's territories a new cannon may go
// on, in the board's order.
func CannonPlaces(s *engine.State) []engine.TerritoryID {
	var out []engine.TerritoryID
	for t, o := range s.Owner {
		if o == s.Current && !hasCannon(s, engine.TerritoryID(t)) {
			out = append(out, engine.TerritoryID(t))
		}
	}
	return out
}

// CannonDue is the cannon a claim of this turn turned up and the current
// player has still to place, "" when none.
func CannonDue(s *engine.State) string { return stateOf(s).CannonDue }

// PlaceCannon puts the cannon a claim turned up onto one of the current
// player's territories: "Take the Cannon token and immediately place it
// onto any territory you control" (HEROIC REWARDS, Cannon).
type PlaceCannon struct {
	Territory string `json:"territory"`
}

func (PlaceCannon) Type() string { return "place_cannon" }

func placeCannon(s *engine.State, e PlaceCannon) error {
	x := stateOf(s)
	if x.CannonDue == "" {
		return engine.Broke("claim.no_cannon_due")
	}
	if e.Territory == "" {
		return engine.Broke("claim.cannon_where")
	}
	t, err := cannonPlace(s, e.Territory)
	if err != nil {
		return err
	}
	s.Players[s.Current].Cannons = append(s.Players[s.Current].Cannons, t)
	x.CannonDue = ""
	return nil
}

// cannonFirst holds the turn until the cannon turned up is placed ("immediately"):
// no maneuver, no end of the turn before it (engine.Ruleset.BeforeAttack).
func cannonFirst(s *engine.State) error {
	if r := CannonDue(s); r != "" && len(CannonPlaces(s)) > 0 {
		return engine.Broke("claim.cannon_first", "reward", r)
	}
	return nil
}

// turnEnds lets a cannon that found no place go with the turn
// (engine.Ruleset.TurnEnds): a correction took away every territory it
// could have gone on.
func turnEnds(s *engine.State) { stateOf(s).CannonDue = "" }

// The event kinds of claims and of a cannon placed after its claim.
var (
	claimKind       = engine.NewKind(claim, describeClaim)
	placeCannonKind = engine.NewKind(placeCannon, describePlaceCannon)
)

// describeClaim says which achievement was taken, and the reward and
// cannon that came with it.
func describeClaim(before *engine.State, e engine.Claim, after *engine.State) []engine.Line {
	out := []engine.Line{engine.NewLine("history.claim", "player", engine.PlayerRef(before.Current), "achievement", e.Achievement)}
	me, was := after.Players[before.Current], before.Players[before.Current]
	if len(me.Rewards) > len(was.Rewards) {
		out = append(out, engine.NewLine("history.reward", "reward", me.Rewards[len(me.Rewards)-1]))
	}
	// A place given for a cannon that did not turn up places nothing.
	if len(me.Cannons) > len(was.Cannons) {
		out = append(out, engine.NewLine("history.cannon", "territory", me.Cannons[len(me.Cannons)-1]))
	}
	return out
}

// describePlaceCannon says where the cannon went.
func describePlaceCannon(before *engine.State, e PlaceCannon, after *engine.State) []engine.Line {
	t, _ := after.Board.Lookup(e.Territory)
	return []engine.Line{engine.NewLine("history.cannon", "territory", t)}
}
