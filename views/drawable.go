package views

import "herald/engine"

// The draw after a conquest from the table's deck, for the editions that
// draw a territory card then (engine.State.CanDraw): which cards the deck
// can still give.

// DrawableCards lists the cards a player may say they drew from the
// table's deck: the board's cards and the edition's cards without a
// territory (a wild card, once for each kind) that are in no hand, not
// traded and not out of play. An edition adds its own cards beside them.
// A hand the page may not show is not taken out: what is missing from the
// list would tell what those hands hold.
func DrawableCards(c Ctx, g GameView) []Option {
	st := g.State
	gone := map[string]bool{}
	for i, p := range st.Players {
		if !HandReadable(g, i) && HandPrivate(st) {
			continue
		}
		for _, h := range p.Hand {
			gone[h] = true
		}
	}
	for _, d := range st.Discard {
		gone[d] = true
	}
	drawable := func(id string) bool {
		return !gone[id] && (st.Rules.CardOutOfPlay == nil || st.Rules.CardOutOfPlay(st, id) == nil)
	}
	var cards []Option
	for _, cd := range st.Board.Cards {
		if drawable(cd.Territory) {
			cards = append(cards, Option{Value: cd.Territory, Label: c.TerritoryCard(st, cd.Territory)})
		}
	}
	// Two wild cards are alike to the table: the first left stands for both.
	extras := map[string]string{}
	for id := range st.Rules.ExtraCards {
		if label := c.TerrID(st, id); drawable(id) && (extras[label] == "" || id < extras[label]) {
			extras[label] = id
		}
	}
	for label, id := range extras {
		cards = append(cards, Option{Value: id, Label: label})
	}
	SortOptions(cards)
	return cards
}

// TerritoryCard names a territory's card as a list of cards shows it:
// the territory and the design it bears ("Alaska · Infantry").
func (c Ctx) TerritoryCard(st *engine.State, id string) string {
	return c.TerrID(st, id) + " · " + c.Symbol(st, id)
}
