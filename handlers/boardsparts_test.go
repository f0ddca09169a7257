package handlers_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// editorSave posts an editor form as htmx does from the page at shown
// (its address: HX-Current-URL).
func (s *server) editorSave(path, shown string, form url.Values) (int, string, http.Header) {
	s.t.Helper()
	return s.do("POST", path, "application/x-www-form-urlencoded", strings.NewReader(form.Encode()),
		map[string]string{"HX-Request": "true", "HX-Current-URL": s.srv.URL + shown})
}

// applyEditorParts does what htmx 2 does with an editor answer: the
// element without hx-swap-oob replaces HX-Retarget (outerHTML), each
// hx-swap-oob="true" element the element of its id, the
// "outerHTML:selector" ones every element the selector names (here:
// input[name=version], h1.title), and a <title> sets the page's title.
func applyEditorParts(t *testing.T, doc *html.Node, body string, h http.Header) {
	t.Helper()
	if h.Get("HX-Reswap") != "outerHTML" {
		t.Fatalf("HX-Reswap %q", h.Get("HX-Reswap"))
	}
	nodes, err := html.ParseFragment(strings.NewReader(body), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		t.Fatal(err)
	}
	replace := func(target, n *html.Node) {
		c := cloneNode(n)
		target.Parent.InsertBefore(c, target)
		target.Parent.RemoveChild(target)
	}
	for _, n := range nodes {
		if n.Type != html.ElementNode {
			continue
		}
		how := attrOf(n, "hx-swap-oob")
		dropAttr(n, "hx-swap-oob")
		switch {
		case n.Data == "title":
			replace(findAll(doc, func(x *html.Node) bool { return x.Data == "title" })[0], n)
		case how == "":
			target := byID(doc, strings.TrimPrefix(h.Get("HX-Retarget"), "#"))
			if target == nil {
				t.Fatalf("HX-Retarget %s not on the page", h.Get("HX-Retarget"))
			}
			replace(target, n)
		case how == "true":
			target := byID(doc, attrOf(n, "id"))
			if target == nil {
				t.Fatalf("the answer swaps #%s, not on the page", attrOf(n, "id"))
			}
			replace(target, n)
		case how == "outerHTML:input[name=version]":
			for _, x := range findAll(doc, func(x *html.Node) bool { return x.Data == "input" && attrOf(x, "name") == "version" }) {
				replace(x, n)
			}
		case how == "outerHTML:h1.title":
			replace(findAll(doc, func(x *html.Node) bool { return x.Data == "h1" && attrOf(x, "class") == "title" })[0], n)
		default:
			t.Fatalf("swap %q not expected", how)
		}
	}
}

func cloneNode(n *html.Node) *html.Node {
	c := &html.Node{Type: n.Type, Data: n.Data, DataAtom: n.DataAtom, Namespace: n.Namespace, Attr: append([]html.Attribute(nil), n.Attr...)}
	for k := n.FirstChild; k != nil; k = k.NextSibling {
		c.AppendChild(cloneNode(k))
	}
	return c
}

func findAll(n *html.Node, ok func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	if n.Type == html.ElementNode && ok(n) {
		out = append(out, n)
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		out = append(out, findAll(c, ok)...)
	}
	return out
}

// sameEditor fails unless the patched page shows what a fresh load of
// its address shows: the whole editor and the title.
func sameEditor(t *testing.T, s *server, doc *html.Node, address string) {
	t.Helper()
	code, page := s.get(address)
	if code != http.StatusOK {
		t.Fatalf("GET %s: %d", address, code)
	}
	fresh := parsePage(t, page)
	for _, id := range []string{"board-editor"} {
		if got, want := renderID(t, doc, id), renderID(t, fresh, id); got != want {
			t.Fatalf("after the parts, #%s differs from a fresh GET %s:\n%s\n--- fresh:\n%s", id, address, whereDiffers(got, want), whereDiffers(want, got))
		}
	}
	title := func(d *html.Node) string {
		var b strings.Builder
		for _, n := range findAll(d, func(x *html.Node) bool { return x.Data == "title" || x.Data == "h1" }) {
			_ = html.Render(&b, n)
		}
		return b.String()
	}
	if got, want := title(doc), title(fresh); got != want {
		t.Errorf("title and heading %q, fresh %q", got, want)
	}
}

