package e2e

// The finished game's summary as a player at the table reads it (an
// audit in French and German, by touch, at 390x844, 768x1024 and
// 1024x768): steps that cannot be pressed look it and keep the focus,
// the board stays put while stepping, the winner is the headline, and no
// table makes a phone's page scroll sideways.

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

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

// lookJS is what tells a control that can be pressed from one that
// cannot: its opacity, colours and cursor.
const lookJS = `(sel => { const s = getComputedStyle(document.querySelector(sel));
	return [s.opacity, s.color, s.backgroundColor, s.borderColor, s.cursor].join(" / "); })(%s)`

// focusedID is the id of the element with the focus ("BODY" for none).
func focusedID(t *testing.T, ctx context.Context) string {
	t.Helper()
	return evalJS[string](t, ctx, `document.activeElement === document.body ? "BODY" : document.activeElement.id || document.activeElement.tagName`)
}

// pressStep focuses the step sel and presses Enter on it, as a keyboard
// does, then waits for the round it asks for to be shown.
func pressStep(t *testing.T, ctx context.Context, sel string, want int) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(sel)), chromedp.KeyEvent(kb.Enter)); err != nil {
		t.Fatalf("pressing Enter on %s: %v", sel, err)
	}
	waitRound(t, ctx, want)
}

// waitRound waits for the story board to show round r.
func waitRound(t *testing.T, ctx context.Context, r int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); attr(t, ctx, by("story-board"), "data-round") != fmt.Sprint(r); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the board shows round %s, not %d", attr(t, ctx, by("story-board"), "data-round"), r)
		}
	}
	mustIdle(t, ctx)
}

// TestSummaryRoundStepsAtTheEnds opens a finished game's board at its
// last round (French, tablet) and at its first (German, phone): the step
// that cannot be pressed looks unlike the one that can (dimmed, no hand
// cursor), and a keyboard's Enter on the step that reaches the end leaves
// the focus on the other step, not on the page.
func TestSummaryRoundStepsAtTheEnds(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	for _, c := range []struct {
		path, lang string
		w, h       int
	}{
		{summaryGame, "fr", 768, 1024},
		{"../editions/classic/testdata/games/two_players_elimination_takes_cards.json", "de", 390, 844},
	} {
		at := fmt.Sprintf("%s, %s at %dx%d", filepath.Base(c.path), c.lang, c.w, c.h)
		page := summaryOf(t, srv.URL, st, c.path)
		ctx := newBrowserTimeout(t, c.w, c.h, 2*time.Minute)
		navigate(t, ctx, withLang(page, c.lang))
		last := evalJS[int](t, ctx, `+document.querySelector('[data-testid="story-board"]').dataset.rounds`)

		enabled := evalJS[string](t, ctx, fmt.Sprintf(lookJS, jsString(by("story-prev"))))
		disabled := evalJS[string](t, ctx, fmt.Sprintf(lookJS, jsString(by("story-next"))))
		t.Logf("%s: the last round's steps: previous %s, next (disabled) %s", at, enabled, disabled)
		if evalJS[bool](t, ctx, `!document.querySelector('[data-testid="story-next"]').disabled`) {
			t.Fatalf("%s: the last round's next step can be pressed", at)
		}
		look := evalJS[map[string]any](t, ctx, `(() => { const s = getComputedStyle(document.querySelector('[data-testid="story-next"]')); return {opacity: +s.opacity, cursor: s.cursor}; })()`)
		if op, _ := look["opacity"].(float64); op > 0.6 || look["cursor"] == "pointer" {
			t.Errorf("%s: the next step that cannot be pressed looks pressable (%s; the previous step: %s)", at, disabled, enabled)
		}

		// From the round before the last, Enter on "next": the focus
		// stays on a step (the next is disabled now).
		navigate(t, ctx, withLang(page, c.lang)+"&round="+fmt.Sprint(last-1))
		pressStep(t, ctx, by("story-next"), last)
		if got := focusedID(t, ctx); got != "story-prev" {
			t.Errorf("%s: the last round reached by Enter on the next step, the focus is on %s, not on the previous step", at, got)
		}
		// And back at the first round from the second.
		navigate(t, ctx, withLang(page, c.lang)+"&round=1")
		pressStep(t, ctx, by("story-prev"), 0)
		if got := focusedID(t, ctx); got != "story-next" {
			t.Errorf("%s: the first round reached by Enter on the previous step, the focus is on %s, not on the next step", at, got)
		}
		look = evalJS[map[string]any](t, ctx, `(() => { const s = getComputedStyle(document.querySelector('[data-testid="story-prev"]')); return {opacity: +s.opacity, cursor: s.cursor}; })()`)
		if op, _ := look["opacity"].(float64); op > 0.6 || look["cursor"] == "pointer" {
			t.Errorf("%s: the first round's previous step looks pressable: %v", at, look)
		}
		assertNoJSErrors(t, ctx)
	}
}

// boardRectsJS is where the story board's steps, slider and picture lie
// on the screen.
const boardRectsJS = `(() => { const r = s => document.querySelector(s).getBoundingClientRect();
	const steps = r(".story-steps"), frame = r('#story-board [data-testid="picture-frame"]'), slider = r(".story-slider");
	return {steps: steps.top, stepsBottom: steps.bottom, slider: slider.bottom, top: frame.top, bottom: frame.bottom, h: innerHeight, y: scrollY}; })()`

