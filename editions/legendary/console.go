package legendary

import (
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/i18n"
	"herald/views"
)

// What the game page shows for Halo Legendary: each side's campaign
// progress without the private cards, the completion form, the fallen
// hero's return, faction card abilities, the mobile teleporters. A
// player's own cards are on a page of their own (CampaignPage).

// editorSkullChart is the board's skull legend as entered, or the
// assumed chart (Halo Wars' printed one, Rules.PointUnits) to start from (2 to 10 skulls).
func editorSkullChart(spec engine.BoardSpec) [][2]int {
	chart := spec.PointChart
	if len(chart) == 0 {
		chart = Rules.PointUnits
	}
	var out [][2]int
	for k := 2; k <= 10; k++ {
		out = append(out, [2]int{k, chart[k]})
	}
	return out
}

// hasCampaigns: the game plays campaign cards (not Slayer).
func hasCampaigns(st *engine.State) bool { return st.Rules == Rules && st.Mode != ModeSlayer }

// heroToDeploy reports whether the current player's fallen Halo
// Legendary hero waits to come back at the start of this turn, or at once
// after a correction took it off (Warhammer 40k's leader has its own
// form, LeaderDeploy).
func heroToDeploy(st *engine.State) bool {
	p := st.Players[st.Current]
	return st.Rules == Rules && !st.Over && p.HasHero && p.Hero == engine.NoTerritory &&
		(st.Phase == engine.PhaseReinforce || st.HeroCorrected) && st.Pending == nil
}

// campaignOpen reports whether the current player may complete a campaign
// card now ("ZIELE DER KAMPAGNEN-KARTEN ERFÜLLEN"): after placing, before
// the maneuver, none this turn, no defence round owed first, and one of
// their open cards is met or for the table to judge (completableTiers).
func campaignOpen(st *engine.State) bool {
	return campaignTime(st) && len(completableTiers(st)) > 0
}

// campaignTime reports whether it is the moment of the turn to complete a
// campaign card, whichever cards the current player holds.
func campaignTime(st *engine.State) bool {
	return hasCampaigns(st) && !st.Over && st.Claimed == "" && st.Maneuvers == 0 && st.ReadyToFight() == nil &&
		DefenceOwed(st) < 0
}

// openTiers are the tiers of player p's recorded, not yet completed cards.
func openTiers(st *engine.State, p int) []string {
	var out []string
	for _, tier := range CampaignTiers {
		if CampaignCardOf(st, p, tier) != nil {
			out = append(out, tier)
		}
	}
	return out
}

// tierChoice is one card the completion form offers: Met when Herald
// verified its mission, else only the table can judge it (Confirm).
type tierChoice struct {
	Tier         string
	Met, Confirm bool
}

// completableTiers are the current player's open cards the completion
// form offers: the ones Herald finds met, and the ones only the table can
// judge; a card Herald checks and finds not met is left out (it would be
// refused).
func completableTiers(st *engine.State) []tierChoice {
	var out []tierChoice
	for _, tier := range openTiers(st, st.Current) {
		card := CampaignCardOf(st, st.Current, tier)
		met, checkable := CampaignMet(st, st.Current, *card)
		if card.Mission != MissionUnknown && (met || !checkable) {
			out = append(out, tierChoice{Tier: tier, Met: met, Confirm: !checkable})
		}
	}
	return out
}

// campaignReady is the campaign card Herald verified met for the current
// player, where the page may say it (views.Panels.ClaimReady): on the
// holder's own page once seated, since whether a face-down card is met
// tells what it asks. Step 3 comes before step 4 ("Kampagnen-Karte
// ablegen", then draw only "wenn Sie kein Kampagnenziel erreichen
// konnten"): a tap on the card let it pass unseen below.
func campaignReady(g views.GameView) (form, name string) {
	st := g.State
	if !views.HandReadable(g, st.Current) || !campaignTime(st) {
		return "", ""
	}
	if tier := campaignDefault(completableTiers(st)); tier != "" {
		return "campaign-form", "legendary.ready." + tier
	}
	return "", ""
}

// campaignDefault is the tier the completion form pre-selects: the first
// card Herald verified as met, or "" when only the table can judge them
// (the table picks one and confirms it).
func campaignDefault(choices []tierChoice) string {
	for _, c := range choices {
		if c.Met {
			return c.Tier
		}
	}
	return ""
}

// anyConfirm reports whether one of the choices needs the table's word.
func anyConfirm(choices []tierChoice) bool {
	for _, c := range choices {
		if c.Confirm {
			return true
		}
	}
	return false
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
	Card      CampaignCard
}

