package classic

import "herald/views"

// The game page shows each player's territory cards (wild cards too) with
// the core's card panel; classic adds no panel of its own. The cards are
// held in the hand, as in every edition ("Karten auf der Hand", see
// editions/got): once the seats are taken only their holder sees them.
func init() {
	views.RegisterPanels(Edition, views.Panels{Cards: views.Cards, PrivateHand: true,
		// Beside the maneuver form: the fortify rule the table chose
		// (options.go).
		Words: views.Words{ManeuverHint: "classic.fortify.hint_connected", ManeuverHintAdjacent: "classic.fortify.hint_adjacent"}})
}
