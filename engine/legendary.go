package engine

import (
	"slices"
)

// RISK: Halo Legendary Edition. Passages are cited from the German
// rulebook (seed 000) by its headings; the French summary (seed 004)
// agrees where it covers a rule.

// EditionHaloLegendary is the edition id of RISK Halo Legendary (also the
// board editor's).
const EditionHaloLegendary = "halo_legendary"

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
	LegendaryUNSC1     = "unsc_1"
	LegendaryUNSC2     = "unsc_2"
	LegendaryCovenant1 = "covenant_1"
	LegendaryCovenant2 = "covenant_2"
	LegendaryFlood     = "flood"
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

// HaloLegendary is the ruleset of all four modes.
var HaloLegendary = &Ruleset{
	Edition:    EditionHaloLegendary,
	MinPlayers: 2,
	MaxPlayers: 5,
	// Any army for any seat; legendarySetUp checks what a mode asks (One-
	// on-One: UNSC against Covenant and the neutral Flood).
	Houses: func(n int) []string {
		return []string{LegendaryUNSC1, LegendaryCovenant1, LegendaryUNSC2, LegendaryCovenant2, LegendaryFlood}
	},
	// The deal depends on the board's size: legendarySetUp checks it. A
	// neutral seat plays only in One-on-One.
	Deal: func(n int) ([]int, int) {
		if n == 2 {
			return make([]int, n), 1
		}
		return make([]int, n), 0
	},
	MinReinforcement: 3,
	BaseUnits:        1,
	CardsBy:          CardsBySkulls,
	// "44 Fraktions-Karten".
	DeckSize:         44,
	NoDrawAfterClaim: func() error { return Broke("draw.after_campaign") },
	// "SCHÄDELWERT DER FRAKTIONSKARTEN": 2-10 skulls by "der Legende auf
	// dem Spielbrett"; the rulebook confirms only "Für 3 Karten (4
	// Schädel) erhält er 7". Herald assumes Halo Wars' chart and marks
	// the other rows unverified (LegendarySkullsConfirmed).
	SkullUnits: map[int]int{2: 2, 3: 4, 4: 7, 5: 10, 6: 13, 7: 17, 8: 21, 9: 25, 10: 30},
	Battle:     legendaryBattle,
	SetUp:      legendarySetUp,
	Draws:      legendaryDraws,
	Victory:    legendaryVictory,
	Heroes:     HeroRules{ReturnsAtTurnStart: true},
}

func init() {
	// Set here, not in the literal: these functions read the rulesets,
	// which would make an initialization cycle.
	HaloLegendary.Reinforce = BasesAndRewards
	HaloLegendary.TradeCards = (*State).TradeSkulls
	HaloLegendary.CorrectHand = CorrectSkulls(true)
	HaloLegendary.ValueTable = boardSkullChart
	HaloLegendary.DescribeDraw = describeFactionDraw
	HaloLegendary.OnEliminate = (*State).eliminateLegendary
	HaloLegendary.BeforeAttack = (*State).payDefenceFirst
	HaloLegendary.BeforeBattle = defenceFirst
	HaloLegendary.Events = []*EventKind{NewTransferKind(true), DeployHeroKind, recordCampaignKind, completeCampaignKind, playFactionCardKind, enterSkullsKind}
	HaloLegendary.Choices = map[string][]string{
		"mode":              {ModeObjective, ModeOneOnOne, ModeSlayer, ModeTeam},
		"teleporter_option": {TeleportersEach, TeleportersLast, TeleportersTeam},
	}
	Register(HaloLegendary)
}

// describeFactionDraw tells a draw of faction cards by their number only:
// "Die Anzahl der Fraktions-Karten eines Spielers ist allen Spielern
// bekannt, der Inhalt jedoch nicht."
func describeFactionDraw(before *State, e EndTurn) (Line, bool) {
	if len(e.Skulls) == 0 {
		return Line{}, false
	}
	return NewLine("history.end_turn_faction_cards", "player", PlayerRef(before.Current), "cards", len(e.Skulls)), true
}

