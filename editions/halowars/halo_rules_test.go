package halowars_test

// Rule tests for RISK Halo Wars on Arcadia: the twelve achievements,
// claiming them, the Command Room rewards, team play, elimination and
// victory. Each test names the section of the English rulebook (seed 002)
// it checks; quotes are the rulebook's words.
//
// Seats: 3 players Anna (Flood, 0), Ben (UNSC, 1), Carla (Covenant, 2);
// 4 players Anna (UNSC green, 0), Ben (Covenant purple, 1), Carla (UNSC
// gold, 2), Dirk (Covenant blue, 3); 5 players Anna is the Flood, Ben and
// Dirk UNSC, Carla and Eva Covenant. haloSetup puts every base on its
// player's first territory in board order: Anna academ, Ben aurburne,
// Carla boyne, Dirk cliath, Eva derry.

import (
	"slices"
	"testing"

	"herald/editions/halowars"
	"herald/engine"
)

// Arcadia's sectors, as "HEROIC ACHIEVEMENTS" counts them ("all 7
// territories in Mu", "all 9 territories in Eire", "all 12 territories in
// Pacifica"); TestHaloSectorListsMatchTheBoard checks them against the map.
var (
	eire      = []string{"academ", "aurburne", "boyne", "cliath", "derry", "kinross", "pirth", "slane", "skerries"}
	caledonia = []string{"iona", "kintyre", "portobello", "skye"}
	mu        = []string{"abaskun", "kish", "new_troy", "persepolis", "petra", "sarai", "xanadu"}
	lemuria   = []string{"avaris", "canopus", "carthage", "magna", "tanis", "timgad"}
	pacifica  = []string{"agartha", "alpha", "azlan", "birka", "fleming", "kitezh", "new_pompeii", "new_pripyat", "poolesville", "roque", "rungholt", "skara_brae"}
	avalon    = []string{"dunwich", "new_sarum", "roxburgh", "selsey"}
)

// except returns ids without the dropped ones.
func except(ids []string, drop ...string) []string {
	return slices.DeleteFunc(slices.Clone(ids), func(t string) bool { return slices.Contains(drop, t) })
}

// try applies e without keeping the result.
func (g *game) try(e engine.Event) *engine.State {
	g.t.Helper()
	n, err := engine.Apply(g.s, e)
	if err != nil {
		g.t.Fatalf("%s: %v", e.Type(), err)
	}
	return n
}

// pass plays the current player's turn without a fight: everything placed
// on the first territory held, no card.
func (g *game) pass() {
	g.t.Helper()
	g.placeAllOn(g.b.Territories[g.s.Holdings(g.s.Current)[0]].ID)
	g.do(engine.EndTurn{})
}

// claimed names a reward of the achievement's tier, as the table does in
// Command Room when Herald did not draw the rewards.
func claimed(a string) engine.Claim {
	if halowars.Rules.Objectives[a].Tier == halowars.Heroic {
		return engine.Claim{Achievement: a, Reward: engine.RewardStartMove}
	}
	return engine.Claim{Achievement: a, Reward: engine.RewardTwoUnits}
}

func TestHaloSectorListsMatchTheBoard(t *testing.T) {
	b := arcadia(t)
	n := 0
	for region, ids := range map[string][]string{"eire": eire, "caledonia": caledonia, "mu": mu, "lemuria": lemuria, "pacifica": pacifica, "avalon": avalon} {
		var want []string
		for _, x := range b.Territories {
			if x.InRegion(region) {
				want = append(want, x.ID)
			}
		}
		if !slices.Equal(want, ids) {
			t.Errorf("%s: board %v, test %v", region, want, ids)
		}
		n += len(ids)
	}
	if n != 42 || len(b.Territories) != 42 {
		t.Fatalf("%d territories in the lists, %d on the board", n, len(b.Territories))
	}
}

// achievementCase is one achievement met or narrowly missed by Anna, on a
// position set at the start of her turn (so the turn's start is that
// position) and the conquests she makes in the turn.
type achievementCase struct {
	name      string
	players   int
	id        string
	pos       map[string][2]int
	stack     string   // Anna's territory to place on and attack from
	conquests []string // taken from stack this turn
	met       bool
	// mate is the expected Met for Carla, Anna's teammate, in team games.
	mate *bool
}

func yes() *bool { b := true; return &b }
func no() *bool  { b := false; return &b }

