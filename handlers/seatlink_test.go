package handlers_test

import (
	"database/sql"
	"html"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	_ "github.com/mattn/go-sqlite3"

	"herald/handlers"
	"herald/i18n"
	"herald/store"
)

// A seat's link opens one phone ("a secret has one owner"; store's
// comment: "taken by the first phone that opens it"): before, every
// device that opened Ben's link got Ben's seat, hand included, however
// late. Now the first phone gets a token of its own; a second device
// opening the same link is refused (403) with a sentence naming Ben and
// the time it was opened, gets no cookie, and cannot see Ben's page;
// Ben's phone opening its link again goes to its page. A seat taken
// before links were spent (its link still its token) is spent too.
func TestSeatLinkOpensOnePhone(t *testing.T) {
	s, path := newServerOnFile(t)
	g := s.newGame()
	id, game := int64(g.ID), "/games/"+strconv.Itoa(g.ID)
	link := s.issueSeat(id, 1, "GET")
	ben := s.takeSeat(id, link)
	if phone := s.tokenOf(id, 1); phone == link || !strings.Contains(ben, phone) {
		t.Fatalf("Ben's phone holds %q, the seat %q, the link was %q: want a token of the phone's own", ben, phone, link)
	}
	seats, err := s.store.SeatStates(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	spent := func(who string, tok string) {
		t.Helper()
		want := html.EscapeString(i18n.N("de", "seats.link_spent", "player", "Ben", "time", seats[1].TakenAt.Local().Format("15:04")))
		code, body, hdr := s.do("GET", game+"/seat/"+tok, "", nil, nil)
		if code != http.StatusForbidden || !strings.Contains(body, want) || len(hdr.Values("Set-Cookie")) != 0 {
			t.Fatalf("%s: %d, cookies %q; want 403 saying %q and no cookie", who, code, hdr.Values("Set-Cookie"), want)
		}
	}
	spent("a second phone opening Ben's link", link)
	if code, _, _ := s.do("GET", game+"/me", "", nil, nil); code != http.StatusForbidden {
		t.Fatalf("the second phone on Ben's page: %d, want 403", code)
	}
	if code, _, hdr := s.do("GET", game+"/seat/"+link, "", nil, map[string]string{"Cookie": ben}); code != http.StatusSeeOther || hdr.Get("Location") != game+"/me" || len(hdr.Values("Set-Cookie")) != 0 {
		t.Fatalf("Ben's phone opening its link again: %d to %q, want 303 to its page", code, hdr.Get("Location"))
	}
	if code, body, _ := s.do("GET", game+"/me", "", nil, map[string]string{"Cookie": ben}); code != http.StatusOK || !strings.Contains(body, `data-testid="seat"`) {
		t.Fatalf("Ben's phone on its page: %d", code)
	}

	// Anna's phone opening Ben's spent link is told it holds Anna's seat.
	anna := s.takeSeat(id, s.issueSeat(id, 0, "GET"))
	want := html.EscapeString(i18n.N("de", "seats.other_seat", "me", "Anna", "player", "Ben"))
	if code, body, _ := s.do("GET", game+"/seat/"+link, "", nil, map[string]string{"Cookie": anna}); code != http.StatusForbidden || !strings.Contains(body, want) {
		t.Fatalf("Anna's phone opening Ben's spent link: %d, want 403 saying %q", code, want)
	}

	// A seat taken before links were spent: its token is still its link.
	legacy := s.issueSeat(id, 2, "GET")
	db, err := sql.Open("sqlite3", path+"?_busy_timeout=5000")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`UPDATE seats SET taken_at = created_at WHERE game_id = ? AND player = 2`, id); err != nil {
		t.Fatal(err)
	}
	code, body, hdr := s.do("GET", game+"/seat/"+legacy, "", nil, nil)
	if code != http.StatusForbidden || !strings.Contains(body, html.EscapeString(strings.SplitN(i18n.N("de", "seats.link_spent", "player", "Carla", "time", "x"), " x", 2)[0])) || len(hdr.Values("Set-Cookie")) != 0 {
		t.Fatalf("a link taken before links were spent, opened again: %d, cookies %q; want 403 naming Carla", code, hdr.Values("Set-Cookie"))
	}
}

