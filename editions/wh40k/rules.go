package wh40k

import (
	"maps"
	"slices"
	"strings"

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
	CardsBy:          engine.CardsByGelt,
	DeckSize:         42,
	NoDrawAfterClaim: func() error { return engine.Broke("draw.after_mission") },
	// ANFÜHRER: a leader leaves the board with the last unit of its
	// territory and may come back at the start of its owner's next turn
	// ("Zu Beginn deines nächsten Zuges kannst du besiegte Anführer neu
	// einsetzen"); its ability counts when the attacker says it is used,
	// and only then must it move in with the conquerors.
	Heroes:     engine.HeroRules{ReturnsAtTurnStart: true, ReturnOptional: true, Declared: true},
	Battle:     whBattle,
	RollRule:   rollRule,
	SetUp:      whSetUp,
	Objectives: whMissions(),
	Draws:      whDraws,
	Victory:    whVictory,
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
	if !s.Domination {
		s.Finish("last_standing", []int{s.Current})
		return false
	}
	return true
}

// correctHandGelt sets a hand kept by Throne Gelt (Ruleset.CorrectHand).
func correctHandGelt(s *engine.State, e engine.CorrectHand) error {
	if len(e.Skulls) > 0 || len(e.Taken) > 0 {
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
	if e.WorldConquest || len(e.Colonies) > 0 || len(e.Rewards) > 0 {
		return engine.Broke("setup.halo_only")
	}
	s.Mode, s.Domination, s.LootKept = e.Mode, e.Mode == ModeDomination, e.LootKept

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
		me.HasHero, me.Hero, me.Ability = true, t, strings.TrimSpace(p.Ability)
		if len(p.Skulls) > 0 || p.Base != "" {
			return engine.Broke("setup.halo_only")
		}
		if want := StartCards(i); len(p.Gelt) != want {
			return engine.Broke("setup.warhammer_start_cards", "player", engine.PlayerRef(i), "want", want)
		}
		for _, v := range p.Gelt {
			if v != 100 && v != 200 {
				return engine.Broke("cards.gelt", "gelt", v)
			}
		}
		me.Gelt = slices.Clone(p.Gelt)
	}

	// "Ziehe 4 Haupt- und 4 Nebenmissionen und lege diese aufgedeckt ...
	// neben den Spielplan" (SPIELVORBEREITUNGEN 4).
	tiers := map[string]int{}
	for _, id := range e.Achievements {
		o, ok := s.Rules.Objectives[id]
		if !ok {
			return engine.Broke("setup.mission_unknown", "mission", id)
		}
		if slices.Contains(s.Open, id) {
			return engine.Broke("setup.mission_twice", "mission", id)
		}
		tiers[o.Tier]++
		s.Open = append(s.Open, id)
	}
	if tiers[TierMain] != 4 || tiers[TierSide] != 4 {
		return engine.Broke("setup.mission_count", "main", tiers[TierMain], "side", tiers[TierSide])
	}

	// The recruitment table printed on the board is not public: what the
	// table entered, 200 Throne Gelt or more in steps of 100.
	for tg, units := range e.Recruitment {
		if tg < 200 || tg%100 != 0 || units < 1 {
			return engine.Broke("setup.recruitment_row", "gelt", tg, "units", units)
		}
	}
	s.Recruitment = maps.Clone(e.Recruitment)
	if s.Recruitment == nil {
		s.Recruitment = map[int]int{}
	}
	if e.DeckMode != engine.DeckTable {
		return engine.Broke("setup.warhammer_deck")
	}
	return nil
}

