package views

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/i18n"
)

// OddsView is the odds page: the form as it was filled in, and either the
// answer or the sentence saying what to fix.
type OddsView struct {
	Form    OddsForm
	Error   string // a refused input, in words
	Invalid string // the parameter refused, marked in the form
	// MaxUnits is the largest army the handlers take, for the inputs' max.
	MaxUnits int
	Result   *OddsResult
}

// OddsForm holds the form's fields as typed, to show them again. Target
// is in percent.
type OddsForm struct {
	Attacking, Defending, StopAt                           string
	AttackDiceMax, DefendDiceMax                           string
	AttackBonus, DefendBonus                               string
	AttackHero, DefendHero, AttackBonusDie, DefendBonusDie bool
	RerollOne, RerollLowest                                string // "", "each" or "once"
	Then, Target                                           string
}

// OddsResult is everything computed for one question.
type OddsResult struct {
	Query engine.InvasionQuery
	Odds  engine.InvasionOdds
	Exact string // the chance of conquest as a fraction, "" when too large to compute
	// Chain lists the defenders of every territory of a chain, the first
	// included; empty without a chain.
	Chain []int
	Reach []float64 // chance of conquering up to each territory of Chain
	// ChainLeft is the expected units in the last territory when the whole
	// chain succeeds.
	ChainLeft float64
	// Target > 0 asks for the smallest army: Smallest attacking units (0
	// when even Limit do not reach it) win with SmallestWin.
	Target      float64
	Smallest    int
	SmallestWin float64
	Limit       int
}

// modifierFields are the form's parameters inside the folded modifiers.
var modifierFields = []string{"attack_hero", "defend_hero", "attack_bonus_die", "defend_bonus_die",
	"attack_bonus", "defend_bonus", "reroll_one", "reroll_lowest", "attack_dice_max", "defend_dice_max"}

// activeModifiers counts the modifiers set in the form, for the folded
// section's summary.
func (f OddsForm) activeModifiers() int {
	n := 0
	for _, on := range []bool{f.AttackHero, f.DefendHero, f.AttackBonusDie, f.DefendBonusDie,
		notDefault(f.AttackBonus, "0"), notDefault(f.DefendBonus, "0"),
		f.RerollOne != "", f.RerollLowest != "",
		notDefault(f.AttackDiceMax, "3"), notDefault(f.DefendDiceMax, "2")} {
		if on {
			n++
		}
	}
	return n
}

func notDefault(v, def string) bool {
	v = strings.TrimSpace(v)
	return v != "" && v != def
}

// modifiersOpen unfolds the modifiers when one is set or refused, so
// nothing in force is hidden.
func (v OddsView) modifiersOpen() bool {
	for _, f := range modifierFields {
		if v.Invalid == f {
			return true
		}
	}
	return v.Form.activeModifiers() > 0
}

// invalid marks the refused field for screen readers.
func (v OddsView) invalid(name string) templ.Attributes {
	if v.Invalid != name {
		return templ.Attributes{}
	}
	return templ.Attributes{"aria-invalid": "true", "aria-describedby": "odds-error"}
}

// numberOptions are the choices of a small number select: lo..hi, with
// the value (or def when empty) selected; prefix goes before each label.
func numberOptions(lo, hi int, value, def, prefix string) []option {
	value = strings.TrimSpace(value)
	if value == "" {
		value = def
	}
	var out []option
	for n := lo; n <= hi; n++ {
		out = append(out, option{Value: itoa(n), Label: prefix + itoa(n), Selected: itoa(n) == value})
	}
	return out
}

// rerollOptions are off, on every roll, once.
func (c Ctx) rerollOptions(value string) []option {
	var out []option
	for _, o := range []struct{ v, key string }{{"", "off"}, {"each", "each"}, {"once", "once"}} {
		out = append(out, option{Value: o.v, Label: c.T("oddspage.reroll_" + o.key), Selected: o.v == value})
	}
	return out
}

// ---------- Probabilities in words ----------

// pct is a probability for reading: "62,3 %" / "62.3%". Something merely
// unlikely is "< 0,1 %", not "0,0 %"; something merely likely "> 99,9 %".
func (c Ctx) pct(p float64) string {
	switch {
	case p <= 0:
		return c.T("oddspage.percent", "p", "0")
	case p >= 1:
		return c.T("oddspage.percent", "p", "100")
	case p < 0.0005:
		return c.T("oddspage.less_than", "p", c.T("oddspage.percent", "p", c.decimal(0.1, 1)))
	case p >= 0.9995:
		return c.T("oddspage.more_than", "p", c.T("oddspage.percent", "p", c.decimal(99.9, 1)))
	}
	return c.T("oddspage.percent", "p", c.decimal(p*100, 1))
}