// A seat's link carries the table's language (found by a French table:
// its phone opened in another language). The phone takes it, unless it
// chose one itself: Anna's phone (a browser in German) opens the link
// the French tablet shows in French and stays so; Ben's phone, which
// chose English, stays English.
func TestSeatLinkCarriesTheTablesLanguage(t *testing.T) {
	s := newServer(t)
	g := s.newGame()
	game := "/games/" + strconv.Itoa(g.ID)
	linkFor := func(p int) string {
		t.Helper()
		code, body, _ := s.do("GET", game+"/seats/"+strconv.Itoa(p)+"?lang=fr", "", nil, nil)
		m := regexp.MustCompile(`value="([^"]*/seat/[^"]*)" data-testid="seat-url"`).FindStringSubmatch(body)
		if code != http.StatusOK || m == nil {
			t.Fatalf("the French tablet's seat %d: %d, no link", p, code)
		}
		u, err := url.Parse(html.UnescapeString(m[1]))
		if err != nil {
			t.Fatal(err)
		}
		return u.RequestURI()
	}
	langOf := func(who, cookie string) string {
		t.Helper()
		code, body, _ := s.do("GET", game+"/me", "", nil, map[string]string{"Cookie": cookie, "Accept-Language": "de-DE"})
		m := regexp.MustCompile(`<html lang="([a-z]+)"`).FindStringSubmatch(body)
		if code != http.StatusOK || m == nil {
			t.Fatalf("%s's page: %d", who, code)
		}
		return m[1]
	}
	open := func(link, cookie string) []string {
		t.Helper()
		code, _, h := s.do("GET", link, "", nil, map[string]string{"Cookie": cookie, "Accept-Language": "de-DE"})
		if code != http.StatusSeeOther {
			t.Fatalf("opening %s: %d", link, code)
		}
		var kept []string
		for _, c := range h.Values("Set-Cookie") {
			kept = append(kept, strings.SplitN(c, ";", 2)[0])
		}
		return kept
	}

	anna := strings.Join(open(linkFor(0), ""), "; ")
	if got := langOf("Anna", anna); got != "fr" {
		t.Errorf("Anna's phone opened the French table's link in %q (cookies %q), want fr", got, anna)
	}
	ben := append(open(linkFor(1), "herald_lang=en"), "herald_lang=en")
	if got := langOf("Ben", strings.Join(ben, "; ")); got != "en" {
		t.Errorf("Ben's phone, which chose English, shows its page in %q (cookies %q)", got, ben)
	}
}