// LegendarySkullsConfirmed are the rows of the skull chart the rulebook
// itself confirms ("Für 3 Karten (4 Schädel) erhält er 7 zusätzliche
// Einheiten"); the others are printed only on the board's legend.
var LegendarySkullsConfirmed = map[int]bool{4: true}

// legendaryBattle: "Helden addieren 1 Punkt zum höchsten Angriffs- oder
// Verteidigungs-Würfel (auch bei einer gewürfelten 6) des Gebiets hinzu,
// in dem sich der Held gerade aufhält" ("HELDEN EINSETZEN").
func legendaryBattle(s *State, from, to TerritoryID, _ Declared) BattleRule {
	var rule BattleRule
	if p := s.Players[s.Owner[from]]; p.HasHero && p.Hero == from {
		rule.Attack.Plus = 1
	}
	if p := s.Players[s.Owner[to]]; p.HasHero && p.Hero == to {
		rule.Defend.Plus = 1
	}
	return rule
}

// legendaryDraws: one faction card after a conquest, none on a turn with
// a completed campaign card ("Wenn Sie eine Kampagnen-Karte ablegen
// konnten, dürfen Sie in der gleichen Runde keine Fraktionskarte
// ziehen"); in Team Objective with 5 players the Flood draws 2 ("Die
// Flood zieht nach jedem Zug 2 Karten").
func legendaryDraws(s *State) int {
	if s.Conquered == 0 || s.Claimed != "" {
		return 0
	}
	if s.Mode == ModeTeam && s.Seats() == 5 && Faction(s.Players[s.Current].House) == factionFlood {
		return 2
	}
	return 1
}

// legendaryVictory is checked at the end of the current player's turn
// ("SIEG"): Objective and One-on-One, 3 campaign objectives and the own
// base still held; Team Objective, 4 for a team (the Flood alone 3) and
// the team's bases. Slayer and "last one standing" are checked after
// every conquest (checkVictory).
func legendaryVictory(s *State) ([]int, string) {
	p := s.Current
	switch s.Mode {
	case ModeObjective, ModeOneOnOne, ModeTeam:
		if s.SideCampaigns(p) >= s.AchievementsNeeded(p) && s.SideBasesHeld(p) {
			return s.Side(p), "campaign"
		}
	}
	return nil, ""
}

// CampaignsDone counts the campaign cards player p completed.
func (s *State) CampaignsDone(p int) int {
	n := 0
	for _, c := range s.Players[p].Campaign {
		if c.Done {
			n++
		}
	}
	return n
}

// SideCampaigns counts the completed campaign cards of p's side ("Beim
// TEAMSPIEL werden die erfolgreich absolvierten Kampagnenziele eines
// Teams zusammengezählt").
func (s *State) SideCampaigns(p int) int {
	n := 0
	for _, q := range s.Side(p) {
		n += s.CampaignsDone(q)
	}
	return n
}

// CampaignsRevealed reports whether p's open campaign cards lie face up:
// "In dem Moment, in dem ein Spieler oder ein Team nur noch eine weitere
// Kampagnen-Karte erfüllen muss, muss/müssen die verbleibende Karte/-n für
// die Dauer des Spiels aufgedeckt werden."
func (s *State) CampaignsRevealed(p int) bool {
	return s.Mode != ModeSlayer && s.SideCampaigns(p) >= s.AchievementsNeeded(p)-1
}

// LegendaryStartUnits are each player's starting units ("STARTEINHEITEN
// VERTEILEN"; One-on-One "30 Einheiten"; Team Objective "UNSC und Allianz
// beginnen mit jeweils 25 / 20 Einheiten. Die Flood startet mit 30").
func LegendaryStartUnits(mode string, players int, faction string) int {
	switch {
	case mode == ModeOneOnOne, players == 3:
		return 30
	case players == 4:
		return 25
	case mode == ModeTeam && faction == factionFlood:
		return 30
	}
	return 20
}

