package handlers

import (
	"slices"

	"github.com/labstack/echo/v4"

	"herald/engine"
)

// The Warhammer 40,000 actions of the game page: Throne Gelt trades, loot
// cards played by hand and the fallen leader's return. Missions are taken
// with the claim form (turn.go).

// geltTrade reads a Throne Gelt trade: how many 100 and 200 cards, and
// the units the board's recruitment table gives where the table did not
// enter that row at set-up.
func geltTrade(c echo.Context) (engine.Event, error) {
	hundreds, err := formInt(c, "gelt_100")
	if err != nil {
		return nil, err
	}
	twoHundreds, err := formInt(c, "gelt_200")
	if err != nil {
		return nil, err
	}
	units, err := formInt(c, "units")
	if err != nil {
		return nil, err
	}
	if hundreds < 0 || twoHundreds < 0 || hundreds+twoHundreds > 42 {
		return nil, badInput("gelt_100/gelt_200")
	}
	return engine.Trade{Gelt: append(slices.Repeat([]int{100}, hundreds), slices.Repeat([]int{200}, twoHundreds)...), Units: units}, nil
}

// useLoot plays a loot card by hand.
func (a *App) useLoot(c echo.Context) error {
	return a.act(c, func(*game) (engine.Event, error) {
		return engine.UseLoot{Loot: c.FormValue("loot"), Territory: c.FormValue("territory")}, nil
	}, nil)
}
