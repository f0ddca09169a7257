package handlers

import (
	"errors"

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
// edition does not have is not found; a form field it does not declare
// (views.TurnAction.Fields) is refused with a sentence naming it, shown on
// the game page like any refusal.
func (a *App) editionAction(c echo.Context, kind string) error {
	return a.act(c, editionForm(kind), func(gm *game) (engine.Event, error) { return a.editionEvent(c, gm, kind) }, nil)
}

// editionEvent reads the form of the edition's action kind.
func (a *App) editionEvent(c echo.Context, gm *game, kind string) (engine.Event, error) {
	action, ok := views.ActionsOf(gm.State.Rules.Edition).Action(kind)
	if !ok {
		return nil, echo.ErrNotFound
	}
	e, err := action.Decode(gm.State, c.Request().PostForm)
	return e, fromViews(err)
}

// gameForms are the fields of the game's forms besides "seq", by the
// last part of their address; an edition's actions declare theirs
// (editionForm).
var gameForms = map[string]gameForm{
	"place":      always(fields("territory", "units")),
	"trade":      handForm,
	"attack":     always(attackForm),
	"move-in":    always(fields("hero").repeated("units")), // "Alle N einrücken" beside the field (lastFormInt)
	"end-attack": always(fields()),
	"maneuver":   always(fields("from", "to", "units", "hero", "start")),
	"end-turn":   endTurnForm,
	"board":      always(fields("owner_", "units_", "hero_", "base_")),
	"hand": func(gm *game) (formSpec, error) {
		s, err := handForm(gm)
		return s.with(fields("player")), err
	},
}

// editionForm is the fields of the game's edition's action kind
// (views.TurnAction.Fields); a kind it does not have is not found.
func editionForm(kind string) gameForm {
	return func(gm *game) (formSpec, error) {
		action, ok := views.ActionsOf(gm.State.Rules.Edition).Action(kind)
		if !ok {
			return formSpec{}, echo.ErrNotFound
		}
		return fields(action.Fields...).repeated(action.Repeated...), nil
	}
}

// handForm is the fields of a trade or hand form in the game's edition's
// kind of card (views.ActionEdition.HandForm); territory cards, one
// "card" field each, when the edition has no other.
func handForm(gm *game) (formSpec, error) {
	if ed := views.ActionsOf(gm.State.Rules.Edition); ed.Hand != nil {
		return fields(ed.HandForm...), nil
	}
	return fields().repeated("card"), nil
}

// endTurnForm is the end-of-turn form: draw a card or not, the card
// drawn, where each removed hero goes back, and what the edition says of
// the cards drawn (views.ActionEdition.DrawnForm).
func endTurnForm(gm *game) (formSpec, error) {
	s := fields("draw", "card", "hero_")
	return s.with(fields(views.ActionsOf(gm.State.Rules.Edition).DrawnForm...)), nil
}

// handOf reads the cards a trade or hand form names, in the game's
// edition's kind of card (views.ActionEdition.Hand); territory cards when
// the edition has no other.
func handOf(c echo.Context, st *engine.State) (engine.Trade, error) {
	form := c.Request().PostForm // read strictly by act (handForm)
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
