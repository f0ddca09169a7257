package views

import (
	"net/url"
	"slices"

	"herald/engine"
)

// FormRefusal is an action the rules refused, shown inside the form that sent
// it (issue 15: "Refusals next to the control that caused them ... the
// inputs kept as typed"). Form is the action's route below the game
// ("place", "attack", "move-in", "maneuver", "end-turn", "trade",
// "act/<kind>"); Posted is what the player sent, so the form shows it
// again instead of its defaults.
type FormRefusal struct {
	Form   string
	Text   string
	Posted url.Values
}

// inlineForms are the core's forms that show their own refusal above
// their submit button; any other refused form (an edition's action, a
// trade) shows it at the top of the action panel.
var inlineForms = []string{"place", "attack", "move-in", "maneuver", "start-maneuver", "end-turn"}

// refusedIn is the sentence refusing form, or "".
func (g GameView) refusedIn(form string) string {
	if g.Refused.Form != form {
		return ""
	}
	return g.Refused.Text
}

// refusedElsewhere is the sentence refusing a form that has no place of
// its own for it.
func (g GameView) refusedElsewhere() string {
	if g.Refused.Form == "" || slices.Contains(inlineForms, g.Refused.Form) && formShown(g.State, g.Refused.Form) {
		return ""
	}
	return g.Refused.Text
}

// formShown says whether the action panel (Action) shows the core's form
// now: a refusal of a form the page no longer shows (the phase moved on,
// the page was stale) is said above the panel instead.
func formShown(st *engine.State, form string) bool {
	if st.Over {
		return false
	}
	if form == "move-in" || st.Pending != nil {
		return form == "move-in" && st.Pending != nil
	}
	if owedForm(st) != "" {
		return false // the owed step's form alone (Panels.Owed)
	}
	switch form {
	case "place":
		return st.ToPlace() > 0
	case "attack":
		return canFinish(st) && st.Phase != engine.PhaseManeuver
	case "maneuver":
		return canFinish(st) && st.Maneuvers < st.ManeuverLimit()
	case "start-maneuver":
		return canFinish(st) && startManeuverOpen(st)
	}
	return canFinish(st) // end-turn
}

// kept is the value the player posted for field with form when form was
// refused (the last one: a button's value comes after the field it
// overrides), def otherwise.
func (g GameView) kept(form, field, def string) string {
	if g.Refused.Form != form {
		return def
	}
	if vs := g.Refused.Posted[field]; len(vs) > 0 {
		return vs[len(vs)-1]
	}
	return def
}

// keptChecked says whether a radio or checkbox field=value was chosen:
// as posted after a refusal, def otherwise.
func (g GameView) keptChecked(form, field, value string, def bool) bool {
	if g.Refused.Form != form {
		return def
	}
	return slices.Contains(g.Refused.Posted[field], value)
}

// keptMode says whether the refused attack was entered in mode (the dice
// pad's "dice"), so that way of entering stays open with its faces.
func (g GameView) keptMode(mode string) bool {
	return g.Refused.Form == "attack" && g.kept("attack", "mode", "") == mode
}

// keptOutcome says whether the refused attack was entered by its outcome
// alone (the losses pad), so that pad stays open.
func (g GameView) keptOutcome() bool {
	return g.Refused.Form == "attack" && g.kept("attack", "outcome", "") != ""
}

// placeTarget is the territory the place form pre-selects (the one a
// traded card reserved units for, else the first in the list) and how
// many units may go there: the free ones and its reserved ones.
func placeTarget(st *engine.State) (string, int) {
	id := placeDefault(st)
	if id == "" {
		if own := (Ctx{}).ownTerritories(st, st.Current, 1, ""); len(own) > 0 {
			id = own[0].Value
		}
	}
	return id, placeAllUnits(st, id)
}

// placeAllUnits is what may go on territory id at once: the free units
// and the ones a traded card reserved for it.
func placeAllUnits(st *engine.State, id string) int {
	t, ok := st.Board.Lookup(id)
	if !ok {
		return 0
	}
	return st.Pool + st.Reserved[t]
}

// maneuverUnits is the maneuver form's pre-filled number: all but one of
// the chosen territory's units (none is chosen: nothing pre-filled).
func maneuverUnits(st *engine.State, from string) string {
	t, ok := st.Board.Lookup(from)
	if !ok || st.Units[t] < 2 {
		return ""
	}
	return itoa(st.Units[t] - 1)
}
