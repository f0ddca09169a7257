package handlers

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"herald/views"
)

// Seats belong to their phone (issue 29). A device that holds a seat of a
// game sees its own seat and no other seat's link: it may neither show,
// open nor issue anew another's. Issuing and reissuing links is the
// table's act, from a device that holds no seat; a link a phone opened is
// not shown again, only issued anew (behind a second tap, views.
// seatReissue). The phone that held the old link learns it on its next
// request, page, fragment or live stream (seatDoor, hub.renew).

// Request values the seat door leaves for the handlers.
const (
	seatHeldKey    = "herald.seat"         // int: the seat the request holds in its game
	seatRenewedKey = "herald.seat_renewed" // bool: its token was issued anew (the live stream's)
)

// seatToken is the seat token a request carries: its cookie, else an API
// client's X-Herald-Seat header.
func seatToken(c echo.Context) string {
	if ck, err := c.Cookie(seatCookie); err == nil {
		return ck.Value
	}
	return c.Request().Header.Get("X-Herald-Seat")
}

// seatDoor looks at the seat token of every request to a game's pages,
// fragments and API. A token that is one of the game's seats is noted
// (the seats panel then offers no other seat's link: views.Ctx.SeatHeld);
// one the table has issued anew answers, instead of anything else, that
// the link was renewed. Opening a new link (takeSeat) passes, and the
// live stream says it its own way.
func (a *App) seatDoor(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		route := strings.TrimPrefix(c.Path(), "/api")
		if !strings.HasPrefix(route, "/games/:id") || route == "/games/:id/seat/:token" {
			return next(c)
		}
		id, err := strconv.ParseInt(c.Param("id"), 10, 64)
		if err != nil {
			return next(c)
		}
		tok := seatToken(c)
		if tok == "" {
			return a.tableDoor(c, id, next)
		}
		ctx := c.Request().Context()
		if p, ok, err := a.games.store.SeatOf(ctx, id, tok); err != nil || ok {
			if err != nil {
				return err
			}
			c.Set(seatHeldKey, p)
			return next(c)
		}
		p, at, ok, err := a.games.store.RetiredSeat(ctx, id, tok)
		switch {
		case err != nil:
			return err
		case ok && route == "/games/:id/live":
			c.Set(seatRenewedKey, true)
		case ok:
			return a.seatRenewed(c, id, p, at)
		}
		return a.tableDoor(c, id, next)
	}
}

// clock is a time as the table's clock shows it ("14:02").
func clock(t time.Time) string { return t.Local().Format("15:04") }

// seatRenewed tells the device holding seat p's old link (issued anew at
// at) that it was renewed at the table: the API in its JSON error, an
// htmx fragment by reloading its page (which then says it), a page in
// words. The page forgets the old link, so the device is one without a
// seat again until it opens the new one.
func (a *App) seatRenewed(c echo.Context, id int64, p int, at time.Time) error {
	gm, err := a.games.load(c.Request().Context(), id)
	if err != nil {
		return err
	}
	cx := ctxOf(c)
	name := views.PlayerName(gm.State, p)
	text := cx.T("seats.renewed", "time", clock(at))
	c.Response().Header().Set("Cache-Control", "no-store")
	if strings.HasPrefix(c.Path(), "/api/") {
		return c.JSON(http.StatusForbidden, map[string]any{"error": text, "key": "seats.renewed"})
	}
	if isHTMX(c) {
		// htmx swaps no 403; a reload shows the page below.
		c.Response().Header().Set("HX-Refresh", "true")
	} else {
		for _, path := range []string{gamePath(id), "/api" + gamePath(id)} {
			c.SetCookie(&http.Cookie{Name: seatCookie, Path: path, HttpOnly: true, SameSite: http.SameSiteLaxMode, MaxAge: -1})
		}
	}
	return render(c, http.StatusForbidden, views.SeatRenewedPage(cx, id, cx.T("seats.renewed_title", "player", name), text))
}

// refuseInWords answers a device's request with a refusal in words
// (403): the error handler would name a cross-site form for any 403.
func refuseInWords(c echo.Context, text string) error {
	c.Response().Header().Set("Cache-Control", "no-store")
	return render(c, http.StatusForbidden, views.ErrorPage(ctxOf(c), text))
}

// seatRefusedTo answers, and reports true, when the request holds a seat
// of gm and asks for seat p's link: another seat's is only shown at the
// table, a new one of its own only issued there; its own seat's address
// leads to its own page.
func (a *App) seatRefusedTo(c echo.Context, gm *game, p int) (bool, error) {
	me, err := a.seatOfRequest(c, gm)
	if err != nil || me < 0 {
		return false, err
	}
	switch {
	case me != p:
		return true, refuseOtherSeat(c, gm, me, p)
	case c.Request().Method == http.MethodPost:
		return true, refuseInWords(c, ctxOf(c).T("seats.own_reissue"))
	}
	return true, c.Redirect(http.StatusSeeOther, gamePath(gm.Meta.ID)+"/me")
}
