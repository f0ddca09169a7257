package e2e

// Issue 33: a game removed from the home page, with the confirm page
// naming it, and restored from "Recently removed"; archived and restored
// from "Archived". Plain forms and links (no script needed), accessible
// at a phone's width and a tablet's.

import (
	"fmt"
	"strings"
	"testing"
)

func TestRemoveArchiveRestoreFromHome(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	players := []map[string]string{{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	for _, name := range []string{"Dienstag", "Freitag am Tisch"} {
		apiPost(t, srv.URL+"/api/games", map[string]any{"name": name, "players": players})
	}
	src := loadAxe(t)
	for _, size := range [][2]int{{390, 844}, {1024, 768}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			ctx := newBrowser(t, size[0], size[1])
			navigate(t, ctx, srv.URL+"/?lang=en")
			// The newest game is listed first: Friday's Remove asks first.
			click(t, ctx, by("remove-game"))
			waitVisible(t, ctx, by("remove-confirm"))
			if got := wholeText(t, ctx, "h1"); got != "Remove “Freitag am Tisch”?" {
				t.Errorf("the confirm page asks %q", got)
			}
			for _, v := range runAxe(t, ctx, src) {
				t.Errorf("confirm page: axe %s (%s): %s on %v", v.ID, v.Impact, v.Help, v.Targets)
			}
			click(t, ctx, by("remove-confirm-submit"))
			waitVisible(t, ctx, by("removed-games"))
			if got := wholeText(t, ctx, by("games")); strings.Contains(got, "Freitag") {
				t.Errorf("the removed game is still on the list: %q", got)
			}
			// Tuesday's archived: off the list, under "Archived".
			click(t, ctx, by("archive-game"))
			waitVisible(t, ctx, by("archived-games"))
			if got := wholeText(t, ctx, by("archived-games")); !strings.Contains(got, "Dienstag") {
				t.Errorf("the archived section: %q", got)
			}
			for _, v := range runAxe(t, ctx, src) {
				t.Errorf("home page with removed and archived games: axe %s (%s): %s on %v", v.ID, v.Impact, v.Help, v.Targets)
			}
			click(t, ctx, "#removed-games "+by("restore-game"))
			click(t, ctx, "#archived-games "+by("restore-game"))
			waitVisible(t, ctx, by("game-link"))
			got := wholeText(t, ctx, by("games"))
			if !strings.Contains(got, "Freitag am Tisch") || !strings.Contains(got, "Dienstag") ||
				evalJS[bool](t, ctx, `!!document.querySelector('#removed-games, #archived-games')`) {
				t.Errorf("after restoring both, the list reads %q", got)
			}
			assertNoJSErrors(t, ctx)
		})
	}
}
