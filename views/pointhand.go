package views

import "herald/engine"

// The pieces of the shared panel of point cards (pointcards.templ: the
// hand counts, the turn-in of points, the transfer of command) that differ where an edition
// keeps its hands secret (Panels.SecretHand) or reads its chart from the
// board (Ruleset.ValueTable).

// PointRowsConfirmed are the rows of the points chart the rulebook
// confirms where an edition reads its chart from the board (set by that
// edition).
var PointRowsConfirmed = map[int]bool{}

// secretHand reports whether the table knows a hand only by its count.
func secretHand(st *engine.State) bool { return PanelsOf(st).SecretHand }

// handCount is a player's point cards as everyone may know them. With a
// secret hand (an edition whose rulebook makes a hand's count known to
// all and its cards to its holder alone: PanelsOf(st).SecretHand) the
// count only, cards taken from an eliminated player counted apart.
func (c Ctx) handCount(st *engine.State, p engine.Player) string {
	if !secretHand(st) {
		return c.TE(st, "points.cards", "cards", itoa(len(p.Points)), "points", itoa(pointTotal(p.Points)))
	}
	out := c.TE(st, "points.card_count", "cards", itoa(len(p.Points)))
	if len(p.TakenPoints) > 0 {
		out += " " + c.T("points.taken_count", "cards", itoa(len(p.TakenPoints)))
	}
	if n := p.UnenteredCards(); n > 0 {
		out += " " + c.T("points.unentered_count", "cards", itoa(n))
	}
	return out
}

// ownPoints is a player's own point cards as their seat's page shows
// them: how many and their points, and how many are not entered yet (a
// card drawn unread counts no points until its holder enters them, and
// "3 cards, 0 points" read as a hand of blanks).
func (c Ctx) ownPoints(st *engine.State, p engine.Player) string {
	out := c.TE(st, "points.cards", "cards", itoa(len(p.Points)), "points", itoa(pointTotal(p.Points)))
	if unentered := engine.PointsToEnter(p.Points); unentered > 0 {
		out += " " + c.T("points.unentered_count", "cards", itoa(unentered))
	}
	return out
}

// tradeHint introduces the turn-in of points; with a secret hand without the
// hand's content (see handCount).
func (c Ctx) tradeHint(st *engine.State, ones, twos int) string {
	if secretHand(st) {
		return c.TE(st, "points.trade_hint_private", "player", PlayerName(st, st.Current))
	}
	return c.TE(st, "points.trade_hint", "player", PlayerName(st, st.Current), "ones", itoa(ones), "twos", itoa(twos))
}

// pointMax and pointValue bound and pre-fill a turn-in field with the
// hand's count of such cards; with a secret hand the shared page leaves
// them open and empty, so the hand's content stays secret.
func pointMax(st *engine.State, n int) string {
	if secretHand(st) {
		return ""
	}
	return itoa(n)
}

func pointValue(st *engine.State, n int) string {
	// A secret hand: the shared page proposes no number (0 and 0 was a
	// trade the rules refuse; issue 15, legal defaults); the player types
	// what they turn in.
	if secretHand(st) {
		return ""
	}
	return itoa(n)
}

// pointUnverified reports whether a row of the points chart is confirmed
// neither by the rulebook (PointRowsConfirmed) nor by the board's legend
// as entered.
func pointUnverified(st *engine.State, points int) bool {
	return pointChartAssumed(st) && !PointRowsConfirmed[points]
}

// pointChartAssumed: an edition that reads its chart from the board
// (Ruleset.ValueTable) plays Herald's assumed chart on a
// board without its legend entered.
func pointChartAssumed(st *engine.State) bool {
	return st.Rules.ValueTable != nil && len(st.Board.PointChart) == 0
}

// transferSources are the current player's territories a unit may come
// from for a transfer of command that takes one (Panels.TransferFrom).
func (c Ctx) transferSources(st *engine.State) []option {
	if !PanelsOf(st).TransferFrom {
		return nil
	}
	return c.ownTerritories(st, st.Current, 2, "")
}

// handTitle heads the shared panel of point cards in the edition's words.
func handTitle(st *engine.State) string {
	if t := PanelsOf(st).Words.HandTitle; t != "" {
		return t
	}
	return "cards.title"
}
