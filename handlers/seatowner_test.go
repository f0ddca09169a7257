package handlers_test

// Seats belong to their phone (issue 29, item 2 "Any phone can take any
// seat"): a phone holding a seat gets no other seat's link, a link once
// opened is not shown again, and a link issued anew at the table is told
// to the phone that held it.

import (
	"context"
	"encoding/json"
	"html"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"herald/i18n"
)

// seatedGame is a new game of Anna, Ben and Carla with Anna's and Ben's
// seats issued at the table and opened on their phones: the game, its
// path, and the two phones' cookies.
func (s *server) seatedGame() (id int64, game, anna, ben string) {
	s.t.Helper()
	st := s.newGame()
	id = int64(st.ID)
	anna = s.takeSeat(id, s.issueSeat(id, 0, "GET"))
	ben = s.takeSeat(id, s.issueSeat(id, 1, "GET"))
	return id, "/games/" + strconv.Itoa(st.ID), anna, ben
}

// tokenOf is seat p's token as the store holds it.
func (s *server) tokenOf(id int64, p int) string {
	s.t.Helper()
	seats, err := s.store.Seats(context.Background(), id)
	if err != nil {
		s.t.Fatal(err)
	}
	return seats[p]
}

// Anna's phone, by cookie or API header, can neither show, open nor
// issue anew Ben's link (or Carla's, not issued yet): 403 with a sentence
// naming both; Ben's token stays. Her own seat's address leads to her
// page, and a new link of her own is the table's too.
func TestSeatPhoneCannotTakeAnother(t *testing.T) {
	s := newServer(t)
	id, game, anna, _ := s.seatedGame()
	bens := s.tokenOf(id, 1)
	want := html.EscapeString(i18n.N("de", "seats.other_seat", "me", "Anna", "player", "Ben"))
	for _, h := range []map[string]string{{"Cookie": anna}, {"X-Herald-Seat": strings.TrimPrefix(anna, "herald_seat=")}} {
		for _, method := range []string{"GET", "POST"} {
			code, body, _ := s.do(method, game+"/seats/1", "", nil, h)
			if code != http.StatusForbidden || !strings.Contains(body, want) || strings.Contains(body, bens) {
				t.Errorf("%s Ben's seat from Anna's phone (%v): %d, want 403 with %q", method, h, code, want)
			}
		}
		if now := s.tokenOf(id, 1); now != bens {
			t.Fatalf("Anna's phone (%v) issued Ben's link anew", h)
		}
		if code, _, _ := s.do("GET", game+"/seats/2", "", nil, h); code != http.StatusForbidden || s.tokenOf(id, 2) != "" {
			t.Errorf("Carla's seat from Anna's phone (%v): %d, issued %v", h, code, s.tokenOf(id, 2) != "")
		}
	}
	code, _, hdr := s.do("GET", game+"/seat/"+bens, "", nil, map[string]string{"Cookie": anna})
	if code != http.StatusForbidden || len(hdr.Values("Set-Cookie")) != 0 {
		t.Errorf("Anna's phone opening Ben's link: %d, cookies %q; want 403 and none", code, hdr.Values("Set-Cookie"))
	}
	if code, _, hdr := s.do("GET", game+"/seats/0", "", nil, map[string]string{"Cookie": anna}); code != http.StatusSeeOther || hdr.Get("Location") != game+"/me" {
		t.Errorf("Anna's own seat from her phone: %d to %q, want 303 to her page", code, hdr.Get("Location"))
	}
	annas := s.tokenOf(id, 0)
	if code, body, _ := s.do("POST", game+"/seats/0", "", nil, map[string]string{"Cookie": anna}); code != http.StatusForbidden ||
		!strings.Contains(body, html.EscapeString(i18n.N("de", "seats.own_reissue"))) || s.tokenOf(id, 0) != annas {
		t.Errorf("Anna's phone issuing her own link anew: %d, want 403 and the same token", code)
	}
	// The shared page on her phone offers no seat's link, and says whose
	// seat the phone holds.
	page := s.getAs(game, anna)
	if strings.Contains(page, `data-testid="seat-link-`) || !strings.Contains(page, html.EscapeString(i18n.N("de", "seats.this_phone", "player", "Anna"))) {
		t.Error("the game page on Anna's phone offers the seats' links")
	}
	if tablet := s.getAs(game, ""); !strings.Contains(tablet, `data-testid="seat-link-1"`) {
		t.Error("the tablet's game page lost the seats' links")
	}
}

