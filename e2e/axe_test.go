package e2e

// Accessibility (issue 15, item 9): axe-core runs on every main page of
// every edition at both tablet sizes and a phone size (the game page also
// with its dice and losses pads open, after a battle with its result
// area, undo bar and a refusal, and after an undo with redo) and must
// find no critical and no serious violation.
//
// axe-core is vendored, not fetched: testdata/axe/axe.min.js is the file
// of the npm package axe-core at the version in testdata/axe/VERSION
// (license in testdata/axe/LICENSE, MPL-2.0), checked here against its
// SHA-256 so a changed file is noticed. It is injected by the test only;
// Herald never serves it.

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"herald/engine/enginetest"
)

const (
	axeVersion = "4.14.1"
	// axeSHA256 is the SHA-256 of package/axe.min.js in
	// axe-core-4.14.1.tgz from the npm registry.
	axeSHA256 = "29348999450cdf2849a8e70b7912fc2da85a849da39c0d0d5394f51d4a9ed95c"
)

// axeViolation is one rule axe-core found broken, with the elements.
type axeViolation struct {
	ID      string `json:"id"`
	Impact  string `json:"impact"`
	Help    string `json:"help"`
	Targets []string
}

// loadAxe reads the vendored axe-core and checks version and checksum.
func loadAxe(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile("testdata/axe/axe.min.js")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(src)
	if got := hex.EncodeToString(sum[:]); got != axeSHA256 {
		t.Fatalf("testdata/axe/axe.min.js has SHA-256 %s, want %s (axe-core %s)", got, axeSHA256, axeVersion)
	}
	v, err := os.ReadFile("testdata/axe/VERSION")
	if err != nil || strings.TrimSpace(string(v)) != axeVersion {
		t.Fatalf("testdata/axe/VERSION = %q (%v), want %s", v, err, axeVersion)
	}
	return string(src)
}

// axeRunJS runs axe-core on the whole document and returns its
// violations, each with the CSS targets of its elements.
const axeRunJS = `axe.run(document, {resultTypes: ['violations']}).then(r => r.violations.map(v => ({
	id: v.id, impact: v.impact || '', help: v.help,
	Targets: v.nodes.map(n => n.target.join(' '))
})))`

// axeTimeout bounds one run of axe-core: a guard against a hang, not a
// measure of speed. A run is the heaviest step of the browser tests (all
// of axe's rules on a whole page; the test's ~380 pages, each opened and
// checked, took 343 s one at a time); beside other work a run took past
// stepTimeout.
const axeTimeout = 3 * time.Minute