// "HEROIC ACHIEVEMENTS" and "LEGENDARY ACHIEVEMENTS", each met and missed;
// "HOW TO COLLECT ACHIEVEMENTS": "If you have completed one of these
// during your turn, you may take that Achievement" — Herald verifies the
// claim, so a near miss is refused as claim.not_met.
func TestHaloAchievementsMetAndNearMisses(t *testing.T) {
	cols3, cols4 := halowars.BasicColonies(3), halowars.BasicColonies(4)
	for _, c := range []achievementCase{
		// "Control all 7 territories in Mu."
		{name: "control mu", players: 3, id: halowars.ControlMu, pos: hold(anna, 3, mu...), stack: "xanadu", met: true},
		{name: "control mu but xanadu", players: 3, id: halowars.ControlMu, pos: hold(anna, 3, except(mu, "xanadu")...), stack: "abaskun"},
		// "TEAM PLAY", Sector Bonus(es): "When an entire sector is
		// controlled by one team, that sector qualifies for corresponding
		// Achievements."
		{name: "control mu by the team", players: 4, id: halowars.ControlMu,
			pos: merge(hold(anna, 3, "abaskun", "new_troy", "petra", "xanadu"), hold(carla, 1, "kish", "persepolis", "sarai")), stack: "xanadu", met: true, mate: yes()},
		{name: "control mu with an enemy in it", players: 4, id: halowars.ControlMu,
			pos: merge(hold(anna, 3, "abaskun", "new_troy", "petra"), hold(carla, 1, "kish", "persepolis", "sarai")), stack: "abaskun", mate: no()},
		// "Control all 9 territories in Eire."
		{name: "control eire", players: 3, id: halowars.ControlEire, pos: hold(anna, 3, eire...), stack: "pirth", met: true},
		{name: "control eire but slane", players: 3, id: halowars.ControlEire, pos: hold(anna, 3, except(eire, "slane")...), stack: "pirth"},
		// "Control all 12 territories in Pacifica."
		{name: "control pacifica", players: 3, id: halowars.ControlPacifica, pos: hold(anna, 3, pacifica...), stack: "roque", met: true},
		{name: "control pacifica but roque", players: 3, id: halowars.ControlPacifica, pos: hold(anna, 3, except(pacifica, "roque")...), stack: "alpha"},
		// "Control at least 8 colonies. In team play, colonies are not
		// combined between teammates."
		{name: "8 colonies", players: 3, id: halowars.Colonies8, pos: hold(anna, 3, cols3[:8]...), stack: "pirth", met: true},
		{name: "7 colonies", players: 3, id: halowars.Colonies8, pos: hold(anna, 3, cols3[:7]...), stack: "pirth"},
		{name: "8 colonies between teammates", players: 4, id: halowars.Colonies8,
			pos: merge(hold(anna, 3, cols4[:4]...), hold(carla, 1, cols4[4:8]...)), stack: "pirth", mate: no()},
		// "Control at least 1 enemy base. You do not need to be in control
		// of your own base." Ben holds Anna's base academ here.
		{name: "enemy base", players: 3, id: halowars.EnemyBase1, pos: hold(anna, 3, "aurburne"), stack: "aurburne", met: true},
		{name: "own base only", players: 3, id: halowars.EnemyBase1, pos: hold(anna, 3, "academ", "pirth"), stack: "academ"},
		// A teammate's base is no enemy base (Anna holds Carla's boyne).
		{name: "teammate's base", players: 4, id: halowars.EnemyBase1, pos: merge(hold(anna, 3, "boyne"), hold(carla, 1, "selsey")), stack: "boyne", mate: no()},
		// "Take control of 4 colonies in one turn, that you did not control
		// at the start of the turn."
		{name: "4 colonies taken this turn", players: 3, id: halowars.Colonies4InTurn, pos: hold(anna, 20, "kinross"), stack: "kinross",
			conquests: []string{"skerries", "academ", "pirth", "kintyre"}, met: true},
		{name: "3 colonies taken, 1 held since before", players: 3, id: halowars.Colonies4InTurn, pos: merge(hold(anna, 20, "kinross"), hold(anna, 1, "skerries")), stack: "kinross",
			conquests: []string{"academ", "pirth", "kintyre"}},
		{name: "3 colonies and a plain territory taken", players: 3, id: halowars.Colonies4InTurn, pos: hold(anna, 20, "kinross"), stack: "kinross",
			conquests: []string{"academ", "pirth", "kintyre", "derry"}},
		// "Take over at least 10 territories that you did not control at
		// the start of your turn."
		{name: "10 territories taken", players: 3, id: halowars.Territories10Turn, pos: hold(anna, 40, "kinross"), stack: "kinross",
			conquests: []string{"cliath", "derry", "boyne", "aurburne", "slane", "pirth", "skerries", "academ", "iona", "skye"}, met: true},
		{name: "9 territories taken", players: 3, id: halowars.Territories10Turn, pos: hold(anna, 40, "kinross"), stack: "kinross",
			conquests: []string{"cliath", "derry", "boyne", "aurburne", "slane", "pirth", "skerries", "academ", "iona"}},
		// "Control at least 2 enemy bases. You do not need to be in control
		// of your own base."
		{name: "2 enemy bases", players: 3, id: halowars.EnemyBases2, pos: hold(anna, 3, "aurburne", "boyne"), stack: "aurburne", met: true},
		{name: "own base and 1 enemy base", players: 3, id: halowars.EnemyBases2, pos: hold(anna, 3, "academ", "aurburne"), stack: "aurburne"},
		// "Control at least 18 territories. In team play, territories are
		// not combined between teammates."
		{name: "18 territories", players: 3, id: halowars.Territories18, pos: hold(anna, 3, slices.Concat(eire, mu, []string{"iona", "skye"})...), stack: "pirth", met: true},
		{name: "17 territories", players: 3, id: halowars.Territories18, pos: hold(anna, 3, slices.Concat(eire, mu, []string{"iona"})...), stack: "pirth"},
		{name: "18 territories between teammates", players: 4, id: halowars.Territories18,
			pos: merge(hold(anna, 3, eire...), hold(carla, 1, slices.Concat(mu, []string{"iona", "skye"})...)), stack: "pirth", mate: no()},
		// "Control every territory on 2 different sectors."
		{name: "2 sectors", players: 3, id: halowars.Sectors2, pos: hold(anna, 3, slices.Concat(mu, lemuria)...), stack: "xanadu", met: true},
		{name: "a sector and all of another but one", players: 3, id: halowars.Sectors2, pos: hold(anna, 3, slices.Concat(mu, except(lemuria, "tanis"))...), stack: "xanadu"},
		// Team sectors count: Anna holds Mu, Carla Avalon.
		{name: "2 sectors by the team", players: 4, id: halowars.Sectors2, pos: merge(hold(anna, 3, mu...), hold(carla, 1, avalon...)), stack: "xanadu", met: true, mate: yes()},
		// "Take control of a sector where you did not control any
		// territory at the start of the turn."
		{name: "caledonia from none", players: 3, id: halowars.SectorFromNone, pos: hold(anna, 20, "kinross"), stack: "kinross",
			conquests: caledonia, met: true},
		{name: "caledonia with iona held at the start", players: 3, id: halowars.SectorFromNone, pos: merge(hold(anna, 20, "kinross"), hold(anna, 1, "iona")), stack: "kinross",
			conquests: except(caledonia, "iona")},
		// "Control at least 11 colonies. In team play, colonies are not
		// combined between teammates."
		{name: "11 colonies", players: 3, id: halowars.Colonies11, pos: hold(anna, 3, cols3[:11]...), stack: "pirth", met: true},
		{name: "10 colonies", players: 3, id: halowars.Colonies11, pos: hold(anna, 3, cols3[:10]...), stack: "pirth"},
		{name: "11 colonies between teammates", players: 4, id: halowars.Colonies11,
			pos: merge(hold(anna, 3, cols4[:6]...), hold(carla, 1, cols4[6:11]...)), stack: "pirth", mate: no()},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newCommand(t, c.players, c.id)
			pos := merge(hold(carla, 1, "selsey"), c.pos)
			if c.players >= 4 {
				pos = merge(hold(dirk, 1, "roque"), pos)
			}
			g.haloBoard(ben, pos, map[int]string{anna: c.stack})
			g.placeAllOn(c.stack)
			for _, to := range c.conquests {
				g.conquer(c.stack, to)
			}
			if got := len(g.s.Gained(anna)); got != len(c.conquests) {
				t.Fatalf("turn log: %d territories gained, %d conquered", got, len(c.conquests))
			}
			o := halowars.Rules.Objectives[c.id]
			if o.Met(g.s, anna) != c.met {
				t.Fatalf("Met(Anna) = %v, want %v", !c.met, c.met)
			}
			if c.mate != nil && o.Met(g.s, carla) != *c.mate {
				t.Fatalf("Met(Carla, Anna's teammate) = %v, want %v", !*c.mate, *c.mate)
			}
			if !c.met {
				g.refuse(claimed(c.id), "claim.not_met")
				return
			}
			g.do(claimed(c.id))
			if !slices.Equal(g.s.Players[anna].Achievements, []string{c.id}) || slices.Contains(g.s.Open, c.id) {
				t.Fatalf("after the claim: Anna has %v, open %v", g.s.Players[anna].Achievements, g.s.Open)
			}
		})
	}
}

// Herald's reading of "Take control of a sector where you did not control
// any territory at the start of the turn" in team play: the sector counts
// when the team holds it whole ("TEAM PLAY", Sector Bonus(es)) and Anna,
// who held none of it at the start, took her part this turn.
func TestHaloSectorFromNoneWithATeammate(t *testing.T) {
	g := newCommand(t, 4, halowars.SectorFromNone)
	g.haloBoard(ben, merge(hold(anna, 20, "kinross"), hold(carla, 1, "iona", "kintyre"), hold(dirk, 1, "roque")), map[int]string{anna: "kinross"})
	g.placeAllOn("kinross")
	o := halowars.Rules.Objectives[halowars.SectorFromNone]
	if o.Met(g.s, anna) {
		t.Fatal("met before Anna took anything")
	}
	g.conquer("kinross", "portobello")
	g.conquer("kinross", "skye")
	if !o.Met(g.s, anna) {
		t.Fatal("Caledonia held by the team, Anna's part taken this turn: not met")
	}
	// Carla held part of Caledonia at the start of the turn.
	if o.Met(g.s, carla) {
		t.Fatal("met for Carla, who held Iona and Kintyre at the start")
	}
	g.do(claimed(halowars.SectorFromNone))
}

