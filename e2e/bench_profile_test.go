package e2e

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"os"
	"path"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// TestBenchUIProfile is where a tap's milliseconds go (issue 15, item 11):
// a JavaScript CPU profile (CDP Profiler, 100 µs samples) over 10 place
// taps (each undone) and over 10 battles, CPU throttled 4x, printed as
// self time per function. "(program)" is the browser's own work outside
// JavaScript (parsing, style, layout, paint); a function that reads a
// layout (getBoundingClientRect) is charged with the layout it forces.
// HERALD_BENCH_HTMX names an unminified htmx.js (npm pack htmx.org of
// static/HTMX_VERSION) served instead of htmx.min.js, so htmx's functions
// have names; HERALD_BENCH_IDIOMORPH likewise names an unminified
// idiomorph-ext.js (npm pack idiomorph of static/IDIOMORPH_VERSION). A
// benchmark: HERALD_BENCH_UI=1.
func TestBenchUIProfile(t *testing.T) {
	if os.Getenv("HERALD_BENCH_UI") != "1" {
		t.Skip("a benchmark: set HERALD_BENCH_UI=1")
	}
	// The unminified scripts, served in place of the minified ones.
	unminified := func(h http.Handler) http.Handler {
		for env, path := range map[string]string{"HERALD_BENCH_HTMX": "/static/htmx.min.js", "HERALD_BENCH_IDIOMORPH": "/static/idiomorph-ext.min.js"} {
			src := os.Getenv(env)
			if src == "" {
				continue
			}
			js, err := os.ReadFile(src)
			if err != nil {
				t.Fatal(err)
			}
			herald := h
			h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if r.URL.Path == path {
					w.Header().Set("Content-Type", "text/javascript")
					w.Write(js)
					return
				}
				herald.ServeHTTP(w, r)
			})
		}
		return h
	}
	srv, _ := heraldServerVia(t, unminified)
	game, _ := benchGame(t, srv.URL)
	ctx := newBenchBrowser(t, 1024, 768, 10*time.Minute)
	open(t, ctx, game)
	const n = 10
	placeOnce := func() {
		fill(t, ctx, by("place-territory"), "harrenhal")
		fill(t, ctx, by("place-units"), "1")
		tap(t, ctx, by("place-submit"))
		tap(t, ctx, by("undo"))
	}
	placeOnce() // warm up
	logProfile(t, "place + undo", profileOf(t, ctx, func() {
		for range n {
			placeOnce()
		}
	}))
	tap(t, ctx, by("place-submit"))
	fill(t, ctx, by("attack-from"), "harrenhal")
	fill(t, ctx, by("attack-to"), "kings_landing")
	tap(t, ctx, by("attack-roll")) // warm up
	logProfile(t, "Herald würfelt", profileOf(t, ctx, func() {
		for range n {
			tap(t, ctx, by("attack-roll"))
		}
	}))
	assertNoJSErrors(t, ctx)
}

// profileOf runs taps under the CDP CPU profiler.
func profileOf(t *testing.T, ctx context.Context, taps func()) *profiler.Profile {
	t.Helper()
	call := func(f func(ctx context.Context, tg *chromedp.Target) error) {
		_, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
			return chromedp.Void{}, f(ctx, tg)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	call(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
		return err
	})
	taps()
	var p *profiler.Profile
	call(func(ctx context.Context, tg *chromedp.Target) error {
		r, err := cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
		p = r.Profile
		return err
	})
	return p
}

