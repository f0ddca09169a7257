package views

import (
	"herald/editions/halowars"
)

// Halo Wars' turn actions: claiming an achievement (with its reward and
// cannon), the transfer of command of team play; its cards are skull
// cards.
func init() {
	RegisterActions(halowars.ID, ActionEdition{
		Actions: []TurnAction{ClaimAction("reward", "cannon"), TransferAction},
		Hand:    SkullHand, DrawnCards: SkullsDrawn,
		APIState: haloWarsAPIState,
	})
}
