package e2e

// Herald at the table (issue 31, item 3): it installs like an app from
// its web app manifest, and the game page keeps the tablet's screen on
// (static/awake.js with the vendored NoSleep.js).

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// installabilityErrors are Chromium's reasons the page's app cannot be
// installed (CDP Page.getInstallabilityErrors: the check behind "Install
// app" and "Add to home screen"), each with its arguments.
func installabilityErrors(t *testing.T, ctx context.Context) []string {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	var errs []string
	err := chromedp.Do(sctx, chromedp.Func(func(c context.Context, tg *chromedp.Target) error {
		res, err := cdp.Call(c, tg, page.GetInstallabilityErrors, cdp.Empty{})
		for _, e := range res.InstallabilityErrors {
			b, _ := json.Marshal(e.ErrorArguments)
			errs = append(errs, e.ErrorID+" "+string(b))
		}
		return err
	}))
	if err != nil {
		t.Fatalf("Page.getInstallabilityErrors: %v", err)
	}
	return errs
}

// appManifest is the manifest Chromium read for the page (CDP
// Page.getAppManifest): its parse errors and what it understood.
func appManifest(t *testing.T, ctx context.Context) page.GetAppManifestResult {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	var res page.GetAppManifestResult
	err := chromedp.Do(sctx, chromedp.Func(func(c context.Context, tg *chromedp.Target) error {
		var err error
		res, err = cdp.Call(c, tg, page.GetAppManifest, page.GetAppManifestParams{})
		return err
	}))
	if err != nil {
		t.Fatalf("Page.getAppManifest: %v", err)
	}
	return res
}

// iconSizeJS loads an image in the page and yields its natural size as
// "WxH" (or "error").
const iconSizeJS = `new Promise(resolve => {
	const img = new Image();
	img.onload = () => resolve(img.naturalWidth + "x" + img.naturalHeight);
	img.onerror = () => resolve("error");
	img.src = %s;
})`

// installCheckBrowser starts a Chromium of the test's own for the install
// check: the full browser (Debian's chromium, in its new headless mode)
// with a profile of its own, its first tab in that profile. The headless
// shell the other tests share has no install check
// (Page.getInstallabilityErrors answers nothing there, even for a page
// without a manifest), and a tab in a new browser context is incognito,
// where nothing installs ("in-incognito").
func installCheckBrowser(t *testing.T) context.Context {
	t.Helper()
	path, err := exec.LookPath(cmp.Or(os.Getenv("HERALD_CHROMIUM_FULL"), "/usr/bin/chromium"))
	if err != nil {
		t.Fatalf("%v: the install check needs Chromium itself (run scripts/ensure-chromium.sh)", err)
	}
	dir, err := os.MkdirTemp("", "herald-e2e-install-")
	if err != nil {
		t.Fatal(err)
	}
	out := &lockedBuffer{}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), chromiumOptions(path, dir, out)...)
	tab, cancelTab := chromedp.NewContext(alloc)
	ctx, cancelLife := context.WithTimeout(tab, browserTimeout)
	t.Cleanup(func() {
		cancelLife()
		cancelTab()
		cancelAlloc() // waits for the browser to exit
		killProcessesUsingDir(dir)
		removeAllRetry(dir)
	})
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v\n%s", path, err, out.tail(4000))
	}
	return ctx
}