// "ON YOUR TURN" 3: "After you are finished attacking, collect one
// Achievement if you are eligible"; "HOW TO COLLECT ACHIEVEMENTS": "look
// at the Achievements that are face-up on the board", "a player can only
// collect one Achievement on a turn"; "DRAW A CARD": "If you collect an
// Achievement, you cannot draw a card on that turn."
func TestHaloClaiming(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 1, mu...), hold(anna, 10, "petra"), hold(carla, 1, "selsey")), map[int]string{anna: "petra"})
	// Reinforcements come first ("ON YOUR TURN" 1).
	g.refuse(engine.Claim{Achievement: halowars.ControlMu}, "place.units_left")
	g.placeAllOn("petra")
	// Only achievements face up on the board: Colonies 11 is not on the
	// 3-player chart.
	g.refuse(engine.Claim{Achievement: halowars.Colonies11}, "claim.not_open")
	g.refuse(engine.Claim{Achievement: "world_peace"}, "claim.not_open")
	// Verified against the board.
	g.refuse(engine.Claim{Achievement: halowars.ControlEire}, "claim.not_met")
	// "Rewards are used only in the Command Room version of the game."
	g.refuse(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardCard}, "claim.no_rewards")
	g.conquer("petra", "derry")
	g.do(engine.Claim{Achievement: halowars.ControlMu})
	if g.s.Claimed != halowars.ControlMu || slices.Contains(g.s.Open, halowars.ControlMu) || !slices.Equal(g.s.Players[anna].Achievements, []string{halowars.ControlMu}) {
		t.Fatalf("claimed %q, open %v, Anna %v", g.s.Claimed, g.s.Open, g.s.Players[anna].Achievements)
	}
	// One per turn.
	g.refuse(engine.Claim{Achievement: halowars.ControlEire}, "claim.once")
	// Taking it ends the attacks ("After you finish attacking").
	g.refuse(engine.Attack{From: "petra", To: "kinross", AttackDice: []int{6}, DefendDice: []int{1}}, "attack.after_maneuver")
	g.refuse(engine.EndAttack{}, "attack.already_over")
	// The maneuver still comes ("ON YOUR TURN" 4).
	g.do(engine.Maneuver{From: "petra", To: "xanadu", Units: 1})
	// No card after an achievement, though Anna conquered Derry.
	g.refuse(engine.EndTurn{Draw: true, Points: []int{1}}, "draw.after_claim")
	g.do(engine.EndTurn{})
	if len(g.s.Players[anna].Points) != 0 {
		t.Fatalf("Anna drew %v", g.s.Players[anna].Points)
	}
	// "Do not put a new Achievement on the board": Ben, now holding Mu,
	// cannot take it again.
	g.haloBoard(ben, merge(hold(carla, 1, "selsey"), hold(anna, 1, "roque")), map[int]string{anna: "roque"})
	g.placeAllOn("xanadu")
	g.refuse(engine.Claim{Achievement: halowars.ControlMu}, "claim.not_open")
}

// "ON YOUR TURN" 3 and 4: the achievement comes after the attacks and
// before the maneuver. Ending the attacks is finishing them: the claim is
// still open; after the maneuver it is too late.
func TestHaloClaimAfterTheAttacksNotAfterTheManeuver(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("xanadu")
	g.do(engine.EndAttack{})
	g.do(engine.Claim{Achievement: halowars.ControlMu})

	g = newHalo(t, 3, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("xanadu")
	g.do(engine.Maneuver{From: "xanadu", To: "sarai", Units: 1})
	g.refuse(engine.Claim{Achievement: halowars.ControlMu}, "claim.after_maneuver")
}

// Heroic Rewards, guaranteed card: "Take one guaranteed card at the end of
// each turn, beginning with the turn that you've earned the Reward. You can
// still only take one card per turn."
func TestHaloGuaranteedCard(t *testing.T) {
	g := newCommand(t, 3, halowars.ControlMu)
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("xanadu")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardCard})
	// The turn the reward was earned: a card despite the claim and
	// without a conquest, but only one.
	g.refuse(engine.EndTurn{Draw: true, Points: []int{1, 2}}, "draw.point_cards")
	g.do(engine.EndTurn{Draw: true, Points: []int{2}})
	g.pass()
	g.pass()
	// Every later turn, again without a conquest.
	g.placeAllOn("xanadu")
	g.do(engine.EndTurn{Draw: true, Points: []int{1}})
	if !slices.Equal(g.s.Players[anna].Points, []int{2, 1}) {
		t.Fatalf("Anna's cards %v", g.s.Players[anna].Points)
	}
}

// "TEAM PLAY", 5 players, Drawing Cards: "if the “Guaranteed Card” Reward
// is attained by the Flood, that becomes 2 Cards as well."
func TestHaloGuaranteedCardFloodTakesTwo(t *testing.T) {
	g := newCommand(t, 5, halowars.ControlMu)
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey"), hold(dirk, 1, "roque"), hold(eva, 1, "tanis")), nil)
	g.placeAllOn("xanadu")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardCard})
	g.refuse(engine.EndTurn{Draw: true, Points: []int{1}}, "draw.point_cards")
	g.do(engine.EndTurn{Draw: true, Points: []int{1, 2}})
	if !slices.Equal(g.s.Players[anna].Points, []int{1, 2}) {
		t.Fatalf("the Flood's cards %v", g.s.Players[anna].Points)
	}
}

// "REWARDS (COMMAND ROOM ONLY)": "Place one Heroic Reward face down on each
// Heroic Achievement. Place one Legendary Reward face down on each
// Legendary Achievement"; each token exists once.
func TestHaloRewardTierAndOnce(t *testing.T) {
	g := newCommand(t, 3, halowars.ControlMu, halowars.ControlEire)
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("xanadu")
	g.refuse(engine.Claim{Achievement: halowars.ControlMu}, "claim.reward_tier")
	g.refuse(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardTwoUnits}, "claim.reward_tier")
	g.refuse(engine.Claim{Achievement: halowars.ControlMu, Reward: "free_pizza"}, "claim.reward_tier")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardExtraMove})
	if !slices.Equal(g.s.Players[anna].Rewards, []string{engine.RewardExtraMove}) || !slices.Equal(g.s.RewardsOut, []string{engine.RewardExtraMove}) {
		t.Fatalf("Anna's rewards %v, out %v", g.s.Players[anna].Rewards, g.s.RewardsOut)
	}
	g.do(engine.EndTurn{})
	// Ben takes Eire: the Extra Maneuver token is gone.
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("pirth")
	g.refuse(engine.Claim{Achievement: halowars.ControlEire, Reward: engine.RewardExtraMove}, "claim.reward_taken")
	g.do(engine.Claim{Achievement: halowars.ControlEire, Reward: engine.RewardStartMove})
	if !g.s.Players[ben].Has(engine.RewardStartMove) || g.s.Players[ben].Has(engine.RewardExtraMove) {
		t.Fatalf("Ben's rewards %v", g.s.Players[ben].Rewards)
	}
}

