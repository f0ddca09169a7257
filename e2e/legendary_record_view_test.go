package e2e

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"herald/engine/enginetest"
)

// Found by an audit of Halo Legendary's pages: as a game opened, the
// current player's campaign cards waited to be recorded, yet the way to
// them lay under the turn's controls: on the seat page "record card" at
// 2073..2117 px of a 390x844 phone and at 1845..1889 px of a tablet's
// (two scrolls), on the table's game page "Anna's cards" at 903..947 px
// of the phone and 787..831 px of 1024x768. The action panel now opens
// with a line saying the current player's cards are still to record and
// a button to the record form, on the screen below the console's top at
// the three sizes, on both pages; a tap on it opens the form.
func TestLegendaryCardsToRecordInView(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	path := "../engine/testdata/games/legendary/objective_three_players.json"
	rec := enginetest.Load(t, path)
	ref, _ := storeRecordedBoards(t, st, filepath.Dir(path), rec)
	for _, size := range [][2]int{{768, 1024}, {1024, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			game := fmt.Sprintf("%s/games/%d", srv.URL, storeRecordedGame(t, st, "Freitag", rec, ref, 1))
			ctx := newBrowser(t, size[0], size[1])
			touchEmulated(t, ctx)
			// The table's page first: once a seat is issued, Anna's cards
			// open on her phone alone.
			for _, page := range []struct {
				name string
				url  func() string
			}{
				{"the game page", func() string { return game + "?lang=fr" }},
				{"Anna's seat page", func() string { return seatLink(t, game, 0) + "?lang=fr" }},
			} {
				navigate(t, ctx, page.url())
				waitVisible(t, ctx, by("action"))
				waitLoaded(t, ctx)
				layoutStill(t, ctx)
				if got := mustText(t, ctx, by("campaign-to-record")); !containsAll(got, "Anna", "Campaign") {
					t.Errorf("%s: the line reads %q, want Anna's campaign cards", page.name, got)
				}
				if count(t, ctx, "#console-top") > 0 {
					onScreen(t, ctx, by("campaign-record-now"), page.name+" as the game opened")
				} else { // the seat page has no sticky top
					inView(t, ctx, page.name+" as the game opened", by("campaign-record-now"))
				}
				touchTap(t, ctx, by("campaign-record-now"))
				waitVisible(t, ctx, by("record-form"))
				if !evalJS[bool](t, ctx, `document.querySelector(`+jsString(by("record-tier-easy"))+`).checked`) {
					t.Errorf("%s: the record form opened on another card than Easy, the first to record", page.name)
				}
			}
			assertNoJSErrors(t, ctx)
		})
	}
}

// containsAll reports whether s holds every part.
func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
