package views

import (
	"math"
	"strings"
)

// Generic server-side charts (issue 17): a line chart over rounds, a
// stacked bar chart per round and a histogram against expected counts.
// They are plain SVG written by templ: no chart runtime, nothing for the
// CSP to refuse (colours come from classes in app.css, the rest are SVG
// presentation attributes). Every chart carries its numbers as a table
// for screen readers and for anyone who wants the exact figures.

// Series is one line or one stacked source: a value per round (Values[0]
// is round 0). Class colours it (a house-* or series-* class, as the game
// page colours players). Lo and Hi, when as long as Values, are a band
// drawn around the line (for example expected ± 1 sd).
type Series struct {
	Label  string
	Class  string
	Values []float64
	Lo, Hi []float64
}

// LineChart is several series over the rounds 0..N.
type LineChart struct {
	ID     string // data-testid suffix and id of the figure
	Title  string
	Desc   string // one sentence on what it shows, for <desc>
	XLabel string // e.g. "Round"
	YLabel string
	Places int // decimals of the numbers in the table and on the axis
	Series []Series
}

// StackedBars is one bar per round, stacked from its sources (one Series
// per source, Values per round).
type StackedBars struct {
	ID, Title, Desc, XLabel, YLabel string
	Places                          int
	Sources                         []Series
}

// Histogram is bars against an expected count, with an optional band
// (Expected ± SD) around it: the faces of the dice against a fair die.
type Histogram struct {
	ID, Title, Desc, XLabel, YLabel string
	Labels                          []string // under each bar
	Counts                          []float64
	Expected, SD                    float64
	ExpectedLabel                   string
}

// The charts' viewBox is 0 0 chartW chartH; the plot sits inside margins
// that leave room for the axis labels.
const (
	chartW      = 360
	chartH      = 220
	chartLeft   = 44
	chartRight  = chartW - 10
	chartTop    = 22
	chartBottom = chartH - 36
	// markerEvery bounds the markers of a line: beyond it every k-th point
	// gets one, the last always.
	chartMarkers = 16
)

// yAxis maps values to the plot's height: lo..hi, both multiples of a
// round step, covering every value and zero.
type yAxis struct {
	Lo, Hi, Step float64
}

func newYAxis(values ...[]float64) yAxis {
	lo, hi := 0.0, 0.0
	for _, vs := range values {
		for _, v := range vs {
			if !math.IsNaN(v) && !math.IsInf(v, 0) {
				lo, hi = min(lo, v), max(hi, v)
			}
		}
	}
	step := niceStep((hi - lo) / 4)
	if hi-lo == 0 {
		step = 1
	}
	a := yAxis{Lo: math.Floor(lo/step) * step, Hi: math.Ceil(hi/step) * step, Step: step}
	if a.Hi == a.Lo {
		a.Hi = a.Lo + step
	}
	return a
}

// Y is the SVG y of v.
func (a yAxis) Y(v float64) float64 {
	return chartBottom - (v-a.Lo)/(a.Hi-a.Lo)*(chartBottom-chartTop)
}

// Value is the value at SVG y: the inverse of Y (tests read points back).
func (a yAxis) Value(y float64) float64 {
	return a.Lo + (chartBottom-y)/(chartBottom-chartTop)*(a.Hi-a.Lo)
}

func (a yAxis) ticks(c Ctx) []tick {
	places := 0
	if a.Step < 1 {
		places = int(math.Ceil(-math.Log10(a.Step)))
	}
	var out []tick
	for i := 0; ; i++ {
		v := a.Lo + float64(i)*a.Step
		if v > a.Hi+a.Step/2 {
			break
		}
		out = append(out, tick{Pos: a.Y(v), Label: c.decimal(v, places)})
	}
	return out
}

// roundX is the SVG x of round i of 0..n; a single round sits in the
// middle.
func roundX(i, n int) float64 {
	if n <= 0 {
		return (chartLeft + chartRight) / 2.0
	}
	return chartLeft + float64(i)/float64(n)*(chartRight-chartLeft)
}

// xTicks labels the rounds: at most about eight, always the last.
func xTicks(n int, x func(int) float64) []tick {
	every := max(1, int(niceStep(float64(n)/8)))
	var out []tick
	for i := 0; i <= n; i += every {
		out = append(out, tick{Pos: x(i), Label: itoa(i)})
	}
	if n > 0 && n%every != 0 {
		// The last round is always labelled; a label too close to it
		// gives way.
		if last := out[len(out)-1]; x(n)-last.Pos < 30 {
			out = out[:len(out)-1]
		}
		out = append(out, tick{Pos: x(n), Label: itoa(n)})
	}
	return out
}

