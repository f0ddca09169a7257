package halowars_test

// The rewards Herald deals face down (Command Room). "Shuffle all the
// Reward tokens. Place one Heroic Reward face down on each Heroic
// Achievement. Place one Legendary Reward face down on each Legendary
// Achievement" (COMMAND ROOM, GAME SETUP, Place Rewards): nobody at the
// table knows which lies where until "collecting an Achievement lets you
// also collect the Reward on top of it" (REWARDS (COMMAND ROOM ONLY)); a
// cannon turned up is then placed "immediately ... onto any territory you
// control" (HEROIC REWARDS, Cannon). So a claim is answered the same
// whichever reward lies underneath, and the claim itself turns it up.

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"herald/editions/halowars"
	"herald/engine"
	"herald/i18n"
	"herald/views"
)

// dealtRewards are the rewards Herald drew for the test's layout (the
// first four of each tier in the rulebook's order, as haloSetup lays
// Basic Training's out), with the heroic cannon on Control Mu.
func dealtRewards() map[string]string {
	return map[string]string{
		halowars.ControlMu: halowars.RewardCannon, halowars.ControlEire: engine.RewardCard,
		halowars.Colonies8: engine.RewardStartMove, halowars.ControlPacifica: engine.RewardExtraMove,
		halowars.Territories10Turn: halowars.RewardCannonLegend, halowars.EnemyBases2: engine.RewardTwoUnits,
		halowars.Territories18: halowars.RewardAttackDie, halowars.Sectors2: halowars.RewardDefenseDie,
	}
}

// dealtTwins are two games that differ only in the face-down rewards of
// Control Mu and Control 8 Colonies (the cannon and the starting maneuver
// change places), Anna holding Mu after her placement: she may take it.
func dealtTwins(t *testing.T) [2]*game {
	var out [2]*game
	for i := range out {
		r := dealtRewards()
		if i == 1 {
			r[halowars.ControlMu], r[halowars.Colonies8] = r[halowars.Colonies8], r[halowars.ControlMu]
		}
		g := startHalo(t, 3, halowars.ModeCommand, func(s *engine.Setup) { s.Rewards = r })
		g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey")), nil)
		g.placeAllOn("xanadu")
		out[i] = g
	}
	return out
}

// answer is what the table hears of e: the refusal's key and its
// sentence in every language, or "taken".
func answer(s *engine.State, e engine.Event) string {
	_, err := engine.Apply(s, e)
	if err == nil {
		return "taken"
	}
	out := err.Error()
	if re, ok := err.(*engine.RuleError); ok {
		out = re.Key
	}
	for _, lang := range i18n.Languages {
		out += "\n" + views.SayError(lang, s, err)
	}
	return out
}

// Whatever a claim of a face-down reward asks, the answer does not depend
// on the reward: naming the right reward or a wrong one, a cannon's place
// that is the player's, someone else's or unknown. A claim without a
// reward is taken in both games.
func TestDealtClaimAnswersTheSameWhateverLiesUnder(t *testing.T) {
	tw := dealtTwins(t)
	mu := halowars.ControlMu
	claims := []engine.Claim{
		{Achievement: mu, Reward: halowars.RewardCannon},
		{Achievement: mu, Reward: engine.RewardStartMove},
		{Achievement: mu, Reward: engine.RewardExtraMove},
		{Achievement: mu, Reward: engine.RewardTwoUnits},
		{Achievement: mu, Cannon: "aurburne"},
		{Achievement: mu, Cannon: "atlantis"},
		{Achievement: mu, Reward: halowars.RewardCannon, Cannon: "kish"},
		{Achievement: mu, Cannon: "kish"},
		{Achievement: mu},
	}
	for _, c := range claims {
		a, b := answer(tw[0].s, c), answer(tw[1].s, c)
		if a != b {
			t.Errorf("%+v: the cannon's game hears\n%s\nthe starting maneuver's\n%s", c, a, b)
		}
		if c.Reward != "" && firstLine(a) != "claim.reward_dealt" {
			t.Errorf("%+v: %s, want claim.reward_dealt", c, a)
		}
	}
	if got := answer(tw[0].s, engine.Claim{Achievement: mu}); got != "taken" {
		t.Fatalf("a claim naming no reward: %s", got)
	}
	// With another cannon already on Kish (a test's set-up), a place on
	// Kish is refused in both games: "Two Cannons cannot be combined".
	for _, g := range tw {
		g.s.Players[anna].Cannons = []engine.TerritoryID{id(t, g.b, "kish")}
	}
	c := engine.Claim{Achievement: mu, Cannon: "kish"}
	if a, b := answer(tw[0].s, c), answer(tw[1].s, c); a != b || firstLine(a) != "claim.cannon_twice" {
		t.Errorf("a place holding a cannon: %s / %s", a, b)
	}
}

func firstLine(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	return first
}

