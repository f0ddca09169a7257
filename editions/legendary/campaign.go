package legendary

import (
	"slices"

	"herald/engine"
)

// Halo Legendary campaign cards and faction cards (seed 000, "KARTEN").
// The campaign card texts are not public: a player records each card as a
// mission pattern of this catalogue, with its number or regions, and
// Herald verifies a claim from the board and the turn; a card that fits
// no pattern is completed on the table's word and shown as such.

// Mission patterns. "Turn" patterns look at what the current turn did
// (State.StartOwner, TransferredTo, Destroyed, HeroesDefeated).
const (
	MissionHoldTerritories = "hold_territories"      // hold at least N territories
	MissionHoldRegions     = "hold_regions"          // hold every named region whole
	MissionRegionCount     = "hold_region_count"     // hold N regions whole
	MissionTakeTerritories = "take_territories_turn" // take N territories this turn
	MissionEnemyBases      = "enemy_bases"           // hold N enemy bases
	MissionDestroyUnits    = "destroy_units_turn"    // destroy N enemy units this turn
	MissionDefeatHeroes    = "defeat_heroes_turn"    // defeat N heroes this turn
	MissionRegionFromNone  = "region_from_none_turn" // take a whole region held nothing of at the start
	MissionRegionsTouched  = "regions_touched_turn"  // take a territory in each of N regions this turn
	MissionTable           = "table"                 // none fits: the table confirms
	// MissionUnknown: a card a game file without its secrets kept only the
	// tier of (the record form never sends it): the holder records it
	// again before completing it.
	MissionUnknown = ""
)

// Mission is a pattern of the catalogue: what it needs and its check.
type Mission struct {
	ID string
	// NeedsN / NeedsRegions say which parameter a card of this pattern
	// sets.
	NeedsN, NeedsRegions bool
	Met                  func(s *engine.State, p int, c CampaignCard) bool
}

// Missions is the catalogue, in the order pages offer it.
var Missions = []Mission{
	{ID: MissionHoldTerritories, NeedsN: true, Met: func(s *engine.State, p int, c CampaignCard) bool { return s.Count(p) >= c.N }},
	{ID: MissionHoldRegions, NeedsRegions: true, Met: func(s *engine.State, p int, c CampaignCard) bool {
		for _, r := range c.Regions {
			if !HoldsRegion(s, p, r) {
				return false
			}
		}
		return len(c.Regions) > 0
	}},
	{ID: MissionRegionCount, NeedsN: true, Met: func(s *engine.State, p int, c CampaignCard) bool {
		n := 0
		for _, r := range s.Board.Regions {
			if HoldsRegion(s, p, r.ID) {
				n++
			}
		}
		return n >= c.N
	}},
	{ID: MissionTakeTerritories, NeedsN: true, Met: func(s *engine.State, p int, c CampaignCard) bool { return len(Conquests(s, p)) >= c.N }},
	{ID: MissionEnemyBases, NeedsN: true, Met: func(s *engine.State, p int, c CampaignCard) bool { return s.EnemyBasesOf(p) >= c.N }},
	{ID: MissionDestroyUnits, NeedsN: true, Met: func(s *engine.State, p int, c CampaignCard) bool {
		n := 0
		for q, d := range s.Destroyed {
			if !s.Teammates(q, p) {
				n += d
			}
		}
		return n >= c.N
	}},
	{ID: MissionDefeatHeroes, NeedsN: true, Met: func(s *engine.State, p int, c CampaignCard) bool { return len(s.HeroesDefeated) >= c.N }},
	{ID: MissionRegionFromNone, Met: func(s *engine.State, p int, _ CampaignCard) bool {
		for _, r := range s.Board.Regions {
			if HoldsRegion(s, p, r.ID) && !heldAnyAtStart(s, p, r.ID) && !transferredIn(s, r.ID) {
				return true
			}
		}
		return false
	}},
	{ID: MissionRegionsTouched, NeedsN: true, Met: func(s *engine.State, p int, c CampaignCard) bool {
		touched := map[string]bool{}
		for _, t := range Conquests(s, p) {
			terr := s.Board.Territories[t]
			touched[terr.Region] = true
			if terr.AlsoRegion != "" {
				touched[terr.AlsoRegion] = true
			}
		}
		return len(touched) >= c.N
	}},
	{ID: MissionTable},
}

// MissionByID finds a pattern of the catalogue.
func MissionByID(id string) (Mission, bool) {
	for _, m := range Missions {
		if m.ID == id {
			return m, true
		}
	}
	return Mission{}, false
}

// CampaignPreset is an objective of another edition expressed as a
// pattern, so a player whose card reads like it can pick it at once.
type CampaignPreset struct {
	ID      string // the i18n key's suffix
	Mission string
	N       int
}

