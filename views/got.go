package views

// Game of Thrones Skirmish helpers for the game page: the hand limit of 5,
// the table's deck and the units a traded card reserves for its territory.

import (
	"herald/engine"
)

// cardCount is "1 Gebietskarte" / "5 Gebietskarten" in the reader's
// language.
func (c Ctx) cardCount(n int) string { return c.T("got.cards", "count", itoa(n)) }

// mayDraw says a card may be drawn after n conquests ("Karte ziehen": "Sie
// dürfen immer nur eine Karte ziehen, auch wenn Sie mehrere Gebiete
// erobert haben"), with the real plural.
func (c Ctx) mayDraw(n int) string {
	if n == 1 {
		return c.T("got.may_draw_one")
	}
	return c.T("got.may_draw", "count", itoa(n))
}

// overLimit reports whether the current player holds more cards than the
// hand limit (after taking an eliminated player's cards, or a correction).
func overLimit(st *engine.State) bool {
	return st.Rules.HandLimit > 0 && len(st.Players[st.Current].Hand) > st.Rules.HandLimit
}

// placeDefault is the territory the reinforcement form pre-selects: the
// first one holding units reserved by a traded card ("Die 2 weiteren
// Einheiten dürfen aber nur auf das entsprechende Gebiet gestellt
// werden"), so the pre-filled number can be placed there; "" when none.
func placeDefault(st *engine.State) string {
	for t, n := range st.Reserved {
		if n > 0 && st.Owner[t] == st.Current {
			return st.Board.Territories[t].ID
		}
	}
	return ""
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

// showDeckLeft reports whether the page shows the cards left in the
// stack: Game of Thrones, both deck modes.
func showDeckLeft(st *engine.State) bool { return st.Rules.EndGameCard }

// endCardTooEarly reports whether the table's deck cannot yet give the End
// Game card (it lies in the bottom half: "Spielaufbau" step 6).
func endCardTooEarly(st *engine.State) bool {
	return st.Rules.EndGameCard && st.DeckMode == engine.DeckTable && st.CardsOut() < st.EndCardFrom()
}
