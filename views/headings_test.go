package views

// One h1 per page (issue 15, item 9): the page skeleton's title is the
// page's one top heading, for screen readers and axe-core's
// page-has-heading-one; a panel's own title is an h2 or lower.

import (
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

var h1Open = regexp.MustCompile(`<h1[\s>]`)

// TestOneH1PerPage renders the pages TestGoldenPages renders, as the
// browser gets them (the game fragment inside the page skeleton): the
// game page, with an attack chosen where one can be, and the board page,
// at every step of every recorded game (German and English by turns: the
// headings do not depend on the language), and counts the h1.
func TestOneH1PerPage(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(gamesDir, "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	sort.Strings(files)
	pages := 0
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		name := strings.TrimSuffix(strings.TrimPrefix(path, gamesDir+"/"), ".json")
		g := enginetest.Load(t, path)
		var hist []HistoryEntry
		var inv Invasion
		step := 0
		_, err := engine.ReplayEach(enginetest.Board(t, gamesDir, g), enginetest.Events(t, g), func(before *engine.State, e engine.Event, after *engine.State) {
			step++
			hist = append([]HistoryEntry{{Seq: after.Seq, Type: e.Type(), Lines: engine.Describe(before, e, after)}}, hist...)
			inv = inv.Follow(before, e, after)
			v := GameView{ID: 1, Name: "Golden", Seq: after.Seq, State: after, History: hist[:min(len(hist), 8)], Invasion: inv}
			c := Ctx{Lang: []string{"de", "en"}[step%2]}
			rendered := map[string]string{
				"game":  goldenRender(t, GamePage(c, v)),
				"board": goldenRender(t, BoardEntryPage(c, v, "")),
			}
			if from := attackChoice(after); from != "" {
				a := v
				a.AttackFrom = from
				rendered["attack"] = goldenRender(t, GamePage(c, a))
			}
			for page, html := range rendered {
				pages++
				if n := len(h1Open.FindAllString(html, -1)); n != 1 {
					t.Errorf("%s step %d %s: %d <h1>, want exactly 1", name, step, page, n)
				}
			}
		})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if pages < 100 {
		t.Fatalf("only %d pages rendered: the recorded games are missing", pages)
	}
	t.Logf("%d pages checked", pages)
}
