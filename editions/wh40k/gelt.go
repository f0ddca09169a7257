package wh40k

import (
	"slices"

	"herald/engine"
)

// Territory cards by their Throne Gelt ("C EINHEITEN ERWERBEN").

// tradeGelt turns in territory cards by their Throne Gelt ("C EINHEITEN
// ERWERBEN"): at least 200 together, units by the board's recruitment
// table, once a turn, while reinforcing. A total the table did not enter
// at set-up takes the units the player reads off the board, and Herald
// keeps that row for the rest of the game.
func tradeGelt(s *engine.State, e engine.Trade) error {
	if len(e.Cards) > 0 || len(e.Points) > 0 {
		return engine.Broke("trade.gelt_only")
	}
	if s.Traded {
		return engine.Broke("trade.once")
	}
	p := &s.Players[s.Current]
	hand := slices.Clone(p.Values)
	total := 0
	for _, v := range e.Values {
		i := slices.Index(hand, v)
		if i < 0 {
			return engine.Broke("trade.gelt_not_in_hand", "gelt", v)
		}
		hand = slices.Delete(hand, i, i+1)
		total += v
	}
	if total < 200 {
		return engine.Broke("trade.gelt_minimum", "gelt", total)
	}
	units, known := Recruitment(s)[total]
	switch {
	case known && e.Units != 0 && e.Units != units:
		return engine.Broke("trade.gelt_table", "gelt", total, "units", units)
	case !known && e.Units < 1:
		return engine.Broke("trade.gelt_units", "gelt", total)
	case !known:
		units = e.Units
		x := stateOf(s)
		if x.Recruitment == nil {
			x.Recruitment = map[int]int{}
		}
		x.Recruitment[total] = units
	}
	p.Values = hand
	s.Traded = true
	s.Pool += units
	s.Reinforcement.Trades = append(s.Reinforcement.Trades, engine.TradeResult{Worth: total, Value: units})
	s.Reinforcement.Total += units
	return nil
}

// correctGelt sets a player's territory cards by their Throne Gelt, as
// the table holds them.
func correctGelt(s *engine.State, e engine.CorrectHand) error {
	if s.Rules.CardsBy != engine.CardsByValue || len(e.Cards) > 0 {
		return engine.Broke("trade.gelt_only")
	}
	for _, v := range e.Values {
		if v != 100 && v != 200 {
			return engine.Broke("cards.gelt", "gelt", v)
		}
	}
	s.Players[e.Player].Values = slices.Clone(e.Values)
	return nil
}

// GeltOf is the Throne Gelt of player p's territory cards.
func GeltOf(s *engine.State, p int) int {
	n := 0
	for _, v := range s.Players[p].Values {
		n += v
	}
	return n
}
