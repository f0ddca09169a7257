package handlers_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"herald/handlers"
	"herald/store"
)

// Who may come in (issue 16, item 4): a phone on the Wi-Fi (192.168.1.20)
// needs Herald's key; the machine running Herald (loopback) does not.

const phone = "192.168.1.20:5555"

// lanHost is the gate's Herald on the Wi-Fi, as a phone's join link names
// it (the Host of every request but those that set one).
const lanHost = "192.168.1.10"

type gate struct {
	t   *testing.T
	e   *echo.Echo
	key string
	id  string
	st  *store.Store
}

func newGate(t *testing.T, opts ...handlers.Option) *gate {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "herald.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	key, err := st.AccessKey(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	lan := func() []netip.Addr { return []netip.Addr{netip.MustParseAddr(lanHost)} }
	g := &gate{t: t, e: handlers.New(st, append([]handlers.Option{handlers.WithAddresses(lan)}, opts...)...), key: key, st: st}
	rec := g.do("POST", "/api/games", "127.0.0.1:4000", `{"name":"Test","players":[{"name":"Anna","house":"stark"},{"name":"Ben","house":"lannister"},{"name":"Carla","house":"baratheon"}]}`, map[string]string{"Host": "localhost"})
	if rec.Code != http.StatusCreated {
		t.Fatalf("create: %d %s", rec.Code, rec.Body)
	}
	var out struct{ ID json.Number }
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	g.id = out.ID.String()
	return g
}

func (g *gate) do(method, target, remote, body string, header map[string]string) *httptest.ResponseRecorder {
	g.t.Helper()
	return g.doWithin(context.Background(), method, target, remote, body, header)
}

// doWithin is do within ctx: a request that streams (the live stream)
// ends when ctx does.
func (g *gate) doWithin(ctx context.Context, method, target, remote, body string, header map[string]string) *httptest.ResponseRecorder {
	g.t.Helper()
	req := httptest.NewRequestWithContext(ctx, method, target, strings.NewReader(body))
	req.RemoteAddr = remote
	req.Host = lanHost
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		if k == "Host" { // the request's own field: Go sends no Host header
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	g.e.ServeHTTP(rec, req)
	return rec
}

func TestAccessWithoutKeyIsRefused(t *testing.T) {
	g := newGate(t)
	for _, path := range []string{"/", "/games/" + g.id, "/games/new", "/odds"} {
		rec := g.do("GET", path, phone, "", nil)
		if rec.Code != http.StatusForbidden {
			t.Errorf("GET %s from a phone without key: %d, want 403", path, rec.Code)
		}
		body := rec.Body.String()
		if !strings.Contains(body, "Fragt am Tisch nach dem QR-Code") || !strings.Contains(body, "Ask the table for the QR code") {
			t.Errorf("GET %s: the refusal does not ask for the QR code in both languages:\n%.400s", path, body)
		}
		if strings.Contains(body, "Anna") || strings.Contains(body, g.key) {
			t.Errorf("GET %s: the refusal shows the game or the key", path)
		}
	}
	rec := g.do("POST", "/games/"+g.id+"/end-attack", phone, "", nil)
	if rec.Code != http.StatusForbidden {
		t.Errorf("POST from a phone without key: %d, want 403", rec.Code)
	}
	rec = g.do("GET", "/api/games/"+g.id, phone, "", nil)
	var e struct{ Error, Key string }
	if rec.Code != http.StatusUnauthorized || json.Unmarshal(rec.Body.Bytes(), &e) != nil || e.Key != "access.no_key" || e.Error == "" {
		t.Errorf("API without key: %d %s, want 401 {error, key: access.no_key}", rec.Code, rec.Body)
	}
	// Static files hold no game: the refusal page's CSS loads.
	if rec := g.do("GET", "/static/app.css", phone, "", nil); rec.Code != http.StatusOK {
		t.Errorf("static file from a phone: %d", rec.Code)
	}
}

func TestAccessWrongKeyIsRefused(t *testing.T) {
	g := newGate(t)
	wrong := strings.Repeat("A", len(g.key))
	for _, rec := range []*httptest.ResponseRecorder{
		g.do("GET", "/games/"+g.id+"?key="+wrong, phone, "", nil),
		g.do("GET", "/games/"+g.id, phone, "", map[string]string{"Cookie": "herald_key=" + wrong}),
		g.do("GET", "/games/"+g.id+"?key="+g.key[:len(g.key)-1], phone, "", nil),
	} {
		if rec.Code != http.StatusForbidden || !strings.Contains(rec.Body.String(), "Dieser Schlüssel passt nicht") {
			t.Errorf("wrong key: %d, want 403 saying the key does not fit", rec.Code)
		}
		if rec.Header().Get("Set-Cookie") != "" {
			t.Errorf("a wrong key got a cookie: %s", rec.Header().Get("Set-Cookie"))
		}
	}
	rec := g.do("GET", "/api/games/"+g.id, phone, "", map[string]string{"Authorization": "Bearer " + wrong})
	if rec.Code != http.StatusForbidden || !strings.Contains(rec.Body.String(), `"key":"access.wrong_key"`) {
		t.Errorf("API with a wrong key: %d %s, want 403", rec.Code, rec.Body)
	}
}

// The join link's key becomes a cookie, and the address loses the key so
// it is not left in the address bar or the history.
func TestAccessKeyInLinkSetsCookieAndRedirects(t *testing.T) {
	g := newGate(t)
	rec := g.do("GET", "/games/"+g.id+"?lang=en&key="+g.key, phone, "", nil)
	if rec.Code != http.StatusSeeOther {
		t.Fatalf("join link: %d, want 303", rec.Code)
	}
	if loc := rec.Header().Get("Location"); loc != "/games/"+g.id+"?lang=en" {
		t.Errorf("join link redirects to %q, want the page without the key", loc)
	}
	ck := rec.Result().Cookies()
	var got *http.Cookie
	for _, c := range ck {
		if c.Name == "herald_key" {
			got = c
		}
	}
	if got == nil || got.Value != g.key || !got.HttpOnly || got.SameSite != http.SameSiteLaxMode || got.Path != "/" || got.MaxAge < 30*24*3600 {
		t.Fatalf("cookie = %+v, want the key, HttpOnly, SameSite=Lax, Path=/, long-lived", got)
	}
	rec = g.do("GET", "/games/"+g.id, phone, "", map[string]string{"Cookie": "herald_key=" + g.key})
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "Anna") {
		t.Errorf("with the cookie: %d, want the game page", rec.Code)
	}
}