// lineDashes tell the lines apart without colour: solid, dashed,
// dotted, dash-dot ... (SVG stroke-dasharray).
var lineDashes = []string{"", "7 4", "2 3", "9 3 2 3", "4 4", "12 4"}

// markerShapes are drawn at the points of line i (i modulo their count).
var markerShapes = []string{"circle", "square", "triangle", "diamond", "cross", "bar"}

type lineGeom struct {
	Title, Desc    string
	ID             string
	XLabel, YLabel string
	YTicks, XTicks []tick
	ZeroY          float64
	Lines          []linePath
	Rounds         int
	Table          chartTable
}

type linePath struct {
	Label, Class string
	Points       string // x,y x,y ...
	Dash, Shape  string
	Band         string // the band's polygon, "" without one
	Markers      []marker
}

type marker struct {
	Shape string
	X, Y  float64
}

// markerPath is a small shape centred on (x, y) as an SVG path.
func (m marker) Path() string {
	x, y := m.X, m.Y
	switch m.Shape {
	case "square":
		return "M" + f1(x-3) + " " + f1(y-3) + "h6v6h-6z"
	case "triangle":
		return "M" + f1(x) + " " + f1(y-4) + "l4 7h-8z"
	case "diamond":
		return "M" + f1(x) + " " + f1(y-4.5) + "l4.5 4.5-4.5 4.5-4.5-4.5z"
	case "cross":
		return "M" + f1(x-4) + " " + f1(y-4) + "l8 8m0-8l-8 8"
	case "bar":
		return "M" + f1(x-4.5) + " " + f1(y-1.5) + "h9v3h-9z"
	}
	return "M" + f1(x-3.5) + " " + f1(y) + "a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0"
}

// chartTable is a chart's numbers: a row per round (or face), a column
// per series.
type chartTable struct {
	Caption string
	Head    []string
	Rows    [][]string
}

func (c Ctx) lineGeomOf(ch LineChart) lineGeom {
	n := 0
	var all [][]float64
	for _, s := range ch.Series {
		n = max(n, len(s.Values)-1)
		all = append(all, s.Values)
		if len(s.Lo) == len(s.Values) && len(s.Hi) == len(s.Values) {
			all = append(all, s.Lo, s.Hi)
		}
	}
	ax := newYAxis(all...)
	x := func(i int) float64 { return roundX(i, n) }
	g := lineGeom{Title: ch.Title, Desc: ch.Desc, ID: ch.ID, XLabel: ch.XLabel, YLabel: ch.YLabel,
		YTicks: ax.ticks(c), XTicks: xTicks(n, x), ZeroY: ax.Y(0), Rounds: n}
	every := max(1, (n+chartMarkers)/chartMarkers)
	for k, s := range ch.Series {
		p := linePath{Label: s.Label, Class: s.Class, Dash: lineDashes[k%len(lineDashes)], Shape: markerShapes[k%len(markerShapes)]}
		pts := make([]string, len(s.Values))
		for i, v := range s.Values {
			pts[i] = f1(x(i)) + "," + f1(ax.Y(v))
			if i%every == 0 || i == len(s.Values)-1 {
				p.Markers = append(p.Markers, marker{Shape: p.Shape, X: x(i), Y: ax.Y(v)})
			}
		}
		p.Points = strings.Join(pts, " ")
		if len(s.Lo) == len(s.Values) && len(s.Hi) == len(s.Values) && len(s.Values) > 0 {
			var band []string
			for i, v := range s.Hi {
				band = append(band, f1(x(i))+","+f1(ax.Y(v)))
			}
			for i := len(s.Lo) - 1; i >= 0; i-- {
				band = append(band, f1(x(i))+","+f1(ax.Y(s.Lo[i])))
			}
			p.Band = strings.Join(band, " ")
		}
		g.Lines = append(g.Lines, p)
	}
	g.Table = c.seriesTable(ch.Title, ch.XLabel, ch.Places, n, ch.Series)
	return g
}

