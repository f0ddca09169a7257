package legendary

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/views"
)

// Halo Legendary's turn actions: a fallen hero's return, completing a
// campaign card, a faction card's ability, the transfer of command of team
// play; its cards are skull cards.
func init() {
	views.RegisterActions(ID, views.ActionEdition{
		Actions: []views.TurnAction{views.HeroAction("hero"), campaignAction, factionAction, views.TransferAction},
		Hand:    views.PointHand, HandForm: views.PointHandForm,
		DrawnCards: views.PointsDrawn, DrawnForm: views.PointsDrawnForm,
		APIState: legendaryAPIState, APIEvent: legendaryAPIEvent, FileEvents: fileEvents,
		NewGame:     views.APINewGame{NoBoard: "newlegendary.no_board", Complete: addNeutralFlood},
		SeatPage:    campaignSeatPage,
		SeatActions: []views.SeatAction{recordCampaignAction, enterSkullsAction},
	})
}

var campaignAction = views.TurnAction{Kind: "campaign", Fields: []string{"tier", "confirmed"},
	Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
		return CompleteCampaign{Tier: f.Get("tier"), Confirmed: views.Checked(f, "confirmed")}, nil
	}}

var factionAction = views.TurnAction{Kind: "faction", Fields: []string{"player", "skulls", "defensive"},
	Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
		player, err := views.FormInt(f, "player")
		if err != nil {
			return nil, err
		}
		skulls, err := views.FormInt(f, "skulls")
		return PlayFactionCard{Player: player, Points: skulls, Defensive: views.Checked(f, "defensive")}, err
	}}

// campaignSeatPage is a player's own campaign cards and faction cards
// not yet entered; a refused card comes back as entered.
func campaignSeatPage(c views.Ctx, v views.SeatView) templ.Component {
	cv := CampaignView{ID: v.ID, Name: v.Name, Seq: v.Seq, State: v.State, Player: v.Player, Error: v.Error,
		Form: CampaignCard{Tier: tierToRecord(v.State, v.Player, c.Query.Get("tier"))}}
	if rc, ok := v.Refused.(RecordCampaign); ok {
		cv.Form = rc.CampaignCard
	}
	if c.Query.Get("saved") != "" {
		cv.Recorded = c.T("legendary.recorded")
	}
	if c.Query.Get("entered") != "" {
		cv.Notice = c.T("legendary.skulls_entered")
	}
	return CampaignPage(c, cv)
}

// recordCampaignAction records a campaign card from the player's page: a
// preset fills mission and number; a pattern without a number or regions
// ignores stray fields.
// Once recorded, the page opens at the form again (the next card's tier
// chosen, tierToRecord), with its notice there.
var recordCampaignAction = views.SeatAction{Kind: "", Done: "saved=1#" + recordFormID,
	Fields: []string{"tier", "mission", "text", "n"}, Repeated: []string{"region"},
	Decode: func(_ *engine.State, p int, form url.Values) (engine.Event, error) {
		card := CampaignCard{Tier: form.Get("tier"), Mission: form.Get("mission"), Regions: form["region"], Text: strings.TrimSpace(form.Get("text"))}
		var err error
		if card.N, err = views.FormInt(form, "n"); err != nil {
			return nil, err
		}
		if preset, ok := strings.CutPrefix(card.Mission, "preset:"); ok {
			card.Mission, card.N = "", 0
			for _, pr := range CampaignPresets {
				if pr.ID == preset {
					card.Mission, card.N = pr.Mission, pr.N
				}
			}
		}
		if card.Mission == MissionUnknown {
			// Only a game file records a card without its mission.
			return nil, engine.Broke("campaign.choose_mission")
		}
		if m, ok := MissionByID(card.Mission); ok {
			if !m.NeedsN {
				card.N = 0
			}
			if !m.NeedsRegions {
				card.Regions = nil
			}
		}
		return RecordCampaign{Player: p, CampaignCard: card}, nil
	}}

// enterSkullsAction enters the skulls of the faction cards not yet
// entered (the starting cards, dealt face down), one field each.
var enterSkullsAction = views.SeatAction{Kind: "skulls", Done: "entered=1", Fields: []string{"skulls_"},
	Decode: func(st *engine.State, p int, form url.Values) (engine.Event, error) {
		e := EnterSkulls{Player: p}
		for k := range st.Players[p].UnenteredCards() {
			n, err := views.FormInt(form, "skulls_"+strconv.Itoa(k))
			if err != nil {
				return nil, err
			}
			e.Points = append(e.Points, n)
		}
		return e, nil
	}}
