package views

// Golden pages (issue 14): the game page and the board page are rendered at
// every step of every recorded game (engine/testdata/games, and classic's
// in editions/classic/testdata/games) and compared
// with what they rendered before the edition panels moved out of the core
// templates. The move must not change one element, id, data-testid or word.
// One mid-game state per edition is kept as readable HTML
// (testdata/golden/<edition>_{game,board}.html); every other step as a
// digest over all steps per game and page (testdata/golden/digests.json;
// GOLDEN_DUMP=<folder> writes every page to compare two versions). Regenerate with
// `go test ./views/ -run TestGoldenPages -update` only when a change of
// the pages is intended.

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/engine/enginetest"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden pages of TestGoldenPages")

const (
	gamesDir  = "../engine/testdata/games"
	goldenDir = "testdata/golden"
)

// dataNames is a board row's search names, which searchNames lists in
// map order: sorted here so a page compares with itself.
var dataNames = regexp.MustCompile(`data-names="[^"]*"`)

func goldenRender(t *testing.T, c templ.Component) string {
	t.Helper()
	var buf bytes.Buffer
	if err := c.Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	html := dataNames.ReplaceAllStringFunc(buf.String(), func(m string) string {
		names := strings.Split(strings.TrimSuffix(strings.TrimPrefix(m, `data-names="`), `"`), "|")
		sort.Strings(names)
		return `data-names="` + strings.Join(names, "|") + `"`
	})
	// templ writes the whitespace between elements as the source has it:
	// a part moved into its own component may end a line elsewhere.
	return strings.ReplaceAll(foldSpaces(html), "> <", "><")
}

// foldSpaces turns each run of white space (as \s means it in a regexp,
// asciiSpace) into one space, by scanning: the regexp was a third of the
// golden pages test's time.
func foldSpaces(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if !asciiSpace(s[i]) {
			b.WriteByte(s[i])
			continue
		}
		b.WriteByte(' ')
		for i+1 < len(s) && asciiSpace(s[i+1]) {
			i++
		}
	}
	return b.String()
}

// attackChoice is the first own territory that can attack, so the attack
// form shows its targets, declarations and odds.
func attackChoice(st *engine.State) string {
	if st.Over || st.Pending != nil || st.Phase != engine.PhaseAttack {
		return ""
	}
	for t := range st.Board.Territories {
		from := engine.TerritoryID(t)
		if st.Owner[from] != st.Current || st.Units[from] < 2 {
			continue
		}
		for n := range st.Board.Territories {
			if st.CheckAttack(from, engine.TerritoryID(n)) == nil {
				return st.Board.Territories[from].ID
			}
		}
	}
	return ""
}

// goldenPages renders the pages of one state: the game page in both
// languages, with an attack chosen where one can be, and the board page.
func goldenPages(t *testing.T, g GameView) map[string]string {
	out := map[string]string{
		"game.en":  goldenRender(t, Game(Ctx{Lang: "en"}, g)),
		"game.de":  goldenRender(t, Game(Ctx{Lang: "de"}, g)),
		"board.de": goldenRender(t, BoardEntryPage(Ctx{Lang: "de"}, g, "")),
		"board.en": goldenRender(t, BoardEntryPage(Ctx{Lang: "en"}, g, "")),
	}
	if from := attackChoice(g.State); from != "" {
		a := g
		a.AttackFrom = from
		out["attack.en"] = goldenRender(t, Game(Ctx{Lang: "en"}, a))
		a.Declared = engine.Declared{HeroIn: true}
		out["attack_hero.de"] = goldenRender(t, Game(Ctx{Lang: "de"}, a))
	}
	return out
}

func digest(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:8])
}

