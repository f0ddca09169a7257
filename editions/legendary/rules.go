package legendary

import "herald/engine"

// RISK: Halo Legendary Edition. Passages are cited from the German
// rulebook (seed 000) by its headings; the French summary (seed 004)
// agrees where it covers a rule.

// ID is the edition id of RISK Halo Legendary (also the
// board editor's).
const ID = "halo_legendary"

// The four modes ("SPIELMODI").
const (
	ModeObjective = "objective"  // 3-5 players, each alone
	ModeOneOnOne  = "one_on_one" // 2 players and the neutral Flood
	ModeSlayer    = "slayer"     // 3-5 players, no campaign cards, no bases
	ModeTeam      = "team"       // 2 v 2, 2 v 2 v 1 with the Flood
)

// Factions of the box ("2 UNSC-Fraktionen, 2 Allianz-Fraktionen, 1
// Flood-Fraktion"). The rulebook names no colours, so the two armies of
// one faction are numbered. The neutral Flood of One-on-One is the Flood
// army, played by nobody.
const (
	UNSC1     = "unsc_1"
	UNSC2     = "unsc_2"
	Covenant1 = "covenant_1"
	Covenant2 = "covenant_2"
	Flood     = "flood"
)

// Options for the mobile teleporters ("OPTIONEN FÜR MOBILE TELEPORTER").
const (
	TeleportersEach = "each" // "jeder Spieler ... 1 Paar"
	TeleportersLast = "last" // 3-5 players: only the last in turn order places 1 pair
	TeleportersTeam = "team" // team play: 1 pair per team
)

// Campaign card tiers ("Einfach, Heldenhaft und Legendär").
const (
	TierEasy      = "easy"
	TierHeroic    = "heroic"
	TierLegendary = "legendary"
)

// CampaignTiers in the order a player holds them.
var CampaignTiers = []string{TierEasy, TierHeroic, TierLegendary}

// The factions of Halo Legendary's armies (Faction of a house) and so its
// teams.
const (
	factionUNSC     = "unsc"
	factionCovenant = "covenant"
	factionFlood    = "flood"
)

// Rules is the ruleset of all four modes.
var Rules = &engine.Ruleset{
	Edition:    ID,
	MinPlayers: 2,
	MaxPlayers: 5,
	// Any army for any seat; setUp checks what a mode asks (One-
	// on-One: UNSC against Covenant and the neutral Flood).
	Houses: func(n int) []string {
		return []string{UNSC1, Covenant1, UNSC2, Covenant2, Flood}
	},
	// The deal depends on the board's size: setUp checks it. A
	// neutral seat plays only in One-on-One.
	Deal: func(n int) ([]int, int) {
		if n == 2 {
			return make([]int, n), 1
		}
		return make([]int, n), 0
	},
	MinReinforcement: 3,
	BaseUnits:        1,
	CardsBy:          engine.CardsByPoints,
	// "44 Fraktions-Karten".
	DeckSize:         44,
	NoDrawAfterClaim: func() error { return engine.Broke("draw.after_campaign") },
	// "SCHÄDELWERT DER FRAKTIONSKARTEN": 2-10 skulls by "der Legende auf
	// dem Spielbrett"; the rulebook confirms only "Für 3 Karten (4
	// Schädel) erhält er 7". Herald assumes Halo Wars' chart and marks
	// the other rows unverified (SkullsConfirmed).
	PointUnits:    map[int]int{2: 2, 3: 4, 4: 7, 5: 10, 6: 13, 7: 17, 8: 21, 9: 25, 10: 30},
	Battle:        battle,
	SetUp:         setUp,
	Options:       Options{},
	PlayerOptions: SeatOptions{},
	Draws:         draws,
	Victory:       victory,
	Points:        points,
	Heroes:        engine.HeroRules{ReturnsAtTurnStart: true},
}

