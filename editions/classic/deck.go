package classic

import "herald/engine"

// The classic deck (Parker 1993, Equipment: "42 cards each marked with a
// territory and a picture of Infantry, Cavalry, or Artillery"; "2 wild
// cards marked with all three pictures, but no territory"). The 42
// territory cards are board data (maps/classic.json, "cards"; designs per
// territory from Domination's risk.cards, SOURCES.md, medium: the table's
// cards decide); the two wild cards show no territory and are the
// edition's (engine.Ruleset.ExtraCards).

// WildCards are the two wild cards' ids in a hand or the deck.
var WildCards = []string{"wild_1", "wild_2"}

// wildCards is Rules.ExtraCards: each wild card reads as Wild in a set.
func wildCards() map[string]engine.CardSymbol {
	m := map[string]engine.CardSymbol{}
	for _, w := range WildCards {
		m[w] = Wild
	}
	return m
}

// SymbolOf is the design of a card in a hand on board b: a territory's
// card or a wild card; ok is false for an unknown card.
func SymbolOf(b *engine.Board, card string) (engine.CardSymbol, bool) {
	if s, ok := wildCards()[card]; ok {
		return s, true
	}
	t, ok := b.Lookup(card)
	if !ok {
		return "", false
	}
	c, ok := b.CardOf(t)
	return c.Symbol, ok
}
