package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// postJS sends a form from the page as another tablet would (fetch), and
// waits for it.
func postJS(t *testing.T, p *taps, path string, form map[string]string) {
	t.Helper()
	var pairs []string
	for k, v := range form {
		pairs = append(pairs, jsString(k)+":"+jsString(v))
	}
	js := `fetch(` + jsString(path) + `, {method: "POST", body: new URLSearchParams({` + strings.Join(pairs, ",") + `})}).then(r => r.status)`
	sctx, cancel := step(p.ctx)
	defer cancel()
	code, err := chromedp.Run(sctx, chromedp.Evaluate[int](js, chromedp.EvalAwaitPromise))
	if err != nil || code != 200 {
		t.Fatalf("POST %s: %d %v", path, code, err)
	}
}

// TestStaleBoardSaveMergesInOneTap: tablet B edits Cora while tablet A
// saves a link; B's save meets the newer version. The page keeps B's
// typed name, says in view what A changed, and one tap applies B's edits
// on top: the board holds both.
func TestStaleBoardSaveMergesInOneTap(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, srv.URL+"/boards?lang=de")
	p := &taps{t: t, ctx: ctx}
	postJS(t, p, "/boards/new", map[string]string{"name": "Ring", "edition": "other"})
	postJS(t, p, "/boards/ring/regions", map[string]string{"version": "1", "new_name": "Eins", "new_bonus": "2"})
	postJS(t, p, "/boards/ring/territories", map[string]string{"version": "2", "region": "eins", "names": "Anna\nBert\nCora\nDora"})

	navigate(t, ctx, srv.URL+"/boards/ring?t=cora")
	waitText(t, ctx, by("board-version"), "Version 3")
	// Tablet A saves meanwhile.
	postJS(t, p, "/boards/ring/linklist", map[string]string{"version": "3", "links_text": "Anna – Bert"})

	p.typeIn(by("terr-name"), "Corinna")
	p.tap(by("link-dora"))
	p.submit(by("terr-save"))
	waitText(t, ctx, by("merge-meanwhile"), "Verbindung Anna – Bert eingetragen")
	waitText(t, ctx, by("merge-ours"), "Gebiet Cora umbenannt in Corinna")
	if got := evalJS[string](t, ctx, `document.querySelector('[data-testid="terr-name"]').value`); got != "Corinna" {
		t.Errorf("the typed name is gone: %q", got)
	}
	if top := evalJS[float64](t, ctx, `document.querySelector('[data-testid="merge-apply"]').getBoundingClientRect().bottom`); top > 768 {
		t.Errorf("the merge button is out of view (bottom at %.0f px)", top)
	}
	before := p.n
	p.submit(by("merge-apply"))
	waitText(t, ctx, by("board-notice"), "Eure Änderungen an Version 3 sind übernommen.")
	if p.n-before != 1 {
		t.Errorf("merge took %d taps", p.n-before)
	}
	spec, _ := storedBoard(t, st, "ring")
	links := map[string]bool{}
	for _, l := range spec.Links {
		links[l.A+"-"+l.B] = true
	}
	if !links["anna-bert"] || !links["cora-dora"] || spec.Territories[2].Names["de"] != "Corinna" {
		t.Errorf("merged board: links %v, %v", spec.Links, spec.Territories[2].Names)
	}
}