// Command Room, "Place Rewards" drawn by Herald: the reward is the one
// lying under the achievement, turned up by the claim. A claim naming a
// reward is refused, the right one as a wrong one ("Place one Heroic
// Reward face down on each Heroic Achievement": nobody names it).
func TestHaloRewardDrawnByHerald(t *testing.T) {
	g := startHalo(t, 3, halowars.ModeCommand, func(s *engine.Setup) {
		s.Rewards = map[string]string{
			halowars.Colonies8: halowars.RewardCannon, halowars.ControlEire: engine.RewardCard,
			halowars.ControlMu: engine.RewardStartMove, halowars.ControlPacifica: engine.RewardExtraMove,
			halowars.Territories10Turn: halowars.RewardCannonLegend, halowars.EnemyBases2: engine.RewardTwoUnits,
			halowars.Territories18: halowars.RewardAttackDie, halowars.Sectors2: halowars.RewardDefenseDie,
		}
	})
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("xanadu")
	g.refuse(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardCard}, "claim.reward_dealt")
	g.refuse(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardStartMove}, "claim.reward_dealt")
	g.do(engine.Claim{Achievement: halowars.ControlMu})
	if !slices.Equal(g.s.Players[anna].Rewards, []string{engine.RewardStartMove}) {
		t.Fatalf("Anna's rewards %v", g.s.Players[anna].Rewards)
	}
	if _, ok := g.s.Hidden[halowars.ControlMu]; ok {
		t.Fatal("the reward is still face down on the board")
	}
}

// Heroic Rewards, Cannon: "immediately place it onto any territory you
// control"; "Two Cannons cannot be combined in one territory."
func TestHaloCannonPlacement(t *testing.T) {
	g := newCommand(t, 3, halowars.ControlMu, halowars.Sectors2)
	g.haloBoard(ben, merge(hold(anna, 5, slices.Concat(mu, lemuria)...), hold(anna, 2, "pirth", "slane"), hold(carla, 1, "selsey")), nil)
	g.placeAllOn("xanadu")
	g.refuse(engine.Claim{Achievement: halowars.ControlMu, Reward: halowars.RewardCannon, Cannon: "aurburne"}, "claim.cannon_not_own")
	g.refuse(engine.Claim{Achievement: halowars.ControlMu, Reward: halowars.RewardCannon, Cannon: "atlantis"}, "territory.unknown")
	g.refuse(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardCard, Cannon: "slane"}, "claim.no_cannon")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Reward: halowars.RewardCannon, Cannon: "slane"})
	if !slices.Equal(g.s.Players[anna].Cannons, []engine.TerritoryID{id(t, g.b, "slane")}) {
		t.Fatalf("Anna's cannons %v", g.s.Players[anna].Cannons)
	}
	g.do(engine.EndTurn{})
	g.pass()
	g.pass()
	// Anna's next turn: the legendary cannon, not on Slane again.
	g.placeAllOn("xanadu")
	g.refuse(engine.Claim{Achievement: halowars.Sectors2, Reward: halowars.RewardCannonLegend, Cannon: "slane"}, "claim.cannon_twice")
	g.do(engine.Claim{Achievement: halowars.Sectors2, Reward: halowars.RewardCannonLegend, Cannon: "pirth"})
	if len(g.s.Players[anna].Cannons) != 2 {
		t.Fatalf("Anna's cannons %v", g.s.Players[anna].Cannons)
	}
}

// setCannons gives player p cannons, as a claim would have (a set-up of
// the test, written on the state).
func (g *game) setCannons(p int, ids ...string) {
	g.t.Helper()
	var out []engine.TerritoryID
	for _, x := range ids {
		out = append(out, id(g.t, g.b, x))
	}
	g.s.Players[p].Cannons = out
}

// Heroic Rewards, Cannon: "you add 1 to your highest die roll for any
// battle waged in that territory or any adjacent territory. This works on
// attack and defense ... Two Cannons cannot be combined ... (When a Hero is
// present in a territory with a Cannon add 2 to your highest die roll.)"
// Known links: pirth–slane, skerries–slane; Xanadu borders only
// Persepolis, Sarai, Abaskun and New Troy.
func TestHaloCannonRange(t *testing.T) {
	g := newCommand(t, 3)
	g.haloPosition(ben, merge(
		hold(anna, 10, "pirth", "kinross", "abaskun", "academ"), hold(anna, 3, "skerries", "xanadu"),
		hold(ben, 10, "slane", "sarai", "cliath"), hold(carla, 1, "selsey"),
	), map[int]string{anna: "academ", ben: "aurburne", carla: "selsey"})
	g.placeAllOn("pirth")
	pirth, slane, kinross, cliath := id(t, g.b, "pirth"), id(t, g.b, "slane"), id(t, g.b, "kinross"), id(t, g.b, "cliath")
	abaskun, sarai := id(t, g.b, "abaskun"), id(t, g.b, "sarai")
	plus := func(from, to engine.TerritoryID, d engine.Declared) (int, int) {
		r := g.s.BattleRule(from, to, d)
		return r.Attack.Plus, r.Defend.Plus
	}
	for _, c := range []struct {
		name    string
		cannons []string
		want    int
	}{
		{"none", nil, 0},
		{"in the attacking territory", []string{"pirth"}, 1},
		{"next to the attacked territory", []string{"skerries"}, 1},
		{"in Xanadu, not adjacent", []string{"xanadu"}, 0},
		{"two cannons not combined", []string{"pirth", "skerries"}, 1},
	} {
		g.setCannons(anna, c.cannons...)
		if a, _ := plus(pirth, slane, engine.Declared{}); a != c.want {
			t.Errorf("%s: attack +%d, want +%d", c.name, a, c.want)
		}
	}
	// A link nobody entered: the table says whether Kinross borders Slane.
	g.setCannons(anna, "kinross")
	if a, _ := plus(pirth, slane, engine.Declared{}); a != 0 {
		t.Errorf("unknown link undeclared: +%d", a)
	}
	if a, _ := plus(pirth, slane, engine.Declared{AttackCannon: true}); a != 1 {
		t.Errorf("unknown link declared in range: +%d", a)
	}
	// The attack from Kinross into Cliath crosses their link: a cannon in
	// the attacking territory is always in range.
	if a, _ := plus(kinross, cliath, engine.Declared{}); a != 1 {
		t.Errorf("cannon in the attacking territory, link unknown to the board: +%d", a)
	}
	// Declaring what the board already knows is refused.
	g.setCannons(anna, "skerries")
	g.refuse(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{6}, DefendDice: []int{1}, Declared: engine.Declared{AttackCannon: true}}, "attack.cannon_range")
	g.setCannons(anna, "xanadu")
	g.refuse(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{6}, DefendDice: []int{1}, Declared: engine.Declared{AttackCannon: true}}, "attack.cannon_range")

	battle := func(name string, a, d []int, attackerLoss, defenderLoss int) {
		t.Helper()
		p, s := g.s.Units[pirth], g.s.Units[slane]
		g.do(engine.Attack{From: "pirth", To: "slane", AttackDice: a, DefendDice: d})
		if p-g.s.Units[pirth] != attackerLoss || s-g.s.Units[slane] != defenderLoss {
			t.Fatalf("%s: attacker lost %d, defender %d; want %d, %d", name, p-g.s.Units[pirth], s-g.s.Units[slane], attackerLoss, defenderLoss)
		}
	}
	// Attack: 5 against 5 is the defender's; with the cannon 6 against 5.
	g.setCannons(anna, "pirth")
	battle("attacking cannon", []int{5}, []int{5}, 0, 1)
	// Defence: Ben's cannon in Slane makes his 5 a 6 against Anna's 6.
	g.setCannons(anna)
	g.setCannons(ben, "slane")
	if _, d := plus(pirth, slane, engine.Declared{}); d != 1 {
		t.Fatalf("defending cannon +%d", d)
	}
	battle("defending cannon", []int{6}, []int{5}, 1, 0)
	// A defending cannon next door: Xanadu borders Sarai, not Slane.
	g.setCannons(ben)
	g.do(engine.Correct{Territories: []engine.TerritoryFix{{Territory: "xanadu", Owner: ben, Units: 3}}})
	g.setCannons(ben, "xanadu")
	if _, d := plus(abaskun, sarai, engine.Declared{}); d != 1 {
		t.Errorf("defending cannon in Xanadu for Sarai: +%d", d)
	}
	if _, d := plus(pirth, slane, engine.Declared{}); d != 0 {
		t.Errorf("defending cannon in Xanadu for Slane: +%d", d)
	}
}

