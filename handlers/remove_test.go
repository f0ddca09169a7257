package handlers_test

// Issue 33: a game removed (with a confirm, restorable for thirty days),
// archived or restored.

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
)

// newNamedGame creates a game named name with three players whose names
// start with prefix, and answers its id.
func (s *server) newNamedGame(name, prefix string) int {
	s.t.Helper()
	code, out := s.postJSON("/api/games", map[string]any{"name": name, "players": []map[string]string{
		{"name": prefix + "anna", "house": "stark"}, {"name": prefix + "ben", "house": "lannister"}, {"name": prefix + "carla", "house": "baratheon"},
	}})
	if code != http.StatusCreated {
		s.t.Fatalf("create: %d %v", code, out)
	}
	return int(out["id"].(float64))
}

// section is the part of page from the element with id to its </section>.
func section(page, id string) string {
	i := strings.Index(page, `id="`+id+`"`)
	if i < 0 {
		return ""
	}
	j := strings.Index(page[i:], "</section>")
	return page[i : i+j]
}

// doors are every read of one game: its pages, its API, its stream.
func doors(id int) []string {
	g := strconv.Itoa(id)
	return []string{"/games/" + g, "/games/" + g + "/summary", "/games/" + g + "/dice", "/games/" + g + "/export",
		"/games/" + g + "/live", "/games/" + g + "/remove", "/api/games/" + g, "/api/games/" + g + "/events"}
}

// Removing asks first, naming the game; the removed game leaves the home
// page's list, the API's, the records, the dice and every door of its
// own (404), and is listed under "Recently removed" with Restore, which
// brings it back whole. From another site the removal is refused.
func TestRemoveAndRestoreGame(t *testing.T) {
	s := newServer(t)
	s.newNamedGame("Kept evening", "k")
	gone := s.newNamedGame("Friday «mistake»", "z")
	g := strconv.Itoa(gone)
	en := map[string]string{"Accept-Language": "en"}
	_, home, _ := s.do("GET", "/", "", nil, en)
	if !strings.Contains(section(home, "games"), `href="/games/`+g+`/remove"`) {
		t.Fatalf("the home page offers no Remove for the game")
	}
	code, page, _ := s.do("GET", "/games/"+g+"/remove", "", nil, en)
	if code != http.StatusOK || !strings.Contains(page, "Remove “Friday «mistake»”?") || !strings.Contains(page, `action="/games/`+g+`/remove"`) ||
		!strings.Contains(page, "For 30 days it is listed under “Recently removed”") {
		t.Fatalf("the confirm page: %d %s", code, excerpt(page, "remove-confirm"))
	}
	for _, p := range []string{"/records", "/dice"} {
		if _, page, _ := s.do("GET", p, "", nil, en); !strings.Contains(page, "zanna") && !strings.Contains(page, "Friday") {
			t.Fatalf("%s does not show the game before its removal", p)
		}
	}
	// A page of another site cannot remove it.
	if code, _, _ := s.do("POST", "/games/"+g+"/remove", "application/x-www-form-urlencoded", strings.NewReader(""),
		map[string]string{"Sec-Fetch-Site": "cross-site"}); code != http.StatusForbidden {
		t.Errorf("a cross-site removal: %d, want 403", code)
	}
	if code, _ := s.postForm("/games/"+g+"/remove", url.Values{"really": {"1"}}, nil); code != http.StatusBadRequest {
		t.Errorf("a removal with a field: %d, want 400", code)
	}
	if code, _ := s.get("/games/" + g); code != http.StatusOK {
		t.Fatalf("a refused removal removed the game: %d", code)
	}
	code, _, h := s.do("POST", "/games/"+g+"/remove", "application/x-www-form-urlencoded", strings.NewReader(""), nil)
	if code != http.StatusSeeOther || h.Get("Location") != "/" {
		t.Fatalf("remove: %d to %q", code, h.Get("Location"))
	}
	for _, p := range doors(gone) {
		if code, _ := s.get(p); code != http.StatusNotFound {
			t.Errorf("GET %s of a removed game: %d, want 404", p, code)
		}
	}
	for _, p := range []string{"/records", "/dice", "/api/games"} {
		if _, page, _ := s.do("GET", p, "", nil, en); strings.Contains(page, "zanna") || strings.Contains(page, "Friday") {
			t.Errorf("%s still shows the removed game", p)
		}
	}
	_, home, _ = s.do("GET", "/", "", nil, en)
	removed := section(home, "removed-games")
	if strings.Contains(section(home, "games"), "Friday") || !strings.Contains(removed, "Friday «mistake»") ||
		!strings.Contains(removed, `action="/games/`+g+`/restore"`) || !strings.Contains(removed, "can be restored until") {
		t.Errorf("the home page's lists after removing: %s", removed)
	}
	code, _, _ = s.do("POST", "/games/"+g+"/restore", "application/x-www-form-urlencoded", strings.NewReader(""), nil)
	if code != http.StatusSeeOther {
		t.Fatalf("restore: %d", code)
	}
	for _, p := range doors(gone)[:4] {
		if code, _ := s.get(p); code != http.StatusOK {
			t.Errorf("GET %s of the restored game: %d", p, code)
		}
	}
	_, home, _ = s.do("GET", "/", "", nil, en)
	if !strings.Contains(section(home, "games"), "Friday") || section(home, "removed-games") != "" || !strings.Contains(section(home, "games"), "Kept evening") {
		t.Errorf("after restoring, the home page's list lacks the game or still lists it removed")
	}
}

