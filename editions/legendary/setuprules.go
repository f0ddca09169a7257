package legendary

import (
	"slices"

	"herald/engine"
)

// The set-up of a Halo Legendary game ("SPIELVORBEREITUNG"): the
// rulebook's numbers and the checks of a Setup event.

// StartUnits are each player's starting units ("STARTEINHEITEN
// VERTEILEN"; One-on-One "30 Einheiten"; Team Objective "UNSC und Allianz
// beginnen mit jeweils 25 / 20 Einheiten. Die Flood startet mit 30").
func StartUnits(mode string, players int, faction string) int {
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

// Deal is how many territories each seat claims on a board of n
// territories. One-on-One ("GEBIETE BEANSPRUCHEN", figure): player 1,
// player 2, then 2 Flood units on an empty territory, round after round;
// otherwise one territory at a time round the table ("Manche Spieler
// kontrollieren nun ggf. ein Gebiet mehr als die anderen"). The neutral
// Flood's count comes last.
func Deal(mode string, players, n int) []int {
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

// StartCards are the faction cards each seat starts with
// ("SPIELSTART": 4 players, the 4th 1; 5 players, the 4th 1 and the 5th 2;
// Team Objective: "Der 3. und 4. Spieler" with 4, "Der 4. und 5. Spieler"
// with 5, 1 each). One-on-One names none.
func StartCards(mode string, players, seat int) int {
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

// setUp checks a Halo Legendary set-up against the rulebook: the
// mode and its battlefield, teams, the mobile teleporters, the claimed
// and reinforced board, bases, heroes and starting cards, in that order.
func setUp(s *engine.State, e engine.Setup) error {
	var o Options
	if err := engine.ReadOptions(e.Options, &o); err != nil {
		return err
	}
	s.Ext = &State{Campaign: make([][]CampaignCard, len(s.Players))}
	n := s.Seats()
	if err := setUpMode(s, e, n); err != nil {
		return err
	}
	teams, err := setUpTeams(s, e.Mode, o.Teams, n)
	if err != nil {
		return err
	}
	if err := setUpTeleporters(s, o, teams); err != nil {
		return err
	}
	if err := checkStartUnits(s, e, n); err != nil {
		return err
	}
	if err := setUpBasesAndHeroes(s, e, n); err != nil {
		return err
	}
	if len(e.Colonies) > 0 || len(e.Achievements) > 0 || len(e.Rewards) > 0 {
		return engine.Broke("setup.legendary_halo_wars_only")
	}
	return setStartCards(s, e, n)
}

// setUpMode checks the mode's player count and its battlefield.
func setUpMode(s *engine.State, e engine.Setup, n int) error {
	if len(s.Board.Territories) == 0 {
		return engine.Broke("setup.board_empty")
	}
	switch e.Mode {
	case ModeOneOnOne:
		if n != 2 {
			return engine.Broke("setup.legendary_players", "min", 2, "max", 2, "count", n)
		}
	case ModeObjective, ModeSlayer:
		if n < 3 {
			return engine.Broke("setup.legendary_players", "min", 3, "max", 5, "count", n)
		}
	case ModeTeam:
		if n < 4 {
			return engine.Broke("setup.legendary_players", "min", 4, "max", 5, "count", n)
		}
	default:
		return engine.Broke("setup.legendary_mode", "mode", e.Mode)
	}
	s.Mode = e.Mode
	// Battlefields ("SCHLACHTFELDER"): Hammer or Anvil for 2 players, the
	// Ring or Forge, each of two boards, for 3-5.
	composed := s.Board.Territories[0].Half != ""
	if n == 2 && composed {
		return engine.Broke("setup.legendary_one_board")
	}
	if n > 2 && !composed {
		return engine.Broke("setup.legendary_two_boards")
	}
	return nil
}

// setUpTeams sets the teams of a team game and checks the seating, and
// One-on-One's factions; teams reports a team game.
func setUpTeams(s *engine.State, mode string, slayerTeams bool, n int) (bool, error) {
	// Teams: Team Objective is 2 UNSC against 2 Covenant (and the Flood
	// with 5, who always goes first); allies never take turns in a row
	// ("SPIELREIHENFOLGE"). Slayer may be played in teams the same way.
	teams := mode == ModeTeam || (mode == ModeSlayer && slayerTeams)
	if slayerTeams && mode != ModeSlayer && mode != ModeTeam {
		return false, engine.Broke("setup.legendary_teams_mode")
	}
	if teams {
		if n < 4 {
			return false, engine.Broke("setup.legendary_players", "min", 4, "max", 5, "count", n)
		}
		for i := range s.Players[:n] {
			s.Players[i].Team = engine.Faction(s.Players[i].House)
		}
		for i := range n {
			if n == 5 && i == 0 && s.Players[i].Team != factionFlood {
				return false, engine.Broke("setup.flood_first")
			}
			if n == 4 && s.Players[i].Team == factionFlood {
				return false, engine.Broke("setup.legendary_team_flood")
			}
			if next := (i + 1) % n; s.Teammates(i, next) {
				return false, engine.Broke("setup.teammates_in_a_row", "a", engine.PlayerRef(i), "b", engine.PlayerRef(next))
			}
		}
	}
	if mode == ModeOneOnOne {
		// "Ein Spieler spielt die UNSC und der andere die Allianz. Es
		// werden 48 neutrale Flood-Einheiten benötigt."
		if f := [2]string{engine.Faction(s.Players[0].House), engine.Faction(s.Players[1].House)}; f != [2]string{factionUNSC, factionCovenant} && f != [2]string{factionCovenant, factionUNSC} ||
			engine.Faction(s.Players[2].House) != factionFlood {
			return false, engine.Broke("setup.legendary_one_on_one_factions")
		}
	}
	return teams, nil
}

// checkStartUnits checks the claimed and reinforced board against the
// rulebook's totals and deal.
func checkStartUnits(s *engine.State, e engine.Setup, n int) error {
	// Units: the claimed and reinforced board, with the rulebook's totals.
	if err := s.SetUnits(e.Units); err != nil {
		return err
	}
	for t, u := range s.Units {
		// The neutral Flood claims with 2 units at once ("2 Flood-Einheiten
		// in ein leeres Gebiet").
		if s.Players[s.Owner[t]].Neutral && u < 2 {
			return engine.Broke("setup.flood_two", "territory", engine.TerritoryID(t))
		}
	}
	deal := Deal(e.Mode, n, len(s.Board.Territories))
	for i, p := range s.Players {
		want := NeutralFloodUnits
		if !p.Neutral {
			want = StartUnits(e.Mode, n, engine.Faction(p.House))
		}
		if got := s.UnitsOf(i); got != want {
			return engine.Broke("setup.legendary_start_units", "player", engine.PlayerRef(i), "got", got, "want", want)
		}
		if got := s.Count(i); got != deal[i] {
			return engine.Broke("setup.deal_count", "player", engine.PlayerRef(i), "got", got, "want", deal[i])
		}
	}
	return nil
}

// setUpBasesAndHeroes places each player's base and hero.
func setUpBasesAndHeroes(s *engine.State, e engine.Setup, n int) error {
	// Bases ("BASEN VERTEILEN") and heroes ("HELDEN PLATZIEREN"), each on
	// an own territory; Slayer needs no bases ("Die Basen werden nicht
	// benötigt").
	bases := map[engine.TerritoryID]bool{}
	for i, p := range e.Players[:n] {
		if e.Mode == ModeSlayer {
			if p.Base != "" {
				return engine.Broke("setup.slayer_no_bases")
			}
		} else {
			b, err := s.OwnTerritory(p.Base, i, false)
			if err != nil {
				return err
			}
			if bases[b] {
				return engine.Broke("setup.base_twice", "territory", b)
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
	return nil
}

// setUpTeleporters checks the mobile teleporters and links their pairs on
// this game's copy of the board ("MOBILE TELEPORTER EINSETZEN"): each pair
// on 2 territories that are not connected, never 2 in one territory, on
// the Ring and Forge one end on each half; as many pairs as the option
// allows. Two boards must be joined by at least one pair.
func setUpTeleporters(s *engine.State, e Options, teams bool) error {
	if err := engine.OneOf("teleporter_option", e.TeleporterOption, TeleporterOptions); err != nil {
		return err
	}
	n := s.Seats()
	allowed := 0
	switch e.TeleporterOption {
	case TeleportersEach:
		allowed = n
	case TeleportersLast:
		if n < 3 {
			return engine.Broke("setup.teleporters_option", "option", e.TeleporterOption)
		}
		allowed = 1
	case TeleportersTeam:
		if !teams {
			return engine.Broke("setup.teleporters_option", "option", e.TeleporterOption)
		}
		allowed = len(sides(s))
	default:
		return engine.Broke("setup.teleporters_option", "option", e.TeleporterOption)
	}
	x := stateOf(s)
	x.TeleporterOption = e.TeleporterOption
	if len(e.Teleporters) > allowed {
		return engine.Broke("setup.teleporters_count", "count", len(e.Teleporters), "max", allowed)
	}
	composed := s.Board.Territories[0].Half != ""
	if composed && len(e.Teleporters) == 0 {
		return engine.Broke("setup.teleporters_join")
	}
	used := map[engine.TerritoryID]bool{}
	var links []engine.LinkSpec
	for _, pr := range e.Teleporters {
		a, err := s.Territory(pr[0])
		if err != nil {
			return err
		}
		b, err := s.Territory(pr[1])
		if err != nil {
			return err
		}
		for _, t := range []engine.TerritoryID{a, b} {
			if used[t] {
				return engine.Broke("setup.teleporter_twice", "territory", t)
			}
			used[t] = true
		}
		if s.Board.Adjacent(a, b) {
			return engine.Broke("setup.teleporter_connected", "a", a, "b", b)
		}
		if composed && s.Board.Territories[a].Half == s.Board.Territories[b].Half {
			return engine.Broke("setup.teleporter_halves", "a", a, "b", b)
		}
		x.Teleporters = append(x.Teleporters, [2]engine.TerritoryID{a, b})
		links = append(links, engine.LinkSpec{A: pr[0], B: pr[1], Kind: engine.LinkMobile})
	}
	if len(links) == 0 {
		return nil
	}
	board, err := s.Board.WithLinks(links)
	if err != nil {
		return engine.Broke("setup.teleporters_board", "detail", err.Error())
	}
	s.Board = board
	return nil
}

// sides lists the sides still in the game (teams, or players alone),
// neutral seats left out.
func sides(s *engine.State) []string {
	var out []string
	for i, p := range s.Players {
		if !p.Neutral && !slices.Contains(out, s.TeamOf(i)) {
			out = append(out, s.TeamOf(i))
		}
	}
	return out
}

// SeatOptions are a seat's own set-up fields (engine.PlayerSetup.Options):
// Cards counts the starting cards of a set-up stored with their skulls
// that a game file without its secrets left out (engine.PointsUnknown
// each, entered again on the holder's page).
type SeatOptions struct {
	Cards int `json:"cards,omitempty"`
}

// setStartCards deals the starting faction cards ("SPIELSTART",
// StartCards). Their number is public; their skulls are not ("Die
// Anzahl der Fraktions-Karten eines Spielers ist allen Spielern bekannt,
// der Inhalt jedoch nicht"), so a set-up gives none and each card waits,
// unentered, for its holder's own page. A set-up stored with the skulls
// (before they were private) still replays with them, and its game file
// without secrets with their count (SeatOptions).
func setStartCards(s *engine.State, e engine.Setup, n int) error {
	for i, p := range e.Players {
		want := 0
		if i < n { // the neutral Flood starts with none
			want = StartCards(e.Mode, n, i)
		}
		var seat SeatOptions
		if err := engine.ReadOptions(p.Options, &seat); err != nil {
			return err
		}
		if seat.Cards != 0 {
			if seat.Cards != want || len(p.Points) > 0 {
				return engine.Broke("setup.start_cards", "player", engine.PlayerRef(i), "want", want)
			}
			s.Players[i].Points = slices.Repeat([]int{engine.PointsUnknown}, want)
			continue
		}
		if len(p.Points) != want && len(p.Points) != 0 {
			return engine.Broke("setup.start_cards", "player", engine.PlayerRef(i), "want", want)
		}
		for _, k := range p.Points {
			if k != 1 && k != 2 {
				return engine.Broke("cards.points_bad", "points", k)
			}
		}
		s.Players[i].Points = slices.Clone(p.Points)
		if len(p.Points) == 0 && want > 0 {
			s.Players[i].Points = make([]int, want) // PointsUnentered each
		}
	}
	if e.DeckMode != engine.DeckTable {
		return engine.Broke("setup.points_deck")
	}
	return nil
}
