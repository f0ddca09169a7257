package e2e

// The logbook (issue 33, "Done when"): from the home page to the games
// list, to a game, to its summary and back to the list, at 1024x768 and
// 390x844, in German and English; the list and the records with one h1,
// nothing wider than the screen and no critical or serious axe-core
// finding.

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestLogbookWalkFromHomeToSummaryAndBack(t *testing.T) {
	t.Parallel()
	base := recordsDemo(t) // four games over, six running (five cut, classic's whole log)
	src := loadAxe(t)
	for _, size := range []struct{ w, h int }{{1024, 768}, {390, 844}} {
		ctx := newBrowserTimeout(t, size.w, size.h, 3*time.Minute)
		for _, lang := range []string{"de", "en"} {
			at := fmt.Sprintf("%s at %dx%d", lang, size.w, size.h)
			pageClean := func(what string) {
				t.Helper()
				if n := count(t, ctx, "h1"); n != 1 {
					t.Errorf("%s %s: %d h1, want 1", what, at, n)
				}
				if w := evalJS[float64](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`); w > 0 {
					t.Errorf("%s %s: the page scrolls sideways by %v px", what, at, w)
				}
				for _, v := range runAxe(t, ctx, src) {
					if v.Impact == "critical" || v.Impact == "serious" {
						t.Errorf("%s %s: %s [%s] %s: %s", what, at, v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
					}
				}
			}
			navigate(t, ctx, base+"/?lang="+lang)
			click(t, ctx, by("logbook-link"))
			waitVisible(t, ctx, by("logbook-page"))
			if got := attr(t, ctx, by("logbook-finished"), "data-games"); got != "4" {
				t.Errorf("%s: %s finished games listed, want 4", at, got)
			}
			if got := attr(t, ctx, by("logbook-unfinished"), "data-games"); got != "6" {
				t.Errorf("%s: %s unfinished games listed apart, want 6", at, got)
			}
			want := map[string]string{"de": "Sieg: ", "en": "Winner: "}[lang]
			if got := mustText(t, ctx, by("logbook-finished")+" "+by("logbook-winner")); !strings.HasPrefix(got, want) {
				t.Errorf("%s: winner line %q, want %q...", at, got, want)
			}
			pageClean("/games")
			screenshot(t, ctx, fmt.Sprintf("logbook-%s-%dx%d", lang, size.w, size.h))
			// A game, its summary, and back to the list.
			id := attr(t, ctx, by("logbook-finished")+" "+by("logbook-game"), "data-id")
			click(t, ctx, by("logbook-finished")+" "+by("logbook-game-link"))
			waitVisible(t, ctx, by("summary-link"))
			if path := evalJS[string](t, ctx, `location.pathname`); path != "/games/"+id {
				t.Errorf("%s: the game's link opened %s, want /games/%s", at, path, id)
			}
			click(t, ctx, by("summary-link"))
			waitVisible(t, ctx, by("summary-page"))
			screenshot(t, ctx, fmt.Sprintf("summary-%s-%dx%d", lang, size.w, size.h))
			click(t, ctx, by("summary-logbook-link"))
			waitVisible(t, ctx, by("logbook-page"))
			// The records, from the list.
			click(t, ctx, by("logbook-records-link"))
			waitVisible(t, ctx, by("records-people"))
			pageClean("/records")
		}
		assertNoJSErrors(t, ctx)
	}
}