// TestGoldenPages replays every recorded game and compares the pages of
// every step with the golden ones.
func TestGoldenPages(t *testing.T) {
	files := wordScanGames(t) // classic's games too, which its package keeps
	sort.Strings(files)
	got := map[string]string{}            // game and page → digest of the page at every step
	dump := os.Getenv("GOLDEN_DUMP")      // a folder to write every page to, to find what changed
	mid := map[string]map[string]string{} // edition → page → HTML
	repeated := map[string]bool{}         // game and page → an id repeated, said once
	unsent := map[string]bool{}           // game and page → an end-turn form without a button, said once
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		// The edition's folder and the game, "got/…"; an edition's own
		// games (editions/<edition>/testdata/games) by its package's name.
		folder := filepath.Base(filepath.Dir(path))
		if rest, ok := strings.CutPrefix(path, "../editions/"); ok {
			folder, _, _ = strings.Cut(rest, "/")
		}
		name := folder + "/" + strings.TrimSuffix(filepath.Base(path), ".json")
		g := enginetest.Load(t, path)
		events := enginetest.Events(t, g)
		var hist []HistoryEntry
		var inv Invasion
		step := 0
		_, err := engine.ReplayEach(enginetest.Board(t, gamesDir, g), events, func(before *engine.State, e engine.Event, after *engine.State) {
			step++
			hist = append([]HistoryEntry{{Seq: after.Seq, Type: e.Type(), Lines: engine.Describe(before, e, after)}}, hist...)
			inv = inv.Follow(before, e, after)
			v := GameView{ID: 1, Name: "Golden", Seq: after.Seq, State: after, History: hist[:min(len(hist), 8)], Invasion: inv, Last: Result{Before: before, Event: e}}
			pages := goldenPages(t, v)
			for page, html := range pages {
				k := name + " " + page
				// Every id once (issue 29): a repeated id is invalid HTML
				// and an action's patch (static/parts.js) reaches only the
				// first element of it.
				if dups := duplicateIDs(html); len(dups) > 0 && !repeated[k] {
					repeated[k] = true
					t.Errorf("%s, step %d: ids %q repeat on the %s page", name, step, dups, page)
				}
				// Every end-turn form shown can be sent (classic's, whose
				// games are its own, had its title and no button:
				// editions/classic TestEveryEndOfTurnCanBeSent).
				if _, form, ok := strings.Cut(html, `data-testid="end-turn-form"`); ok && !unsent[k] {
					if form, _, _ = strings.Cut(form, "</form>"); !strings.Contains(form, `type="submit"`) {
						unsent[k] = true
						t.Errorf("%s, step %d: the end-turn form on the %s page has no button", name, step, page)
					}
				}
				got[k] = digest(got[k] + fmt.Sprintf("#%d ", step) + html)
				if dump != "" {
					_ = os.WriteFile(filepath.Join(dump, fmt.Sprintf("%s#%03d.%s.html", strings.ReplaceAll(name, "/", "_"), step, page)), []byte(html), 0o644)
				}
			}
			if _, ok := mid[g.Edition]; !ok && step == len(events)/2 {
				mid[g.Edition] = pages
			}
		})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if *updateGolden {
		writeGolden(t, got, mid)
		return
	}
	compareGolden(t, got, mid)
}

func writeGolden(t *testing.T, got map[string]string, mid map[string]map[string]string) {
	if err := os.MkdirAll(goldenDir, 0o755); err != nil {
		t.Fatal(err)
	}
	data, err := json.MarshalIndent(got, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(goldenDir, "digests.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	for ed, pages := range mid {
		for _, page := range []string{"game.en", "board.de"} {
			f := filepath.Join(goldenDir, ed+"_"+strings.Split(page, ".")[0]+".html")
			if err := os.WriteFile(f, []byte(pages[page]), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func compareGolden(t *testing.T, got map[string]string, mid map[string]map[string]string) {
	data, err := os.ReadFile(filepath.Join(goldenDir, "digests.json"))
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]string
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	for ed, pages := range mid {
		for _, page := range []string{"game.en", "board.de"} {
			f := filepath.Join(goldenDir, ed+"_"+strings.Split(page, ".")[0]+".html")
			w, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if string(w) != pages[page] {
				t.Errorf("%s: the %s mid-game page changed", f, ed)
			}
		}
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: a page changed in this game", k)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d games and pages rendered, %d golden", len(got), len(want))
	}
}