// A link is shown until a phone opens it; then the table sees whose phone
// holds the seat, no link, and a new link behind a second tap.
func TestSeatTakenLinkNotShownAgain(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	id, game := int64(st.ID), "/games/"+strconv.Itoa(st.ID)
	tok := s.issueSeat(id, 1, "GET")
	if again := s.issueSeat(id, 1, "GET"); again != tok {
		t.Fatal("a link no phone opened yet is not shown again")
	}
	s.takeSeat(id, tok)
	phone := s.tokenOf(id, 1)
	code, body, _ := s.do("GET", game+"/seats/1", "", nil, nil)
	if code != http.StatusOK || strings.Contains(body, tok) || strings.Contains(body, phone) || strings.Contains(body, "/seat/") || strings.Contains(body, `data-testid="seat-url"`) {
		t.Fatalf("an opened seat at the table: %d, the link still shown", code)
	}
	for _, want := range []string{`data-testid="seat-taken"`, `data-testid="seat-reissue"`, `data-testid="seat-reissue-submit"`, html.EscapeString(i18n.N("de", "seats.reissue_hint", "player", "Ben"))} {
		if !strings.Contains(body, want) {
			t.Errorf("an opened seat at the table lacks %s", want)
		}
	}
	if s.tokenOf(id, 1) != phone {
		t.Fatal("showing an opened seat issued it anew")
	}
}

// The table issues Ben's link anew: the token changes, and Ben's phone,
// still holding the old one, is told on its next page (403, the sentence
// with the time, its old cookie forgotten), fragment (a reload) and API
// answer; it can open the new link.
func TestSeatReissueTellsTheOldPhone(t *testing.T) {
	s := newServer(t)
	id, game, _, ben := s.seatedGame()
	old := s.tokenOf(id, 1)
	fresh := s.issueSeat(id, 1, "POST")
	if fresh == old || s.tokenOf(id, 1) != fresh {
		t.Fatal("re-issuing kept Ben's token")
	}
	_, at, ok, err := s.store.RetiredSeat(context.Background(), id, old)
	if err != nil || !ok {
		t.Fatalf("the old token is not retired: %v", err)
	}
	for _, lang := range []string{"de", "en"} {
		want := html.EscapeString(i18n.N(lang, "seats.renewed", "time", at.Local().Format("15:04")))
		code, body, hdr := s.do("GET", game+"/me?lang="+lang, "", nil, map[string]string{"Cookie": ben})
		if code != http.StatusForbidden || !strings.Contains(body, want) || !strings.Contains(body, `data-testid="seat-renewed"`) {
			t.Fatalf("Ben's old cookie on his page (%s): %d, want 403 with %q", lang, code, want)
		}
		if c := strings.Join(hdr.Values("Set-Cookie"), " | "); !strings.Contains(c, "herald_seat=;") || !strings.Contains(c, "Max-Age=0") {
			t.Errorf("the renewed page keeps the old cookie: %q", c)
		}
	}
	code, _, hdr := s.do("GET", game+"/me", "", nil, map[string]string{"Cookie": ben, "HX-Request": "true"})
	if code != http.StatusForbidden || hdr.Get("HX-Refresh") != "true" {
		t.Errorf("Ben's old cookie, a fragment: %d, HX-Refresh %q; want the page reloaded", code, hdr.Get("HX-Refresh"))
	}
	code, body, _ := s.do("GET", "/api"+game, "", nil, map[string]string{"X-Herald-Seat": old})
	var out struct{ Key, Error string }
	if json.Unmarshal([]byte(body), &out); code != http.StatusForbidden || out.Key != "seats.renewed" || out.Error == "" {
		t.Errorf("Ben's old token, the API: %d %s, want 403 seats.renewed", code, body)
	}
	if code, _, _ := s.do("GET", game+"/seat/"+fresh, "", nil, map[string]string{"Cookie": ben}); code != http.StatusSeeOther {
		t.Errorf("Ben's phone with the old cookie opening the new link: %d, want 303", code)
	}
}

// Ben's phone follows the game: the table's new link reaches its stream
// at once ("renewed", so its page is fetched and says why), and a stream
// opened with the old cookie says so first.
func TestSeatReissueTellsTheLiveStream(t *testing.T) {
	s := newServer(t)
	id, _, anna, ben := s.seatedGame()
	_, bens := s.stream(int(id), map[string]string{"Cookie": ben})
	_, annas := s.stream(int(id), map[string]string{"Cookie": anna})
	next(t, bens) // the mark
	next(t, annas)
	s.issueSeat(id, 1, "POST")
	if ev := next(t, bens); ev.data != "renewed" || ev.id != "" {
		t.Fatalf("Ben's stream after the new link: %+v, want data renewed without an id", ev)
	}
	none(t, annas)
	_, again := s.stream(int(id), map[string]string{"Cookie": ben})
	if ev := next(t, again); ev.data != "renewed" {
		t.Fatalf("a stream opened with Ben's old cookie: %+v, want renewed first", ev)
	}
}
