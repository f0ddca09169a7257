package handlers_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"herald/handlers"
	"herald/i18n"
	"herald/store"
)

// Issue 29, "One strictness": every POST route reads its input through
// one strict reader. The routes are taken from the server itself
// (e.Routes()), so a route added later without a known-good form here
// fails this test instead of going unchecked.

// strictFixture is a server with a Halo Legendary game (it has turn
// actions and seat pages of its own) on a board of the table's ("tiny").
type strictFixture struct {
	*server
	routes []*echo.Route
	game   int
}

func newStrictFixture(t *testing.T) *strictFixture {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "herald.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	e := handlers.New(st)
	srv := httptest.NewServer(e)
	t.Cleanup(srv.Close)
	s := &server{t: t, srv: srv, store: st}
	return &strictFixture{server: s, routes: e.Routes(), game: legendaryGame(t, s)}
}

// formCase is a known-good form of a route: the path's parameters and
// the fields (a file when multipart).
type formCase struct {
	params map[string]string
	form   url.Values
	file   string // multipart: the field that carries a file
}

// strictForms are the known-good forms of every form route, by echo path;
// seq is filled in with the game's.
func strictForms() map[string]formCase {
	seq := url.Values{"seq": {"SEQ"}}
	with := func(kv ...string) url.Values {
		v := url.Values{"seq": {"SEQ"}}
		for i := 0; i+1 < len(kv); i += 2 {
			v.Add(kv[i], kv[i+1])
		}
		return v
	}
	plain := func(kv ...string) url.Values {
		v := with(kv...)
		v.Del("seq")
		return v
	}
	board := func(kv ...string) formCase {
		return formCase{form: plain(append([]string{"version", "1"}, kv...)...)}
	}
	return map[string]formCase{
		"/join/new-key":      {form: url.Values{}},
		"/games/:id/new-key": {form: url.Values{}},
		"/games": {form: plain("edition", "got", "name", "x", "deal", "herald", "deck", "herald",
			"player", "Anna", "player", "Ben", "player", "Carla", "house", "stark", "house", "lannister", "house", "baratheon")},
		"/games/halo":                    {form: plain("name", "x")},
		"/games/warhammer":               {form: plain("name", "x")},
		"/games/legendary":               {form: plain("name", "x")},
		"/games/import":                  {form: url.Values{}, file: "file"},
		"/games/:id/board":               {form: with("owner_l1", "0", "units_l1", "28")},
		"/games/:id/hand":                {form: with("player", "0", "ones", "0", "twos", "0", "taken_ones", "0", "taken_twos", "0")},
		"/games/:id/place":               {form: with("territory", "l1", "units", "1")},
		"/games/:id/trade":               {form: with("ones", "3", "twos", "0")},
		"/games/:id/attack":              {form: with("from", "l1", "to", "l2", "attackers", "3", "defenders", "2", "mode", "roll")},
		"/games/:id/move-in":             {form: with("units", "1", "units", "3")}, // the "all" button's value last
		"/games/:id/end-attack":          {form: seq},
		"/games/:id/maneuver":            {form: with("from", "l1", "to", "l4", "units", "1")},
		"/games/:id/end-turn":            {form: with("draw", "1", "card_points_1", "1")},
		"/games/:id/act/:kind":           {params: map[string]string{"kind": "campaign"}, form: with("tier", "easy", "confirmed", "1")},
		"/games/:id/:kind":               {params: map[string]string{"kind": "faction"}, form: with("player", "0", "skulls", "1", "defensive", "1")},
		"/games/:id/cards/:player":       {form: with("tier", "easy", "mission", "hold_territories", "n", "3", "text", "x", "region", "r", "region", "r")},
		"/games/:id/cards/:player/:kind": {params: map[string]string{"kind": "skulls"}, form: with("skulls_0", "1")},
		"/games/:id/seats/:player":       {form: url.Values{}},
		"/games/:id/remove":              {form: url.Values{}},
		"/games/:id/restore":             {form: url.Values{}},
		"/games/:id/archive":             {form: url.Values{}},
		"/games/:id/undo":                {form: seq},
		"/games/:id/redo":                {form: seq},
		"/boards/new":                    {form: plain("name", "Neu", "edition", "got")},
		"/boards/copy":                   {form: plain("from", "westeros")},
		"/boards/import":                 {form: plain("text", "{}"), file: "file"},
		"/boards/:id/meta":               board("name", "Tiny", "edition", "halo_legendary"),
		"/boards/:id/regions":            board("region_id", "r", "region_name", "R", "region_colour", "", "region_bonus", "1", "new_name", "", "new_name", ""),
		"/boards/:id/links":              board("links_open", "1"),
		"/boards/:id/territories":        board("region", "r", "names", "Neuland"),
		"/boards/:id/territory":          board("t", "l1", "name", "Land l1", "name_en", "Land l1", "region", "r", "link", "l2", "link", "l9", "kind_l2", "land", "then", "stay"),
		"/boards/:id/linklist":           board("links_text", "l1 - l3"),
		"/boards/:id/confirm-links":      board("region", "r"),
		"/boards/:id/points":             board("units_2", "1"),
		"/boards/:id/derived-links":      board("pair", "l1 l3", "pair", "l2 l4"),
		"/boards/:id/link":               board("a", "l1", "b", "l3", "kind", "teleporter"),
		"/boards/:id/merge":              board("base", "1", "action", "meta", "edit", "name=x", "pick_name", "mine"),
		"/boards/:id/photo":              {form: plain("version", "1"), file: "photo"},
		"/boards/:id/spots":              board("spot_l1", "100,200"),
	}
}

