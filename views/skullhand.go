package views

import "herald/engine"

// The pieces of the shared skull panel (halo.templ: the hand counts, the
// skull turn-in, the transfer of command) that differ where an edition
// keeps its hands secret (Panels.SecretHand) or reads its chart from the
// board (Ruleset.ValueTable).

// SkullRowsConfirmed are the rows of the skull chart the rulebook
// confirms (set by editions/legendary from legendary.SkullsConfirmed).
var SkullRowsConfirmed = map[int]bool{}

// secretHand reports whether the table knows a hand only by its count.
func secretHand(st *engine.State) bool { return PanelsOf(st).SecretHand }

// handCount is a player's skull cards as everyone may know them. Halo
// Legendary, "FRAKTIONS-KARTEN": "Die Anzahl der Fraktions-Karten eines
// Spielers ist allen Spielern bekannt, der Inhalt jedoch nicht": the
// count only, cards taken from an eliminated player counted apart.
func (c Ctx) handCount(st *engine.State, p engine.Player) string {
	if !secretHand(st) {
		return c.T("halo.cards", "cards", itoa(len(p.Skulls)), "skulls", itoa(skullTotal(p.Skulls)))
	}
	out := c.T("legendary.card_count", "cards", itoa(len(p.Skulls)))
	if len(p.TakenSkulls) > 0 {
		out += " " + c.T("legendary.taken_count", "cards", itoa(len(p.TakenSkulls)))
	}
	if n := p.UnenteredCards(); n > 0 {
		out += " " + c.T("legendary.unentered_count", "cards", itoa(n))
	}
	return out
}

// tradeHint introduces the skull turn-in; with a secret hand without the
// hand's content (see handCount).
func (c Ctx) tradeHint(st *engine.State, ones, twos int) string {
	if secretHand(st) {
		return c.T("legendary.trade_hint", "player", PlayerName(st, st.Current))
	}
	return c.T("halo.trade_hint", "player", PlayerName(st, st.Current), "ones", itoa(ones), "twos", itoa(twos))
}

// skullMax and skullValue bound and pre-fill a turn-in field with the
// hand's count of such cards; with a secret hand the shared page leaves
// them open and empty, so the hand's content stays secret.
func skullMax(st *engine.State, n int) string {
	if secretHand(st) {
		return ""
	}
	return itoa(n)
}

func skullValue(st *engine.State, n int) string {
	// A secret hand: the shared page proposes no number (0 and 0 was a
	// trade the rules refuse; issue 15, legal defaults); the player types
	// what they turn in.
	if secretHand(st) {
		return ""
	}
	return itoa(n)
}

// skullUnverified reports whether a row of the skull chart is confirmed
// neither by the rulebook (Halo Legendary confirms only 4 skulls, see
// legendary.SkullsConfirmed) nor by the board's legend as entered.
func skullUnverified(st *engine.State, skulls int) bool {
	return skullChartAssumed(st) && !SkullRowsConfirmed[skulls]
}

// skullChartAssumed: an edition that reads its chart from the board
// (Ruleset.ValueTable: Halo Legendary) plays Herald's assumed chart on a
// board without its legend entered.
func skullChartAssumed(st *engine.State) bool {
	return st.Rules.ValueTable != nil && len(st.Board.SkullChart) == 0
}

// transferSources are the current player's territories a unit may come
// from for a transfer of command that takes one (Panels.TransferFrom).
func (c Ctx) transferSources(st *engine.State) []option {
	if !PanelsOf(st).TransferFrom {
		return nil
	}
	return c.ownTerritories(st, st.Current, 2, "")
}

// handTitle heads the shared skull panel in the edition's words.
func handTitle(st *engine.State) string {
	if t := PanelsOf(st).Words.HandTitle; t != "" {
		return t
	}
	return "cards.title"
}
