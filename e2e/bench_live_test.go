package e2e

// A live update of the picture on a phone (issue 30, "Speed and limits":
// < 100 ms p99 from the action's answer). A benchmark, not a timed test:
// it runs only with HERALD_BENCH_LIVE=1 (make bench-live), prints its
// figures and fails only when the page does not show what the API says.
//
//	make bench-live                    # 60 updates at 390x844
//	HERALD_BENCH_LIVE=1 HERALD_BENCH_UPDATES=120 go test ./e2e -run '^TestBenchLive$' -count=1 -v
//
// A phone (390x844 unless HERALD_BENCH_SIZE says otherwise, touch
// emulation on, CPU throttled 4x) shows a Game of Thrones game with its
// drawn map scrolled into view, while another device records actions
// through the API: a board correction that gives Harrenhal to the other
// player and sets its units, one at a time, each once the phone has
// painted the last. The page follows as it does at a table: its stream
// says the new mark, live.js lets htmx fetch the game, idiomorph morphs
// it into #game.
//
// The ruler: an update starts when the stream's "seq" event reaches the
// page, timed by a listener on the EventSource itself (the page's
// EventSource class is wrapped before its scripts run, so this listener
// is added in the constructor, before the SSE extension's: it runs first,
// and sees the event even when live.js drops it). It ends at the
// presentation of the frame that shows the morphed #game (the Element
// Timing renderTime of a mark put in the page in the swap's task, as
// TestBenchUI's taps end); "next frame" is the older ruler, the second
// requestAnimationFrame callback after htmx settled. The picture's spot is
// read in the swap's task and must show the API's owner and units. From
// the action's answer (the API client's clock) to the event and to the
// paint compares the page's performance.timeOrigin + now() with Go's
// time.Now(): both the system clock, good to about a millisecond.
//
// 29 Nov 2026, 05:18-05:38, the machine shared (2 cores; other helpers'
// builds and tests kept the load average at 11-30, beside each run),
// 60 updates each at 390x844, CPU 4x, interleaved. Before: the live fetch
// got the whole #game (7c87bd4); after: the parts that changed
// (handlers/liveparts.go). Event to paint p50/p95/p99 (ms):
//
//	                         before                      after
//	  load 25-30 (2 runs)    440.8/1690.8/2339.2         260.9/1331.0/2213.1
//	                         342.4/1425.5/1692.7         280.2/1357.7/1455.2
//	  load 11-18             404.6/1248.9/1272.8         166.7/ 278.2/ 617.0
//
// In the quieter pair, p50 of each part before -> after: request to
// response 48.9 -> 34.4, response to swapped (the morph) 188.9 -> 41.0,
// swapped to settled 30.1 -> 5.6, settled to painted 88.4 -> 69.6; bytes
// decoded 76,797 -> 6,655 (transferred 9,580 -> 2,278). From the action's
// answer to the event is 4-8 ms at p50. The 100 ms p99 is not met at
// these loads: the frame itself (settled to painted, 70 ms at p50) is now
// the largest part, then the request and the morph of the parts; it
// should be judged on a quiet machine.
//
// 29 Nov 2026, 08:42, on a quiet machine (load 1.9-2.0, machine pace 3.33
// ms before and after), main 2502147, 60 updates at 390x844, CPU 4x:
// answer to paint p50 82.0, p95 122.0, p99 136.3 ms (event to paint
// 79.3/119.0/131.8). p50 of the parts: answer to event 2.9, event to
// request 3.7, request to response 20.9, response to swapped 19.7,
// swapped to settled 3.6, settled to painted 34.9. The 100 ms p99 is not
// met quietly either (60 updates make a rough p99): the frame and the
// morph are two thirds of it.
//
// 29 Nov 2026, 14:24, quiet again (load 1.7, pace 2.7-3.2 ms), main at
// 73e6cbe, 60 updates at 390x844: answer to paint p50 85.5, p95 137.8,
// p99 174.4 ms; request to response 21.0, response to swapped 18.6,
// settled to painted 37.7 at p50. Showing any change costs 16-27 ms p50
// at CPU 4x on this browser (TestBenchFrameFloor), so the 100 ms p99
// wants the fetch gone: the stream carrying the parts itself (rendered
// per subscriber's seat and language, as the fetch is now) is the next
// step, not taken yet.
//
// 29 Nov 2026, 17:00-17:03, quiet (load 1.4-1.8, machine pace 3.3-3.6
// ms), 120 updates at 390x844, CPU 4x, answer to paint p50/p95/p99 (max):
// before, the live fetch (950771d), 75.3/114.4/127.1 (242.4); after, the
// stream bringing the parts itself (handlers/livepush.go), 58.7/78.8/86.9
// (166.5), and 62.1/82.9/92.5 (192.5) in a run of 60 a minute before.
// After, p50 of the parts: answer to event 6.3 (the stream renders the
// parts before it writes), event to swapped 16.5, swapped to settled 3.3,
// settled to painted 33.3; the event carries 6,709 characters.
//
// 29 Nov 2026, 17:36, quiet (load 1.3-2.0, pace 3.6 ms), 60 updates at
// 390x844 on a phone holding Anna's seat, showing its own page
// (HERALD_BENCH_SEAT=1): its live fetch gets the whole page (55,218
// bytes decoded), answer to paint p50 140.3, p95 202.0, p99 285.0 ms;
// the morph of the whole page (response to swapped) 59.7 at p50, 149.7 at
// p99. The seat's page is not in parts yet: the goal is not met there.
// With its live fetch in parts (17:41, 60 updates, quiet): 111.1/153.8/
// 164.0 ms, 5,082 bytes decoded. With its stream bringing the parts
// (18:05, load 2.1-1.7, pace 3.3 ms): 55.6/101.3/110.0 (max 150.0); event
// to swapped 17.9, settled to painted 29.3 at p50.
//
// 30 Nov 2026, 18:12-18:20, quiet (load 1.2-1.7, pace 3.3-3.7 ms), main
// at c3b753c, 390x844, every update brought by the stream. Answer to
// paint p50/p95/p99 (max), ms:
//
//	the table's page, 60 updates    63.8/ 87.6/ 89.5 (164.5)
//	the table's page, 120 updates   65.0/ 87.7/107.1 (140.7)
//	                                100.5/160.2/185.1 (257.2)
//	Anna's seat page, 120 updates   65.5/112.6/117.9 (120.0)
//	                                79.6/ 98.9/127.2 (148.2)
//
// The 100 ms p99 was read once in five runs; the frame (settled to
// painted, 35.6 at p50) and the parse and morph (event to swapped, 18.5)
// are most of it.

