package views

import (
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// boardSigns are the signs of the game page's board list: the icons after
// a territory's name (castle, port, colony, base, hero, cannon, an
// edition's teleporter) and the mark of an unconfirmed name.
var boardSigns = regexp.MustCompile(`<span class="icon[^"]*"[^>]*>([^<]+)</span>|<abbr class="name-unverified"[^>]*>([^<]+)</abbr>`)

// legendSigns are the signs the legend under the board list explains.
var legendSigns = regexp.MustCompile(`<dt>([^<]+)</dt><dd>([^<]*)</dd>`)

// signOf drops a teleporter pair's number: ⇄1 and ⇄2 are one sign.
func signOf(s string) string { return strings.TrimRight(strings.TrimSpace(s), "0123456789") }

// Issue 15, item 10: every sign the board list of the game page shows is
// explained in words on the page (a tablet has no hover for the titles),
// in German and English, at the end of every recorded game; a core sign
// not on the board is not explained.
func TestBoardSignsExplainedOnTheGamePage(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(gamesDir, "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	seen := map[string]bool{}
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		g := enginetest.Load(t, path)
		events := enginetest.Events(t, g)
		st, err := engine.Replay(enginetest.Board(t, gamesDir, g), events)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, lang := range []string{"de", "en"} {
			page := goldenRender(t, Board(Ctx{Lang: lang}, GameView{ID: 1, State: st}))
			explained := map[string]string{}
			for _, m := range legendSigns.FindAllStringSubmatch(page, -1) {
				explained[signOf(m[1])] = m[2]
			}
			shown := map[string]bool{}
			for _, m := range boardSigns.FindAllStringSubmatch(page, -1) {
				shown[signOf(m[1]+m[2])] = true
			}
			for s := range shown {
				seen[s] = true
				if strings.TrimSpace(explained[s]) == "" {
					t.Errorf("%s (%s): the board shows %q, the legend does not say what it is", path, lang, s)
				}
			}
			for s := range explained {
				// An edition's own entries (Panels.BoardLegend) are
				// given without the state; the core's follow the board.
				if !shown[s] && s != "⇄" {
					t.Errorf("%s (%s): the legend explains %q, which the board does not show", path, lang, s)
				}
			}
		}
	}
	var all []string
	for s := range seen {
		all = append(all, s)
	}
	sort.Strings(all)
	// The recorded games show the pieces of every edition: Westeros'
	// castles and ports, Halo's colonies, bases and heroes, Legendary's
	// teleporters, the Westeros names only one source confirms.
	for _, want := range []string{"♜", "⚓", "●", "⌂", "★", "⇄", "?"} {
		if !seen[want] {
			t.Errorf("no recorded game shows %q, so the test checks nothing of it (seen %v)", want, all)
		}
	}
}
