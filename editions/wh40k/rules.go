package wh40k

import (
	"slices"

	"herald/engine"
)

// RISK Warhammer 40,000 on Vigilus. Passages are cited from the German
// rulebook (seed 003) by its headings.
//
// Readings where the rulebook leaves room (README, "Warhammer 40,000"):
//   - Loot cards "dürfen jeweils einmal verwendet werden" (ÜBERBLICK
//     SPIELINHALT, Beutekarten): by default each card is used once and
//     then leaves the game; the game option LootKept reads them as kept
//     abilities instead (the cards lie face up "damit sich alle Spieler
//     deiner Bonus-Fähigkeit bewusst sind", and only the 3-units card says
//     "legst dann die Karte ab"), usable once a turn, re-rolls in every
//     battle. The 3-units card is discarded in both readings.
//   - A Throne Gelt trade is made once a turn: "Der Gesamtwert der Karten,
//     die du ablegst, bestimmt die Anzahl an Einheiten".
//   - "Erobre mindestens 3 Gebiete in 4 verschiedenen Regionen" has no "in
//     einem Zug": read, as RISK missions use "erobern", as holding at least
//     3 territories in each of 4 regions.
//   - "Erlange/Erhalte mindestens N Einheiten zu Beginn deines Zuges" is the
//     turn's whole reinforcement (Verstärkung A-D).
//   - "einen Regions-Bonus von 3 oder mehr" is one region's bonus.
//   - A mission place is bound to the board's region of that name, else to
//     its territory of that name; a fortress wall counts for both its
//     regions (SPIELPLAN).
//   - The leaders' abilities are not in the rulebook: the table enters the
//     card's text and applies it (entering the dice or the losses as
//     modified); Herald only moves the leader in when the attacker says
//     its ability was used.

// ID is the edition id of RISK Warhammer 40,000.
const ID = "warhammer40k"

// Ways to win ("SPIELVARIANTEN").
const (
	ModeClassic    = "classic"    // 3 missions
	ModeDomination = "domination" // Alleinherrschaft: 3 missions and every territory
)

// Factions ("TRUPPEN"); each has its leader.
const (
	Ultramarines      = "ultramarines"
	ChaosSpaceMarines = "chaos_space_marines"
	Aeldari           = "aeldari"
	Orks              = "orks"
	GenestealerCults  = "genestealer_cults"
)

// Factions in the rulebook's order.
var Factions = []string{Ultramarines, ChaosSpaceMarines, Aeldari, Orks, GenestealerCults}

// Mission tiers: Hauptmission gives big loot, Nebenmission small loot.
const (
	TierMain = "main"
	TierSide = "side"
)

// The twenty missions ("MISSIONEN ERFÜLLEN UND BEUTE MACHEN"), main then
// side, in the rulebook's order.
const (
	MissionHold3In4Regions = "hold_3_in_4_regions"
	MissionOteck           = "oteck_at_start"
	MissionReinforce15     = "reinforce_15"
	MissionTwoLeaders      = "two_leaders"
	MissionConquer6        = "conquer_6"
	MissionDestroy12       = "destroy_12"
	MissionFourRegions     = "one_in_4_regions"
	MissionTwoRegions      = "two_regions_at_start"
	MissionGelt800         = "gelt_800"
	MissionRegionOfMany    = "region_of_many"

	MissionTwoWalls      = "two_walls"
	MissionDontoriaGorks = "dontoria_gorks"
	MissionBreakBonuses  = "break_2_bonuses"
	MissionBonus3        = "bonus_3"
	MissionGelt500       = "gelt_500"
	MissionDestroy7      = "destroy_7"
	MissionReinforce8    = "reinforce_8"
	MissionConquer4      = "conquer_4"
	MissionThreeFromOne  = "three_from_one"
	MissionFourPlaces    = "four_places"
)

// MissionOrder lists the missions as the rulebook does.
var MissionOrder = []string{
	MissionHold3In4Regions, MissionOteck, MissionReinforce15, MissionTwoLeaders, MissionConquer6,
	MissionDestroy12, MissionFourRegions, MissionTwoRegions, MissionGelt800, MissionRegionOfMany,
	MissionTwoWalls, MissionDontoriaGorks, MissionBreakBonuses, MissionBonus3, MissionGelt500,
	MissionDestroy7, MissionReinforce8, MissionConquer4, MissionThreeFromOne, MissionFourPlaces,
}