// TestBoardEditorSavesAnswerTheChangedSections: on the 31-territory
// Hammer, an htmx save answers with the sections it changed (no page
// around them, a fraction of the page's bytes), and the page patched with
// them is the editor a fresh load of the new address shows: after
// "save, next", a plain save, a refused paste and a rename in a row.
func TestBoardEditorSavesAnswerTheChangedSections(t *testing.T) {
	s := newServer(t)
	newHammer(t, s)
	address := "/boards/hammer?t=sektor_01"
	code, page := s.get(address)
	if code != http.StatusOK {
		t.Fatal(code)
	}
	doc := parsePage(t, page)
	steps := []struct {
		name, path string
		form       url.Values
		status     int
		target     string
	}{
		{"save, next", "/boards/hammer/territory", url.Values{"version": {"5"}, "t": {"sektor_01"}, "region": {"nord"}, "name": {"Sektor 01"},
			"link": {"sektor_02", "sektor_12"}, "kind_sektor_12": {"teleporter"}, "then": {"next"}}, http.StatusOK, "#edit"},
		{"save", "/boards/hammer/territory", url.Values{"version": {"6"}, "t": {"sektor_02"}, "region": {"nord"}, "name": {"Sektor Zwei"},
			"link": {"sektor_01", "sektor_03"}, "then": {"stay"}}, http.StatusOK, "#edit"},
		{"refused paste", "/boards/hammer/territories", url.Values{"version": {"7"}, "region": {"nord"}, "names": {"  \n "}},
			http.StatusUnprocessableEntity, "#paste"},
		{"rename", "/boards/hammer/meta", url.Values{"version": {"7"}, "name": {"Amboss & Hammer"}, "edition": {"halo_legendary"}},
			http.StatusOK, "#board-head"},
		{"links confirmed", "/boards/hammer/links", url.Values{"version": {"8"}}, http.StatusOK, "#territories"},
	}
	for _, st := range steps {
		code, body, h := s.editorSave(st.path, address, st.form)
		if code != st.status {
			t.Fatalf("%s: %d, want %d\n%.300s", st.name, code, st.status, body)
		}
		if strings.Contains(body, "<html") || strings.Contains(body, "topbar") {
			t.Errorf("%s: the answer is a page, not the sections", st.name)
		}
		if h.Get("HX-Retarget") != st.target {
			t.Errorf("%s: swaps %s, want %s", st.name, h.Get("HX-Retarget"), st.target)
		}
		t.Logf("%s: %d bytes (the page: %d)", st.name, len(body), len(page))
		if len(body)*10 > len(page)*6 {
			t.Errorf("%s: %d bytes, more than 60%% of the page's %d", st.name, len(body), len(page))
		}
		applyEditorParts(t, doc, body, h)
		if u := h.Get("HX-Replace-Url"); u != "" {
			address = u
		}
		if st.status != http.StatusOK {
			// A refusal is not an address: the page is the one shown with
			// the refusal beside the form, its input kept.
			if got := renderID(t, doc, "paste"); !strings.Contains(got, `data-testid="board-error"`) {
				t.Errorf("%s: no refusal in the paste form: %.300s", st.name, got)
			}
			continue
		}
		sameEditor(t, s, doc, address)
	}
	if !strings.Contains(address, "t=sektor_02") {
		t.Errorf("the address after the saves is %s, want Sektor 02 open", address)
	}
	if spec, v := s.latest("hammer"); v != 9 || spec.Territories[1].Names["de"] != "Sektor Zwei" {
		t.Errorf("stored: version %d, %v", v, spec.Territories[1].Names)
	}
}

// TestBoardEditorStaleSaveAnswersTheWholeEditor: a save that meets a
// newer version answers htmx with the whole editor (not the page), the
// merge shown from its top; a plain save still gets the page.
func TestBoardEditorStaleSaveAnswersTheWholeEditor(t *testing.T) {
	s := newServer(t)
	newHammer(t, s)
	s.redirect("/boards/hammer/linklist", url.Values{"version": {"5"}, "links_text": {"Sektor 01 – Sektor 02"}})
	form := url.Values{"version": {"5"}, "t": {"sektor_03"}, "region": {"nord"}, "name": {"Sektor Drei"}, "then": {"stay"}}
	code, body, h := s.editorSave("/boards/hammer/territory", "/boards/hammer?t=sektor_03", form)
	if code != http.StatusConflict || h.Get("HX-Retarget") != "#board-editor" || h.Get("HX-Reswap") != "outerHTML show:#merge:top" {
		t.Fatalf("stale htmx save: %d %s %s", code, h.Get("HX-Retarget"), h.Get("HX-Reswap"))
	}
	if strings.Contains(body, "<html") || !strings.Contains(body, `data-testid="merge-apply"`) || !strings.Contains(body, `value="Sektor Drei"`) {
		t.Errorf("stale htmx save: want the editor with the merge and the typed name, got %.300s", body)
	}
	// The merge applied answers the whole editor too, with the notice.
	m := mergeForm(t, body)
	code, body, h = s.editorSave("/boards/hammer/merge", "/boards/hammer?t=sektor_03&stale=1", m)
	if code != http.StatusOK || h.Get("HX-Retarget") != "#board-editor" || !strings.Contains(body, `data-testid="board-notice"`) {
		t.Fatalf("merge: %d %s %.300s", code, h.Get("HX-Retarget"), body)
	}
	code, body, _ = s.do("POST", "/boards/hammer/territory", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()), nil)
	if code != http.StatusConflict || !strings.Contains(body, "<html") {
		t.Errorf("stale plain save: %d, want the page", code)
	}
}