import (
	"context"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// benchLiveJS instruments the page before its own scripts run (it is
// evaluated on each new document): __live.recs[mark] is one update.
const benchLiveJS = `(() => {
	if (window.__live) return;
	const b = window.__live = {byMark: {}, cur: null, marks: {}, waiters: []};
	const now = () => performance.now();
	const wake = () => b.waiters.splice(0).forEach(f => f());
	// The stream's event, heard first (see the ruler above).
	const ES = window.EventSource;
	window.EventSource = class extends ES {
		constructor(url, opts) {
			super(url, opts);
			this.addEventListener('seq', ev => {
				if (b.byMark[ev.data]) return;
				b.cur = b.byMark[ev.data] = {mark: ev.data, heard: now(), origin: performance.timeOrigin};
			});
			// The parts the stream brings (handlers/livepush.go).
			this.addEventListener('parts', ev => {
				if (b.byMark[ev.lastEventId]) return;
				b.cur = b.byMark[ev.lastEventId] = {mark: ev.lastEventId, heard: now(), origin: performance.timeOrigin, pushed: true, chars: ev.data.length};
			});
		}
	};
	const live = d => { const e = d && d.requestConfig && d.requestConfig.elt; return !!(e && e.hasAttribute && e.hasAttribute('data-live')); };
	document.addEventListener('htmx:beforeRequest', e => { if (b.cur && live(e.detail)) b.cur.req = now(); });
	document.addEventListener('htmx:beforeSwap', e => {
		const r = b.cur; if (!r || !live(e.detail)) return;
		r.resp = now(); r.url = e.detail.xhr.responseURL; r.status = e.detail.xhr.status;
	});
	new PerformanceObserver(list => {
		list.getEntries().forEach(e => { b.marks[e.identifier] = e.renderTime; });
		wake();
	}).observe({type: 'element', buffered: true});
	let n = 0;
	const mark = r => {
		const old = document.getElementById('bench-mark'); if (old) old.remove();
		const m = document.createElement('span');
		m.id = 'bench-mark'; m.ariaHidden = 'true'; r.el = 'live-' + (++n);
		m.setAttribute('elementtiming', r.el); m.textContent = String(n % 10);
		m.style.cssText = 'position:fixed;right:0;bottom:0;font-size:10px;z-index:99';
		document.body.appendChild(m);
	};
	document.addEventListener('htmx:afterSwap', e => {
		const r = b.cur; if (!r || r.swapped || !live(e.detail)) return;
		r.swapped = now(); mark(r);
		// What the picture shows in the swap's task: the frame presents it.
		const u = document.querySelector('[data-testid="spot-units-' + b.terr + '"]');
		r.units = u ? u.textContent : ''; r.owner = u ? u.closest('.spot-at').getAttribute('class') : '';
	});
	document.addEventListener('htmx:afterSettle', e => {
		const r = b.cur; if (!r || !r.swapped || r.settled || !live(e.detail)) return;
		r.settled = now();
		requestAnimationFrame(() => requestAnimationFrame(() => {
			r.painted = now();
			const res = performance.getEntriesByName(r.url).pop();
			if (res) { r.transfer = res.transferSize; r.decoded = res.decodedBodySize; r.responseStart = res.responseStart; r.responseEnd = res.responseEnd; }
			wake();
		}));
	});
	// wait(seq) resolves with the update to seq once its frame is presented.
	b.wait = seq => new Promise(ok => {
		const find = () => Object.values(b.byMark).find(r => r.mark.split('.')[0] === String(seq));
		const check = () => {
			const r = find();
			if (r && r.painted !== undefined && b.marks[r.el] !== undefined) { r.presented = b.marks[r.el]; ok(r); } else b.waiters.push(check);
		};
		check();
	});
})()`

// liveRec is one update as benchLiveJS recorded it (ms on the page's
// clock; origin is its performance.timeOrigin, Unix ms).
type liveRec struct {
	Mark                      string
	Origin                    float64
	Heard, Req, Resp          float64
	Swapped, Settled, Painted float64
	Presented                 float64
	ResponseStart             float64 `json:"responseStart"`
	ResponseEnd               float64 `json:"responseEnd"`
	Transfer, Decoded         float64
	Status                    int
	Units, Owner              string
	// Pushed: the stream brought the parts (Chars of them), no fetch.
	Pushed bool
	Chars  float64
}

// loadAverage is the host's 1-, 5- and 15-minute load average.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

// openPhone opens game on a phone's tab: touch emulation on, the page
// instrumented before its scripts, the picture in view, CPU 4x.
func openPhone(t *testing.T, ctx context.Context, game, terr string) {
	t.Helper()
	touchEmulated(t, ctx)
	sctx, cancel := step(ctx)
	defer cancel()
	if err := chromedp.Do(sctx, chromedp.Func(func(c context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(c, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: benchLiveJS})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	if os.Getenv("HERALD_BENCH_SEAT") == "1" {
		navigate(t, ctx, seatLink(t, game, 0)) // its own page, /me
	} else {
		navigate(t, ctx, game+"?lang=de")
	}
	waitLive(t, ctx, "the phone")
	evalJS[bool](t, ctx, `(() => { window.__live.terr = `+jsString(terr)+`;
		document.getElementById('board-picture').scrollIntoView({block: 'start'}); return true; })()`)
	throttle(t, ctx, 4)
}

var seatURLRe = regexp.MustCompile(`<input[^>]*value="([^"]*)"[^>]*data-testid="seat-url"`)

// seatLink issues seat p's link of game at the table and returns it at
// the test server's address (the page shows it at the machine's).
func seatLink(t *testing.T, game string, p int) string {
	t.Helper()
	resp, err := http.Get(fmt.Sprintf("%s/seats/%d", game, p))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	m := seatURLRe.FindSubmatch(body)
	if m == nil {
		t.Fatalf("no seat link on the page (%d)", resp.StatusCode)
	}
	u, err := url.Parse(html.UnescapeString(string(m[1])))
	if err != nil {
		t.Fatal(err)
	}
	base, _ := url.Parse(game)
	return base.Scheme + "://" + base.Host + u.RequestURI()
}

// TestBenchLive measures HERALD_BENCH_UPDATES (60) live updates of the
// picture on a phone, each recorded by another device through the API;
// with HERALD_BENCH_SEAT=1 the phone holds Anna's seat and shows its own
// page (/me), whose live fetch gets the whole page.
func TestBenchLive(t *testing.T) {
	if os.Getenv("HERALD_BENCH_LIVE") != "1" {
		t.Skip("a benchmark: set HERALD_BENCH_LIVE=1 (make bench-live)")
	}
	updates := 60
	if s := os.Getenv("HERALD_BENCH_UPDATES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 1000 {
			t.Fatalf("HERALD_BENCH_UPDATES=%q: want 1..1000", s)
		}
		updates = n
	}
	w, h := 390, 844
	if os.Getenv("HERALD_BENCH_SIZE") != "" {
		w, h = benchSize(t)
	}
	srv, _ := heraldServer(t)
	game, _ := benchGame(t, srv.URL)
	api := strings.Replace(game, "/games/", "/api/games/", 1)
	ctx := newBenchBrowser(t, w, h, 30*time.Minute)
	const terr = "harrenhal"
	openPhone(t, ctx, game, terr)
	t.Logf("load average at the start: %s", loadAverage())
	machinePace(t, "before the updates")

	var recs []liveRec
	var answered []float64 // the action's answer, Unix ms
	for i := range updates {
		owner, units := 1-i%2, 3+i%7
		seq := correctOne(t, api, terr, owner, units)
		answered = append(answered, float64(time.Now().UnixNano())/1e6)
		r := waitUpdate(t, ctx, seq)
		checkShown(t, api, terr, r)
		recs = append(recs, r)
		time.Sleep(400 * time.Millisecond) // a table's pace, not a flood
	}
	machinePace(t, "after the updates")
	t.Logf("load average at the end: %s", loadAverage())
	reportLive(t, w, h, recs, answered)
	assertNoJSErrors(t, ctx)
}

// waitUpdate waits until the page has presented the update to seq.
func waitUpdate(t *testing.T, ctx context.Context, seq int) liveRec {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	r, err := chromedp.Run(sctx, chromedp.Evaluate[liveRec](fmt.Sprintf("window.__live.wait(%d)", seq), chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("the phone did not show seq %d: %v", seq, err)
	}
	if !r.Pushed && r.Status != 200 {
		t.Fatalf("the live fetch for seq %d answered %d", seq, r.Status)
	}
	return r
}

// checkShown checks that the picture showed, in the update's frame, the
// territory's owner and units as the API has them.
func checkShown(t *testing.T, api, terr string, r liveRec) {
	t.Helper()
	st := apiGet(t, api)
	house := map[int]string{}
	for _, p := range st["players"].([]any) {
		pm := p.(map[string]any)
		house[int(pm["index"].(float64))] = pm["house"].(string)
	}
	for _, x := range st["territories"].([]any) {
		tm := x.(map[string]any)
		if tm["id"] != terr {
			continue
		}
		units, owner := strconv.Itoa(int(tm["units"].(float64))), "house-"+house[int(tm["owner"].(float64))]
		if r.Units != units || !strings.Contains(" "+r.Owner+" ", " "+owner+" ") {
			t.Fatalf("update %s: the picture showed %s with %q units and class %q, the API says %s units of %s", r.Mark, terr, r.Units, r.Owner, units, owner)
		}
		return
	}
	t.Fatalf("the API has no territory %s", terr)
}

// reportLive logs the updates' figures (ms).
func reportLive(t *testing.T, w, h int, recs []liveRec, answered []float64) {
	t.Helper()
	col := func(f func(i int, r liveRec) float64) []float64 {
		out := make([]float64, len(recs))
		for i, r := range recs {
			out[i] = f(i, r)
		}
		return out
	}
	line := func(xs []float64) string {
		return fmt.Sprintf("p50 %6.1f  p95 %6.1f  p99 %6.1f  max %6.1f", pct(xs, 0.50), pct(xs, 0.95), pct(xs, 0.99), pct(xs, 1))
	}
	t.Logf("live updates of the picture: %d at %dx%d, touch, CPU throttled 4x (ms)", len(recs), w, h)
	paint := col(func(_ int, r liveRec) float64 { return r.Presented - r.Heard })
	keepTaps(t, "live event to paint", paint)
	t.Logf("  event to paint       %s", line(paint))
	t.Logf("  event to next frame  %s", line(col(func(_ int, r liveRec) float64 { return r.Painted - r.Heard })))
	whole := col(func(i int, r liveRec) float64 { return r.Origin + r.Presented - answered[i] })
	keepTaps(t, "live answer to paint", whole)
	t.Logf("  answer to paint      %s", line(whole))
	t.Logf("  answer to event      %s (negative: the stream came before the API's answer)", line(col(func(i int, r liveRec) float64 { return r.Origin + r.Heard - answered[i] })))
	// Of the updates the stream brought itself, and of those it made
	// the page fetch (a mark the stream could not bring the parts of).
	of := func(pushed bool, f func(r liveRec) float64) []float64 {
		var out []float64
		for _, r := range recs {
			if r.Pushed == pushed {
				out = append(out, f(r))
			}
		}
		return out
	}
	count := func(r liveRec) float64 { return 0 }
	if n := len(of(true, count)); n > 0 {
		t.Logf("  %d brought by the stream:", n)
		t.Logf("    event→swapped      %s", line(of(true, func(r liveRec) float64 { return r.Swapped - r.Heard })))
		t.Logf("    characters         %s", line(of(true, func(r liveRec) float64 { return r.Chars })))
	}
	if n := len(of(false, count)); n > 0 {
		t.Logf("  %d fetched:", n)
		t.Logf("    event to request   %s", line(of(false, func(r liveRec) float64 { return r.Req - r.Heard })))
		t.Logf("    request→response   %s", line(of(false, func(r liveRec) float64 { return r.Resp - r.Req })))
		t.Logf("    last byte→beforeSwap %s", line(of(false, func(r liveRec) float64 { return r.Resp - r.ResponseEnd })))
		t.Logf("    response→swapped   %s", line(of(false, func(r liveRec) float64 { return r.Swapped - r.Resp })))
		t.Logf("    bytes transferred  %s", line(of(false, func(r liveRec) float64 { return r.Transfer })))
		t.Logf("    bytes decoded      %s", line(of(false, func(r liveRec) float64 { return r.Decoded })))
	}
	t.Logf("  swapped→settled      %s", line(col(func(_ int, r liveRec) float64 { return r.Settled - r.Swapped })))
	t.Logf("  settled→painted      %s", line(col(func(_ int, r liveRec) float64 { return r.Presented - r.Settled })))
}
