package handlers_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"herald/editions/wh40k"
	"herald/handlers"
	"herald/maps"
	"herald/store"
)

// Herald on a shared Wi-Fi (issue 16, item 5): each guard of
// handlers/security.go, seen from outside.

var crossSite = map[string]string{"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site", "Accept-Language": "en"}

// ownTerritory is a territory of the player whose turn it is.
func ownTerritory(t *testing.T, st state) string {
	for _, tr := range st.Territories {
		if tr.Owner == st.Current {
			return tr.ID
		}
	}
	t.Fatal("the current player holds nothing")
	return ""
}

func TestCrossOriginPostIsRefusedAndRecordsNothing(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	id := strconv.Itoa(st.ID)
	terr := ownTerritory(t, st)
	place := url.Values{"seq": {strconv.Itoa(st.Seq)}, "territory": {terr}, "units": {"1"}}
	for _, c := range []struct{ path, ct, body string }{
		{"/games/" + id + "/undo", "application/x-www-form-urlencoded", url.Values{"seq": {strconv.Itoa(st.Seq)}}.Encode()},
		{"/games/" + id + "/place", "application/x-www-form-urlencoded", place.Encode()},
		{"/api/games/" + id + "/events", "application/json", `{"seq":` + strconv.Itoa(st.Seq) + `,"type":"place","payload":{"territory":"` + terr + `","units":1}}`},
	} {
		code, body, _ := s.do("POST", c.path, c.ct, strings.NewReader(c.body), crossSite)
		if code != http.StatusForbidden || !strings.Contains(body, "sent from another site") {
			t.Errorf("%s: %d %s, want 403 with the sentence", c.path, code, excerpt(body, "another"))
		}
	}
	if got := s.state(st.ID).Seq; got != st.Seq {
		t.Fatalf("a cross-origin POST was recorded: seq %d, was %d", got, st.Seq)
	}
	// German for a German reader.
	de := map[string]string{"Sec-Fetch-Site": "cross-site", "Accept-Language": "de"}
	if _, body, _ := s.do("POST", "/games/"+id+"/undo", "application/x-www-form-urlencoded", strings.NewReader("seq=1"), de); !strings.Contains(body, "von einer anderen Seite abgeschickt") {
		t.Errorf("German refusal missing: %s", excerpt(body, "Seite"))
	}
	// The same place from Herald's own page is recorded.
	same := map[string]string{"Origin": s.srv.URL, "Sec-Fetch-Site": "same-origin"}
	if code, body := s.postForm("/games/"+id+"/place", place, same); code != http.StatusSeeOther {
		t.Fatalf("same-origin place: %d %s", code, excerpt(body, "error"))
	}
	if got := s.state(st.ID).Seq; got != st.Seq+1 {
		t.Fatalf("same-origin place not recorded: seq %d", got)
	}
	// A plain client (curl, a script) sends neither header and is let in.
	if code, _ := s.postForm("/games/"+id+"/undo", url.Values{"seq": {strconv.Itoa(st.Seq + 1)}}, nil); code != http.StatusSeeOther {
		t.Fatalf("plain undo: %d", code)
	}
}

func TestAPIRefusesTextPlainBody(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	terr := ownTerritory(t, st)
	body := `{"seq":` + strconv.Itoa(st.Seq) + `,"type":"place","payload":{"territory":"` + terr + `","units":1}}`
	for _, ct := range []string{"text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded"} {
		code, out, _ := s.do("POST", "/api/games/"+strconv.Itoa(st.ID)+"/events?lang=en", ct, strings.NewReader(body), nil)
		var e map[string]any
		if err := json.Unmarshal([]byte(out), &e); err != nil || code != http.StatusUnsupportedMediaType || e["key"] != "error.json_only" || !strings.Contains(e["error"].(string), "only JSON") {
			t.Errorf("%s: %d %s, want 415 with the API's error JSON", ct, code, out)
		}
	}
	if got := s.state(st.ID).Seq; got != st.Seq {
		t.Fatalf("a text/plain body was recorded: seq %d", got)
	}
	if code, _, _ := s.do("POST", "/api/games/"+strconv.Itoa(st.ID)+"/events", "application/json; charset=utf-8", strings.NewReader(body), nil); code != http.StatusCreated {
		t.Fatalf("application/json with a charset: %d", code)
	}
}