// CampaignPresets: the Halo Wars achievements that fit any board (seed
// 002, "ACHIEVEMENTS") and the Warhammer 40k missions of that kind (seed
// 003, Missionen).
var CampaignPresets = []CampaignPreset{
	{ID: "halowars_territories_18", Mission: MissionHoldTerritories, N: 18},
	{ID: "halowars_territories_10_turn", Mission: MissionTakeTerritories, N: 10},
	{ID: "halowars_enemy_base_1", Mission: MissionEnemyBases, N: 1},
	{ID: "halowars_enemy_bases_2", Mission: MissionEnemyBases, N: 2},
	{ID: "halowars_sectors_2", Mission: MissionRegionCount, N: 2},
	{ID: "halowars_sector_from_none", Mission: MissionRegionFromNone},
	{ID: "wh40k_take_6", Mission: MissionTakeTerritories, N: 6},
	{ID: "wh40k_take_4", Mission: MissionTakeTerritories, N: 4},
	{ID: "wh40k_destroy_12", Mission: MissionDestroyUnits, N: 12},
	{ID: "wh40k_destroy_7", Mission: MissionDestroyUnits, N: 7},
	{ID: "wh40k_leaders_2", Mission: MissionDefeatHeroes, N: 2},
	{ID: "wh40k_regions_4_turn", Mission: MissionRegionsTouched, N: 4},
}

// HoldsRegion reports whether player p alone holds every territory of a
// region (false for a region the board does not have).
func HoldsRegion(s *engine.State, p int, region string) bool {
	return engine.HoldsWhole(s.Board, s.Owner, region, p)
}

// Conquests lists the territories player p conquered this turn: gained,
// and not taken over by a transfer of command, which is no conquest ("Sie
// müssen diese Einheit mit genau einer der Ihren ... ersetzen",
// KOMMANDOÜBERTRAGUNG).
func Conquests(s *engine.State, p int) []engine.TerritoryID {
	return slices.DeleteFunc(s.Gained(p), func(t engine.TerritoryID) bool { return slices.Contains(s.TransferredTo, t) })
}

// transferredIn reports whether a territory of the region came by a
// transfer of command this turn.
func transferredIn(s *engine.State, region string) bool {
	for _, t := range s.TransferredTo {
		if s.Board.Territories[t].InRegion(region) {
			return true
		}
	}
	return false
}

func heldAnyAtStart(s *engine.State, p int, region string) bool {
	for t, terr := range s.Board.Territories {
		if terr.InRegion(region) && s.StartOwner[t] == p {
			return true
		}
	}
	return false
}

// CampaignCardOf is player p's open card of a tier, or nil.
func CampaignCardOf(s *engine.State, p int, tier string) *CampaignCard {
	cards := stateOf(s).cards(p)
	for i, c := range cards {
		if c.Tier == tier && !c.Done {
			return &cards[i]
		}
	}
	return nil
}

// CampaignMet reports whether Herald can verify card c of player p now:
// met is the check's answer, checkable false for a card only the table can
// judge.
func CampaignMet(s *engine.State, p int, c CampaignCard) (met, checkable bool) {
	m, ok := MissionByID(c.Mission)
	if !ok || m.Met == nil {
		return false, false
	}
	return m.Met(s, p, c), true
}

// recordCampaign stores a player's card of one tier, replacing an earlier
// record of it until the card is completed ("KAMPAGNEN-KARTEN AUSTEILEN":
// 1 Einfache, 1 Heldenhafte und 1 Legendäre).
func recordCampaign(s *engine.State, e RecordCampaign) error {
	if s.Mode == ModeSlayer {
		return engine.Broke("campaign.not_this_game")
	}
	if e.Player < 0 || e.Player >= len(s.Players) || s.Players[e.Player].Neutral || s.Players[e.Player].Out {
		return engine.Broke("correct.bad_player")
	}
	if !slices.Contains(CampaignTiers, e.Tier) {
		return engine.Broke("campaign.tier", "tier", e.Tier)
	}
	if e.Mission == MissionUnknown && e.N == 0 && len(e.Regions) == 0 && e.Text == "" {
		return storeCampaignCard(s, e)
	}
	m, ok := MissionByID(e.Mission)
	if !ok {
		return engine.Broke("campaign.mission_unknown", "mission", e.Mission)
	}
	if m.NeedsN != (e.N > 0) {
		if m.NeedsN {
			return engine.Broke("campaign.needs_number")
		}
		return engine.Broke("campaign.no_number")
	}
	if m.NeedsRegions != (len(e.Regions) > 0) {
		if m.NeedsRegions {
			return engine.Broke("campaign.needs_regions")
		}
		return engine.Broke("campaign.no_regions")
	}
	for _, r := range e.Regions {
		if _, ok := s.Board.RegionIndex(r); !ok {
			return engine.Broke("campaign.region_unknown", "region", r)
		}
	}
	return storeCampaignCard(s, e)
}