// The API's doors: DELETE /api/games/:id removes (saying until when it
// can be restored), POST .../restore brings it back, POST .../archive
// puts it away; a body with a field, an unknown game and a cross-site
// request are refused, and a game removed is not removed twice.
func TestRemoveRestoreArchiveAPI(t *testing.T) {
	s := newServer(t)
	id := strconv.Itoa(s.newNamedGame("API evening", "a"))
	if code, _, _ := s.do("DELETE", "/api/games/"+id, "", nil, map[string]string{"Sec-Fetch-Site": "cross-site"}); code != http.StatusForbidden {
		t.Errorf("cross-site DELETE: %d", code)
	}
	if code, _, _ := s.do("DELETE", "/api/games/"+id, "application/json", strings.NewReader(`{"force":true}`), nil); code != http.StatusBadRequest {
		t.Errorf("DELETE with a field: %d", code)
	}
	code, body, _ := s.do("DELETE", "/api/games/"+id, "", nil, nil)
	if code != http.StatusOK || !strings.Contains(body, `"removed":true`) || !strings.Contains(body, `"restore_until":"`) {
		t.Fatalf("DELETE: %d %s", code, body)
	}
	if code, _, _ := s.do("DELETE", "/api/games/"+id, "", nil, nil); code != http.StatusNotFound {
		t.Errorf("DELETE twice: %d", code)
	}
	if code, _, _ := s.do("DELETE", "/api/games/99", "", nil, nil); code != http.StatusNotFound {
		t.Errorf("DELETE of no game: %d", code)
	}
	code, body, _ = s.do("POST", "/api/games/"+id+"/restore", "application/json", strings.NewReader(`{}`), nil)
	if code != http.StatusOK || !strings.Contains(body, `"removed":false`) {
		t.Fatalf("restore: %d %s", code, body)
	}
	if code, _ := s.get("/api/games/" + id); code != http.StatusOK {
		t.Errorf("the restored game: %d", code)
	}
	if _, list := s.get("/api/games"); !strings.Contains(list, `"archived":false`) || strings.Contains(list, `"archived":true`) {
		t.Errorf("the API's list before archiving: %s", list)
	}
	code, body, _ = s.do("POST", "/api/games/"+id+"/archive", "", nil, nil)
	if code != http.StatusOK || !strings.Contains(body, `"archived":true`) {
		t.Fatalf("archive: %d %s", code, body)
	}
	// The API's list keeps an archived game and says it is one.
	if _, list := s.get("/api/games"); !strings.Contains(list, `"archived":true`) || !strings.Contains(list, `"id":`+id+`,`) {
		t.Errorf("the API's list after archiving: %s", list)
	}
}

// An archived game leaves the home page's list for "Archived" (with
// Restore) and still counts: its page, the records, the dice and the
// API's list keep it. An unfinished game may be archived.
func TestArchiveGame(t *testing.T) {
	s := newServer(t)
	s.newNamedGame("On the list", "l")
	id := strconv.Itoa(s.newNamedGame("Put away", "p"))
	code, _, h := s.do("POST", "/games/"+id+"/archive", "application/x-www-form-urlencoded", strings.NewReader(""), nil)
	if code != http.StatusSeeOther || h.Get("Location") != "/" {
		t.Fatalf("archive: %d to %q", code, h.Get("Location"))
	}
	_, home, _ := s.do("GET", "/", "", nil, map[string]string{"Accept-Language": "de"})
	archived := section(home, "archived-games")
	if strings.Contains(section(home, "games"), "Put away") || !strings.Contains(section(home, "games"), "On the list") ||
		!strings.Contains(archived, "Put away") || !strings.Contains(archived, "Archiv") || !strings.Contains(archived, `action="/games/`+id+`/restore"`) {
		t.Errorf("the home page after archiving: list %q, archived %q", section(home, "games"), archived)
	}
	for _, p := range []string{"/records", "/dice", "/api/games", "/games/" + id} {
		if _, page, _ := s.do("GET", p, "", nil, nil); !strings.Contains(page, "panna") && !strings.Contains(page, "Put away") {
			t.Errorf("%s no longer counts the archived game", p)
		}
	}
	s.do("POST", "/games/"+id+"/restore", "application/x-www-form-urlencoded", strings.NewReader(""), nil)
	if _, home, _ = s.do("GET", "/", "", nil, nil); !strings.Contains(section(home, "games"), "Put away") || section(home, "archived-games") != "" {
		t.Errorf("the restored game is not back on the list")
	}
}

