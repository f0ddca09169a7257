package e2e

// Headless-Chromium browser-test harness (chromedp v0.23.0, generic API).
//
// Typical use:
//
//	ctx := newBrowser(t, 1280, 900)
//	navigate(t, ctx, srv.URL+"/")            // load + wait for htmx idle
//	fill(t, ctx, "#name", "Ada")              // sets value, fires input+change
//	click(t, ctx, "button[type=submit]")      // real mouse click + htmx idle
//	if got := mustText(t, ctx, "#status"); got != "..." { t.Fatalf(...) }
//	screenshot(t, ctx, "after-submit")        // only when HERALD_SCREENSHOTS is set
//	assertNoJSErrors(t, ctx)
//
// Every helper that takes t fails the test (t.Fatalf) on error, and bounds
// each step by stepTimeout. Raw chromedp actions also work on ctx, e.g.
// chromedp.Run(ctx, chromedp.Evaluate[int](`1+2`)).

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"herald/static"
)

var (
	// browserTimeout bounds the whole life of one browser (one test), and
	// is the least life newBrowserTimeout gives one. A guard against a
	// test that loops, not a measure of speed: every step is bounded by
	// stepTimeout, and on a loaded two-core machine a test takes several
	// times what it takes alone.
	browserTimeout = 15 * time.Minute
	// stepTimeout bounds one helper call (one click, one wait, ...). It is a
	// safety net against hangs, not a performance assertion.
	stepTimeout = 45 * time.Second
)

// chromiumPath finds the Chromium binary: $HERALD_CHROMIUM, the headless
// shell, then Chromium itself.
func chromiumPath() (string, error) {
	if p := os.Getenv("HERALD_CHROMIUM"); p != "" {
		return exec.LookPath(p)
	}
	// The headless shell first (scripts/ensure-chromium.sh installs it):
	// the same engine, less CPU.
	for _, name := range []string{"/usr/bin/chromium-headless-shell", "chromium-headless-shell", "/usr/bin/chromium", "chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("neither chromium-headless-shell nor chromium found in /usr/bin or on PATH")
}

type browserKey struct{}

// browserState is kept in the context returned by newBrowser.
type browserState struct {
	t      testing.TB
	output *lockedBuffer // the shared Chromium's stdout+stderr

	mu       sync.Mutex
	done     bool     // set at cleanup; no more t.Logf after it
	console  []string // all console/exception lines, for failure logs
	jsErrors []string // uncaught exceptions and console.error from page JS
}

func stateOf(ctx context.Context) *browserState {
	st, _ := ctx.Value(browserKey{}).(*browserState)
	return st
}

// newBrowser opens a tab of its own in the test process's one headless
// Chromium (sharedBrowser), in a browser context of its own (cookies,
// storage and cache apart from every other tab, as a device of its own),
// with the given viewport, and returns a chromedp context for it. The tab
// is closed by t.Cleanup. It fails (never skips) when Chromium is missing.
func newBrowser(t *testing.T, width, height int) context.Context {
	t.Helper()
	return newBrowserTimeout(t, width, height, browserTimeout)
}

// newBrowserTimeout is newBrowser with an explicit bound on the tab's
// life, never less than browserTimeout.
func newBrowserTimeout(t *testing.T, width, height int, timeout time.Duration) context.Context {
	t.Helper()
	return openTab(t, width, height, timeout, true)
}

// newBenchBrowser is newBrowserTimeout without the trace of what the page
// did (tabTraceJS), whose listeners would lie inside a benchmark's ruler.
func newBenchBrowser(t *testing.T, width, height int, timeout time.Duration) context.Context {
	t.Helper()
	return openTab(t, width, height, timeout, false)
}

// openTab opens the tab of newBrowserTimeout, traced or not.
func openTab(t *testing.T, width, height int, timeout time.Duration, traced bool) context.Context {
	t.Helper()
	browser, err := sharedBrowser()
	if err != nil {
		t.Fatal(err)
	}
	st := &browserState{t: t, output: shared.output}

	deadline := time.Now().Add(max(timeout, browserTimeout))
	if d, ok := t.Deadline(); ok && d.Add(-10*time.Second).Before(deadline) {
		deadline = d.Add(-10 * time.Second)
	}
	tabCtx, cancelTab := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	ctx, cancelLife := context.WithDeadline(tabCtx, deadline)

	// The console reader goroutine ends when ctx ends.
	consoleDone := make(chan struct{})
	t.Cleanup(func() {
		st.mu.Lock()
		st.done = true
		failed := t.Failed()
		lines := slices.Clone(st.console)
		st.mu.Unlock()
		if failed {
			if len(lines) > 0 {
				t.Logf("browser console:\n  %s", strings.Join(lines, "\n  "))
			}
			if out := st.output.tail(4000); out != "" {
				t.Logf("chromium output (tail, every test's):\n%s", out)
			}
		}
		cancelLife()
		_ = chromedp.Cancel(tabCtx) // closes the tab and disposes of its browser context
		cancelTab()
		<-consoleDone
	})

	// Open the tab now, so failures show up here. A tab of its own window
	// is not the focused one; focus is emulated so that it behaves as the
	// one page in front of the player (focus events, :focus-visible).
	if err := chromedp.Do(ctx, focusEmulated); err != nil {
		close(consoleDone)
		t.Fatalf("opening a tab in chromium: %v\nchromium output:\n%s", err, st.output.tail(4000))
	}

	// Chrome grants every page the screen wake lock without asking; the
	// headless shell asks no one and refuses it. Granted here as Chrome
	// does, so the game pages keep the screen on (static/awake.js) as on
	// the table's tablet.
	if err := grantWakeLock(ctx); err != nil {
		close(consoleDone)
		t.Fatalf("granting the screen wake lock: %v", err)
	}

	if traced {
		if err := chromedp.Do(ctx, chromedp.Func(func(c context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(c, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: tabTraceJS})
			return err
		})); err != nil {
			close(consoleDone)
			t.Fatalf("tracing the tab: %v", err)
		}
	}

	// Headless Chromium keeps a window at least 500 px wide; emulate the
	// viewport so a 390 px phone is really 390 px.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(width), int64(height))); err != nil {
		close(consoleDone)
		t.Fatalf("emulating a %dx%d viewport: %v", width, height, err)
	}

	messages := chromedp.Console(ctx)
	go func() {
		defer close(consoleDone)
		for m, err := range messages {
			if err != nil {
				return
			}
			line := fmt.Sprintf("[%s] %s", m.Type, m.Text)
			if m.URL != "" {
				line += fmt.Sprintf(" (%s:%d)", m.URL, m.Line+1)
			}
			isErr := m.IsException() || (m.Type == chromedp.ConsoleError && m.Source == "")
			st.mu.Lock()
			st.console = append(st.console, line)
			if isErr {
				st.jsErrors = append(st.jsErrors, line)
			}
			if isErr && !st.done {
				st.t.Logf("browser: %s", line)
			}
			st.mu.Unlock()
		}
	}()

	return context.WithValue(ctx, browserKey{}, st)
}

