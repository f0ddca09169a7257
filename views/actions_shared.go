package views

import (
	"net/url"
	"slices"

	"herald/engine"
)

// The form readers two editions share: claiming an objective
// (achievements or missions), the transfer of command of team play and
// point cards, a fallen hero's or leader's return.
// They are mechanisms, not editions: the core or one shared package is
// where they go when the editions move out.

// ClaimAction takes an objective; fields are the ones the edition's claim
// form sends (the achievement or mission always).
func ClaimAction(fields ...string) TurnAction {
	return TurnAction{Kind: "claim", Fields: append([]string{"achievement"}, fields...),
		Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
			return engine.Claim{Achievement: f.Get("achievement"), Reward: f.Get("reward"), Cannon: f.Get("cannon"),
				Confirmed: Checked(f, "confirmed")}, nil
		}}
}

// TransferAction is a transfer of command in team play.
var TransferAction = TurnAction{Kind: "transfer", Fields: []string{"territory", "from"},
	Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
		return engine.TransferCommand{Territory: f.Get("territory"), From: f.Get("from")}, nil
	}}

// HeroAction brings a fallen hero (or leader) back onto a territory; kind
// is the name the edition's form posts to.
func HeroAction(kind string) TurnAction {
	return TurnAction{Kind: kind, Fields: []string{"territory"},
		Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
			return engine.DeployHero{Territory: f.Get("territory")}, nil
		}}
}

// PointHand reads a turn-in or a hand of point cards: how many 1-point
// and 2-point cards, and (where the edition keeps them apart) how many of
// each taken from an eliminated player, traded from their own pile.
func PointHand(form url.Values) (engine.Trade, error) {
	var n [4]int
	for i, name := range PointHandForm {
		v, err := FormInt(form, name)
		if err != nil {
			return engine.Trade{}, err
		}
		n[i] = v
	}
	for _, v := range n {
		if v < 0 || v > 44 {
			return engine.Trade{}, BadInput("ones/twos")
		}
	}
	return engine.Trade{
		Points: append(slices.Repeat([]int{1}, n[0]), slices.Repeat([]int{2}, n[1])...),
		Taken:  append(slices.Repeat([]int{1}, n[2]), slices.Repeat([]int{2}, n[3])...),
	}, nil
}

// PointHandForm are the fields PointHand reads.
var PointHandForm = []string{"ones", "twos", "taken_ones", "taken_twos"}

// PointsDrawnForm are the fields PointsDrawn reads.
var PointsDrawnForm = []string{"card_points_", "cards_unknown"}

// PointsDrawn reads the points of each card drawn at the end of a turn,
// or how many were drawn whose points only their holder's phone tells
// (cards_unknown, where the page may not ask: PointEndTurn).
func PointsDrawn(form url.Values, e *engine.EndTurn) error {
	points, err := FormInts(form, "card_points_")
	e.Points = points
	if err != nil || !form.Has("cards_unknown") {
		return err
	}
	n, err := FormInt(form, "cards_unknown")
	if err != nil || n < 1 || n > 9 || len(points) > 0 {
		return BadInput("cards_unknown")
	}
	e.Cards = n
	return nil
}