// logProfile prints the functions with the most self time, and the
// JavaScript files' shares. With HERALD_BENCH_PROFILE_DIR it also keeps
// the profile there (what.cpuprofile, Chrome's JSON: DevTools opens it) to
// be read further than the summary goes.
func logProfile(t *testing.T, what string, p *profiler.Profile) {
	t.Helper()
	if dir := os.Getenv("HERALD_BENCH_PROFILE_DIR"); dir != "" {
		raw, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		name := path.Join(dir, strings.NewReplacer(" ", "_", "+", "and").Replace(what)+".cpuprofile")
		if err := os.WriteFile(name, raw, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("profile kept in %s", name)
	}
	byID := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	nameOf := func(id int64) (string, string) {
		cf := byID[id].CallFrame
		name := cf.FunctionName
		file := path.Base(cf.URL)
		if cf.URL == "" {
			file = name
		}
		if name == "" {
			name = "(anonymous)"
		}
		if cf.URL != "" {
			name = fmt.Sprintf("%s %s:%d", name, file, cf.LineNumber+1)
		}
		return name, file
	}
	self := map[string]float64{}
	files := map[string]float64{}
	// incl is the time with the function on the stack; a native's self
	// time is also charged to "native <- caller".
	incl := map[string]float64{}
	var total float64
	for i, id := range p.Samples {
		if i+1 >= len(p.TimeDeltas) {
			break
		}
		ms := float64(p.TimeDeltas[i+1]) / 1000
		name, file := nameOf(id)
		self[name] += ms
		files[file] += ms
		if byID[id].CallFrame.URL == "" && parent[id] != 0 {
			caller, _ := nameOf(parent[id])
			self[name+" <- "+caller] += ms
		}
		seen := map[string]bool{}
		for n := id; n != 0; n = parent[n] {
			nm, _ := nameOf(n)
			if !seen[nm] {
				seen[nm] = true
				incl[nm] += ms
			}
		}
		if byID[id].CallFrame.FunctionName != "(idle)" {
			total += ms
		}
	}
	top := func(m map[string]float64, k int) []string {
		keys := make([]string, 0, len(m))
		for key := range m {
			keys = append(keys, key)
		}
		slices.SortFunc(keys, func(a, b string) int {
			switch {
			case m[a] > m[b]:
				return -1
			case m[a] < m[b]:
				return 1
			}
			return 0
		})
		return keys[:min(k, len(keys))]
	}
	t.Logf("%s: JS CPU profile, CPU 4x, %.0f ms busy (without idle)", what, total)
	for _, f := range top(files, 10) {
		t.Logf("  file %-28s %7.1f ms", f, files[f])
	}
	for _, f := range top(self, 40) {
		t.Logf("  self %-70s %7.1f ms", f, self[f])
	}
	for _, f := range top(incl, 40) {
		t.Logf("  incl %-70s %7.1f ms", f, incl[f])
	}
}

// TestBenchUITrace prints the renderer's main thread from the last undo's
// tap to the frame after htmx's handling of the answer (Chrome tracing, devtools.timeline), for
// the last of a few place taps and battles, CPU throttled 4x: what the
// page does while the answer waits. A benchmark: HERALD_BENCH_UI=1.
func TestBenchUITrace(t *testing.T) {
	if os.Getenv("HERALD_BENCH_UI") != "1" {
		t.Skip("a benchmark: set HERALD_BENCH_UI=1")
	}
	game, _ := tempoGame(t)
	ctx := newBenchBrowser(t, 1024, 768, 10*time.Minute)
	open(t, ctx, game)
	placeOnce := func() {
		fill(t, ctx, by("place-territory"), "harrenhal")
		fill(t, ctx, by("place-units"), "1")
		tap(t, ctx, by("place-submit"))
	}
	placeOnce()
	tap(t, ctx, by("undo"))
	evs := traceOf(t, ctx, func() {
		for range 5 {
			placeOnce()
			tap(t, ctx, by("undo"))
		}
	})
	logTrace(t, "place 1 unit", evs)
	logWaits(t, evs)
	logTapCPU(t, evs)
	tap(t, ctx, by("place-submit"))
	fill(t, ctx, by("attack-from"), "harrenhal")
	fill(t, ctx, by("attack-to"), "kings_landing")
	tap(t, ctx, by("attack-roll"))
	t.Log("Herald würfelt:")
	logWaits(t, traceOf(t, ctx, func() {
		for range 6 {
			tap(t, ctx, by("attack-roll"))
		}
	}))
}

// logTapCPU prints, for each tap in the trace, the main thread's own CPU
// time (tdur: neither waits nor the 4x throttle's pauses, so a busy machine
// changes it little) from the touch's pointerdown (or the click) to the
// frame after the answer was handled, by kind of work.
func logTapCPU(t *testing.T, evs []traceEvent) {
	t.Helper()
	data := func(e traceEvent) map[string]any { m, _ := e.Args["data"].(map[string]any); return m }
	kinds := []string{"RunTask", "EventDispatch", "FunctionCall", "ParseHTML", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit", "HitTest"}
	sorted := slices.SortedFunc(slices.Values(evs), func(a, b traceEvent) int { return cmp.Compare(a.Ts, b.Ts) })
	var start *traceEvent
	for i, e := range sorted {
		switch {
		case e.Name == "EventDispatch" && data(e)["type"] == "pointerdown":
			start = &sorted[i]
		case e.Name == "EventDispatch" && data(e)["type"] == "click" && start == nil:
			start = &sorted[i]
		case e.Name == "XHRLoad" && start != nil:
			end := math.Inf(1)
			for _, c := range sorted[i:] {
				if c.Name == "Commit" && c.Pid == e.Pid && c.Ts > e.Ts+e.Dur {
					end = c.Ts + c.Dur
					break
				}
			}
			sums := map[string]float64{}
			frames := 0
			for _, x := range sorted {
				if x.Pid != start.Pid || x.Tid != start.Tid || x.Ph != "X" || x.Ts < start.Ts || x.Ts > end {
					continue
				}
				sums[x.Name] += x.Tdur / 1000
				if x.Name == "Commit" {
					frames++
				}
			}
			line := fmt.Sprintf("  tap CPU %5.1f ms over %5.1f ms, %d frames:", sums["RunTask"]+sums["EventDispatch"]*0, (end-start.Ts)/1000, frames)
			for _, k := range kinds[1:] {
				line += fmt.Sprintf(" %s %.1f", k, sums[k])
			}
			t.Log(line)
			start = nil
		}
	}
}

// logWaits prints, for each tap in the trace, when the main thread began
// to handle the answer (XHRLoad) after the click, and how much of that
// wait it spent producing frames (style, layout, paint, commit).
func logWaits(t *testing.T, evs []traceEvent) {
	t.Helper()
	frame := map[string]bool{"UpdateLayoutTree": true, "Layout": true, "PrePaint": true, "Paint": true, "Layerize": true, "Commit": true}
	var clicks, loads []traceEvent
	for _, e := range evs {
		switch {
		case e.Name == "EventDispatch" && e.Args["data"] != nil && e.Args["data"].(map[string]any)["type"] == "click":
			clicks = append(clicks, e)
		case e.Name == "XHRLoad":
			loads = append(loads, e)
		}
	}
	for _, c := range clicks {
		i := slices.IndexFunc(loads, func(l traceEvent) bool { return l.Pid == c.Pid && l.Ts > c.Ts })
		if i < 0 {
			continue
		}
		var busy float64
		frames := 0
		seen := map[float64]bool{}
		for _, e := range evs {
			if e.Pid == c.Pid && e.Tid == c.Tid && e.Ph == "X" && frame[e.Name] && e.Ts > c.Ts+c.Dur && e.Ts < loads[i].Ts && !seen[e.Ts] {
				seen[e.Ts] = true
				busy += e.Dur
				if e.Name == "Commit" {
					frames++
				}
			}
		}
		t.Logf("  click handled %5.1f ms, answer handled %6.1f ms after the click; frames before it %d, rendering %5.1f ms", c.Dur/1000, (loads[i].Ts-c.Ts)/1000, frames, busy/1000)
	}
}

// traceEvent is one Chrome trace event (times in µs).
type traceEvent struct {
	Name string         `json:"name"`
	Ph   string         `json:"ph"`
	Ts   float64        `json:"ts"`
	Dur  float64        `json:"dur"`
	Tdur float64        `json:"tdur"` // the thread's own CPU time (µs), not waits or CPU throttling
	Pid  int            `json:"pid"`
	Tid  int            `json:"tid"`
	Args map[string]any `json:"args"`
}

// traceOf records a Chrome trace of the timeline categories over taps.
func traceOf(t *testing.T, ctx context.Context, taps func()) []traceEvent {
	t.Helper()
	var mu sync.Mutex
	var evs []traceEvent
	done := make(chan struct{})
	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	err := chromedp.Listen(lctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, v := range e.Value {
				var te traceEvent
				if json.Unmarshal([]byte(v), &te) == nil {
					evs = append(evs, te)
				}
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			close(done)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	cats := []string{"devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "blink.user_timing", "__metadata"}
	_, err = chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{TraceConfig: &tracing.TraceConfig{IncludedCategories: cats}, TransferMode: tracing.StartTransferModeReportEvents})
		return chromedp.Void{}, err
	})
	if err != nil {
		t.Fatal(err)
	}
	taps()
	_, err = chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return chromedp.Void{}, err
	})
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("trace not complete")
	}
	mu.Lock()
	defer mu.Unlock()
	return evs
}

