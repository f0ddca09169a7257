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
// them lay under the turn's controls and the panels after them: on the
// seat page "record card" at 2073..2117 px of a 390x844 phone and at
// 1845..1889 px of a tablet's (two scrolls), on the table's game page
// "Anna's cards" at 903..947 px of the phone. The turn's controls now end
// with a button to the cards still to record. It comes after them, so it
// moves none (a line above the place form once pushed the form and the
// picture apart, TestPictureTapsPlayALegendaryTurnOnAPhoto), and one
// screen shows it with the place button, at the three sizes, on both
// pages; a tap on it opens the form at the first card to record.
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
				{"Anna's seat page", func() string { return seatLink(t, game, 0) + "&lang=fr" }},
			} {
				navigate(t, ctx, page.url())
				waitVisible(t, ctx, by("action"))
				waitLoaded(t, ctx)
				layoutStill(t, ctx)
				if got := mustText(t, ctx, by("campaign-to-record")); !containsAll(got, "Anna", "Campaign") {
					t.Errorf("%s: the line reads %q, want Anna's campaign cards", page.name, got)
				}
				place, rec := rectOf(t, ctx, by("place-submit")), rectOf(t, ctx, by("campaign-record-now"))
				room := place.H - evalJS[float64](t, ctx, `(() => { const bar = document.getElementById("console-top"); return bar ? bar.getBoundingClientRect().height : 0; })()`)
				if rec.Top < place.Bottom {
					t.Errorf("%s: the button to the cards at %.0f..%.0f px comes before the place button at %.0f..%.0f", page.name, rec.Top, rec.Bottom, place.Top, place.Bottom)
				}
				if span := rec.Bottom - place.Top; span > room {
					t.Errorf("%s: the place button (%.0f..%.0f px) and the button to the cards (%.0f..%.0f) span %.0f px, more than the %.0f px a screen shows under the console's top", page.name, place.Top, place.Bottom, rec.Top, rec.Bottom, span, room)
				}
				evalJS[bool](t, ctx, `(() => { document.querySelector('[data-testid="campaign-record-now"]').scrollIntoView({block: "nearest"}); return true; })()`)
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
