package classic

import "herald/engine"

// Deck is the classic deck, one card per territory with its design, plus
// the two wild cards (Parker 1993, Equipment: "42 cards each marked with
// a territory and a picture of Infantry, Cavalry, or Artillery"; "2 wild
// cards"). Designs per territory: Domination (Yura Mamyrin), RiskAI/
// ai-data/maps/risk.cards, github.com/sdyura/domination @bd75eef3, the
// only source found that lists them; 14 of each design, as the box has
// them. Confidence: medium (a digital game's deck; no printed card list
// was found to check it against). The table's own cards decide.
var Deck = []engine.Card{
	{Territory: "alaska", Symbol: Infantry},
	{Territory: "northwest_territory", Symbol: Artillery},
	{Territory: "alberta", Symbol: Infantry},
	{Territory: "western_united_states", Symbol: Infantry},
	{Territory: "central_america", Symbol: Cavalry},
	{Territory: "greenland", Symbol: Cavalry},
	{Territory: "ontario", Symbol: Cavalry},
	{Territory: "quebec", Symbol: Artillery},
	{Territory: "eastern_united_states", Symbol: Artillery},
	{Territory: "venezuela", Symbol: Artillery},
	{Territory: "peru", Symbol: Cavalry},
	{Territory: "brazil", Symbol: Artillery},
	{Territory: "argentina", Symbol: Infantry},
	{Territory: "iceland", Symbol: Infantry},
	{Territory: "scandinavia", Symbol: Artillery},
	{Territory: "ukraine", Symbol: Artillery},
	{Territory: "great_britain", Symbol: Cavalry},
	{Territory: "northern_europe", Symbol: Cavalry},
	{Territory: "western_europe", Symbol: Infantry},
	{Territory: "southern_europe", Symbol: Cavalry},
	{Territory: "north_africa", Symbol: Infantry},
	{Territory: "egypt", Symbol: Infantry},
	{Territory: "congo", Symbol: Cavalry},
	{Territory: "east_africa", Symbol: Artillery},
	{Territory: "south_africa", Symbol: Artillery},
	{Territory: "madagascar", Symbol: Infantry},
	{Territory: "siberia", Symbol: Artillery},
	{Territory: "ural", Symbol: Cavalry},
	{Territory: "china", Symbol: Cavalry},
	{Territory: "afghanistan", Symbol: Infantry},
	{Territory: "middle_east", Symbol: Artillery},
	{Territory: "india", Symbol: Infantry},
	{Territory: "siam", Symbol: Artillery},
	{Territory: "yakutsk", Symbol: Cavalry},
	{Territory: "irkutsk", Symbol: Infantry},
	{Territory: "mongolia", Symbol: Artillery},
	{Territory: "japan", Symbol: Infantry},
	{Territory: "kamchatka", Symbol: Cavalry},
	{Territory: "indonesia", Symbol: Cavalry},
	{Territory: "new_guinea", Symbol: Cavalry},
	{Territory: "western_australia", Symbol: Artillery},
	{Territory: "eastern_australia", Symbol: Infantry},
}

// WildCards are the two wild cards' ids in a hand or the deck.
var WildCards = []string{"wild_1", "wild_2"}

// SymbolOf is the design of a card in a hand: a territory's card or a
// wild card; ok is false for an unknown card.
func SymbolOf(card string) (engine.CardSymbol, bool) {
	for _, w := range WildCards {
		if card == w {
			return Wild, true
		}
	}
	for _, c := range Deck {
		if c.Territory == card {
			return c.Symbol, true
		}
	}
	return "", false
}
