package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	"herald/handlers"
	"herald/store"
)

// TestBenchUIProfile is where a tap's milliseconds go (issue 15, item 11):
// a JavaScript CPU profile (CDP Profiler, 100 µs samples) over 10 place
// taps (each undone) and over 10 battles, CPU throttled 4x, printed as
// self time per function. "(program)" is the browser's own work outside
// JavaScript (parsing, style, layout, paint); a function that reads a
// layout (getBoundingClientRect) is charged with the layout it forces.
// HERALD_BENCH_HTMX names an unminified htmx.js (npm pack htmx.org of
// static/HTMX_VERSION) served instead of htmx.min.js, so htmx's functions
// have names. A benchmark: HERALD_BENCH_UI=1.
func TestBenchUIProfile(t *testing.T) {
	if os.Getenv("HERALD_BENCH_UI") != "1" {
		t.Skip("a benchmark: set HERALD_BENCH_UI=1")
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "herald.db"))
	if err != nil {
		t.Fatal(err)
	}
	var h http.Handler = handlers.New(st)
	if src := os.Getenv("HERALD_BENCH_HTMX"); src != "" {
		js, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		herald := h
		h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/static/htmx.min.js" {
				w.Header().Set("Content-Type", "text/javascript")
				w.Write(js)
				return
			}
			herald.ServeHTTP(w, r)
		})
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() { srv.Close(); st.Close() })
	game, _ := benchGame(t, srv.URL)
	ctx := newBrowserTimeout(t, 1024, 768, 10*time.Minute)
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
// JavaScript files' shares.
func logProfile(t *testing.T, what string, p *profiler.Profile) {
	t.Helper()
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