// storeCampaignCard puts the card in the player's hand, in place of an
// open card of its tier.
func storeCampaignCard(s *engine.State, e RecordCampaign) error {
	x := stateOf(s)
	for _, c := range x.cards(e.Player) {
		if c.Tier == e.Tier && c.Done && !c.Passed {
			return engine.Broke("campaign.tier_done", "tier", e.Tier)
		}
	}
	card := e.CampaignCard
	card.Done, card.Confirmed, card.Passed = false, false, false
	if open := CampaignCardOf(s, e.Player, e.Tier); open != nil {
		*open = card
		return nil
	}
	x.Campaign[e.Player] = append(x.Campaign[e.Player], card)
	return nil
}

// completeCampaign is "ZIELE DER KAMPAGNEN-KARTEN ERFÜLLEN": after the
// attacks, at most one card per turn ("Es kann pro Runde nur ein
// Kampagnenziel erfüllt werden"), verified from the board and the turn;
// completing it ends the attacks and means no faction card this turn.
func completeCampaign(s *engine.State, e CompleteCampaign) error {
	if s.Mode == ModeSlayer {
		return engine.Broke("campaign.not_this_game")
	}
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if err := payDefenceFirst(s); err != nil {
		return err
	}
	if s.Claimed != "" {
		return engine.Broke("campaign.once")
	}
	if s.Maneuvers > 0 {
		return engine.Broke("claim.after_maneuver")
	}
	c := CampaignCardOf(s, s.Current, e.Tier)
	if c == nil {
		return engine.Broke("campaign.no_card", "tier", e.Tier)
	}
	if c.Mission == MissionUnknown {
		// A card of a game file without its secrets: Herald can neither
		// verify it nor tell the table what it confirms.
		return engine.Broke("campaign.unknown_card", "tier", e.Tier)
	}
	met, checkable := CampaignMet(s, s.Current, *c)
	switch {
	case checkable && !met:
		return engine.Broke("campaign.not_met", "tier", e.Tier)
	case checkable && e.Confirmed:
		return engine.Broke("campaign.verified_not_confirmed")
	case !checkable && !e.Confirmed:
		return engine.Broke("campaign.confirm", "tier", e.Tier)
	}
	c.Done, c.Confirmed = true, !checkable
	s.Claimed = e.Tier
	s.Phase = engine.PhaseManeuver
	return nil
}

// playFactionCard uses a card's ability ("FRAKTIONS-KARTEN BENUTZEN"):
// the card is discarded, so its skulls are gone ("Sie können nicht beides
// tun"). Cards taken from an eliminated player have no ability for their
// new holder. The current player plays in their turn; another player only
// a defence against an invasion, which makes the attacker roll the most
// dice once ("muss der Angreifer für eine Runde mit der maximal möglichen
// Anzahl an Truppen angreifen. Danach darf er den Angriff beenden"): the
// next battle of this turn is against the defender, with the most dice;
// the card binds nothing after it, nor in a later turn.
func playFactionCard(s *engine.State, e PlayFactionCard) error {
	if e.Player < 0 || e.Player >= len(s.Players) || s.Players[e.Player].Neutral || s.Players[e.Player].Out {
		return engine.Broke("correct.bad_player")
	}
	if err := s.InTurn(); err != nil {
		return err
	}
	// What the table sees is judged first: the hand, known to the table
	// by its count only, is looked at last, so that a play the table
	// could not make anyway tells nothing of it.
	if e.Player != s.Current {
		if !e.Defensive {
			return engine.Broke("faction.not_your_turn", "player", engine.PlayerRef(e.Player))
		}
		if s.Phase == engine.PhaseManeuver {
			return engine.Broke("faction.defence_after_attacks")
		}
		// Only once the reinforcements are placed and an attack on the
		// player is legal can an invasion against them have been declared,
		// the moment a defence card answers ("nachdem eine Invasion gegen
		// ihn angekündigt wurde").
		if s.ReadyToFight() != nil || !invasionPossible(s, e.Player) {
			return engine.Broke("faction.no_invasion", "player", engine.PlayerRef(e.Player), "current", engine.PlayerRef(s.Current))
		}
	}
	p := &s.Players[e.Player]
	i := engine.PointCardIndex(p.Points, e.Points)
	if i < 0 {
		if err := s.UnenteredPoints(e.Player); err != nil {
			return err
		}
		return engine.Broke("faction.not_in_hand", "player", engine.PlayerRef(e.Player), "skulls", e.Points)
	}
	p.Points = slices.Delete(p.Points, i, i+1)
	if e.Defensive && e.Player != s.Current {
		x := stateOf(s)
		x.DefenceTurn, x.DefenceBy = s.Turn, e.Player
	}
	return nil
}

