package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The join panel (issue 16, item 1) sits after the game as a closed
// disclosure: on a phone and a tablet the next action stays first and
// uncovered, opened or not, and the panel passes axe-core in both
// languages with its QR code showing.
func TestJoinPanelLeavesTheConsoleFirst(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	src := loadAxe(t)
	g := newConsoleGame(t, srv.URL, st, "got")
	for _, size := range []struct{ w, h int }{{390, 844}, {1024, 768}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			ctx := newBrowserTimeout(t, size.w, size.h, 3*time.Minute)
			for _, lang := range []string{"de", "en"} {
				navigate(t, ctx, g.url+"?lang="+lang)
				// Where the next action stands, with the panel and without it.
				top := func() float64 {
					return evalJS[float64](t, ctx, `document.querySelector('[data-testid="place-form"]').getBoundingClientRect().top + scrollY`)
				}
				before := top()
				if evalJS[bool](t, ctx, `document.querySelector('[data-testid="join"]').open`) {
					t.Errorf("%s: the join panel starts open", lang)
				}
				if below := evalJS[bool](t, ctx, `document.querySelector('[data-testid="join"]').getBoundingClientRect().top >= document.querySelector('[data-testid="place-form"]').getBoundingClientRect().bottom`); !below {
					t.Errorf("%s: the join panel comes before the place form", lang)
				}
				click(t, ctx, by("join")+" > summary")
				waitVisible(t, ctx, by("join-qr"))
				if after := top(); after != before {
					t.Errorf("%s: opening the join panel moved the place form from %.0f to %.0f px", lang, before, after)
				}
				evalJS[bool](t, ctx, `(document.querySelector('[data-testid="place-submit"]').scrollIntoView({block: "center"}), true)`)
				uncovered(t, ctx, "with the join panel open", by("place-submit"))
				evalJS[bool](t, ctx, `(document.querySelector('[data-testid="join"]').remove(), true)`)
				if without := top(); without != before {
					t.Errorf("%s: the place form is at %.0f px with the panel, %.0f px without", lang, before, without)
				}
				navigate(t, ctx, g.url+"?lang="+lang)
				click(t, ctx, by("join")+" > summary")
				waitVisible(t, ctx, by("join-qr"))
				screenshot(t, ctx, fmt.Sprintf("join-%s-%dx%d", lang, size.w, size.h))
				// Big enough to scan from across the table: at least 3 px a module.
				if w := evalJS[float64](t, ctx, `document.querySelector('[data-testid="join-qr"]').getBoundingClientRect().width`); w < 3*41 {
					t.Errorf("%s: the QR code is %.0f px wide", lang, w)
				}
				// What the link says (its text as written): once in a CI run
				// its rendered text (innerText) read "" right after the QR
				// code showed, as if the panel had closed again; not seen
				// again in 8 runs of this test on a quiet machine; not explained.
				if link := evalJS[string](t, ctx, `document.querySelector('[data-testid="join-url"]').textContent.trim()`); !strings.Contains(link, "/games/") {
					t.Errorf("%s: join link %q is not the game's", lang, link)
				}
				if overflow := evalJS[float64](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`); overflow > 0 {
					t.Errorf("%s: the open panel makes the page %v px wider than the screen", lang, overflow)
				}
				for _, page := range []string{"game", "home"} {
					if page == "home" {
						navigate(t, ctx, srv.URL+"/?lang="+lang)
						click(t, ctx, by("join")+" > summary")
						waitVisible(t, ctx, by("join-qr"))
					}
					for _, v := range runAxe(t, ctx, src) {
						if v.Impact == "critical" || v.Impact == "serious" {
							t.Errorf("%s %s with the join panel open: %s [%s] %s: %s", page, lang, v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
						}
					}
				}
			}
			assertNoJSErrors(t, ctx)
		})
	}
}

// A new code from the join panel (the tablet locks out a stranger who saw
// the code): two taps behind a disclosure that says what happens, then the
// same page with the panel open at the new code, whose link carries
// another key. In German, on a phone, axe-core clean with the confirmation
// open.
func TestNewCodeFromTheJoinPanel(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	src := loadAxe(t)
	g := newConsoleGame(t, srv.URL, st, "got")
	ctx := newBrowserTimeout(t, 390, 844, 3*time.Minute)
	navigate(t, ctx, g.url+"?lang=de")
	click(t, ctx, by("join")+" > summary")
	old := mustText(t, ctx, by("join-url"))
	click(t, ctx, by("join-new-key")+" > summary")
	waitVisible(t, ctx, by("join-new-key-submit"))
	if hint := mustText(t, ctx, by("join-new-key")+" p"); !strings.Contains(hint, "andere Gerät verliert den Zugang") {
		t.Errorf("the confirmation says %q, not what a new code does", hint)
	}
	evalJS[bool](t, ctx, `(document.querySelector('[data-testid="join-new-key-submit"]').scrollIntoView({block: "end"}), true)`)
	viewportShot(t, ctx, "join-new-key-390x844")
	for _, v := range runAxe(t, ctx, src) {
		if v.Impact == "critical" || v.Impact == "serious" {
			t.Errorf("with the new-code confirmation open: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
		}
	}
	click(t, ctx, by("join-new-key-submit"))
	waitTrue(t, ctx, `location.hash === "#join-code" && document.readyState === "complete" && document.querySelector('[data-testid="join"]').open`)
	now := mustText(t, ctx, by("join-url"))
	keyOf := func(link string) string { _, k, _ := strings.Cut(link, "key="); return k }
	if keyOf(now) == "" || keyOf(now) == keyOf(old) || strings.Split(now, "?")[0] != strings.Split(old, "?")[0] {
		t.Errorf("after a new code the join link is %q (before %q): want the same page with another key", now, old)
	}
	inView(t, ctx, "after a new code", by("join-qr"))
	// The new key ends every live stream, this page's too while its form
	// is sent: the SSE extension logs that drop (an Event) before the new
	// page comes. Any other error fails.
	for _, e := range jsErrors(ctx) {
		if !strings.Contains(e, "[object Event]") {
			t.Errorf("browser error: %s", e)
		}
	}
}

// eventually says whether js comes true within stepTimeout.
func eventually(ctx context.Context, js string) bool {
	sctx, cancel := step(ctx)
	defer cancel()
	for {
		if ok, err := chromedp.Run(sctx, chromedp.Evaluate[bool](js)); err == nil && ok {
			return true
		}
		select {
		case <-sctx.Done():
			return false
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// waitTrue waits until js is true in the page, across a navigation.
func waitTrue(t *testing.T, ctx context.Context, js string) {
	t.Helper()
	if !eventually(ctx, js) {
		t.Fatalf("waiting for %s: not true within %v", js, stepTimeout)
	}
}
