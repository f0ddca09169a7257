package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// The table's device (seat takeover, found by an audit): a request
// without a seat cookie used to count as the table, so a phone that
// dropped its cookie could renew Anna's link, open it and read her hand.
// Now one device per game is the table: the one that set the game up, or
// else the first to show a seat's link; it keeps a token of its own in a
// cookie. Only it, and the machine Herald runs on, shows and renews the
// seats' links. A table whose device lost its cookie shows them on
// Herald's machine.

// tableCookie holds a game's table token, scoped to its pages.
const tableCookie = "herald_table"

// notTableKey is the request value seatDoor leaves: the device is
// another than the game's table (views.Ctx.NotTable).
const notTableKey = "herald.not_table"

// tableCookieOf keeps game id's table token on the device that holds it
// for as long as a browser keeps a cookie: a game may last weeks.
func tableCookieOf(id int64, tok string) *http.Cookie {
	return &http.Cookie{Name: tableCookie, Value: tok, Path: gamePath(id), MaxAge: keyCookieAge,
		HttpOnly: true, SameSite: http.SameSiteLaxMode}
}

// bindTable makes the requesting device game id's table where no device
// is yet, and reports whether it is now (another may have come first).
// The machine Herald runs on needs no cookie.
func (a *App) bindTable(c echo.Context, id int64) (bool, error) {
	if fromThisMachine(c.Request()) {
		return true, nil
	}
	tok, ok, err := a.games.store.BindTable(c.Request().Context(), id)
	if err == nil && ok {
		c.SetCookie(tableCookieOf(id, tok))
	}
	return ok, err
}

// isTable reports whether the request comes from game id's table: the
// machine Herald runs on, the device holding its token, or, where no
// device is the table yet, this one, which becomes it.
func (a *App) isTable(c echo.Context, id int64) (bool, error) {
	if fromThisMachine(c.Request()) {
		return true, nil
	}
	bound, match, err := a.games.store.TableOf(c.Request().Context(), id, tableToken(c))
	if err != nil || bound {
		return match, err
	}
	return a.bindTable(c, id)
}

// tableToken is the table token the request carries ("" for none).
func tableToken(c echo.Context) string {
	if ck, err := c.Cookie(tableCookie); err == nil {
		return ck.Value
	}
	return ""
}

// tableDoor notes a request without a seat from a device known not to
// be game id's table: one is bound, and it is neither this device nor
// the machine Herald runs on. The seats panel then offers no seat's link
// (views.Ctx.NotTable).
func (a *App) tableDoor(c echo.Context, id int64, next echo.HandlerFunc) error {
	if fromThisMachine(c.Request()) {
		return next(c)
	}
	bound, match, err := a.games.store.TableOf(c.Request().Context(), id, tableToken(c))
	if err != nil {
		return err
	}
	if bound && !match {
		c.Set(notTableKey, true)
	}
	return next(c)
}
