package halowars

import (
	"slices"

	"herald/engine"
)

// RISK: Halo Wars on Arcadia. Passages are cited from the English rulebook
// (seed 002) by its headings.

// ID is the edition id of RISK Halo Wars.
const ID = "halowars"

// Halo Wars modes. World Conquest is a flag on either (Options):
// "do not stop when one player/team completes 3 Achievements. Instead
// play until one player/team controls all of the territories."
const (
	ModeBasic   = "basic"   // Basic Training: charted set-up, no rewards
	ModeCommand = "command" // Command Room: claimed set-up, rewards
)

// Armies of Halo Wars: the faction is the team, the colour tells two
// players of one faction apart ("2 UNSC Armies, 2 Covenant Armies, 1 Flood
// Army").
const (
	FloodRed        = "flood_red"
	UNSCGreen       = "unsc_green"
	CovenantPurple  = "covenant_purple"
	UNSCGold        = "unsc_gold"
	CovenantBlue    = "covenant_blue"
	FactionUNSC     = "unsc"
	FactionCovenant = "covenant"
	FactionFlood    = "flood"
)

// Achievement tiers.
const (
	Heroic    = "heroic"
	Legendary = "legendary"
)

// The twelve achievements ("ACHIEVEMENTS & REWARDS").
const (
	ControlMu          = "control_mu"
	ControlEire        = "control_eire"
	ControlPacifica    = "control_pacifica"
	Colonies8          = "colonies_8"
	EnemyBase1         = "enemy_base_1"
	Colonies4InTurn    = "colonies_4_in_turn"
	Territories10Turn  = "territories_10_in_turn"
	EnemyBases2        = "enemy_bases_2"
	Territories18      = "territories_18"
	Sectors2           = "sectors_2"
	SectorFromNone     = "sector_from_none"
	Colonies11         = "colonies_11"
	RewardCannon       = "cannon_heroic"
	RewardCannonLegend = "cannon_legendary"
	RewardAttackDie    = "bonus_attack_die"
	RewardDefenseDie   = "bonus_defense_die"
)

// Rewards are the reward tokens by tier ("REWARDS (COMMAND ROOM ONLY)").
var Rewards = map[string][]string{
	Heroic:    {RewardCannon, engine.RewardCard, engine.RewardStartMove, engine.RewardExtraMove},
	Legendary: {RewardCannonLegend, engine.RewardTwoUnits, RewardAttackDie, RewardDefenseDie},
}

// RewardTier is the tier of a reward token, "" for none.
func RewardTier(r string) string {
	for tier, rs := range Rewards {
		if slices.Contains(rs, r) {
			return tier
		}
	}
	return ""
}

// Rules is the ruleset of all three modes.
var Rules = &engine.Ruleset{
	Edition:    ID,
	Board:      "arcadia",
	MinPlayers: 3,
	MaxPlayers: 5,
	// "HOW TO SET UP BASIC TRAINING": the turn order of each chart; the
	// same armies play Command Room.
	Houses: func(n int) []string {
		switch n {
		case 3:
			return []string{FloodRed, UNSCGreen, CovenantPurple}
		case 4:
			return []string{UNSCGreen, CovenantPurple, UNSCGold, CovenantBlue}
		case 5:
			return []string{FloodRed, UNSCGreen, CovenantPurple, UNSCGold, CovenantBlue}
		}
		return nil
	},
	// Command Room, "engine.Claim Remaining Territories": one territory at a
	// time, clockwise from the starting player, until all 42 are claimed
	// ("Some players may control one more territory than others").
	Deal: func(n int) ([]int, int) {
		if n < 3 || n > 5 {
			return nil, 0
		}
		out := make([]int, n)
		for i := range 42 {
			out[i%n]++
		}
		return out, 0
	},
	MinReinforcement: 3,
	CountsColonies:   true,
	BaseUnits:        1,
	Reinforce:        engine.BasesAndRewards,
	CardsBy:          engine.CardsByPoints,
	// "Deck of 42 Cards".
	DeckSize:         42,
	NoDrawAfterClaim: func() error { return engine.Broke("draw.after_claim") },
	// "HOW TO DEPLOY REINFORCEMENTS" 4, the chart on the board.
	PointUnits: map[int]int{2: 2, 3: 4, 4: 7, 5: 10, 6: 13, 7: 17, 8: 21, 9: 25, 10: 30},
	Battle:     battle,
	SetUp:      setUp,
	Options:    Options{},
	Objectives: achievements(),
	Draws:      draws,
	Victory:    victory,
	Points:     points,
}

func init() {
	// Set here, not in the literal: the kinds' functions read the
	// rulesets, which would make an initialization cycle.
	Rules.TradeCards = (*engine.State).TradePoints
	Rules.CorrectHand = engine.CorrectPoints(false)
	Rules.Events = []*engine.EventKind{claimKind, placeCannonKind, engine.NewTransferKind(false)}
	Rules.BeforeAttack, Rules.TurnEnds = cannonFirst, turnEnds
	Rules.Choices = map[string][]string{
		"mode":    {ModeBasic, ModeCommand},
		"rewards": slices.Concat(Rewards[Heroic], Rewards[Legendary]),
		"reward":  slices.Concat(Rewards[Heroic], Rewards[Legendary]),
	}
	engine.Register(Rules)
}