// TestInstallable: Chromium's own install check passes on the home page
// and on a game page (the tablet's "Add to home screen" is tapped there),
// with no service worker (Chromium 156 asks for none), the manifest read
// without errors and each of its icons loading at its declared size. The
// same check on a Herald whose manifest is missing fails: the check sees
// the manifest, it does not pass everything.
func TestInstallable(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	game := battleReadyGame(t, srv.URL)
	ctx := installCheckBrowser(t)
	for _, p := range []string{srv.URL + "/", game} {
		navigate(t, ctx, p)
		if errs := installabilityErrors(t, ctx); len(errs) > 0 {
			t.Errorf("%s: not installable: %s", p, strings.Join(errs, "; "))
		}
	}
	m := appManifest(t, ctx)
	if m.URL != srv.URL+"/manifest.webmanifest" || len(m.Errors) > 0 || m.Manifest == nil {
		t.Fatalf("manifest %q read with errors %+v", m.URL, m.Errors)
	}
	if m.Manifest.StartURL != srv.URL+"/" || m.Manifest.Display != "kStandalone" || m.Manifest.Name != "Herald" {
		t.Errorf("manifest: start %q, display %q, name %q", m.Manifest.StartURL, m.Manifest.Display, m.Manifest.Name)
	}
	if len(m.Manifest.Icons) < 2 {
		t.Fatalf("manifest: %d icons", len(m.Manifest.Icons))
	}
	for _, ic := range m.Manifest.Icons {
		sctx, cancel := step(ctx)
		got, err := chromedp.Run(sctx, chromedp.Evaluate[string](fmt.Sprintf(iconSizeJS, jsString(ic.URL)), chromedp.EvalAwaitPromise))
		cancel()
		if err != nil || got != ic.Sizes {
			t.Errorf("icon %s: loads as %q (%v), declared %s", ic.URL, got, err, ic.Sizes)
		}
	}

	bare, _ := heraldServerVia(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/manifest.webmanifest" {
				http.NotFound(w, r)
				return
			}
			h.ServeHTTP(w, r)
		})
	})
	navigate(t, ctx, bare.URL+"/")
	if errs := installabilityErrors(t, ctx); !slices.ContainsFunc(errs, func(e string) bool { return strings.HasPrefix(e, "manifest-parsing-or-network-error") }) {
		t.Errorf("a Herald without its manifest: the check says %q, not that the manifest is missing", errs)
	}
}

// awakeRecorder records, before the page's own scripts run, every screen
// wake lock the page is given (window.__locks, the sentinels) and every
// video it plays (window.__videos), and, after the page's own pagehide
// listeners (added before load), how many of them are still held as the
// page goes (localStorage "held-at-pagehide"). What the test reads of the
// lock is thus the browser's, not awake.js's own word.
const awakeRecorder = `window.__locks = []; window.__videos = [];
if (navigator.wakeLock) {
	const request = navigator.wakeLock.request.bind(navigator.wakeLock);
	navigator.wakeLock.request = type => request(type).then(s => (window.__locks.push(s), s));
}
const play = HTMLMediaElement.prototype.play;
HTMLMediaElement.prototype.play = function () {
	if (!window.__videos.includes(this)) window.__videos.push(this);
	return play.apply(this, arguments);
};
addEventListener("load", () => addEventListener("pagehide", () => localStorage.setItem("held-at-pagehide",
	JSON.stringify({locks: __locks.filter(s => !s.released).length, videos: __videos.filter(v => !v.paused).length}))));`

// noWakeLock takes the Screen Wake Lock API away, as a page at a LAN
// address over http has it ([SecureContext]): NoSleep then plays its video.
const noWakeLock = `delete Navigator.prototype.wakeLock;`

// awakeJS is the page's html[data-awake], the wake locks it holds (not
// released), the videos playing (not paused, their time moving on) and
// the locks it was ever given.
const awakeJS = `(() => ({
	awake: document.documentElement.dataset.awake || "",
	locks: (window.__locks || []).filter(s => !s.released).length,
	videos: (window.__videos || []).filter(v => !v.paused && v.currentTime > 0).length,
	asked: (window.__locks || []).length,
}))()`

type awakeState struct {
	Awake                string
	Locks, Videos, Asked int
}

// on: the page says the screen is kept on and the browser holds it so,
// by one wake lock or one playing video; off: neither.
func (s awakeState) on() bool  { return s.Awake == "on" && s.Locks+s.Videos == 1 }
func (s awakeState) off() bool { return s.Awake == "off" && s.Locks+s.Videos == 0 }

