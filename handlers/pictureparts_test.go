package handlers_test

import (
	"maps"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// Issue 30, speed: an action's answer re-sends of the board picture only
// the spots that changed, never its ground (the drawn land or the photo,
// the links). Placing one unit on a Game of Thrones board (drawn map)
// sends the spot placed on, with its new units, and no other; and a page
// that shows another ground than the game's gets the whole game.
func TestPlaceSendsOnlyTheSpotThatChanged(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	where, units := "", 0
	for _, tr := range st.Territories {
		if tr.Owner == st.Current {
			where, units = tr.ID, tr.Units
			break
		}
	}
	game := "/games/" + strconv.Itoa(st.ID)
	de := map[string]string{"Accept-Language": "de"}
	_, page, _ := s.do("GET", game, "", nil, de)
	shown := parsePage(t, page)
	ground := groundOf(shown)
	if ground == "" {
		t.Error("the game page's picture names no ground (data-ground)")
	}
	form := url.Values{"territory": {where}, "units": {"1"}, "seq": {attrOf(byID(shown, "turn"), "data-seq")}}
	hx := map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Ground": ground, "Accept-Language": "de"}
	code, body, h := s.do("POST", game+"/place", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()), hx)
	if code != http.StatusOK || h.Get("HX-Reswap") != "parts" {
		t.Fatalf("place: %d, reswap %q\n%s", code, h.Get("HX-Reswap"), excerpt(body, "alert"))
	}
	t.Logf("place 1 unit: the answer is %d bytes", len(body))
	for _, ground := range []string{"picture-land", "picture-links", "picture-sea", "<image"} {
		if strings.Contains(body, ground) {
			t.Errorf("the answer re-sends the picture's ground (%s)", ground)
		}
	}
	if want := `data-testid="spot-units-` + where + `">` + strconv.Itoa(units+1) + "<"; !strings.Contains(body, want) {
		t.Errorf("the answer does not show %s's %d units on the picture (%s)", where, units+1, want)
	}
	_, fresh, _ := s.do("GET", game, "", nil, de)
	want := changedSpots(shown, parsePage(t, fresh))
	got := sentSpots(t, body)
	t.Logf("spots sent: %v", got)
	if strings.Join(got, " ") != strings.Join(want, " ") || !strings.Contains(" "+strings.Join(got, " ")+" ", " ps-"+where+" ") {
		t.Errorf("spots sent %v, want those that changed: %v (ps-%s among them)", got, want, where)
	}
	if len(body) >= 15000 {
		t.Errorf("placing one unit answers with %d bytes, want under 15000", len(body))
	}

	// A page showing another ground (a photo taken since it loaded).
	_, page, _ = s.do("GET", game, "", nil, de)
	form.Set("seq", attrOf(byID(parsePage(t, page), "turn"), "data-seq"))
	hx["HX-Ground"] = ground + "x"
	_, body, h = s.do("POST", game+"/place", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()), hx)
	if h.Get("HX-Reswap") == "parts" || !strings.Contains(body, `id="game"`) {
		t.Errorf("a page with another ground: reswap %q, want the whole #game", h.Get("HX-Reswap"))
	}
}

// groundOf is the data-ground of the page's picture, as static/parts.js
// sends it ("" without a picture).
func groundOf(page *html.Node) string {
	return attrOf(withAttr(byID(page, "board-picture"), "data-ground"), "data-ground")
}

// withAttr is the first element under n (n too) with attribute key.
func withAttr(n *html.Node, key string) *html.Node {
	if n == nil {
		return nil
	}
	if n.Type == html.ElementNode && hasAttr(n, key) {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := withAttr(c, key); f != nil {
			return f
		}
	}
	return nil
}

// spotParts are the picture's spot parts (id "ps-…") under n by id, as
// markup.
func spotParts(n *html.Node, out map[string]string) map[string]string {
	if id := attrOf(n, "id"); n.Type == html.ElementNode && strings.HasPrefix(id, "ps-") {
		var b strings.Builder
		html.Render(&b, n)
		out[id] = b.String()
		return out
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		spotParts(c, out)
	}
	return out
}

