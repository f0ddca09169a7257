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
	if !gm.Seated {
		return nil
	}
	owner, ok := views.PrivateOwner(gm.State, e)
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