// runAxe injects axe-core into the current page (once per page) and runs it.
func runAxe(t *testing.T, ctx context.Context, src string) []axeViolation {
	t.Helper()
	sctx, cancel := context.WithTimeout(ctx, axeTimeout)
	defer cancel()
	loaded, err := chromedp.Run(sctx, chromedp.Evaluate[bool](`typeof axe !== 'undefined'`))
	if err != nil {
		t.Fatalf("before axe: %v", err)
	}
	if !loaded {
		if _, err := chromedp.Run(sctx, chromedp.Evaluate[bool](src+"\n;true")); err != nil {
			t.Fatalf("injecting axe-core: %v", err)
		}
	}
	if v, err := chromedp.Run(sctx, chromedp.Evaluate[string](`axe.version`)); err != nil || v != axeVersion {
		t.Fatalf("axe.version = %q (%v), want %s", v, err, axeVersion)
	}
	out, err := chromedp.Run(sctx, chromedp.Evaluate[[]axeViolation](axeRunJS, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("axe.run: %v", err)
	}
	return out
}

// axePage is one page the table sees, reached by url and then, if next is
// set, by what the table does there (a set-up's next step).
type axePage struct {
	name, url string
	next      func(t *testing.T, ctx context.Context)
}

// setupNext fills an edition's first set-up step as a table would and goes
// on to the next step (the territory grid); where the first step is the
// whole set-up, it submits it blank, which shows the refusal beside the form.
var setupNext = map[string]func(t *testing.T, ctx context.Context){
	"halowars": func(t *testing.T, ctx context.Context) {
		fill(t, ctx, by("halo-name"), "Arcadia")
		click(t, ctx, by("mode-basic"))
		click(t, ctx, by("count-3"))
		for i, n := range []string{"Anna", "Ben", "Carla"} {
			fill(t, ctx, by("halo-player-"+strconv.Itoa(i)), n)
		}
		click(t, ctx, by("halo-next"))
		waitVisible(t, ctx, by("halo-grid"))
	},
	"warhammer40k": func(t *testing.T, ctx context.Context) {
		fill(t, ctx, by("wh-name"), "Vigilus")
		click(t, ctx, by("count-3"))
		for i, n := range []string{"Uli", "Chas", "Ael"} {
			fill(t, ctx, by("wh-player-"+strconv.Itoa(i)), n)
		}
		click(t, ctx, by("missions-table"))
		click(t, ctx, by("wh-next"))
		waitVisible(t, ctx, by("wh-grid"))
	},
	"halo_legendary": func(t *testing.T, ctx context.Context) {
		fill(t, ctx, by("name"), "Der Ring")
		click(t, ctx, by("mode-one_on_one"))
		fill(t, ctx, by("player-0"), "Anna")
		fill(t, ctx, by("player-1"), "Ben")
		fill(t, ctx, by("army-0"), "unsc_1")
		fill(t, ctx, by("army-1"), "covenant_1")
		click(t, ctx, by("next"))
		waitVisible(t, ctx, by("create"))
	},
	"got":     submitBlank,
	"classic": submitBlank,
}

// consolePlaced places the whole reinforcement on the console game's
// stack (never on the territory its refused attack comes from) where it
// still has one to place.
func consolePlaced(t *testing.T, ctx context.Context, g consoleGame) {
	for i := 0; count(t, ctx, by("place-form")) > 0; i++ {
		if i > 5 {
			t.Fatal("still placing after 5 taps")
		}
		if i == 0 {
			fill(t, ctx, by("place-territory"), g.from)
		}
		click(t, ctx, by("place-submit"))
	}
	waitVisible(t, ctx, by("attack-form"))
}

// consolePads opens the attack form's dice pad and losses pad.
func consolePads(t *testing.T, ctx context.Context, g consoleGame) {
	consolePlaced(t, ctx, g)
	for _, pad := range []string{"enter-dice", "enter-losses"} {
		if !evalJS[bool](t, ctx, `document.querySelector(`+jsString(by(pad))+`).open`) {
			click(t, ctx, by(pad)+" summary")
		}
	}
	waitVisible(t, ctx, by("pad-a1-6"))
}

// consoleBattle rolls Herald's dice (the result area and the undo bar),
// then sends a refused attack from the dice pad (the refusal in the form)
// and opens the losses pad.
func consoleBattle(t *testing.T, ctx context.Context, g consoleGame) {
	consolePlaced(t, ctx, g)
	fill(t, ctx, by("attack-from"), g.from)
	fill(t, ctx, by("attack-to"), g.to)
	click(t, ctx, by("attack-roll"))
	waitVisible(t, ctx, by("result-dice"))
	fill(t, ctx, by("attack-from"), g.weak)
	fill(t, ctx, by("attack-to"), g.weakTo)
	enterDice(t, ctx, []int{6, 5, 4}, []int{2})
	waitVisible(t, ctx, by("refusal"))
	if !evalJS[bool](t, ctx, `document.querySelector('[data-testid="enter-losses"]').open`) {
		click(t, ctx, by("enter-losses")+" summary")
	}
	waitVisible(t, ctx, by("undo"))
}

func submitBlank(t *testing.T, ctx context.Context) {
	click(t, ctx, `form[action="/games"] button[type=submit]`)
	waitVisible(t, ctx, by("error"))
}

// axePages are the main pages of group on a Herald of their own: for ""
// home, the choice of edition, the boards, the odds, the dice and the
// records; for an edition its set-up and its next step, the console's
// parts, a running game, its board page, dice statistics, summary, board
// editor and a player's own page.
func axePages(t *testing.T, group string) []axePage {
	t.Helper()
	srv, st := heraldServer(t)
	if group == "" {
		return []axePage{
			{name: "home", url: srv.URL + "/"},
			{name: "home-join-open", url: srv.URL + "/", next: func(t *testing.T, ctx context.Context) { // the join panel's QR and links
				click(t, ctx, by("join")+" > summary")
				waitVisible(t, ctx, by("join-qr"))
			}},
			{name: "new-game", url: srv.URL + "/games/new"},
			{name: "boards", url: srv.URL + "/boards"},
			{name: "board-new", url: srv.URL + "/boards/new"},
			{name: "odds", url: srv.URL + "/odds?attacking=12&defending=9&attack_hero=1&then=3,2&target=0.8"},
			{name: "dice-all", url: srv.URL + "/dice"},
			{name: "records", url: srv.URL + "/records"},
		}
	}
	i := slices.IndexFunc(screenshotGames, func(g screenshotGame) bool { return g.edition == group })
	if i < 0 {
		t.Fatalf("no recorded game of %q", group)
	}
	g := screenshotGames[i]
	// The console's parts: the dice and losses pads open, then the
	// result area, undo bar and a refusal after a battle, then redo.
	cg := newConsoleGame(t, srv.URL, st, g.edition)
	pages := []axePage{
		{name: g.edition + "-console-pads", url: cg.url, next: func(t *testing.T, ctx context.Context) { consolePads(t, ctx, cg) }},
		{name: g.edition + "-console-battle", url: cg.url, next: func(t *testing.T, ctx context.Context) { consoleBattle(t, ctx, cg) }},
		{name: g.edition + "-console-redo", url: cg.url, next: func(t *testing.T, ctx context.Context) {
			click(t, ctx, by("undo"))
			waitVisible(t, ctx, by("redo"))
		}},
	}
	rec := enginetest.Load(t, g.path)
	ref, stored := storeRecordedBoards(t, st, filepath.Dir(g.path), rec)
	id := storeRecordedGame(t, st, g.name, rec, ref, (len(rec.Events)+1)/2)
	game := fmt.Sprintf("%s/games/%d", srv.URL, id)
	editor := stored
	if g.copyFrom != "" {
		editor = copyBoard(t, srv.URL, g.copyFrom)
	}
	newGame := srv.URL + "/games/new?edition=" + g.edition
	pages = append(pages,
		axePage{name: g.edition + "-new-game", url: newGame},
		axePage{name: g.edition + "-new-game-next", url: newGame, next: setupNext[g.edition]},
		axePage{name: g.edition + "-game", url: game},
		axePage{name: g.edition + "-board", url: game + "/board"},
		axePage{name: g.edition + "-dice", url: game + "/dice"},
		axePage{name: g.edition + "-summary", url: game + "/summary"},
		axePage{name: g.edition + "-board-editor", url: srv.URL + editor},
	)
	// A player's own page (cards, campaign), where the edition has one.
	if resp, err := http.Get(game + "/cards/0"); err == nil {
		resp.Body.Close()
		if resp.StatusCode == http.StatusOK {
			pages = append(pages, axePage{name: g.edition + "-seat", url: game + "/cards/0"})
		}
	}
	return pages
}

// axeSizes are the screens the axe test checks every page at: a tablet
// in landscape and in portrait, and a phone.
var axeSizes = []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}}

