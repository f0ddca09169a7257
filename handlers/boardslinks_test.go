package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/views"
)

// postLink sends the picture's link form as its script does (Accept:
// application/json) and returns the status and the JSON answer.
func (s *server) postLink(form url.Values) (int, map[string]any) {
	s.t.Helper()
	code, body, _ := s.do("POST", "/boards/ring/link?lang=en", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()),
		map[string]string{"Accept": "application/json"})
	var out map[string]any
	if err := json.Unmarshal([]byte(body), &out); err != nil {
		s.t.Fatalf("answer %d is not JSON: %v\n%s", code, err, body)
	}
	return code, out
}

func linkOf(spec engine.BoardSpec, a, b string) (engine.LinkSpec, bool) {
	for _, l := range spec.Links {
		if (l.A == a && l.B == b) || (l.A == b && l.B == a) {
			return l, true
		}
	}
	return engine.LinkSpec{}, false
}

// A tap on the picture links two territories (or takes the link off) in
// one save, answered with the new version; the form is read strictly and
// a refusal names the territories, saving nothing.
func TestBoardLinkTappedOnThePicture(t *testing.T) {
	s := newServer(t)
	ringBoard(t, s)
	code, ans := s.postLink(url.Values{"version": {"4"}, "a": {"bert"}, "b": {"anna"}, "kind": {"sea"}})
	if code != http.StatusOK || ans["version"] != float64(5) {
		t.Fatalf("link: %d %v", code, ans)
	}
	spec, _ := s.latest("ring")
	if l, ok := linkOf(spec, "anna", "bert"); !ok || l.Kind != engine.LinkSea || l.Confidence != "high" {
		t.Errorf("stored %+v (linked %v), want a confirmed sea line", l, ok)
	}
	refusals := []struct {
		name string
		form url.Values
		code int
		says []string
	}{
		{"an unknown field", url.Values{"version": {"5"}, "a": {"anna"}, "b": {"cora"}, "colour": {"red"}}, http.StatusBadRequest, []string{"colour"}},
		{"an unknown territory", url.Values{"version": {"5"}, "a": {"anna"}, "b": {"zed"}}, http.StatusUnprocessableEntity, []string{"zed"}},
		{"a territory to itself", url.Values{"version": {"5"}, "a": {"cora"}, "b": {"cora"}}, http.StatusUnprocessableEntity, []string{"Cora"}},
		{"no such link to take off", url.Values{"version": {"5"}, "a": {"anna"}, "b": {"dora"}, "remove": {"1"}}, http.StatusUnprocessableEntity, []string{"Anna", "Dora"}},
		{"an unknown kind", url.Values{"version": {"5"}, "a": {"anna"}, "b": {"dora"}, "kind": {"tunnel"}}, http.StatusUnprocessableEntity, []string{"tunnel", "Anna", "Dora"}},
		{"no version", url.Values{"a": {"anna"}, "b": {"dora"}}, http.StatusBadRequest, []string{"version"}},
		{"an older version", url.Values{"version": {"4"}, "a": {"anna"}, "b": {"dora"}}, http.StatusConflict, []string{"version 5"}},
	}
	for _, r := range refusals {
		code, ans := s.postLink(r.form)
		text, _ := ans["error"].(string)
		if code != r.code {
			t.Errorf("%s: %d, want %d (%q)", r.name, code, r.code, text)
		}
		for _, w := range r.says {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q does not say %q", r.name, text, w)
			}
		}
		if after, v := s.latest("ring"); v != 5 || len(after.Links) != 1 {
			t.Fatalf("%s saved: version %d, links %+v", r.name, v, after.Links)
		}
	}
	code, ans = s.postLink(url.Values{"version": {"5"}, "a": {"anna"}, "b": {"bert"}, "remove": {"1"}})
	if spec, v := s.latest("ring"); code != http.StatusOK || v != 6 || len(spec.Links) != 0 {
		t.Errorf("taking anna–bert off: %d %v, version %d, links %+v", code, ans, v, spec.Links)
	}
	// Without the script the same form is a plain save (the merge page
	// takes it when stale, as every form of the editor).
	loc := s.redirect("/boards/ring/link", url.Values{"version": {"6"}, "a": {"cora"}, "b": {"dora"}, "kind": {"teleporter"}})
	if spec, _ := s.latest("ring"); !strings.HasSuffix(loc, "#link-picture") || !hasLink(spec, "cora", "dora") {
		t.Errorf("plain save went to %s, links %+v", loc, spec.Links)
	}
}

