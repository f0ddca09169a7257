package handlers

import (
	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// secretDoor refuses e, once gm's seats are issued, from any device but
// the seat of the player whose hidden cards it names (views.PrivateOwner).
// The refusal names only that player: the engine's own refusal would say
// whether the card is there, and an answer to anyone else is a leak. A
// game whose seats are not issued trusts its table, as before.
func (a *App) secretDoor(c echo.Context, gm *game, e engine.Event) error {
	return a.secretDoorAt(c, gm, gm.State, e)
}

// secretDoorAt is secretDoor for e judged in st, a state of gm's log.
func (a *App) secretDoorAt(c echo.Context, gm *game, st *engine.State, e engine.Event) error {
	if !gm.Seated {
		return nil
	}
	owner, ok := views.PrivateOwner(st, e)
	if !ok {
		return nil
	}
	me, err := a.seatOfRequest(c, gm)
	if err != nil {
		return err
	}
	if me != owner {
		return engine.Broke("seats.private_elsewhere", "player", engine.PlayerRef(owner))
	}
	return nil
}

// undone is what an undo takes back: the game's last event, judged in the
// state before it.
func undone(gm *game) (engine.Event, *engine.State) {
	if gm.Last.Before == nil {
		return gm.Last.Event, gm.State
	}
	return gm.Last.Event, gm.Last.Before
}

// redone is what a redo puts back.
func redone(gm *game) (engine.Event, *engine.State) {
	if gm.Redo == nil {
		return nil, gm.State
	}
	return gm.Redo.Event, gm.State
}

// logDoor is secretDoor for an undo or redo as of seq (which of picks):
// taking back or putting back a player's face-down card is that player's
// act as much as entering it (a tablet's undo wiped a phone's campaign
// card unseen). A stale seq is left to the undo's own refusal.
func (a *App) logDoor(c echo.Context, id int64, seq int, pick func(*game) (engine.Event, *engine.State)) error {
	gm, err := a.games.load(c.Request().Context(), id)
	if err != nil || gm.State.Seq != seq {
		return err
	}
	e, st := pick(gm)
	if e == nil {
		return nil
	}
	if err := a.secretDoorAt(c, gm, st, e); err != nil {
		return &gameError{err: err, game: gm}
	}
	return nil
}
