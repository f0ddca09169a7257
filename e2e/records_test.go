package e2e

// The records page (issue 17 items 4 and 5): in both languages, at tablet
// and phone sizes, one h1, the biggest comeback as a sentence, nothing
// wider than the screen, axe-core clean;
// and the set-up form offers the earlier players' names in the browser.

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"herald/engine/enginetest"
)

// recordsDemo stores the screenshot games whole and half-way: records
// with wins, unfinished games, luck and houses in five editions.
func recordsDemo(t *testing.T) string {
	t.Helper()
	srv, st := heraldServer(t)
	for _, g := range screenshotGames {
		rec := enginetest.Load(t, g.path)
		ref, _ := storeRecordedBoards(t, st, filepath.Dir(g.path), rec)
		storeRecordedGame(t, st, g.name, rec, ref, len(rec.Events))
		storeRecordedGame(t, st, g.name+" II", rec, ref, (len(rec.Events)+1)/2)
	}
	return srv.URL
}

func TestRecordsPageAtTabletAndPhoneInBothLanguages(t *testing.T) {
	t.Parallel()
	base := recordsDemo(t)
	src := loadAxe(t)
	for _, size := range []struct{ w, h int }{{1024, 768}, {390, 844}} {
		ctx := newBrowserTimeout(t, size.w, size.h, 3*time.Minute)
		for _, lang := range []string{"de", "en"} {
			at := fmt.Sprintf("/records (%s) at %dx%d", lang, size.w, size.h)
			navigate(t, ctx, base+"/?lang="+lang)
			click(t, ctx, by("records-link"))
			waitVisible(t, ctx, by("records-page"))
			if n := count(t, ctx, "h1"); n != 1 {
				t.Errorf("%s: %d h1, want 1", at, n)
			}
			if got := attr(t, ctx, by("records-games"), "data-games"); got != "10" {
				t.Errorf("%s: %s games, want 10", at, got)
			}
			// The biggest comeback in words: who took what when the chance was low.
			want := map[string]string{"de": "als die Chance nur", "en": "when the chance was only"}[lang]
			if got := mustText(t, ctx, by("records-comeback")); !strings.Contains(got, want) {
				t.Errorf("%s: comeback %q lacks %q", at, got, want)
			}
			if overflow := evalJS[float64](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`); overflow > 0 {
				t.Errorf("%s: the page is %v px wider than the screen", at, overflow)
			}
			for _, v := range runAxe(t, ctx, src) {
				if v.Impact == "critical" || v.Impact == "serious" {
					t.Errorf("%s: %s [%s] %s: %v", at, v.ID, v.Impact, v.Help, firstN(v.Targets, 5))
				}
			}
			screenshot(t, ctx, fmt.Sprintf("records-%s-%dx%d", lang, size.w, size.h))
		}
		assertNoJSErrors(t, ctx)
	}
}

// The browser offers the list on the name field: the field points to the
// datalist, which holds each earlier player once.
func TestSetUpNameFieldOffersEarlierPlayers(t *testing.T) {
	t.Parallel()
	base := recordsDemo(t)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, base+"/games/new?edition=got&lang=de")
	options := evalJS[[]string](t, ctx, `Array.from(document.querySelector('[data-testid="player-1"]').list.options).map(o => o.value)`)
	seen := map[string]int{}
	for _, o := range options {
		seen[o]++
	}
	for _, name := range []string{"Anna", "Ben", "Carla"} {
		if seen[name] != 1 {
			t.Errorf("%s offered %d times: %v", name, seen[name], options)
		}
	}
	if seen["Neutral"]+seen["Flood"] > 0 {
		t.Errorf("a neutral army offered as a player: %v", options)
	}
	// With the list there, names are typed as before, a new one too, and
	// the game starts with them as typed.
	fill(t, ctx, by("game-name"), "Mit Liste")
	for i, p := range [][2]string{{"Anna", "stark"}, {"Zoë", "lannister"}, {"carla", "baratheon"}} {
		fill(t, ctx, by("player-"+strconv.Itoa(i+1)), p[0])
		fill(t, ctx, by("house-"+strconv.Itoa(i+1)), p[1])
	}
	click(t, ctx, by("create-game"))
	waitVisible(t, ctx, by("game"))
	if got := mustText(t, ctx, by("current-player")); got != "Anna" {
		t.Errorf("first player %q, want Anna", got)
	}
	navigate(t, ctx, base+"/games/new?edition=classic&lang=en")
	if first := evalJS[string](t, ctx, `document.querySelector('[data-testid="player-1"]').list.options[1].value`); first != "Zoë" {
		t.Errorf("the new name is not offered second in the list: %q", first)
	}
}
