package handlers

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// One set-up flow for every edition: GET /games/new?edition=<id> shows
// the edition's form in one page skeleton (no edition: the choice of
// edition), POST /games reads it back and lets the edition go on (a form
// to show again, or the Setup event to check and store). The edition's
// part is a views.SetupEdition; nothing here names an edition.

// newGameForm is GET /games/new: the choice of edition, or its form.
func (a *App) newGameForm(c echo.Context) error {
	id := c.QueryParam("edition")
	if id == "" {
		return render(c, http.StatusOK, views.SetupChoice(ctxOf(c)))
	}
	ed, ok := views.SetupFor(id)
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound)
	}
	env, err := a.setupEnv(c.Request().Context(), ctxOf(c).Lang, id)
	if err != nil {
		return err
	}
	return a.setupPage(c, http.StatusOK, ed, ed.Blank(env), "")
}

// createGame is POST /games: the table's set-up, step by step.
func (a *App) createGame(c echo.Context) error {
	cx := ctxOf(c)
	form, err := bodyForm(c.Request())
	if err != nil {
		return err
	}
	ed, ok := views.SetupFor(form.Get("edition"))
	if !ok {
		return &engine.RuleError{Key: "setup.unknown_edition", Args: map[string]any{"edition": form.Get("edition")}}
	}
	env, err := a.setupEnv(c.Request().Context(), cx.Lang, ed.ID())
	if err != nil {
		return err
	}
	f := ed.Read(form, env)
	refuse := func(st *engine.State, err error) error {
		if !refusable(err) {
			return err
		}
		return a.setupPage(c, http.StatusUnprocessableEntity, ed, f, message(cx.Lang, st, err))
	}
	// The edition's fields may repeat (a row per player); "edition" may not.
	if err := fields("edition").repeated(ed.Fields()...).check(c.Request(), form); err != nil {
		return refuse(nil, err)
	}
	done, err := ed.Next(form, f, env)
	switch {
	case err != nil && done != nil:
		return refuse(stateForSetup(done.Board, done.Setup), err)
	case err != nil:
		return refuse(nil, err)
	case done == nil:
		return a.setupPage(c, http.StatusOK, ed, f, "")
	}
	if err := done.Checked; err != nil {
		return refuse(stateForSetup(done.Board, done.Setup), err)
	}
	if _, err := engine.NewGame(done.Board, done.Setup); err != nil {
		return refuse(stateForSetup(done.Board, done.Setup), err)
	}
	id, err := a.createSetup(c.Request().Context(), cx.Lang, done.Name, done.Board, done.Setup)
	if err != nil {
		return err
	}
	if _, err := a.bindTable(c, id); err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/games/"+strconv.FormatInt(id, 10))
}

// refusable reports whether err is the table's to read on the form (a
// rule, a board that does not fit, unreadable input), not Herald's fault.
func refusable(err error) bool {
	return errors.As(err, new(*engine.RuleError)) || errors.As(err, new(*choiceError)) || errors.As(err, new(*inputError))
}

// setupEnv is what an edition's set-up may use: its boards, a resolver
// that refuses a board with nothing to claim, and Herald's dice.
func (a *App) setupEnv(ctx context.Context, lang, edition string) (views.SetupEnv, error) {
	boards, err := a.boardChoices(ctx, edition)
	if err != nil {
		return views.SetupEnv{}, err
	}
	resolve := func(ref string) (*engine.Board, string, error) {
		_, pb, ref, err := a.chooseBoard(ctx, edition, ref)
		if err == nil {
			err = hasTerritories(pb, ref)
		}
		return pb.Board, ref, err
	}
	return views.SetupEnv{Lang: lang, Boards: boards, Board: resolve, Intn: a.intn}, nil
}

// legacySetup keeps the old per-edition addresses working: GET sends the
// table to the one form, POST is the one handler with the edition set.
func (a *App) legacySetup(e *echo.Echo, path, post, edition string) {
	e.GET(path, func(c echo.Context) error {
		q := c.QueryParams()
		q.Set("edition", edition)
		return c.Redirect(http.StatusSeeOther, "/games/new?"+q.Encode())
	})
	e.POST(post, func(c echo.Context) error {
		form, err := bodyForm(c.Request())
		if err != nil {
			return err
		}
		form.Set("edition", edition)
		return a.createGame(c)
	})
}

// hasTerritories refuses a board with no territory yet: there is nothing
// to claim.
func hasTerritories(pb playBoard, ref string) error {
	if len(pb.Board.Territories) == 0 {
		return &choiceError{key: "newgame.board_unplayable", ref: ref, names: pb.Board.Names}
	}
	return nil
}
