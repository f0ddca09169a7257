package e2e

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBoardSavesKeepTheNextTerritoryInView (issue 15, item 10): the
// group renames three territories in a row with "save, next territory"
// on a phone and a tablet. Each save answers with the sections it changed
// (no page reload): the next territory's form, its name field, the notice
// of the save and the button tapped are in view after each save, without
// the test scrolling, and it takes one tap into the field and one tap on
// the button per territory — the taps of a plain save, none more. A
// refused paste then shows its refusal in view, beside its form, and
// axe-core finds nothing critical or serious on the editor so patched.
func TestBoardSavesKeepTheNextTerritoryInView(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	post := func(path string, form url.Values) {
		resp, err := client.PostForm(srv.URL+path, form)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("POST %s: %d", path, resp.StatusCode)
		}
	}
	post("/boards/new", url.Values{"name": {"Kreis"}, "edition": {"halo_legendary"}})
	post("/boards/kreis/regions", url.Values{"version": {"1"}, "new_name": {"Nord", "Süd"}, "new_bonus": {"3", "2"}})
	var nord, sued []string
	for i := 1; i <= 8; i++ {
		nord, sued = append(nord, fmt.Sprintf("Feld %02d", i)), append(sued, fmt.Sprintf("Feld %02d", i+8))
	}
	post("/boards/kreis/territories", url.Values{"version": {"2"}, "region": {"nord"}, "names": {strings.Join(nord, "\n")}})
	post("/boards/kreis/territories", url.Values{"version": {"3"}, "region": {"sued"}, "names": {strings.Join(sued, "\n")}})

	axeSrc := loadAxe(t)
	for _, size := range [][2]int{{390, 844}, {1024, 768}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			ctx := newBrowser(t, size[0], size[1])
			// Headless Chromium keeps its window at least 500 px wide.
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(size[0]), int64(size[1]))); err != nil {
				t.Fatal(err)
			}
			navigate(t, ctx, srv.URL+"/boards/kreis?t=feld_01&lang=de#edit")
			p := &taps{t: t, ctx: ctx}
			loads := 0
			evalJS[bool](t, ctx, `window.__noReload = true`)
			for i := 1; i <= 3; i++ {
				inView(t, ctx, fmt.Sprintf("before save %d", i), by("terr-save-next"))
				p.typeIn(by("terr-name"), fmt.Sprintf("Feld %02d neu", i))
				p.submit(by("terr-save-next"))
				waitText(t, ctx, "#edit legend", fmt.Sprintf("Feld %02d", i+1))
				if !evalJS[bool](t, ctx, `window.__noReload === true`) {
					loads++
				}
				for _, sel := range []string{"#edit legend", by("terr-name"), by("board-notice"), by("terr-save-next")} {
					inView(t, ctx, fmt.Sprintf("after save %d", i), sel)
				}
				if got := evalJS[string](t, ctx, `location.search`); !strings.Contains(got, fmt.Sprintf("t=feld_%02d", i+1)) {
					t.Errorf("after save %d the address is %s", i, got)
				}
			}
			if loads != 0 {
				t.Errorf("%d of 3 saves reloaded the page", loads)
			}
			spec, _ := storedBoard(t, st, "kreis")
			for i := 0; i < 3; i++ {
				if want := fmt.Sprintf("Feld %02d neu", i+1); spec.Territories[i].Names["de"] != want {
					t.Errorf("territory %d is called %q, want %q", i+1, spec.Territories[i].Names["de"], want)
				}
			}
			// A plain save takes the same: a tap into the field, a tap on
			// the button.
			t.Logf("%dx%d: 3 territories saved in %d taps (plain POST: 6)", size[0], size[1], p.n)
			if p.n != 6 {
				t.Errorf("%d taps, want 6", p.n)
			}
			// A refused save (a paste of nothing but spaces) says so in the
			// form that was sent, in view, its input kept, the territory
			// form still open.
			fill(t, ctx, by("paste-names"), "  ")
			click(t, ctx, by("paste-submit"))
			waitText(t, ctx, "#paste "+by("board-error"), "Keine Namen")
			inView(t, ctx, "after the refused paste", "#paste "+by("board-error"))
			if got := evalJS[string](t, ctx, `document.querySelector('[data-testid="paste-names"]').value`); got != "  " {
				t.Errorf("the refused paste's input is %q", got)
			}
			waitText(t, ctx, "#edit legend", "Feld 04")
			// The editor as the swaps left it is as accessible as a
			// loaded one (TestAxeNoCriticalOrSerious checks those).
			for _, v := range runAxe(t, ctx, axeSrc) {
				if v.Impact == "critical" || v.Impact == "serious" {
					t.Errorf("after the saves: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(v.Targets, " | "))
				}
			}
			assertNoJSErrors(t, ctx)
		})
	}
}
