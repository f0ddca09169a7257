package e2e

// `make screenshots`: full-page PNGs of every main page of every edition
// at tablet and phone sizes (issue 15, item 12).

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"herald/engine/enginetest"
	"herald/store"
)

// screenshotGame is a recorded game of an edition, its name in Herald,
// and the shipped board the board editor copies when it has none.
type screenshotGame struct {
	edition, name, path, copyFrom string
}

// screenshotGames is one recorded game per edition (the engine's format),
// stored half-way so its page shows a game being played, and the shipped
// board the board editor copies when the game has no board of its own.
var screenshotGames = []screenshotGame{
	{"got", "Freitagsrunde", "../engine/testdata/games/got/three_players_end_card.json", "westeros"},
	{"halowars", "Arcadia", "../engine/testdata/games/halowars/basic_training_three_achievements.json", "arcadia"},
	{"halo_legendary", "Der Ring", "../engine/testdata/games/legendary/objective_three_players.json", ""},
	{"warhammer40k", "Vigilus", "../engine/testdata/games/warhammer/classic_three_missions.json", ""},
	{"classic", "Weltherrschaft", "../editions/classic/testdata/games/two_players_trades_escalate.json", "classic"},
}

// TestScreenshots writes $HERALD_SCREENSHOTS/<edition>-<page>-<size>.png
// (and home-<size>.png, records-<size>.png) for the home page, the records
// page and, per edition, the new-game page, a running game and the board
// editor, at 1024x768, 768x1024 and
// 390x844; each file must be a PNG as wide as the screen. It is skipped
// unless HERALD_SCREENSHOTS is set (make screenshots sets it).
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("HERALD_SCREENSHOTS")
	if dir == "" {
		t.Skip("set HERALD_SCREENSHOTS to a directory (make screenshots does) to write the screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	srv, st := heraldServer(t)

	type page struct{ name, url string }
	pages := []page{{"home", srv.URL + "/"}}
	for _, g := range screenshotGames {
		rec := enginetest.Load(t, g.path)
		if rec.Edition != g.edition {
			t.Fatalf("%s: edition %q, want %q", g.path, rec.Edition, g.edition)
		}
		ref, stored := storeRecordedBoards(t, st, filepath.Dir(g.path), rec)
		id := storeRecordedGame(t, st, g.name, rec, ref, (len(rec.Events)+1)/2)
		game := fmt.Sprintf("%s/games/%d", srv.URL, id)
		if over, _ := apiGet(t, fmt.Sprintf("%s/api/games/%d", srv.URL, id))["over"].(bool); over {
			t.Fatalf("%s: the half-way game is over; pick a running one", g.path)
		}
		editor := stored
		if g.copyFrom != "" {
			editor = copyBoard(t, srv.URL, g.copyFrom)
		}
		pages = append(pages,
			page{g.edition + "-new-game", srv.URL + "/games/new?edition=" + g.edition},
			page{g.edition + "-game", game},
			page{g.edition + "-board-editor", srv.URL + editor},
		)
	}

	// The records across games: the same games once more, played to the
	// end, so the records have winners.
	for _, g := range screenshotGames {
		rec := enginetest.Load(t, g.path)
		ref, _ := storeRecordedBoards(t, st, filepath.Dir(g.path), rec)
		storeRecordedGame(t, st, g.name, rec, ref, len(rec.Events))
	}
	pages = append(pages, page{"records", srv.URL + "/records"})
	// The end-of-game summary of a complete game (summary_test.go).
	summary, _ := storeSummaryGameOn(t, srv.URL, st)
	pages = append(pages, page{"got-summary", summary + "/summary"})

	sizes := []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}}
	for _, size := range sizes {
		ctx := newBrowserTimeout(t, size.w, size.h, 5*time.Minute)
		for _, p := range pages {
			navigate(t, ctx, p.url)
			// app.css skips rendering what is off screen (content-visibility:
			// auto on the board's regions and the history); a full-page
			// screenshot would show them blank. A player scrolling there sees
			// them drawn, so the screenshot draws them too.
			evalJS[bool](t, ctx, `(() => {
				const s = new CSSStyleSheet();
				s.replaceSync('* { content-visibility: visible !important; }');
				document.adoptedStyleSheets = [...document.adoptedStyleSheets, s];
				// Laid out now, so the screenshot's height is the drawn page's.
				return document.documentElement.scrollHeight > 0;
			})()`)
			sctx, cancel := step(ctx)
			buf, err := chromedp.Run(sctx, chromedp.FullScreenshot(100)) // 100 => PNG
			cancel()
			if err != nil {
				t.Fatalf("screenshot of %s at %dx%d: %v", p.name, size.w, size.h, err)
			}
			path := filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", p.name, size.w, size.h))
			if err := os.WriteFile(path, buf, 0o644); err != nil {
				t.Fatal(err)
			}
			checkPNG(t, path, size.w, size.h)
		}
		assertNoJSErrors(t, ctx)
	}
}

