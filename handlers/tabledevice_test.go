package handlers_test

import (
	"context"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"herald/i18n"
)

// wifiDevice is a device on the Wi-Fi (not the machine Herald runs on)
// with Herald's key and a cookie jar of its own.
type wifiDevice struct {
	t       *testing.T
	e       *echo.Echo
	key     string
	remote  string
	cookies map[string]string
}

func (s *server) wifiDevice(remote string) *wifiDevice {
	p := s.phone()
	return &wifiDevice{t: s.t, e: p.e, key: p.key, remote: remote, cookies: map[string]string{}}
}

// do sends a request with the device's cookies and keeps those the
// answer sets.
func (d *wifiDevice) do(method, path string, form url.Values) *httptest.ResponseRecorder {
	d.t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(form.Encode()))
	req.RemoteAddr, req.Host = d.remote, lanHost
	req.Header.Set("Accept-Language", "de")
	req.Header.Set("Authorization", "Bearer "+d.key)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for name, value := range d.cookies {
		req.AddCookie(&http.Cookie{Name: name, Value: value})
	}
	rec := httptest.NewRecorder()
	d.e.ServeHTTP(rec, req)
	for _, ck := range rec.Result().Cookies() {
		d.cookies[ck.Name] = ck.Value
	}
	return rec
}

// A phone that drops its seat cookie (or any device but the table's) can
// neither show nor renew a seat's link: only the device that set the
// game up, or the first to show a link, and the machine Herald runs on.
// Before, a device without a seat was the table: Ben's phone renewed
// Anna's link, opened it, and read her hand.
func TestOnlyTheTablesDeviceShowsSeatLinks(t *testing.T) {
	s := newServer(t)
	form := url.Values{"name": {"Abend"}, "deal": {"herald"}, "deck": {"herald"}, "edition": {"got"}}
	for _, p := range [][2]string{{"Anna", "stark"}, {"Ben", "lannister"}, {"Carla", "baratheon"}} {
		form.Add("player", p[0])
		form.Add("house", p[1])
	}
	tablet := s.wifiDevice("192.168.1.30:4000")
	created := tablet.do("POST", "/games", form)
	if created.Code != http.StatusSeeOther {
		t.Fatalf("the tablet's set-up: %d %s", created.Code, created.Body)
	}
	game := created.Header().Get("Location")
	id, _ := strconv.ParseInt(strings.TrimPrefix(game, "/games/"), 10, 64)
	if tablet.cookies["herald_table"] == "" {
		t.Fatal("the tablet that set the game up got no table cookie")
	}
	for p := range 2 {
		if rec := tablet.do("GET", game+"/seats/"+strconv.Itoa(p), nil); rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "/seat/") {
			t.Fatalf("the tablet shows seat %d's link: %d", p, rec.Code)
		}
	}
	annasPhone := s.wifiDevice("192.168.1.41:4000")
	if rec := annasPhone.do("GET", game+"/seat/"+s.tokenOf(id, 0), nil); rec.Code != http.StatusSeeOther {
		t.Fatalf("Anna's phone opens her link: %d", rec.Code)
	}
	annas := s.tokenOf(id, 0)

	// Ben's phone, holding no seat cookie, is not the table.
	bensPhone := s.wifiDevice("192.168.1.42:4000")
	want := html.EscapeString(i18n.N("de", "seats.table_only"))
	for _, method := range []string{"GET", "POST"} {
		var f url.Values
		if method == "POST" {
			f = url.Values{}
		}
		rec := bensPhone.do(method, game+"/seats/0", f)
		if rec.Code != http.StatusForbidden || !strings.Contains(rec.Body.String(), want) || strings.Contains(rec.Body.String(), "/seat/") {
			t.Errorf("%s Anna's seat from Ben's phone: %d, want 403 with %q and no link", method, rec.Code, want)
		}
	}
	if s.tokenOf(id, 0) != annas {
		t.Fatal("Ben's phone renewed Anna's link")
	}
	page := bensPhone.do("GET", game, nil).Body.String()
	if !strings.Contains(page, `data-testid="seats-not-table"`) || strings.Contains(page, `data-testid="seat-link-0"`) {
		t.Error("Ben's phone's page offers the seats' links, or does not say they are the table's")
	}

	// The table renews, and the machine Herald runs on may too.
	if rec := tablet.do("POST", game+"/seats/0", url.Values{}); rec.Code != http.StatusOK || s.tokenOf(id, 0) == annas {
		t.Errorf("the tablet renews Anna's link: %d", rec.Code)
	}
	if code, body, _ := s.do("GET", game+"/seats/1", "", nil, nil); code != http.StatusOK || !strings.Contains(body, "/seat/") {
		t.Errorf("Herald's machine shows Ben's link: %d", code)
	}
}

// A game set up on Herald's machine (or stored before there were table
// devices) gets its table when a device first shows a seat's link; a
// second device is then refused.
func TestTheFirstDeviceToShowALinkIsTheTable(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	game := "/games/" + strconv.Itoa(st.ID)
	tablet, other := s.wifiDevice("192.168.1.30:4000"), s.wifiDevice("192.168.1.31:4000")
	if rec := tablet.do("GET", game+"/seats/0", nil); rec.Code != http.StatusOK || tablet.cookies["herald_table"] == "" {
		t.Fatalf("the first device to show a link: %d, table cookie %q", rec.Code, tablet.cookies["herald_table"])
	}
	if rec := other.do("GET", game+"/seats/1", nil); rec.Code != http.StatusForbidden || other.cookies["herald_table"] != "" {
		t.Errorf("a second device: %d, want 403 and no table cookie", rec.Code)
	}
	bound, _, err := s.store.TableOf(context.Background(), int64(st.ID), "")
	if err != nil || !bound {
		t.Fatalf("no table bound: %v", err)
	}
	if rec := tablet.do("GET", game+"/seats/1", nil); rec.Code != http.StatusOK {
		t.Errorf("the table again: %d", rec.Code)
	}
}
