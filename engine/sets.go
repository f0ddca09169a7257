package engine

import (
	"maps"
	"slices"
	"sort"
)

// sets.go is the part of the territory card mechanism an edition shapes
// with numbers and small functions: which symbols its cards show, cards
// that show no territory (wild cards), a set's value that grows with the
// sets traded in the game, and the extra units for a traded card's own
// territory given once a turn. The zero values keep the mechanism as the
// first edition that used it plays it (cards.go).

// SymbolKnown reports whether a territory card may show sym in this
// edition: one of Ruleset.CardSymbols, or, where the edition declares
// none, the three symbols of the core's territory cards.
func (r *Ruleset) SymbolKnown(sym CardSymbol) bool {
	if len(r.CardSymbols) > 0 {
		return slices.Contains(r.CardSymbols, sym)
	}
	return sym == Knight || sym == SiegeEngine || sym == Fortification
}

// extraCardIDs are the ids of the edition's cards without a territory,
// sorted, so a Herald deck is shuffled the same way every time.
func (r *Ruleset) extraCardIDs() []string {
	ids := make([]string, 0, len(r.ExtraCards))
	for id := range r.ExtraCards {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// CardSymbol is the symbol of card c of the game: a board card's, or one
// of the edition's cards without a territory (t is then NoTerritory).
func (s *State) CardSymbol(c string) (sym CardSymbol, t TerritoryID, ok bool) {
	if sym, ok := s.Rules.ExtraCards[c]; ok {
		return sym, NoTerritory, true
	}
	t, ok = s.Board.Lookup(c)
	if !ok {
		return "", NoTerritory, false
	}
	card, ok := s.Board.CardOf(t)
	return card.Symbol, t, ok
}

// setValue is what a set of symbols is worth now: by the sets traded in
// the whole game so far where the edition's values grow
// (Ruleset.TradeValue), else by the edition's table (SetValue).
func (s *State) setValue(symbols []CardSymbol) (int, bool) {
	value, ok := s.Rules.SetValue(symbols)
	if ok && s.Rules.TradeValue != nil {
		value = s.Rules.TradeValue(s.SetsTraded)
	}
	return value, ok
}

// TradeDown is when a hand swollen by a beaten player's cards is traded
// at once: with At cards or more, until it holds To or fewer.
type TradeDown struct{ At, To int }

// startTradeDown starts the trade down after an elimination where the
// edition sets one (Ruleset.TradeDown) and the hand reached its At.
func (s *State) startTradeDown() {
	if at := s.Rules.TradeDown.At; at > 0 && len(s.Players[s.Current].Hand) >= at {
		s.TradingDown = true
	}
}

// overHand reports whether the current player must trade before going
// on, and down to how many cards: while trading down after an elimination
// (Ruleset.TradeDown), or, where the edition sets no such trade, while
// the hand is over HandLimit.
func (s *State) overHand() (over bool, limit int) {
	n := len(s.Players[s.Current].Hand)
	if s.Rules.TradeDown.At > 0 {
		return s.TradingDown && n > s.Rules.TradeDown.To, s.Rules.TradeDown.To
	}
	return s.Rules.HandLimit > 0 && n > s.Rules.HandLimit, s.Rules.HandLimit
}

// notASet refuses cards that are not a set in the edition's words
// (Ruleset.NotASet).
func (s *State) notASet() error {
	if s.Rules.NotASet != "" {
		// The edition's own key, from its own catalogue (i18n.Add).
		return &RuleError{Key: s.Rules.NotASet, Args: map[string]any{}}
	}
	return Broke("trade.not_a_set")
}

// tradeExtra picks the territories that get Ruleset.TradeExtra units from
// a trade: every traded card's own territory, or, with TradeExtraOnce, at
// most one a turn: the one the player named (named), or the first when
// the player named none. A named territory must be one of them.
func (s *State) tradeExtra(own []TerritoryID, named string) ([]TerritoryID, error) {
	if !s.Rules.TradeExtraOnce {
		if named != "" {
			return nil, Broke("trade.extra_not_chosen")
		}
		return own, nil
	}
	given := slices.ContainsFunc(s.Reinforcement.Trades, func(r TradeResult) bool { return len(r.Extra) > 0 })
	if named == "" {
		if given || len(own) == 0 {
			return nil, nil
		}
		return own[:1], nil
	}
	t, err := s.Territory(named)
	if err != nil {
		return nil, err
	}
	if given || !slices.Contains(own, t) {
		return nil, Broke("trade.extra_not_yours", "territory", t)
	}
	return []TerritoryID{t}, nil
}

// drawExtraCard draws one of the edition's cards without a territory from
// the table's deck: it must be in no hand and not traded in.
//
// Cards without a territory that show the same symbol are alike at the
// table (two wild cards): where the one named is taken, another
// one left is drawn in its place, so a page that cannot see every hand may
// name either.
func (s *State) drawExtraCard(named string) (string, error) {
	sym := s.Rules.ExtraCards[named]
	alike := []string{named}
	for _, id := range slices.Sorted(maps.Keys(s.Rules.ExtraCards)) {
		if id != named && s.Rules.ExtraCards[id] == sym {
			alike = append(alike, id)
		}
	}
	for _, id := range alike {
		if !s.extraCardTaken(id) {
			s.Drawn = append(s.Drawn, id)
			return id, nil
		}
	}
	return "", Broke("draw.extra_card_taken", "card", named)
}

// extraCardTaken reports whether the card is in a hand or traded.
func (s *State) extraCardTaken(id string) bool {
	for _, p := range s.Players {
		if slices.Contains(p.Hand, id) {
			return true
		}
	}
	return slices.Contains(s.Discard, id)
}

// TakeDeck checks the set-up's deck mode and keeps Herald's deck, which
// must hold every card of the game once (the board's and ExtraCards):
// for an edition's SetUp that deals territory cards.
func (s *State) TakeDeck(e Setup) error {
	switch e.DeckMode {
	case DeckHerald:
		if err := checkDeck(s.Board, s.Rules, e.Deck); err != nil {
			return err
		}
		s.Deck = slices.Clone(e.Deck)
		s.deckKey = deckKey(e)
	case DeckTable:
		if len(e.Deck) > 0 {
			return Broke("setup.deck_in_table_mode")
		}
	default:
		return Broke("setup.deck_mode", "mode", e.DeckMode)
	}
	return nil
}
