package engine

import "slices"

// RISK: Halo Wars on Arcadia. Passages are cited from the English rulebook
// (seed 002) by its headings.

// EditionHaloWars is the edition id of RISK Halo Wars.
const EditionHaloWars = "halowars"

// Halo Wars modes. World Conquest is a flag on either (Setup.WorldConquest):
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

// HaloRewards are the reward tokens by tier ("REWARDS (COMMAND ROOM ONLY)").
var HaloRewards = map[string][]string{
	Heroic:    {RewardCannon, RewardCard, RewardStartMove, RewardExtraMove},
	Legendary: {RewardCannonLegend, RewardTwoUnits, RewardAttackDie, RewardDefenseDie},
}

// RewardTier is the tier of a reward token, "" for none.
func RewardTier(r string) string {
	for tier, rs := range HaloRewards {
		if slices.Contains(rs, r) {
			return tier
		}
	}
	return ""
}

// HaloWars is the ruleset of all three modes.
var HaloWars = &Ruleset{
	Edition:    EditionHaloWars,
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
	// Command Room, "Claim Remaining Territories": one territory at a
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
	Reinforce:        BasesAndRewards,
	CardsBy:          CardsBySkulls,
	// "Deck of 42 Cards".
	DeckSize:         42,
	NoDrawAfterClaim: func() error { return Broke("draw.after_claim") },
	// "HOW TO DEPLOY REINFORCEMENTS" 4, the chart on the board.
	SkullUnits: map[int]int{2: 2, 3: 4, 4: 7, 5: 10, 6: 13, 7: 17, 8: 21, 9: 25, 10: 30},
	Battle:     haloBattle,
	SetUp:      haloSetUp,
	Objectives: haloAchievements(),
	Draws:      haloDraws,
	Victory:    haloVictory,
}

func init() {
	// Set here, not in the literal: the kinds' functions read the
	// rulesets, which would make an initialization cycle.
	HaloWars.TradeCards = (*State).TradeSkulls
	HaloWars.CorrectHand = CorrectSkulls(false)
	HaloWars.Events = []*EventKind{claimKind, NewTransferKind(false)}
	HaloWars.Choices = map[string][]string{
		"mode":    {ModeBasic, ModeCommand},
		"rewards": slices.Concat(HaloRewards[Heroic], HaloRewards[Legendary]),
		"reward":  slices.Concat(HaloRewards[Heroic], HaloRewards[Legendary]),
	}
	Register(HaloWars)
}

// HaloAchievementOrder lists the achievements as the rulebook does.
var HaloAchievementOrder = []string{
	ControlMu, ControlEire, ControlPacifica, Colonies8, EnemyBase1, Colonies4InTurn,
	Territories10Turn, EnemyBases2, Territories18, Sectors2, SectorFromNone, Colonies11,
}

// BasicAchievements are the achievements Basic Training places, by
// player count ("PLACE ACHIEVEMENTS" of each chart).
func BasicAchievements(players int) []string {
	legendary := []string{Territories10Turn, EnemyBases2, Territories18, Sectors2}
	if players == 4 {
		return append([]string{ControlEire, ControlMu, ControlPacifica, Colonies4InTurn}, legendary...)
	}
	return append([]string{Colonies8, ControlEire, ControlMu, ControlPacifica}, legendary...)
}

// BasicColonies are the colony territories of Basic Training, by player
// count ("PLACE COLONIES" of each chart), as Arcadia's territory ids.
func BasicColonies(players int) []string {
	common := []string{"skerries", "academ", "pirth", "kintyre", "abaskun", "sarai", "petra", "kish", "persepolis", "carthage"}
	switch players {
	case 3:
		return append(common, "canopus", "rungholt", "poolesville", "birka", "dunwich")
	case 4:
		return append(common, "canopus", "rungholt", "alpha", "birka", "dunwich")
	case 5:
		return append(common, "magna", "new_pompeii", "poolesville", "birka", "rungholt")
	}
	return nil
}

