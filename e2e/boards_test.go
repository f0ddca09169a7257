package e2e

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"herald/maps"
)

// boardSectors are 31 made-up names in three regions of 11, 11 and 9:
// the real Hammer's territories are not public, so a test cannot know them.
func boardSectors() [3][]string {
	var out [3][]string
	for i := 1; i <= 31; i++ {
		out[(i-1)/11] = append(out[(i-1)/11], fmt.Sprintf("Sektor %02d", i))
	}
	return out
}

// checked reports whether the checkbox sel is ticked.
func checked(t *testing.T, ctx context.Context, sel string) bool {
	t.Helper()
	return evalJS[bool](t, ctx, fmt.Sprintf(`document.querySelector(%s).checked`, jsString(sel)))
}

// enterHammer creates a Halo Legendary board "Hammer" in the editor on
// the page ctx shows: three regions (Nord, Mitte, Süd) and the 31 names of
// boardSectors pasted region by region. Links are not entered yet.
func enterHammer(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	navigate(t, ctx, base+"/?lang=de")
	click(t, ctx, by("boards-link"))
	waitVisible(t, ctx, by("no-boards"))
	click(t, ctx, by("new-board"))
	fill(t, ctx, by("board-name"), "Hammer")
	click(t, ctx, by("edition-halo_legendary"))
	click(t, ctx, by("create-board"))
	waitText(t, ctx, by("board-version"), "Version 1")
	waitText(t, ctx, by("problem-no_territories"), "Noch keine Gebiete")
	screenshot(t, ctx, "board-new-1024x768")

	// 1. Three regions in one save.
	for i, r := range []struct{ name, colour, bonus string }{{"Nord", "#b03a2e", "5"}, {"Mitte", "goldenrod", "3"}, {"Süd", "#2e6db0", "4"}} {
		fill(t, ctx, by(fmt.Sprintf("new-region-name-%d", i)), r.name)
		fill(t, ctx, by(fmt.Sprintf("new-region-colour-%d", i)), r.colour)
		fill(t, ctx, by(fmt.Sprintf("new-region-bonus-%d", i)), r.bonus)
	}
	click(t, ctx, by("regions-save"))
	waitText(t, ctx, by("board-version"), "Version 2")
	if n := count(t, ctx, `.region-row:not(.head):not(.new)`); n != 3 {
		t.Fatalf("%d regions shown, want 3", n)
	}

	// 2. Paste each region's names; the form offers the next region after each.
	names := boardSectors()
	for r, region := range []string{"nord", "mitte", "sued"} {
		if got := evalJS[string](t, ctx, `document.querySelector('[data-testid="paste-region"]').value`); got != region {
			t.Fatalf("paste form offers region %q, want %q", got, region)
		}
		fill(t, ctx, by("paste-names"), strings.Join(names[r], "\n"))
		click(t, ctx, by("paste-submit"))
		waitText(t, ctx, by("board-notice"), fmt.Sprintf("%d Gebiete angelegt", len(names[r])))
	}
	if n := count(t, ctx, `a.pick`); n != 31 {
		t.Fatalf("%d territories to tap, want 31", n)
	}
}

