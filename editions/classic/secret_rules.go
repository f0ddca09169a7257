package classic

import (
	"slices"

	"herald/engine"
)

// RecordMission enters a seat's mission card as its holder reads it from
// the card dealt face down at the table (the table's deal), on their own
// page. A card already entered is replaced (a mistake corrected). Mission
// "" is a card Herald does not know: only a game file whose secrets were
// left out records it, and its holder enters the card again.
type RecordMission struct {
	Player  int    `json:"player"`
	Mission string `json:"mission"`
}

// Type is the event's type in the log.
func (RecordMission) Type() string { return "record_mission" }

// PrivateTo: the card is its holder's alone ("Nobody, including the
// General, can look at them"), so only the holder's seat enters it.
func (e RecordMission) PrivateTo(*engine.State) (int, bool) { return e.Player, true }

var recordMissionKind = engine.NewKind(recordMission, describeRecordMission)

// recordMission checks the card against the cards in play and keeps it.
// It does not refuse a card another seat holds: that refusal would tell
// the entering player another's secret.
func recordMission(s *engine.State, e RecordMission) error {
	x := Secret(s)
	if x == nil {
		return broke("mission.no_missions")
	}
	if e.Player < 0 || e.Player >= len(x.Cards) || s.Players[e.Player].Neutral {
		return broke("mission.bad_player")
	}
	if e.Mission != "" {
		if _, ok := Missions[e.Mission]; !ok {
			return broke("mission.unknown", "found", e.Mission)
		}
		var cs []string
		for _, p := range s.Players {
			cs = append(cs, p.House)
		}
		if !slices.Contains(inPlay(cs), e.Mission) {
			return broke("mission.not_in_play")
		}
	}
	x.Cards[e.Player] = e.Mission
	return nil
}

// describeRecordMission says that a card was entered, never which.
func describeRecordMission(_ *engine.State, e RecordMission, _ *engine.State) []engine.Line {
	return []engine.Line{engine.NewLine("classic.history.mission_recorded", "player", engine.PlayerRef(e.Player))}
}

// settleMissions ends the game the moment a player's mission is met
// ("The player who completes his or her mission first ... wins"; asked
// after every event, engine.Ruleset.AfterEvent): the player whose turn
// it is first, then the others in turn order (another's move can meet a
// mission, as the rulebook's "Important note" says). The reason is
// "mission"; every card is revealed with the game's end.
func settleMissions(s *engine.State) {
	x := Secret(s)
	if x == nil {
		return
	}
	n := len(s.Players)
	for k := range n {
		p := (s.Current + k) % n
		if m, ok := Missions[x.Cards[p]]; ok && !s.Players[p].Out && m.Met(s, p) {
			s.Finish(EndMission, []int{p})
			return
		}
	}
}

// EndMission is the end reason of a game won by a mission.
const EndMission = "mission"