// shared is the test process's one Chromium, started by the first
// browser test (sharedBrowser) and closed by TestMain. Starting a browser
// costs ~2.6 s of CPU (user+sys of chromium --headless --dump-dom
// about:blank, measured three times on this project's two-core machine);
// one per test cost minutes of the suite.
var shared struct {
	once    sync.Once
	ctx     context.Context // the browser's first tab, never used by a test
	stop    func()
	err     error
	dataDir string
	output  *lockedBuffer // Chromium's stdout+stderr
}

// sharedBrowser starts the process's Chromium on first use and returns
// its context, from which each test opens a tab (newBrowser).
func sharedBrowser() (context.Context, error) {
	shared.once.Do(func() {
		shared.output = &lockedBuffer{}
		path, err := chromiumPath()
		if err != nil {
			shared.err = fmt.Errorf("%v: run scripts/ensure-chromium.sh (or make test) to install it", err)
			return
		}
		if shared.dataDir, err = os.MkdirTemp("", "herald-e2e-chromium-"); err != nil {
			shared.err = err
			return
		}
		allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), chromiumOptions(path, shared.dataDir, shared.output)...)
		ctx, cancelFirst := chromedp.NewContext(allocCtx)
		shared.ctx, shared.stop = ctx, func() { cancelFirst(); cancelAlloc() }
		if err := chromedp.Do(ctx); err != nil {
			shared.err = fmt.Errorf("starting chromium (%s): %v\nchromium output:\n%s", path, err, shared.output.tail(4000))
		}
	})
	return shared.ctx, shared.err
}

