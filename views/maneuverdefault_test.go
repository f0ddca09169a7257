package views

import (
	"slices"
	"testing"

	"herald/engine"
)

// The maneuver form pre-selects idle units toward the front (issue 15,
// item 6: the most common choice is one tap): from the current player's
// strongest territory that borders no enemy, all units but one, to the
// weakest territory at the front it reaches. The rules must accept it
// right there (Halo Wars, "MANEUVER": "move any number of units from one
// territory to another connected territory ... you must leave at least
// one unit behind"); nothing is pre-selected once the maneuver is made.
func TestManeuverDefaultMovesIdleUnitsToTheWeakestFront(t *testing.T) {
	st := haloState(t)
	if f := ManeuverDefault(st); f != "" {
		t.Fatalf("with %d units to place the maneuver pre-selects %q, want nothing", st.ToPlace(), f)
	}
	first := st.Players[0].Hero
	var err error
	if st, err = engine.Apply(st, engine.Place{Territory: st.Board.Territories[first].ID, Units: st.Pool}); err != nil {
		t.Fatal(err)
	}
	id := func(t engine.TerritoryID) string { return st.Board.Territories[t].ID }
	// A territory of Flo's made interior (its neighbours all hers) with 9
	// units; one of those neighbours, at the front, holds 1 (every other
	// of hers holds 2 or more).
	interior, weak := engine.NoTerritory, engine.NoTerritory
	for _, x := range st.Holdings(0) {
		if x == first {
			continue
		}
		for _, n := range st.Board.MaybeNeighbours(x) {
			if n == first {
				continue
			}
			for _, m := range st.Board.MaybeNeighbours(n) {
				if m != x && !slices.Contains(st.Board.MaybeNeighbours(x), m) && st.Owner[m] != 0 {
					interior, weak = x, n
				}
			}
		}
		if interior != engine.NoTerritory {
			break
		}
	}
	if interior == engine.NoTerritory {
		t.Fatal("no territory of Flo's with a neighbour that borders a third territory")
	}
	fix := []engine.TerritoryFix{{Territory: id(interior), Owner: 0, Units: 9}}
	for _, n := range st.Board.MaybeNeighbours(interior) {
		units := 3
		if n == weak {
			units = 1
		}
		fix = append(fix, engine.TerritoryFix{Territory: id(n), Owner: 0, Units: units})
	}
	if st, err = engine.Apply(st, engine.Correct{Territories: fix}); err != nil {
		t.Fatal(err)
	}
	// The correction recounts the reinforcement (issue 32): what it adds
	// goes to a territory at the front other than the weak one, where it
	// stays out of the choice.
	if n := st.ToPlace(); n > 0 {
		for _, x := range st.Holdings(0) {
			if x != weak && atFront(st, x) && st.Units[x] > 1 {
				if st, err = engine.Apply(st, engine.Place{Territory: id(x), Units: n}); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	}
	from := ManeuverDefault(st)
	to := ManeuverToward(st, from)
	if from != id(interior) || to != id(weak) {
		t.Fatalf("the maneuver pre-selects %q → %q, want %s (9 idle units) → %s (1 unit at the front)", from, to, id(interior), id(weak))
	}
	if got := maneuverUnits(st, from); got != "8" {
		t.Errorf("the maneuver pre-fills %q units, want 8 (all but one)", got)
	}
	g := GameView{State: st, ManeuverFrom: from}
	// Player 0 holds all of Eire here: its achievement, checked done, may
	// be taken before the maneuver.
	if got := nextAction(g); got != "attack-roll end-attack claim-control_eire maneuver-submit end-turn-form" {
		t.Errorf("next action %q, want the attack, the claim of Control Eire, then the maneuver and the end of the turn", got)
	}
	if st, err = engine.Apply(st, engine.Maneuver{From: from, To: to, Units: 8}); err != nil {
		t.Fatalf("the pre-selected maneuver is refused: %v", err)
	}
	if f := ManeuverDefault(st); f != "" {
		t.Errorf("after the turn's maneuver the form pre-selects %q, want nothing", f)
	}
	if got := nextAction(GameView{State: st}); got != "end-turn-form" {
		t.Errorf("after the maneuver the next action is %q, want the end of the turn", got)
	}
}

// The next action after a move-in is the maneuver and the card, not
// another attack (Halo Wars turn: "DEPLOY, INVADE, MANEUVER"); before it,
// the move-in itself; while units are to be placed, "place all".
func TestNextActionFollowsThePhase(t *testing.T) {
	st := haloState(t)
	if got := nextAction(GameView{State: st}); got != "place-all place-form" {
		t.Errorf("placing: next action %q, want place all, then the place form", got)
	}
	first := st.Players[0].Hero
	st, err := engine.Apply(st, engine.Place{Territory: st.Board.Territories[first].ID, Units: st.Pool})
	if err != nil {
		t.Fatal(err)
	}
	from, to := AttackDefault(st)
	if got := nextAction(GameView{State: st}); got != "attack-roll end-attack end-turn-form" {
		t.Errorf("attacking: next action %q, want Herald rolls first", got)
	}
	fix := []engine.TerritoryFix{{Territory: from, Owner: 0, Units: 20}, {Territory: to, Owner: 1, Units: 1}}
	if st, err = engine.Apply(st, engine.Correct{Territories: fix}); err != nil {
		t.Fatal(err)
	}
	if st, err = engine.Apply(st, engine.Attack{From: from, To: to, AttackDice: []int{6, 6, 6}, DefendDice: []int{1}}); err != nil {
		t.Fatal(err)
	}
	if got := nextAction(GameView{State: st}); got != "move-in-all" {
		t.Errorf("conquered: next action %q, want move in all", got)
	}
	before := st
	if st, err = engine.Apply(st, engine.MoveIn{Units: 19}); err != nil {
		t.Fatal(err)
	}
	g := GameView{State: st, ManeuverFrom: ManeuverDefault(st), Last: Result{Before: before, Event: engine.MoveIn{Units: 19}}}
	want := "end-turn-form maneuver-from"
	if g.ManeuverFrom != "" {
		want = "maneuver-submit end-turn-form"
	}
	if got := nextAction(g); got != want {
		t.Errorf("moved in: next action %q, want %q (the invasion is usually over)", got, want)
	}
}

// With no maneuver proposed, the maneuver's "from" choice is named after
// a move-in, after the end of the turn (issue 29: only the end of the turn
// was, and the maneuver above it left the screen), but not beside a named
// attack, and not when no territory has units to move.
func TestNextActionNamesTheManeuverChoice(t *testing.T) {
	st := haloState(t)
	first := st.Players[0].Hero
	st, err := engine.Apply(st, engine.Place{Territory: st.Board.Territories[first].ID, Units: st.Pool})
	if err != nil {
		t.Fatal(err)
	}
	from, to := AttackDefault(st)
	fix := []engine.TerritoryFix{{Territory: from, Owner: 0, Units: 20}, {Territory: to, Owner: 1, Units: 1}}
	if st, err = engine.Apply(st, engine.Correct{Territories: fix}); err != nil {
		t.Fatal(err)
	}
	if got := nextAction(GameView{State: st}); got != "attack-roll end-attack end-turn-form" {
		t.Errorf("attacking, nothing proposed to maneuver: next action %q, want the attack and the end of the turn", got)
	}
	before := st
	if st, err = engine.Apply(st, engine.Attack{From: from, To: to, AttackDice: []int{6, 6, 6}, DefendDice: []int{1}}); err != nil {
		t.Fatal(err)
	}
	if st, err = engine.Apply(st, engine.MoveIn{Units: 19}); err != nil {
		t.Fatal(err)
	}
	moved := Result{Before: before, Event: engine.MoveIn{Units: 19}}
	if got := nextAction(GameView{State: st, Last: moved}); got != "end-turn-form maneuver-from" {
		t.Errorf("moved in, nothing proposed: next action %q, want the end of the turn, then the maneuver's choice", got)
	}
	// Every territory down to 1 unit: nothing can move.
	var ones []engine.TerritoryFix
	for _, t := range st.Holdings(st.Current) {
		ones = append(ones, engine.TerritoryFix{Territory: st.Board.Territories[t].ID, Owner: st.Current, Units: 1})
	}
	if st, err = engine.Apply(st, engine.Correct{Territories: ones}); err != nil {
		t.Fatal(err)
	}
	if got := nextAction(GameView{State: st, Last: moved}); got != "end-turn-form" {
		t.Errorf("nothing to move: next action %q, want the end of the turn", got)
	}
}

// The game over, the next thing to see is who won, then the way to the
// story: a French table's End Game card left the page on the board, the
// scores 760 px above the screen.
func TestNextActionAtTheEndIsTheWinner(t *testing.T) {
	st := haloState(t)
	st.Over = true
	if got := nextAction(GameView{State: st}); got != "winner summary-link" {
		t.Errorf("the game over, the next action is %q, want the winner, then the summary", got)
	}
}