func init() {
	// Set here, not in the literal: these functions read the rulesets,
	// which would make an initialization cycle.
	Rules.Reinforce = engine.BasesAndRewards
	Rules.TradeCards = (*engine.State).TradePoints
	Rules.CorrectHand = engine.CorrectPoints(true)
	Rules.ValueTable = boardSkullChart
	Rules.DescribeDraw = describeFactionDraw
	Rules.OnEliminate = eliminate
	Rules.BeforeAttack = payDefenceFirst
	Rules.BeforeBattle = defenceFirst
	Rules.Events = []*engine.EventKind{engine.NewTransferKind(true), engine.DeployHeroKind, recordCampaignKind, completeCampaignKind, playFactionCardKind, enterSkullsKind}
	Rules.Choices = map[string][]string{
		"mode":              {ModeObjective, ModeOneOnOne, ModeSlayer, ModeTeam},
		"teleporter_option": {TeleportersEach, TeleportersLast, TeleportersTeam},
	}
	engine.Register(Rules)
}

// battle: "Helden addieren 1 Punkt zum höchsten Angriffs- oder
// Verteidigungs-Würfel (auch bei einer gewürfelten 6) des Gebiets hinzu,
// in dem sich der Held gerade aufhält" ("HELDEN EINSETZEN").
func battle(s *engine.State, from, to engine.TerritoryID, _ engine.Declared) engine.BattleRule {
	var rule engine.BattleRule
	if p := s.Players[s.Owner[from]]; p.HasHero && p.Hero == from {
		rule.Attack.Plus = 1
	}
	if p := s.Players[s.Owner[to]]; p.HasHero && p.Hero == to {
		rule.Defend.Plus = 1
	}
	return rule
}

// draws: one faction card after a conquest, none on a turn with
// a completed campaign card ("Wenn Sie eine Kampagnen-Karte ablegen
// konnten, dürfen Sie in der gleichen Runde keine Fraktionskarte
// ziehen"); in Team Objective with 5 players the Flood draws 2 ("Die
// Flood zieht nach jedem Zug 2 Karten").
func draws(s *engine.State) int {
	if s.Conquered == 0 || s.Claimed != "" {
		return 0
	}
	if s.Mode == ModeTeam && s.Seats() == 5 && engine.Faction(s.Players[s.Current].House) == factionFlood {
		return 2
	}
	return 1
}

// victory is checked at the end of the current player's turn
// ("SIEG"): Objective and One-on-One, 3 campaign objectives and the own
// base still held; Team Objective, 4 for a team (the Flood alone 3) and
// the team's bases. Slayer and "last one standing" are checked after
// every conquest (checkVictory).
func victory(s *engine.State) ([]int, string) {
	p := s.Current
	switch s.Mode {
	case ModeObjective, ModeOneOnOne, ModeTeam:
		if SideCampaigns(s, p) >= s.AchievementsNeeded(p) && s.SideBasesHeld(p) {
			return s.Side(p), "campaign"
		}
	}
	return nil, ""
}

// CampaignsDone counts the campaign cards player p completed.
func CampaignsDone(s *engine.State, p int) int { return stateOf(s).ObjectivesDone(p) }

// SideCampaigns counts the completed campaign cards of p's side ("Beim
// TEAMSPIEL werden die erfolgreich absolvierten Kampagnenziele eines
// Teams zusammengezählt").
func SideCampaigns(s *engine.State, p int) int {
	n := 0
	for _, q := range s.Side(p) {
		n += CampaignsDone(s, q)
	}
	return n
}

// CampaignsRevealed reports whether p's open campaign cards lie face up:
// "In dem Moment, in dem ein Spieler oder ein Team nur noch eine weitere
// Kampagnen-Karte erfüllen muss, muss/müssen die verbleibende Karte/-n für
// die Dauer des Spiels aufgedeckt werden."
func CampaignsRevealed(s *engine.State, p int) bool {
	return s.Mode != ModeSlayer && SideCampaigns(s, p) >= s.AchievementsNeeded(p)-1
}