// apiBodies are the API's POST routes, each with a body it reads but for
// the one unknown field "zzz".
func apiBodies(game int, seq int, export string) map[string]string {
	return map[string]string{
		"/api/games":             `{"players": [{"name": "Anna", "house": "stark"}, {"name": "Ben", "house": "lannister"}, {"name": "Carla", "house": "baratheon"}], "zzz": 1}`,
		"/api/games/import":      strings.Replace(export, "{", `{"zzz": 1, `, 1),
		"/api/games/:id/events":  fmt.Sprintf(`{"seq": %d, "type": "end_attack", "payload": {}, "zzz": 1}`, seq),
		"/api/games/:id/undo":    fmt.Sprintf(`{"seq": %d, "zzz": 1}`, seq),
		"/api/games/:id/restore": `{"zzz": 1}`,
		"/api/games/:id/archive": `{"zzz": 1}`,
		"/api/games/:id/redo":    fmt.Sprintf(`{"seq": %d, "zzz": 1}`, seq),
	}
}

// path fills a route's parameters: the fixture's game, its first player,
// the board "tiny".
func (f *strictFixture) path(route string, params map[string]string) string {
	parts := strings.Split(route, "/")
	for i, p := range parts {
		name, ok := strings.CutPrefix(p, ":")
		switch {
		case !ok:
		case params[name] != "":
			parts[i] = params[name]
		case name == "id" && strings.HasPrefix(route, "/boards/"):
			parts[i] = "tiny"
		case name == "id":
			parts[i] = strconv.Itoa(f.game)
		case name == "player":
			parts[i] = "0"
		}
	}
	return strings.Join(parts, "/")
}