// TestTableEntersA31TerritoryBoardOnATablet: on a tablet a group creates a
// board, enters three regions, pastes 31 territory names, links territories
// by tapping one and ticking its neighbours, reads the check in words and
// exports the board.
func TestTableEntersA31TerritoryBoardOnATablet(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	ctx := newBrowser(t, 1024, 768)
	enterHammer(t, ctx, srv.URL)
	waitText(t, ctx, by("problem-no_neighbours"), "Gebiete ohne Nachbarn (31)")
	if count(t, ctx, by("problem-count")) != 0 {
		t.Error("31 territories on Hammer warned about the count")
	}

	// 3. Tap Sektor 01, tick 02 and 12 (a stationary teleporter), save and go on.
	click(t, ctx, by("pick-sektor_01"))
	waitVisible(t, ctx, by("territory-editor"))
	click(t, ctx, by("link-sektor_02"))
	click(t, ctx, by("link-sektor_12"))
	fill(t, ctx, by("kind-sektor_12"), "teleporter")
	screenshot(t, ctx, "board-links-1024x768")
	click(t, ctx, by("terr-save-next"))
	waitText(t, ctx, by("board-notice"), "Gespeichert als Version 6")
	// Now on Sektor 02: the reverse link is ticked already.
	if got := mustText(t, ctx, "#edit legend"); !strings.Contains(got, "Sektor 02") {
		t.Fatalf("after save and next: %q", got)
	}
	if !checked(t, ctx, by("link-sektor_01")) || checked(t, ctx, by("link-sektor_12")) {
		t.Error("Sektor 02 does not show exactly its link to Sektor 01")
	}
	if count(t, ctx, by("terr-castle")) != 0 {
		t.Error("Halo Legendary offers castles")
	}
	click(t, ctx, by("link-sektor_03"))
	click(t, ctx, by("terr-save"))
	waitText(t, ctx, by("board-notice"), "Version 7")
	if got := mustText(t, ctx, by("count-sektor_02")); got != "2" {
		t.Errorf("Sektor 02 has %s neighbours, want 2", got)
	}
	click(t, ctx, by("pick-sektor_12"))
	waitText(t, ctx, "#edit legend", "Sektor 12")
	if !checked(t, ctx, by("link-sektor_01")) || evalJS[string](t, ctx, `document.querySelector('[data-testid="kind-sektor_01"]').value`) != "teleporter" {
		t.Error("Sektor 12 does not show the teleporter to Sektor 01")
	}

	// The check in words: 27 still alone, one piece of four.
	waitText(t, ctx, by("problem-no_neighbours"), "Gebiete ohne Nachbarn (27)")
	if cls := attr(t, ctx, by("problem-no_neighbours"), "class"); !strings.Contains(cls, "problem-warning") {
		t.Errorf("territories without neighbours shown as %q, want a warning", cls)
	}
	screenshot(t, ctx, "board-editor-1024x768")

	// Export: the file of the newest version, in the maps format.
	href := attr(t, ctx, by("board-export"), "href")
	sctx, cancel := step(ctx)
	defer cancel()
	got, err := chromedp.Run(sctx, chromedp.Evaluate[[]string](`fetch(document.querySelector('[data-testid="board-export"]').href)
		.then(r => r.text().then(body => [r.headers.get('Content-Disposition'), body]))`, chromedp.EvalAwaitPromise))
	if err != nil || len(got) != 2 {
		t.Fatalf("export %s: %v %v", href, got, err)
	}
	if got[0] != `attachment; filename="hammer-v7.json"` {
		t.Errorf("export header %q", got[0])
	}
	row, err := st.LatestBoard(context.Background(), "hammer")
	if err != nil || string(row.Data) != got[1] {
		t.Fatalf("exported file differs from the stored version 7: %v", err)
	}
	spec, meta, err := maps.ParseMeta([]byte(got[1]))
	if err != nil || len(spec.Territories) != 31 || len(spec.Links) != 3 || meta.Edition != "halo_legendary" {
		t.Errorf("exported board: %d territories, %d links, %+v, %v", len(spec.Territories), len(spec.Links), meta, err)
	}

	// The same pages on a phone. Headless Chromium keeps its window at
	// least 500 px wide, so the phone's 390 px are emulated.
	phone := newBrowser(t, 390, 844)
	if err := chromedp.Do(phone, chromedp.EmulateViewport(390, 844)); err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct{ name, path string }{
		{"board-editor-390x844", "/boards/hammer?t=sektor_02&lang=de#edit"},
		{"board-top-390x844", "/boards/hammer?lang=de"},
		{"boards-390x844", "/boards?lang=de"},
	} {
		navigate(t, phone, srv.URL+p.path)
		if w := evalJS[float64](t, phone, `document.documentElement.scrollWidth - window.innerWidth`); w > 0 {
			t.Errorf("%s: %v px wider than a 390 px phone", p.name, w)
		}
		screenshot(t, phone, p.name)
	}
	assertNoJSErrors(t, ctx)
	assertNoJSErrors(t, phone)
}

// boardDemo makes boards for the layout test through the editor's forms:
// a copy of Westeros (48 territories), a small new board and a copy of
// Arcadia (open links, unverified bonuses). It returns their editors,
// each with a territory open.
func boardDemo(t *testing.T, base string) (westeros, small, arcadia string) {
	t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	post := func(path string, form url.Values) string {
		resp, err := client.PostForm(base+path, form)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusSeeOther {
			b, _ := io.ReadAll(resp.Body)
			t.Fatalf("POST %s: %d %s", path, resp.StatusCode, b)
		}
		return resp.Header.Get("Location")
	}
	loc := post("/boards/copy?from=westeros", nil)
	westeros = base + strings.SplitN(loc, "?", 2)[0] + "?t=kings_landing"
	post("/boards/new", url.Values{"name": {"Amboss"}, "edition": {"warhammer40k"}})
	post("/boards/amboss/regions", url.Values{"version": {"1"}, "new_name": {"Festung Nord", "Ödland"}, "new_colour": {"#7a4", ""}, "new_bonus": {"3", ""}})
	post("/boards/amboss/territories", url.Values{"version": {"2"}, "region": {"festung_nord"}, "names": {"Mauer der Ewigkeit\nTor\nZitadelle mit einem sehr langen Namen"}})
	post("/boards/amboss/territory", url.Values{"version": {"3"}, "t": {"tor"}, "region": {"festung_nord"}, "also_region": {"oedland"}, "link": {"zitadelle_mit_einem_sehr_langen_namen"}})
	// Arcadia: unverified bonuses and open links, on the territory form.
	loc = post("/boards/copy?from=arcadia", nil)
	arcadia = base + strings.SplitN(loc, "?", 2)[0] + "?t=xanadu"
	return westeros, base + "/boards/amboss?t=tor", arcadia
}