// "(When a Hero is present in a territory with a Cannon add 2 to your
// highest die roll.)" — on attack with the hero declared "IN", and on
// defence.
func TestHaloCannonWithHeroAddsTwo(t *testing.T) {
	g := newCommand(t, 3)
	g.haloPosition(ben, merge(hold(anna, 10, "pirth"), hold(ben, 10, "slane"), hold(carla, 1, "selsey")),
		map[int]string{anna: "pirth", ben: "aurburne", carla: "selsey"})
	g.placeAllOn("pirth")
	pirth, slane := id(t, g.b, "pirth"), id(t, g.b, "slane")
	g.setCannons(anna, "pirth")
	// 4+2 against 5: the hero and the cannon win it.
	p, s := g.s.Units[pirth], g.s.Units[slane]
	g.do(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{4}, DefendDice: []int{5}, Declared: engine.Declared{HeroIn: true}})
	if g.s.Units[pirth] != p || g.s.Units[slane] != s-1 || g.s.Players[anna].Hero != pirth {
		t.Fatalf("hero and cannon on attack: Slane %d, hero %d", g.s.Units[slane], g.s.Players[anna].Hero)
	}
	// Ben's hero in Slane with his cannon: 4+2 holds against 6.
	g.setCannons(anna)
	g.setCannons(ben, "slane")
	g.do(engine.Correct{Heroes: []engine.HeroPlacement{{Player: ben, Territory: "slane"}}})
	if r := g.s.BattleRule(pirth, slane, engine.Declared{}); !r.Defend.Hero || r.Defend.Plus != 1 {
		t.Fatalf("defence rule %+v", r.Defend)
	}
	p, s = g.s.Units[pirth], g.s.Units[slane]
	g.do(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{6}, DefendDice: []int{4}})
	if g.s.Units[pirth] != p-1 || g.s.Units[slane] != s || g.s.Players[ben].Hero != slane {
		t.Fatalf("hero and cannon on defence: Pirth %d, Slane %d, Ben's hero %d", g.s.Units[pirth], g.s.Units[slane], g.s.Players[ben].Hero)
	}
}

// Heroic Rewards, Cannon: "If you lose control of the territory containing
// the Cannon, then the Cannon is destroyed (but you keep the Achievement
// that it came with)."
func TestHaloCannonDestroyedWithItsTerritory(t *testing.T) {
	g := newCommand(t, 3, halowars.ControlMu)
	g.haloBoard(ben, merge(hold(anna, 3, mu...), hold(anna, 1, "slane"), hold(ben, 6, "skerries"), hold(carla, 1, "selsey")),
		map[int]string{anna: "xanadu", ben: "skerries"})
	g.placeAllOn("xanadu")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Reward: halowars.RewardCannon, Cannon: "slane"})
	g.do(engine.EndTurn{})
	// Ben's turn: he takes Slane.
	g.placeAllOn("skerries")
	g.conquer("skerries", "slane")
	if len(g.s.Players[anna].Cannons) != 0 {
		t.Fatalf("the cannon survived: %v", g.s.Players[anna].Cannons)
	}
	if !slices.Equal(g.s.Players[anna].Achievements, []string{halowars.ControlMu}) {
		t.Fatalf("Anna's achievements %v", g.s.Players[anna].Achievements)
	}
}

// Heroic Rewards, starting maneuver: "After deploying your reinforcements
// at the start of your turn, you may take a starting maneuver" — besides
// the end-of-turn one, before attacking.
func TestHaloStartingManeuver(t *testing.T) {
	g := newCommand(t, 3, halowars.ControlMu, halowars.Sectors2)
	g.haloBoard(ben, merge(hold(anna, 5, slices.Concat(mu, lemuria)...), hold(anna, 5, "kinross", "pirth"), hold(carla, 1, "selsey")), map[int]string{anna: "kinross"})
	g.placeAllOn("kinross")
	g.refuse(engine.Maneuver{From: "kinross", To: "pirth", Units: 1, Start: true}, "maneuver.no_start_reward")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardStartMove})
	// Earned after the attacks: too late this turn.
	g.refuse(engine.Maneuver{From: "kinross", To: "pirth", Units: 1, Start: true}, "maneuver.start_over")
	g.do(engine.EndTurn{})
	g.pass()
	g.pass()
	// Anna's next turn.
	g.refuse(engine.Maneuver{From: "kinross", To: "pirth", Units: 1, Start: true}, "place.units_left")
	g.placeAllOn("kinross")
	g.do(engine.Maneuver{From: "kinross", To: "pirth", Units: 4, Start: true, Hero: true})
	if g.s.Phase != engine.PhaseReinforce || g.s.Maneuvers != 0 || g.s.Players[anna].Hero != id(t, g.b, "pirth") {
		t.Fatalf("after the starting maneuver: phase %s, maneuvers %d", g.s.Phase, g.s.Maneuvers)
	}
	g.refuse(engine.Maneuver{From: "kinross", To: "pirth", Units: 1, Start: true}, "maneuver.start_over")
	// It does not end the attacks, nor close the achievements.
	g.conquer("pirth", "slane")
	g.do(claimed(halowars.Sectors2))
	g.do(engine.Maneuver{From: "kinross", To: "pirth", Units: 1})
	g.refuse(engine.Maneuver{From: "kinross", To: "pirth", Units: 1}, "maneuver.once")
}

// The starting maneuver comes before attacking.
func TestHaloStartingManeuverNotAfterAnAttack(t *testing.T) {
	g := newCommand(t, 3)
	g.haloBoard(ben, merge(hold(anna, 5, "kinross", "pirth"), hold(carla, 1, "selsey")), map[int]string{anna: "kinross"})
	// A set-up of the test: Anna took the reward on an earlier turn.
	g.s.Players[anna].Rewards = []string{engine.RewardStartMove}
	g.placeAllOn("pirth")
	g.do(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{1}, DefendDice: []int{6}})
	g.refuse(engine.Maneuver{From: "kinross", To: "pirth", Units: 1, Start: true}, "maneuver.start_over")
}

// Heroic Rewards, extra maneuver: "Take an additional unit maneuver at the
// end of each turn, beginning with the turn that you've earned the
// Reward."
func TestHaloExtraManeuver(t *testing.T) {
	g := newCommand(t, 3, halowars.ControlMu)
	g.haloBoard(ben, merge(hold(anna, 5, mu...), hold(anna, 5, "kinross", "pirth"), hold(carla, 1, "selsey")), map[int]string{anna: "kinross"})
	g.placeAllOn("kinross")
	g.do(engine.Claim{Achievement: halowars.ControlMu, Reward: engine.RewardExtraMove})
	g.do(engine.Maneuver{From: "kinross", To: "pirth", Units: 1})
	g.do(engine.Maneuver{From: "xanadu", To: "sarai", Units: 1})
	g.refuse(engine.Maneuver{From: "pirth", To: "kinross", Units: 1}, "maneuver.limit")

	// Without it: one maneuver ("Take as many units as you'd like from ONE
	// of your territories and move them to ONE other connected territory").
	g = newCommand(t, 3)
	g.haloBoard(ben, merge(hold(anna, 5, "kinross", "pirth"), hold(carla, 1, "selsey")), map[int]string{anna: "kinross"})
	g.placeAllOn("kinross")
	g.do(engine.Maneuver{From: "kinross", To: "pirth", Units: 1})
	g.refuse(engine.Maneuver{From: "pirth", To: "kinross", Units: 1}, "maneuver.once")
}