// haloAchievements is the catalogue: "HEROIC ACHIEVEMENTS" and "LEGENDARY
// ACHIEVEMENTS". Team rules ("TEAM PLAY", Sector Bonus(es)): "When an
// entire sector is controlled by one team, that sector qualifies for
// corresponding Achievements"; colonies and territories are "not combined
// between teammates".
func haloAchievements() map[string]Objective {
	list := []Objective{
		{ID: ControlMu, Tier: Heroic, Met: teamHoldsSector("mu")},
		{ID: ControlEire, Tier: Heroic, Met: teamHoldsSector("eire")},
		{ID: ControlPacifica, Tier: Heroic, Met: teamHoldsSector("pacifica")},
		{ID: Colonies8, Tier: Heroic, Met: func(s *State, p int) bool { return s.ColoniesOf(p) >= 8 }},
		{ID: EnemyBase1, Tier: Heroic, Met: func(s *State, p int) bool { return s.EnemyBasesOf(p) >= 1 }},
		// "Take control of 4 colonies in one turn, that you did not control
		// at the start of the turn."
		{ID: Colonies4InTurn, Tier: Heroic, Met: func(s *State, p int) bool {
			n := 0
			for _, t := range s.Gained(p) {
				if s.Colony[t] {
					n++
				}
			}
			return n >= 4
		}},
		// "Take over at least 10 territories that you did not control at
		// the start of your turn."
		{ID: Territories10Turn, Tier: Legendary, Met: func(s *State, p int) bool { return len(s.Gained(p)) >= 10 }},
		{ID: EnemyBases2, Tier: Legendary, Met: func(s *State, p int) bool { return s.EnemyBasesOf(p) >= 2 }},
		{ID: Territories18, Tier: Legendary, Met: func(s *State, p int) bool { return s.Count(p) >= 18 }},
		{ID: Sectors2, Tier: Legendary, Met: func(s *State, p int) bool {
			n := 0
			for _, r := range s.Board.Regions {
				if s.TeamHoldsRegion(p, r.ID) {
					n++
				}
			}
			return n >= 2
		}},
		// "Take control of a sector where you did not control any
		// territory at the start of the turn." Herald asks that the player
		// took part of it this turn, so a sector a teammate already held
		// does not count by itself.
		{ID: SectorFromNone, Tier: Legendary, Met: func(s *State, p int) bool {
			for _, r := range s.Board.Regions {
				if !s.TeamHoldsRegion(p, r.ID) {
					continue
				}
				heldBefore, took := false, false
				for t, terr := range s.Board.Territories {
					if !terr.InRegion(r.ID) {
						continue
					}
					if s.StartOwner[t] == p {
						heldBefore = true
					}
					if s.Owner[t] == p {
						took = true
					}
				}
				if !heldBefore && took {
					return true
				}
			}
			return false
		}},
		{ID: Colonies11, Tier: Legendary, Met: func(s *State, p int) bool { return s.ColoniesOf(p) >= 11 }},
	}
	out := map[string]Objective{}
	for _, o := range list {
		out[o.ID] = o
	}
	return out
}

func teamHoldsSector(region string) func(s *State, p int) bool {
	return func(s *State, p int) bool { return s.TeamHoldsRegion(p, region) }
}

// TeamHoldsRegion reports whether player p's side holds every territory of
// a region (false for a region the board does not have).
func (s *State) TeamHoldsRegion(p int, region string) bool {
	return s.Board.RegionWhole(region, func(t TerritoryID) bool { return s.TeamHolds(p, t) })
}

// ColoniesOf counts the colonies player p controls.
func (s *State) ColoniesOf(p int) int {
	n := 0
	for t, c := range s.Colony {
		if c && s.Owner[t] == p {
			n++
		}
	}
	return n
}