// --- Loot in play -----------------------------------------------------

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
		if s.LootKept && r != LootThreeUnits {
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
	if !s.LootKept {
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
	if s.Domination {
		if s.Count(p) != len(s.Owner) {
			return nil, ""
		}
		return []int{p}, "domination"
	}
	return []int{p}, "missions"
}

// tradeGelt turns in territory cards by their Throne Gelt ("C EINHEITEN
// ERWERBEN"): at least 200 together, units by the board's recruitment
// table, once a turn, while reinforcing. A total the table did not enter
// at set-up takes the units the player reads off the board, and Herald
// keeps that row for the rest of the game.
func tradeGelt(s *engine.State, e engine.Trade) error {
	if len(e.Cards) > 0 || len(e.Skulls) > 0 {
		return engine.Broke("trade.gelt_only")
	}
	if s.Traded {
		return engine.Broke("trade.once")
	}
	p := &s.Players[s.Current]
	hand := slices.Clone(p.Gelt)
	total := 0
	for _, v := range e.Gelt {
		i := slices.Index(hand, v)
		if i < 0 {
			return engine.Broke("trade.gelt_not_in_hand", "gelt", v)
		}
		hand = slices.Delete(hand, i, i+1)
		total += v
	}
	if total < 200 {
		return engine.Broke("trade.gelt_minimum", "gelt", total)
	}
	units, known := s.Recruitment[total]
	switch {
	case known && e.Units != 0 && e.Units != units:
		return engine.Broke("trade.gelt_table", "gelt", total, "units", units)
	case !known && e.Units < 1:
		return engine.Broke("trade.gelt_units", "gelt", total)
	case !known:
		units = e.Units
		if s.Recruitment == nil {
			s.Recruitment = map[int]int{}
		}
		s.Recruitment[total] = units
	}
	p.Gelt = hand
	s.Traded = true
	s.Pool += units
	s.Reinforcement.Trades = append(s.Reinforcement.Trades, engine.TradeResult{Gelt: total, Value: units})
	s.Reinforcement.Total += units
	return nil
}

// correctGelt sets a player's territory cards by their Throne Gelt, as
// the table holds them.
func correctGelt(s *engine.State, e engine.CorrectHand) error {
	if s.Rules.CardsBy != engine.CardsByGelt || len(e.Cards) > 0 {
		return engine.Broke("trade.gelt_only")
	}
	for _, v := range e.Gelt {
		if v != 100 && v != 200 {
			return engine.Broke("cards.gelt", "gelt", v)
		}
	}
	s.Players[e.Player].Gelt = slices.Clone(e.Gelt)
	return nil
}

// GeltOf is the Throne Gelt of player p's territory cards.
func GeltOf(s *engine.State, p int) int {
	n := 0
	for _, v := range s.Players[p].Gelt {
		n += v
	}
	return n
}

// --- Missions ------------------------------------------------------------

// whClaim takes a mission ("SO WERDEN MISSIONEN ABGESCHLOSSEN"): after
// attacking, one per turn ("ein Spieler kann nur eine Mission pro Zug
// einsammeln"), one still face up, done this turn, with a loot card of its
// tier ("Hauptmissionen bringen dem Spieler Große Beute und
// Nebenmissionen Kleine Beute"). Taking it ends the attacks.
func whClaim(s *engine.State, e engine.Claim) error {
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if s.Claimed != "" {
		return engine.Broke("claim.once_mission", "mission", s.Claimed)
	}
	if s.Maneuvers > 0 {
		return engine.Broke("claim.mission_after_maneuver")
	}
	o, ok := s.Rules.Objectives[e.Achievement]
	if !ok || !slices.Contains(s.Open, e.Achievement) {
		return engine.Broke("claim.mission_not_open", "mission", e.Achievement)
	}
	unbound := MissionUnbound(s.Board, e.Achievement)
	switch {
	case len(unbound) > 0 && !e.Confirmed:
		return engine.Broke("claim.needs_table", "mission", e.Achievement, "places", strings.Join(unbound, ", "))
	case len(unbound) == 0 && e.Confirmed:
		return engine.Broke("claim.herald_checks", "mission", e.Achievement)
	}
	if !o.Met(s, s.Current) {
		return engine.Broke("claim.mission_not_met", "mission", e.Achievement)
	}
	if e.Reward == "" || LootTier(e.Reward) != o.Tier {
		return engine.Broke("claim.loot_tier", "tier", o.Tier)
	}
	if e.Cannon != "" {
		return engine.Broke("claim.no_cannon")
	}
	me := &s.Players[s.Current]
	s.Open = slices.DeleteFunc(s.Open, func(a string) bool { return a == e.Achievement })
	me.Achievements = append(me.Achievements, e.Achievement)
	me.Rewards = append(me.Rewards, e.Reward)
	if e.Confirmed {
		s.Confirmed = append(s.Confirmed, e.Achievement)
	}
	s.Claimed = e.Achievement
	s.Phase = engine.PhaseManeuver
	return nil
}

// place is a name a mission card prints, with other spellings of it.
type placeName struct{ names []string }

// missionPlaces are the places the missions name. "Hyperia" is the
// rulebook's "Hyperia Sektor"; the others are not in its region list.
var missionPlaces = map[string][]placeName{
	MissionOteck:         {{[]string{"Oteck-Makropolweite"}}},
	MissionDontoriaGorks: {{[]string{"Dontoria"}}, {[]string{"Gorks Landung"}}},
	MissionFourPlaces: {
		{[]string{"Hyperia", "Hyperia Sektor"}}, {[]string{"Dirksen Hivespawl"}},
		{[]string{"Hurrikane Rekk"}}, {[]string{"Vhulianischer Wirbel"}},
	},
}

// MissionPlace is a place a mission names, as the board has it: a region, else a
// territory of that name (any of its names or its id, ignoring case,
// spaces and punctuation).
type MissionPlace struct {
	Name      string             // as the mission card prints it
	Region    string             // the board's region, or ""
	Territory engine.TerritoryID // else the board's territory, or engine.NoTerritory
}

// Bound reports whether the board has the place.
func (p MissionPlace) Bound() bool { return p.Region != "" || p.Territory != engine.NoTerritory }

// MissionPlaces binds the places mission id names to board b.
func MissionPlaces(b *engine.Board, id string) []MissionPlace {
	var out []MissionPlace
	for _, pl := range missionPlaces[id] {
		out = append(out, bindPlace(b, pl))
	}
	return out
}

// MissionUnbound lists the places of mission id that board b lacks: the
// table confirms those.
func MissionUnbound(b *engine.Board, id string) []string {
	var out []string
	for _, p := range MissionPlaces(b, id) {
		if !p.Bound() {
			out = append(out, p.Name)
		}
	}
	return out
}

func bindPlace(b *engine.Board, pl placeName) MissionPlace {
	want := map[string]bool{}
	for _, n := range pl.names {
		want[engine.Fold(n)] = true
	}
	named := func(id string, names engine.Names) bool {
		if want[engine.Fold(id)] {
			return true
		}
		for _, n := range names {
			if want[engine.Fold(n)] {
				return true
			}
		}
		return false
	}
	out := MissionPlace{Name: pl.names[0], Territory: engine.NoTerritory}
	for _, r := range b.Regions {
		// A region nobody has put a territory in yet is not on the board.
		if named(r.ID, r.Names) && b.RegionEntered(r.ID) {
			out.Region = r.ID
			return out
		}
	}
	for i, t := range b.Territories {
		if named(t.ID, t.Names) {
			out.Territory = engine.TerritoryID(i)
			return out
		}
	}
	return out
}

// heldAtStart reports whether player p held place pl at the start of the
// turn; a place the board lacks is left to the table (true).
func heldAtStart(s *engine.State, p int, pl MissionPlace) bool {
	switch {
	case pl.Region != "":
		return engine.HoldsWhole(s.Board, s.StartOwner, pl.Region, p)
	case pl.Territory != engine.NoTerritory:
		return s.StartOwner[pl.Territory] == p
	}
	return true
}

// wholeRegions counts the regions p holds whole in owner.
func wholeRegions(b *engine.Board, owner []int, p int) int {
	n := 0
	for _, r := range b.Regions {
		if engine.HoldsWhole(b, owner, r.ID, p) {
			n++
		}
	}
	return n
}

// regionsOf lists the regions of a territory: a fortress wall is in two,
// a territory not yet in a region (UnassignedRegion) in none.
func regionsOf(t engine.Territory) []string {
	var out []string
	for _, r := range []string{t.Region, t.AlsoRegion} {
		if engine.IsRegion(r) {
			out = append(out, r)
		}
	}
	return out
}

// regionsConquered counts the regions in which p conquered a territory
// this turn.
func regionsConquered(s *engine.State, p int) int {
	seen := map[string]bool{}
	for _, t := range s.Gained(p) {
		for _, r := range regionsOf(s.Board.Territories[t]) {
			seen[r] = true
		}
	}
	return len(seen)
}

// destroyed is every unit of the opponents p's attacks destroyed this
// turn.
func destroyed(s *engine.State) int {
	n := 0
	for _, d := range s.Destroyed {
		n += d
	}
	return n
}

// whMissions is the catalogue of the twenty missions. "In einem Zug" is
// this turn (Gained: held now and not at its start, Destroyed,
// HeroesDefeated); "zu Beginn deines Zuges" is StartOwner and this turn's
// reinforcement.
func whMissions() map[string]engine.Objective {
	main := func(id string, met func(s *engine.State, p int) bool) engine.Objective {
		return engine.Objective{ID: id, Tier: TierMain, Met: met}
	}
	side := func(id string, met func(s *engine.State, p int) bool) engine.Objective {
		return engine.Objective{ID: id, Tier: TierSide, Met: met}
	}
	atStart := func(id string) func(s *engine.State, p int) bool {
		return func(s *engine.State, p int) bool {
			for _, pl := range MissionPlaces(s.Board, id) {
				if !heldAtStart(s, p, pl) {
					return false
				}
			}
			return true
		}
	}
	list := []engine.Objective{
		// "Erobre mindestens 3 Gebiete in 4 verschiedenen Regionen."
		main(MissionHold3In4Regions, func(s *engine.State, p int) bool {
			n := 0
			for _, r := range s.Board.Regions {
				if !engine.IsRegion(r.ID) {
					continue
				}
				held := 0
				for t, terr := range s.Board.Territories {
					if terr.InRegion(r.ID) && s.Owner[t] == p {
						held++
					}
				}
				if held >= 3 {
					n++
				}
			}
			return n >= 4
		}),
		// "Kontrolliere die gesamte Oteck-Makropolweite-Region zu Beginn
		// deines Zuges."
		main(MissionOteck, atStart(MissionOteck)),
		// "Erlange mindestens 15 Einheiten zu Beginn deines Zuges."
		main(MissionReinforce15, func(s *engine.State, p int) bool { return s.Reinforcement.Total >= 15 }),
		// "Besiege 2 Anführer in einem Zug."
		main(MissionTwoLeaders, func(s *engine.State, p int) bool {
			seen := map[int]bool{}
			for _, q := range s.HeroesDefeated {
				seen[q] = true
			}
			return len(seen) >= 2
		}),
		// "Erobre 6 Gebiete in einem Zug."
		main(MissionConquer6, func(s *engine.State, p int) bool { return len(s.Gained(p)) >= 6 }),
		// "Zerstöre 12 gegnerische Einheiten in einem Zug."
		main(MissionDestroy12, func(s *engine.State, p int) bool { return destroyed(s) >= 12 }),
		// "Erobre mindestens 1 Gebiet in 4 Regionen in einem Zug."
		main(MissionFourRegions, func(s *engine.State, p int) bool { return regionsConquered(s, p) >= 4 }),
		// "Kontrolliere 2 Regionen zu Beginn deines Zuges."
		main(MissionTwoRegions, func(s *engine.State, p int) bool { return wholeRegions(s.Board, s.StartOwner, p) >= 2 }),
		// "Besitze Gebietskarten im Wert von 800 Throne Gelt oder mehr."
		main(MissionGelt800, func(s *engine.State, p int) bool { return GeltOf(s, p) >= 800 }),
		// "Erobre eine Region, die zu Beginn deines Zuges von mehr als
		// einem Gegner besetzt war."
		main(MissionRegionOfMany, func(s *engine.State, p int) bool {
			for _, r := range s.Board.Regions {
				if !engine.HoldsWhole(s.Board, s.Owner, r.ID, p) {
					continue
				}
				opponents := map[int]bool{}
				for t, terr := range s.Board.Territories {
					if terr.InRegion(r.ID) && s.StartOwner[t] != p {
						opponents[s.StartOwner[t]] = true
					}
				}
				if len(opponents) > 1 {
					return true
				}
			}
			return false
		}),

		// "Erobre mindestens 2 Festungswälle in einem Zug."
		side(MissionTwoWalls, func(s *engine.State, p int) bool {
			n := 0
			for _, t := range s.Gained(p) {
				if s.Board.Territories[t].AlsoRegion != "" {
					n++
				}
			}
			return n >= 2
		}),
		// "Kontrolliere die Regionen Dontoria und Gorks Landung zu Beginn
		// deines Zuges."
		side(MissionDontoriaGorks, atStart(MissionDontoriaGorks)),
		// "Zerstöre den Regions-Bonus von 2 Gegnern in einem Zug": two
		// opponents who held a region whole at the start of the turn lost
		// it to this player's conquests.
		side(MissionBreakBonuses, func(s *engine.State, p int) bool {
			gained := s.Gained(p)
			broken := map[int]bool{}
			for _, r := range s.Board.Regions {
				q := -1
				for t, terr := range s.Board.Territories {
					if terr.InRegion(r.ID) {
						q = s.StartOwner[t]
						break
					}
				}
				if q < 0 || q == p || !engine.HoldsWhole(s.Board, s.StartOwner, r.ID, q) {
					continue
				}
				for _, t := range gained {
					if s.Board.Territories[t].InRegion(r.ID) {
						broken[q] = true
					}
				}
			}
			return len(broken) >= 2
		}),
		// "Erhalte einen Regions-Bonus von 3 oder mehr zu Beginn deines
		// Zuges."
		side(MissionBonus3, func(s *engine.State, p int) bool {
			return slices.ContainsFunc(s.Reinforcement.Regions, func(r engine.RegionBonus) bool { return r.Bonus >= 3 })
		}),
		// "Besitze Gebietskarten im Wert von 500 Throne Gelt oder mehr."
		side(MissionGelt500, func(s *engine.State, p int) bool { return GeltOf(s, p) >= 500 }),
		// "Zerstöre 7 gegnerische Einheiten in einem Zug."
		side(MissionDestroy7, func(s *engine.State, p int) bool { return destroyed(s) >= 7 }),
		// "Erhalte mindestens 8 Einheiten zu Beginn deines Zuges."
		side(MissionReinforce8, func(s *engine.State, p int) bool { return s.Reinforcement.Total >= 8 }),
		// "Erobre 4 Gebiete in einem Zug."
		side(MissionConquer4, func(s *engine.State, p int) bool { return len(s.Gained(p)) >= 4 }),
		// "Erobre 3 Gebiete von einem einzelnen Gegner in einem Zug."
		side(MissionThreeFromOne, func(s *engine.State, p int) bool {
			from := map[int]int{}
			for _, t := range s.Gained(p) {
				from[s.StartOwner[t]]++
			}
			for _, n := range from {
				if n >= 3 {
					return true
				}
			}
			return false
		}),
		// "Kontrolliere die Regionen Hyperia, Dirksen Hivespawl, Hurrikane
		// Rekk und Vhulianischer Wirbel zu Beginn deines Zuges."
		side(MissionFourPlaces, atStart(MissionFourPlaces)),
	}
	out := map[string]engine.Objective{}
	for _, o := range list {
		out[o.ID] = o
	}
	return out
}

// describeMission tells a mission claim: verified or the table's word,
// and the loot taken.
func describeMission(before *engine.State, e engine.Claim, after *engine.State) []engine.Line {
	who := engine.PlayerRef(before.Current)
	out := []engine.Line{engine.NewLine("history.mission", "player", who, "mission", e.Achievement)}
	if e.Confirmed {
		out[0] = engine.NewLine("history.mission_confirmed", "player", who, "mission", e.Achievement)
	}
	return append(out, engine.NewLine("history.loot_taken", "loot", Loot(e.Reward)))
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
	return s.LootKept && (r == LootRerollOne || r == LootRerollLowest)
}
