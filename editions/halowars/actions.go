package halowars

import (
	"herald/views"
)

// Halo Wars' turn actions: claiming an achievement (with its reward and
// cannon), the transfer of command of team play; its cards are skull
// cards.
func init() {
	views.RegisterActions(ID, views.ActionEdition{
		Actions: []views.TurnAction{views.ClaimAction("reward", "cannon"), views.TransferAction},
		Hand:    views.PointHand, HandForm: views.PointHandForm,
		DrawnCards: views.PointsDrawn, DrawnForm: views.PointsDrawnForm,
		APIState: haloWarsAPIState, APIEvent: rewardsAPIEvent, FileEvents: rewardsFileEvents,
	})
}
