package legendary

import (
	"slices"

	"herald/engine"
)

// Faction cards ("FRAKTIONS-KARTEN") as skulls: entering the starting
// cards, the skull chart a trade reads, and what the history tells.

// EnterSkulls enters a player's faction cards not yet entered (Halo
// Legendary: the starting cards, dealt face down at set-up), by their
// skulls, on the player's own page: "Die Anzahl der Fraktions-Karten eines
// Spielers ist allen Spielern bekannt, der Inhalt jedoch nicht". The
// shared history and the API show only how many.
//
// A game file without its secrets keeps only how many cards were entered
// (Cards, no Skulls): the copy turns that many cards never entered into
// cards whose skulls it does not know (engine.PointsUnknown), which the
// holder enters again on their page. The page itself always sends
// Skulls.
type EnterSkulls struct {
	Player int   `json:"player"`
	Points []int `json:"skulls,omitempty"`
	Cards  int   `json:"cards,omitempty"`
}

// enterSkullsKind is the event kind of faction cards entered.
var enterSkullsKind = engine.NewKind(enterSkulls, func(_ *engine.State, e EnterSkulls, _ *engine.State) []engine.Line { return describeEnterSkulls(e) })

func (EnterSkulls) Type() string { return "enter_skulls" }

// PrivateTo: the faction cards in hand are known to the table by their
// count only, so only their holder's seat enters their skulls.
func (e EnterSkulls) PrivateTo(*engine.State) (int, bool) { return e.Player, true }

// enterSkulls gives a player's unentered faction cards their skulls (1 or
// 2 each), all at once, own cards first, then the taken ones.
func enterSkulls(s *engine.State, e EnterSkulls) error {
	if e.Player < 0 || e.Player >= len(s.Players) || s.Players[e.Player].Neutral {
		return engine.Broke("correct.bad_player")
	}
	p := &s.Players[e.Player]
	if e.Cards != 0 || len(e.Points) == 0 {
		return enteredUnknown(p, e)
	}
	want := p.UnenteredCards()
	if want == 0 {
		return engine.Broke("faction.nothing_to_enter", "player", engine.PlayerRef(e.Player))
	}
	if len(e.Points) != want {
		return engine.Broke("faction.enter_count", "player", engine.PlayerRef(e.Player), "want", want, "got", len(e.Points))
	}
	next := e.Points
	for _, hand := range []*[]int{&p.Points, &p.TakenPoints} {
		*hand = slices.Clone(*hand)
		for i, k := range *hand {
			if k != engine.PointsUnentered && k != engine.PointsUnknown {
				continue
			}
			if next[0] != 1 && next[0] != 2 {
				return engine.Broke("cards.points_bad", "points", next[0])
			}
			(*hand)[i], next = next[0], next[1:]
		}
	}
	return nil
}

// enteredUnknown is an entry a game file kept only the count of (Cards):
// it entered every card never entered, so those become cards whose
// skulls the copy does not know.
func enteredUnknown(p *engine.Player, e EnterSkulls) error {
	never := 0
	for _, k := range slices.Concat(p.Points, p.TakenPoints) {
		if k == engine.PointsUnentered {
			never++
		}
	}
	if never == 0 {
		return engine.Broke("faction.nothing_to_enter", "player", engine.PlayerRef(e.Player))
	}
	if len(e.Points) > 0 || e.Cards != never {
		return engine.Broke("faction.enter_count", "player", engine.PlayerRef(e.Player), "want", never, "got", len(e.Points)+e.Cards)
	}
	for _, hand := range []*[]int{&p.Points, &p.TakenPoints} {
		*hand = slices.Clone(*hand)
		for i, k := range *hand {
			if k == engine.PointsUnentered {
				(*hand)[i] = engine.PointsUnknown
			}
		}
	}
	return nil
}

// describeEnterSkulls tells the shared history how many cards a player
// entered, never their skulls.
func describeEnterSkulls(e EnterSkulls) []engine.Line {
	return []engine.Line{engine.NewLine("history.enter_skulls", "player", engine.PlayerRef(e.Player), "cards", len(e.Points)+e.Cards)}
}

// boardSkullChart is the skull chart a trade uses (Ruleset.ValueTable):
// the board's legend as the table entered it ("Der Legende auf dem
// Spielbrett können Sie entnehmen, wie viele Einheiten Sie für die Karten
// erhalten"), or until entered the edition's chart.
func boardSkullChart(s *engine.State) map[int]int {
	if len(s.Board.PointChart) > 0 {
		return s.Board.PointChart
	}
	return s.Rules.PointUnits
}

// describeFactionDraw tells a draw of faction cards by their number only:
// "Die Anzahl der Fraktions-Karten eines Spielers ist allen Spielern
// bekannt, der Inhalt jedoch nicht."
func describeFactionDraw(before *engine.State, e engine.EndTurn) (engine.Line, bool) {
	if len(e.Points)+e.Cards == 0 {
		return engine.Line{}, false
	}
	return engine.NewLine("history.end_turn_faction_cards", "player", engine.PlayerRef(before.Current), "cards", len(e.Points)+e.Cards), true
}

// SkullsConfirmed are the rows of the skull chart the rulebook
// itself confirms ("Für 3 Karten (4 Schädel) erhält er 7 zusätzliche
// Einheiten"); the others are printed only on the board's legend.
var SkullsConfirmed = map[int]bool{4: true}