// A proposal tapped on the picture is confirmed through the assistant's
// route; the script's answer carries the assistant's proposals after the
// save (the picture redraws them), not the one confirmed.
func TestArcadiaProposalConfirmedByScript(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=arcadia", nil)
	before, _ := s.latest("arcadia_2")
	adv := views.AdviseLinks(before, "en")
	if adv == nil || len(adv.Proposed) == 0 {
		t.Fatal("the assistant proposes nothing on a fresh copy")
	}
	p := adv.Proposed[0]
	code, body, _ := s.do("POST", "/boards/arcadia_2/derived-links", "application/x-www-form-urlencoded",
		strings.NewReader(url.Values{"version": {"1"}, "pair": {p[0] + " " + p[1]}}.Encode()), map[string]string{"Accept": "application/json"})
	var ans struct {
		Version  int
		Proposed [][2]string
		Choices  views.LinkChoices
	}
	if err := json.Unmarshal([]byte(body), &ans); err != nil || code != http.StatusOK {
		t.Fatalf("%d %v: %s", code, err, body)
	}
	after, v := s.latest("arcadia_2")
	if l, ok := linkOf(after, p[0], p[1]); ans.Version != 2 || v != 2 || !ok || l.Confidence != "high" {
		t.Fatalf("answer v%d, stored v%d, link %+v %v", ans.Version, v, l, ok)
	}
	now := views.AdviseLinks(after, "en")
	if !slices.Equal(ans.Proposed, now.Proposed) || slices.Contains(ans.Proposed, p) {
		t.Errorf("answered proposals %v, the assistant's now %v", ans.Proposed, now.Proposed)
	}
	want := views.ChoicesOf(now)
	if ans.Choices.T != want.T || !slices.EqualFunc(ans.Choices.Lists, want.Lists, slices.Equal) {
		t.Errorf("answered choices %+v, the assistant's now %+v", ans.Choices, want)
	}
}

// A long press on the picture saves through the same strict route: on a
// line the link's next kind, on a spot the territory's port (a colour, or
// none). A refusal says why with the territories' names and saves nothing.
func TestBoardLongPressOnThePicture(t *testing.T) {
	s := newServer(t)
	ringBoard(t, s)
	steps := []struct {
		form url.Values
		want func(engine.BoardSpec) bool
	}{
		{url.Values{"version": {"4"}, "a": {"anna"}, "b": {"bert"}}, func(b engine.BoardSpec) bool { l, _ := linkOf(b, "anna", "bert"); return l.Kind == engine.LinkLand }},
		{url.Values{"version": {"5"}, "a": {"bert"}, "b": {"anna"}, "kind": {"sea"}}, func(b engine.BoardSpec) bool { l, _ := linkOf(b, "anna", "bert"); return l.Kind == engine.LinkSea }},
		{url.Values{"version": {"6"}, "t": {"cora"}, "port": {"1"}, "port_group": {" blau "}}, func(b engine.BoardSpec) bool { return b.Territories[2].Port && b.Territories[2].PortGroup == "blau" }},
		{url.Values{"version": {"7"}, "t": {"cora"}, "port": {"1"}, "port_group": {"silber"}}, func(b engine.BoardSpec) bool { return b.Territories[2].PortGroup == "silber" }},
		{url.Values{"version": {"8"}, "t": {"cora"}, "port_group": {"silber"}}, func(b engine.BoardSpec) bool { return !b.Territories[2].Port && b.Territories[2].PortGroup == "" }},
		{url.Values{"version": {"9"}, "t": {"dora"}, "port": {"1"}, "port_group": {"blau"}}, func(b engine.BoardSpec) bool { return b.Territories[3].Port }},
	}
	for i, st := range steps {
		code, ans := s.postLink(st.form)
		spec, v := s.latest("ring")
		if code != http.StatusOK || ans["version"] != float64(5+i) || v != 5+i || !st.want(spec) {
			t.Fatalf("%v: %d %v, stored v%d %+v %+v", st.form, code, ans, v, spec.Links, spec.Territories)
		}
	}
	long := strings.Repeat("x", 41)
	refusals := []struct {
		name string
		form url.Values
		code int
		says []string
	}{
		{"an unknown kind", url.Values{"version": {"10"}, "a": {"bert"}, "b": {"anna"}, "kind": {"tunnel"}}, http.StatusUnprocessableEntity, []string{"tunnel", "Bert", "Anna"}},
		{"a kind from an older version", url.Values{"version": {"9"}, "a": {"bert"}, "b": {"anna"}, "kind": {"port"}}, http.StatusConflict, []string{"version 10"}},
		{"a port from an older version", url.Values{"version": {"9"}, "t": {"anna"}, "port": {"1"}, "port_group": {"blau"}}, http.StatusConflict, []string{"version 10"}},
		{"an unknown field", url.Values{"version": {"10"}, "t": {"anna"}, "port": {"1"}, "colour": {"blau"}}, http.StatusBadRequest, []string{"colour"}},
		{"a port and a link at once", url.Values{"version": {"10"}, "t": {"anna"}, "a": {"anna"}, "b": {"bert"}}, http.StatusBadRequest, []string{"“a”", "not both"}},
		{"a port without colour", url.Values{"version": {"10"}, "t": {"anna"}, "port": {"1"}, "port_group": {"  "}}, http.StatusUnprocessableEntity, []string{"Anna", "colour"}},
		{"a colour too long", url.Values{"version": {"10"}, "t": {"anna"}, "port": {"1"}, "port_group": {long}}, http.StatusUnprocessableEntity, []string{"Anna", "40"}},
		{"an unknown territory", url.Values{"version": {"10"}, "t": {"zed"}, "port": {"1"}, "port_group": {"blau"}}, http.StatusUnprocessableEntity, []string{"zed"}},
	}
	for _, r := range refusals {
		code, ans := s.postLink(r.form)
		text, _ := ans["error"].(string)
		if code != r.code {
			t.Errorf("%s: %d, want %d (%q)", r.name, code, r.code, text)
		}
		for _, w := range r.says {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q does not say %q", r.name, text, w)
			}
		}
		if _, v := s.latest("ring"); v != 10 {
			t.Fatalf("%s saved: version %d", r.name, v)
		}
	}
	// Where the edition's boards have no ports, a long press takes a port
	// off but sets none.
	s.redirect("/boards/ring/meta", url.Values{"version": {"10"}, "name": {"Ring"}, "edition": {"halowars"}})
	if code, ans := s.postLink(url.Values{"version": {"11"}, "t": {"dora"}}); code != http.StatusOK {
		t.Fatalf("taking Dora's port off: %d %v", code, ans)
	}
	code, ans := s.postLink(url.Values{"version": {"12"}, "t": {"anna"}, "port": {"1"}, "port_group": {"blau"}})
	if text, _ := ans["error"].(string); code != http.StatusUnprocessableEntity || !strings.Contains(text, "Anna") || !strings.Contains(text, "no ports") {
		t.Errorf("a port where the edition has none: %d %q", code, text)
	}
}