// TestSummaryBoardStaysPut opens a finished game's board on the tablet
// both ways (French) and on the phone (German), its steps scrolled to
// 8 px below the top of the screen: the steps and the whole picture are on the
// screen together, and tapping "previous round" up to three times, then
// the slider moved to the set-up, leave the picture where it was (the
// territories taken in a round, listed, come after it), the steps still
// on the screen.
func TestSummaryBoardStaysPut(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	for _, c := range []struct {
		path, lang string
		w, h       int
	}{
		{summaryGame, "fr", 1024, 768},
		{summaryGame, "fr", 768, 1024},
		{"../editions/classic/testdata/games/two_players_elimination_takes_cards.json", "de", 390, 844},
	} {
		at := fmt.Sprintf("%s, %s at %dx%d", filepath.Base(c.path), c.lang, c.w, c.h)
		page := summaryOf(t, srv.URL, st, c.path)
		ctx := newBrowserTimeout(t, c.w, c.h, 2*time.Minute)
		navigate(t, ctx, withLang(page, c.lang))
		last := evalJS[int](t, ctx, `+document.querySelector('[data-testid="story-board"]').dataset.rounds`)
		evalJS[bool](t, ctx, `(window.scrollBy(0, document.querySelector(".story-steps").getBoundingClientRect().top - 8), true)`)
		var first map[string]float64
		for r := last; r >= 0; r-- {
			switch {
			case r == 0: // the set-up, named at more length, by the slider
				evalJS[bool](t, ctx, `(() => { const r = document.querySelector('[data-testid="story-slider"]'); r.value = "0"; r.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
				waitRound(t, ctx, 0)
			case r < last-3:
				continue
			case r < last:
				touchTap(t, ctx, by("story-prev"))
				waitRound(t, ctx, r)
			}
			first = boardStaysPut(t, ctx, fmt.Sprintf("%s, round %d", at, r), first)
		}
		assertNoJSErrors(t, ctx)
	}
}

// boardStaysPut fails unless the steps and the whole picture are on the
// screen, the picture's top where it was in was (nil at first), and
// returns where they are.
func boardStaysPut(t *testing.T, ctx context.Context, at string, was map[string]float64) map[string]float64 {
	t.Helper()
	r := evalJS[map[string]float64](t, ctx, boardRectsJS)
	t.Logf("%s: steps %.0f..%.0f, slider ends %.0f, picture %.0f..%.0f of %.0f (scrollY %.0f), taken: %q", at, r["steps"], r["stepsBottom"], r["slider"], r["top"], r["bottom"], r["h"], r["y"],
		evalJS[string](t, ctx, `(document.querySelector('[data-testid="story-taken"]') || {}).textContent || ""`))
	if r["steps"] < -1 || r["bottom"] > r["h"]+1 {
		t.Errorf("%s: the steps (from %.0f px) and the picture (to %.0f px) are not both on the screen (0..%.0f)", at, r["steps"], r["bottom"], r["h"])
	}
	if was == nil {
		return r
	}
	if d := r["top"] - was["top"]; d > 1 || d < -1 {
		t.Errorf("%s: the picture's top moved from %.0f to %.0f px", at, was["top"], r["top"])
	}
	return was
}

// TestSummaryWinnerIsTheHeadline opens the summary of a game won by
// eliminating the other player (French on the phone, German on the
// tablet): the winner's line comes first and in the larger type, the
// reason the game ended is a line under it in plain type.
func TestSummaryWinnerIsTheHeadline(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	summary := summaryOf(t, srv.URL, st, "../editions/classic/testdata/games/two_players_elimination_takes_cards.json")
	game := strings.TrimSuffix(summary, "/summary") // its end panel says it the same way
	for _, c := range []struct {
		page, lang string
		w, h       int
	}{{summary, "fr", 390, 844}, {summary, "de", 1024, 768}, {game, "fr", 390, 844}, {game, "de", 768, 1024}} {
		at := fmt.Sprintf("%s in %s at %dx%d", c.page[len(srv.URL):], c.lang, c.w, c.h)
		ctx := newBrowserTimeout(t, c.w, c.h, time.Minute)
		navigate(t, ctx, withLang(c.page, c.lang))
		m := evalJS[map[string]float64](t, ctx, `(() => { const f = s => { const e = document.querySelector(s), st = getComputedStyle(e), r = e.getBoundingClientRect();
			return [parseFloat(st.fontSize), +st.fontWeight, r.top, r.height]; };
			const w = f('[data-testid="winner"]'), e = f('[data-testid="end-reason"]');
			return {winSize: w[0], winWeight: w[1], winTop: w[2], winH: w[3], endSize: e[0], endWeight: e[1], endTop: e[2], endH: e[3]}; })()`)
		t.Logf("%s: winner %.1fpx weight %.0f at %.0f (%.0f tall); end reason %.1fpx weight %.0f at %.0f (%.0f tall)", at, m["winSize"], m["winWeight"], m["winTop"], m["winH"], m["endSize"], m["endWeight"], m["endTop"], m["endH"])
		if m["winTop"] >= m["endTop"] {
			t.Errorf("%s: the winner (at %.0f px) is not above the end reason (at %.0f px)", at, m["winTop"], m["endTop"])
		}
		if m["winSize"] < 1.2*m["endSize"] || m["endWeight"] > 400 {
			t.Errorf("%s: the end reason (%.1f px, weight %.0f) is not plainer than the winner (%.1f px, weight %.0f)", at, m["endSize"], m["endWeight"], m["winSize"], m["winWeight"])
		}
		assertNoJSErrors(t, ctx)
	}
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