// logTrace prints the main thread's events of at least 0.2 ms from the
// last click to the end of the frame after its XHR load, on the click's
// clock.
func logTrace(t *testing.T, what string, evs []traceEvent) {
	t.Helper()
	data := func(e traceEvent) map[string]any { m, _ := e.Args["data"].(map[string]any); return m }
	var click, load *traceEvent
	for i, e := range evs {
		if e.Name == "EventDispatch" && data(e)["type"] == "click" && (click == nil || e.Ts > click.Ts) {
			click = &evs[i]
		}
	}
	if click == nil {
		t.Fatal("no click in the trace")
	}
	for i, e := range evs {
		if e.Name == "XHRLoad" && e.Ts > click.Ts && e.Pid == click.Pid && (load == nil || e.Ts < load.Ts) {
			load = &evs[i]
		}
	}
	if load == nil {
		t.Fatal("no XHR load after the click")
	}
	// Up to the end of the frame after the load: the swapped content painted.
	end, commit := load.Ts+load.Dur, math.Inf(1)
	for _, e := range evs {
		if e.Name == "Commit" && e.Pid == click.Pid && e.Ts > load.Ts+load.Dur && e.Ts < commit {
			commit, end = e.Ts, e.Ts+e.Dur
		}
	}
	// A touch's tap starts at its pointerdown, before the click.
	from := click.Ts - 5000
	for _, e := range evs {
		if e.Name == "EventDispatch" && data(e)["type"] == "pointerdown" && e.Pid == click.Pid && e.Ts < click.Ts && e.Ts > click.Ts-1e6 && e.Ts-1000 < from {
			from = e.Ts - 1000
		}
	}
	sorted := slices.SortedFunc(slices.Values(evs), func(a, b traceEvent) int { return int(a.Ts - b.Ts) })
	t.Logf("%s: the main thread from the touch or click to the frame after the XHR load (ms from the click, duration)", what)
	for _, e := range sorted {
		if e.Pid != click.Pid || e.Tid != click.Tid || e.Ph != "X" || e.Ts < from || e.Ts > end || e.Dur < 200 {
			continue
		}
		extra := ""
		if d := data(e); d != nil {
			for _, k := range []string{"type", "url", "functionName", "readyState", "elementCount"} {
				if v, ok := d[k]; ok {
					extra += fmt.Sprintf(" %s=%v", k, v)
				}
			}
		}
		t.Logf("  %8.1f %7.1f  %s%s", (e.Ts-click.Ts)/1000, e.Dur/1000, e.Name, extra)
	}
}

