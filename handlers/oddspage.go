package handlers

import (
	"errors"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/i18n"
	"herald/views"
)

// oddsPage is GET /odds, the odds calculator. The form is sent with GET,
// so every answer is a URL to share; a first visit shows 10 against 10.
func (a *App) oddsPage(c echo.Context) error {
	cx := ctxOf(c)
	v := c.QueryParams()
	if !v.Has("attacking") && !v.Has("defending") {
		v = url.Values{"attacking": {"10"}, "defending": {"10"}}
	}
	view := views.OddsView{Form: oddsForm(v), MaxUnits: maxOddsUnits}
	r, err := parseOdds(pageValues(v))
	if err != nil {
		var ie *inputError
		if !errors.As(err, &ie) {
			return err
		}
		view.Invalid, view.Error = oddsRefusal(cx.Lang, v, ie)
		return render(c, http.StatusUnprocessableEntity, views.OddsPage(cx, view))
	}
	view.Result = oddsResult(r)
	return render(c, http.StatusOK, views.OddsPage(cx, view))
}

// oddsForm keeps the fields as typed, the target shown in percent.
func oddsForm(v url.Values) views.OddsForm {
	on := func(name string) bool {
		switch strings.TrimSpace(v.Get(name)) {
		case "1", "true", "yes", "on":
			return true
		}
		return false
	}
	f := views.OddsForm{
		Attacking: v.Get("attacking"), Defending: v.Get("defending"), StopAt: v.Get("stop_at"),
		AttackDiceMax: v.Get("attack_dice_max"), DefendDiceMax: v.Get("defend_dice_max"),
		AttackBonus: v.Get("attack_bonus"), DefendBonus: v.Get("defend_bonus"),
		AttackHero: on("attack_hero"), DefendHero: on("defend_hero"),
		AttackBonusDie: on("attack_bonus_die"), DefendBonusDie: on("defend_bonus_die"),
		RerollOne: rerollValue(v.Get("reroll_one")), RerollLowest: rerollValue(v.Get("reroll_lowest")),
		Then: v.Get("then"), Target: v.Get("target"),
	}
	// A fraction as the API takes it (target=0.8) reads as 80 in the form.
	if t, err := strconv.ParseFloat(strings.TrimSpace(f.Target), 64); err == nil && t > 0 && t < 1 {
		f.Target = strconv.FormatFloat(math.Round(t*1e8)/1e6, 'f', -1, 64)
	}
	return f
}

// rerollValue is the select's value for the ways parseOdds reads a re-roll.
func rerollValue(s string) string {
	switch strings.TrimSpace(s) {
	case "each", "true", "1", "on":
		return "each"
	case "once":
		return "once"
	}
	return strings.TrimSpace(s) // "" or a value parseOdds refuses, shown as is
}

// pageValues adapts what people type into the form for parseOdds: the
// target in percent ("80", "80,5"; a fraction below 1 as in the API still
// works) and the next defenders separated by spaces, semicolons or dots
// as well as commas (a phone's number pad may only offer one of them).
func pageValues(v url.Values) url.Values {
	out := url.Values{}
	for k, vs := range v {
		out[k] = slices.Clone(vs)
	}
	if t := strings.ReplaceAll(strings.TrimSpace(v.Get("target")), ",", "."); t != "" {
		if f, err := strconv.ParseFloat(t, 64); err == nil && f >= 1 {
			t += "%"
		}
		out.Set("target", t)
	}
	if s := v.Get("then"); s != "" {
		parts := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || r == '.' || unicode.IsSpace(r) })
		out.Set("then", strings.Join(parts, ","))
	}
	return out
}

// oddsRefusals gives, for each parameter parseOdds may refuse, the
// sentence key and the field's label. parseOdds names the parameter first
// in its (English, developer) detail.
var oddsRefusals = map[string]struct{ key, field string }{
	"attacking":        {"oddspage.error.attacking", ""},
	"defending":        {"oddspage.error.defending", ""},
	"stop_at":          {"oddspage.error.stop_at", ""},
	"attack_dice_max":  {"oddspage.error.dice_max", "oddspage.attack_dice_max"},
	"defend_dice_max":  {"oddspage.error.dice_max", "oddspage.defend_dice_max"},
	"attack_bonus":     {"oddspage.error.plus", "oddspage.attack_bonus"},
	"defend_bonus":     {"oddspage.error.plus", "oddspage.defend_bonus"},
	"attack_hero":      {"oddspage.error.switch", "oddspage.attack_hero"},
	"defend_hero":      {"oddspage.error.switch", "oddspage.defend_hero"},
	"attack_bonus_die": {"oddspage.error.switch", "oddspage.attack_bonus_die"},
	"defend_bonus_die": {"oddspage.error.switch", "oddspage.defend_bonus_die"},
	"reroll_one":       {"oddspage.error.reroll", "oddspage.reroll_one"},
	"reroll_lowest":    {"oddspage.error.reroll", "oddspage.reroll_lowest"},
	"then":             {"oddspage.error.then", ""},
	"target":           {"oddspage.error.target", ""},
}

// oddsRefusal is the refused parameter and the sentence for the reader.
func oddsRefusal(lang string, v url.Values, ie *inputError) (param, sentence string) {
	param, _, _ = strings.Cut(ie.detail, " ")
	r, ok := oddsRefusals[param]
	if !ok {
		return "", i18n.T(lang, "oddspage.error.other", nil)
	}
	attacking, _ := strconv.Atoi(strings.TrimSpace(v.Get("attacking")))
	choices := i18n.N(lang, "oddspage.or", "a", "1, 2", "b", "3")
	if param == "defend_dice_max" {
		choices = i18n.N(lang, "oddspage.or", "a", "1", "b", "2")
	}
	return param, i18n.N(lang, r.key, "field", i18n.T(lang, r.field, nil),
		"max", strconv.Itoa(maxOddsUnits), "stop", strconv.Itoa(max(attacking-1, 0)),
		"chain", strconv.Itoa(maxChain), "choices", choices)
}

// oddsResult computes what the page shows for a question.
func oddsResult(r oddsRequest) *views.OddsResult {
	q := r.Query
	res := &views.OddsResult{Query: q, Odds: engine.Odds(q), Target: r.Target, Limit: maxOddsUnits}
	if q.Attacking <= exactLimit && q.Defending <= exactLimit {
		res.Exact = engine.ExactWin(q).RatString()
	}
	if len(r.Chain) > 0 {
		res.Chain = append([]int{q.Defending}, r.Chain...)
		ch := engine.Chain(q, res.Chain)
		res.Reach = ch.Reach
		if last := ch.Reach[len(ch.Reach)-1]; last > 0 {
			for units, p := range ch.Left {
				res.ChainLeft += float64(units) * p / last
			}
		}
	}
	if r.Target > 0 {
		res.Smallest, res.SmallestWin = engine.SmallestAttack(q, r.Target, maxOddsUnits)
	}
	return res
}
