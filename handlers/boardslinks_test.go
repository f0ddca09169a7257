package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
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
