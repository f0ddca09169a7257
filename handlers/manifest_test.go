package handlers_test

import (
	"bytes"
	"encoding/json"
	"image/png"
	"net/http"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/views"
)

// manifestJSON is the part of the web app manifest a home screen reads.
type manifestJSON struct {
	ID, Name, ShortName, StartURL, Scope, Display string
	ThemeColor, BackgroundColor                   string
	Icons                                         []struct{ Src, Sizes, Type, Purpose string }
}

// readManifest reads the manifest strictly: a field Herald does not mean
// to send fails the test.
func readManifest(t *testing.T, body string) manifestJSON {
	t.Helper()
	var m struct {
		ID              string `json:"id"`
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		StartURL        string `json:"start_url"`
		Scope           string `json:"scope"`
		Display         string `json:"display"`
		ThemeColor      string `json:"theme_color"`
		BackgroundColor string `json:"background_color"`
		Icons           []struct {
			Src     string `json:"src"`
			Sizes   string `json:"sizes"`
			Type    string `json:"type"`
			Purpose string `json:"purpose"`
		} `json:"icons"`
	}
	dec := json.NewDecoder(strings.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("manifest: %v\n%s", err, body)
	}
	out := manifestJSON{m.ID, m.Name, m.ShortName, m.StartURL, m.Scope, m.Display, m.ThemeColor, m.BackgroundColor, nil}
	for _, ic := range m.Icons {
		out.Icons = append(out.Icons, struct{ Src, Sizes, Type, Purpose string }(ic))
	}
	return out
}

// The manifest makes Herald installable (issue 31, item 3): served as
// application/manifest+json, full screen from the list of games, with
// PNG icons of 192 and 512 px (and a maskable one) that are what they
// claim, and answered 304 to a browser that has it.
func TestManifestIsServed(t *testing.T) {
	s := newServer(t)
	code, body, h := s.do("GET", "/manifest.webmanifest", "", nil, nil)
	if code != http.StatusOK || h.Get("Content-Type") != "application/manifest+json" {
		t.Fatalf("GET /manifest.webmanifest: %d %q", code, h.Get("Content-Type"))
	}
	m := readManifest(t, body)
	if m.Name != "Herald" || m.ShortName != "Herald" || m.StartURL != "/" || m.Scope != "/" || m.Display != "standalone" {
		t.Errorf("manifest: %+v", m)
	}
	sizes := map[string]bool{}
	for _, ic := range m.Icons {
		code, img, h := s.do("GET", ic.Src, "", nil, nil)
		if code != http.StatusOK || h.Get("Content-Type") != "image/png" || ic.Type != "image/png" {
			t.Errorf("icon %s: %d %q, declared %q", ic.Src, code, h.Get("Content-Type"), ic.Type)
			continue
		}
		cfg, err := png.DecodeConfig(bytes.NewReader([]byte(img)))
		if err != nil || strconv.Itoa(cfg.Width)+"x"+strconv.Itoa(cfg.Height) != ic.Sizes {
			t.Errorf("icon %s: %dx%d (%v), declared %s", ic.Src, cfg.Width, cfg.Height, err, ic.Sizes)
		}
		sizes[ic.Purpose+" "+ic.Sizes] = true
	}
	for _, want := range []string{"any 192x192", "any 512x512", "maskable 512x512"} {
		if !sizes[want] {
			t.Errorf("no %s icon: %v", want, sizes)
		}
	}
	if code, _, _ := s.do("GET", "/manifest.webmanifest", "", nil, map[string]string{"If-None-Match": h.Get("ETag")}); h.Get("ETag") == "" || code != http.StatusNotModified {
		t.Errorf("asked again with its ETag %q: %d, want 304", h.Get("ETag"), code)
	}
}

// A browser fetches the manifest without the page's cookies: a phone
// that joined with the key still gets it (it holds no game).
func TestManifestWithoutKey(t *testing.T) {
	g := newGate(t)
	if rec := g.do("GET", "/manifest.webmanifest", phone, "", nil); rec.Code != http.StatusOK {
		t.Errorf("manifest from a phone without key: %d", rec.Code)
	}
	if rec := g.do("GET", "/static/icon-512.png", phone, "", nil); rec.Code != http.StatusOK {
		t.Errorf("icon from a phone without key: %d", rec.Code)
	}
}