// checkPNG fails unless path is a PNG exactly w pixels wide and at least h
// high (a full page is never shorter than the screen).
func checkPNG(t *testing.T, path string, w, h int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("screenshot not written: %v", err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s is not a PNG: %v", path, err)
	}
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Fatalf("%s is not a valid PNG: %v", path, err)
	}
	if cfg.Width != w || cfg.Height < h {
		t.Errorf("%s is %dx%d, want %d wide and at least %d high", path, cfg.Width, cfg.Height, w, h)
	}
	t.Logf("screenshot: %s (%dx%d)", path, cfg.Width, cfg.Height)
}

// storeRecordedBoards saves a recorded game's own boards (dir/board_files)
// as the table's boards. It returns the game's board reference ("a@1+b@1"
// for two halves) and the editor path of its first board ("" for a
// shipped board).
func storeRecordedBoards(t *testing.T, st *store.Store, dir string, g enginetest.Game) (ref, editor string) {
	t.Helper()
	if len(g.BoardFiles) == 0 {
		return g.Board, ""
	}
	var refs []string
	for _, f := range g.BoardFiles {
		data, err := os.ReadFile(filepath.Join(dir, "..", f))
		if err != nil {
			t.Fatal(err)
		}
		id := strings.TrimSuffix(filepath.Base(f), ".json")
		v, err := st.SaveBoard(context.Background(), store.Board{ID: id, Name: id, Edition: g.Edition, Data: data})
		if err != nil {
			t.Fatal(err)
		}
		refs = append(refs, id+"@"+strconv.Itoa(v))
		if editor == "" {
			editor = "/boards/" + id
		}
	}
	return strings.Join(refs, "+"), editor
}

// storeRecordedGame stores the first n events of g as a game called name
// on ref.
func storeRecordedGame(t *testing.T, st *store.Store, name string, g enginetest.Game, ref string, n int) int64 {
	t.Helper()
	ctx := context.Background()
	id, err := st.CreateGame(ctx, name, g.Edition, ref, store.NewEvent{Type: g.Events[0].Type, Payload: g.Events[0].Payload})
	if err != nil {
		t.Fatal(err)
	}
	var rest []store.NewEvent
	for _, e := range g.Events[1:n] {
		rest = append(rest, store.NewEvent{Type: e.Type, Payload: e.Payload})
	}
	if len(rest) > 0 {
		if _, err := st.AppendMany(ctx, id, 1, rest); err != nil {
			t.Fatal(err)
		}
	}
	return id
}

// copyBoard copies a shipped board in the board editor, as the "copy"
// button does, and returns the copy's editor path.
func copyBoard(t *testing.T, base, from string) string {
	t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Post(base+"/boards/copy?from="+from, "application/x-www-form-urlencoded", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("copying board %s: %d %s", from, resp.StatusCode, b)
	}
	return resp.Header.Get("Location")
}
