package views

import "herald/engine"

// The pieces of the shared Halo panels (halo.templ: the hand counts, the
// skull turn-in, the transfer of command) that differ for Halo Legendary,
// whose hands are secret. They stay here until halo.templ asks the
// edition's Panels instead; the rest of Halo Legendary's pages are in
// editions/legendary.

// legendaryID is Halo Legendary's edition id (editions/legendary.ID),
// which this package cannot import.
const legendaryID = "halo_legendary"

// SkullRowsConfirmed are the rows of the skull chart the rulebook
// confirms (set by editions/legendary from legendary.SkullsConfirmed).
var SkullRowsConfirmed = map[int]bool{}

// isLegendary reports whether the game is Halo Legendary.
func isLegendary(st *engine.State) bool { return st.Rules.Edition == legendaryID }

// handCount is a player's skull cards as everyone may know them. Halo
// Legendary, "FRAKTIONS-KARTEN": "Die Anzahl der Fraktions-Karten eines
// Spielers ist allen Spielern bekannt, der Inhalt jedoch nicht": the
// count only, cards taken from an eliminated player counted apart.
func (c Ctx) handCount(st *engine.State, p engine.Player) string {
	if !isLegendary(st) {
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

// tradeHint introduces the skull turn-in; in Halo Legendary without the
// hand's content (see handCount).
func (c Ctx) tradeHint(st *engine.State, ones, twos int) string {
	if isLegendary(st) {
		return c.T("legendary.trade_hint", "player", PlayerName(st, st.Current))
	}
	return c.T("halo.trade_hint", "player", PlayerName(st, st.Current), "ones", itoa(ones), "twos", itoa(twos))
}

// skullMax and skullValue bound and pre-fill a turn-in field with the
// hand's count of such cards; in Halo Legendary the shared page leaves
// them open and empty, so the hand's content stays secret.
func skullMax(st *engine.State, n int) string {
	if isLegendary(st) {
		return ""
	}
	return itoa(n)
}

func skullValue(st *engine.State, n int) string {
	if isLegendary(st) {
		return "0"
	}
	return itoa(n)
}

// skullUnverified reports whether a row of the skull chart is confirmed
// neither by the rulebook (Halo Legendary confirms only 4 skulls, see
// legendary.SkullsConfirmed) nor by the board's legend as entered.
func skullUnverified(st *engine.State, skulls int) bool {
	return skullChartAssumed(st) && !SkullRowsConfirmed[skulls]
}

// skullChartAssumed: a Halo Legendary board without its legend entered
// plays Herald's assumed chart.
func skullChartAssumed(st *engine.State) bool {
	return isLegendary(st) && len(st.Board.SkullChart) == 0
}

// factionPlayers are the players who may play a faction card's ability
// now: the current player, and during the attacks any other player still
// in (a defence).
func factionPlayers(st *engine.State) []int {
	var out []int
	for i, p := range st.Players {
		if p.Neutral || p.Out || len(p.Skulls) == 0 {
			continue
		}
		if i == st.Current || st.Phase != engine.PhaseManeuver {
			out = append(out, i)
		}
	}
	return out
}

// transferSources are the current player's territories a unit may come
// from for a Halo Legendary transfer of command.
func (c Ctx) transferSources(st *engine.State) []option {
	if !isLegendary(st) {
		return nil
	}
	return c.ownTerritories(st, st.Current, 2, "")
}
