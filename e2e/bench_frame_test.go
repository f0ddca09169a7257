package e2e

import (
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBenchFrameFloor measures how long the page takes to show a change
// made in a task of its own: from the change (a mark put in the page, a
// button's outline toggled) to the presentation of the frame that shows
// it (the mark's Element Timing renderTime, the ruler TestBenchUI's taps
// end with), CPU throttled 4x, on the game page as it is and with parts
// of it hidden, and on a page of one line. It answers whether a tap's
// last part, "settled to painted", is the page's own drawing or the
// browser's frame pipeline (waiting for the next frame, then drawing
// and presenting it). A benchmark: HERALD_BENCH_UI=1.
func TestBenchFrameFloor(t *testing.T) {
	if os.Getenv("HERALD_BENCH_UI") != "1" {
		t.Skip("a benchmark: set HERALD_BENCH_UI=1")
	}
	srv, _ := heraldServer(t)
	game, _ := benchGame(t, srv.URL)
	ctx := newBenchBrowser(t, 1024, 768, 10*time.Minute)
	open(t, ctx, game)
	// frames makes 30 changes, each after a pause, and returns the
	// median and the 95th percentile of change to presentation.
	const frames = `(async (hide, blank) => {
		if (blank) document.body.replaceChildren(Object.assign(document.createElement('p'), {textContent: 'eine Zeile'}));
		const st = document.getElementById('frame-floor') || document.head.appendChild(Object.assign(document.createElement('style'), {id: 'frame-floor'}));
		st.textContent = hide ? hide + ' { display: none !important; }' : '';
		const seen = {};
		new PerformanceObserver(l => l.getEntries().forEach(e => { seen[e.identifier] = e.renderTime; })).observe({type: 'element'});
		const out = [];
		for (let i = 0; i < 30; i++) {
			await new Promise(r => setTimeout(r, 40));
			const t0 = performance.now(), id = 'floor-' + Math.random();
			const m = Object.assign(document.createElement('span'), {textContent: String(i % 10)});
			m.setAttribute('elementtiming', id);
			m.style.cssText = 'position:fixed;right:0;bottom:0;font-size:10px';
			document.body.appendChild(m);
			const b = document.querySelector('button');
			if (b) b.style.outline = i % 2 ? '2px solid red' : '';
			while (seen[id] === undefined) await new Promise(r => setTimeout(r, 5));
			out.push(seen[id] - t0);
			m.remove();
		}
		out.sort((a, b) => a - b);
		return [out[15], out[28]];
	})`
	for round := 1; round <= 3; round++ {
		for _, c := range []struct{ what, hide string }{
			{"the game page", ""},
			{"without the picture", "#board-picture"},
			{"without the board (list and picture)", "#board"},
			{"only the action panel and the bar", "#game > *:not(#action):not(#console-top)"},
		} {
			p, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](frames+"("+jsString(c.hide)+", false)", chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("round %d  %-40s change to presented p50 %5.1f  p95 %5.1f ms", round, c.what, p[0], p[1])
		}
	}
	p, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](frames+"('', true)", chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("         %-40s change to presented p50 %5.1f  p95 %5.1f ms", "a page of one line", p[0], p[1])
}
