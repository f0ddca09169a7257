package e2e

// Herald's Content-Security-Policy allows no inline script or style
// (handlers/security.go, issue 16 item 5): every main page must load and
// work under it, with no violation reported.

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"herald/engine/enginetest"
)

// cspListener records each CSP violation of a page in window.__csp; CDP
// injects it before the page's own scripts, outside the page's policy.
const cspListener = `window.__csp = [];
document.addEventListener("securitypolicyviolation", function (e) {
	window.__csp.push(e.violatedDirective + " " + (e.blockedURI || "inline") + " " + (e.sample || "") + " at " + e.sourceFile + ":" + e.lineNumber);
});`

func TestNoCSPViolationOnAnyPage(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	resp, err := http.Get(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") {
		t.Fatalf("no CSP on the home page: %q", csp)
	}
	pages := []string{"/", "/odds", "/boards"}
	entry := ""
	for _, g := range screenshotGames {
		rec := enginetest.Load(t, g.path)
		ref, editor := storeRecordedBoards(t, st, strings.TrimSuffix(g.path, "/"+lastPart(g.path)), rec)
		id := storeRecordedGame(t, st, g.name, rec, ref, (len(rec.Events)+1)/2)
		entry = fmt.Sprintf("/games/%d/board", id)
		if g.copyFrom != "" {
			editor = copyBoard(t, srv.URL, g.copyFrom)
		}
		pages = append(pages, "/games/new?edition="+g.edition, fmt.Sprintf("/games/%d", id), fmt.Sprintf("/games/%d/board", id), fmt.Sprintf("/dice?game=%d", id))
		if editor != "" {
			pages = append(pages, editor)
		}
	}
	ctx := newBrowser(t, 1024, 768)
	sctx, cancel := step(ctx)
	err = chromedp.Do(sctx, chromedp.Func(func(c context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(c, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: cspListener})
		return err
	}))
	cancel()
	if err != nil {
		t.Fatal(err)
	}
	violations := func(p string) {
		t.Helper()
		if v := evalJS[[]string](t, ctx, `window.__csp || ["listener missing"]`); len(v) > 0 {
			t.Errorf("%s: %d CSP violation(s):\n  %s", p, len(v), strings.Join(v, "\n  "))
		}
	}
	for _, p := range pages {
		navigate(t, ctx, srv.URL+p)
		violations(p)
	}

	// The scripts moved out of the pages still work: the board entry's
	// filter hides rows, the Legendary set-up shows the chosen mode's boards.
	navigate(t, ctx, srv.URL+entry) // the last game's board entry
	fill(t, ctx, "#terr-filter", "zzzz")
	if n := evalJS[int](t, ctx, `document.querySelectorAll(".entry-row:not([hidden])").length`); n != 0 {
		t.Errorf("board entry filter: %d rows still shown for a name no territory has", n)
	}
	navigate(t, ctx, srv.URL+"/games/new?edition=halo_legendary")
	click(t, ctx, `[data-testid="mode-one_on_one"]`)
	if !evalJS[bool](t, ctx, `document.getElementById("field-two").hidden && !document.getElementById("field-one").hidden`) {
		t.Error("Legendary set-up: choosing one-on-one did not show one board")
	}
	violations("after the taps")
	assertNoJSErrors(t, ctx)
}

func lastPart(p string) string { return p[strings.LastIndex(p, "/")+1:] }
