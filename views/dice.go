package views

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"herald/i18n"
	"herald/stats"
)

// DiceView is the dice page of one game, or of all games when ID is 0.
type DiceView struct {
	ID     int64
	Name   string
	Report stats.Report
	Games  []DiceGame // all games: each one's totals, newest first
	Over   bool       // one game that is over: the page links its summary
}

// DiceGame is one game in the all-games list.
type DiceGame struct {
	ID      int64
	Name    string
	Dice    int // faces known, table and Herald
	Battles int
}

func diceTitle(c Ctx, v DiceView) string {
	if v.ID == 0 {
		return c.T("dicepage.title_all")
	}
	return c.T("dicepage.title", "game", v.Name)
}

// ---------- Numbers in the reader's language ----------

// Colon sets a label off from its value, as the language does ("Anna: 3",
// "Anne : 3").
func (c Ctx) Colon() string { return i18n.Colon(c.Lang) }

// decimal formats x with places decimals, with a decimal comma in German.
func (c Ctx) decimal(x float64, places int) string {
	s := strconv.FormatFloat(x, 'f', places, 64)
	if s == "-"+strconv.FormatFloat(0, 'f', places, 64) {
		s = s[1:] // no "-0,0"
	}
	if i18n.DecimalComma(c.Lang) {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// signed is a luck value: "+1,3", "−0,8" (a real minus sign) or "0,0".
func (c Ctx) signed(x float64) string { return c.signedPlaces(x, 1) }

func (c Ctx) signedPlaces(x float64, places int) string {
	s := c.decimal(x, places)
	switch {
	case strings.HasPrefix(s, "-"):
		return "−" + s[1:]
	case strings.Trim(s, "0.,") == "":
		return s
	}
	return "+" + s
}

// pValue is "p = 0,007", "p = 0,42" or "p < 0,001": three decimals where
// the verdict turns, two where it does not matter. Non-breaking spaces
// keep it on one line.
func (c Ctx) pValue(p float64) string {
	switch {
	case p < 0.001:
		return "p\u00a0<\u00a0" + c.decimal(0.001, 3)
	case p < 0.1:
		return "p\u00a0=\u00a0" + c.decimal(p, 3)
	}
	return "p\u00a0=\u00a0" + c.decimal(p, 2)
}

// verdict is the fairness test in one sentence.
func (c Ctx) verdict(f stats.Fairness) string {
	switch f.Verdict {
	case stats.TooFew:
		return c.T("dicepage.verdict.too_few", "count", itoa(f.Dice), "min", itoa(stats.MinDice))
	case stats.Unusual:
		return c.T("dicepage.verdict.unusual", "p", c.pValue(f.P))
	}
	return c.T("dicepage.verdict.fair", "p", c.pValue(f.P))
}

// ---------- Chart helpers ----------

// f1 is an SVG coordinate.
func f1(x float64) string { return strconv.FormatFloat(math.Round(x*10)/10, 'f', -1, 64) }

// niceStep is a round step (1, 2 or 5 times a power of ten) of at least x.
func niceStep(x float64) float64 {
	if x <= 0 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= x {
			return m * p
		}
	}
	return 10 * p
}

// short cuts a name for a chart label; the table beside it has it whole.
func short(name string, n int) string {
	if utf8.RuneCountInString(name) <= n {
		return name
	}
	r := []rune(name)
	return string(r[:n-1]) + "…"
}

// tick is a labelled grid line.
type tick struct {
	Pos   float64
	Label string
}

// ---------- Face counts: six stacked bars ----------

// faceChart is the face-count bar chart of one source of dice: attack
// dice at the bottom of each bar, defence dice on top, a dashed line at
// what a fair die would give.
type faceChart struct {
	Label         string // what a screen reader says
	Left, Right   float64
	Top, Base     float64
	Bars          []faceBar
	ExpectedY     float64
	ExpectedLabel string
	ExpectedAt    labelAt // where the label ends, clear of the bars
	Ticks         []tick
}

type faceBar struct {
	Face               int
	X, W               float64
	AttackY, AttackH   float64
	DefenceY, DefenceH float64
	Count              int
	CountY             float64
	DieX, DieY         float64
	Pips               [][2]float64
}

// The face chart's viewBox is 0 0 faceW faceH.
const (
	faceW = 360
	faceH = 226
	dieSz = 22
)

// pips are the dots of each face on a unit square.
var pips = [7][][2]float64{
	1: {{.5, .5}},
	2: {{.27, .27}, {.73, .73}},
	3: {{.27, .27}, {.5, .5}, {.73, .73}},
	4: {{.27, .27}, {.73, .27}, {.27, .73}, {.73, .73}},
	5: {{.27, .27}, {.73, .27}, {.5, .5}, {.27, .73}, {.73, .73}},
	6: {{.27, .25}, {.73, .25}, {.27, .5}, {.73, .5}, {.27, .75}, {.73, .75}},
}

func (c Ctx) faceChartOf(r stats.Rolls) faceChart {
	all := r.All()
	n := all.Total()
	expected := float64(n) / 6
	ch := faceChart{Left: 38, Right: faceW - 6, Top: 22, Base: faceH - 38}
	top := expected
	for _, k := range all {
		top = max(top, float64(k))
	}
	step := max(1, niceStep(top/4))
	top = math.Max(step, math.Ceil(top/step)*step)
	y := func(v float64) float64 { return ch.Base - v/top*(ch.Base-ch.Top) }
	for v := 0.0; v <= top+step/2; v += step {
		ch.Ticks = append(ch.Ticks, tick{Pos: y(v), Label: c.decimal(v, 0)})
	}
	slot := (ch.Right - ch.Left) / 6
	var parts []string
	for i, k := range all {
		x := ch.Left + float64(i)*slot
		b := faceBar{Face: i + 1, X: x + slot*0.18, W: slot * 0.64, Count: k}
		b.AttackY = y(float64(r.Attack[i]))
		b.AttackH = ch.Base - b.AttackY
		b.DefenceY = y(float64(k))
		b.DefenceH = b.AttackY - b.DefenceY
		b.CountY = b.DefenceY - 5
		b.DieX, b.DieY = x+(slot-dieSz)/2, ch.Base+8
		for _, p := range pips[i+1] {
			b.Pips = append(b.Pips, [2]float64{b.DieX + p[0]*dieSz, b.DieY + p[1]*dieSz})
		}
		ch.Bars = append(ch.Bars, b)
		parts = append(parts, itoa(i+1)+c.Colon()+itoa(k))
	}
	ch.ExpectedY = y(expected)
	ch.ExpectedLabel = c.T("dicepage.expected", "count", c.decimal(expected, 1))
	ink := make([]inkSpan, len(ch.Bars))
	for i, b := range ch.Bars {
		ink[i] = inkSpan{X0: b.X, X1: b.X + b.W, Top: b.CountY - countRise}
	}
	ch.ExpectedAt, ch.ExpectedLabel = lineLabel([]string{ch.ExpectedLabel, c.decimal(expected, 1)}, ch.ExpectedY, ch.Left, ch.Right, ch.Base, ink)
	ch.Label = c.T("dicepage.chart_faces", "faces", strings.Join(parts, ", "), "expected", c.decimal(expected, 1))
	return ch
}

// ---------- Luck: one diverging bar per player ----------

// luckChart shows each player's luck as a bar from zero: right when the
// player lost fewer units than expected, left when more.
type luckChart struct {
	Label     string
	W, H      float64
	ZeroX     float64
	Top       float64
	Rows      []luckRow
	LeftText  string
	RightText string
}

type luckRow struct {
	Name          string
	Class         string
	Y, BarX, BarW float64
	TextY         float64
	Value         string
	ValueX        float64
	Anchor        string // of the value label: beyond the bar's end
}

const (
	luckW    = 360
	luckRowH = 30
	luckHalf = 84 // longest bar, leaving room for its label
)

// shownPlayer is a player the luck charts show, with the class that
// colours them.
type shownPlayer struct {
	stats.Player
	Class string
}

// shownPlayers lists the players who fought, each with the class that
// colours them: their house when every house on the page is a different
// one, otherwise a colour of a plain palette (across games two players
// may have played the same house, or one player several).
func shownPlayers(r stats.Report) []shownPlayer {
	var out []shownPlayer
	for _, p := range r.Players {
		if p.Battles() > 0 {
			out = append(out, shownPlayer{Player: p})
		}
	}
	seen := map[string]bool{}
	byHouse := true
	for i, p := range out {
		cl := "house-" + p.House
		if p.Neutral {
			cl = "house-neutral"
		}
		if p.House == "" || seen[cl] {
			byHouse = false
		}
		seen[cl] = true
		out[i].Class = cl
	}
	if !byHouse {
		for i := range out {
			out[i].Class = "series-" + itoa(i%8)
		}
	}
	return out
}

// chartName is a player's name for a chart, marked when neutral.
func (c Ctx) chartName(p stats.Player) string {
	if p.Neutral {
		return short(p.Name, 9) + " (" + strings.ToLower(c.T("ui.neutral")) + ")"
	}
	return short(p.Name, 12)
}

func (c Ctx) luckChartOf(players []shownPlayer) luckChart {
	ch := luckChart{W: luckW, ZeroX: 108 + (luckW-108-6)/2.0, Top: 24, LeftText: c.T("dicepage.unlucky"), RightText: c.T("dicepage.lucky")}
	ch.H = ch.Top + float64(len(players))*luckRowH + 6
	most := 0.5
	for _, p := range players {
		most = max(most, math.Abs(p.Luck()))
	}
	var parts []string
	for i, p := range players {
		l := p.Luck()
		w := math.Abs(l) / most * luckHalf
		row := luckRow{Name: c.chartName(p.Player), Class: p.Class, Y: ch.Top + float64(i)*luckRowH + 5, BarW: w, Value: c.signed(l)}
		row.TextY = row.Y + luckRowH/2.0
		if l >= 0 {
			row.BarX, row.ValueX, row.Anchor = ch.ZeroX, ch.ZeroX+w+4, "start"
		} else {
			row.BarX, row.ValueX, row.Anchor = ch.ZeroX-w, ch.ZeroX-w-4, "end"
		}
		ch.Rows = append(ch.Rows, row)
		parts = append(parts, p.Name+" "+row.Value)
	}
	ch.Label = c.T("dicepage.chart_luck", "players", strings.Join(parts, ", "))
	return ch
}

// ---------- Running luck: one line per player ----------

type runningChart struct {
	Label                    string
	Left, Right, Top, Bottom float64
	ZeroY                    float64
	Ticks                    []tick
	Lines                    []runningLine
	XLabel                   string
}

type runningLine struct {
	Class, Name, Points string
}

const (
	runW = 360
	runH = 200
	// runPoints bounds the points of a line: beyond it the series is
	// thinned, the last point always kept.
	runPoints = 360
)

func (c Ctx) runningChartOf(players []shownPlayer, battles int) runningChart {
	ch := runningChart{Left: 44, Right: runW - 8, Top: 10, Bottom: runH - 30}
	most := 0.0
	for _, p := range players {
		for _, v := range p.Running {
			most = max(most, math.Abs(v))
		}
	}
	step := niceStep(max(most, 0.5) / 2)
	top := math.Max(step, math.Ceil(most/step)*step)
	y := func(v float64) float64 { return ch.Top + (top-v)/(2*top)*(ch.Bottom-ch.Top) }
	x := func(i int) float64 { return ch.Left + float64(i)/float64(max(battles, 1))*(ch.Right-ch.Left) }
	ch.ZeroY = y(0)
	places := 1
	if step >= 1 {
		places = 0
	}
	for v := -top; v <= top+step/2; v += step {
		ch.Ticks = append(ch.Ticks, tick{Pos: y(v), Label: c.signedPlaces(v, places)})
	}
	every := max(1, (battles+runPoints-1)/runPoints)
	for _, p := range players {
		var pts []string
		for i := 0; i < len(p.Running); i++ {
			if i%every == 0 || i == len(p.Running)-1 {
				pts = append(pts, f1(x(i))+","+f1(y(p.Running[i])))
			}
		}
		ch.Lines = append(ch.Lines, runningLine{Class: p.Class, Name: c.chartName(p.Player), Points: strings.Join(pts, " ")})
	}
	ch.XLabel = c.T("dicepage.battles_axis", "count", itoa(battles))
	ch.Label = c.T("dicepage.chart_running", "count", itoa(battles))
	return ch
}
