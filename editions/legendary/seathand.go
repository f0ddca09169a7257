package legendary

import (
	"github.com/a-h/templ"

	"herald/engine"
	"herald/views"
)

// seatCards are what player p holds beyond the core's faction cards, on
// p's own phone (views.Panels.SeatCards): the campaign cards in hand and
// the faction cards taken from an eliminated player ("Halten Sie diese
// Karten von Ihren anderen Fraktionskarten getrennt", EINEN SPIELER AUS
// DEM SPIEL WERFEN).
func seatCards(c views.Ctx, g views.GameView, p int) (int, templ.Component) {
	held := heldCampaign(g.State, p)
	taken := len(g.State.Players[p].TakenPoints)
	if len(held)+taken == 0 {
		return 0, templ.NopComponent
	}
	return len(held) + taken, seatCampaign(c, g, p, held)
}

// heldCampaign are player p's campaign cards in hand, by tier: each dealt
// card ("1 Einfache, 1 Heldenhafte und 1 Legendäre", KAMPAGNEN-KARTEN
// AUSTEILEN), recorded or not yet, until it is completed ("Wenn Sie
// Kampagnenziele erfüllen, haben Sie weniger Karten auf der Hand") or
// its player is out ("werden seine Kampagnenkarten nicht weitergegeben.
// Sie werden abgelegt"). A completed card passed on by an ally is
// face up beside the board, not in the hand.
func heldCampaign(st *engine.State, p int) []cardRow {
	if !hasCampaigns(st) || st.Players[p].Out {
		return nil
	}
	var out []cardRow
	for _, r := range publicCards(st, p) {
		if !r.Done {
			out = append(out, r)
		}
	}
	return out
}