// Legendary Rewards: "Add an additional two units each turn when
// deploying reinforcements."
func TestHaloTwoUnitsReward(t *testing.T) {
	g := newCommand(t, 3, halowars.Sectors2)
	g.haloBoard(ben, merge(hold(anna, 3, slices.Concat(mu, lemuria)...), hold(carla, 1, "selsey")), map[int]string{anna: "xanadu"})
	if g.s.Reinforcement.Reward != 0 {
		t.Fatalf("reward units before the reward: %+v", g.s.Reinforcement)
	}
	g.placeAllOn("xanadu")
	g.do(engine.Claim{Achievement: halowars.Sectors2, Reward: engine.RewardTwoUnits})
	g.do(engine.EndTurn{})
	g.pass()
	g.pass()
	r := g.s.Reinforcement
	regions := 0
	for _, rb := range r.Regions {
		regions += rb.Bonus
	}
	if g.s.Current != anna || r.Reward != 2 || r.Total != r.Base+r.Bases+regions+2 || g.s.Pool != r.Total {
		t.Fatalf("Anna's reinforcement %+v, pool %d", r, g.s.Pool)
	}
}

// Legendary Rewards, bonus dice: "replace the lowest black die with the
// bonus attack die (unless the bonus attack die is the lowest)", the same
// for the bonus defense die and the green dice. Herald asks for the bonus
// die of a player who has it, and refuses one of a player who has not.
func TestHaloBonusDice(t *testing.T) {
	g := newCommand(t, 3)
	g.haloPosition(ben, merge(hold(anna, 20, "pirth"), hold(ben, 20, "slane"), hold(carla, 3, "selsey")),
		map[int]string{anna: "pirth", ben: "aurburne", carla: "selsey"})
	g.placeAllOn("pirth")
	// A set-up of the test: Anna holds the bonus attack die, Ben the bonus
	// defense die.
	g.s.Players[anna].Rewards = []string{halowars.RewardAttackDie}
	g.s.Players[ben].Rewards = []string{halowars.RewardDefenseDie}
	pirth, slane := id(t, g.b, "pirth"), id(t, g.b, "slane")
	g.refuse(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{6, 1}, DefendDice: []int{5, 4}, DefendBonusDie: 1}, "dice.bonus_attack")
	g.refuse(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{6, 1}, DefendDice: []int{5, 4}, AttackBonusDie: 5}, "dice.bonus_defend")
	// Carla has no bonus defense die.
	g.refuse(engine.Attack{From: "pirth", To: "selsey", AttackDice: []int{6, 1}, DefendDice: []int{5, 4}, AttackBonusDie: 5, DefendBonusDie: 3}, "dice.bonus_defend")

	step := func(name string, a []int, ab int, d []int, db int, attackerLoss, defenderLoss int) {
		t.Helper()
		p, s := g.s.Units[pirth], g.s.Units[slane]
		g.do(engine.Attack{From: "pirth", To: "slane", AttackDice: a, AttackBonusDie: ab, DefendDice: d, DefendBonusDie: db})
		if p-g.s.Units[pirth] != attackerLoss || s-g.s.Units[slane] != defenderLoss {
			t.Fatalf("%s: attacker lost %d, defender %d; want %d, %d", name, p-g.s.Units[pirth], s-g.s.Units[slane], attackerLoss, defenderLoss)
		}
	}
	// 6-1 with a bonus 5 is 6-5 against 5-4: two defenders fall.
	step("bonus attack die replaces the 1", []int{6, 1}, 5, []int{5, 4}, 1, 0, 2)
	// 6-3 with a bonus 2 stays 6-3 against 5-4.
	step("bonus attack die lowest", []int{6, 3}, 2, []int{5, 4}, 1, 1, 1)
	// 5-3 against 4-1 with a bonus 3: 4-3 holds the second comparison.
	step("bonus defense die replaces the 1", []int{5, 3}, 1, []int{4, 1}, 3, 1, 1)
	// 5-3 against 4-2 with a bonus 1: unchanged, two defenders fall.
	step("bonus defense die lowest", []int{5, 3}, 1, []int{4, 2}, 1, 0, 2)
}

// "TEAM PLAY", Ownership of Territories: "You CANNOT attack your
// teammate."
func TestHaloTeamNoAttackOnTeammate(t *testing.T) {
	g := newHalo(t, 4, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 5, "pirth"), hold(carla, 2, "slane"), hold(dirk, 1, "roque")), nil)
	g.placeAllOn("pirth")
	g.refuse(engine.Attack{From: "pirth", To: "slane", AttackDice: []int{6}, DefendDice: []int{1}}, "attack.teammate")
	if err := g.s.CheckAttack(id(t, g.b, "pirth"), id(t, g.b, "skerries")); err != nil {
		t.Fatalf("attack on Ben's Skerries: %v", err)
	}
}

// "TEAM PLAY", End of Turn Maneuver: "You may count all territories
// controlled by your faction as “connected” when maneuvering units.
// However, when maneuvering units through your teammate’s territories, you
// must end your maneuver on a territory that YOU control." Xanadu borders
// only Persepolis, Sarai, Abaskun and New Troy: from Xanadu the way out
// leads through Carla's Sarai.
func TestHaloTeamManeuverThroughTeammate(t *testing.T) {
	g := newHalo(t, 4, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 5, "xanadu"), hold(anna, 1, "pirth"), hold(carla, 1, "sarai"), hold(dirk, 1, "roque")), nil)
	g.placeAllOn("pirth")
	g.refuse(engine.Maneuver{From: "xanadu", To: "sarai", Units: 2}, "maneuver.not_yours")
	g.do(engine.Maneuver{From: "xanadu", To: "pirth", Units: 2})
	if g.s.Units[id(t, g.b, "pirth")] < 3 {
		t.Fatal("units did not arrive")
	}

	// With 3 players Sarai is an enemy's: no way out of Xanadu.
	g = newHalo(t, 3, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 5, "xanadu"), hold(anna, 1, "pirth"), hold(carla, 1, "sarai")), nil)
	g.placeAllOn("pirth")
	g.refuse(engine.Maneuver{From: "xanadu", To: "pirth", Units: 2}, "maneuver.not_connected")
}