// NeutralFloodUnits is the neutral Flood of One-on-One: "Es werden 48
// neutrale Flood-Einheiten benötigt."
const NeutralFloodUnits = 48

// LegendaryDeal is how many territories each seat claims on a board of n
// territories. One-on-One ("GEBIETE BEANSPRUCHEN", figure): player 1,
// player 2, then 2 Flood units on an empty territory, round after round;
// otherwise one territory at a time round the table ("Manche Spieler
// kontrollieren nun ggf. ein Gebiet mehr als die anderen"). The neutral
// Flood's count comes last.
func LegendaryDeal(mode string, players, n int) []int {
	seats := players
	if mode == ModeOneOnOne {
		seats = 3
	}
	out := make([]int, seats)
	for i := range n {
		out[i%seats]++
	}
	return out
}

// LegendaryStartCards are the faction cards each seat starts with
// ("SPIELSTART": 4 players, the 4th 1; 5 players, the 4th 1 and the 5th 2;
// Team Objective: "Der 3. und 4. Spieler" with 4, "Der 4. und 5. Spieler"
// with 5, 1 each). One-on-One names none.
func LegendaryStartCards(mode string, players, seat int) int {
	switch {
	case mode == ModeTeam && players == 4 && seat >= 2,
		mode == ModeTeam && players == 5 && seat >= 3:
		return 1
	case mode == ModeTeam, mode == ModeOneOnOne:
		return 0
	case players >= 4 && seat == 3:
		return 1
	case players == 5 && seat == 4:
		return 2
	}
	return 0
}

