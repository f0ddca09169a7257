package e2e

// Moving a game (issue 16, item 6) as a table does it: the export button
// on one Herald's game page downloads the file, the home page's form of
// another Herald takes it, and the new game's page shows the same board.

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestMoveGameBetweenHeralds(t *testing.T) {
	t.Parallel()
	from, _ := heraldServer(t)
	to, toStore := heraldServer(t)
	// A game mid-invasion on the first Herald.
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	st := apiPost(t, from.URL+"/api/games", map[string]any{"name": "Freitag am Tisch", "players": players, "deck_mode": "table"})
	id := st["id"]
	ev := func(seq int, typ string, payload any) map[string]any {
		return apiPost(t, fmt.Sprintf("%s/api/games/%v/events", from.URL, id), map[string]any{"seq": seq, "type": typ, "payload": payload})
	}
	left := ev(1, "correct", map[string]any{"territories": []map[string]any{{"territory": "harrenhal", "owner": 0, "units": 12}, {"territory": "kings_landing", "owner": 1, "units": 1}}})["reinforcement"].(map[string]any)["to_place"]
	ev(2, "place", map[string]any{"territory": "harrenhal", "units": left})
	ev(3, "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "attack_dice": []int{6, 5, 2}, "defend_dice": []int{3}})

	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, fmt.Sprintf("%s/games/%v", from.URL, id))
	board := wholeText(t, ctx, by("board"))

	// The export button: a download link. Headless Chromium on this
	// machine saved no file for a tapped download (Browser.
	// setDownloadBehavior to a directory, tried from the tab and the
	// browser), so the page fetches what the button points to and the test
	// checks it is the attachment a tap would save.
	sctx, cancel := step(ctx)
	defer cancel()
	got, err := chromedp.Run(sctx, chromedp.Evaluate[[]string](`(async () => { const a = document.querySelector('[data-testid="game-export-link"]');
		const r = await fetch(a.href); return [String(a.hasAttribute('download')), r.headers.get('content-disposition') || '', await r.text()]; })()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if got[0] != "true" || !strings.HasPrefix(got[1], "attachment") || !strings.Contains(got[1], "Freitag-am-Tisch.herald.json") {
		t.Fatalf("the export button is not a download of the game file: download=%s, Content-Disposition %q", got[0], got[1])
	}
	file := filepath.Join(t.TempDir(), "Freitag-am-Tisch.herald.json")
	if err := os.WriteFile(file, []byte(got[2]), 0o644); err != nil {
		t.Fatal(err)
	}

	// The other Herald's home page: its import form is accessible.
	navigate(t, ctx, to.URL+"/")
	src := loadAxe(t)
	for _, v := range runAxe(t, ctx, src) {
		t.Errorf("home page: axe %s (%s): %s on %v", v.ID, v.Impact, v.Help, v.Targets)
	}
	uctx, ucancel := step(ctx)
	defer ucancel()
	if err := chromedp.Do(uctx, chromedp.SetUploadFiles(chromedp.CSS(by("import-game-file")), []string{file})); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, by("import-game-submit"))
	waitVisible(t, ctx, by("board"))
	if got := wholeText(t, ctx, by("board")); got != board {
		t.Errorf("the imported game's board differs:\n%s\nwant\n%s", got, board)
	}
	if url := evalJS[string](t, ctx, `location.pathname`); url != "/games/1" {
		t.Errorf("landed on %s, want the new game /games/1", url)
	}
	if list, _ := toStore.Games(context.Background()); len(list) != 1 || list[0].Name != "Freitag am Tisch" {
		t.Errorf("the other Herald holds %v", list)
	}
	assertNoJSErrors(t, ctx)
}

// wholeText is the innerText of the first element matching sel with all
// of it rendered: app.css lets the browser skip parts off screen
// (content-visibility: auto), whose innerText is then empty, and which
// parts are off screen depends on where the page was scrolled.
func wholeText(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return strings.TrimSpace(evalJS[string](t, ctx, fmt.Sprintf(`(() => {
	const el = document.querySelector(%s);
	if (!el) return '';
	const all = [el, ...el.querySelectorAll('*')];
	for (let a = el.parentElement; a; a = a.parentElement) all.push(a);
	const auto = all.filter(a => getComputedStyle(a).contentVisibility === 'auto').map(a => [a, a.style.contentVisibility]);
	auto.forEach(([a]) => { a.style.contentVisibility = 'visible'; });
	const text = el.innerText;
	auto.forEach(([a, v]) => { a.style.contentVisibility = v; });
	return text;
})()`, jsString(sel))))
}
