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
// "Odds"). Every refusal names the parameter and what it takes; the
// first one is returned.
func parseOdds(v url.Values) (oddsRequest, error) {
	var r oddsRequest
	p := oddsParams{v: v}
	q := &r.Query
	p.num(&q.Attacking, "attacking", 1, maxOddsUnits, true)
	p.num(&q.Defending, "defending", 1, maxOddsUnits, true)
	p.num(&q.StopAt, "stop_at", 0, q.Attacking-1, false)
	p.num(&q.AttackDiceMax, "attack_dice_max", 1, 3, false)
	p.num(&q.DefendDiceMax, "defend_dice_max", 1, 2, false)
	p.num(&q.Rule.Attack.Plus, "attack_bonus", 0, 3, false)
	p.num(&q.Rule.Defend.Plus, "defend_bonus", 0, 3, false)
	p.flag(&q.Rule.Attack.Hero, "attack_hero")
	p.flag(&q.Rule.Defend.Hero, "defend_hero")
	p.flag(&q.Rule.Attack.BonusDie, "attack_bonus_die")
	p.flag(&q.Rule.Defend.BonusDie, "defend_bonus_die")
	p.reroll(&q.Rule.Attack.RerollOne, &q.RerollOneOnce, "reroll_one")
	p.reroll(&q.Rule.Attack.RerollLowest, &q.RerollLowestOnce, "reroll_lowest")
	p.chain(&r.Chain)
	p.target(&r.Target)
	return r, p.err
}

// oddsParams reads the parameters of one odds question. The first refusal
// sticks and every later read does nothing, so parseOdds reads as a list.
type oddsParams struct {
	v   url.Values
	err error
}

// get is the trimmed value of parameter name, or "" once a read failed.
func (p *oddsParams) get(name string) string {
	if p.err != nil {
		return ""
	}
	return strings.TrimSpace(p.v.Get(name))
}

// num reads a whole number from lo to hi; an optional one left out is 0.
func (p *oddsParams) num(to *int, name string, lo, hi int, required bool) {
	s := p.get(name)
	if p.err != nil || (s == "" && !required) {
		return
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		p.err = badInput(name + " must be a whole number from " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi))
		return
	}
	*to = n
}

// flag reads a yes or no; left out is no.
func (p *oddsParams) flag(to *bool, name string) {
	switch p.get(name) {
	case "", "0", "false", "no":
		*to = false
	case "1", "true", "yes", "on":
		*to = true
	default:
		p.err = badInput(name + " must be true or false")
	}
}

// reroll reads a re-roll: "each" time (on), "once" (on and once), or not.
func (p *oddsParams) reroll(on, once *bool, name string) {
	switch p.get(name) {
	case "", "no", "false", "0":
		*on, *once = false, false
	case "each", "true", "1", "on":
		*on, *once = true, false
	case "once":
		*on, *once = true, true
	default:
		p.err = badInput(name + " must be each or once")
	}
}

// chain reads "then": the defenders of the territories attacked next.
func (p *oddsParams) chain(to *[]int) {
	s := p.get("then")
	if s == "" {
		return
	}
	for _, part := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || n < 1 || n > maxOddsUnits {
			p.err = badInput("then must list defenders (1 to " + strconv.Itoa(maxOddsUnits) + ") separated by commas")
			return
		}
		*to = append(*to, n)
	}
	if len(*to) > maxChain {
		p.err = badInput("then takes at most " + strconv.Itoa(maxChain) + " territories")
	}
}

// target reads the chance the smallest army asked for must reach, as a
// probability or a percentage.
func (p *oddsParams) target(to *float64) {
	s := p.get("target")
	if s == "" {
		return
	}
	t, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
	if strings.HasSuffix(s, "%") {
		t /= 100
	}
	if err != nil || t <= 0 || t >= 1 {
		p.err = badInput("target must be a probability between 0 and 1 (or a percentage)")
		return
	}
	*to = t
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
