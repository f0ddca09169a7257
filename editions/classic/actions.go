package classic

import (
	"herald/engine"
	"herald/views"
)

// A classic game through the API as through the set-up page: with 2
// players Herald adds the neutral army (withNeutral; "RISK for 2
// players", Setup), and the deck is Herald's shuffled one or the table's.
func init() {
	views.RegisterActions(Edition, views.ActionEdition{
		NewGame: views.APINewGame{Complete: addNeutral, HeraldDeck: true},
	})
}

// addNeutral is APINewGame.Complete: the body names the two players, and
// the territories of the neutral pile are owner 2.
func addNeutral(_ string, s *engine.Setup) { s.Players = withNeutral(s.Players) }
