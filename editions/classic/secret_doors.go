package classic

import (
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"strings"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/views"
)

// The doors of a Secret Mission game: every way a game leaves Herald
// keeps the mission cards face down until the game ends ("deals one card
// face down to each player ... Nobody, including the General, can look at
// them"), except the holder's own page. The API's state names a card only
// once the game is over; its event list, and an export without its
// secrets, never name one (a set-up's dealt cards and each entered card
// come without the card, so the copy replays and each holder enters the
// card again), unless the game is over and every card was turned over.
func init() {
	views.RegisterActions(Edition, views.ActionEdition{
		APIState: apiState, APIEvent: missionAPIEvent, FileEvents: missionFileEvents,
		NewGame:     views.APINewGame{Complete: completeForAPI, HeraldDeck: true},
		SeatPage:    missionSeatPage,
		SeatActions: []views.SeatAction{recordMissionAction, showMissionAction},
	})
}

// apiState adds classic's own part to the API's state: the variant, each
// seat's mission card (missionAPIState), the capitals (capitalAPIState).
func apiState(st *engine.State, out map[string]any) {
	out["variant"] = stateOf(st).Variant
	missionAPIState(st, out)
	capitalAPIState(st, out)
}

// missionAPIState adds each seat's card once the game is over (and
// whether one is entered: the table sees a card dealt).
func missionAPIState(st *engine.State, out map[string]any) {
	x := Secret(st)
	if x == nil {
		return
	}
	for i, pj := range out["players"].([]map[string]any) {
		pj["mission_entered"] = x.Cards[i] != ""
		if st.Over {
			pj["mission"] = x.Cards[i]
		}
	}
}

// missionAPIEvent keeps the cards out of the event list: the set-up's
// seats without "mission", an entered card as who entered one.
func missionAPIEvent(typ string, p json.RawMessage) json.RawMessage {
	switch typ {
	case "record_mission":
		var e RecordMission
		if json.Unmarshal(p, &e) != nil {
			return json.RawMessage(`{}`)
		}
		out, _ := json.Marshal(map[string]any{"player": e.Player})
		return out
	case "setup":
		var m map[string]json.RawMessage
		var players []map[string]json.RawMessage
		if json.Unmarshal(p, &m) != nil || json.Unmarshal(m["players"], &players) != nil {
			return p
		}
		hidden := false
		for _, pl := range players {
			if _, ok := pl["mission"]; ok {
				delete(pl, "mission")
				hidden = true
			}
		}
		if !hidden {
			return p
		}
		m["players"], _ = json.Marshal(players)
		out, _ := json.Marshal(m)
		return out
	}
	return p
}

// missionFileEvents is the log as an export without its secrets keeps it
// (views.ActionEdition.FileEvents): the API's payloads, which replay (an
// entered card without its card is a card to enter again), unless the
// log ends with the game over, when every card is face up.
func missionFileEvents(b *engine.Board, log []engine.Event, payloads []json.RawMessage) ([]json.RawMessage, error) {
	end, err := engine.Replay(b, log)
	if err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, len(payloads))
	for i, p := range payloads {
		out[i] = p
		if !end.Over {
			out[i] = missionAPIEvent(log[i].Type(), p)
		}
	}
	return out, nil
}

// dealForAPI deals the mission cards of a Secret Mission game the API
// creates, unless the table deals them (option "mission_deal": "table").
// completeForAPI completes a new game's set-up from the API: the neutral
// army of a 2-player game (addNeutral), its fortify rule (completeSetup)
// and Herald's deal of the mission cards.
func completeForAPI(edition string, s *engine.Setup) {
	addNeutral(edition, s)
	completeSetup(edition, s)
	dealForAPI(edition, s)
}

func dealForAPI(_ string, s *engine.Setup) {
	if o, err := ReadVariant(s.Options); err == nil && o.Variant == VariantSecretMission && o.MissionDeal != MissionDealTable {
		DealMissions(s, rand.IntN)
	}
}

// recordMissionAction enters the holder's card from their own page.
var recordMissionAction = views.SeatAction{Kind: "", Done: "saved=1", Fields: []string{"mission"},
	Decode: func(_ *engine.State, p int, form url.Values) (engine.Event, error) {
		m := strings.TrimSpace(form.Get("mission"))
		if m == "" {
			return nil, views.Refusal("classic.mission.choose")
		}
		return RecordMission{Player: p, Mission: m}, nil
	}}

// showMissionAction turns the holder's card over, from their own page,
// when the board meets it (ShowMission).
var showMissionAction = views.SeatAction{Kind: "show", Done: "shown=1",
	Decode: func(_ *engine.State, p int, _ url.Values) (engine.Event, error) {
		return ShowMission{Player: p}, nil
	}}

// MissionView is a seat's own page in a Secret Mission game.
type MissionView struct {
	views.SeatView
	Card, Notice string
	// Met: the board meets the card while the game goes on (a
	// correction's, settleMissions): the holder may show it.
	Met bool
	// Choices are the cards in play, to enter the one dealt.
	Choices []string
}

// missionSeatPage is a player's own mission card and the form to enter
// it; a world-domination game has none to show.
func missionSeatPage(c views.Ctx, v views.SeatView) templ.Component {
	mv := MissionView{SeatView: v, Card: MissionOf(v.State, v.Player), Met: MissionMet(v.State, v.Player)}
	if x := Secret(v.State); x != nil {
		var cs []string
		for _, p := range v.State.Players {
			cs = append(cs, p.House)
		}
		mv.Choices = inPlay(cs)
	}
	if c.Query.Get("saved") != "" {
		mv.Notice = c.T("classic.seat.saved")
	}
	return missionPage(c, mv)
}

// MissionText is a card's words, the colour named where it destroys one.
func MissionText(c views.Ctx, id string) string {
	if colour, ok := destroyed(id); ok {
		return c.T("classic.mission.destroy", "colour", c.T("house."+colour))
	}
	return c.T("classic.mission." + id)
}
