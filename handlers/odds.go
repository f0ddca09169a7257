package handlers

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/engine"
)

// exactLimit bounds the invasions whose odds are also given as an exact
// fraction: beyond it the numerators grow to hundreds of digits.
const exactLimit = 30

// maxOddsUnits is the largest army the odds take: the engine's bound.
const maxOddsUnits = engine.OddsLimit

// maxChain is the most territories a chain of invasions may have.
const maxChain = 10

// oddsRequest is an odds question read from query parameters, shared by
// GET /api/odds and the odds page.
type oddsRequest struct {
	Query  engine.InvasionQuery
	Chain  []int   // defenders of the territories attacked next
	Target float64 // ask for the smallest army reaching this, when > 0
}

// parseOdds reads the parameters documented in the README (section
// "Odds"). Every refusal names the parameter and what it takes.
func parseOdds(v url.Values) (oddsRequest, error) {
	var r oddsRequest
	num := func(name string, lo, hi int, required bool) (int, error) {
		s := strings.TrimSpace(v.Get(name))
		if s == "" && !required {
			return 0, nil
		}
		n, err := strconv.Atoi(s)
		if err != nil || n < lo || n > hi {
			return 0, badInput(name + " must be a whole number from " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi))
		}
		return n, nil
	}
	flag := func(name string) (bool, error) {
		switch strings.TrimSpace(v.Get(name)) {
		case "", "0", "false", "no":
			return false, nil
		case "1", "true", "yes", "on":
			return true, nil
		}
		return false, badInput(name + " must be true or false")
	}
	reroll := func(name string) (on, once bool, err error) {
		switch strings.TrimSpace(v.Get(name)) {
		case "", "no", "false", "0":
			return false, false, nil
		case "each", "true", "1", "on":
			return true, false, nil
		case "once":
			return true, true, nil
		}
		return false, false, badInput(name + " must be each or once")
	}
	q := &r.Query
	var err error
	if q.Attacking, err = num("attacking", 1, maxOddsUnits, true); err != nil {
		return r, err
	}
	if q.Defending, err = num("defending", 1, maxOddsUnits, true); err != nil {
		return r, err
	}
	if q.StopAt, err = num("stop_at", 0, q.Attacking-1, false); err != nil {
		return r, err
	}
	if q.AttackDiceMax, err = num("attack_dice_max", 1, 3, false); err != nil {
		return r, err
	}
	if q.DefendDiceMax, err = num("defend_dice_max", 1, 2, false); err != nil {
		return r, err
	}
	if q.Rule.Attack.Plus, err = num("attack_bonus", 0, 3, false); err != nil {
		return r, err
	}
	if q.Rule.Defend.Plus, err = num("defend_bonus", 0, 3, false); err != nil {
		return r, err
	}
	for _, f := range []struct {
		name string
		to   *bool
	}{
		{"attack_hero", &q.Rule.Attack.Hero}, {"defend_hero", &q.Rule.Defend.Hero},
		{"attack_bonus_die", &q.Rule.Attack.BonusDie}, {"defend_bonus_die", &q.Rule.Defend.BonusDie},
	} {
		if *f.to, err = flag(f.name); err != nil {
			return r, err
		}
	}
	if q.Rule.Attack.RerollOne, q.RerollOneOnce, err = reroll("reroll_one"); err != nil {
		return r, err
	}
	if q.Rule.Attack.RerollLowest, q.RerollLowestOnce, err = reroll("reroll_lowest"); err != nil {
		return r, err
	}
	if s := strings.TrimSpace(v.Get("then")); s != "" {
		for _, part := range strings.Split(s, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(part))
			if err != nil || n < 1 || n > maxOddsUnits {
				return r, badInput("then must list defenders (1 to " + strconv.Itoa(maxOddsUnits) + ") separated by commas")
			}
			r.Chain = append(r.Chain, n)
		}
		if len(r.Chain) > maxChain {
			return r, badInput("then takes at most " + strconv.Itoa(maxChain) + " territories")
		}
	}
	if s := strings.TrimSpace(v.Get("target")); s != "" {
		t, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
		if strings.HasSuffix(s, "%") {
			t /= 100
		}
		if err != nil || t <= 0 || t >= 1 {
			return r, badInput("target must be a probability between 0 and 1 (or a percentage)")
		}
		r.Target = t
	}
	return r, nil
}

// apiOdds answers GET /api/odds with the exact odds of an invasion.
func (a *App) apiOdds(c echo.Context) error {
	r, err := parseOdds(c.QueryParams())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, oddsJSON(r))
}

func oddsJSON(r oddsRequest) map[string]any {
	q := r.Query
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
		"attacking": q.Attacking, "defending": q.Defending, "stop_at": q.StopAt,
		"win": o.Win, "conquered": conquered, "repelled": repelled,
		"expected_attacker_loss": o.ExpectedAttackerLoss, "expected_defender_loss": o.ExpectedDefenderLoss,
		"dropped": o.Dropped,
		"rule":    q.Rule,
	}
	if q.Attacking <= exactLimit && q.Defending <= exactLimit {
		out["exact"] = engine.ExactWin(q).RatString()
	}
	if len(r.Chain) > 0 {
		c := engine.Chain(q, append([]int{q.Defending}, r.Chain...))
		out["chain"] = map[string]any{"defenders": append([]int{q.Defending}, r.Chain...), "reach": c.Reach}
	}
	if r.Target > 0 {
		n, win := engine.SmallestAttack(q, r.Target, maxOddsUnits)
		if n > 0 {
			out["smallest_attacking"] = map[string]any{"target": r.Target, "attacking": n, "win": win}
		} else {
			out["smallest_attacking"] = map[string]any{"target": r.Target, "attacking": nil, "win": nil}
		}
	}
	return out
}