func TestAccessBearerKeyOpensTheAPI(t *testing.T) {
	g := newGate(t)
	rec := g.do("GET", "/api/games/"+g.id, phone, "", map[string]string{"Authorization": "Bearer " + g.key})
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "Anna") {
		t.Errorf("API with the key: %d %.200s", rec.Code, rec.Body)
	}
	// The key in another scheme, or bare, is not a Bearer key.
	for _, h := range []string{"Basic " + g.key, g.key} {
		if rec := g.do("GET", "/api/games/"+g.id, phone, "", map[string]string{"Authorization": h}); rec.Code != http.StatusForbidden {
			t.Errorf("API with Authorization %q: %d, want 403", h[:6], rec.Code)
		}
	}
}

// The machine running Herald is trusted, whatever X-Forwarded-For says;
// a phone is not trusted for claiming to be it.
func TestAccessLoopbackIsTrusted(t *testing.T) {
	g := newGate(t)
	for _, remote := range []string{"127.0.0.1:5000", "[::1]:5000"} {
		if rec := g.do("GET", "/games/"+g.id, remote, "", nil); rec.Code != http.StatusOK {
			t.Errorf("GET from %s: %d, want 200", remote, rec.Code)
		}
	}
	rec := g.do("GET", "/games/"+g.id, phone, "", map[string]string{"X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1"})
	if rec.Code != http.StatusForbidden {
		t.Errorf("a phone claiming loopback in X-Forwarded-For: %d, want 403", rec.Code)
	}
}

func TestAccessOpenLetsEveryoneIn(t *testing.T) {
	g := newGate(t, handlers.Open())
	if rec := g.do("GET", "/games/"+g.id, phone, "", nil); rec.Code != http.StatusOK {
		t.Errorf("open: GET from a phone: %d, want 200", rec.Code)
	}
	if rec := g.do("GET", "/api/games/"+g.id, phone, "", nil); rec.Code != http.StatusOK {
		t.Errorf("open: API from a phone: %d, want 200", rec.Code)
	}
	// Open, the join link carries no key.
	rec := g.do("GET", "/", "127.0.0.1:5000", "", nil)
	if !strings.Contains(rec.Body.String(), `http://192.168.1.10/`) || strings.Contains(rec.Body.String(), "key=") {
		t.Errorf("open: the join link should be the bare address:\n%s", joinSection(rec.Body.String()))
	}
}

var joinRe = regexp.MustCompile(`(?s)<details[^>]*id="join".*?</details>`)

func joinSection(page string) string { return joinRe.FindString(page) }

// The home page and each game page show the join panel: the address on
// the local network with the key, and its QR code as SVG.
func TestJoinPanelOnHomeAndGamePages(t *testing.T) {
	g := newGate(t)
	for path, link := range map[string]string{
		"/":              "http://192.168.1.10/?key=" + g.key,
		"/games/" + g.id: "http://192.168.1.10/games/" + g.id + "?key=" + g.key,
	} {
		rec := g.do("GET", path, "127.0.0.1:5000", "", map[string]string{"Accept-Language": "de"})
		panel := joinSection(rec.Body.String())
		if panel == "" {
			t.Fatalf("%s has no join panel", path)
		}
		if !strings.Contains(panel, `href="`+link+`"`) || !strings.Contains(panel, "Mitspielen") {
			t.Errorf("%s: panel lacks the link %s:\n%s", path, link, panel)
		}
		if !regexp.MustCompile(`<svg class="qr"[^>]*viewBox="0 0 (37|41) (37|41)"[^>]*role="img"[^>]*aria-label="[^"]+"`).MatchString(panel) ||
			!regexp.MustCompile(`<path fill="#000" d="(M\d+ \d+h\d+v1h-\d+z)+"`).MatchString(panel) {
			t.Errorf("%s: no SVG QR code in the panel:\n%.600s", path, panel)
		}
	}
	// An htmx swap of the game leaves the panel (outside #game) alone.
	rec := g.do("GET", "/games/"+g.id, "127.0.0.1:5000", "", map[string]string{"HX-Request": "true"})
	if joinSection(rec.Body.String()) != "" {
		t.Errorf("the game fragment carries the join panel")
	}
}

// No address on a local network: the panel says so and shows the address
// the browser used.
func TestJoinPanelWithoutNetwork(t *testing.T) {
	g := newGate(t, handlers.WithAddresses(func() []netip.Addr { return nil }), handlers.WithHosts("herald.local"))
	req := httptest.NewRequest("GET", "http://herald.local:8080/?lang=en", nil)
	req.RemoteAddr = "127.0.0.1:5000"
	rec := httptest.NewRecorder()
	g.e.ServeHTTP(rec, req)
	panel := joinSection(rec.Body.String())
	if !strings.Contains(panel, "found no address on the local network") || !strings.Contains(panel, `href="http://herald.local:8080/?key=`+g.key+`"`) {
		t.Errorf("panel without a network:\n%s", panel)
	}
}
