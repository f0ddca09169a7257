package views

import "herald/engine"

// Halo Wars' turn actions: claiming an achievement (with its reward and
// cannon), the transfer of command of team play; its cards are skull
// cards.
func init() {
	RegisterActions(engine.EditionHaloWars, ActionEdition{
		Actions: []TurnAction{ClaimAction("reward", "cannon"), TransferAction},
		Hand:    SkullHand, DrawnCards: SkullsDrawn,
		APIState: haloWarsAPIState,
	})
}
