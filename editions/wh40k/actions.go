package wh40k

import (
	"net/url"
	"slices"

	"herald/engine"
	"herald/views"
)

// Warhammer 40,000's turn actions: taking a mission (the table confirms
// what Herald cannot check), a loot card played by hand and the fallen
// leader's return (posted as "leader", or "hero" like Halo Legendary's);
// its cards are Throne Gelt.
func init() {
	views.RegisterActions(ID, views.ActionEdition{
		Actions: []views.TurnAction{views.ClaimAction("reward", "confirmed"), lootAction, views.HeroAction("leader"), views.HeroAction("hero")},
		Hand:    geltHand, HandForm: geltHandForm,
		DrawnCards: geltDrawn, DrawnForm: []string{"card_gelt_"},
		APIState: warhammerAPIState,
		NewGame:  views.APINewGame{Mode: ModeClassic},
	})
}

var lootAction = views.TurnAction{Kind: "loot", Fields: []string{"loot", "territory"},
	Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
		return UseLoot{Loot: f.Get("loot"), Territory: f.Get("territory")}, nil
	}}

// geltHandForm are the fields geltHand reads.
var geltHandForm = []string{"gelt_100", "gelt_200", "units"}

// geltHand reads a Throne Gelt trade or hand: how many 100 and 200 cards,
// and the units the board's recruitment table gives where the table did
// not enter that row at set-up.
func geltHand(form url.Values) (engine.Trade, error) {
	var n [3]int
	for i, name := range geltHandForm {
		v, err := views.FormInt(form, name)
		if err != nil {
			return engine.Trade{}, err
		}
		n[i] = v
	}
	if n[0] < 0 || n[1] < 0 || n[0]+n[1] > 42 {
		return engine.Trade{}, views.BadInput("gelt_100/gelt_200")
	}
	return engine.Trade{Values: append(slices.Repeat([]int{100}, n[0]), slices.Repeat([]int{200}, n[1])...), Units: n[2]}, nil
}

// geltDrawn reads the Throne Gelt of each card drawn at the end of a turn.
func geltDrawn(form url.Values, e *engine.EndTurn) error {
	gelt, err := views.FormInts(form, "card_gelt_")
	e.Values = gelt
	return err
}