// haloBattle: heroes ("HEROES"), cannons (Heroic Rewards: "+2 with a Hero
// present") and bonus dice (Legendary Rewards).
func haloBattle(s *State, from, to TerritoryID, d Declared) BattleRule {
	att, def := s.Owner[from], s.Owner[to]
	side := func(p int, hero, declaredCannon bool) SideRule {
		r := SideRule{Hero: hero}
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
	var rule BattleRule
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

// haloDraws: one card after a conquest, none on a turn with an achievement
// ("ENDING YOUR TURN"), one every turn with the Guaranteed Card reward
// ("beginning with the turn that you've earned the Reward. You can still
// only take one card per turn"); the Flood takes 2 in the 5-player game
// ("TEAM PLAY", 5 players, Drawing Cards), also with the reward.
func haloDraws(s *State) int {
	p := s.Players[s.Current]
	if !p.Has(RewardCard) && (s.Conquered == 0 || s.Claimed != "") {
		return 0
	}
	if Faction(p.House) == FactionFlood && s.Seats() == 5 {
		return 2
	}
	return 1
}

// SideAchievements counts the achievements of player p's side ("any
// combination between the teammates").
func (s *State) SideAchievements(p int) int {
	n := 0
	for i, q := range s.Players {
		if s.Teammates(i, p) {
			n += len(q.Achievements)
		}
	}
	return n
}

// haloVictory is checked at the end of each turn for the player whose turn
// it was ("WINNING"): enough achievements and the side's bases held.
// World Conquest wins only by holding every territory, which the engine
// checks after every conquest.
func haloVictory(s *State) ([]int, string) {
	if s.WorldConquest {
		return nil, ""
	}
	p := s.Current
	if s.SideAchievements(p) >= s.AchievementsNeeded(p) && s.SideBasesHeld(p) {
		return s.Side(p), "achievements"
	}
	return nil, ""
}

// haloSetUp checks what a Halo Wars game adds to the common set-up.
func haloSetUp(s *State, e Setup) error {
	n := s.Seats()
	switch e.Mode {
	case ModeBasic, ModeCommand:
	default:
		return Broke("setup.halo_mode", "mode", e.Mode)
	}
	s.Mode, s.WorldConquest = e.Mode, e.WorldConquest
	order := s.Rules.Houses(n)
	for i := range s.Players {
		s.Players[i].Team = Faction(s.Players[i].House)
	}
	// Turn order: Basic Training follows its chart; otherwise the Flood
	// goes first with 5 players and teammates never follow each other
	// ("TEAM PLAY", Turn Order).
	for i, p := range s.Players {
		if e.Mode == ModeBasic && p.House != order[i] {
			return Broke("setup.halo_chart_order", "player", PlayerRef(i), "house", p.House, "want", order[i])
		}
		if n == 5 && i == 0 && p.Team != FactionFlood {
			return Broke("setup.flood_first")
		}
		if next := (i + 1) % n; n >= 4 && s.Teammates(i, next) {
			return Broke("setup.teammates_in_a_row", "a", PlayerRef(i), "b", PlayerRef(next))
		}
	}

	// Units: the chart (Basic Training) or the claimed board. Where the
	// rulebook gives the starting units (Command Room "Count Units"; team
	// play "Starting Units") the totals must match.
	if err := s.SetUnits(e.Units); err != nil {
		return err
	}
	if e.Mode == ModeCommand || n >= 4 {
		for i := range s.Players {
			if got, want := s.UnitsOf(i), HaloStartUnits(n, s.Players[i].Team); got != want {
				return Broke("setup.start_units", "player", PlayerRef(i), "got", got, "want", want)
			}
		}
	}
	if e.Mode == ModeCommand {
		deal, _ := s.Rules.Deal(n)
		for i := range s.Players {
			if got := s.Count(i); got != deal[i] {
				return Broke("setup.deal_count", "player", PlayerRef(i), "got", got, "want", deal[i])
			}
		}
	}

	// Bases and heroes: each on one of the player's territories
	// ("Place Bases", "Place Heroes"; step 4 of Basic Training).
	bases := map[TerritoryID]bool{}
	for i, p := range e.Players {
		b, err := s.OwnTerritory(p.Base, i, false)
		if err != nil {
			return err
		}
		if bases[b] {
			return Broke("setup.base_twice", "territory", b)
		}
		bases[b] = true
		h, err := s.OwnTerritory(p.Hero, i, true)
		if err != nil {
			return err
		}
		s.Players[i].Base, s.Players[i].Hero, s.Players[i].HasHero = b, h, true
	}

	// Colonies: the chart's 15 in Basic Training, 15 drawn in Command Room.
	s.Colony = make([]bool, len(s.Board.Territories))
	if len(e.Colonies) != 15 {
		return Broke("setup.colony_count", "count", len(e.Colonies))
	}
	for _, id := range e.Colonies {
		t, ok := s.Board.Lookup(id)
		if !ok {
			return Broke("territory.unknown", "name", id)
		}
		if s.Colony[t] {
			return Broke("setup.colony_twice", "territory", t)
		}
		s.Colony[t] = true
	}
	if e.Mode == ModeBasic {
		for _, id := range BasicColonies(n) {
			if t, ok := s.Board.Lookup(id); ok && !s.Colony[t] {
				return Broke("setup.colony_chart", "territory", t)
			}
		}
	}

	// Achievements: the chart's eight, or 4 heroic and 4 legendary drawn,
	// each with a face-down reward of its tier (Command Room only).
	tiers := map[string]int{}
	for _, a := range e.Achievements {
		o, ok := s.Rules.Objectives[a]
		if !ok {
			return Broke("setup.achievement_unknown", "achievement", a)
		}
		if slices.Contains(s.Open, a) {
			return Broke("setup.achievement_twice", "achievement", a)
		}
		tiers[o.Tier]++
		s.Open = append(s.Open, a)
	}
	if tiers[Heroic] != 4 || tiers[Legendary] != 4 {
		return Broke("setup.achievement_count")
	}
	if e.Mode == ModeBasic {
		for _, a := range BasicAchievements(n) {
			if !slices.Contains(s.Open, a) {
				return Broke("setup.achievement_chart", "achievement", a)
			}
		}
		if len(e.Rewards) > 0 {
			return Broke("setup.rewards_basic")
		}
	}
	if len(e.Rewards) > 0 {
		used := map[string]bool{}
		for _, a := range s.Open {
			r := e.Rewards[a]
			if r == "" || RewardTier(r) != s.Rules.Objectives[a].Tier || used[r] {
				return Broke("setup.rewards_drawn")
			}
			used[r] = true
		}
		if len(e.Rewards) != len(s.Open) {
			return Broke("setup.rewards_drawn")
		}
		s.Hidden = e.Rewards
	}

	// Starting cards ("Covenant (Purple) player starts with one card";
	// "Third and fourth players start with one card each"; with 5 the
	// fourth and fifth). Command Room with 3 players names none.
	return s.setStartSkulls(e, func(i int) int {
		switch {
		case n == 3 && e.Mode == ModeBasic && i == 2:
			return 1
		case n == 4 && i >= 2, n == 5 && i >= 3:
			return 1
		}
		return 0
	})
}

// setStartSkulls gives each seat its starting cards by their skulls (1 or
// 2 each), as many as want says, and asks for the table's deck: Herald
// does not know the order of the Halo decks.
func (s *State) setStartSkulls(e Setup, want func(seat int) int) error {
	for i, p := range e.Players {
		if len(p.Skulls) != want(i) {
			return Broke("setup.start_cards", "player", PlayerRef(i), "want", want(i))
		}
		for _, k := range p.Skulls {
			if k != 1 && k != 2 {
				return Broke("cards.skulls", "skulls", k)
			}
		}
		s.Players[i].Skulls = slices.Clone(p.Skulls)
	}
	if e.DeckMode != DeckTable {
		return Broke("setup.halo_deck")
	}
	return nil
}

// HaloStartUnits: "3 PLAYERS: 30 Units per player; 4 PLAYERS: 25 Units
// per player; 5 PLAYERS: UNSC & COVENANT 20 Units per player and the Flood
// starts with 30 Units" (Command Room, Count Units).
func HaloStartUnits(players int, faction string) int {
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

// claim takes an achievement ("HOW TO COLLECT ACHIEVEMENTS"): after
// attacking, one per turn, only one still on the board, only when the
// board and the turn show it done. In Command Room the reward on it comes
// along ("REWARDS"); a cannon is placed at once on an own territory, never
// on another cannon.
func (s *State) claim(e Claim) error {
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if s.Claimed != "" {
		return Broke("claim.once", "achievement", s.Claimed)
	}
	// "After you are finished attacking, collect one Achievement ...
	// Maneuver your armies" ("ON YOUR TURN" 3, 4): ending the attacks
	// leaves the claim open, a maneuver closes it (a starting maneuver is
	// not counted in Maneuvers).
	if s.Maneuvers > 0 {
		return Broke("claim.after_maneuver")
	}
	o, ok := s.Rules.Objectives[e.Achievement]
	if !ok || !slices.Contains(s.Open, e.Achievement) {
		return Broke("claim.not_open", "achievement", e.Achievement)
	}
	if !o.Met(s, s.Current) {
		return Broke("claim.not_met", "achievement", e.Achievement)
	}
	reward := ""
	if s.Mode == ModeCommand {
		reward = s.Hidden[e.Achievement]
		switch {
		case reward != "" && e.Reward != "" && e.Reward != reward:
			return Broke("claim.reward_drawn", "reward", reward)
		case reward == "":
			reward = e.Reward
			if RewardTier(reward) != o.Tier {
				return Broke("claim.reward_tier", "tier", o.Tier)
			}
			if slices.Contains(s.RewardsOut, reward) {
				return Broke("claim.reward_taken", "reward", reward)
			}
		}
	} else if e.Reward != "" {
		return Broke("claim.no_rewards")
	}
	me := &s.Players[s.Current]
	if reward == RewardCannon || reward == RewardCannonLegend {
		if e.Cannon == "" {
			return Broke("claim.cannon_where")
		}
		t, err := s.Territory(e.Cannon)
		if err != nil {
			return err
		}
		if s.Owner[t] != s.Current {
			return Broke("claim.cannon_not_own", "territory", t)
		}
		for _, p := range s.Players {
			if slices.Contains(p.Cannons, t) {
				return Broke("claim.cannon_twice", "territory", t)
			}
		}
		me.Cannons = append(me.Cannons, t)
	} else if e.Cannon != "" {
		return Broke("claim.no_cannon")
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
	s.Phase = PhaseManeuver
	return nil
}

// The event kinds of claims and transfers of command.
var (
	claimKind = NewKind((*State).claim, describeClaim)
)

// describeClaim says which achievement was taken, and the reward and
// cannon that came with it.
func describeClaim(before *State, e Claim, after *State) []Line {
	out := []Line{NewLine("history.claim", "player", PlayerRef(before.Current), "achievement", e.Achievement)}
	me := after.Players[before.Current]
	if len(me.Rewards) > len(before.Players[before.Current].Rewards) {
		out = append(out, NewLine("history.reward", "reward", me.Rewards[len(me.Rewards)-1]))
	}
	if e.Cannon != "" {
		t, _ := after.Board.Lookup(e.Cannon)
		out = append(out, NewLine("history.cannon", "territory", t))
	}
	return out
}
