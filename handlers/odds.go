package handlers

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"herald/engine"
)

// exactLimit bounds the invasions whose odds are also given as an exact
// fraction: beyond it the numerators grow to hundreds of digits.
const exactLimit = 30

// maxOddsUnits is the largest army the odds endpoint takes.
const maxOddsUnits = 1000

// apiOdds answers GET /api/odds?attacking=A&defending=D[&stop_at=k] with
// the exact odds of an invasion with standard dice (no modifiers yet).
func (a *App) apiOdds(c echo.Context) error {
	for _, p := range []string{"attack_bonus", "defend_bonus", "defend_dice_max", "attack_bonus_die", "defend_bonus_die", "reroll_ones", "reroll_lowest"} {
		if c.QueryParam(p) != "" {
			return badInput(p + ": dice modifiers are not supported yet")
		}
	}
	num := func(name string, lo, hi int, required bool) (int, error) {
		v := c.QueryParam(name)
		if v == "" && !required {
			return 0, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < lo || n > hi {
			return 0, badInput(name + " must be a whole number from " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi))
		}
		return n, nil
	}
	att, err := num("attacking", 1, maxOddsUnits, true)
	if err != nil {
		return err
	}
	def, err := num("defending", 1, maxOddsUnits, true)
	if err != nil {
		return err
	}
	stop, err := num("stop_at", 0, att-1, false)
	if err != nil {
		return err
	}
	q := engine.InvasionQuery{Attacking: att, Defending: def, StopAt: stop}
	o := engine.Odds(q)
	conquered := []map[string]any{}
	for left, p := range o.Conquered {
		if p > 0 {
			conquered = append(conquered, map[string]any{"attackers_left": left, "p": p})
		}
	}
	repelled := []map[string]any{}
	for left, row := range o.Repelled {
		for d, p := range row {
			if p > 0 {
				repelled = append(repelled, map[string]any{"attackers_left": left, "defenders_left": d, "p": p})
			}
		}
	}
	out := map[string]any{
		"attacking": att, "defending": def, "stop_at": stop,
		"win": o.Win, "conquered": conquered, "repelled": repelled,
		"expected_attacker_loss": o.ExpectedAttackerLoss, "expected_defender_loss": o.ExpectedDefenderLoss,
	}
	if att <= exactLimit && def <= exactLimit {
		out["exact"] = engine.ExactWin(q).RatString()
	}
	return c.JSON(http.StatusOK, out)
}