// legendarySetUp checks a Halo Legendary set-up against the rulebook: the
// mode and its battlefield, teams, the mobile teleporters, the claimed
// and reinforced board, bases, heroes and starting cards.
func legendarySetUp(s *State, e Setup) error {
	n := s.Seats()
	if len(s.Board.Territories) == 0 {
		return Broke("setup.board_empty")
	}
	switch e.Mode {
	case ModeOneOnOne:
		if n != 2 {
			return Broke("setup.legendary_players", "min", 2, "max", 2, "count", n)
		}
	case ModeObjective, ModeSlayer:
		if n < 3 {
			return Broke("setup.legendary_players", "min", 3, "max", 5, "count", n)
		}
	case ModeTeam:
		if n < 4 {
			return Broke("setup.legendary_players", "min", 4, "max", 5, "count", n)
		}
	default:
		return Broke("setup.legendary_mode", "mode", e.Mode)
	}
	s.Mode = e.Mode
	// Battlefields ("SCHLACHTFELDER"): Hammer or Anvil for 2 players, the
	// Ring or Forge, each of two boards, for 3-5.
	composed := s.Board.Territories[0].Half != ""
	if n == 2 && composed {
		return Broke("setup.legendary_one_board")
	}
	if n > 2 && !composed {
		return Broke("setup.legendary_two_boards")
	}

	// Teams: Team Objective is 2 UNSC against 2 Covenant (and the Flood
	// with 5, who always goes first); allies never take turns in a row
	// ("SPIELREIHENFOLGE"). Slayer may be played in teams the same way.
	teams := e.Mode == ModeTeam || (e.Mode == ModeSlayer && e.Teams)
	if e.Teams && e.Mode != ModeSlayer && e.Mode != ModeTeam {
		return Broke("setup.legendary_teams_mode")
	}
	if teams {
		if n < 4 {
			return Broke("setup.legendary_players", "min", 4, "max", 5, "count", n)
		}
		for i := range s.Players[:n] {
			s.Players[i].Team = Faction(s.Players[i].House)
		}
		for i := range n {
			if n == 5 && i == 0 && s.Players[i].Team != factionFlood {
				return Broke("setup.flood_first")
			}
			if n == 4 && s.Players[i].Team == factionFlood {
				return Broke("setup.legendary_team_flood")
			}
			if next := (i + 1) % n; s.Teammates(i, next) {
				return Broke("setup.teammates_in_a_row", "a", PlayerRef(i), "b", PlayerRef(next))
			}
		}
	}
	if e.Mode == ModeOneOnOne {
		// "Ein Spieler spielt die UNSC und der andere die Allianz. Es
		// werden 48 neutrale Flood-Einheiten benötigt."
		if f := [2]string{Faction(s.Players[0].House), Faction(s.Players[1].House)}; f != [2]string{factionUNSC, factionCovenant} && f != [2]string{factionCovenant, factionUNSC} ||
			Faction(s.Players[2].House) != factionFlood {
			return Broke("setup.legendary_one_on_one_factions")
		}
	}

	if err := s.setUpTeleporters(e, teams); err != nil {
		return err
	}

	// Units: the claimed and reinforced board, with the rulebook's totals.
	if err := s.SetUnits(e.Units); err != nil {
		return err
	}
	for t, u := range s.Units {
		// The neutral Flood claims with 2 units at once ("2 Flood-Einheiten
		// in ein leeres Gebiet").
		if s.Players[s.Owner[t]].Neutral && u < 2 {
			return Broke("setup.flood_two", "territory", TerritoryID(t))
		}
	}
	deal := LegendaryDeal(e.Mode, n, len(s.Board.Territories))
	for i, p := range s.Players {
		want := NeutralFloodUnits
		if !p.Neutral {
			want = LegendaryStartUnits(e.Mode, n, Faction(p.House))
		}
		if got := s.UnitsOf(i); got != want {
			return Broke("setup.legendary_start_units", "player", PlayerRef(i), "got", got, "want", want)
		}
		if got := s.Count(i); got != deal[i] {
			return Broke("setup.deal_count", "player", PlayerRef(i), "got", got, "want", deal[i])
		}
	}

	// Bases ("BASEN VERTEILEN") and heroes ("HELDEN PLATZIEREN"), each on
	// an own territory; Slayer needs no bases ("Die Basen werden nicht
	// benötigt").
	bases := map[TerritoryID]bool{}
	for i, p := range e.Players[:n] {
		if e.Mode == ModeSlayer {
			if p.Base != "" {
				return Broke("setup.slayer_no_bases")
			}
		} else {
			b, err := s.OwnTerritory(p.Base, i, false)
			if err != nil {
				return err
			}
			if bases[b] {
				return Broke("setup.base_twice", "territory", b)
			}
			bases[b] = true
			s.Players[i].Base = b
		}
		h, err := s.OwnTerritory(p.Hero, i, true)
		if err != nil {
			return err
		}
		s.Players[i].Hero, s.Players[i].HasHero = h, true
	}

	if len(e.Colonies) > 0 || len(e.Achievements) > 0 || len(e.Rewards) > 0 || e.WorldConquest {
		return Broke("setup.legendary_halo_wars_only")
	}
	return s.setLegendaryStartCards(e, n)
}

// enterSkulls gives a player's unentered faction cards their skulls (1 or
// 2 each), all at once, own cards first, then the taken ones.
func (s *State) enterSkulls(e EnterSkulls) error {
	if e.Player < 0 || e.Player >= len(s.Players) || s.Players[e.Player].Neutral {
		return Broke("correct.bad_player")
	}
	p := &s.Players[e.Player]
	want := p.UnenteredCards()
	if want == 0 {
		return Broke("faction.nothing_to_enter", "player", PlayerRef(e.Player))
	}
	if len(e.Skulls) != want {
		return Broke("faction.enter_count", "player", PlayerRef(e.Player), "want", want, "got", len(e.Skulls))
	}
	next := e.Skulls
	for _, hand := range []*[]int{&p.Skulls, &p.TakenSkulls} {
		*hand = slices.Clone(*hand)
		for i, k := range *hand {
			if k != SkullsUnentered {
				continue
			}
			if next[0] != 1 && next[0] != 2 {
				return Broke("cards.skulls", "skulls", next[0])
			}
			(*hand)[i], next = next[0], next[1:]
		}
	}
	return nil
}

