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

// tableStateKey is the request value tableDoor leaves: what it learned
// of the device and the game's table (a tableState).
const tableStateKey = "herald.table"

// tableState: whether a device is game's table yet (bound), and whether
// it is the requesting one (match).
type tableState struct{ bound, match bool }

// notTheTable: the request comes from a device known not to be its
// game's table (views.Ctx.NotTable): one is bound, and it is another.
func notTheTable(c echo.Context) bool {
	s, _ := c.Get(tableStateKey).(tableState)
	return s.bound && !s.match
}

// theTablesDevice: the request carries its game's table token.
func theTablesDevice(c echo.Context) bool {
	s, _ := c.Get(tableStateKey).(tableState)
	return s.match
}

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
	s, err := a.tableStateOf(c, id)
	if err != nil || s.bound {
		return s.match, err
	}
	return a.bindTable(c, id)
}

// tableStateOf is what tableDoor learned, else asks the store.
func (a *App) tableStateOf(c echo.Context, id int64) (tableState, error) {
	if s, ok := c.Get(tableStateKey).(tableState); ok {
		return s, nil
	}
	bound, match, err := a.games.store.TableOf(c.Request().Context(), id, tableToken(c))
	return tableState{bound, match}, err
}

// tableToken is the table token the request carries ("" for none).
func tableToken(c echo.Context) string {
	if ck, err := c.Cookie(tableCookie); err == nil {
		return ck.Value
	}
	return ""
}

// tableDoor notes what a request without a seat is to game id: its
// table's device or another (tableState). The seats panel of another
// offers no seat's link, nor its join panel a new code.
func (a *App) tableDoor(c echo.Context, id int64, next echo.HandlerFunc) error {
	if fromThisMachine(c.Request()) {
		return next(c)
	}
	s, err := a.tableStateOf(c, id)
	if err != nil {
		return err
	}
	c.Set(tableStateKey, s)
	return next(c)
}
