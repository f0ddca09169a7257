package views

import (
	"bytes"
	"context"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/a-h/templ"
)

func renderString(t testing.TB, c templ.Component) string {
	t.Helper()
	var b bytes.Buffer
	if err := c.Render(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var pointsAttr = regexp.MustCompile(`<polyline class="line" points="([^"]*)"`)

// parsePoints reads an SVG points list back into coordinates.
func parsePoints(t *testing.T, s string) [][2]float64 {
	t.Helper()
	var out [][2]float64
	for _, p := range strings.Fields(s) {
		xy := strings.Split(p, ",")
		if len(xy) != 2 {
			t.Fatalf("point %q", p)
		}
		x, err1 := strconv.ParseFloat(xy[0], 64)
		y, err2 := strconv.ParseFloat(xy[1], 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("point %q", p)
		}
		out = append(out, [2]float64{x, y})
	}
	return out
}

// TestLineChartPointsMapValues draws three players' series and reads each
// line's points back: x is the round, y the value, to the 0.1 px the SVG
// is written with.
func TestLineChartPointsMapValues(t *testing.T) {
	ch := LineChart{ID: "units", Title: "Units", XLabel: "Round", Series: []Series{
		{Label: "Anna", Class: "series-0", Values: []float64{10, 14, 22, 31, 27}},
		{Label: "Ben", Class: "series-1", Values: []float64{10, 9, 5, 0, 0}},
		{Label: "Cleo", Class: "series-2", Values: []float64{10, 12, 17, 19, 43}},
	}}
	c := Ctx{Lang: "en"}
	html := renderString(t, LineChartSVG(c, ch))
	lines := pointsAttr.FindAllStringSubmatch(html, -1)
	if len(lines) != 3 {
		t.Fatalf("%d lines, want 3", len(lines))
	}
	ax := newYAxis(ch.Series[0].Values, ch.Series[1].Values, ch.Series[2].Values)
	if ax.Hi < 43 || ax.Lo > 0 {
		t.Fatalf("axis %v..%v does not cover 0..43", ax.Lo, ax.Hi)
	}
	pxPerUnit := (chartBottom - chartTop) / (ax.Hi - ax.Lo)
	for k, m := range lines {
		pts := parsePoints(t, m[1])
		want := ch.Series[k].Values
		if len(pts) != len(want) {
			t.Fatalf("%s: %d points, want %d", ch.Series[k].Label, len(pts), len(want))
		}
		for i, p := range pts {
			if got := ax.Value(p[1]); math.Abs(got-want[i]) > 0.05/pxPerUnit+1e-9 {
				t.Errorf("%s round %d: y %v reads %v, want %v", ch.Series[k].Label, i, p[1], got, want[i])
			}
			wantX := chartLeft + float64(i)/4*(chartRight-chartLeft)
			if math.Abs(p[0]-wantX) > 0.05+1e-9 {
				t.Errorf("%s round %d: x %v, want %v", ch.Series[k].Label, i, p[0], wantX)
			}
		}
	}
	// The top tick is the axis max, at or above the largest value.
	if !strings.Contains(html, `>`+strconv.FormatFloat(ax.Hi, 'f', 0, 64)+`</text>`) {
		t.Errorf("no tick labelled %v", ax.Hi)
	}
	// Colour is not the only cue: each line has its own dash and marker.
	for _, want := range []string{`stroke-dasharray="7 4"`, `stroke-dasharray="2 3"`, `marker-circle`, `marker-square`, `marker-triangle`} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s", want)
		}
	}
	for _, want := range []string{`role="img"`, `<title id="chart-units-title">Units</title>`, `<desc id="chart-units-desc">`, `<table`} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s", want)
		}
	}
}

// TestLineChartBand: the band is a polygon from Hi forward and Lo back,
// and the axis covers it.
func TestLineChartBand(t *testing.T) {
	ch := LineChart{ID: "luck", Series: []Series{{Label: "A", Values: []float64{0, 1, -1}, Lo: []float64{0, -2, -3.5}, Hi: []float64{0, 2, 3.5}}}}
	g := Ctx{Lang: "en"}.lineGeomOf(ch)
	ax := newYAxis(ch.Series[0].Values, ch.Series[0].Lo, ch.Series[0].Hi)
	if ax.Lo > -3.5 || ax.Hi < 3.5 {
		t.Fatalf("axis %v..%v does not cover the band", ax.Lo, ax.Hi)
	}
	pts := parsePoints(t, g.Lines[0].Band)
	want := []float64{0, 2, 3.5, -3.5, -2, 0}
	if len(pts) != len(want) {
		t.Fatalf("band %v", g.Lines[0].Band)
	}
	for i, p := range pts {
		if math.Abs(ax.Value(p[1])-want[i]) > 0.01 {
			t.Errorf("band point %d reads %v, want %v", i, ax.Value(p[1]), want[i])
		}
	}
}