// eliminate: the eliminator takes the faction cards, kept apart
// and good for skulls only ("EINEN SPIELER AUS DEM SPIEL WERFEN"); the
// campaign cards are discarded, in Team Objective the completed ones pass
// to an ally still in ("werden die Kampagnen-Karten zu den erfüllten
// Kampagnenzielen eines Spielers, der ausscheidet, an seinen Verbündeten
// weitergegeben"). The base stays on the board.
func eliminate(s *engine.State, loser int) {
	l, me, x := &s.Players[loser], &s.Players[s.Current], stateOf(s)
	l.Out = true
	me.TakenPoints = append(me.TakenPoints, l.Points...)
	me.TakenPoints = append(me.TakenPoints, l.TakenPoints...)
	for i, q := range s.Players {
		if i != loser && !q.Out && s.Teammates(i, loser) {
			for _, c := range x.cards(loser) {
				if c.Done {
					c.Passed = true
					x.Campaign[i] = append(x.Campaign[i], c)
				}
			}
			break
		}
	}
	l.Points, l.TakenPoints, x.Campaign[loser] = nil, nil, nil
	l.HasHero, l.Hero = false, engine.NoTerritory
}

// RecordCampaign records one of a player's campaign cards (Halo
// Legendary), privately: the card as the player reads it.
type RecordCampaign struct {
	Player int `json:"player"`
	CampaignCard
}

// CompleteCampaign completes one of the current player's campaign cards
// after attacking. Confirmed is the table's word for a card Herald cannot
// check.
type CompleteCampaign struct {
	Tier      string `json:"tier"`
	Confirmed bool   `json:"confirmed,omitempty"`
}

// PlayFactionCard uses a faction card's ability (Halo Legendary) instead
// of its skulls: the card leaves the player's hand. Defensive marks a
// defence played after an invasion was declared against the player.
type PlayFactionCard struct {
	Player    int  `json:"player"`
	Points    int  `json:"skulls"`
	Defensive bool `json:"defensive,omitempty"`
}

// The event kinds of campaign and faction cards.
var (
	recordCampaignKind   = engine.NewKind(recordCampaign, describeRecordCampaign)
	completeCampaignKind = engine.NewKind(completeCampaign, describeCompleteCampaign)
	playFactionCardKind  = engine.NewKind(playFactionCard, describePlayFactionCard)
)

// CheckValues refuses a tier that is not a campaign tier.
func (e RecordCampaign) CheckValues() error { return engine.OneOf("tier", e.Tier, CampaignTiers) }

// CheckValues refuses a tier that is not a campaign tier.
func (e CompleteCampaign) CheckValues() error { return engine.OneOf("tier", e.Tier, CampaignTiers) }

// describeRecordCampaign keeps the card private: the history says only
// that a card was recorded.
func describeRecordCampaign(_ *engine.State, e RecordCampaign, _ *engine.State) []engine.Line {
	return []engine.Line{engine.NewLine("history.campaign_recorded", "player", engine.PlayerRef(e.Player), "tier", e.Tier)}
}

// describeCompleteCampaign says whether Herald verified the card or the
// table confirmed it.
func describeCompleteCampaign(before *engine.State, e CompleteCampaign, _ *engine.State) []engine.Line {
	if e.Confirmed {
		return []engine.Line{engine.NewLine("history.campaign_confirmed", "player", engine.PlayerRef(before.Current), "tier", e.Tier)}
	}
	return []engine.Line{engine.NewLine("history.campaign_verified", "player", engine.PlayerRef(before.Current), "tier", e.Tier)}
}

// describePlayFactionCard says who played a faction card, and whether as a
// defence.
func describePlayFactionCard(before *engine.State, e PlayFactionCard, _ *engine.State) []engine.Line {
	if e.Defensive && e.Player != before.Current {
		return []engine.Line{engine.NewLine("history.faction_defence", "player", engine.PlayerRef(e.Player), "skulls", e.Points)}
	}
	return []engine.Line{engine.NewLine("history.faction_card", "player", engine.PlayerRef(e.Player), "skulls", e.Points)}
}

func (RecordCampaign) Type() string   { return "record_campaign" }
func (CompleteCampaign) Type() string { return "complete_campaign" }
func (PlayFactionCard) Type() string  { return "play_faction_card" }

// PrivateTo: a campaign card is face down until completed, so only its
// holder's seat records one, and completes one (whether it is met tells
// what it asks).
func (e RecordCampaign) PrivateTo(*engine.State) (int, bool) { return e.Player, true }

// PrivateTo: see RecordCampaign's.
func (CompleteCampaign) PrivateTo(s *engine.State) (int, bool) { return s.Current, true }