// publicCards lists player p's cards as everyone may see them.
func publicCards(st *engine.State, p int) []cardRow {
	revealed := CampaignsRevealed(st, p)
	var out []cardRow
	for _, tier := range CampaignTiers {
		found := false
		for _, c := range Campaign(st, p) {
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
func missionText(c views.Ctx, st *engine.State, card CampaignCard) string {
	if card.Mission == MissionUnknown {
		return c.T("legendary.mission_unknown")
	}
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
		s += c.Colon() + strings.Join(names, ", ")
	}
	if card.Text != "" {
		s += " (" + c.T("list.quoted", "a", card.Text) + ")"
	}
	return s
}

// missionChoice is one entry of the record form's mission select.
type missionChoice struct {
	Value, Label         string
	NeedsN, NeedsRegions bool
}

// needs names the fields a mission reads, for the form's style to show
// those alone ("n", "regions", both or none).
func (m missionChoice) needs() string {
	var out []string
	if m.NeedsN {
		out = append(out, "n")
	}
	if m.NeedsRegions {
		out = append(out, "regions")
	}
	return strings.Join(out, " ")
}

// missionChoices are the catalogue's patterns. The presets of other
// editions (Halo Wars achievements, Warhammer missions) are not offered:
// their words are not this rulebook's.
func missionChoices(c views.Ctx) (patterns []missionChoice) {
	for _, m := range Missions {
		patterns = append(patterns, missionChoice{Value: m.ID, Label: c.T("mission."+m.ID, "n", "N"), NeedsN: m.NeedsN, NeedsRegions: m.NeedsRegions})
	}
	return
}

// campaignSides is each side's campaign progress.
func campaignSides(st *engine.State) []views.SideView {
	out := views.Sides(st)
	for i := range out {
		out[i].Achievements = SideCampaigns(st, out[i].Players[0])
	}
	return out
}

// teleporterMarks numbers the mobile teleporter pairs on territory t.
func teleporterMarks(st *engine.State, t engine.TerritoryID) []int {
	var out []int
	for i, pr := range Teleporters(st) {
		if pr[0] == t || pr[1] == t {
			out = append(out, i+1)
		}
	}
	return out
}

// neutralDefender names who rolls for a neutral territory: the opponent
// ("würfelt Ihr Gegner die Verteidigung", One-on-One).
func neutralDefender(st *engine.State, to string) (string, bool) {
	t, ok := st.Board.Lookup(to)
	if !ok || st.Rules != Rules || !st.Players[st.Owner[t]].Neutral {
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
	// Recorded is the notice of a card just recorded, shown on the
	// record form.
	Recorded string
	// The record form as entered, kept after a refusal; else its tier is
	// the next card to record (tierToRecord).
	Form CampaignCard
}

// recordFormID is the record form's id: a link to a card to record, and
// the page after a card is recorded, open there (issue: 15 taps and 7
// swipes for the 3 starting cards on a phone).
const recordFormID = "record-form"

// tierToRecord is the tier the record form offers first to player p: the
// one asked for (a card's "record" link, ?tier=), else the first card in
// hand not yet recorded (or to record again), else Easy. A tier that is
// no campaign tier asks for nothing.
func tierToRecord(st *engine.State, p int, asked string) string {
	if slices.Contains(CampaignTiers, asked) {
		return asked
	}
	for _, r := range heldCampaign(st, p) {
		if toRecord(r) {
			return r.Tier
		}
	}
	return TierEasy
}

// toRecord reports whether a card in hand is still to be recorded: not
// yet, or again (a game file kept only its tier).
func toRecord(r cardRow) bool { return !r.Recorded || r.Card.Mission == MissionUnknown }

// cardsToRecord reports whether the current player holds campaign cards
// still to record, on a page that may open that player's cards
// (views.HandReadable: once seated, on their own phone alone).
func cardsToRecord(g views.GameView) bool {
	st := g.State
	return !st.Over && views.HandReadable(g, st.Current) && slices.ContainsFunc(heldCampaign(st, st.Current), toRecord)
}

// recordURL opens player p's record form at a tier.
func recordURL(id int64, p int, tier string) templ.SafeURL {
	return templ.SafeURL(views.GameURL(id, "cards/"+views.Itoa(p)) + "?tier=" + tier + "#" + recordFormID)
}

// ownCards lists player p's cards with Herald's check for the current
// turn: met is only meaningful on p's own turn.
type ownCard struct {
	Card           CampaignCard
	Met, Checkable bool
}

func ownCards(st *engine.State, p int) []ownCard {
	var out []ownCard
	for _, c := range Campaign(st, p) {
		met, ok := CampaignMet(st, p, c)
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
