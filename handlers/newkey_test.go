package handlers_test

import (
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"herald/handlers"
	"herald/i18n"
)

// A new key (the join panel's "new code") locks every other device out,
// so only the table makes one: the device of the game on its page, or
// the machine Herald runs on. Before (an audit), any phone that had
// joined could post /join/new-key and shut the tablet out, itself in.
// The table's new key: the tablet stays in with a cookie of the new key
// and lands on the game at the new code; the old key opens nothing, in
// a cookie, a link or the API.
func TestOnlyTheTableMakesANewKey(t *testing.T) {
	s := newServer(t)
	devices := s.wifiDevices("192.168.1.30:4000", "192.168.1.42:4000", "127.0.0.1:4000")
	tablet, bensPhone, heralds := devices[0], devices[1], devices[2]
	game, _ := tablet.setUpGame()
	old := tablet.cookie("/", "herald_key")

	refusal := html.EscapeString(i18n.N("de", "join.new_key_table_only"))
	for _, path := range []string{game + "/new-key", "/join/new-key"} {
		rec := bensPhone.do("POST", path, url.Values{})
		if rec.Code != http.StatusForbidden || !strings.Contains(rec.Body.String(), refusal) {
			t.Errorf("a new key from Ben's phone at %s: %d, want 403 with %q", path, rec.Code, refusal)
		}
	}
	if rec := tablet.do("POST", "/join/new-key", url.Values{}); rec.Code != http.StatusForbidden {
		t.Errorf("a new key from the tablet's home page: %d, want 403 (it is the table of a game, on its page)", rec.Code)
	}
	if rec := bensPhone.do("GET", game, nil); rec.Code != http.StatusOK || strings.Contains(rec.Body.String(), "new-key") {
		t.Errorf("Ben's phone after its tries: %d, or its page offers a new code", rec.Code)
	}
	if strings.Contains(tablet.do("GET", "/", nil).Body.String(), "new-key") {
		t.Error("the tablet's home page offers a new code")
	}
	page := tablet.do("GET", game, nil).Body.String()
	if !strings.Contains(page, `action="`+game+`/new-key"`) {
		t.Fatal("the table's game page offers no new code")
	}

	rec := tablet.do("POST", game+"/new-key", url.Values{})
	if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != game+"#join-code" {
		t.Fatalf("the table's new key: %d to %q, want 303 to its game at the code", rec.Code, rec.Header().Get("Location"))
	}
	fresh := tablet.cookie("/", "herald_key")
	if fresh == "" || fresh == old {
		t.Fatalf("the tablet's cookie holds %q (old %q): want the new key", fresh, old)
	}
	if rec := tablet.do("GET", game, nil); rec.Code != http.StatusOK {
		t.Errorf("the tablet with the new key: %d", rec.Code)
	}
	if rec := bensPhone.do("GET", game, nil); rec.Code != http.StatusForbidden {
		t.Errorf("Ben's phone with the old key in its cookie: %d, want 403", rec.Code)
	}
	if rec := bensPhone.do("GET", game+"?key="+old, nil); rec.Code != http.StatusForbidden {
		t.Errorf("the old join link: %d, want 403", rec.Code)
	}
	if rec := bensPhone.do("GET", game+"?key="+fresh, nil); rec.Code != http.StatusSeeOther {
		t.Errorf("the new join link: %d, want 303 (in, the key kept in a cookie)", rec.Code)
	}
	if rec := bensPhone.do("GET", "/api"+game, nil); rec.Code != http.StatusOK {
		t.Errorf("the API after the new join link: %d", rec.Code)
	}
	// Herald's machine makes one from its home page too, and its join
	// panel carries the key it made, not the table's.
	if rec := heralds.do("POST", "/join/new-key", url.Values{}); rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != "/#join-code" {
		t.Fatalf("a new key on Herald's machine: %d to %q", rec.Code, rec.Header().Get("Location"))
	}
	home := heralds.do("GET", "/", nil).Body.String()
	if strings.Contains(home, "key="+fresh) || !strings.Contains(home, `action="/join/new-key"`) {
		t.Error("Herald's home page still links with the table's key, or offers no new code")
	}
}

// Nothing but the bare button: a form with a field changes no key, nor
// a GET. Open mode has no key to replace.
func TestNewKeyRefusesTamperedForms(t *testing.T) {
	g := newGate(t)
	form := map[string]string{"Content-Type": "application/x-www-form-urlencoded"}
	for _, body := range []string{"back=/", "extra=1", "back=https://evil.example/"} {
		for _, path := range []string{"/join/new-key", "/games/" + g.id + "/new-key"} {
			if rec := g.do("POST", path, "127.0.0.1:4000", body, form); rec.Code != http.StatusBadRequest {
				t.Errorf("new key at %s with %q: %d, want 400", path, body, rec.Code)
			}
		}
	}
	if rec := g.do("GET", "/games/"+g.id+"?key="+g.key, phone, "", nil); rec.Code != http.StatusSeeOther {
		t.Errorf("after the refused forms the key no longer fits: %d", rec.Code)
	}
	if rec := g.do("GET", "/join/new-key", "127.0.0.1:4000", "", nil); rec.Code != http.StatusMethodNotAllowed && rec.Code != http.StatusNotFound {
		t.Errorf("GET /join/new-key: %d, want no key made", rec.Code)
	}
	if rec := g.do("POST", "/games/999999/new-key", "127.0.0.1:4000", "", form); rec.Code != http.StatusNotFound {
		t.Errorf("a new key on a game that is not: %d, want 404", rec.Code)
	}
	open := newGate(t, handlers.Open())
	for _, path := range []string{"/join/new-key", "/games/" + open.id + "/new-key"} {
		if rec := open.do("POST", path, "127.0.0.1:4000", "", form); rec.Code != http.StatusNotFound {
			t.Errorf("new key at %s in open mode: %d, want 404", path, rec.Code)
		}
	}
}
