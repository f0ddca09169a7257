package views

import "herald/engine"

// PrivateOwner is the player who alone may send e once a game's seats are
// issued: e names what that player keeps hidden, either by its own word
// (engine.Private) or as cards in hand where the edition keeps hands
// private (Panels.PrivateHand: a trade names the current player's cards,
// a hand correction the player's).
func PrivateOwner(st *engine.State, e engine.Event) (player int, ok bool) {
	if p, ok := e.(engine.Private); ok {
		return p.PrivateTo(st)
	}
	if !HandPrivate(st) {
		return 0, false
	}
	switch e := e.(type) {
	case engine.Trade:
		return st.Current, true
	case engine.CorrectHand:
		return e.Player, true
	}
	return 0, false
}