// "TEAM PLAY", Transfer of Command: "After placing reinforcements ... You
// may only take command of one territory per turn. The territory must have
// exactly one unit on it." Herald refuses a territory where the teammate's
// hero stands (heroes "must always move with a unit").
func TestHaloTransferOfCommand(t *testing.T) {
	g := newHalo(t, 4, halowars.ModeBasic)
	g.haloBoard(ben, merge(
		hold(anna, 5, "pirth"),
		hold(carla, 1, "slane", "kinross", "derry"), hold(carla, 2, "skerries"),
		hold(dirk, 1, "roque"),
	), map[int]string{anna: "pirth", carla: "derry"})
	g.refuse(engine.TransferCommand{Territory: "slane"}, "place.units_left")
	g.placeAllOn("pirth")
	g.refuse(engine.TransferCommand{Territory: "aurburne"}, "transfer.not_teammate") // Ben's
	g.refuse(engine.TransferCommand{Territory: "pirth"}, "transfer.not_teammate")    // Anna's own
	g.refuse(engine.TransferCommand{Territory: "skerries"}, "transfer.one_unit")
	g.refuse(engine.TransferCommand{Territory: "derry"}, "transfer.hero_there")
	g.do(engine.TransferCommand{Territory: "slane"})
	slane := id(t, g.b, "slane")
	if g.s.Owner[slane] != anna || g.s.Units[slane] != 1 {
		t.Fatalf("Slane: owner %d, units %d", g.s.Owner[slane], g.s.Units[slane])
	}
	g.refuse(engine.TransferCommand{Territory: "kinross"}, "transfer.once")

	// Not after the maneuver.
	g = newHalo(t, 4, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 5, "pirth", "cliath"), hold(carla, 1, "slane"), hold(dirk, 1, "roque")), nil)
	g.placeAllOn("pirth")
	g.do(engine.Maneuver{From: "pirth", To: "cliath", Units: 1})
	g.refuse(engine.TransferCommand{Territory: "slane"}, "transfer.after_maneuver")

	// No teammate with 3 players.
	g = newHalo(t, 3, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 5, "pirth"), hold(carla, 1, "slane", "selsey")), nil)
	g.placeAllOn("pirth")
	g.refuse(engine.TransferCommand{Territory: "slane"}, "transfer.not_teammate")
}

// "ELIMINATING ANOTHER PLAYER": "you get all of that player's cards ...
// Leave the defeated player's base on the board"; "HOW TO COLLECT
// ACHIEVEMENTS": "If you eliminate another player, you take that player's
// Achievements"; "REWARDS": "If you eliminate a player you do not get that
// player's Rewards. Those are eliminated with the player." The base still
// counts: an enemy base for the achievements, a base for reinforcements.
func TestHaloElimination(t *testing.T) {
	g := newCommand(t, 3, halowars.EnemyBase1)
	g.haloPosition(carla, merge(hold(anna, 10, "pirth"), hold(anna, 3, "academ", "aurburne"), hold(ben, 1, "slane")),
		map[int]string{anna: "pirth", ben: "slane", carla: "selsey"})
	g.placeAllOn("pirth")
	// A set-up of the test: what Ben took on earlier turns.
	g.s.Players[ben].Points = []int{2, 1}
	g.s.Players[ben].Achievements = []string{halowars.Colonies11, halowars.SectorFromNone}
	g.s.Players[ben].Rewards = []string{halowars.RewardCannonLegend, halowars.RewardDefenseDie}
	g.setCannons(ben, "slane")
	g.conquer("pirth", "slane")
	a, b := g.s.Players[anna], g.s.Players[ben]
	if !b.Out || b.Points != nil || b.Achievements != nil || b.Rewards != nil || b.Cannons != nil || b.HasHero {
		t.Fatalf("Ben after elimination: %+v", b)
	}
	if !slices.Equal(a.Points, []int{2, 1}) || !slices.Equal(a.Achievements, []string{halowars.Colonies11, halowars.SectorFromNone}) {
		t.Fatalf("Anna took cards %v, achievements %v", a.Points, a.Achievements)
	}
	if len(a.Rewards) != 0 || len(a.Cannons) != 0 {
		t.Fatalf("Anna got Ben's rewards %v, cannons %v", a.Rewards, a.Cannons)
	}
	if b.Base != id(t, g.b, "aurburne") {
		t.Fatalf("Ben's base left the board: %d", b.Base)
	}
	if g.s.EnemyBasesOf(anna) != 1 || g.s.BaseReinforcement(anna).Bases != 2 {
		t.Fatalf("Anna controls %d enemy bases, %d base units", g.s.EnemyBasesOf(anna), g.s.BaseReinforcement(anna).Bases)
	}
	g.do(claimed(halowars.EnemyBase1))
	// Two taken over, one claimed, her own base held: at the end of the
	// turn Anna has won.
	if g.s.Over {
		t.Fatal("over before the end of the turn")
	}
	g.do(engine.EndTurn{})
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{anna}) || g.s.EndReason != "achievements" {
		t.Fatalf("over %v, winners %v, reason %q", g.s.Over, g.s.Winners, g.s.EndReason)
	}
}

// "WINNING", 3 players: "Complete 3 Achievements and control your base at
// the end of your turn." Checked for the player whose turn ends, when it
// ends.
func TestHaloVictoryThreePlayers(t *testing.T) {
	start := func(t *testing.T, pos map[string][2]int) *game {
		g := newHalo(t, 3, halowars.ModeBasic)
		g.haloBoard(ben, merge(hold(anna, 3, mu...), hold(anna, 1, "academ"), hold(carla, 1, "selsey", "boyne"), pos), map[int]string{anna: "xanadu"})
		// A set-up of the test: two achievements from earlier turns.
		g.s.Players[anna].Achievements = []string{halowars.Colonies4InTurn, halowars.EnemyBase1}
		g.placeAllOn("xanadu")
		return g
	}
	g := start(t, nil)
	g.do(engine.Claim{Achievement: halowars.ControlMu})
	if g.s.Over {
		t.Fatal("over when the third achievement was claimed, before the end of the turn")
	}
	g.do(engine.EndTurn{})
	if !g.s.Over || g.s.Phase != engine.PhaseOver || !slices.Equal(g.s.Winners, []int{anna}) || g.s.EndReason != "achievements" {
		t.Fatalf("over %v, winners %v, reason %q", g.s.Over, g.s.Winners, g.s.EndReason)
	}
	g.refuse(engine.Place{Territory: "xanadu", Units: 1}, "game.over")

	// Three achievements, but Ben holds Anna's base.
	g = start(t, hold(ben, 1, "academ"))
	g.do(engine.Claim{Achievement: halowars.ControlMu})
	g.do(engine.EndTurn{})
	if g.s.Over || g.s.Current != ben {
		t.Fatalf("won without the own base: over %v", g.s.Over)
	}

	// Carla has 3 achievements and her base at the end of Anna's turn:
	// not her turn, no win; at the end of her own turn she wins.
	g = start(t, nil)
	g.s.Players[carla].Achievements = []string{halowars.Colonies8, halowars.Territories18, halowars.Colonies11} // set-up of the test
	g.do(engine.EndTurn{})
	if g.s.Over {
		t.Fatalf("Carla won on Anna's turn: winners %v", g.s.Winners)
	}
	g.pass()
	if g.s.Current != carla {
		t.Fatalf("turn of %d", g.s.Current)
	}
	g.pass()
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{carla}) {
		t.Fatalf("Carla at the end of her turn: over %v, winners %v", g.s.Over, g.s.Winners)
	}
}

