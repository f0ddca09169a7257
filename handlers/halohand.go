package handlers

import (
	"slices"

	"github.com/labstack/echo/v4"

	"herald/engine"
)

// correctSkulls records the correction of one player's skull cards from
// the correction page: how many cards show one skull and how many two.
func (a *App) correctSkulls(c echo.Context) error {
	return a.act(c, func(gm *game) (engine.Event, error) {
		player, err := formInt(c, "player")
		if err != nil {
			return nil, err
		}
		ones, err := formInt(c, "ones")
		if err != nil {
			return nil, err
		}
		twos, err := formInt(c, "twos")
		if err != nil {
			return nil, err
		}
		if ones < 0 || twos < 0 || ones+twos > 42 {
			return nil, badInput("ones, twos")
		}
		return engine.CorrectHand{Player: player, Skulls: slices.Concat(slices.Repeat([]int{1}, ones), slices.Repeat([]int{2}, twos))}, nil
	}, nil)
}