// TestBenchPickTrace prints, for picks on the picture by touch (CPU 4x,
// HERALD_BENCH_SIZE, default 1024x768), the renderer main thread's own
// CPU time by kind of work from each pick's pointerdown to the first
// frame committed after it, and that span: where a pick's frame goes.
// HERALD_BENCH_CSS adds a rule to the page for an experiment. A
// benchmark: HERALD_BENCH_UI=1 with HERALD_BENCH_INPUT=touch.
//
// 29 Nov 2026, 17:16-17:18, quiet, 768x1024, 8 picks each, CPU ms
// (tdur) per pick: Layout 4.6-10.1, Paint 7.3-12.4, EventDispatch
// 3.2-6.7, FunctionCall 2.8-6.6, Layerize 1.4-3.6; the span 24-42 ms.
// With the discs' stroke width kept (HERALD_BENCH_CSS='.spot .spot-disc
// { stroke-width: 1.5 !important; }': a chosen disc's thicker outline is
// a change of geometry, laid out again) Layout fell to 0.7-4.2, Paint
// stayed 9.5-14.1, and the span (16-40 ms) did not move beyond its
// spread: the paint of the picture is the larger part, left as it is.
func TestBenchPickTrace(t *testing.T) {
	if os.Getenv("HERALD_BENCH_UI") != "1" || !benchTouch(t) {
		t.Skip("a benchmark: set HERALD_BENCH_UI=1 and HERALD_BENCH_INPUT=touch")
	}
	game, _ := tempoGame(t)
	w, h := benchSize(t)
	ctx := newBenchBrowser(t, w, h, 10*time.Minute)
	open(t, ctx, game)
	if css := os.Getenv("HERALD_BENCH_CSS"); css != "" { // an experiment's rules, put last
		evalJS[bool](t, ctx, `(() => { const s = document.styleSheets[document.styleSheets.length - 1]; s.insertRule(`+jsString(css)+`, s.cssRules.length); return true; })()`)
	}
	benchPicks(t, ctx, 2)
	evs := traceOf(t, ctx, func() { benchPicks(t, ctx, 8) })
	data := func(e traceEvent) map[string]any { m, _ := e.Args["data"].(map[string]any); return m }
	kinds := []string{"EventDispatch", "FunctionCall", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit", "HitTest"}
	sorted := slices.SortedFunc(slices.Values(evs), func(a, b traceEvent) int { return cmp.Compare(a.Ts, b.Ts) })
	for i, e := range sorted {
		if e.Name != "EventDispatch" || data(e)["type"] != "pointerdown" {
			continue
		}
		end := math.Inf(1)
		for _, c := range sorted[i:] {
			if c.Name == "Commit" && c.Pid == e.Pid {
				end = c.Ts + c.Dur
				break
			}
		}
		sums := map[string]float64{}
		for _, x := range sorted {
			if x.Pid == e.Pid && x.Tid == e.Tid && x.Ph == "X" && x.Ts >= e.Ts && x.Ts <= end {
				sums[x.Name] += x.Tdur / 1000
			}
		}
		line := fmt.Sprintf("pick: pointerdown to its frame's commit %5.1f ms; CPU", (end-e.Ts)/1000)
		for _, k := range kinds {
			line += fmt.Sprintf(" %s %.1f", k, sums[k])
		}
		t.Log(line)
	}
}