// describeEnterSkulls tells the shared history how many cards a player
// entered, never their skulls.
func describeEnterSkulls(e EnterSkulls) []Line {
	return []Line{NewLine("history.enter_skulls", "player", PlayerRef(e.Player), "cards", len(e.Skulls))}
}

// setUpTeleporters checks the mobile teleporters and links their pairs on
// this game's copy of the board ("MOBILE TELEPORTER EINSETZEN"): each pair
// on 2 territories that are not connected, never 2 in one territory, on
// the Ring and Forge one end on each half; as many pairs as the option
// allows. Two boards must be joined by at least one pair.
func (s *State) setUpTeleporters(e Setup, teams bool) error {
	n := s.Seats()
	allowed := 0
	switch e.TeleporterOption {
	case TeleportersEach:
		allowed = n
	case TeleportersLast:
		if n < 3 {
			return Broke("setup.teleporters_option", "option", e.TeleporterOption)
		}
		allowed = 1
	case TeleportersTeam:
		if !teams {
			return Broke("setup.teleporters_option", "option", e.TeleporterOption)
		}
		allowed = len(s.sides())
	default:
		return Broke("setup.teleporters_option", "option", e.TeleporterOption)
	}
	s.TeleporterOption = e.TeleporterOption
	if len(e.Teleporters) > allowed {
		return Broke("setup.teleporters_count", "count", len(e.Teleporters), "max", allowed)
	}
	composed := s.Board.Territories[0].Half != ""
	if composed && len(e.Teleporters) == 0 {
		return Broke("setup.teleporters_join")
	}
	used := map[TerritoryID]bool{}
	var links []LinkSpec
	for _, pr := range e.Teleporters {
		a, err := s.Territory(pr[0])
		if err != nil {
			return err
		}
		b, err := s.Territory(pr[1])
		if err != nil {
			return err
		}
		for _, t := range []TerritoryID{a, b} {
			if used[t] {
				return Broke("setup.teleporter_twice", "territory", t)
			}
			used[t] = true
		}
		if s.Board.Adjacent(a, b) {
			return Broke("setup.teleporter_connected", "a", a, "b", b)
		}
		if composed && s.Board.Territories[a].Half == s.Board.Territories[b].Half {
			return Broke("setup.teleporter_halves", "a", a, "b", b)
		}
		s.Teleporters = append(s.Teleporters, [2]TerritoryID{a, b})
		links = append(links, LinkSpec{A: pr[0], B: pr[1], Kind: LinkMobile})
	}
	if len(links) == 0 {
		return nil
	}
	board, err := s.Board.WithLinks(links)
	if err != nil {
		return Broke("setup.teleporters_board", "detail", err.Error())
	}
	s.Board = board
	return nil
}

// sides lists the sides still in the game (teams, or players alone),
// neutral seats left out.
func (s *State) sides() []string {
	var out []string
	for i, p := range s.Players {
		if !p.Neutral && !slices.Contains(out, s.TeamOf(i)) {
			out = append(out, s.TeamOf(i))
		}
	}
	return out
}

