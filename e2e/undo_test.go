package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// rectJS is the position of the first element matching a selector in the
// viewport: {top, bottom, h} (h: innerHeight), null without one.
const rectJS = `(sel => { const el = document.querySelector(sel); if (!el) return null;
	const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, h: window.innerHeight, y: window.scrollY}; })(%s)`

type viewRect struct {
	Top, Bottom, H, Y float64
}

func rectOf(t *testing.T, ctx context.Context, sel string) viewRect {
	t.Helper()
	r := evalJS[*viewRect](t, ctx, fmt.Sprintf(rectJS, jsString(sel)))
	if r == nil {
		t.Fatalf("no %s on the page", sel)
	}
	return *r
}

// inView fails the test unless sel is wholly inside the viewport.
func inView(t *testing.T, ctx context.Context, when, sel string) viewRect {
	t.Helper()
	r := rectOf(t, ctx, sel)
	if r.Top < -1 || r.Bottom > r.H+1 { // a pixel of rounding
		t.Errorf("%s: %s is at %.0f..%.0f px (scrollY %.0f), outside the viewport 0..%.0f", when, sel, r.Top, r.Bottom, r.Y, r.H)
	}
	return r
}

// TestUndoBesideTheActionStaysInView plays a battle with Herald's dice in
// a Game of Thrones game on a tablet (both ways round) and a phone: after
// the tap the attack button and the undo naming the battle are in view (no
// scroll jump); after undo, undo and redo are in view and redo names the
// battle; redo puts the battle back in the history.
func TestUndoBesideTheActionStaysInView(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, size := range []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			game := battleReadyGame(t, srv.URL)
			ctx := newBrowser(t, size.w, size.h)
			navigate(t, ctx, game+"?lang=de")
			fill(t, ctx, by("attack-from"), "harrenhal")
			fill(t, ctx, by("attack-to"), "kings_landing")

			// Two taps on "Herald würfelt", each after scrolling the button
			// into view as a player would. The first also ends the
			// reinforcement phase, whose summary above the form goes away;
			// the second must leave the button where it was.
			var battle string
			for tap := 1; tap <= 2; tap++ {
				if _, err := chromedp.Run(ctx, chromedp.ScrollIntoView(chromedp.CSS(by("attack-roll")))); err != nil {
					t.Fatal(err)
				}
				before := inView(t, ctx, "before the battle", by("attack-roll"))
				click(t, ctx, by("attack-roll"))
				battle = mustText(t, ctx, by("history-entry")+" .history-line")
				if !strings.Contains(battle, "Harrenhal") {
					t.Fatalf("the newest history line %q is not the battle", battle)
				}
				when := fmt.Sprintf("after battle %d", tap)
				btn := inView(t, ctx, when, by("attack-roll"))
				undo := inView(t, ctx, when, by("undo"))
				t.Logf("tap %d: attack button at y=%.0f (scrollY %.0f) before, at y=%.0f (scrollY %.0f) after; undo at y=%.0f (viewport %d)",
					tap, before.Top, before.Y, btn.Top, btn.Y, undo.Top, size.h)
				// app.js keeps the tapped button where it was (the old page
				// jumped by thousands of pixels).
				if d := btn.Top - before.Top; tap == 2 && (d < -8 || d > 8) {
					t.Errorf("the attack button moved by %.0f px with the second tap", d)
				}
			}
			undoText := mustText(t, ctx, by("undo"))
			if !strings.Contains(undoText, "Rückgängig") || !strings.Contains(undoText, battle) {
				t.Errorf("undo says %q, want it to name the battle %q", undoText, battle)
			}

			entries := count(t, ctx, by("history-entry"))
			click(t, ctx, by("undo"))
			undo := inView(t, ctx, "after undo", by("undo"))
			redo := inView(t, ctx, "after undo", by("redo"))
			t.Logf("after undo: undo at y=%.0f, redo at y=%.0f", undo.Top, redo.Top)
			redoText := mustText(t, ctx, by("redo"))
			if !strings.Contains(redoText, "Wiederherstellen") || !strings.Contains(redoText, battle) {
				t.Errorf("redo says %q, want it to name the battle %q", redoText, battle)
			}
			if n := count(t, ctx, by("history-entry")); n != entries-1 {
				t.Errorf("%d history entries after undo, want %d", n, entries-1)
			}

			click(t, ctx, by("redo"))
			if n := count(t, ctx, by("history-entry")); n != entries {
				t.Errorf("%d history entries after redo, want %d", n, entries)
			}
			if got := mustText(t, ctx, by("history-entry")+" .history-line"); got != battle {
				t.Errorf("after redo the newest history line is %q, want the battle %q", got, battle)
			}
			inView(t, ctx, "after redo", by("undo"))
			if n := count(t, ctx, by("redo")); n != 0 {
				t.Errorf("redo still offered after everything was redone")
			}
			assertNoJSErrors(t, ctx)
		})
	}
}

// battleReadyGame makes a Game of Thrones game through the API where Anna
// has placed her reinforcements on Harrenhal (30) facing King's Landing
// (30): battles there go on for many rolls.
func battleReadyGame(t *testing.T, base string) string {
	t.Helper()
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	st := apiPost(t, base+"/api/games", map[string]any{"name": "Schlacht", "players": players, "deck_mode": "table"})
	id := st["id"]
	ev := func(typ string, payload any) {
		st = apiPost(t, fmt.Sprintf("%s/api/games/%v/events", base, id), map[string]any{"seq": st["seq"], "type": typ, "payload": payload})
	}
	ev("correct", map[string]any{"territories": []map[string]any{
		{"territory": "harrenhal", "owner": 0, "units": 30},
		{"territory": "kings_landing", "owner": 1, "units": 30},
	}})
	ev("place", map[string]any{"territory": "harrenhal", "units": st["reinforcement"].(map[string]any)["to_place"]})
	return fmt.Sprintf("%s/games/%v", base, id)
}