// After thirty days a removed game is deleted for good: the home page no
// longer lists it and it cannot be restored (the store's clock moved, no
// waiting).
func TestRemovedGameGoneAfterThirtyDays(t *testing.T) {
	s := newServer(t)
	clock := time.Now()
	s.store.SetClock(func() time.Time { return clock })
	id := strconv.Itoa(s.newNamedGame("Long ago", "o"))
	s.do("DELETE", "/api/games/"+id, "", nil, nil)
	clock = clock.Add(29 * 24 * time.Hour)
	if _, home, _ := s.do("GET", "/", "", nil, nil); !strings.Contains(section(home, "removed-games"), "Long ago") {
		t.Fatalf("after 29 days the removed game is not listed")
	}
	clock = clock.Add(24*time.Hour + time.Minute)
	if _, home, _ := s.do("GET", "/", "", nil, nil); strings.Contains(home, "Long ago") {
		t.Errorf("after 30 days the removed game is still listed")
	}
	if code, _, _ := s.do("POST", "/api/games/"+id+"/restore", "", nil, nil); code != http.StatusNotFound {
		t.Errorf("restoring after 30 days: %d, want 404", code)
	}
}

// ended waits for the stream ch to end (the server closed it), reading
// past whatever it still had to say.
func ended(t *testing.T, ch <-chan sseEvent, what string) {
	t.Helper()
	deadline := time.NewTimer(hangGuard)
	defer deadline.Stop()
	var last sseEvent
	for open := true; open; {
		select {
		case ev, ok := <-ch:
			if open = ok; ok {
				last = ev
			}
		case <-deadline.C:
			t.Fatalf("%s: the stream is still open after %v", what, hangGuard)
		}
	}
	// Its last word says why, so that the page shows the game is gone
	// instead of trying to reconnect.
	if last.event != "seq" || last.data != "removed" || last.id != "" {
		t.Errorf("%s: the stream's last event is %+v, want seq %q without an id", what, last, "removed")
	}
}

// A device following a game is cut off when the game is removed (from
// the API or the home page): its open stream ends, as every other door
// of the game answers 404. Archiving ends no stream, and removing one
// game ends no other game's.
func TestRemovingAGameEndsItsStreams(t *testing.T) {
	s := newServer(t)
	gone, other := s.newNamedGame("Gone", "g"), s.newNamedGame("Other", "o")
	g := strconv.Itoa(gone)
	_, goneCh := s.stream(gone, nil)
	_, otherCh := s.stream(other, nil)
	next(t, goneCh)
	next(t, otherCh)
	if code, _, _ := s.do("POST", "/api/games/"+g+"/archive", "", nil, nil); code != http.StatusOK {
		t.Fatalf("archive: %d", code)
	}
	st := fix(s, s.state(gone))
	if ev := next(t, goneCh); !atSeq(ev, st.Seq) {
		t.Errorf("the archived game's stream after a correction: %+v, want seq %d", ev, st.Seq)
	}
	if code, _, _ := s.do("DELETE", "/api/games/"+g, "", nil, nil); code != http.StatusOK {
		t.Fatalf("DELETE: %d", code)
	}
	ended(t, goneCh, "removed through the API")
	none(t, otherCh)
	st = fix(s, s.state(other))
	if ev := next(t, otherCh); !atSeq(ev, st.Seq) {
		t.Errorf("another game's stream after the removal: %+v, want seq %d", ev, st.Seq)
	}
	if code, _, _ := s.do("POST", "/api/games/"+g+"/restore", "", nil, nil); code != http.StatusOK {
		t.Fatalf("restore: %d", code)
	}
	_, goneCh = s.stream(gone, nil)
	next(t, goneCh)
	if code, _, _ := s.do("POST", "/games/"+g+"/remove", "application/x-www-form-urlencoded", strings.NewReader(""), nil); code != http.StatusSeeOther {
		t.Fatalf("remove from the home page: %d", code)
	}
	ended(t, goneCh, "removed from the home page")
	if code, _ := s.get("/games/" + g + "/live"); code != http.StatusNotFound {
		t.Errorf("the removed game's stream reopened: %d, want 404", code)
	}
}