// The loot cards ("GROSSE BEUTE", "KLEINE BEUTE"). Three share their
// effect, and so their id, with Halo Wars rewards.
const (
	LootCard           = engine.RewardCard // "Gebietskarte gewährleistet."
	LootThreeUnits     = "three_units"
	LootRerollLowest   = "reroll_lowest"
	LootLeaderAnywhere = "leader_anywhere"
	LootRerollOne      = "reroll_one"
	LootOneUnit        = engine.LootOneUnit     // "Erhalte 1 Extra-Einheit."
	LootStartMove      = engine.RewardStartMove // "Vollführe ein Manöver zu Beginn deines Zuges."
	LootExtraMove      = engine.RewardExtraMove // "... ein zusätzliches Manöver am Ende deines Zuges."
)

// TierLoot lists the loot of each tier: a main mission gives big loot, a
// side mission small loot ("SO WIRD BEUTE GEMACHT"). The rulebook counts
// 16 cards of 8 kinds without saying how many of each; Herald does not
// limit the copies, the open piles at the table do.
var TierLoot = map[string][]string{
	TierMain: {LootCard, LootThreeUnits, LootRerollLowest, LootLeaderAnywhere},
	TierSide: {LootRerollOne, LootOneUnit, LootStartMove, LootExtraMove},
}

// Loot names a loot card in a message or history line, so the page shows
// the card's text (its id is shared with Halo Wars rewards).
type Loot string

// LootTier is the tier of a loot card, "" for none.
func LootTier(l string) string {
	for tier, ls := range TierLoot {
		if slices.Contains(ls, l) {
			return tier
		}
	}
	return ""
}

// Rules is the ruleset of both ways to play.
var Rules = &engine.Ruleset{
	Edition:    ID,
	Board:      "vigilus",
	MinPlayers: 3,
	MaxPlayers: 5,
	// "SPIELVORBEREITUNGEN" 6: the players choose their faction in turn.
	Houses: func(n int) []string { return Factions },
	// "EINSATZ DER TRUPPEN": one unit at a time on a free territory,
	// starting with the first player, until all 40 are taken.
	Deal: func(n int) ([]int, int) {
		if n < 3 || n > 5 {
			return nil, 0
		}
		return ClaimCounts(40, n), 0
	},
	MinReinforcement: 3,
	// Territory cards are kept by their Throne Gelt value and traded by
	// the board's recruitment table; "42 Gebietskarten".
	CardsBy:          engine.CardsByValue,
	DeckSize:         42,
	NoDrawAfterClaim: func() error { return engine.Broke("draw.after_mission") },
	// ANFÜHRER: a leader leaves the board with the last unit of its
	// territory and may come back at the start of its owner's next turn
	// ("Zu Beginn deines nächsten Zuges kannst du besiegte Anführer neu
	// einsetzen"); its ability counts when the attacker says it is used,
	// and only then must it move in with the conquerors.
	Heroes:        engine.HeroRules{ReturnsAtTurnStart: true, ReturnOptional: true, Declared: true},
	Battle:        whBattle,
	RollRule:      rollRule,
	SetUp:         whSetUp,
	Options:       Options{},
	PlayerOptions: SeatOptions{},
	Objectives:    whMissions(),
	Draws:         whDraws,
	Victory:       whVictory,
	Points:        points,
	// The game ends by Victory: holding every territory does not end it
	// at once.
	BoardVictory: func(*engine.State) {},
	LastStanding: whLastStanding,
}

func init() {
	// Set here, not in the literal: these functions read the rulesets,
	// which would make an initialization cycle.
	Rules.Reinforce = engine.BasesAndRewards
	Rules.TradeCards = tradeGelt
	Rules.CorrectHand = correctHandGelt
	Rules.ReusedInTurn = perBattle
	Rules.SpendRerolls = useRerolls
	Rules.TurnEnds = DiscardSpent
	Rules.Events = []*engine.EventKind{missionKind, engine.NewTransferKind(false), engine.DeployHeroKind, useLootKind}
	Rules.Choices = map[string][]string{
		"mode":   {ModeClassic, ModeDomination},
		"reward": slices.Concat(TierLoot[TierMain], TierLoot[TierSide]),
	}
	engine.Register(Rules)
}

