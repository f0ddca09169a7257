package classic

import "herald/views"

// The game page shows each player's territory cards (wild cards too) with
// the core's card panel; classic adds no panel of its own.
func init() {
	views.RegisterPanels(Edition, views.Panels{Cards: views.Cards})
}