// DefenceOwed is the defender to whom the current player still owes a
// round of the invasion with the most dice, or -1 ("FRAKTIONS-KARTEN
// BENUTZEN": "muss der Angreifer für eine Runde mit der maximal möglichen
// Anzahl an Truppen angreifen. Danach darf er den Angriff beenden"). The
// round is owed only while some attack on the defender is legal: should a
// correction have taken every such attack away, the card lapses rather
// than freeze the turn.
func (s *State) DefenceOwed() int {
	d := s.MaxDiceAgainst
	if !s.MaxDiceNext || d < 0 || d >= len(s.Players) {
		return -1
	}
	// After the maneuver no attack is left in the turn: the round lapsed
	// with the attacks, even if a maneuver brought units beside the
	// defender.
	if s.Phase == PhaseManeuver || s.Phase == PhaseOver {
		return -1
	}
	for _, from := range s.Holdings(s.Current) {
		if s.Units[from] < 2 {
			continue
		}
		for _, to := range s.Board.MaybeNeighbours(from) {
			if s.Owner[to] == d && s.CheckAttack(from, to) == nil {
				return d
			}
		}
	}
	return -1
}

// payDefenceFirst refuses to end the attacks (or act after them) while
// the round a defence card asked for is owed.
func (s *State) payDefenceFirst() error {
	if d := s.DefenceOwed(); d >= 0 {
		return Broke("attack.defence_owed", "player", PlayerRef(s.Current), "defender", PlayerRef(d))
	}
	return nil
}

// EnterSkulls enters a player's faction cards not yet entered (Halo
// Legendary: the starting cards, dealt face down at set-up), by their
// skulls, on the player's own page: "Die Anzahl der Fraktions-Karten eines
// Spielers ist allen Spielern bekannt, der Inhalt jedoch nicht". The
// shared history and the API show only how many.
type EnterSkulls struct {
	Player int   `json:"player"`
	Skulls []int `json:"skulls"`
}

// enterSkullsKind is the event kind of faction cards entered.
var enterSkullsKind = NewKind((*State).enterSkulls, func(_ *State, e EnterSkulls, _ *State) []Line { return describeEnterSkulls(e) })

func (EnterSkulls) Type() string { return "enter_skulls" }

// defenceFirst binds the attacker to the player whose defence card is
// owed its round (Ruleset.BeforeBattle).
func defenceFirst(s *State, to TerritoryID) error {
	if d := s.DefenceOwed(); d >= 0 && s.Owner[to] != d {
		return Broke("attack.defence_first", "player", PlayerRef(d))
	}
	return nil
}

// boardSkullChart is the skull chart a trade uses (Ruleset.ValueTable):
// the board's legend as the table entered it ("Der Legende auf dem
// Spielbrett können Sie entnehmen, wie viele Einheiten Sie für die Karten
// erhalten"), or until entered the edition's chart.
func boardSkullChart(s *State) map[int]int {
	if len(s.Board.SkullChart) > 0 {
		return s.Board.SkullChart
	}
	return s.Rules.SkullUnits
}

// setLegendaryStartCards deals the starting faction cards ("SPIELSTART",
// LegendaryStartCards). Their number is public; their skulls are not ("Die
// Anzahl der Fraktions-Karten eines Spielers ist allen Spielern bekannt,
// der Inhalt jedoch nicht"), so a set-up gives none and each card waits,
// unentered, for its holder's own page. A set-up stored with the skulls
// (before they were private) still replays with them.
func (s *State) setLegendaryStartCards(e Setup, n int) error {
	for i, p := range e.Players {
		want := 0
		if i < n { // the neutral Flood starts with none
			want = LegendaryStartCards(e.Mode, n, i)
		}
		if len(p.Skulls) != want && len(p.Skulls) != 0 {
			return Broke("setup.start_cards", "player", PlayerRef(i), "want", want)
		}
		for _, k := range p.Skulls {
			if k != 1 && k != 2 {
				return Broke("cards.skulls", "skulls", k)
			}
		}
		s.Players[i].Skulls = slices.Clone(p.Skulls)
		if len(p.Skulls) == 0 && want > 0 {
			s.Players[i].Skulls = make([]int, want) // SkullsUnentered each
		}
	}
	if e.DeckMode != DeckTable {
		return Broke("setup.halo_deck")
	}
	return nil
}
