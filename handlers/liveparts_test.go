package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A phone follows the game while another device plays (issue 30: a live
// update of the picture < 100 ms p99). The page's live fetch says which
// mark it shows (static/live.js) and, once Herald has that mark's parts,
// gets only the parts that changed, as an action's own answer does.
// Applied to the phone's page, they must give exactly the page a fresh
// load shows, for every kind of action another device records.
func TestLiveFetchAnswersWithChangedParts(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 20}, "kings_landing": {2, 1}})
	game := "/games/" + strconv.Itoa(st.ID)
	de := map[string]string{"Accept-Language": "de"}
	steps := []struct {
		path string
		form url.Values
	}{
		{"place", url.Values{"territory": {"harrenhal"}, "units": {strconv.Itoa(st.Reinforcement.ToPlace)}}},
		{"attack", url.Values{"from": {"harrenhal"}, "to": {"kings_landing"}, "mode": {"losses"}, "attackers": {"3"}, "defenders": {"1"}, "attacker_loss": {"0"}, "defender_loss": {"1"}}},
		{"move-in", url.Values{"units": {"3"}}},
		{"undo", url.Values{}},
		{"redo", url.Values{}},
		{"end-attack", url.Values{}},
		{"maneuver", url.Values{"from": {"harrenhal"}, "to": {"kings_landing"}, "units": {"2"}}},
		{"end-turn", url.Values{}},
	}
	_, page, _ := s.do("GET", game, "", nil, de)
	phone := parsePage(t, page)
	for _, step := range steps {
		// Another device records the action (a plain form: 303).
		step.form.Set("seq", attrOf(byID(phone, "turn"), "data-seq"))
		if code, body, _ := s.do("POST", game+"/"+step.path, "application/x-www-form-urlencoded", strings.NewReader(step.form.Encode()), de); code != http.StatusSeeOther {
			t.Fatalf("%s: %d\n%s", step.path, code, excerpt(body, "alert"))
		}
		code, body, h := s.do("GET", game, "", nil, liveFetch(phone))
		if code != http.StatusOK {
			t.Fatalf("%s: the live fetch answered %d", step.path, code)
		}
		// The page's load kept the parts of the mark it shows: even the
		// first fetch after it is answered in parts.
		if strings.Contains(body, `id="game"`) || h.Get("HX-Reswap") != "parts" {
			t.Fatalf("%s: the live fetch got the whole #game (reswap %q)", step.path, h.Get("HX-Reswap"))
		}
		applyParts(t, phone, body)
		drawPadFaces(phone)
		_, fresh, _ := s.do("GET", game, "", nil, de)
		want, got := renderID(t, parsePage(t, fresh), "game"), renderID(t, phone, "game")
		if got != want {
			t.Fatalf("%s: the live update applied differs from a fresh page\n got: %s\nwant: %s", step.path, whereDiffers(got, want), whereDiffers(want, got))
		}
		if len(body) >= len(want) {
			t.Errorf("%s: live parts %d bytes, the whole #game %d", step.path, len(body), len(want))
		}
	}
	// A fetch that says no mark, or a mark Herald does not keep, or comes
	// from a page that cannot apply parts gets the whole #game.
	for name, change := range map[string]func(map[string]string){
		"no mark":       func(h map[string]string) { delete(h, "HX-Shown") },
		"unknown mark":  func(h map[string]string) { h["HX-Shown"] = "1.abc" },
		"not a mark":    func(h map[string]string) { h["HX-Shown"] = "<b>" },
		"no parts":      func(h map[string]string) { delete(h, "HX-Parts") },
		"other ground":  func(h map[string]string) { h["HX-Ground"] += "x" },
		"not for #game": func(h map[string]string) { h["HX-Target"] = "action" },
	} {
		hdr := liveFetch(phone)
		change(hdr)
		_, body, h := s.do("GET", game, "", nil, hdr)
		if h.Get("HX-Reswap") == "parts" || !strings.Contains(body, `id="game"`) {
			t.Errorf("%s: reswap %q, want the whole #game: %.200s", name, h.Get("HX-Reswap"), body)
		}
	}
}

// liveFetch is the headers of the live fetch of the page's [data-live]
// element (htmx's, static/parts.js's HX-Parts and HX-Ground, static/live.js's
// HX-Shown) from page.
func liveFetch(page *html.Node) map[string]string {
	return map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "Accept-Language": "de",
		"HX-Ground": groundOf(page), "HX-Shown": attrOf(byID(page, "turn"), "data-mark")}
}
