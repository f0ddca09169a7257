package views

import (
	"strconv"
	"strings"

	"herald/editions/legendary"
	"herald/engine"
	"herald/i18n"
)

// What the game page shows for Halo Legendary: each side's campaign
// progress without the private cards, the completion form, the fallen
// hero's return, faction card abilities, the mobile teleporters. A
// player's own cards are on a page of their own (CampaignPage).

// isLegendary reports whether the game is Halo Legendary.
func isLegendary(st *engine.State) bool { return st.Rules == legendary.Rules }

// handCount is a player's skull cards as everyone may know them. Halo
// Legendary, "FRAKTIONS-KARTEN": "Die Anzahl der Fraktions-Karten eines
// Spielers ist allen Spielern bekannt, der Inhalt jedoch nicht": the
// count only, cards taken from an eliminated player counted apart.
func (c Ctx) handCount(st *engine.State, p engine.Player) string {
	if !isLegendary(st) {
		return c.T("halo.cards", "cards", itoa(len(p.Skulls)), "skulls", itoa(skullTotal(p.Skulls)))
	}
	out := c.T("legendary.card_count", "cards", itoa(len(p.Skulls)))
	if len(p.TakenSkulls) > 0 {
		out += " " + c.T("legendary.taken_count", "cards", itoa(len(p.TakenSkulls)))
	}
	if n := p.UnenteredCards(); n > 0 {
		out += " " + c.T("legendary.unentered_count", "cards", itoa(n))
	}
	return out
}

// unenteredOwn counts a player's own faction cards not yet entered; the
// rest of the unentered ones were taken from an eliminated player and are
// entered after them (legendary.EnterSkulls).
func unenteredOwn(p engine.Player) int {
	n := 0
	for _, k := range p.Skulls {
		if k == engine.SkullsUnentered {
			n++
		}
	}
	return n
}

// tradeHint introduces the skull turn-in; in Halo Legendary without the
// hand's content (see handCount).
func (c Ctx) tradeHint(st *engine.State, ones, twos int) string {
	if isLegendary(st) {
		return c.T("legendary.trade_hint", "player", PlayerName(st, st.Current))
	}
	return c.T("halo.trade_hint", "player", PlayerName(st, st.Current), "ones", itoa(ones), "twos", itoa(twos))
}

// skullMax and skullValue bound and pre-fill a turn-in field with the
// hand's count of such cards; in Halo Legendary the shared page leaves
// them open and empty, so the hand's content stays secret.
func skullMax(st *engine.State, n int) string {
	if isLegendary(st) {
		return ""
	}
	return itoa(n)
}

func skullValue(st *engine.State, n int) string {
	if isLegendary(st) {
		return "0"
	}
	return itoa(n)
}

// skullUnverified reports whether a row of the skull chart is confirmed
// neither by the rulebook (Halo Legendary confirms only 4 skulls, see
// legendary.SkullsConfirmed) nor by the board's legend as entered.
func skullUnverified(st *engine.State, skulls int) bool {
	return skullChartAssumed(st) && !legendary.SkullsConfirmed[skulls]
}

// skullChartAssumed: a Halo Legendary board without its legend entered
// plays Herald's assumed chart.
func skullChartAssumed(st *engine.State) bool {
	return isLegendary(st) && len(st.Board.SkullChart) == 0
}

// editorSkullChart is the board's skull legend as entered, or Halo Wars'
// chart to start from (2 to 10 skulls).
func editorSkullChart(spec engine.BoardSpec) [][2]int {
	chart := spec.SkullChart
	if len(chart) == 0 {
		chart = engine.HaloWars.SkullUnits
	}
	var out [][2]int
	for k := 2; k <= 10; k++ {
		out = append(out, [2]int{k, chart[k]})
	}
	return out
}

// hasCampaigns: the game plays campaign cards (not Slayer).
func hasCampaigns(st *engine.State) bool { return isLegendary(st) && st.Mode != legendary.ModeSlayer }

// heroToDeploy reports whether the current player's fallen Halo
// Legendary hero waits to come back at the start of this turn, or at once
// after a correction took it off (Warhammer 40k's leader has its own
// form, LeaderDeploy).
func heroToDeploy(st *engine.State) bool {
	p := st.Players[st.Current]
	return isLegendary(st) && !st.Over && p.HasHero && p.Hero == engine.NoTerritory &&
		(st.Phase == engine.PhaseReinforce || st.HeroCorrected) && st.Pending == nil
}

// campaignOpen reports whether the current player may complete a campaign
// card now: after placing, before the maneuver, none this turn.
func campaignOpen(st *engine.State) bool {
	return hasCampaigns(st) && !st.Over && st.Claimed == "" && st.Maneuvers == 0 && st.ReadyToFight() == nil &&
		len(openTiers(st, st.Current)) > 0
}

// openTiers are the tiers of player p's recorded, not yet completed cards.
func openTiers(st *engine.State, p int) []string {
	var out []string
	for _, tier := range legendary.CampaignTiers {
		if legendary.CampaignCardOf(st, p, tier) != nil {
			out = append(out, tier)
		}
	}
	return out
}