// axeSizesIn are the sizes a language's pages are checked at. German,
// whose words run longest (where a line overflows onto another colour or
// a button shrinks, it does so first), at all three; English at the
// phone's, the narrowest, for its own words and labels. The English
// tablet sizes were a quarter of this test's CPU (issue 29: 314 against
// 230 CPU-s, scripts/cpu-time.sh, 29 Nov).
func axeSizesIn(lang string) []struct{ w, h int } {
	if lang == "de" {
		return axeSizes
	}
	return axeSizes[2:]
}

// TestAxeNoCriticalOrSerious runs axe-core on every page of axePages in
// each language at its axeSizesIn: any critical or serious violation
// fails the test with its rule, impact and elements. A page is opened
// (and reached, as the table does) once and checked at the three sizes
// in turn, the viewport changed as a turned tablet changes it; each
// language and group of pages is its own subtest on its own Herald (the
// console pages change their game as they go).
func TestAxeNoCriticalOrSerious(t *testing.T) {
	t.Parallel()
	src := loadAxe(t)
	groups := []string{""}
	for _, g := range screenshotGames {
		groups = append(groups, g.edition)
	}
	for _, lang := range []string{"de", "en"} {
		for _, group := range groups {
			t.Run(lang+"-"+cmp.Or(group, "general"), func(t *testing.T) {
				t.Parallel()
				sizes := axeSizesIn(lang)
				ctx := newBrowser(t, sizes[0].w, sizes[0].h)
				for _, p := range axePages(t, group) {
					axeCheckPage(t, ctx, src, p, lang, sizes)
				}
				assertNoJSErrors(t, ctx)
			})
		}
	}
}

// axeCheckPage opens page p in lang and, at each of sizes, fails the
// test on each critical or serious violation axe-core finds there, or on
// other than one h1.
func axeCheckPage(t *testing.T, ctx context.Context, src string, p axePage, lang string, sizes []struct{ w, h int }) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(sizes[0].w), int64(sizes[0].h))); err != nil {
		t.Fatalf("%s: viewport: %v", p.name, err)
	}
	navigate(t, ctx, withLang(p.url, lang))
	if p.next != nil {
		p.next(t, ctx)
	}
	if n := count(t, ctx, "h1"); n != 1 {
		t.Errorf("%s (%s): %d h1, want exactly 1", p.name, lang, n)
	}
	for _, size := range sizes {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(size.w), int64(size.h))); err != nil {
			t.Fatalf("%s: viewport %dx%d: %v", p.name, size.w, size.h, err)
		}
		where := fmt.Sprintf("%s (%s) at %s", p.name, lang, evalJS[string](t, ctx, `innerWidth + 'x' + innerHeight`))
		if want := fmt.Sprintf("%dx%d", size.w, size.h); !strings.HasSuffix(where, want) {
			t.Fatalf("%s: the viewport did not change to %s", where, want)
		}
		for _, v := range runAxe(t, ctx, src) {
			msg := fmt.Sprintf("%s: %s [%s] %s on %d element(s): %s", where,
				v.ID, v.Impact, v.Help, len(v.Targets), strings.Join(firstN(v.Targets, 5), " | "))
			if v.Impact == "critical" || v.Impact == "serious" {
				t.Error(msg)
			} else if testing.Verbose() {
				t.Log(msg) // moderate and minor: shown with -v, not failed
			}
		}
	}
}

// withLang adds lang=<lang> to a page's address.
func withLang(u, lang string) string {
	if strings.Contains(u, "?") {
		return u + "&lang=" + lang
	}
	return u + "?lang=" + lang
}

func firstN(s []string, n int) []string {
	if len(s) > n {
		return append(s[:n:n], fmt.Sprintf("... %d more", len(s)-n))
	}
	return s
}