// seriesTable is the numbers of series over rounds 0..n ("–" where a
// series has no value).
func (c Ctx) seriesTable(caption, xLabel string, places, n int, series []Series) chartTable {
	t := chartTable{Caption: caption, Head: []string{xLabel}}
	for _, s := range series {
		t.Head = append(t.Head, s.Label)
	}
	for i := 0; i <= n && len(series) > 0; i++ {
		row := []string{itoa(i)}
		for _, s := range series {
			if i < len(s.Values) {
				row = append(row, c.decimal(s.Values[i], places))
			} else {
				row = append(row, "–")
			}
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

type barsGeom struct {
	Title, Desc, ID string
	XLabel, YLabel  string
	YTicks, XTicks  []tick
	ZeroY           float64
	Bars            []barRect
	Legend          []Series
	Table           chartTable
}

type barRect struct {
	Class      string
	X, Y, W, H float64
	Title      string // source, round and value, for a pointer's tooltip
}

func (c Ctx) barsGeomOf(ch StackedBars) barsGeom {
	n := 0
	for _, s := range ch.Sources {
		n = max(n, len(s.Values)-1)
	}
	// The axis covers each round's total (negative parts stack below 0).
	tops, bottoms := make([]float64, n+1), make([]float64, n+1)
	for _, s := range ch.Sources {
		for i, v := range s.Values {
			if v >= 0 {
				tops[i] += v
			} else {
				bottoms[i] += v
			}
		}
	}
	ax := newYAxis(tops, bottoms)
	slot := float64(chartRight-chartLeft) / float64(n+1)
	x := func(i int) float64 { return chartLeft + (float64(i)+0.5)*slot }
	g := barsGeom{Title: ch.Title, Desc: ch.Desc, ID: ch.ID, XLabel: ch.XLabel, YLabel: ch.YLabel,
		YTicks: ax.ticks(c), XTicks: xTicks(n, x), ZeroY: ax.Y(0), Legend: ch.Sources}
	up, down := make([]float64, n+1), make([]float64, n+1)
	w := slot * 0.7
	for _, s := range ch.Sources {
		for i, v := range s.Values {
			if v == 0 {
				continue
			}
			from := &up[i]
			if v < 0 {
				from = &down[i]
			}
			y0, y1 := ax.Y(*from), ax.Y(*from+v)
			*from += v
			g.Bars = append(g.Bars, barRect{Class: s.Class, X: x(i) - w/2, W: w, Y: min(y0, y1), H: math.Abs(y1 - y0),
				Title: s.Label + ", " + ch.XLabel + " " + itoa(i) + c.Colon() + c.decimal(v, ch.Places)})
		}
	}
	g.Table = c.seriesTable(ch.Title, ch.XLabel, ch.Places, n, ch.Sources)
	return g
}

type histGeom struct {
	Title, Desc, ID string
	XLabel, YLabel  string
	YTicks          []tick
	Bars            []histBar
	ExpectedY       float64
	BandY, BandH    float64 // the band Expected ± SD, BandH 0 without one
	ExpectedLabel   string
	ExpectedAt      labelAt // where the label ends, clear of the bars
	Table           chartTable
}

type histBar struct {
	Label      string
	Count      string
	X, Y, W, H float64
	LabelX     float64
}

func (c Ctx) histGeomOf(h Histogram) histGeom {
	ax := newYAxis(h.Counts, []float64{h.Expected + h.SD})
	g := histGeom{Title: h.Title, Desc: h.Desc, ID: h.ID, XLabel: h.XLabel, YLabel: h.YLabel, YTicks: ax.ticks(c),
		ExpectedY: ax.Y(h.Expected), ExpectedLabel: h.ExpectedLabel}
	if h.SD > 0 {
		g.BandY = ax.Y(h.Expected + h.SD)
		g.BandH = ax.Y(max(0, h.Expected-h.SD)) - g.BandY
	}
	slot := float64(chartRight-chartLeft) / float64(max(1, len(h.Counts)))
	g.Table = chartTable{Caption: h.Title, Head: []string{h.XLabel, h.YLabel, c.T("chart.expected")}}
	for i, v := range h.Counts {
		label := itoa(i + 1)
		if i < len(h.Labels) {
			label = h.Labels[i]
		}
		x := chartLeft + float64(i)*slot
		b := histBar{Label: label, Count: c.decimal(v, 0), X: x + slot*0.15, W: slot * 0.7, Y: ax.Y(max(0, v)), LabelX: x + slot/2}
		b.H = ax.Y(0) - b.Y
		g.Bars = append(g.Bars, b)
		g.Table.Rows = append(g.Table.Rows, []string{label, b.Count, c.decimal(h.Expected, 1)})
	}
	ink := make([]inkSpan, len(g.Bars))
	for i, b := range g.Bars {
		ink[i] = inkSpan{X0: b.X, X1: b.X + b.W, Top: b.Y - 4 - countRise}
	}
	g.ExpectedAt, g.ExpectedLabel = lineLabel([]string{g.ExpectedLabel, c.decimal(h.Expected, 1)}, g.ExpectedY, chartLeft, chartRight, ax.Y(0), ink)
	return g
}

func chartViewBox() string { return "0 0 " + itoa(chartW) + " " + itoa(chartH) }
