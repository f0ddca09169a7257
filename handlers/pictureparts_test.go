package handlers_test

import (
	"net/http"
	"net/url"
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