// post sends form (plus extra fields) to path, multipart when c has a file.
func (f *strictFixture) post(client *http.Client, path string, c formCase, extra url.Values) (int, string) {
	f.t.Helper()
	form := url.Values{}
	for k, vs := range c.form {
		for _, v := range vs {
			if v == "SEQ" {
				v = strconv.Itoa(f.state(f.game).Seq)
			}
			form.Add(k, v)
		}
	}
	for k, vs := range extra {
		form[k] = append(form[k], vs...)
	}
	body, ct := strings.NewReader(form.Encode()), "application/x-www-form-urlencoded"
	if c.file != "" {
		var b bytes.Buffer
		w := multipart.NewWriter(&b)
		for k, vs := range form {
			for _, v := range vs {
				_ = w.WriteField(k, v)
			}
		}
		fw, _ := w.CreateFormFile(c.file, "x.json")
		_, _ = fw.Write([]byte("{}"))
		_ = w.Close()
		body, ct = strings.NewReader(b.String()), w.FormDataContentType()
	}
	req, err := http.NewRequest("POST", f.srv.URL+path, body)
	if err != nil {
		f.t.Fatal(err)
	}
	req.Header.Set("Content-Type", ct)
	resp, err := client.Do(req)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// snapshot is what a refused form must leave as it was: every game's
// log, every board's newest version, the seats and the access key.
func (f *strictFixture) snapshot() string {
	f.t.Helper()
	ctx := context.Background()
	var out []string
	games, err := f.store.Games(ctx)
	if err != nil {
		f.t.Fatal(err)
	}
	for _, g := range games {
		seats, _ := f.store.Seats(ctx, g.ID)
		out = append(out, fmt.Sprintf("game %d: %d events, seats %v", g.ID, f.events(int(g.ID)), seats))
	}
	boards, err := f.store.Boards(ctx)
	if err != nil {
		f.t.Fatal(err)
	}
	for _, b := range boards {
		out = append(out, fmt.Sprintf("board %s v%d", b.ID, b.Version))
	}
	key, _ := f.store.AccessKey(ctx)
	return strings.Join(append(out, "key "+key), "\n")
}

// postRoutes are the server's POST routes, sorted.
func (f *strictFixture) postRoutes(api bool) []string {
	var out []string
	for _, r := range f.routes {
		if r.Method == http.MethodPost && strings.HasPrefix(r.Path, "/api/") == api && !slices.Contains(out, r.Path) {
			out = append(out, r.Path)
		}
	}
	slices.Sort(out)
	return out
}

// unknownSentence is the refusal of the field "zzz" in lang.
func unknownSentence(lang, field string) string {
	return i18n.N(lang, "input.unknown_field", "field", field)
}

// Every form route refuses a field it does not have with the one
// sentence, in the reader's language, and records nothing; ?lang= in the
// address is the answer's language on every route, never a field.
func TestEveryFormRouteRefusesAnUnknownField(t *testing.T) {
	forms := strictForms()
	for _, route := range newStrictFixture(t).postRoutes(false) {
		c, ok := forms[route]
		if !ok {
			t.Errorf("POST %s: no known-good form in strictForms; add the route's fields", route)
			continue
		}
		t.Run(strings.TrimPrefix(route, "/"), func(t *testing.T) {
			f := newStrictFixture(t)
			path := f.path(route, c.params)
			before := f.snapshot()
			for _, lang := range []string{"de", "en"} {
				p := path
				if lang == "en" {
					p += "?lang=en"
				}
				code, body := f.post(noRedirect, p, c, url.Values{"zzz": {"1"}})
				if code < 400 || code >= 500 || !strings.Contains(body, unknownSentence(lang, "zzz")) {
					t.Errorf("POST %s with zzz=1: %d, want a refusal saying %q; got %.300s", p, code, unknownSentence(lang, "zzz"), excerpt(body, "zzz"))
				}
			}
			if after := f.snapshot(); after != before {
				t.Errorf("refused forms recorded something:\nbefore %s\nafter  %s", before, after)
			}
			// The known-good form with ?lang=en: the language is the
			// answer's, and no field is refused.
			jar, _ := cookiejar.New(nil)
			client := &http.Client{Jar: jar}
			code, body := f.post(client, path+"?lang=en", c, nil)
			for _, l := range []string{"de", "en"} {
				for _, field := range append(keysOf(c.form), "lang", c.file) {
					if strings.Contains(body, unknownSentence(l, field)) || strings.Contains(body, i18n.N(l, "input.field_twice", "field", field)) {
						t.Errorf("POST %s?lang=en refused its own field %q: %d %.300s", path, field, code, excerpt(body, field))
					}
				}
			}
			if !strings.Contains(body, `<html lang="en"`) {
				t.Errorf("POST %s?lang=en: %d, answer not in English: %.300s", path, code, body)
			}
		})
	}
}

func keysOf(v url.Values) []string {
	var out []string
	for k := range v {
		out = append(out, k)
	}
	return out
}

// A single-valued field given twice is refused with one sentence too.
func TestAFormFieldGivenTwiceIsRefused(t *testing.T) {
	f := newStrictFixture(t)
	path := f.path("/games/:id/place", nil)
	before := f.snapshot()
	code, body := f.post(noRedirect, path+"?lang=en", strictForms()["/games/:id/place"], url.Values{"territory": {"l4"}})
	if want := i18n.N("en", "input.field_twice", "field", "territory"); code != http.StatusBadRequest || !strings.Contains(body, want) {
		t.Errorf("place with territory twice: %d, want 400 saying %q", code, want)
	}
	if f.snapshot() != before {
		t.Errorf("the refused form recorded something")
	}
}

// Issue 29: /place and /end-attack took zzz=1 while /attack refused it.
// Tapped on the game page (htmx), each refusal comes back as 422, which
// the page swaps beside the button.
func TestGameFormsRefuseAnUnknownFieldBesideTheButton(t *testing.T) {
	f := newStrictFixture(t)
	before := f.snapshot()
	for _, route := range []string{"/games/:id/place", "/games/:id/end-attack", "/games/:id/attack"} {
		form := strictForms()[route].form
		form.Set("seq", strconv.Itoa(f.state(f.game).Seq))
		form.Set("zzz", "1")
		code, body := f.postForm(f.path(route, nil)+"?lang=en", form, map[string]string{"HX-Request": "true", "HX-Target": "game"})
		if want := unknownSentence("en", "zzz"); code != http.StatusUnprocessableEntity || !strings.Contains(body, want) {
			t.Errorf("htmx POST %s with zzz=1: %d, want 422 saying %q", route, code, want)
		}
	}
	if f.snapshot() != before {
		t.Errorf("the refused forms recorded something")
	}
}

// Every API POST route refuses an unknown JSON field with a sentence
// naming it, in the reader's language, and records nothing.
func TestEveryAPIRouteRefusesAnUnknownField(t *testing.T) {
	f := newStrictFixture(t)
	_, export, _ := f.do("GET", "/api/games/"+strconv.Itoa(f.game)+"/export", "", nil, nil)
	bodies := apiBodies(f.game, f.state(f.game).Seq, export)
	before := f.snapshot()
	for _, route := range f.postRoutes(true) {
		b, ok := bodies[route]
		if !ok {
			t.Errorf("POST %s: no body in apiBodies; add the route's", route)
			continue
		}
		code, body, _ := f.do("POST", f.path(route, nil)+"?lang=en", "application/json", strings.NewReader(b), nil)
		var out struct{ Error, Key string }
		_ = json.Unmarshal([]byte(body), &out)
		if code < 400 || code >= 500 || !strings.HasSuffix(out.Key, "unknown_field") || !strings.Contains(out.Error, "zzz") {
			t.Errorf("POST %s with zzz: %d %s; want a refusal naming zzz", route, code, body)
		}
		if !strings.Contains(out.Error, "field") {
			t.Errorf("POST %s?lang=en: %q is not in English", route, out.Error)
		}
	}
	if after := f.snapshot(); after != before {
		t.Errorf("refused bodies recorded something:\nbefore %s\nafter  %s", before, after)
	}
}