// stopSharedBrowser closes the process's Chromium, if one was started,
// and removes its profile.
func stopSharedBrowser() {
	if shared.stop == nil {
		return
	}
	shared.stop() // waits for the browser process to exit
	// Chromium helpers can outlive the main process and keep writing to
	// the profile; kill them so that it can be removed.
	killProcessesUsingDir(shared.dataDir)
	removeAllRetry(shared.dataDir)
}

// chromiumOptions are the flags of the tests' headless Chromium.
func chromiumOptions(path, dataDir string, output io.Writer) []chromedp.ExecAllocatorOption {
	return append(slices.Clone(chromedp.DefaultExecAllocatorOptions[:]),
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox, // tests run as root
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-domain-reliability", true),
		chromedp.Flag("no-pings", true),
		chromedp.Flag("lang", "en-US"),
		chromedp.Flag("accept-lang", "en-US"), // the headless shell's own switch for Accept-Language
		chromedp.UserDataDir(dataDir),
		chromedp.WindowSize(1024, 768),
		chromedp.CombinedOutput(output),
	)
}

// tabTraceJS keeps the last things each page of a test's tab did (clicks
// and whether something cancelled them, navigations, htmx requests and
// swaps, the stream's events) in window.__trace, which whereNow shows when
// a step fails: a click that changed nothing then says what happened.
const tabTraceJS = `(() => {
	const trace = window.__trace = [];
	const t0 = performance.now();
	const name = el => !el || !el.tagName ? String(el) : el.tagName.toLowerCase() +
		(el.id ? '#' + el.id : '') + (el.dataset && el.dataset.testid ? '[' + el.dataset.testid + ']' : '');
	const note = s => { trace.push(Math.round(performance.now() - t0) + 'ms ' + s); if (trace.length > 40) trace.shift(); };
	for (const type of ['pointerdown', 'pointerup', 'click']) {
		window.addEventListener(type, e => note(type + ' ' + name(e.target) + (e.isTrusted ? '' : ' (script)')), {capture: true, passive: true});
		window.addEventListener(type, e => { if (e.defaultPrevented) note(type + ' cancelled'); }, {passive: true});
	}
	if (window.navigation) {
		navigation.addEventListener('navigate', e => note('navigate ' + e.navigationType + ' ' + e.destination.url));
		navigation.addEventListener('navigateerror', e => note('navigateerror ' + (e.message || '')));
	}
	for (const type of ['htmx:beforeRequest', 'htmx:afterRequest', 'htmx:beforeSwap', 'htmx:sseMessage', 'htmx:sseError']) {
		document.addEventListener(type, e => {
			const d = e.detail || {};
			note(type + ' ' + name(d.elt) + (d.pathInfo ? ' ' + d.pathInfo.requestPath : '') + (d.xhr && d.xhr.readyState === 4 ? ' ' + d.xhr.status : '') + (d.data !== undefined ? ' ' + d.data : ''));
		});
	}
	window.addEventListener('pagehide', () => note('pagehide'));
})();`

// focusEmulated makes a tab behave as the focused page (CDP
// Emulation.setFocusEmulationEnabled).
func focusEmulated(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
	_, err := cdp.Call(ctx, tg, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
	return chromedp.Void{}, err
}

// grantWakeLock grants the screen wake lock to every page of the tab's
// browser context (CDP Browser.setPermission).
func grantWakeLock(ctx context.Context) error {
	c := chromedp.FromContext(ctx)
	_, err := cdp.Call(ctx, c.Browser, browser.SetPermission, browser.SetPermissionParams{
		Permission:       &browser.PermissionDescriptor{Name: "screen-wake-lock"},
		Setting:          browser.PermissionSettingGranted,
		BrowserContextID: c.BrowserContextID,
	})
	return err
}

// step derives a context bounded by stepTimeout (the tab stays usable after a
// step times out).
func step(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, stepTimeout)
}

