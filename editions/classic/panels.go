package classic

import "herald/views"

// The game page shows each player's territory cards (wild cards too) with
// the core's card panel; classic adds no panel of its own. The cards are
// held in the hand, as in every edition ("Karten auf der Hand", see
// editions/got): once the seats are taken only their holder sees them.
func init() {
	views.RegisterPanels(Edition, views.Panels{Cards: views.Cards, PrivateHand: true,
		// Secret Mission RISK (secret.go): the links to the holders' own
		// pages; the cards revealed at the end.
		Claims: missionLinks, Scores: missionScores})
}
