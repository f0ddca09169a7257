package views

// Territory cards in hand and the units a traded set reserves: the card
// mechanism of the reinforcement form, whichever edition trades sets of
// territory cards (a hand limit, reserved units for a card's territory).

import "herald/engine"

// CardCount is "1 Gebietskarte" / "5 Gebietskarten" in the reader's
// language.
func (c Ctx) CardCount(n int) string { return c.T("hand.count", "count", itoa(n)) }

// placedAll says whether the reinforcement panel shows only what was
// placed (no form, no card to trade first): app.css then moves it below
// the turn's forms, so the attack form takes the panel's top.
func placedAll(st *engine.State) bool {
	return showsReinforce(st) && st.ToPlace() == 0 && !st.MustTrade && !overLimit(st)
}

// showsReinforce says whether the action panel shows the reinforcement
// panel: in the reinforcement phase, and while units or a trade are owed.
func showsReinforce(st *engine.State) bool {
	return st.Pending == nil && (st.Phase == engine.PhaseReinforce || st.ToPlace() > 0 || st.MustTrade || len(st.Players[st.Current].Hand) > st.Rules.HandLimit)
}

// overLimit reports whether the current player holds more cards than the
// hand limit (after taking an eliminated player's cards, or a correction).
func overLimit(st *engine.State) bool {
	return st.Rules.HandLimit > 0 && len(st.Players[st.Current].Hand) > st.Rules.HandLimit
}

// placeDefault is the territory the reinforcement form pre-selects: the
// first one holding units reserved by a traded card ("Die 2 weiteren
// Einheiten dürfen aber nur auf das entsprechende Gebiet gestellt
// werden"), so the pre-filled number can be placed there; else the
// strongest territory at the front (frontToReinforce), where the attack
// will most likely start; "" when none.
func placeDefault(st *engine.State) string {
	for t, n := range st.Reserved {
		if n > 0 && st.Owner[t] == st.Current {
			return st.Board.Territories[t].ID
		}
	}
	return frontToReinforce(st)
}

// placeUnits is the number the form pre-fills: everything that may go on
// the pre-selected territory, the free units and its reserved ones.
func placeUnits(st *engine.State) int {
	if t, ok := st.Board.Lookup(placeDefault(st)); ok {
		return st.Pool + st.Reserved[t]
	}
	return st.Pool
}

// placeMax is the most units one placement can take: the free units and
// the largest reservation.
func placeMax(st *engine.State) int {
	most := 0
	for _, n := range st.Reserved {
		most = max(most, n)
	}
	return st.Pool + most
}

// reservedPlaces lists the territories still waiting for reserved units.
func reservedPlaces(st *engine.State) []engine.TerritoryID {
	var out []engine.TerritoryID
	for t, n := range st.Reserved {
		if n > 0 {
			out = append(out, engine.TerritoryID(t))
		}
	}
	return out
}