// TestChartsEmptyAndOneRound: no series, an empty series and a single
// round render without a NaN, the single point in the middle.
func TestChartsEmptyAndOneRound(t *testing.T) {
	c := Ctx{Lang: "de"}
	for name, ch := range map[string]LineChart{
		"none":  {ID: "a"},
		"empty": {ID: "b", Series: []Series{{Label: "A"}}},
		"one":   {ID: "c", Series: []Series{{Label: "A", Values: []float64{7}}}},
		"zeros": {ID: "d", Series: []Series{{Label: "A", Values: []float64{0, 0}}}},
	} {
		html := renderString(t, LineChartSVG(c, ch))
		if strings.Contains(html, "NaN") || strings.Contains(html, "Inf") {
			t.Errorf("%s: %s", name, html)
		}
		if name == "one" {
			pts := parsePoints(t, pointsAttr.FindStringSubmatch(html)[1])
			if len(pts) != 1 || pts[0][0] != (chartLeft+chartRight)/2.0 {
				t.Errorf("one round: %v, want one point in the middle", pts)
			}
		}
	}
	for _, h := range []string{
		renderString(t, StackedBarsSVG(c, StackedBars{ID: "e"})),
		renderString(t, HistogramSVG(c, Histogram{ID: "f", Counts: make([]float64, 6)})),
	} {
		if strings.Contains(h, "NaN") || strings.Contains(h, "Inf") {
			t.Errorf("%s", h)
		}
	}
}

var rectAttr = regexp.MustCompile(`<rect class="(?:stack [^"]*|hist-bar)" x="([^"]*)" y="([^"]*)" width="[^"]*" height="([^"]*)"`)

// TestStackedBarsStack: each round's bars stand on each other and reach
// the round's total.
func TestStackedBarsStack(t *testing.T) {
	ch := StackedBars{ID: "income", XLabel: "Round", Sources: []Series{
		{Label: "Territories", Class: "series-0", Values: []float64{3, 3, 4}},
		{Label: "Regions", Class: "series-1", Values: []float64{0, 2, 7}},
		{Label: "Cards", Class: "series-2", Values: []float64{0, 0, 10}},
	}}
	html := renderString(t, StackedBarsSVG(Ctx{Lang: "en"}, ch))
	ax := newYAxis([]float64{3, 5, 21})
	if ax.Hi < 21 {
		t.Fatalf("axis max %v below the total 21", ax.Hi)
	}
	top := map[string]float64{} // bar x → highest top
	sum := map[string]float64{}
	for _, m := range rectAttr.FindAllStringSubmatch(html, -1) {
		y, _ := strconv.ParseFloat(m[2], 64)
		h, _ := strconv.ParseFloat(m[3], 64)
		sum[m[1]] += h
		if v, ok := top[m[1]]; !ok || y < v {
			top[m[1]] = y
		}
	}
	if len(sum) != 3 {
		t.Fatalf("%d bars, want 3: %v", len(sum), sum)
	}
	totals := []float64{3, 5, 21}
	for x, h := range sum {
		found := false
		for _, tot := range totals {
			if math.Abs(h-(ax.Y(0)-ax.Y(tot))) < 0.2 {
				found = true
			}
		}
		if !found {
			t.Errorf("bar at x=%s is %v px high, no round's total", x, h)
		}
		if math.Abs(ax.Y(0)-h-top[x]) > 0.2 {
			t.Errorf("bar at x=%s: the stack does not stand on the axis", x)
		}
	}
}

// TestHistogramBars: six bars whose heights are the counts, the expected
// line at n/6, German numbers with a decimal comma.
func TestHistogramBars(t *testing.T) {
	counts := []float64{8, 12, 9, 11, 7, 14}
	h := Histogram{ID: "dice", Counts: counts, Expected: 61.0 / 6, SD: math.Sqrt(61 * 5 / 36.0), ExpectedLabel: "fair"}
	html := renderString(t, HistogramSVG(Ctx{Lang: "de"}, h))
	ax := newYAxis(counts, []float64{h.Expected + h.SD})
	bars := rectAttr.FindAllStringSubmatch(html, -1)
	if len(bars) != 6 {
		t.Fatalf("%d bars, want 6", len(bars))
	}
	for i, m := range bars {
		hh, _ := strconv.ParseFloat(m[3], 64)
		if got := hh / (ax.Y(0) - ax.Y(1)); math.Abs(got-counts[i]) > 0.02 {
			t.Errorf("face %d: bar reads %v, want %v", i+1, got, counts[i])
		}
	}
	if ax.Hi < 14 {
		t.Errorf("axis max %v below 14", ax.Hi)
	}
	exp := regexp.MustCompile(`data-testid="hist-expected"`).FindStringIndex(html)
	if exp == nil {
		t.Fatal("no expected line")
	}
	if !strings.Contains(html, `y1="`+f1(ax.Y(h.Expected))+`"`) {
		t.Errorf("expected line not at y %s", f1(ax.Y(h.Expected)))
	}
	if !strings.Contains(html, "<td class=\"num\">10,2</td>") {
		t.Errorf("the table does not say 10,2 (German) for the expected count")
	}
}

// TestXTicksKeepLastRound: the last round is labelled, and no label
// crowds it (rounds 0..11 label every second round, then 11, not 10).
func TestXTicksKeepLastRound(t *testing.T) {
	x := func(i int) float64 { return roundX(i, 11) }
	ticks := xTicks(11, x)
	var labels []string
	for _, tk := range ticks {
		labels = append(labels, tk.Label)
	}
	if got := strings.Join(labels, " "); got != "0 2 4 6 8 11" {
		t.Errorf("ticks %q, want 0 2 4 6 8 11", got)
	}
	if got := xTicks(0, func(int) float64 { return 0 }); len(got) != 1 || got[0].Label != "0" {
		t.Errorf("one round: %v", got)
	}
}
