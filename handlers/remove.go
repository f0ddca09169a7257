package handlers

// A game removed, restored or archived (issue 33). Removing asks first
// (GET /games/:id/remove names the game; its form posts the removal), is
// kept store.KeepRemoved under "Recently removed" on the home page with
// a Restore button, then deleted for good. A removed game leaves every
// list and read of a game (store's kept): the records, the dice, its
// pages, the API and the live stream answer 404. Archiving puts a game
// away from the home page's list only: it still counts in the records and
// the dice, and its pages stay. An unfinished game may be archived too: a
// game the table gave up is the one most often put away, and the records
// tell an unfinished game apart wherever they list it.

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"herald/store"
	"herald/views"
)

// keepDays is store.KeepRemoved in days, as the pages say it.
var keepDays = int(store.KeepRemoved / (24 * time.Hour))

// homeView is the home page's lists: the games on it (neither archived
// nor removed), the archived ones, the removed ones still restorable.
func (a *App) homeView(ctx context.Context) (views.HomeView, error) {
	v := views.HomeView{KeepDays: keepDays}
	list, err := a.games.store.Games(ctx)
	if err != nil {
		return v, err
	}
	for _, g := range list {
		if g.ArchivedAt.IsZero() {
			v.Games = append(v.Games, summaryOf(g))
		} else {
			v.Archived = append(v.Archived, summaryOf(g))
		}
	}
	removed, err := a.games.store.RemovedGames(ctx)
	if err != nil {
		return v, err
	}
	for _, g := range removed {
		v.Removed = append(v.Removed, summaryOf(g))
	}
	return v, nil
}

func summaryOf(g store.Game) views.GameSummary {
	s := views.GameSummary{ID: g.ID, Name: g.Name, Edition: g.Edition, Events: g.Events, UpdatedAt: g.UpdatedAt,
		ArchivedAt: g.ArchivedAt, RemovedAt: g.RemovedAt}
	if !g.RemovedAt.IsZero() {
		s.KeepUntil = g.RemovedAt.Add(store.KeepRemoved)
	}
	return s
}

// removePage is GET /games/:id/remove: the question before removing.
func (a *App) removePage(c echo.Context) error {
	id, err := gameID(c)
	if err != nil {
		return err
	}
	g, err := a.games.store.Game(c.Request().Context(), id)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.RemovePage(ctxOf(c), summaryOf(g), keepDays))
}

// lifeOp is one of the store's removal, restoring and archiving.
type lifeOp func(*store.Store, context.Context, int64) error

// removeGame is the store's removal, and the end of the game's open
// streams: a device following it is cut off (its reconnect meets the 404
// every other door answers). Archiving ends none: the game's pages stay.
func (a *App) removeGame(st *store.Store, ctx context.Context, id int64) error {
	if err := st.RemoveGame(ctx, id); err != nil {
		return err
	}
	a.games.live.end(id)
	return nil
}

// lifeForm posts op from the home page (a form with no field) and goes
// back to the home page.
func (a *App) lifeForm(op lifeOp) echo.HandlerFunc {
	return func(c echo.Context) error {
		id, err := gameID(c)
		if err != nil {
			return err
		}
		if _, err := readForm(c, fields()); err != nil {
			return err
		}
		if err := a.lifeChange(c.Request().Context(), op, id); err != nil {
			return err
		}
		return c.Redirect(http.StatusSeeOther, "/")
	}
}

// lifeAPI is op through the API (DELETE /api/games/:id, POST
// .../restore, .../archive): no body or an empty object; the game's row
// as it is now.
func (a *App) lifeAPI(op lifeOp) echo.HandlerFunc {
	return func(c echo.Context) error {
		id, err := gameID(c)
		if err != nil {
			return err
		}
		if err := emptyBody(c); err != nil {
			return err
		}
		ctx := c.Request().Context()
		if err := a.lifeChange(ctx, op, id); err != nil {
			return err
		}
		out := map[string]any{"id": id, "removed": false}
		if g, err := a.games.store.Game(ctx, id); err == nil {
			out["archived"] = !g.ArchivedAt.IsZero()
			return c.JSON(http.StatusOK, out)
		}
		removed, err := a.games.store.RemovedGames(ctx)
		if err != nil {
			return err
		}
		for _, g := range removed {
			if g.ID == id {
				out["removed"], out["archived"], out["restore_until"] = true, !g.ArchivedAt.IsZero(), g.RemovedAt.Add(store.KeepRemoved)
			}
		}
		return c.JSON(http.StatusOK, out)
	}
}

// lifeChange runs op on game id and lets the cached replay and the
// records' cache go: a removed game is read from the store again (and
// not found), and a restored one is back in the records.
func (a *App) lifeChange(ctx context.Context, op lifeOp, id int64) error {
	if err := op(a.games.store, ctx, id); err != nil {
		return err
	}
	a.games.forget(id)
	return nil
}

// emptyBody refuses an API body that says anything: these routes take
// none (an empty object is none).
func emptyBody(c echo.Context) error {
	b, err := io.ReadAll(io.LimitReader(c.Request().Body, 1<<10))
	if err != nil || len(bytes.TrimSpace(b)) == 0 {
		return err
	}
	c.Request().Body = io.NopCloser(bytes.NewReader(b))
	var none struct{}
	return bindJSON(c, &none)
}
