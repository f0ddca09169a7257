package e2e

// The end-of-game summary (issue 17): a recorded complete game opened in
// both languages at tablet and phone sizes, axe-core clean, and printed
// on one A4 page.

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"herald/engine/enginetest"
	"herald/store"
)

// summaryGame is the longest recorded complete game: three players, 50
// battles with the table's dice.
const summaryGame = "../engine/testdata/games/got/three_players_end_card.json"

// storeSummaryGame stores the whole recorded game and returns its page's
// address and its players.
func storeSummaryGame(t *testing.T) (game string, players int) {
	t.Helper()
	srv, st := heraldServer(t)
	return storeSummaryGameOn(t, srv.URL, st)
}

// storeSummaryGameOn stores the complete game in st, served at base.
func storeSummaryGameOn(t *testing.T, base string, st *store.Store) (game string, players int) {
	t.Helper()
	rec := enginetest.Load(t, summaryGame)
	ref, _ := storeRecordedBoards(t, st, filepath.Dir(summaryGame), rec)
	id := storeRecordedGame(t, st, "Freitagsrunde", rec, ref, len(rec.Events))
	game = fmt.Sprintf("%s/games/%d", base, id)
	if over, _ := apiGet(t, base+fmt.Sprintf("/api/games/%d", id))["over"].(bool); !over {
		t.Fatalf("%s is not over", summaryGame)
	}
	ps, _ := apiGet(t, base+fmt.Sprintf("/api/games/%d", id))["players"].([]any)
	return game, len(ps)
}

// TestSummaryPage opens the summary of a complete game from the game
// page's link, in German and English at 1024x768 and 390x844: one h1,
// a row per player with the winner marked, the histogram's six bars, the
// story's four charts (a line per player in territories, units and luck,
// stacked income bars) and five turning points each with its dice, no
// horizontal scrolling on the phone, no serious axe-core finding.
func TestSummaryPage(t *testing.T) {
	t.Parallel()
	game, players := storeSummaryGame(t)
	src := loadAxe(t)
	for _, size := range []struct{ w, h int }{{1024, 768}, {390, 844}} {
		ctx := newBrowserTimeout(t, size.w, size.h, 3*time.Minute)
		for _, lang := range []string{"de", "en"} {
			at := fmt.Sprintf("%s at %dx%d", lang, size.w, size.h)
			navigate(t, ctx, withLang(game, lang))
			click(t, ctx, by("summary-link"))
			waitVisible(t, ctx, by("summary-page"))
			if n := count(t, ctx, "h1"); n != 1 {
				t.Errorf("%s: %d h1, want 1", at, n)
			}
			h1 := mustText(t, ctx, "h1")
			if want := map[string]string{"de": "Spielbericht", "en": "Summary"}[lang]; !strings.Contains(h1, want) {
				t.Errorf("%s: h1 %q lacks %q", at, h1, want)
			}
			if n := count(t, ctx, by("standing")); n != players {
				t.Errorf("%s: %d standings, want %d", at, n, players)
			}
			if n := count(t, ctx, by("standing-winner")); n < 1 {
				t.Errorf("%s: no winner marked", at)
			}
			waitVisible(t, ctx, by("winner"))
			if n := count(t, ctx, by("chart-table-dice")+" "+by("hist-bar")); n != 6 {
				t.Errorf("%s: %d histogram bars, want 6", at, n)
			}
			for _, id := range []string{"territories", "units", "luck-rounds"} {
				if n := count(t, ctx, by("chart-"+id)+" "+by("chart-line")); n != players {
					t.Errorf("%s: chart %s has %d lines, want one per player (%d)", at, id, n, players)
				}
			}
			if n := count(t, ctx, by("chart-income")+" "+by("chart-stack")); n == 0 {
				t.Errorf("%s: the income chart has no bars", at)
			}
			if n := count(t, ctx, by("turning-point")); n != 5 {
				t.Errorf("%s: %d turning points, want 5", at, n)
			}
			if n := count(t, ctx, by("turning-point")+" "+by("die-attack")); n < 5 {
				t.Errorf("%s: %d attack dice in the turning points, want some in each", at, n)
			}
			if w := evalJS[float64](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`); w > 0 {
				t.Errorf("%s: the page scrolls sideways by %v px", at, w)
			}
			for _, v := range runAxe(t, ctx, src) {
				if v.Impact == "critical" || v.Impact == "serious" {
					t.Errorf("%s: %s [%s] %s: %s", at, v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
				}
			}
		}
		// The dice page of a finished game links the summary too.
		navigate(t, ctx, game+"/dice")
		waitVisible(t, ctx, by("dice-summary-link"))
		assertNoJSErrors(t, ctx)
	}
}

// printedGames are recorded complete games of 2 to 5 players (issue 33,
// defect 7: a 4-player summary printed on two pages): the two-player
// game has a neutral army fighting, the five-player one eliminations.
var printedGames = []string{
	"../engine/testdata/games/got/two_players_table_deck_end_card.json",
	summaryGame,
	"../engine/testdata/games/got/four_players_table_deck_end_card.json",
	"../engine/testdata/games/got/five_players_all_territories.json",
}

// TestSummaryPrintsOnOnePage prints the summary of a complete game of 2,
// 3, 4 and 5 players to PDF on A4 portrait, in German, English and French:
// exactly one page each, the logbook's parts (finishing order, figures,
// points) on it; printed, no navigation or button shows.
func TestSummaryPrintsOnOnePage(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	ctx := newBrowserTimeout(t, 1024, 768, 4*time.Minute)
	var game string
	for _, path := range printedGames {
		rec := enginetest.Load(t, path)
		ref, _ := storeRecordedBoards(t, st, filepath.Dir(path), rec)
		game = fmt.Sprintf("%s/games/%d", srv.URL, storeRecordedGame(t, st, "Freitagsrunde", rec, ref, len(rec.Events)))
		for _, lang := range []string{"de", "en", "fr"} {
			at := fmt.Sprintf("%s, %d players, %s", filepath.Base(path), len(rec.Expect.Players), lang)
			navigate(t, ctx, withLang(game+"/summary", lang))
			for _, part := range []string{"finishing-order", "summary-figures", "summary-points"} {
				if count(t, ctx, by(part)) != 1 {
					t.Errorf("%s: no %s", at, part)
				}
			}
			if pages := printedPages(t, ctx); pages != 1 {
				t.Errorf("%s: the printed summary has %d pages, want 1", at, pages)
			}
		}
	}
	// As printed: no navigation, language switch or button shows.
	if _, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
		return chromedp.Void{}, err
	}); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, game+"/summary")
	shown := evalJS[float64](t, ctx, `[...document.querySelectorAll('nav, .button, .langs')].filter(e => e.getClientRects().length > 0).length`)
	if shown != 0 {
		t.Errorf("printed, %v navigation elements or buttons still show", shown)
	}
}

// printedPages prints the page open in ctx to PDF on A4 and counts its
// pages: every page is one "/Type /Page" object ("/Pages" is the tree).
func printedPages(t *testing.T, ctx context.Context) int {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	pdf, err := chromedp.Run(sctx, chromedp.PrintToPDF(chromedp.PDFPaper(chromedp.PaperA4), chromedp.PDFPrintBackground(),
		func(p *page.PrintToPDFParams) { yes := true; p.PreferCSSPageSize = &yes }))
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Count(pdf, []byte("/Type /Page")) - bytes.Count(pdf, []byte("/Type /Pages"))
}
