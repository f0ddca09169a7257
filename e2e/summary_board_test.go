package e2e

// The summary's board round by round (issue 30, item 6): the final board
// on the picture first, "previous round" tapped with a finger, and the
// board at the end of that round morphed in without a page load.

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"herald/engine"
	"herald/engine/enginetest"
)

// roundEndStates is enginetest.RoundEnds, failing the test on a log that does not
// replay.
func roundEndStates(t *testing.T, b *engine.Board, events []engine.Event) []*engine.State {
	t.Helper()
	ends, err := enginetest.RoundEnds(b, events)
	if err != nil {
		t.Fatal(err)
	}
	return ends
}

// storyBoardMatches fails unless the summary's board shows round r: its
// label, and every territory with the owner and units (data and the
// number drawn) of the state at that round's end, ringed as taken exactly
// when its owner differs from the round before's. It waits up to 10 s
// for the step's answer to be morphed in.
func storyBoardMatches(t *testing.T, ctx context.Context, ends []*engine.State, r int, at string) {
	t.Helper()
	var diff []string
	for deadline := time.Now().Add(10 * time.Second); ; {
		diff = nil
		if got := attr(t, ctx, by("story-board"), "data-round"); got != strconv.Itoa(r) {
			diff = append(diff, fmt.Sprintf("round %s shown", got))
		} else if want := fmt.Sprintf("Round %d of %d", r, len(ends)-1); !strings.Contains(mustText(t, ctx, by("story-round")), want) {
			diff = append(diff, "no "+want)
		}
		shown := evalJS[map[string][]string](t, ctx, `Object.fromEntries(Array.from(document.querySelectorAll("#story-board .spot")).map(e =>
			[e.dataset.t, [e.dataset.owner, e.dataset.units, document.querySelector('[data-testid="spot-units-' + e.dataset.t + '"]').textContent, String(e.classList.contains("changed"))]]))`)
		st := ends[r]
		if len(shown) != len(st.Owner) {
			diff = append(diff, fmt.Sprintf("%d territories on the picture, the board has %d", len(shown), len(st.Owner)))
		}
		for i, o := range st.Owner {
			id := st.Board.Territories[i].ID
			taken := r > 0 && ends[r-1].Owner[i] != o
			want := []string{strconv.Itoa(o), strconv.Itoa(st.Units[i]), strconv.Itoa(st.Units[i]), strconv.FormatBool(taken)}
			if got := shown[id]; fmt.Sprint(got) != fmt.Sprint(want) {
				diff = append(diff, fmt.Sprintf("%s shows %v, the replay %v", id, got, want))
			}
		}
		if len(diff) == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if len(diff) > 0 {
		t.Fatalf("%s: the board is not round %d's end: %v", at, r, firstN(diff, 6))
	}
}

// TestSummaryBoardStepsBack opens the summary of a complete game on a
// drawn map, Game of Thrones on the tablet and classic on the phone (one
// page load each): the final board first, as the replay has it at the
// last round's end; a finger's tap on "previous round" shows the round
// before, as the replay has it there, with the territories taken in it
// ringed, without loading the page again (a mark left on the window
// stays) and with the address naming the round; the slider moved to
// round 1 shows that round's end the same way; axe-core finds nothing
// critical or serious on the stepped page.
func TestSummaryBoardStepsBack(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	src := loadAxe(t)
	for _, c := range []struct {
		path string
		w, h int
	}{
		{summaryGame, 1024, 768},
		{"../editions/classic/testdata/games/two_players_elimination_takes_cards.json", 390, 844},
	} {
		rec := enginetest.Load(t, c.path)
		ref, _ := storeRecordedBoards(t, st, filepath.Dir(c.path), rec)
		id := storeRecordedGame(t, st, rec.Edition, rec, ref, len(rec.Events))
		ends := roundEndStates(t, enginetest.Board(t, filepath.Dir(c.path), rec), enginetest.Events(t, rec))
		last := len(ends) - 1
		at := fmt.Sprintf("%s at %dx%d", rec.Edition, c.w, c.h)
		if slices.Equal(ends[last].Owner, ends[last-1].Owner) && slices.Equal(ends[last].Units, ends[last-1].Units) {
			t.Fatalf("%s: the last two rounds end alike: the step would prove nothing", at)
		}

		ctx := newBrowserTimeout(t, c.w, c.h, 3*time.Minute)
		navigate(t, ctx, fmt.Sprintf("%s/games/%d/summary?lang=en", srv.URL, id))
		storyBoardMatches(t, ctx, ends, last, at+", loaded")
		evalJS[bool](t, ctx, `(() => { window.heraldStoryMark = 1; document.querySelector('[data-testid="story-prev"]').scrollIntoView({block: "center"}); return true; })()`)
		touchTap(t, ctx, by("story-prev"))
		storyBoardMatches(t, ctx, ends, last-1, at+", a round back")
		if !evalJS[bool](t, ctx, `window.heraldStoryMark === 1`) {
			t.Errorf("%s: the step loaded the page again", at)
		}
		if q := evalJS[string](t, ctx, `location.search`); !strings.Contains(q, "round="+strconv.Itoa(last-1)) {
			t.Errorf("%s: the address says %q, not round %d", at, q, last-1)
		}
		// The slider: moved to round 1 (as a finger lets it go), the
		// board of round 1's end, still without a page load.
		evalJS[bool](t, ctx, `(() => { const r = document.querySelector('[data-testid="story-slider"]'); r.value = "1"; r.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
		storyBoardMatches(t, ctx, ends, 1, at+", the slider at 1")
		if !evalJS[bool](t, ctx, `window.heraldStoryMark === 1 && location.search.includes("round=1")`) {
			t.Errorf("%s: the slider loaded the page again or the address does not say round 1: %q", at, evalJS[string](t, ctx, `location.search`))
		}
		if w := evalJS[float64](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`); w > 0 {
			t.Errorf("%s: the page scrolls sideways by %v px", at, w)
		}
		for _, v := range runAxe(t, ctx, src) {
			if v.Impact == "critical" || v.Impact == "serious" {
				t.Errorf("%s: %s [%s] %s: %s", at, v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
			}
		}
		assertNoJSErrors(t, ctx)
	}
}
