package views

import (
	"net/url"
	"slices"

	"herald/editions/wh40k"
	"herald/engine"
)

// Warhammer 40,000's turn actions: taking a mission (the table confirms
// what Herald cannot check), a loot card played by hand and the fallen
// leader's return (posted as "leader", or "hero" like Halo Legendary's);
// its cards are Throne Gelt.
func init() {
	RegisterActions(wh40k.ID, ActionEdition{
		Actions: []TurnAction{ClaimAction("reward", "confirmed"), lootAction, HeroAction("leader"), HeroAction("hero")},
		Hand:    geltHand, DrawnCards: geltDrawn,
		APIState: warhammerAPIState,
		NewGame:  APINewGame{Mode: wh40k.ModeClassic},
	})
}

var lootAction = TurnAction{Kind: "loot", Fields: []string{"loot", "territory"},
	Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
		return wh40k.UseLoot{Loot: f.Get("loot"), Territory: f.Get("territory")}, nil
	}}

// geltHand reads a Throne Gelt trade or hand: how many 100 and 200 cards,
// and the units the board's recruitment table gives where the table did
// not enter that row at set-up.
func geltHand(form url.Values) (engine.Trade, error) {
	var n [3]int
	for i, name := range []string{"gelt_100", "gelt_200", "units"} {
		v, err := FormInt(form, name)
		if err != nil {
			return engine.Trade{}, err
		}
		n[i] = v
	}
	if n[0] < 0 || n[1] < 0 || n[0]+n[1] > 42 {
		return engine.Trade{}, BadInput("gelt_100/gelt_200")
	}
	return engine.Trade{Gelt: append(slices.Repeat([]int{100}, n[0]), slices.Repeat([]int{200}, n[1])...), Units: n[2]}, nil
}

// geltDrawn reads the Throne Gelt of each card drawn at the end of a turn.
func geltDrawn(form url.Values, e *engine.EndTurn) error {
	gelt, err := FormInts(form, "card_gelt_")
	e.Gelt = gelt
	return err
}
