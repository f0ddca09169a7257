package halowars

import (
	"net/url"

	"herald/engine"
	"herald/views"
)

// Halo Wars' turn actions: claiming an achievement (with its reward and
// cannon), placing the cannon a claim turned up, the transfer of command
// of team play; its cards are skull cards.
func init() {
	views.RegisterActions(ID, views.ActionEdition{
		Actions: []views.TurnAction{views.ClaimAction("reward", "cannon"), cannonAction, views.TransferAction},
		Hand:    views.PointHand, HandForm: views.PointHandForm,
		DrawnCards: views.PointsDrawn, DrawnForm: views.PointsDrawnForm,
		APIState: haloWarsAPIState, APIEvent: rewardsAPIEvent, FileEvents: rewardsFileEvents,
	})
}

// cannonAction places the cannon a claim turned up (PlaceCannon).
var cannonAction = views.TurnAction{Kind: "cannon", Fields: []string{"territory"},
	Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
		return PlaceCannon{Territory: f.Get("territory")}, nil
	}}
