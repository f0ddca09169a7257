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

// settleMissions ends the game the moment a play meets a player's mission
// ("The player who completes his or her mission first ... wins"; asked
// after every event, engine.Ruleset.AfterEvent): the player whose turn
// it is first, then the others in turn order (another's move can meet a
// mission, as the rulebook's "Important note" says). The reason is
// "mission"; every card is revealed with the game's end. A conquest
// waiting for its move-in is not yet a finished move.
//
// A correction is the table fixing Herald's record, not a move: the
// card is won by its holder, who "reveals the Mission card to prove it"
// (Parker 1993, Secret Mission RISK), and only its holder knows it. So a correction never ends
// the game by a mission: a card it leaves met stands (State.Standing),
// its holder's page says so and the holder shows it (ShowMission); no
// later move wins it for them while it stays met. Were it otherwise, a
// correction and its undo would turn every card over to the table.
func settleMissions(s *engine.State, e engine.Event) {
	x := Secret(s)
	if x == nil {
		return
	}
	switch e.(type) {
	case engine.Correct, engine.CorrectHand:
		x.Standing = metMissions(s, x)
		return
	}
	if s.Pending != nil {
		return
	}
	met := metMissions(s, x)
	n := len(s.Players)
	for k := range n {
		p := (s.Current + k) % n
		if met[p] && !x.standing(p) {
			s.Finish(EndMission, []int{p})
			return
		}
	}
	// A standing card no longer met is won again only by a move.
	for p := range x.Standing {
		x.Standing[p] = x.Standing[p] && met[p]
	}
}

// metMissions says, for each seat, whether its card is met on s's board
// (a player out meets none).
func metMissions(s *engine.State, x *State) []bool {
	met := make([]bool, len(s.Players))
	for p := range met {
		m, ok := Missions[x.Cards[p]]
		met[p] = ok && !s.Players[p].Out && m.Met(s, p)
	}
	return met
}

// MissionMet reports whether player p's card is met on s's board while
// the game goes on: only after a correction (settleMissions), for the
// holder's own page alone.
func MissionMet(s *engine.State, p int) bool {
	x := Secret(s)
	return x != nil && !s.Over && s.Pending == nil && p >= 0 && p < len(s.Players) && metMissions(s, x)[p]
}

// EndMission is the end reason of a game won by a mission.
const EndMission = "mission"

// ShowMission is a holder turning their card over because the board meets
// it ("The player who completes his or her mission first - and reveals
// the Mission card to prove it - wins"): the card a correction left met
// (State.Standing), which no move wins for them. Only the holder's page
// offers it.
type ShowMission struct {
	Player int `json:"player"`
}

// Type is the event's type in the log.
func (ShowMission) Type() string { return "show_mission" }

// PrivateTo: whether the card is met is its holder's to know; another
// device's attempt would tell it by its answer.
func (e ShowMission) PrivateTo(*engine.State) (int, bool) { return e.Player, true }

var showMissionKind = engine.NewKind(showMission, describeShowMission)

// showMission ends the game won by the holder's card, when the board
// meets it and no conquest waits for its move-in.
func showMission(s *engine.State, e ShowMission) error {
	x := Secret(s)
	if x == nil {
		return broke("mission.no_missions")
	}
	if e.Player < 0 || e.Player >= len(x.Cards) || s.Players[e.Player].Neutral {
		return broke("mission.bad_player")
	}
	if s.Pending != nil {
		return engine.Broke("conquest.move_in_first", "territory", s.Pending.To)
	}
	if !metMissions(s, x)[e.Player] {
		return broke("mission.not_met", "player", engine.PlayerRef(e.Player))
	}
	s.Finish(EndMission, []int{e.Player})
	return nil
}

// describeShowMission: the card itself is in the scores the game's end
// turns over.
func describeShowMission(_ *engine.State, e ShowMission, _ *engine.State) []engine.Line {
	return []engine.Line{engine.NewLine("classic.history.mission_shown", "player", engine.PlayerRef(e.Player))}
}