// A save on the picture answers with what it changed on the rest of the
// editor the page shows (HX-Current-URL) since the version its sections
// show (Herald-Shown-Version): the two territories' counts of links, out
// of band, never the picture's own section; nothing without the page or
// the version, or for a version the page cannot show.
func TestPictureSaveAnswersTheRestOfThePage(t *testing.T) {
	s := newServer(t)
	ringBoard(t, s)
	version := 4
	// save links anna and cora, or takes the link off, as the script does
	// from a page whose sections show version shown ("" for none).
	save := func(remove bool, shown string) map[string]any {
		t.Helper()
		form := url.Values{"version": {strconv.Itoa(version)}, "a": {"anna"}, "b": {"cora"}, "kind": {"land"}}
		if remove {
			form.Del("kind")
			form.Set("remove", "1")
		}
		hdr := map[string]string{"Accept": "application/json", "HX-Current-URL": "http://example.com/boards/ring?lang=en"}
		if shown != "" {
			hdr["Herald-Shown-Version"] = shown
		}
		code, body, _ := s.do("POST", "/boards/ring/link?lang=en", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()), hdr)
		var ans map[string]any
		if err := json.Unmarshal([]byte(body), &ans); err != nil || code != http.StatusOK {
			t.Fatalf("link: %d %v\n%s", code, err, body)
		}
		version++
		return ans
	}
	parts, ok := save(false, "4")["parts"].(string)
	if !ok {
		t.Fatal("the answer has no parts")
	}
	for _, want := range []string{`data-testid="count-anna"`, `data-testid="count-cora"`, `hx-swap-oob="true"`} {
		if !strings.Contains(parts, want) {
			t.Errorf("the parts lack %s:\n%s", want, parts)
		}
	}
	for _, not := range []string{`data-testid="count-bert"`, `id="` + views.LinkPictureID + `"`} {
		if strings.Contains(parts, not) {
			t.Errorf("the parts carry %s, which the save did not change or the script drew", not)
		}
	}
	// The link taken off, and the page says it shows version 4 (it
	// kept the last answer out): from 4 to 6 the counts are as they were.
	if parts, ok := save(true, "4")["parts"].(string); !ok || strings.Contains(parts, "count-anna") {
		t.Errorf("from version 4 to 6: parts %q (%v)", parts, ok)
	}
	for i, shown := range []string{"", "9", "0", "x"} {
		if p, has := save(i%2 == 1, shown)["parts"]; has {
			t.Errorf("told the page shows %q: parts %v", shown, p)
		}
	}
}