// cardRow is one campaign card as the game page may show it: completed
// and revealed cards with their mission, the others face down.
type cardRow struct {
	Tier      string
	Recorded  bool
	Done      bool
	Confirmed bool
	Passed    bool
	FaceUp    bool
	Card      engine.CampaignCard
}

// publicCards lists player p's cards as everyone may see them.
func publicCards(st *engine.State, p int) []cardRow {
	revealed := legendary.CampaignsRevealed(st, p)
	var out []cardRow
	for _, tier := range legendary.CampaignTiers {
		found := false
		for _, c := range st.Players[p].Campaign {
			if c.Tier != tier {
				continue
			}
			found = found || !c.Passed
			out = append(out, cardRow{Tier: tier, Recorded: true, Done: c.Done, Confirmed: c.Confirmed, Passed: c.Passed, FaceUp: c.Done || revealed, Card: c})
		}
		if !found {
			out = append(out, cardRow{Tier: tier})
		}
	}
	return out
}

// missionText says a recorded card's mission with its number and regions.
func (c Ctx) missionText(st *engine.State, card engine.CampaignCard) string {
	key := "mission." + card.Mission
	if card.N == 1 && i18n.Has(key+"_one") {
		key += "_one" // "Erobere 1 Gebiet", not "1 Gebiete"
	}
	s := c.T(key, "n", strconv.Itoa(card.N))
	if len(card.Regions) > 0 {
		var names []string
		for _, r := range card.Regions {
			if i, ok := st.Board.RegionIndex(r); ok {
				names = append(names, st.Board.Regions[i].Names.In(c.Lang))
			}
		}
		s += ": " + strings.Join(names, ", ")
	}
	if card.Text != "" {
		s += " („" + card.Text + "“)"
	}
	return s
}

// missionChoice is one entry of the record form's mission select.
type missionChoice struct {
	Value, Label string
	NeedsN       bool
}

// missionChoices are the catalogue's patterns. The presets of other
// editions (Halo Wars achievements, Warhammer missions) are not offered:
// their words are not this rulebook's.
func (c Ctx) missionChoices() (patterns []missionChoice) {
	for _, m := range legendary.Missions {
		patterns = append(patterns, missionChoice{Value: m.ID, Label: c.T("mission."+m.ID, "n", "N"), NeedsN: m.NeedsN})
	}
	return
}

// campaignSides is each side's campaign progress.
func campaignSides(st *engine.State) []sideView {
	out := sides(st)
	for i := range out {
		out[i].Achievements = legendary.SideCampaigns(st, out[i].Players[0])
	}
	return out
}

// factionPlayers are the players who may play a faction card's ability
// now: the current player, and during the attacks any other player still
// in (a defence).
func factionPlayers(st *engine.State) []int {
	var out []int
	for i, p := range st.Players {
		if p.Neutral || p.Out || len(p.Skulls) == 0 {
			continue
		}
		if i == st.Current || st.Phase != engine.PhaseManeuver {
			out = append(out, i)
		}
	}
	return out
}

// teleporterMarks numbers the mobile teleporter pairs on territory t.
func teleporterMarks(st *engine.State, t engine.TerritoryID) []int {
	var out []int
	for i, pr := range st.Teleporters {
		if pr[0] == t || pr[1] == t {
			out = append(out, i+1)
		}
	}
	return out
}

// transferSources are the current player's territories a unit may come
// from for a Halo Legendary transfer of command.
func (c Ctx) transferSources(st *engine.State) []option {
	if !isLegendary(st) {
		return nil
	}
	return c.ownTerritories(st, st.Current, 2, "")
}

// neutralDefender names who rolls for a neutral territory: the opponent
// ("würfelt Ihr Gegner die Verteidigung", One-on-One).
func neutralDefender(st *engine.State, to string) (string, bool) {
	t, ok := st.Board.Lookup(to)
	if !ok || !isLegendary(st) || !st.Players[st.Owner[t]].Neutral {
		return "", false
	}
	for i, p := range st.Players {
		if i != st.Current && !p.Neutral && !p.Out {
			return p.Name, true
		}
	}
	return "", false
}

// CampaignView is a player's private page of campaign cards.
type CampaignView struct {
	ID     int64
	Name   string
	Seq    int
	State  *engine.State
	Player int
	Error  string
	Notice string
	// The record form as entered, kept after a refusal.
	Form engine.CampaignCard
}

// ownCards lists player p's cards with Herald's check for the current
// turn: met is only meaningful on p's own turn.
type ownCard struct {
	Card           engine.CampaignCard
	Met, Checkable bool
}

func ownCards(st *engine.State, p int) []ownCard {
	var out []ownCard
	for _, c := range st.Players[p].Campaign {
		met, ok := legendary.CampaignMet(st, p, c)
		out = append(out, ownCard{Card: c, Met: met && p == st.Current, Checkable: ok})
	}
	return out
}

// nonZero writes n, or "" for 0 (an empty number field).
func nonZero(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}
