package classic

import (
	"slices"
	"strings"
	"testing"

	"herald/engine"
	"herald/views"
)

// fortifyGame is a 3-player game by the given fortify rule ("" is a set-up
// stored before the table could choose), Anna to move with her
// reinforcement placed on Alaska, and Alaska, Alberta and Ontario hers: a
// chain, Alaska bordering Alberta and Alberta Ontario, Alaska not Ontario.
func fortifyGame(t *testing.T, rule string) *engine.State {
	t.Helper()
	players := []engine.Player{{Name: "Anna", House: "red"}, {Name: "Ben", House: "blue"}, {Name: "Carla", House: "green"}}
	pre := state(t, players, roundRobin(board(t), 3))
	var seats []engine.PlayerSetup
	for _, p := range players {
		seats = append(seats, engine.PlayerSetup{Name: p.Name, House: p.House})
	}
	e := engine.Setup{Edition: Edition, Board: BoardID, Players: seats,
		Owners: roundRobin(pre.Board, 3), Units: fill(pre, 35), DeckMode: engine.DeckTable}
	if rule != "" {
		if err := WithFortify(&e, rule); err != nil {
			t.Fatal(err)
		}
	}
	s, err := engine.NewGame(pre.Board, e)
	if err != nil {
		t.Fatal(err)
	}
	fix := engine.Correct{Territories: []engine.TerritoryFix{{Territory: "alberta", Owner: 0, Units: 1}, {Territory: "ontario", Owner: 0, Units: 1}}}
	if s, err = engine.Apply(s, fix); err != nil {
		t.Fatal(err)
	}
	if s, err = engine.Apply(s, engine.Place{Territory: "alaska", Units: s.Pool}); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestFortifyAdjacentByThe1993Rules: classic 1993, "Fortifying your
// position": "move as many armies as you'd like from one (and only one) of
// your territories into one (and only one) of your adjacent territories".
// Alaska -> Ontario through Alberta is refused, naming both territories;
// Alaska -> Alberta is a fortify; the form offers only bordering
// territories (Reachable).
func TestFortifyAdjacentByThe1993Rules(t *testing.T) {
	s := fortifyGame(t, FortifyAdjacent)
	if FortifyOf(s) != FortifyAdjacent {
		t.Fatalf("rule %q", FortifyOf(s))
	}
	_, err := engine.Apply(s, engine.Maneuver{From: "alaska", To: "ontario", Units: 2})
	if keyOf(err) != "maneuver.not_adjacent" {
		t.Fatalf("Alaska -> Ontario by the 1993 rule: %v, want maneuver.not_adjacent", err)
	}
	re := err.(*engine.RuleError)
	for lang, want := range map[string][]string{"en": {"Alaska", "Ontario", "1993"}, "de": {"Alaska", "Ontario", "1993"}, "fr": {"Alaska", "Ontario", "1993"}} {
		text := views.Say(lang, s, re.Key, re.Args)
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%s refusal %q does not say %s", lang, text, w)
			}
		}
	}
	alaska, _ := s.Board.Lookup("alaska")
	alberta, _ := s.Board.Lookup("alberta")
	if reach := s.Reachable(0, alaska); !slices.Equal(reach, []engine.TerritoryID{alberta}) {
		t.Errorf("maneuver targets from Alaska %v, want Alberta alone", reach)
	}
	if _, err := engine.Apply(s, engine.Maneuver{From: "alaska", To: "alberta", Units: 2}); err != nil {
		t.Errorf("Alaska -> Alberta refused: %v", err)
	}
}

// TestFortifyConnectedByThe2008Rules: the 2008 rules fortify along a chain
// of one's own territories, and a set-up stored before the table could
// choose replays by that rule, the one it was played by: Alaska -> Ontario
// through Alberta is accepted in both.
func TestFortifyConnectedByThe2008Rules(t *testing.T) {
	for _, rule := range []string{FortifyConnected, ""} {
		s := fortifyGame(t, rule)
		if FortifyOf(s) != FortifyConnected {
			t.Errorf("set-up %q plays %q", rule, FortifyOf(s))
		}
		if _, err := engine.Apply(s, engine.Maneuver{From: "alaska", To: "ontario", Units: 2}); err != nil {
			t.Errorf("set-up %q: Alaska -> Ontario through Alberta refused: %v", rule, err)
		}
	}
}

// TestFortifyRuleIsOneOfTwo: a set-up naming another rule is refused.
func TestFortifyRuleIsOneOfTwo(t *testing.T) {
	pre := state(t, nil, nil)
	e := engine.Setup{Edition: Edition, Board: BoardID, Players: []engine.PlayerSetup{{Name: "A", House: "red"}, {Name: "B", House: "blue"}, {Name: "C", House: "green"}},
		Owners: roundRobin(pre.Board, 3), DeckMode: engine.DeckTable}
	if err := WithFortify(&e, "diagonal"); err != nil {
		t.Fatal(err)
	}
	if _, err := engine.NewGame(pre.Board, e); keyOf(err) != "event.unknown_value" {
		t.Errorf("fortify \"diagonal\": %v", err)
	}
}
