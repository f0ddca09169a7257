package e2e

// The finished game's summary as a player at the table reads it (an
// audit in French and German, by touch, at 390x844, 768x1024 and
// 1024x768): steps that cannot be pressed look it and keep the focus,
// the board stays put while stepping, the winner is the headline, and no
// table makes a phone's page scroll sideways.

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"herald/engine/enginetest"
	"herald/store"
)

// summaryOf stores the recorded game at path whole and returns its
// summary's address.
func summaryOf(t *testing.T, base string, st *store.Store, path string) string {
	t.Helper()
	rec := enginetest.Load(t, path)
	ref, _ := storeRecordedBoards(t, st, filepath.Dir(path), rec)
	id := storeRecordedGame(t, st, rec.Edition, rec, ref, len(rec.Events))
	return fmt.Sprintf("%s/games/%d/summary", base, id)
}

// recordedGames is every recorded game of every edition.
func recordedGames(t *testing.T) []string {
	t.Helper()
	var all []string
	for _, pattern := range []string{"../engine/testdata/games/*/*.json", "../editions/*/testdata/games/*.json"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range m {
			if filepath.Base(filepath.Dir(p)) != "boards" {
				all = append(all, p)
			}
		}
	}
	if len(all) < 20 {
		t.Fatalf("only %d recorded games", len(all))
	}
	return all
}

// TestSummaryTablesFitThePhone opens the summary of every recorded game
// of every edition on a 390 px phone, in German and French, with every
// folded part (a chart's numbers) open: the page never scrolls sideways,
// and every table lies within the screen or in a box that scrolls it;
// axe-core finds nothing critical or serious on the first game of each
// edition so opened.
func TestSummaryTablesFitThePhone(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	src := loadAxe(t)
	ctx := newBrowserTimeout(t, 390, 844, 8*time.Minute)
	checked := map[string]bool{}
	for _, path := range recordedGames(t) {
		page := summaryOf(t, srv.URL, st, path)
		for _, lang := range []string{"de", "fr"} {
			at := fmt.Sprintf("%s, %s", strings.TrimPrefix(path, "../"), lang)
			navigate(t, ctx, withLang(page, lang))
			out := evalJS[[]string](t, ctx, `(() => { document.querySelectorAll("details").forEach(d => d.open = true);
				const out = [], w = document.documentElement.clientWidth;
				if (document.documentElement.scrollWidth > w) out.push("the page is " + (document.documentElement.scrollWidth - w) + " px wider than the screen");
				for (const t of document.querySelectorAll("table")) {
					const box = t.closest(".table-scroll") || t, r = box.getBoundingClientRect();
					if (r.right > w + 0.5 || r.left < -0.5) out.push((t.caption ? t.caption.textContent.trim() : t.className) + " reaches " + Math.round(r.left) + ".." + Math.round(r.right) + " px");
				}
				return out; })()`)
			for _, o := range out {
				t.Errorf("%s: %s", at, o)
			}
			if dir := filepath.Dir(path); !checked[dir] {
				checked[dir] = true
				for _, v := range runAxe(t, ctx, src) {
					if v.Impact == "critical" || v.Impact == "serious" {
						t.Errorf("%s: %s [%s] %s: %s", at, v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
					}
				}
			}
		}
	}
	assertNoJSErrors(t, ctx)
}