// "TEAM PLAY", 4 players, Winning the game: "Victory is rewarded to the
// first Team to complete any 4 Achievements and have their teams’ bases
// under team control at the end of their turn. The Achievements may be
// completed by any combination between the teammates."
func TestHaloVictoryTeamOfFour(t *testing.T) {
	for _, c := range []struct {
		name         string
		pos          map[string][2]int
		anna, carla  int // achievements
		won          bool
		winnersIfWon []int
	}{
		{"2 and 2, both bases", nil, 2, 2, true, []int{anna, carla}},
		{"Anna holds Carla's base", hold(anna, 1, "boyne"), 2, 2, true, []int{anna, carla}},
		{"Ben holds Carla's base", hold(ben, 1, "boyne"), 2, 2, false, nil},
		{"3 between them", nil, 2, 1, false, nil},
		{"3 achievements of Anna alone", nil, 3, 0, false, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newHalo(t, 4, halowars.ModeBasic)
			g.haloBoard(ben, merge(hold(anna, 3, "academ"), hold(carla, 1, "boyne", "selsey"), hold(dirk, 1, "cliath"), c.pos),
				map[int]string{carla: "selsey"})
			// A set-up of the test: achievements from earlier turns.
			all := []string{halowars.ControlEire, halowars.ControlMu, halowars.ControlPacifica, halowars.Colonies4InTurn}
			g.s.Players[anna].Achievements = all[:c.anna]
			g.s.Players[carla].Achievements = all[c.anna : c.anna+c.carla]
			g.placeAllOn("academ")
			g.do(engine.EndTurn{})
			if g.s.Over != c.won || (c.won && (!slices.Equal(g.s.Winners, c.winnersIfWon) || g.s.EndReason != "achievements")) {
				t.Fatalf("over %v, winners %v, reason %q", g.s.Over, g.s.Winners, g.s.EndReason)
			}
		})
	}
}

// "If a teammate is eliminated, only the base of the remaining player
// needs to be under control, combined with 4 Achievements for victory."
func TestHaloVictoryTeammateOut(t *testing.T) {
	g := newHalo(t, 4, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 3, "academ"), hold(ben, 10, "aurburne"), hold(carla, 1, "boyne"), hold(dirk, 1, "cliath")),
		map[int]string{ben: "aurburne", carla: "boyne"})
	g.pass()
	// Ben takes Carla's last territory, her base.
	g.placeAllOn("aurburne")
	g.conquer("aurburne", "boyne")
	if !g.s.Players[carla].Out {
		t.Fatal("Carla not out")
	}
	g.do(engine.EndTurn{})
	g.pass() // Dirk; Carla's seat is skipped
	if g.s.Current != anna {
		t.Fatalf("turn of %d", g.s.Current)
	}
	g.placeAllOn("academ")
	// A set-up of the test: Anna's achievements from earlier turns.
	g.s.Players[anna].Achievements = []string{halowars.ControlEire, halowars.ControlMu, halowars.ControlPacifica}
	if g.s.AchievementsNeeded(anna) != 4 {
		t.Fatalf("the team needs %d", g.s.AchievementsNeeded(anna))
	}
	if n := g.try(engine.EndTurn{}); n.Over {
		t.Fatal("won with 3 achievements")
	}
	g.s.Players[anna].Achievements = append(g.s.Players[anna].Achievements, halowars.Colonies4InTurn)
	g.do(engine.EndTurn{})
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{anna, carla}) {
		t.Fatalf("over %v, winners %v (Carla's base is Ben's)", g.s.Over, g.s.Winners)
	}
}

// "TEAM PLAY", 5 players, Winning the game: "Team victory is rewarded to
// the first Team to complete any 4 Achievements ... Flood victory is
// rewarded when any 3 Achievements are completed while having control of
// their base at the end of their turn."
func TestHaloVictoryFivePlayers(t *testing.T) {
	g := newHalo(t, 5, halowars.ModeBasic)
	if g.s.AchievementsNeeded(anna) != 3 || g.s.AchievementsNeeded(ben) != 4 {
		t.Fatalf("needed: Flood %d, UNSC %d", g.s.AchievementsNeeded(anna), g.s.AchievementsNeeded(ben))
	}
	// A set-up of the test: the Flood's achievements from earlier turns.
	g.s.Players[anna].Achievements = []string{halowars.ControlEire, halowars.ControlMu, halowars.ControlPacifica}
	g.pass()
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{anna}) || g.s.EndReason != "achievements" {
		t.Fatalf("Flood: over %v, winners %v", g.s.Over, g.s.Winners)
	}

	// UNSC (Ben and Dirk): 3 between them is not enough, 4 is.
	g = newHalo(t, 5, halowars.ModeBasic)
	g.pass()
	g.placeAllOn(g.b.Territories[g.s.Players[ben].Base].ID)
	g.s.Players[ben].Achievements = []string{halowars.ControlEire, halowars.ControlMu} // set-up of the test
	g.s.Players[dirk].Achievements = []string{halowars.ControlPacifica}
	if n := g.try(engine.EndTurn{}); n.Over {
		t.Fatal("UNSC won with 3 achievements")
	}
	g.s.Players[dirk].Achievements = append(g.s.Players[dirk].Achievements, halowars.Colonies8)
	g.do(engine.EndTurn{})
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{ben, dirk}) {
		t.Fatalf("UNSC: over %v, winners %v", g.s.Over, g.s.Winners)
	}
}

// "WORLD CONQUEST": "do not stop when one player/team completes 3
// Achievements. Instead play until one player/team controls all of the
// territories. That player/team is the winner."
func TestHaloWorldConquest(t *testing.T) {
	world := func(s *engine.Setup) { s.Options = engine.Options{"world_conquest": []byte("true")} }
	g := startHalo(t, 3, halowars.ModeCommand, world)
	g.haloBoard(anna, merge(hold(anna, 20, "pirth"), hold(ben, 1, "slane"), hold(carla, 1, "skerries")), map[int]string{anna: "pirth"})
	g.placeAllOn("pirth")
	// A set-up of the test: three achievements, and Anna holds her base.
	g.s.Players[anna].Achievements = []string{halowars.ControlEire, halowars.ControlMu, halowars.ControlPacifica}
	if n := g.try(engine.EndTurn{}); n.Over {
		t.Fatal("achievements won a World Conquest game")
	}
	g.conquer("pirth", "slane")
	if g.s.Over || !g.s.Players[ben].Out {
		t.Fatalf("over %v after Ben's elimination", g.s.Over)
	}
	g.do(engine.Attack{From: "pirth", To: "skerries", AttackDice: []int{6, 6, 6}, DefendDice: []int{1}})
	if g.s.Over {
		t.Fatal("over before the units moved in")
	}
	g.do(engine.MoveIn{Units: 3})
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{anna}) || g.s.EndReason != "all_territories" {
		t.Fatalf("over %v, winners %v, reason %q", g.s.Over, g.s.Winners, g.s.EndReason)
	}

	// A team holds all 42 between its players.
	g = startHalo(t, 4, halowars.ModeCommand, world)
	g.haloBoard(anna, merge(hold(anna, 20, "pirth"), hold(carla, 1, "boyne", "selsey"), hold(ben, 1, "slane"), hold(dirk, 1, "skerries")), map[int]string{anna: "pirth"})
	g.placeAllOn("pirth")
	g.s.Players[anna].Achievements = []string{halowars.ControlEire, halowars.ControlMu} // set-up of the test
	g.s.Players[carla].Achievements = []string{halowars.ControlPacifica, halowars.Colonies8}
	if n := g.try(engine.EndTurn{}); n.Over {
		t.Fatal("4 team achievements won a World Conquest game")
	}
	g.conquer("pirth", "slane")
	g.conquer("pirth", "skerries")
	if !g.s.Over || !slices.Equal(g.s.Winners, []int{anna, carla}) || g.s.EndReason != "all_territories" {
		t.Fatalf("team: over %v, winners %v, reason %q", g.s.Over, g.s.Winners, g.s.EndReason)
	}
}
