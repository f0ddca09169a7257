package views

import (
	"github.com/a-h/templ"

	"herald/engine"
)

// A seat: one player's own page on their phone (/games/:id/me), and what
// the shared pages hide once the players hold their cards there.

// Seats is the shared page's list of seats, each with its link button.
type Seats struct {
	Players []int
	// Shown is the seat whose link is open, -1 for none; Link its address.
	Shown int
	Link  string
	// Reissued: the shown link was just issued anew.
	Reissued bool
	// TakenAt is when a phone opened the shown seat's link ("14:02"), ""
	// while none has: an opened link is not shown again, only issued anew.
	TakenAt string
}

// SeatPageView is a seat's own page: the game as it is and whose it is.
type SeatPageView struct {
	Game   GameView
	Player int
	// FaceDown is the edition's private page of the seat (its campaign
	// cards), "" when it has none.
	FaceDown string
}

// HandHidden reports whether the shared pages count g's hands instead of
// naming the cards.
func HandHidden(g GameView) bool { return g.Seated && PanelsOf(g.State).PrivateHand }

// HandReadable reports whether g's page may show what player p keeps
// private (an edition's pre-selection from a hand, say): every hand in a
// game without seats, the seat's own on its page, none on the shared page
// of a seated game.
func HandReadable(g GameView, p int) bool {
	if g.SeatPage {
		return p == g.SeatPlayer
	}
	return !g.Seated
}

// HandPrivate reports whether st's edition keeps hands private once seated.
func HandPrivate(st *engine.State) bool { return PanelsOf(st).PrivateHand }

// hand is what the seat holds, as its own page shows it: the count of the
// core's cards and the edition's (Panels.SeatCards), and the edition's
// list of its own.
func (v SeatPageView) hand(c Ctx) (n int, edition templ.Component) {
	me := v.Game.State.Players[v.Player]
	n, edition = len(me.Hand)+len(me.Points)+len(me.Values), templ.NopComponent
	if f := PanelsOf(v.Game.State).SeatCards; f != nil {
		k, list := f(c, v.Game, v.Player)
		n, edition = n+k, list
	}
	return n, edition
}

// myTurn reports whether the seat may act now.
func (v SeatPageView) myTurn() bool {
	st := v.Game.State
	return !st.Over && st.Current == v.Player
}

// seatQR draws a seat link's QR code, as the join panel draws its own.
func seatQR(c Ctx, link string) templ.Component {
	j, err := NewJoin(link, nil, true)
	if err != nil || link == "" {
		return templ.NopComponent
	}
	return qrCode(c, j, "seat-qr")
}
