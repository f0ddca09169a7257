package handlers

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/store"
	"herald/views"
)

// A player's private page, where an edition keeps what a player holds face
// down (views.ActionEdition.SeatPage, e.g. campaign cards), and the
// actions recorded from it (views.SeatAction). Until the game's seat
// links are issued (seats.go) nothing guards it but the table's good
// manners; after, only its seat's cookie opens it. The game page never
// shows a card face down.

// seatOf loads the game and the player of a private page; a game whose
// edition has no such page, or a seat that is not a player's, is not
// found.
func (a *App) seatOf(c echo.Context) (*game, int, views.ActionEdition, error) {
	id, err := gameID(c)
	if err != nil {
		return nil, 0, views.ActionEdition{}, err
	}
	gm, err := a.games.load(c.Request().Context(), id)
	if err != nil {
		return nil, 0, views.ActionEdition{}, err
	}
	ed := views.ActionsOf(gm.State.Rules.Edition)
	p, err := strconv.Atoi(c.Param("player"))
	if ed.SeatPage == nil || err != nil || p < 0 || p >= len(gm.State.Players) || gm.State.Players[p].Neutral {
		return nil, 0, ed, echo.NewHTTPError(http.StatusNotFound)
	}
	if gm.Seated {
		// Once the seats are issued the page is its seat's alone (seats.go).
		me, err := a.seatOfRequest(c, gm)
		switch {
		case err != nil:
			return nil, 0, ed, err
		case me >= 0 && me != p: // another seat's phone: say whose page it is
			return nil, 0, ed, refusal(http.StatusForbidden, "seats.other_page",
				"me", views.PlayerName(gm.State, me), "player", views.PlayerName(gm.State, p))
		case me != p:
			return nil, 0, ed, refusal(http.StatusForbidden, "seats.no_seat")
		}
	}
	return gm, p, ed, nil
}

// seatPage shows one player's own page.
func (a *App) seatPage(c echo.Context) error {
	gm, p, ed, err := a.seatOf(c)
	if err != nil {
		return err
	}
	v := views.SeatView{ID: gm.Meta.ID, Name: gm.Meta.Name, Seq: gm.State.Seq, State: gm.State, Player: p}
	return render(c, http.StatusOK, ed.SeatPage(ctxOf(c), v))
}

// seatAct records an action from a player's own page (POST
// /games/:id/cards/:player[/:kind]) and shows the page again with its
// notice; a refusal comes back on that page with what was entered.
func (a *App) seatAct(c echo.Context) error {
	gm, p, ed, err := a.seatOf(c)
	if err != nil {
		return err
	}
	action, ok := ed.SeatAction(c.Param("kind"))
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound)
	}
	form, err := readForm(c, fields(append(action.Fields, "seq")...).repeated(action.Repeated...))
	if err != nil {
		return a.seatRefused(c, gm, nil, p, ed, nil, err)
	}
	seq, err := formInt(c, "seq")
	if err != nil {
		return err
	}
	e, err := action.Decode(gm.State, p, form)
	if err != nil {
		return fromViews(err)
	}
	if err := a.secretDoor(c, gm, e); err != nil {
		return a.seatRefused(c, gm, nil, p, ed, e, err)
	}
	next, err := a.games.record(c.Request().Context(), gm.Meta.ID, seq, e)
	if err != nil {
		return a.seatRefused(c, gm, next, p, ed, e, err)
	}
	page := "/games/" + strconv.FormatInt(gm.Meta.ID, 10) + "/cards/" + strconv.Itoa(p)
	return c.Redirect(http.StatusSeeOther, page+"?"+action.Done)
}

// seatRefused shows the private page again with the refusal of e (nil
// for a form refused before it was read); an error that is no refusal
// (the store failing) goes to the error handler.
func (a *App) seatRefused(c echo.Context, gm, next *game, p int, ed views.ActionEdition, e engine.Event, err error) error {
	if next == nil {
		next = gm
	}
	var re *engine.RuleError
	var ie *inputError
	if !errors.As(err, &re) && !errors.Is(err, store.ErrStale) && !errors.As(err, &ie) {
		return err
	}
	v := views.SeatView{ID: gm.Meta.ID, Name: gm.Meta.Name, Seq: next.State.Seq, State: next.State, Player: p, Refused: e,
		Error: message(ctxOf(c).Lang, next.State, err)}
	return render(c, http.StatusUnprocessableEntity, ed.SeatPage(ctxOf(c), v))
}
