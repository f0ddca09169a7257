package handlers_test

import (
	"context"
	"html"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"herald/i18n"
)

// wifiDevice is a device on the Wi-Fi (not the machine Herald runs on)
// that joined with Herald's key, with a browser's cookie jar: a cookie
// goes only to the paths it names.
type wifiDevice struct {
	t      *testing.T
	e      *echo.Echo
	remote string
	jar    *cookiejar.Jar
}

func (s *server) wifiDevice(remote string) *wifiDevice { return s.wifiDevices(remote)[0] }

// wifiDevices are devices at remotes that reach one Herald, so a new
// key one of them makes is the others' too.
func (s *server) wifiDevices(remotes ...string) []*wifiDevice {
	p := s.phone()
	out := make([]*wifiDevice, len(remotes))
	for i, remote := range remotes {
		jar, err := cookiejar.New(nil)
		if err != nil {
			s.t.Fatal(err)
		}
		jar.SetCookies(lanURL("/"), []*http.Cookie{{Name: "herald_key", Value: p.key, Path: "/"}})
		out[i] = &wifiDevice{t: s.t, e: p.e, remote: remote, jar: jar}
	}
	return out
}

// lanURL is path at Herald's address on the Wi-Fi.
func lanURL(path string) *url.URL {
	return &url.URL{Scheme: "http", Host: lanHost, Path: path}
}

// cookie is the value of the cookie name that the device sends with a
// request to path ("" for none).
func (d *wifiDevice) cookie(path, name string) string {
	for _, ck := range d.jar.Cookies(lanURL(path)) {
		if ck.Name == name {
			return ck.Value
		}
	}
	return ""
}

// do sends a request with the device's cookies for path and keeps those
// the answer sets.
func (d *wifiDevice) do(method, path string, form url.Values) *httptest.ResponseRecorder {
	d.t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(form.Encode()))
	req.RemoteAddr, req.Host = d.remote, lanHost
	req.Header.Set("Accept-Language", "de")
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for _, ck := range d.jar.Cookies(lanURL(req.URL.Path)) {
		req.AddCookie(ck)
	}
	rec := httptest.NewRecorder()
	d.e.ServeHTTP(rec, req)
	d.jar.SetCookies(lanURL(req.URL.Path), rec.Result().Cookies())
	return rec
}

// setUpGame sets a game of three up on the device, which is then its
// table: its path and id.
func (d *wifiDevice) setUpGame() (string, int64) {
	d.t.Helper()
	form := url.Values{"name": {"Abend"}, "deal": {"herald"}, "deck": {"herald"}, "edition": {"got"}}
	for _, p := range [][2]string{{"Anna", "stark"}, {"Ben", "lannister"}, {"Carla", "baratheon"}} {
		form.Add("player", p[0])
		form.Add("house", p[1])
	}
	created := d.do("POST", "/games", form)
	if created.Code != http.StatusSeeOther {
		d.t.Fatalf("the set-up on %s: %d %s", d.remote, created.Code, created.Body)
	}
	game := created.Header().Get("Location")
	id, _ := strconv.ParseInt(strings.TrimPrefix(game, "/games/"), 10, 64)
	return game, id
}

// A phone that drops its seat cookie (or any device but the table's) can
// neither show nor renew a seat's link: only the device that set the
// game up, or the first to show a link, and the machine Herald runs on.
// Before, a device without a seat was the table: Ben's phone renewed
// Anna's link, opened it, and read her hand.
func TestOnlyTheTablesDeviceShowsSeatLinks(t *testing.T) {
	s := newServer(t)
	tablet := s.wifiDevice("192.168.1.30:4000")
	game, id := tablet.setUpGame()
	if tablet.cookie(game, "herald_table") == "" {
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
	if rec := tablet.do("GET", game+"/seats/0", nil); rec.Code != http.StatusOK || tablet.cookie(game, "herald_table") == "" {
		t.Fatalf("the first device to show a link: %d, table cookie %q", rec.Code, tablet.cookie(game, "herald_table"))
	}
	if rec := other.do("GET", game+"/seats/1", nil); rec.Code != http.StatusForbidden || other.cookie(game, "herald_table") != "" {
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
