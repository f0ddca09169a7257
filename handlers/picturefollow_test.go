package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// Issue 30, item 1: a game's board page leads to the photo of the table's
// board, and a photo taken there while the game is played reaches the
// game; a later version that changes a link does not, and leaves the
// game the last photo that plays as its board does.
func TestGameFollowsItsBoardsPicture(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=westeros", nil)
	loc := s.redirect("/games", url.Values{"edition": {"got"}, "board": {"westeros_2@1"},
		"player": {"Anna", "Ben", "Carla"}, "house": {"stark", "lannister", "baratheon"}, "deal": {"herald"}, "deck": {"herald"}})
	game := loc
	if _, page := s.get(game + "/board?lang=en"); !strings.Contains(page, `href="/boards/westeros_2#photo"`) || !strings.Contains(page, "Take a photo of your board") {
		t.Fatalf("the game's board page does not lead to the photo:\n%s", excerpt(page, "board-photo-link"))
	}
	if _, page := s.get(game + "?lang=en"); strings.Contains(page, "/boards/photos/") {
		t.Fatal("the game shows a photo before one was taken")
	}

	first := s.photoWithSpot(t, "winterfell", 1)
	_, page := s.get(game + "?lang=en")
	if !strings.Contains(page, "/boards/photos/"+first) {
		t.Fatal("the photo taken during the game does not reach it")
	}
	if _, page := s.get(game + "/board?lang=en"); !strings.Contains(page, "Change the photo or its territories") {
		t.Error("the board page does not offer to change the photo")
	}

	// A link changed after the photo, then a second photo on that board:
	// neither plays as the game's board, so the game keeps the first.
	_, v := s.latest("westeros_2")
	s.redirect("/boards/westeros_2/territory?lang=en", url.Values{"version": {strconv.Itoa(v)}, "t": {"winterfell"}, "then": {"stay"},
		"name": {"Winterfell"}, "region": {"the_north"}, "castle": {"1"}, "link": {"the_wolfswood", "castle_black"}})
	second := s.photoWithSpot(t, "winterfell", 2)
	_, page = s.get(game + "?lang=en")
	if !strings.Contains(page, "/boards/photos/"+first) || strings.Contains(page, "/boards/photos/"+second) {
		t.Errorf("after a link change the game shows the first photo %v, the second %v; want the first only",
			strings.Contains(page, "/boards/photos/"+first), strings.Contains(page, "/boards/photos/"+second))
	}
}

// photoWithSpot takes a photo of the table's copy of Westeros (the
// shade-th of a kind, so each is another photo) and places territory t on it;
// the photo's hash.
func (s *server) photoWithSpot(t *testing.T, territory string, shade int) string {
	t.Helper()
	_, v := s.latest("westeros_2")
	photo := boardPhoto(t, 1200+40*shade, 800)
	if code, page, _ := s.postPhotoAt("westeros_2", v, photo); code != http.StatusSeeOther {
		t.Fatalf("photo: %d\n%s", code, excerpt(page, "error"))
	}
	spec, v := s.latest("westeros_2")
	s.redirect("/boards/westeros_2/spots", url.Values{"version": {strconv.Itoa(v)}, "spot_" + territory: {"400,300"}})
	return spec.Picture.Photo
}