// The claim turns the reward up and applies it: the cannon waits for its
// place, and the turn waits for the cannon ("immediately"); the starting
// maneuver is simply the player's.
func TestDealtClaimTurnsTheRewardUp(t *testing.T) {
	tw := dealtTwins(t)
	cannon, other := tw[0], tw[1]
	for _, g := range tw {
		g.do(engine.Claim{Achievement: halowars.ControlMu})
	}
	if r := cannon.s.Players[anna].Rewards; !slices.Equal(r, []string{halowars.RewardCannon}) || halowars.CannonDue(cannon.s) != halowars.RewardCannon {
		t.Fatalf("the cannon's game: rewards %v, due %q", r, halowars.CannonDue(cannon.s))
	}
	if r := other.s.Players[anna].Rewards; !slices.Equal(r, []string{engine.RewardStartMove}) || halowars.CannonDue(other.s) != "" {
		t.Fatalf("the other game: rewards %v, due %q", r, halowars.CannonDue(other.s))
	}
	other.refuse(halowars.PlaceCannon{Territory: "kish"}, "claim.no_cannon_due")
	other.do(engine.EndTurn{})

	cannon.refuse(engine.EndTurn{}, "claim.cannon_first")
	cannon.refuse(engine.Maneuver{From: "xanadu", To: "kish", Units: 1}, "claim.cannon_first")
	cannon.refuse(engine.EndAttack{}, "attack.already_over")
	cannon.refuse(halowars.PlaceCannon{}, "claim.cannon_where")
	cannon.refuse(halowars.PlaceCannon{Territory: "aurburne"}, "claim.cannon_not_own")
	cannon.refuse(halowars.PlaceCannon{Territory: "atlantis"}, "territory.unknown")
	before := cannon.s
	cannon.do(halowars.PlaceCannon{Territory: "kish"})
	if c := cannon.s.Players[anna].Cannons; !slices.Equal(c, []engine.TerritoryID{id(t, cannon.b, "kish")}) || halowars.CannonDue(cannon.s) != "" {
		t.Fatalf("after the placement: cannons %v, due %q", c, halowars.CannonDue(cannon.s))
	}
	lines := engine.Describe(before, halowars.PlaceCannon{Territory: "kish"}, cannon.s)
	if len(lines) != 1 || lines[0].Key != "history.cannon" {
		t.Errorf("the history of the placement: %+v", lines)
	}
	cannon.refuse(halowars.PlaceCannon{Territory: "xanadu"}, "claim.no_cannon_due")
	cannon.do(engine.Maneuver{From: "xanadu", To: "kish", Units: 1})
	cannon.do(engine.EndTurn{})
}

// A place given with the claim is where a cannon goes if one turns up
// (the recorded games name it so): the cannon is placed at once; under
// another reward nothing is placed, and the history says no cannon.
func TestDealtClaimWithCannonPlace(t *testing.T) {
	tw := dealtTwins(t)
	for i, g := range tw {
		c := engine.Claim{Achievement: halowars.ControlMu, Cannon: "kish"}
		before := g.s
		g.do(c)
		want := []engine.TerritoryID(nil)
		if i == 0 {
			want = []engine.TerritoryID{id(t, g.b, "kish")}
		}
		if got := g.s.Players[anna].Cannons; !slices.Equal(got, want) || halowars.CannonDue(g.s) != "" {
			t.Errorf("game %d: cannons %v, due %q", i, got, halowars.CannonDue(g.s))
		}
		var keys []string
		for _, l := range engine.Describe(before, c, g.s) {
			keys = append(keys, l.Key)
		}
		wantKeys := []string{"history.claim", "history.reward"}
		if i == 0 {
			wantKeys = append(wantKeys, "history.cannon")
		}
		if !reflect.DeepEqual(keys, wantKeys) {
			t.Errorf("game %d: history %v, want %v", i, keys, wantKeys)
		}
		g.do(engine.EndTurn{})
	}
}

// Once the tier's cannon is turned up, the table knows none lies under
// the other achievements of its tier: a place given with their claim is
// refused, the same in every game.
func TestDealtCannonTakenNoneLeft(t *testing.T) {
	r := dealtRewards()
	g := startHalo(t, 3, halowars.ModeCommand, func(s *engine.Setup) { s.Rewards = r })
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("xanadu")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Cannon: "kish"})
	g.do(engine.EndTurn{})
	g.pass()
	g.pass()
	// Anna again: Eire and Mu both hers now.
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(anna, 5, eire...), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("xanadu")
	g.refuse(engine.Claim{Achievement: halowars.ControlEire, Cannon: "petra"}, "claim.no_cannon")
	g.do(engine.Claim{Achievement: halowars.ControlEire})
	if r := g.s.Players[anna].Rewards; !slices.Equal(r, []string{halowars.RewardCannon, engine.RewardCard}) {
		t.Errorf("Anna's rewards %v", r)
	}
}

// Where the table draws its own tokens it names the one it turned up: a
// cannon named without its place waits for it as a dealt one does (a
// phone's export names the rewards so, and its copy replays).
func TestTableNamedCannonWaitsForItsPlace(t *testing.T) {
	g := newCommand(t, 3, halowars.ControlMu)
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("xanadu")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Reward: halowars.RewardCannon})
	if halowars.CannonDue(g.s) != halowars.RewardCannon {
		t.Fatalf("due %q", halowars.CannonDue(g.s))
	}
	g.refuse(engine.EndTurn{}, "claim.cannon_first")
	g.do(halowars.PlaceCannon{Territory: "petra"})
	g.do(engine.EndTurn{})
}
