package views

import (
	"strings"

	"herald/engine"
)

// setup_picture.go: the board picture on a set-up page (ClaimPicture),
// for an edition whose set-up grid is the claim round (ClaimBarIn). It is
// the game page's picture (picture.go) drawn from the grid as the page
// shows it: each territory in its owner's colour with its units, no
// turn's forms to fill. static/app.js (claimRound) turns a tap on a
// territory into the grid's claim tap or its +, and repaints the
// picture from the grid after every change, so both always show the same
// board.

// setupState is the board of a set-up grid as a state to draw: rows'
// owners (-1 for none yet) and units, the players in seat order.
func setupState(b *engine.Board, players []engine.PlayerSetup, rows []GridRow) *engine.State {
	st := &engine.State{Board: b, Owner: make([]int, len(b.Territories)), Units: make([]int, len(b.Territories))}
	for _, p := range players {
		st.Players = append(st.Players, engine.Player{Name: p.Name, House: p.House, Neutral: p.Neutral})
	}
	for i := range st.Owner {
		st.Owner[i] = -1
	}
	for _, r := range rows {
		if t, ok := b.Lookup(r.ID); ok {
			st.Owner[t], st.Units[t] = r.Owner, r.Units
		}
	}
	return st
}

// claimPicture is the picture of the set-up grid's board, in the words
// of edition where it has its own.
func claimPicture(c Ctx, edition string, st *engine.State) boardPicture {
	p := picture(c, GameView{State: st}, false)
	p.Claim, p.Edition = true, edition
	return p
}

// seatHouses are the players' colour classes in seat order, for the
// script that repaints the picture (data-seat-houses).
func seatHouses(st *engine.State) string {
	out := make([]string, len(st.Players))
	for i := range st.Players {
		out[i] = HouseClass(st, i)
	}
	return strings.Join(out, " ")
}