// jsErrors returns the uncaught exceptions and console.error calls of page
// scripts seen so far (htmx logs failed requests, e.g. a 500, this way).
// Browser-log entries such as a 404 for /favicon.ico are not included.
func jsErrors(ctx context.Context) []string {
	st := stateOf(ctx)
	if st == nil {
		return nil
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	return slices.Clone(st.jsErrors)
}

// assertNoJSErrors fails the test if any page script threw or console.error'd.
func assertNoJSErrors(t testing.TB, ctx context.Context) {
	t.Helper()
	if errs := jsErrors(ctx); len(errs) > 0 {
		t.Fatalf("browser reported %d JavaScript error(s):\n  %s", len(errs), strings.Join(errs, "\n  "))
	}
}

// htmxIdleJS is true when htmx is loaded, the document is loaded, and no
// element carries one of htmx's in-flight classes (request, swap or settle).
const htmxIdleJS = `(() => typeof htmx !== 'undefined' && document.readyState === 'complete' &&
	!document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling'))()`

// htmxSettledJS resolves once htmxIdleJS held on three checks in a row,
// 20 ms apart: the page waits, not the test, so a wait costs one round
// trip to the browser instead of one every 20 ms.
const htmxSettledJS = `new Promise(resolve => {
	let stable = 0;
	const tick = () => {
		stable = ` + htmxIdleJS + ` ? stable + 1 : 0;
		if (stable >= 3) return resolve(true);
		setTimeout(tick, 20);
	};
	tick();
})`

// waitHTMXIdle waits until htmx is defined and idle (see htmxIdleJS) on
// three consecutive checks. It survives page navigations (e.g.
// HX-Redirect: the page's wait ends with its page, and a new one starts on
// the next) and is bounded only by ctx. Requests that htmx has not
// started yet (e.g. hx-trigger with a delay) are not seen.
func waitHTMXIdle(ctx context.Context) error {
	var lastErr error
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](htmxSettledJS, chromedp.EvalAwaitPromise))
		if err == nil && ok {
			return nil
		}
		if err != nil {
			lastErr = err
		}
		select {
		case <-ctx.Done():
			if lastErr != nil {
				return fmt.Errorf("waiting for htmx to be idle: %w (last evaluation error: %v)", ctx.Err(), lastErr)
			}
			return fmt.Errorf("waiting for htmx to be idle: %w (htmx missing or a request/swap/settle never finished)", ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// mustIdle is waitHTMXIdle bounded by stepTimeout, failing the test on error.
func mustIdle(t testing.TB, ctx context.Context) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	if err := waitHTMXIdle(sctx); err != nil {
		t.Fatal(err)
	}
}

// navigate loads url, waits for the load event, then for htmx to be idle.
// Use chromedp.Do(ctx, chromedp.Navigate(url)) directly for pages without htmx.
func navigate(t testing.TB, ctx context.Context, url string) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	if err := chromedp.Do(sctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate %s: %v", url, err)
	}
	if err := waitHTMXIdle(sctx); err != nil {
		t.Fatalf("navigate %s: %v", url, err)
	}
}

// click waits until the first element matching the CSS selector is visible,
// sends it a real mouse click (at its center), then waits for htmx idle.
// The element is found by the page itself (seenAt), not by a chromedp
// node id: after a tap that loaded a new page, chromedp could still hold
// the old document's ids ("No node with given id found", once in CI).
func click(t testing.TB, ctx context.Context, sel string) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	// What the page is still fetching may move the control: it lands first.
	err := waitHTMXIdle(sctx)
	var at point
	if err == nil {
		at, err = seenAt(sctx, sel)
	}
	if err == nil {
		err = chromedp.Do(sctx, chromedp.MouseClickXY(at.X, at.Y))
	}
	if err != nil {
		t.Fatalf("click %q: %v (the tab shows %s)", sel, err, whereNow(ctx))
	}
	if err := waitHTMXIdle(sctx); err != nil {
		t.Fatalf("after click %q: %v", sel, err)
	}
}

// point is a place in the viewport, in CSS pixels.
type point struct{ X, Y float64 }

// seenAt waits until the first element matching sel is visible in a
// parsed document and its first box's centre is on it (not off screen,
// not under a sticky bar or a closing dialog; a label tapped for its
// control counts), scrolling it to the middle
// of the view when not, and returns that centre. chromedp.Click took the
// centre without looking at what lies there.
func seenAt(ctx context.Context, sel string) (point, error) {
	js := elementJS(sel, `if (!el.getClientRects().length) return null;
		const hit = () => {
			const r = el.getClientRects()[0], x = r.left + r.width / 2, y = r.top + r.height / 2;
			const h = document.elementFromPoint(x, y);
			// A visually hidden radio is tapped through its label.
			const label = h && h.closest('label');
			if (h && (h === el || el.contains(h) || (label && label.control === el))) return {X: x, Y: y};
			window.__missed = (h ? h.outerHTML.slice(0, 160) : 'nothing') + ' lies over ' + `+jsString(sel)+`;
			return null;
		};
		let at = hit();
		if (!at) {
			el.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
			at = hit();
		}
		if (!at) return null;
		// Where it is two frames on: a page still laying itself out (an
		// image, a section drawn as it comes into view) moves it, and a
		// press at the old place lands on another control.
		return new Promise(ok => requestAnimationFrame(() => requestAnimationFrame(() => {
			const now = hit();
			ok(now && now.X === at.X && now.Y === at.Y ? now : null);
		})));`)
	return poll[point](ctx, js, chromedp.EvalAwaitPromise)
}