// changedSpots are the ids of the spots whose markup differs between the
// two pages, sorted.
func changedSpots(was, now *html.Node) []string {
	before, after := spotParts(was, map[string]string{}), spotParts(now, map[string]string{})
	var ids []string
	for id, h := range after {
		if before[id] != h {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids
}

// sentSpots are the ids of the spots an answer sends, sorted.
func sentSpots(t *testing.T, body string) []string {
	doc := parsePage(t, "<body>"+body)
	var ids []string
	for id := range spotParts(doc, map[string]string{}) {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Issue 30, speed: picking an attack (its "from" or "to", chosen in the
// list or by a tap on the picture) is answered in parts, as an action is:
// #action, the parts always re-sent and the picture's spots that differ
// from the page without a pick (those it highlights), for static/parts.js
// to morph. Until 30 Nov 2026 it was the whole #game, which the browser
// then restyled and set up again whole (929-965 elements, e2e
// TestTapRestylesLittle). A page at another mark, one without parts (no
// script) and one on another ground still get the whole #game.
func TestPickAnswersInParts(t *testing.T) {
	s, _ := padGame(t)
	_, page := s.get("/games/1")
	shown := parsePage(t, page)
	seq := attrOf(byID(shown, "turn"), "data-seq")
	pick := "/games/1?pick=attack&from=harrenhal&to=kings_landing&attackers=3&defenders=2&seq="
	hx := map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Ground": groundOf(shown), "Accept-Language": "de"}
	code, body, h := s.do("GET", pick+seq, "", nil, hx)
	if code != http.StatusOK || h.Get("HX-Reswap") != "parts" || h.Get("HX-Retarget") != "#action" {
		t.Fatalf("a pick: %d, reswap %q, retarget %q, want the parts for #action: %.300s", code, h.Get("HX-Reswap"), h.Get("HX-Retarget"), body)
	}
	if strings.Contains(body, `id="game"`) || strings.Contains(body, `id="t-harrenhal"`) || strings.Contains(body, `id="history-list"`) {
		t.Error("a pick's answer re-sends #game, the board's list or the history")
	}
	if !strings.Contains(body, `value="harrenhal" selected`) || !strings.Contains(body, `data-testid="odds-panel"`) {
		t.Errorf("a pick's answer does not show harrenhal chosen with the odds: %s", excerpt(body, "attack-from"))
	}
	_, picked, _ := s.do("GET", pick+seq, "", nil, map[string]string{"HX-Request": "true", "HX-Target": "game", "Accept-Language": "de"})
	want := changedSpots(shown, parsePage(t, "<body>"+picked))
	got := sentSpots(t, body)
	if strings.Join(got, " ") != strings.Join(want, " ") || !slices.Contains(got, "ps-kings_landing") {
		t.Errorf("a pick's answer sends the spots %v, want those the pick highlights: %v (ps-kings_landing, the target chosen, among them)", got, want)
	}
	t.Logf("a pick's answer: %d bytes, %d spots of %d", len(body), len(got), len(spotParts(shown, map[string]string{})))

	whole := map[string]func(map[string]string) (string, map[string]string){
		"another mark": func(hx map[string]string) (string, map[string]string) { return pick + "1", hx },
		"no script":    func(hx map[string]string) (string, map[string]string) { delete(hx, "HX-Parts"); return pick + seq, hx },
		"another ground": func(hx map[string]string) (string, map[string]string) {
			hx["HX-Ground"] += "x"
			return pick + seq, hx
		},
	}
	for name, how := range whole {
		path, h := how(maps.Clone(hx))
		code, body, hdr := s.do("GET", path, "", nil, h)
		if code != http.StatusOK || hdr.Get("HX-Reswap") == "parts" || !strings.Contains(body, `id="game"`) {
			t.Errorf("a pick from a page with %s: %d, reswap %q, want the whole #game", name, code, hdr.Get("HX-Reswap"))
		}
	}
}