func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	for _, p := range []string{"/", "/games/" + strconv.Itoa(st.ID), "/api/games", "/static/app.css", "/no-such-page"} {
		_, _, h := s.do("GET", p, "", nil, nil)
		for k, want := range map[string]string{
			"X-Content-Type-Options": "nosniff",
			"X-Frame-Options":        "DENY",
			"Referrer-Policy":        "same-origin",
		} {
			if h.Get(k) != want {
				t.Errorf("%s: %s = %q, want %q", p, k, h.Get(k), want)
			}
		}
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "script-src 'self'", "frame-ancestors 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", p, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
			t.Errorf("%s: CSP allows inline code: %q", p, csp)
		}
	}
}

func TestBodyAndFieldLimits(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	id := strconv.Itoa(st.ID)
	// An oversize body is refused at the door, before any handler reads it.
	big := url.Values{"seq": {strconv.Itoa(st.Seq)}, "territory": {strings.Repeat("x", 600<<10)}, "units": {"1"}}
	code, body, _ := s.do("POST", "/games/"+id+"/place", "application/x-www-form-urlencoded", strings.NewReader(big.Encode()), map[string]string{"Accept-Language": "en"})
	if code != http.StatusRequestEntityTooLarge || !strings.Contains(body, "request is too large") {
		t.Errorf("oversize body: %d %s", code, excerpt(body, "large"))
	}
	// 1000 units in a correction (engine.MaxUnits is 999).
	code, out := s.postJSON("/api/games/"+id+"/events?lang=en", map[string]any{"seq": st.Seq, "type": "correct",
		"payload": map[string]any{"territories": []map[string]any{{"territory": st.Territories[0].ID, "owner": 0, "units": 1000}}}})
	if code != http.StatusUnprocessableEntity || !strings.Contains(out["error"].(string), "999") {
		t.Errorf("1000 units in a correction: %d %v", code, out)
	}
	if got := s.state(st.ID).Seq; got != st.Seq {
		t.Fatalf("a refused body or correction was recorded: seq %d", got)
	}
	// A 41-letter player name and game name, and 1000 units in a set-up.
	players := []map[string]any{{"name": strings.Repeat("ä", 41), "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}}
	for _, c := range []struct {
		what string
		in   map[string]any
		want string
	}{
		{"player name", map[string]any{"players": players}, "The name of player 1 is too long (at most 40 characters)."},
		{"game name", map[string]any{"name": strings.Repeat("n", 41), "players": []map[string]any{{"name": "Anna", "house": "stark"}, players[1], players[2]}}, "The name of the game is too long (at most 40 characters)."},
	} {
		code, out := s.postJSON("/api/games?lang=en", c.in)
		if code/100 != 4 || out["error"] != c.want {
			t.Errorf("%s: %d %v, want %q", c.what, code, out, c.want)
		}
	}
	form := url.Values{"name": {"x"}, "deal": {"herald"}, "deck": {"herald"}, "edition": {"got"}}
	for i, p := range players {
		if i == 0 {
			p = map[string]any{"name": strings.Repeat("x", 41), "house": "stark"}
		}
		form.Add("player", p["name"].(string))
		form.Add("house", p["house"].(string))
	}
	if code, body := s.postForm("/games", form, map[string]string{"Accept-Language": "de"}); code/100 != 4 || !strings.Contains(body, "Der Name von Spieler 1 ist zu lang (höchstens 40 Zeichen).") {
		t.Errorf("new-game form with a long name: %d %s", code, excerpt(body, "Spieler 1"))
	}
	if list, err := s.store.Games(t.Context()); err != nil || len(list) != 1 {
		t.Fatalf("a refused game was stored: %d games, %v", len(list), err)
	}
}

func TestStaticListsNoDirectory(t *testing.T) {
	s := newServer(t)
	for _, p := range []string{"/static/", "/static/sub/", "/static//"} {
		if code, body, _ := s.do("GET", p, "", nil, nil); code != http.StatusNotFound || strings.Contains(body, `href="app.css"`) {
			t.Errorf("GET %s: %d, lists %v", p, code, strings.Contains(body, "app.css"))
		}
	}
	if code, body, _ := s.do("GET", "/static/app.js", "", nil, nil); code != http.StatusOK || body == "" {
		t.Errorf("GET /static/app.js: %d", code)
	}
}

func TestPanicAnswersA500Page(t *testing.T) {
	st, err := store.Open(filepath.Join(t.TempDir(), "herald.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	e := handlers.New(st)
	var logged bytes.Buffer
	e.Logger.SetOutput(&logged)
	boom := func(echo.Context) error { panic("boom") }
	e.GET("/boom", boom)
	e.GET("/api/boom", boom)
	srv := httptest.NewServer(e)
	defer srv.Close()
	s := &server{t: t, srv: srv, store: st}
	code, body, _ := s.do("GET", "/boom", "", nil, map[string]string{"Accept-Language": "en"})
	if code != http.StatusInternalServerError || !strings.Contains(body, "Something went wrong inside Herald") || !strings.Contains(body, "<html") {
		t.Errorf("page: %d %s", code, excerpt(body, "wrong"))
	}
	code, body, _ = s.do("GET", "/api/boom", "", nil, map[string]string{"Accept-Language": "de"})
	var out map[string]any
	if json.Unmarshal([]byte(body), &out) != nil || code != http.StatusInternalServerError || out["key"] != "error.internal" {
		t.Errorf("api: %d %s", code, body)
	}
	if !strings.Contains(logged.String(), "boom") {
		t.Errorf("the panic was not logged: %q", logged.String())
	}
}

// A set-up that puts 1000 units on a territory is refused naming the
// count and the limit, and no game is stored (engine.MaxUnits).
func TestSetupWith1000UnitsIsRefused(t *testing.T) {
	s := newServer(t)
	b := maps.MustLoad("vigilus")
	owners, units := map[string]int{}, map[string]int{}
	for i, terr := range b.Territories {
		owners[terr.ID], units[terr.ID] = i%3, 1
	}
	units[b.Territories[0].ID] = 1000
	var players []map[string]any
	for i, name := range []string{"Uli", "Chas", "Ael"} {
		players = append(players, map[string]any{"name": name, "house": wh40k.Factions[i]})
	}
	code, out := s.postJSON("/api/games?lang=en", map[string]any{"edition": "warhammer40k", "mode": "classic", "owners": owners, "units": units, "players": players})
	msg, _ := out["error"].(string)
	if code/100 != 4 || !strings.Contains(msg, "1000") || !strings.Contains(msg, "999") {
		t.Errorf("1000 units in a set-up: %d %v", code, out)
	}
	if list, err := s.store.Games(t.Context()); err != nil || len(list) != 0 {
		t.Fatalf("a refused set-up was stored: %d games, %v", len(list), err)
	}
}

// DefaultBodyLimit fits Herald's largest legitimate forms with margin:
// the board entry grid of the largest shipped board with every count at
// its most, and the board editor's bulk edit at its own bound (2×32 KB,
// already form-encoded once, all non-ASCII letters, encoded again).
func TestBodyLimitFitsTheLargestForms(t *testing.T) {
	s := newServer(t)
	grid := url.Values{"seq": {"99999"}}
	most := 0
	for _, id := range maps.IDs() {
		b := maps.MustLoad(id)
		if len(b.Territories) < most {
			continue
		}
		most = len(b.Territories)
		grid = url.Values{"seq": {"99999"}}
		for _, terr := range b.Territories {
			grid.Set("owner_"+terr.ID, "5")
			grid.Set("units_"+terr.ID, "999")
		}
	}
	edit := strings.Repeat("%C3%B6", 2*32<<10/6)
	bulk := url.Values{"base": {"1"}, "seen": {"2"}, "edit": {edit}}
	for _, c := range []struct {
		name string
		body string
	}{{"board entry, " + strconv.Itoa(most) + " territories", grid.Encode()}, {"bulk edit", bulk.Encode()}} {
		t.Logf("%s: %d bytes (limit %s)", c.name, len(c.body), handlers.DefaultBodyLimit)
		if len(c.body)*2 > 512<<10 {
			t.Errorf("%s: %d bytes leaves less than twice the margin", c.name, len(c.body))
		}
		if code, _, _ := s.do("POST", "/games/1/board", "application/x-www-form-urlencoded", strings.NewReader(c.body), nil); code == http.StatusRequestEntityTooLarge {
			t.Errorf("%s: refused as too large", c.name)
		}
	}
}

// The page names its icon, and a browser that asks /favicon.ico anyway is
// sent to it rather than given a 404.
func TestFaviconIsServed(t *testing.T) {
	s := newServer(t)
	if code, _, h := s.do("GET", "/favicon.ico", "", nil, nil); code != http.StatusMovedPermanently || h.Get("Location") != "/static/favicon.svg" {
		t.Errorf("GET /favicon.ico: %d to %q", code, h.Get("Location"))
	}
	if code, body, h := s.do("GET", "/static/favicon.svg", "", nil, nil); code != http.StatusOK || !strings.HasPrefix(h.Get("Content-Type"), "image/svg+xml") || !strings.Contains(body, "<svg") {
		t.Errorf("GET /static/favicon.svg: %d %q", code, h.Get("Content-Type"))
	}
	if _, page, _ := s.do("GET", "/", "", nil, nil); !strings.Contains(page, `<link rel="icon" href="/static/favicon.svg"`) {
		t.Error("the home page names no icon")
	}
}