// targetPct is a target as typed: "80 %", "80,5 %", no trailing zeros.
func (c Ctx) targetPct(p float64) string {
	s := strconv.FormatFloat(math.Round(p*10000)/100, 'f', -1, 64)
	if i18n.DecimalComma(c.Lang) {
		s = strings.Replace(s, ".", ",", 1)
	}
	return c.T("oddspage.percent", "p", s)
}

// modifiers names the modifiers of a query in a short list, "" when none.
func (c Ctx) modifiers(q engine.InvasionQuery) string {
	var parts []string
	add := func(on bool, key string, kv ...string) {
		if on {
			parts = append(parts, c.T(key, kv...))
		}
	}
	a, d := q.Rule.Attack, q.Rule.Defend
	add(a.Hero, "oddspage.mod.attack_hero")
	add(d.Hero, "oddspage.mod.defend_hero")
	add(a.Plus > 0, "oddspage.mod.attack_plus", "n", itoa(a.Plus))
	add(d.Plus > 0, "oddspage.mod.defend_plus", "n", itoa(d.Plus))
	add(a.BonusDie, "oddspage.attack_bonus_die")
	add(d.BonusDie, "oddspage.defend_bonus_die")
	when := func(once bool) string {
		if once {
			return c.T("oddspage.reroll_once")
		}
		return c.T("oddspage.reroll_each")
	}
	add(a.RerollOne, "oddspage.mod.reroll_one", "when", when(q.RerollOneOnce))
	add(a.RerollLowest, "oddspage.mod.reroll_lowest", "when", when(q.RerollLowestOnce))
	add(q.AttackDiceMax > 0 && q.AttackDiceMax < 3, "oddspage.mod.attack_dice", "n", itoa(q.AttackDiceMax))
	add(q.DefendDiceMax == 1, "oddspage.mod.defend_dice", "n", "1")
	if len(parts) == 0 {
		return ""
	}
	return c.T("oddspage.mod.with", "list", strings.Join(parts, ", "))
}

// panelModifiers names every modifier the game's odds panel counts, in
// the words of an edition that names its own (hero "IN", cannons, bonus
// dice of the rewards: Panels OwnWords), the odds page's short names in
// the other editions; "" when nothing is counted outside those, and where
// leaders and loot want
// the edition's own words (left to that edition's work).
func (c Ctx) panelModifiers(p *oddsPanel) string {
	if p.Unnamed {
		return ""
	}
	if !p.OwnWords {
		return c.modifiers(engine.InvasionQuery{Rule: p.Rule})
	}
	var parts []string
	add := func(on bool, key string) {
		if on {
			parts = append(parts, c.T(key, "player", p.Defender))
		}
	}
	a, d := p.Rule.Attack, p.Rule.Defend
	add(a.Hero, "odds.mod.attack_hero")
	add(d.Hero, "odds.mod.defend_hero")
	add(a.Plus > 0, "odds.mod.attack_cannon")
	add(d.Plus > 0, "odds.mod.defend_cannon")
	add(a.BonusDie, "odds.mod.attack_bonus_die")
	add(d.BonusDie, "odds.mod.defend_bonus_die")
	if len(parts) == 0 {
		return c.T("odds.mod.counted_none")
	}
	return c.T("odds.mod.counted", "list", i18n.Clauses(c.Lang, parts))
}

// smallestSentence answers the target question.
func (c Ctx) smallestSentence(r OddsResult) string {
	target, win := c.targetPct(r.Target), c.pct(r.SmallestWin)
	switch {
	case r.Smallest == 0:
		return c.T("oddspage.smallest_none", "target", target, "max", itoa(r.Limit))
	case r.Smallest == 1:
		return c.T("oddspage.smallest_one", "target", target, "win", win)
	}
	return c.T("oddspage.smallest", "n", itoa(r.Smallest), "total", itoa(r.Smallest+1), "target", target, "win", win)
}

// exactLong is the length from which the exact fraction is folded.
const exactLong = 40

// ---------- How the invasion ends: one bar per units left ----------