// whLastStanding: with every opponent gone nobody else can win the race
// to 3 missions, so the classic game ends; only Alleinherrschaft plays
// on, alone, until it is won ("Hör nicht auf zu spielen").
func whLastStanding(s *engine.State) bool {
	if !Domination(s) {
		s.Finish("last_standing", []int{s.Current})
		return false
	}
	return true
}

// correctHandGelt sets a hand kept by Throne Gelt (Ruleset.CorrectHand).
func correctHandGelt(s *engine.State, e engine.CorrectHand) error {
	if len(e.Points) > 0 || len(e.Taken) > 0 {
		return engine.Broke("trade.gelt_only")
	}
	return correctGelt(s, e)
}

// ClaimCounts is how many territories each seat claims when n players
// take one at a time, from the first, until every territory is taken
// ("einige Spieler können 1 Gebiet mehr als andere kontrollieren").
func ClaimCounts(territories, n int) []int {
	out := make([]int, n)
	for i := range territories {
		out[i%n]++
	}
	return out
}

// StartUnits is the table of "EINSATZ DER TRUPPEN": 3 players 30
// each, 4 players 25, 5 players 20.
func StartUnits(players int) int {
	return map[int]int{3: 30, 4: 25, 5: 20}[players]
}

// StartCards is how many territory cards seat i (0 first) starts
// with: "Teile je 1 Gebietskarte an den 3. und 4. Spieler und 2
// Gebietskarten an den 5. Spieler" (SPIELVORBEREITUNGEN 3).
func StartCards(seat int) int {
	switch seat {
	case 2, 3:
		return 1
	case 4:
		return 2
	}
	return 0
}

// whBattle: the loot re-rolls of the attacker. The leaders' abilities are
// printed on their cards, not in the rulebook: the table applies them.
func whBattle(s *engine.State, from, to engine.TerritoryID, d engine.Declared) engine.BattleRule {
	var r engine.BattleRule
	if att := s.Owner[from]; att == s.Current {
		r.Attack.RerollOne = s.Usable(att, LootRerollOne)
		r.Attack.RerollLowest = s.Usable(att, LootRerollLowest)
	}
	return r
}

// rollRule narrows the rule Herald rolls a battle by (Ruleset.RollRule):
// a loot re-roll used once ("Beutekarten ... dürfen jeweils einmal
// verwendet werden") only where the attacker chose to spend it (d); a
// kept card re-rolls in every battle and is never spent.
func rollRule(s *engine.State, r engine.BattleRule, d engine.Declared) engine.BattleRule {
	if !LootKept(s) {
		r.Attack.RerollOne = r.Attack.RerollOne && d.UseRerollOne
		r.Attack.RerollLowest = r.Attack.RerollLowest && d.UseRerollLowest
	}
	return r
}

// whDraws: one territory card after a conquest ("GEBIETSKARTE ZIEHEN"),
// none on a turn with a mission ("Wenn du während deines Zuges eine
// Mission einsammelst, kannst du in diesem Zug keine Gebietskarte
// ziehen"), unless the player holds "Gebietskarte gewährleistet", which
// gives one every turn ("es sei denn du besitzt die Beutekarte").
func whDraws(s *engine.State) int {
	if s.Usable(s.Current, LootCard) {
		return 1
	}
	if s.Conquered == 0 || s.Claimed != "" {
		return 0
	}
	return 1
}

// whVictory: "Der Spieler, der zuerst 3 Missionen am Ende seines Zuges
// erfüllt hat, gewinnt" (GEWINNEN); Alleinherrschaft: "bis ein Spieler 3
// Missionen erfüllt hat UND alle Gebiete kontrolliert". Missions taken
// over from an eliminated player count.
func whVictory(s *engine.State) ([]int, string) {
	p := s.Current
	if len(s.Players[p].Achievements) < 3 {
		return nil, ""
	}
	if Domination(s) {
		if s.Count(p) != len(s.Owner) {
			return nil, ""
		}
		return []int{p}, "domination"
	}
	return []int{p}, "missions"
}