// A seat's link, word for word, for the addresses a browser at the table
// sends as Host (a name, IPv4, IPv6 in brackets, with a port or
// without): on the machine's address on the network when it has one
// (IPv4 from its interfaces, or the one address -addr names, IPv6
// included), else at the address the table used; with the key unless
// Herald is open; and with the table's language. The strings are what
// the link said before it was built as one url.URL (seatLink parsed the
// join panel's link back to add the language).
func TestSeatLinkText(t *testing.T) {
	none := func() []netip.Addr { return nil }
	lan := func() []netip.Addr { return []netip.Addr{netip.MustParseAddr("192.168.1.20")} }
	setups := []struct {
		name  string
		opts  []handlers.Option
		cases []struct{ host, lang, want string }
	}{
		{"no network address", []handlers.Option{handlers.WithAddresses(none), handlers.WithHosts("tisch.local")}, []struct{ host, lang, want string }{
			{"localhost:{port}", "de", "http://localhost:{port}/games/{id}/seat/{tok}?key={key}&table_lang=de"},
			{"localhost", "en", "http://localhost/games/{id}/seat/{tok}?key={key}&table_lang=en"},
			{"127.0.0.1:{port}", "fr", "http://127.0.0.1:{port}/games/{id}/seat/{tok}?key={key}&table_lang=fr"},
			{"[::1]:{port}", "fr", "http://[::1]:{port}/games/{id}/seat/{tok}?key={key}&table_lang=fr"},
			{"[::1]", "de", "http://[::1]/games/{id}/seat/{tok}?key={key}&table_lang=de"},
			{"[::ffff:7f00:1]:{port}", "en", "http://[::ffff:7f00:1]:{port}/games/{id}/seat/{tok}?key={key}&table_lang=en"},
			{"tisch.local:{port}", "de", "http://tisch.local:{port}/games/{id}/seat/{tok}?key={key}&table_lang=de"},
		}},
		{"an IPv4 address on the network", []handlers.Option{handlers.WithAddresses(lan)}, []struct{ host, lang, want string }{
			{"localhost:{port}", "fr", "http://192.168.1.20:{port}/games/{id}/seat/{tok}?key={key}&table_lang=fr"},
			{"[::1]:{port}", "de", "http://192.168.1.20:{port}/games/{id}/seat/{tok}?key={key}&table_lang=de"},
			{"192.168.1.20:{port}", "en", "http://192.168.1.20:{port}/games/{id}/seat/{tok}?key={key}&table_lang=en"},
		}},
		{"-addr 127.0.0.1:8080", []handlers.Option{handlers.WithAddresses(lan), handlers.WithListen(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080})}, []struct{ host, lang, want string }{
			{"localhost:{port}", "en", "http://localhost:{port}/games/{id}/seat/{tok}?key={key}&table_lang=en"},
			{"[::1]:{port}", "fr", "http://[::1]:{port}/games/{id}/seat/{tok}?key={key}&table_lang=fr"},
		}},
		{"-addr [2001:db8::5]:8080", []handlers.Option{handlers.WithListen(&net.TCPAddr{IP: net.ParseIP("2001:db8::5"), Port: 8080})}, []struct{ host, lang, want string }{
			{"[2001:db8::5]:{port}", "de", "http://[2001:db8::5]:{port}/games/{id}/seat/{tok}?key={key}&table_lang=de"},
			{"localhost:{port}", "fr", "http://[2001:db8::5]:{port}/games/{id}/seat/{tok}?key={key}&table_lang=fr"},
		}},
		{"open", []handlers.Option{handlers.WithAddresses(none), handlers.Open()}, []struct{ host, lang, want string }{
			{"localhost:{port}", "fr", "http://localhost:{port}/games/{id}/seat/{tok}?table_lang=fr"},
			{"[::1]", "en", "http://[::1]/games/{id}/seat/{tok}?table_lang=en"},
		}},
	}
	value := regexp.MustCompile(`value="([^"]*)" data-testid="seat-url"`)
	for _, setup := range setups {
		st, err := store.Open(filepath.Join(t.TempDir(), "herald.db"))
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(handlers.New(st, setup.opts...))
		s := &server{t: t, srv: srv, store: st}
		g := s.newGame()
		id := int64(g.ID)
		key, err := st.AccessKey(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		port := srv.Listener.Addr().(*net.TCPAddr).Port
		fill := strings.NewReplacer("{port}", strconv.Itoa(port), "{id}", strconv.Itoa(g.ID), "{key}", key)
		for i, c := range setup.cases {
			p := i % 3 // newGame seats Anna, Ben and Carla
			req, err := http.NewRequest("GET", srv.URL+"/games/"+strconv.Itoa(g.ID)+"/seats/"+strconv.Itoa(p)+"?lang="+c.lang, nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Host = fill.Replace(c.host)
			resp, err := noRedirect.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			m := value.FindStringSubmatch(string(body))
			if resp.StatusCode != http.StatusOK || m == nil {
				t.Errorf("%s, Host %s: %d, no seat link", setup.name, req.Host, resp.StatusCode)
				continue
			}
			want := strings.ReplaceAll(fill.Replace(c.want), "{tok}", s.tokenOf(id, p))
			if got := html.UnescapeString(m[1]); got != want {
				t.Errorf("%s, Host %s, seat %d in %s: link\n%s\nwant\n%s", setup.name, req.Host, p, c.lang, got, want)
			}
		}
		srv.Close()
		st.Close()
	}
}
