package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// An action answers htmx with the parts of the game page that changed
// (issue 15, item 11). Applied to the page the player had, the parts must
// give exactly the page a fresh load shows after the action, for every
// kind of action: place, battle, move in, undo, redo, end of attack,
// maneuver, end turn.
func TestActionAnswersWithChangedParts(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 20}, "kings_landing": {2, 1}})
	game := "/games/" + strconv.Itoa(st.ID)
	steps := []struct {
		path string
		form url.Values
	}{
		{"place", url.Values{"territory": {"harrenhal"}, "units": {strconv.Itoa(st.Reinforcement.ToPlace)}}},
		// Game of Thrones, "Invasion": the defender loses its last unit.
		{"attack", url.Values{"from": {"harrenhal"}, "to": {"kings_landing"}, "mode": {"losses"}, "attackers": {"3"}, "defenders": {"1"}, "attacker_loss": {"0"}, "defender_loss": {"1"}}},
		{"move-in", url.Values{"units": {"3"}}},
		{"undo", url.Values{}},
		{"redo", url.Values{}},
		{"end-attack", url.Values{}},
		{"maneuver", url.Values{"from": {"harrenhal"}, "to": {"kings_landing"}, "units": {"2"}}},
		{"end-turn", url.Values{}},
	}
	hx := map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "Accept-Language": "de"}
	for _, step := range steps {
		_, page, _ := s.do("GET", game, "", nil, map[string]string{"Accept-Language": "de"})
		shown := parsePage(t, page)
		seq := attrOf(byID(shown, "turn"), "data-seq")
		step.form.Set("seq", seq)
		// static/parts.js sends the ground of the page's picture.
		hx["HX-Ground"] = groundOf(shown)
		code, body, h := s.do("POST", game+"/"+step.path, "application/x-www-form-urlencoded", strings.NewReader(step.form.Encode()), hx)
		if code != http.StatusOK {
			t.Fatalf("%s: %d\n%s", step.path, code, excerpt(body, "alert"))
		}
		if strings.Contains(body, `id="game"`) || h.Get("HX-Retarget") != "#action" || h.Get("HX-Reswap") != "parts" {
			t.Fatalf("%s: answered with the whole #game (retarget %q)", step.path, h.Get("HX-Retarget"))
		}
		applyParts(t, shown, body)
		drawPadFaces(shown)
		_, fresh, _ := s.do("GET", game, "", nil, map[string]string{"Accept-Language": "de"})
		freshDoc := parsePage(t, fresh)
		if dup := duplicateID(freshDoc, map[string]bool{}); dup != "" {
			t.Errorf("%s: id %q twice on the page", step.path, dup)
		}
		want, got := renderID(t, freshDoc, "game"), renderID(t, shown, "game")
		if got != want {
			t.Errorf("%s: the parts applied differ from a fresh page\n got: %s\nwant: %s", step.path, whereDiffers(got, want), whereDiffers(want, got))
		}
		if len(body) >= len(want) {
			t.Errorf("%s: parts %d bytes, the whole #game %d", step.path, len(body), len(want))
		}
	}
	// A page loaded before the last action (seq not the loaded one) or a
	// request not aimed at #game gets the whole section, as before.
	_, body, _ := s.do("POST", game+"/undo", "application/x-www-form-urlencoded", strings.NewReader("seq=1"), hx)
	if !strings.Contains(body, `id="message"`) {
		t.Errorf("stale undo: want the refusal on the whole page, got %.200s", body)
	}
	// A page that cannot apply parts (static/parts.js or Idiomorph did not
	// load: no HX-Parts) gets the whole section.
	_, page, _ := s.do("GET", game, "", nil, nil)
	seq := attrOf(byID(parsePage(t, page), "turn"), "data-seq")
	delete(hx, "HX-Parts")
	code, body, h := s.do("POST", game+"/undo", "application/x-www-form-urlencoded", strings.NewReader("seq="+seq), hx)
	if code != http.StatusOK || !strings.Contains(body, `id="game"`) || h.Get("HX-Reswap") != "" {
		t.Errorf("undo without HX-Parts: %d, reswap %q, want the whole #game: %.200s", code, h.Get("HX-Reswap"), body)
	}
}

func parsePage(t *testing.T, page string) *html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func attrOf(n *html.Node, key string) string {
	if n == nil {
		return ""
	}
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func byID(n *html.Node, id string) *html.Node {
	if n.Type == html.ElementNode && attrOf(n, "id") == id {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := byID(c, id); f != nil {
			return f
		}
	}
	return nil
}

// duplicateID is an id found twice under n, "" when none is.
func duplicateID(n *html.Node, seen map[string]bool) string {
	if id := attrOf(n, "id"); n.Type == html.ElementNode && id != "" {
		if seen[id] {
			return id
		}
		seen[id] = true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if d := duplicateID(c, seen); d != "" {
			return d
		}
	}
	return ""
}

func renderID(t *testing.T, doc *html.Node, id string) string {
	t.Helper()
	n := byID(doc, id)
	if n == nil {
		t.Fatalf("no #%s", id)
	}
	var b strings.Builder
	html.Render(&b, n)
	return b.String()
}

// applyParts does what static/parts.js does with the answer: each
// element's data-part says what becomes of the page's element of its id
// (morph, delete) or of the element named (afterbegin:#id, beforeend:#id:
// the wrapper's children). A morph ends in the new markup (e2e/parts_test.go
// checks the browser's morph and its fields).
func applyParts(t *testing.T, doc *html.Node, body string) {
	t.Helper()
	nodes, err := html.ParseFragment(strings.NewReader(body), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range nodes {
		how := attrOf(n, "data-part")
		style, sel, _ := strings.Cut(how, ":")
		id := strings.TrimPrefix(sel, "#")
		if id == "" {
			id = attrOf(n, "id")
		}
		target := byID(doc, id)
		if target == nil {
			t.Fatalf("the answer swaps #%s (%s), not on the page", id, how)
		}
		dropAttr(n, "data-part")
		switch style {
		case "morph":
			target.Parent.InsertBefore(n, target)
			target.Parent.RemoveChild(target)
		case "delete":
			target.Parent.RemoveChild(target)
		case "afterbegin", "beforeend":
			first := target.FirstChild
			for c := n.FirstChild; c != nil; c = n.FirstChild {
				n.RemoveChild(c)
				if style == "afterbegin" && first != nil {
					target.InsertBefore(c, first)
				} else {
					target.AppendChild(c)
				}
			}
		default:
			t.Fatalf("part %q not expected", how)
		}
	}
}

// drawPadFaces does what app.js does when the dice pad opens: an htmx
// answer keeps the closed pad's faces in a template, a fresh page (no
// htmx) draws them.
func drawPadFaces(n *html.Node) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		if c.DataAtom == atom.Template && hasAttr(c, "data-pad-faces") {
			for f := c.FirstChild; f != nil; f = c.FirstChild {
				c.RemoveChild(f)
				n.InsertBefore(f, c)
			}
			n.RemoveChild(c)
		} else {
			drawPadFaces(c)
		}
		c = next
	}
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

func dropAttr(n *html.Node, key string) {
	out := n.Attr[:0]
	for _, a := range n.Attr {
		if a.Key != key {
			out = append(out, a)
		}
	}
	n.Attr = out
}

// whereDiffers is a from where a and b first differ.
func whereDiffers(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return a[max(0, i-80):min(len(a), i+200)]
}