// poll evaluates js (with opts) every 20 ms until it yields a value (not
// null) or ctx ends. Each evaluation runs in whichever document the tab
// shows then.
func poll[T any](ctx context.Context, js string, opts ...chromedp.EvaluateOption) (T, error) {
	for {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[*T](js, opts...))
		if err == nil && v != nil {
			return *v, nil
		}
		select {
		case <-ctx.Done():
			var zero T
			return zero, fmt.Errorf("%w (last evaluation error: %v)", ctx.Err(), err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// fill sets the value of the first input/textarea/select matching sel and
// fires bubbling "input" and "change" events (so hx-trigger="change" and
// form submission see it), then waits for htmx idle.
func fill(t testing.TB, ctx context.Context, sel, value string) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	if _, err := poll[bool](sctx, visibleJS(sel)); err != nil {
		t.Fatalf("fill %q: %v (the tab shows %s)", sel, err, whereNow(ctx))
	}
	js := fmt.Sprintf(`(() => {
		const el = document.querySelector(%s);
		if (!el) return "no element";
		if (!('value' in el)) return "element has no value property: " + el.tagName;
		el.focus();
		el.value = %s;
		el.dispatchEvent(new Event('input', {bubbles: true}));
		el.dispatchEvent(new Event('change', {bubbles: true}));
		if (el.tagName === 'SELECT' && el.value !== %s) return "no <option> with value " + %s;
		return "";
	})()`, jsString(sel), jsString(value), jsString(value), jsString(value))
	msg, err := chromedp.Run(sctx, chromedp.Evaluate[string](js))
	if err != nil || msg != "" {
		t.Fatalf("fill %q: %v %s", sel, err, msg)
	}
	if err := waitHTMXIdle(sctx); err != nil {
		t.Fatalf("after fill %q: %v", sel, err)
	}
}

// textOf returns the visible text (innerText, trimmed) of the first element
// matching the CSS selector, waiting until such an element exists in a
// document parsed to its end. Read by the page itself, as click finds its
// element: a chromedp node id may be the previous document's.
func textOf(ctx context.Context, sel string) (string, error) {
	s, err := poll[string](ctx, parsedTextJS(sel))
	if err != nil {
		return "", fmt.Errorf("text of %q: %w (the tab shows %s)", sel, err, whereNow(ctx))
	}
	return strings.TrimSpace(s), nil
}

// renderedTextJS is the innerText of the first element matching sel as it
// renders when scrolled to (null without one). app.css lets the browser
// skip the board and the history while they are off screen
// (content-visibility: auto), and the innerText of skipped content is
// empty; for the reading those parts are rendered, then skipped again,
// without scrolling.
func renderedTextJS(sel string) string {
	return fmt.Sprintf(`(() => {
	const el = document.querySelector(%s);
	if (!el) return null;
	const roots = [];
	for (let a = el; a; a = a.parentElement) {
		if (getComputedStyle(a).contentVisibility === 'auto') roots.push([a, a.style.contentVisibility]);
	}
	roots.forEach(([a]) => { a.style.contentVisibility = 'visible'; });
	const text = el.innerText;
	roots.forEach(([a, v]) => { a.style.contentVisibility = v; });
	return text;
})()`, jsString(sel))
}

// mustText is textOf bounded by stepTimeout, failing the test on error.
func mustText(t testing.TB, ctx context.Context, sel string) string {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	s, err := textOf(sctx, sel)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// waitText waits until the text of the first element matching sel contains
// substr (for content updated by polling/SSE or delayed triggers).
func waitText(t testing.TB, ctx context.Context, sel, substr string) string {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	var last string
	for {
		s, err := chromedp.Run(sctx, chromedp.Evaluate[*string](parsedTextJS(sel)))
		if err == nil && s != nil {
			last = strings.TrimSpace(*s)
			if strings.Contains(last, substr) {
				return last
			}
		}
		select {
		case <-sctx.Done():
			t.Fatalf("waiting for %q to contain %q: %v (last text %q)", sel, substr, sctx.Err(), last)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// waitVisible waits until an element matching the CSS selector is visible.
func waitVisible(t testing.TB, ctx context.Context, sel string) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	// Asked of the page each time, not through chromedp's WaitVisible,
	// which follows the document it first saw: after a tap that loads a
	// new page it could wait on the old one (a seat link's page never
	// "appeared" once in CI, by chance).
	if _, err := poll[bool](sctx, visibleJS(sel)); err != nil {
		t.Fatalf("wait visible %q: %v (the tab shows %s)", sel, err, whereNow(ctx))
	}
}

// visibleJS yields true once an element matching sel is visible as
// chromedp means it, in a document parsed to its end (null before).
func visibleJS(sel string) string {
	return elementJS(sel, `return (el.offsetWidth || el.offsetHeight || el.getClientRects().length) ? true : null;`)
}

// elementJS runs body with el, the first element matching sel, in a
// document parsed to its end; null while there is none. Every step finds
// its element this way, in whichever document the tab shows.
func elementJS(sel, body string) string {
	return `(() => { if (document.readyState === 'loading') return null;
		const el = document.querySelector(` + jsString(sel) + `);
		if (!el) return null;
		` + body + ` })()`
}

// parsedTextJS is renderedTextJS in a document parsed to its end (null
// before): an answer to a full-page form post is parsed top down, so its
// refusal exists before the fields below.
func parsedTextJS(sel string) string {
	return "document.readyState === 'loading' ? null : " + renderedTextJS(sel)
}

// whereNow says which page the tab shows and what is focused, for a
// failure's message (a wait that timed out often means a tap that missed).
func whereNow(ctx context.Context) string {
	sctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	s, err := chromedp.Run(sctx, chromedp.Evaluate[string](`(window.__missed || "") + " " + location.href + " (" + document.readyState + "), focus on " + (document.activeElement ? document.activeElement.outerHTML.slice(0, 160) : "nothing") +
		(window.__trace ? "; the page's last doings:\n\t" + window.__trace.join("\n\t") : "")`))
	if err != nil {
		return fmt.Sprintf("unknown: %v", err)
	}
	return s
}

// count returns how many elements match the CSS selector right now (no wait).
func count(t testing.TB, ctx context.Context, sel string) int {
	t.Helper()
	return evalJS[int](t, ctx, fmt.Sprintf(`document.querySelectorAll(%s).length`, jsString(sel)))
}

// attr returns attribute name of the first element matching sel ("" if the
// element has no such attribute). Waits for the element to exist.
func attr(t testing.TB, ctx context.Context, sel, name string) string {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	v, err := poll[string](sctx, elementJS(sel, `return el.getAttribute(`+jsString(name)+`) ?? "";`))
	if err != nil {
		t.Fatalf("attribute %q of %q: %v (the tab shows %s)", name, sel, err, whereNow(ctx))
	}
	return v
}

// evalJS evaluates a JavaScript expression and decodes its (JSON) result.
func evalJS[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	v, err := chromedp.Run(sctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

var screenshotName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// screenshot writes a full-page PNG named name(.png) into $HERALD_SCREENSHOTS
// when that variable is set; otherwise it does nothing.
func screenshot(t testing.TB, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("HERALD_SCREENSHOTS")
	if dir == "" {
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	name = screenshotName.ReplaceAllString(strings.TrimSuffix(name, ".png"), "_")
	sctx, cancel := step(ctx)
	defer cancel()
	buf, err := chromedp.Run(sctx, chromedp.FullScreenshot(100)) // 100 => PNG
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(dir, name+".png")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	t.Logf("screenshot: %s", path)
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// lockedBuffer is an io.Writer safe for concurrent use.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// tail returns the last n bytes of the output, without the dbus noise that
// Debian's chromium prints in a container.
func (b *lockedBuffer) tail(n int) string {
	b.mu.Lock()
	lines := strings.Split(b.buf.String(), "\n")
	b.mu.Unlock()
	lines = slices.DeleteFunc(lines, func(l string) bool {
		return strings.Contains(l, ":ERROR:dbus/") || strings.TrimSpace(l) == ""
	})
	s := strings.Join(lines, "\n")
	if len(s) > n {
		s = "..." + s[len(s)-n:]
	}
	return s
}

var _ io.Writer = (*lockedBuffer)(nil)

// killProcessesUsingDir kills leftover Chromium processes started with
// --user-data-dir=dir (Linux /proc scan; a no-op elsewhere). It repeats until
// a few passes in a row find nothing, bounded to ~2s.
func killProcessesUsingDir(dir string) {
	want := []byte("--user-data-dir=" + dir)
	self := os.Getpid()
	deadline := time.Now().Add(2 * time.Second)
	for quiet := 0; quiet < 3 && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		entries, err := os.ReadDir("/proc")
		if err != nil {
			return
		}
		found := 0
		for _, e := range entries {
			pid, err := strconv.Atoi(e.Name())
			if err != nil || pid == self {
				continue
			}
			cmdline, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
			if err != nil {
				continue
			}
			for arg := range bytes.SplitSeq(cmdline, []byte{0}) {
				if bytes.Equal(arg, want) {
					_ = syscall.Kill(pid, syscall.SIGKILL)
					found++
					break
				}
			}
		}
		if found == 0 {
			quiet++
		} else {
			quiet = 0
		}
	}
}

// removeAllRetry removes dir, retrying briefly while late writers finish.
func removeAllRetry(dir string) {
	for i := 0; i < 20; i++ {
		if err := os.RemoveAll(dir); err == nil {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// ---------------------------------------------------------------------------
// Smoke test: proves chromium + chromedp + the vendored htmx work together.

const smokePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Herald harness smoke test</title>
<script src="/static/htmx.min.js"></script>
</head>
<body>
<h1>Harness smoke test</h1>
<button id="go" hx-post="/clicked" hx-target="#out">Click me</button>
<div id="out">waiting</div>
<form>
  <input id="who" name="who" hx-post="/hello" hx-trigger="change" hx-target="#greet">
</form>
<div id="greet"></div>
</body>
</html>
`

func smokeServer(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static.FS)))
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, smokePage)
	})
	mux.HandleFunc("POST /clicked", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("HX-Request") != "true" {
			http.Error(w, "not an htmx request", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, `<span id="ok">clicked</span>`)
	})
	mux.HandleFunc("POST /hello", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<span id="hello">hello %s</span>`, htmlEscape(r.FormValue("who")))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func htmlEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&#34;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestHarnessSmoke(t *testing.T) {
	t.Parallel()
	srv := smokeServer(t)
	ctx := newBrowser(t, 1024, 768)

	navigate(t, ctx, srv.URL+"/")

	// The vendored file is the version recorded in static/HTMX_VERSION.
	want, err := os.ReadFile("../static/HTMX_VERSION")
	if err != nil {
		t.Fatal(err)
	}
	if got := evalJS[string](t, ctx, `htmx.version`); got != strings.TrimSpace(string(want)) {
		t.Errorf("htmx.version = %q, static/HTMX_VERSION = %q", got, strings.TrimSpace(string(want)))
	}

	if got := mustText(t, ctx, "#out"); got != "waiting" {
		t.Fatalf("before click: #out = %q, want %q", got, "waiting")
	}
	screenshot(t, ctx, "smoke-before")

	click(t, ctx, "#go")
	if got := mustText(t, ctx, "#out"); got != "clicked" {
		t.Fatalf("after click: #out = %q, want %q", got, "clicked")
	}
	if n := count(t, ctx, "#out #ok"); n != 1 {
		t.Fatalf("after click: %d #ok elements, want 1", n)
	}

	fill(t, ctx, "#who", "Ada & <Bob>")
	if got := waitText(t, ctx, "#greet", "hello"); got != "hello Ada & <Bob>" {
		t.Fatalf("after fill: #greet = %q", got)
	}
	screenshot(t, ctx, "smoke-after")

	assertNoJSErrors(t, ctx)
}

// browserTestsAtOnce is how many browser tests run at once unless
// -test.parallel says otherwise. A browser test mostly waits (on
// Chromium, on htmx settling): run one at a time, the suite used 0.46
// of one core (user+sys 458 s in 979 s of wall time, on this project's
// two-core machine), so more tests than cores run side by side.
const browserTestsAtOnce = 4

func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set {
		if err := flag.Set("test.parallel", strconv.Itoa(browserTestsAtOnce)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	code := m.Run()
	stopSharedBrowser()
	os.Exit(code)
}