// endChart shows where an invasion ends: repelled with d defenders left
// on the left (most defenders outermost), conquered with k attackers left
// on the right, so the closest outcomes meet in the middle.
type endChart struct {
	Label       string
	Left, Right float64
	Top, Base   float64
	Ticks       []tick
	Bars        []endBar
	DividerX    float64 // 0 when one side has no bars
	// Captions under each side, "" for a side without bars.
	RepelledText, ConqueredText string
	MostLikely                  string // sentence below the chart
	ConqueredP, RepelledP       float64
}

// endBar is one outcome, or a run of them when there are too many to
// draw one by one.
type endBar struct {
	Conquered   bool
	Lo, Hi      int // units left
	P           float64
	X, Y, W, H  float64
	Label       string // under the bar; "" where labels are thinned out
	LabelX      float64
	LabelAnchor string
	What        string // the outcome in words
	Percent     string
	Title       string // What and Percent, for a pointer resting on the bar
}

// The end chart's viewBox is 0 0 endW endH.
const (
	endW = 360
	endH = 220
	// endBars bounds the bars drawn: beyond it outcomes are grouped.
	endBars = 40
	// endCut is the most probability left out at each end of a side, so
	// that the bars that matter keep their width (at most 0.2 % in all).
	endCut = 0.0005
)

// endSides are each side's probabilities by units left (index = units);
// repelled sums over the attackers left when the attacker stopped.
func endSides(o engine.InvasionOdds) (conquered, repelled []float64) {
	conquered = o.Conquered
	for _, row := range o.Repelled {
		if len(repelled) < len(row) {
			repelled = append(repelled, make([]float64, len(row)-len(repelled))...)
		}
		for d, p := range row {
			repelled[d] += p
		}
	}
	return conquered, repelled
}

// shownRange is the units-left range of a side worth drawing: from 1 up,
// with at most endCut cut off at each end. ok is false when nothing is
// left (a side too unlikely to see).
func shownRange(p []float64) (lo, hi int, ok bool) {
	lo, hi = 1, len(p)-1
	for cut := 0.0; lo <= hi && cut+p[lo] < endCut; lo++ {
		cut += p[lo]
	}
	for cut := 0.0; hi >= lo && cut+p[hi] < endCut; hi-- {
		cut += p[hi]
	}
	return lo, hi, lo <= hi
}

// endChartOf draws where invasion o ends: the bars of both sides grouped
// to at most endBars, on a scale with ticks, labelled from the middle out.
func (c Ctx) endChartOf(o engine.InvasionOdds) endChart {
	ch := endChart{Left: 44, Right: endW - 8, Top: 12, Base: endH - 46, ConqueredP: o.Win}
	conquered, repelled := endSides(o)
	for _, p := range repelled {
		ch.RepelledP += p
	}
	best, bestWhat := c.mostLikelyEnd(conquered, repelled)
	ch.MostLikely = c.T("oddspage.most_likely", "what", bestWhat, "p", c.pct(best))

	g := groupEnds(conquered, repelled)
	if g.nRepelled > 0 {
		ch.RepelledText = c.T("oddspage.axis_repelled")
	}
	if len(g.bars) > g.nRepelled {
		ch.ConqueredText = c.T("oddspage.axis_conquered")
	}
	y := c.endScale(&ch, g.bars)
	c.placeEndBars(&ch, g, y)

	parts := []string{c.T("oddspage.conquered_total", "p", c.pct(ch.ConqueredP)), c.T("oddspage.repelled_total", "p", c.pct(ch.RepelledP))}
	ch.Label = c.T("oddspage.chart_label", "parts", strings.Join(parts, ", "), "top", bestWhat+" ("+c.pct(best)+")")
	return ch
}

// mostLikelyEnd is the most likely single outcome, before any grouping,
// and its words.
func (c Ctx) mostLikelyEnd(conquered, repelled []float64) (best float64, what string) {
	best = -1.0
	for k, p := range conquered {
		if k > 0 && p > best {
			best, what = p, c.T("oddspage.end_conquered", "n", itoa(k))
		}
	}
	for d, p := range repelled {
		if d > 0 && p > best {
			best, what = p, c.T("oddspage.end_repelled", "n", itoa(d))
		}
	}
	return best, what
}

// endGroups are the bars of an end chart, repelled ones first.
type endGroups struct {
	bars      []endBar
	nRepelled int // how many of bars are repelled outcomes
	width     int // outcomes per bar
	maxUnits  int // the most units left shown, for the label width
}