// waitAwake polls the page until want holds of its awakeState.
func waitAwake(t *testing.T, ctx context.Context, what string, want func(awakeState) bool) awakeState {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	var last awakeState
	for {
		s, err := chromedp.Run(sctx, chromedp.Evaluate[awakeState](awakeJS))
		if err == nil {
			last = s
			if want(s) {
				return s
			}
		}
		select {
		case <-sctx.Done():
			t.Fatalf("%s: the page shows %+v (%v)", what, last, err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// visibilityJS makes the page hidden or visible as the browser does when
// the tablet's screen or another app covers it: a hidden page loses its
// wake lock (the sentinel is released) and its video is paused, then
// visibilitychange fires. The headless shell's pages are always visible
// (neither a minimized window, another tab in front nor
// Page.setWebLifecycleState changes that), so the test plays the
// browser's part.
const visibilityJS = `((state) => {
	Object.defineProperty(document, "visibilityState", {value: state, configurable: true});
	Object.defineProperty(document, "hidden", {value: state === "hidden", configurable: true});
	if (state === "hidden") {
		(window.__locks || []).forEach(s => s.release());
		(window.__videos || []).forEach(v => v.pause());
	}
	document.dispatchEvent(new Event("visibilitychange"));
	return true;
})(%s)`

// TestScreenStaysOnAtTheGamePage: on the tablet's game page a tap engages
// the wake lock (where the browser has the API: localhost here, https) or
// NoSleep's video (a LAN address over http, emulated by taking the API
// away); the switch releases it and is remembered on the device; a page
// seen again asks for it again, once; leaving for another page releases
// it, and that page holds none.
func TestScreenStaysOnAtTheGamePage(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	game := battleReadyGame(t, srv.URL)
	for _, mode := range []struct{ name, before string }{{"wake lock", ""}, {"video", noWakeLock}} {
		t.Run(mode.name, func(t *testing.T) {
			t.Parallel()
			ctx := newBrowser(t, 1024, 768)
			for _, js := range []string{mode.before, awakeRecorder} {
				if js != "" {
					addScript(t, ctx, js)
				}
			}
			navigate(t, ctx, game+"?lang=en")
			if got := mustText(t, ctx, by("awake")); got != "Screen stays on" {
				t.Errorf("the switch reads %q", got)
			}
			click(t, ctx, "h1") // the first tap on the page
			waitAwake(t, ctx, "after a tap", awakeState.on)

			click(t, ctx, "#awake")
			waitAwake(t, ctx, "switched off", awakeState.off)
			navigate(t, ctx, game+"?lang=de")
			click(t, ctx, "h1")
			if s := waitAwake(t, ctx, "switched off, on the page again", awakeState.off); s.Asked != 0 || evalJS[bool](t, ctx, `document.getElementById("awake").checked`) {
				t.Errorf("the device's choice is forgotten: %+v", s)
			}
			if got := mustText(t, ctx, by("awake")); got != "Bildschirm bleibt an" {
				t.Errorf("the switch reads %q in German", got)
			}
			click(t, ctx, "#awake")
			s := waitAwake(t, ctx, "switched on", awakeState.on)

			evalJS[bool](t, ctx, fmt.Sprintf(visibilityJS, `"hidden"`))
			waitAwake(t, ctx, "hidden", awakeState.off)
			evalJS[bool](t, ctx, fmt.Sprintf(visibilityJS, `"visible"`))
			want := s.Asked // no wake lock to ask for: NoSleep plays its video again
			if mode.before == "" {
				want++ // one: NoSleep's own re-acquire and awake.js's are one request
			}
			if again := waitAwake(t, ctx, "visible again", awakeState.on); again.Asked != want {
				t.Errorf("visible again: asked for %d wake locks in all, want %d", again.Asked, want)
			}

			navigate(t, ctx, srv.URL+"/")
			if held := evalJS[string](t, ctx, `localStorage.getItem("held-at-pagehide")`); held != `{"locks":0,"videos":0}` {
				t.Errorf("leaving the game page, it still held %s", held)
			}
			if s := evalJS[awakeState](t, ctx, awakeJS); s.Awake != "" || s.Asked+s.Videos != 0 || count(t, ctx, by("awake")) != 0 {
				t.Errorf("the home page keeps the screen on: %+v", s)
			}
			assertNoJSErrors(t, ctx)
		})
	}
}

// addScript runs js in every document the tab loads from now on, before
// the page's own scripts (CDP Page.addScriptToEvaluateOnNewDocument).
func addScript(t *testing.T, ctx context.Context, js string) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	err := chromedp.Do(sctx, chromedp.Func(func(c context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(c, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
}