// cssColour is the colour app.css gives property prop in the rule for
// sel: the first such rule, or the first inside the dark-mode block.
func cssColour(t *testing.T, css, sel, prop string, dark bool) string {
	t.Helper()
	if dark {
		i := strings.Index(css, "@media (prefers-color-scheme: dark)")
		if i < 0 {
			t.Fatal("app.css has no dark mode")
		}
		css = css[i:]
	}
	re := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(sel) + `\s*\{[^}]*?` + regexp.QuoteMeta(prop) + `:\s*(#[0-9a-f]{6})`)
	m := re.FindStringSubmatch(css)
	if m == nil {
		t.Fatalf("app.css: no %s in %s (dark %v)", prop, sel, dark)
	}
	return m[1]
}

// The manifest's and the pages' colours are app.css's: the top bar's
// background (light and dark) is the theme, the light page's the
// manifest's background; every page names the manifest and the theme.
// CSP allows the manifest and NoSleep.js's data: video, nothing more.
func TestManifestColoursAreTheStylesheets(t *testing.T) {
	b, err := os.ReadFile("../static/app.css")
	if err != nil {
		t.Fatal(err)
	}
	css := string(b)
	theme := cssColour(t, css, ".topbar", "background", false)
	dark := cssColour(t, css, ".topbar", "background", true)
	bg := cssColour(t, css, ":root", "--bg", false)
	s := newServer(t)
	_, body, _ := s.do("GET", "/manifest.webmanifest", "", nil, nil)
	if m := readManifest(t, body); m.ThemeColor != theme || m.BackgroundColor != bg {
		t.Errorf("manifest colours %s on %s, app.css's %s on %s", m.ThemeColor, m.BackgroundColor, theme, bg)
	}
	st := s.newGame()
	for _, p := range []string{"/", "/games/" + strconv.Itoa(st.ID), "/odds"} {
		_, page, h := s.do("GET", p, "", nil, nil)
		for _, want := range []string{
			`<link rel="manifest" href="/manifest.webmanifest">`,
			`<meta name="theme-color" content="` + theme + `" media="(prefers-color-scheme: light)">`,
			`<meta name="theme-color" content="` + dark + `" media="(prefers-color-scheme: dark)">`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("%s lacks %s", p, want)
			}
		}
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"manifest-src 'self';", "media-src 'self' data:;"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", p, csp, want)
			}
		}
	}
	if views.ThemeColour != theme || views.ThemeColourDark != dark {
		t.Errorf("views' theme %s/%s, app.css's %s/%s", views.ThemeColour, views.ThemeColourDark, theme, dark)
	}
}

// awakeSwitch finds the switch that keeps the screen on, and whether it
// is checked; found is false on a page without it.
var awakeSwitch = regexp.MustCompile(`<input type="checkbox" id="awake" data-awake-page="(\w+)"( checked)?>`)

// The tablet's game page keeps the screen on by default, a phone's seat
// page only when its player turns it on, and no other page has the
// switch or loads the scripts (issue 31, item 3).
func TestAwakeSwitchOnTheGamePages(t *testing.T) {
	s := newServer(t)
	_, game, anna, _ := s.seatedGame()
	for _, c := range []struct {
		path, cookie, page string
		checked            bool
	}{
		{game, "", views.AwakeTable, true},
		{game + "/me", anna, views.AwakeSeat, false},
		{"/", "", "", false},
		{game + "/summary", "", "", false},
		{"/odds", "", "", false},
	} {
		code, body, _ := s.do("GET", c.path, "", nil, map[string]string{"Cookie": c.cookie})
		if code != http.StatusOK {
			t.Fatalf("GET %s: %d", c.path, code)
		}
		m := awakeSwitch.FindStringSubmatch(body)
		scripts := strings.Contains(body, `<script src="/static/nosleep.min.js" defer></script> <script src="/static/awake.js" defer></script>`)
		switch {
		case c.page == "" && (m != nil || strings.Contains(body, "awake.js")):
			t.Errorf("%s keeps the screen on: %q", c.path, m)
		case c.page != "" && (m == nil || m[1] != c.page || (m[2] != "") != c.checked || !scripts):
			t.Errorf("%s: switch %q (want %s, checked %v), scripts %v", c.path, m, c.page, c.checked, scripts)
		}
	}
}