// groupEnds groups the outcomes worth drawing into at most about endBars
// bars of equal width, repelled ones reversed (most defenders outermost).
func groupEnds(conquered, repelled []float64) endGroups {
	rlo, rhi, rok := shownRange(repelled)
	clo, chi, cok := shownRange(conquered)
	n := 0
	if rok {
		n += rhi - rlo + 1
	}
	if cok {
		n += chi - clo + 1
	}
	g := endGroups{width: max(1, (n+endBars-1)/endBars), maxUnits: max(rhi, chi)}
	group := func(p []float64, lo, hi int, won bool) []endBar {
		var out []endBar
		for a := lo; a <= hi; a += g.width {
			b := endBar{Conquered: won, Lo: a, Hi: min(a+g.width-1, hi)}
			for u := b.Lo; u <= b.Hi; u++ {
				b.P += p[u]
			}
			out = append(out, b)
		}
		return out
	}
	if rok {
		r := group(repelled, rlo, rhi, false)
		for i := len(r) - 1; i >= 0; i-- {
			g.bars = append(g.bars, r[i])
		}
	}
	g.nRepelled = len(g.bars)
	if cok {
		g.bars = append(g.bars, group(conquered, clo, chi, true)...)
	}
	return g
}

// endScale sets ch's ticks for the tallest of bars, on a nice step, and
// returns where a probability stands on the chart.
func (c Ctx) endScale(ch *endChart, bars []endBar) func(p float64) float64 {
	top := 0.0
	for _, b := range bars {
		top = max(top, b.P)
	}
	step := niceStep(max(top, 0.01) / 4)
	top = math.Max(step, math.Ceil(top/step-1e-9)*step)
	y := func(p float64) float64 { return ch.Base - p/top*(ch.Base-ch.Top) }
	places := max(0, int(-math.Floor(math.Log10(step*100)+1e-9)))
	for v := 0.0; v <= top+step/2; v += step {
		ch.Ticks = append(ch.Ticks, tick{Pos: y(v), Label: c.T("oddspage.percent", "p", c.decimal(v*100, places))})
	}
	return y
}

// placeEndBars lays g's bars out on ch and words them. Labels need about
// 7 units a character; they are counted outward from the middle so the
// closest outcomes are always labelled.
func (c Ctx) placeEndBars(ch *endChart, g endGroups, y func(float64) float64) {
	bars := g.bars
	slot := (ch.Right - ch.Left) / float64(max(len(bars), 1))
	longest := len(itoa(g.maxUnits))
	if g.width > 1 {
		longest = 2*longest + 1
	}
	every := max(1, int(math.Ceil(float64(longest*7+12)/slot)))
	for i := range bars {
		b := &bars[i]
		b.X = ch.Left + float64(i)*slot + slot*0.1
		b.W = slot * 0.8
		b.Y = y(b.P)
		b.H = ch.Base - b.Y
		units := itoa(b.Lo)
		if b.Hi > b.Lo {
			units = c.T("oddspage.range", "lo", itoa(b.Lo), "hi", itoa(b.Hi))
		}
		fromMiddle := i - g.nRepelled
		if !b.Conquered {
			fromMiddle = g.nRepelled - 1 - i
		}
		if fromMiddle%every == 0 {
			b.labelUnder(units)
		}
		b.What = c.T("oddspage.end_repelled", "n", units)
		if b.Conquered {
			b.What = c.T("oddspage.end_conquered", "n", units)
		}
		b.Percent = c.pct(b.P)
		b.Title = b.What + c.Colon() + b.Percent
	}
	if g.nRepelled > 0 && len(bars) > g.nRepelled {
		ch.DividerX = ch.Left + float64(g.nRepelled)*slot
	}
	ch.Bars = bars
}

// labelUnder puts label centred under the bar, but kept inside the chart
// at its ends.
func (b *endBar) labelUnder(label string) {
	b.Label, b.LabelX, b.LabelAnchor = label, b.X+b.W/2, "middle"
	half := float64(utf8.RuneCountInString(label)) * 3.6
	switch {
	case b.LabelX+half > endW-2:
		b.LabelX, b.LabelAnchor = endW-2, "end"
	case b.LabelX-half < 2:
		b.LabelX, b.LabelAnchor = 2, "start"
	}
}
