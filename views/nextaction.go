package views

import (
	"strings"

	"herald/engine"
)

// nextAction names, by data-testid, the action panel's controls the
// player most likely taps next, the likeliest first (issue 15, item 1:
// the next action is in view after every tap). static/app.js brings the
// first into view after each swap and on opening the page, and the others
// as far as they fit with it: a phase's end (the reinforcement placed, the
// move-in made, the maneuver made) would otherwise leave the next phase's
// control below the screen's edge.
func nextAction(g GameView) string {
	st := g.State
	switch {
	case st == nil:
		return ""
	case st.Over:
		// The game's end: who won, then the way to its story (a French
		// table's last card left the page on the board, the scores above).
		return "winner summary-link"
	case st.Pending != nil:
		return "move-in-all"
	case owedForm(st) != "":
		return owedForm(st)
	case st.MustTrade:
		// A forced trade comes before placing (engine: place.trade_first),
		// so it alone is brought into view: named with the place form,
		// the page opened on the place form under the picture, which fits
		// there, and left the trade below the screen.
		return "trade-form"
	case st.ToPlace() > 0:
		if t, n := placeTarget(st); t != "" && n > 0 {
			return "place-all place-form"
		}
		return "place-form"
	case !canFinish(st):
		return ""
	}
	var next []string
	// After a move-in the invasion is usually over: the turn goes on with
	// the maneuver and the card (Spielzugübersicht: 2. INVASION, 3. MANÖVER,
	// 4. KARTE ZIEHEN); the attack form stays just above.
	if _, moved := g.Last.Event.(engine.MoveIn); !moved {
		if from, _ := AttackDefault(st); from != "" {
			// The end of the attack beside the roll: a player who stops
			// attacking finds it without a scroll.
			next = append(next, "attack-roll", "end-attack")
		}
	}
	if form, _ := PanelsOf(st).claimReady(g); form != "" {
		next = append(next, form)
	}
	if g.ManeuverFrom != "" && st.Maneuvers < st.ManeuverLimit() {
		next = append(next, "maneuver-submit")
	}
	next = append(next, "end-turn-form")
	// With no attack named and no maneuver proposed, the end of the turn
	// is likeliest; the maneuver's "from" choice above it, where the
	// player starts one, is shown with it as far as both fit (issue 29:
	// after a move-in the maneuver left the screen at the top).
	if len(next) == 1 && g.ManeuverFrom == "" && st.Maneuvers < st.ManeuverLimit() && canManeuver(st) {
		next = append(next, "maneuver-from")
	}
	return strings.Join(next, " ")
}

// canManeuver says whether the current player holds a territory with
// units to move (two or more: one stays), the maneuver form's choices.
func canManeuver(st *engine.State) bool {
	for _, t := range st.Holdings(st.Current) {
		if st.Units[t] >= 2 {
			return true
		}
	}
	return false
}
