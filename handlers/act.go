package handlers

import (
	"errors"
	"net/url"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// The turn actions an edition adds (views.TurnAction: claims, campaign cards,
// loot, a hero's return ...) all come through one handler: the game's
// edition names the action, which reads the form strictly into an event;
// recording and answering are every action's (act).

// actKind answers POST /games/:id/act/:kind and the older
// /games/:id/:kind.
func (a *App) actKind(c echo.Context) error { return a.editionAction(c, c.Param("kind")) }

// editionAction records the action kind of the game's edition. A kind the
// edition does not have is not found; a form field it does not read is
// refused with a sentence naming it, shown on the game page like any
// refusal.
func (a *App) editionAction(c echo.Context, kind string) error {
	return a.act(c, func(gm *game) (engine.Event, error) { return a.editionEvent(c, gm, kind) }, nil)
}

// editionEvent reads the form of the edition's action kind.
func (a *App) editionEvent(c echo.Context, gm *game, kind string) (engine.Event, error) {
	action, ok := views.ActionsOf(gm.State.Rules.Edition).Action(kind)
	if !ok {
		return nil, echo.ErrNotFound
	}
	form, err := postForm(c)
	if err != nil {
		return nil, err
	}
	if err := views.CheckFields(form, action.Fields); err != nil {
		var re *engine.RuleError
		errors.As(err, &re)
		return nil, &inputError{detail: err.Error(), rule: re}
	}
	e, err := action.Decode(gm.State, form)
	return e, fromViews(err)
}

// postForm is the request body's form fields only: the query (?lang=)
// is the page's, not the action's.
func postForm(c echo.Context) (url.Values, error) {
	if _, err := c.FormParams(); err != nil {
		return nil, badInput(err.Error())
	}
	return c.Request().PostForm, nil
}

// handOf reads the cards a trade or hand form names, in the game's
// edition's kind of card (views.ActionEdition.Hand); territory cards when
// the edition has no other.
func handOf(c echo.Context, st *engine.State) (engine.Trade, error) {
	form, err := c.FormParams()
	if err != nil {
		return engine.Trade{}, badInput(err.Error())
	}
	if read := views.ActionsOf(st.Rules.Edition).Hand; read != nil {
		t, err := read(form)
		return t, fromViews(err)
	}
	return engine.Trade{Cards: form["card"]}, nil
}

// fromViews makes a views.InputError (a field an edition's form reader
// could not read) the handlers' 400 answer.
func fromViews(err error) error {
	var ie *views.InputError
	if errors.As(err, &ie) {
		return badInput(ie.Detail)
	}
	return err
}
