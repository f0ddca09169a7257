package handlers_test

import (
	"html"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"herald/engine"
	"herald/views"
)

// proposedPairs are the hidden pair fields of the "confirm all" form.
var confirmAllRe = regexp.MustCompile(`(?s)data-testid="assist-confirm-all-form">(.*?)</form>`)
var pairRe = regexp.MustCompile(`name="pair" value="([^"]+)"`)

func proposedPairs(t *testing.T, page string) []string {
	t.Helper()
	m := confirmAllRe.FindStringSubmatch(page)
	if m == nil {
		t.Fatal("the page offers no proposals to confirm")
	}
	var out []string
	for _, p := range pairRe.FindAllStringSubmatch(m[1], -1) {
		out = append(out, p[1])
	}
	return out
}

// Issue 18, item 1: on a copy of Arcadia the editor lists the links its
// entries imply, marked as derived, offers the territory to enter next,
// and "confirm all" stores exactly the proposed links as the table's own
// (land, confirmed), nothing else. The three unverified sector bonuses
// stay marked (item 2).
func TestArcadiaProposalsConfirmAll(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=arcadia", nil)
	before, _ := s.latest("arcadia_2")
	_, page := s.get("/boards/arcadia_2?t=iona&lang=en")
	for _, want := range []string{`data-testid="link-assist"`, "derived from the classic map; confirm on your board",
		`data-testid="assist-next"`, `data-testid="assist-layouts"`, `data-testid="assist-confirm-kintyre-portobello"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the editor lacks %q", want)
		}
	}
	want := views.AdviseLinks(before, "en")
	pairs := proposedPairs(t, page)
	if len(pairs) == 0 || len(pairs) != len(want.Proposed) {
		t.Fatalf("proposed %v, the assistant %v", pairs, want.Proposed)
	}
	if _, de := s.get("/boards/arcadia_2?t=iona"); !strings.Contains(de, "abgeleitet aus der klassischen Karte – prüft es auf eurem Brett") {
		t.Error("the German editor does not mark the proposals as derived")
	}
	s.redirect("/boards/arcadia_2/derived-links", url.Values{"version": {"1"}, "pair": pairs})
	after, v := s.latest("arcadia_2")
	if v != 2 || len(after.Links) != len(before.Links)+len(pairs) {
		t.Fatalf("v%d: %d links, had %d and %d proposed", v, len(after.Links), len(before.Links), len(pairs))
	}
	for _, p := range pairs {
		a, b, _ := strings.Cut(p, " ")
		i := slices.IndexFunc(after.Links, func(l engine.LinkSpec) bool { return l.A == min(a, b) && l.B == max(a, b) })
		if i < 0 || after.Links[i].Kind != engine.LinkLand || after.Links[i].Confidence != "high" {
			t.Errorf("%s not stored as a confirmed land link", p)
		}
	}
	_, page = s.get("/boards/arcadia_2?lang=en")
	if strings.Contains(page, `data-testid="assist-confirm-all"`) {
		t.Error("confirmed links are still proposed")
	}
	for _, r := range []string{"eire", "caledonia", "pacifica"} {
		if !strings.Contains(page, `data-testid="bonus-unverified-`+r+`"`) {
			t.Errorf("confirming links confirmed %s's bonus", r)
		}
	}
}

// One link confirmed alone; a pair not proposed, a malformed pair and an
// unknown field are refused, saving nothing, the refusal naming the pair.
func TestArcadiaProposalRefusals(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=arcadia", nil)
	s.redirect("/boards/arcadia_2/derived-links", url.Values{"version": {"1"}, "pair": {"kintyre portobello"}})
	if spec, v := s.latest("arcadia_2"); v != 2 || !hasLink(spec, "kintyre", "portobello") || len(spec.Links) != 12 {
		t.Fatalf("v%d, %d links", v, len(spec.Links))
	}
	code, page := s.postForm("/boards/arcadia_2/derived-links?lang=en", url.Values{"version": {"2"}, "pair": {"iona dunwich"}}, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(html.UnescapeString(page), "Iona – Dunwich is no longer proposed") {
		t.Errorf("a pair not proposed: %d", code)
	}
	code, page = s.postForm("/boards/arcadia_2/derived-links?lang=en", url.Values{"version": {"2"}, "pair": {"iona"}}, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(html.UnescapeString(page), "“iona” is not a link") {
		t.Errorf("a malformed pair: %d", code)
	}
	if code, _ := s.postForm("/boards/arcadia_2/derived-links", url.Values{"version": {"2"}, "pair": {"kintyre skye"}, "kind": {"sea"}}, nil); code != http.StatusBadRequest {
		t.Errorf("an unknown field: %d", code)
	}
	if _, v := s.latest("arcadia_2"); v != 2 {
		t.Errorf("a refused confirm saved: v%d", v)
	}
}

// A confirm from a page behind another tablet's save gets 409 with the
// merge, which then stores the confirmed link on top.
func TestArcadiaProposalStale(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=arcadia", nil)
	s.redirect("/boards/arcadia_2/links", url.Values{"version": {"1"}, "links_open": {"1"}})
	code, page := s.postForm("/boards/arcadia_2/derived-links", url.Values{"version": {"1"}, "pair": {"kintyre portobello"}}, nil)
	if code != http.StatusConflict {
		t.Fatalf("stale confirm: %d, want 409", code)
	}
	if spec, _ := s.latest("arcadia_2"); hasLink(spec, "kintyre", "portobello") {
		t.Fatal("the stale confirm was stored")
	}
	s.redirect("/boards/arcadia_2/merge", mergeForm(t, page))
	if spec, v := s.latest("arcadia_2"); v != 3 || !hasLink(spec, "kintyre", "portobello") {
		t.Errorf("the merge did not store the link: v%d", v)
	}
}

// Issue 18: an entry no classic layout fits is named with the board's
// territory names, and the table's links stay as entered: Iona (Caledonia,
// South America) with Dunwich (Avalon, Australia), entered with Iona's
// list complete.
func TestArcadiaContradictionNamed(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=arcadia", nil)
	// "Complete, save": one tap marks the list complete and saves.
	form := url.Values{"version": {"1"}, "t": {"iona"}, "then": {"complete"}, "region": {"caledonia"},
		"link": {"kintyre", "dunwich"}}
	loc := s.redirect("/boards/arcadia_2/territory?lang=en", form)
	spec, _ := s.latest("arcadia_2")
	if !hasLink(spec, "iona", "dunwich") {
		t.Fatal("the table's link was not kept")
	}
	if i := slices.IndexFunc(spec.Territories, func(x engine.Territory) bool { return x.ID == "iona" }); !spec.Territories[i].LinksComplete {
		t.Error("“Complete, save” did not mark Iona's list complete")
	}
	_, page := s.get(strings.Replace(loc, "#", "&lang=en#", 1))
	if !strings.Contains(page, `data-testid="assist-none-fits"`) || !strings.Contains(html.UnescapeString(page), "No classic layout fits these links: check Dunwich – Iona") {
		t.Errorf("no contradiction named:\n%s", page[strings.Index(page, `id="link-assist"`):][:600])
	}
	if strings.Contains(page, `data-testid="assist-confirm-all"`) {
		t.Error("a contradiction still proposes links")
	}
	_, page = s.get("/boards/arcadia_2?t=iona")
	if !strings.Contains(html.UnescapeString(page), "Keine klassische Aufteilung passt zu diesen Verbindungen: prüft Dunwich – Iona") {
		t.Error("no German contradiction")
	}
}

// An htmx confirm answers with the sections that changed, the assistant's
// among them.
func TestArcadiaProposalHTMX(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=arcadia", nil)
	shown := "/boards/arcadia_2?t=iona"
	_, page := s.get(shown)
	doc := parsePage(t, page)
	code, body, h := s.editorSave("/boards/arcadia_2/derived-links", shown, url.Values{"version": {"1"}, "pair": proposedPairs(t, page)})
	if code != http.StatusOK || h.Get("HX-Retarget") != "#link-assist" {
		t.Fatalf("htmx confirm: %d, target %q", code, h.Get("HX-Retarget"))
	}
	applyEditorParts(t, doc, body, h)
	if byID(doc, "edit") == nil || strings.Contains(body, `data-testid="assist-confirm-all"`) {
		t.Error("after the htmx confirm the page lost the form or still proposes")
	}
}

var choiceRe = regexp.MustCompile(`name="t" value="([^"]+)"> <input type="hidden" name="list" value="([^"]+)">`)

// Issue 18, tap target: the assistant offers the suggested territory's
// few possible lists; one tap stores the chosen list as the table's own
// links (land, confirmed) and marks the territory complete, nothing else.
// A list not offered now, a list mixed with pairs and an unknown field are
// refused, saving nothing; the refusal names the territory.
func TestArcadiaChooseList(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=arcadia", nil)
	before, _ := s.latest("arcadia_2")
	_, page := s.get("/boards/arcadia_2?lang=en")
	m := choiceRe.FindAllStringSubmatch(page, -1)
	if len(m) < 2 || !strings.Contains(page, `data-testid="assist-choices"`) {
		t.Fatalf("no lists to choose from: %v", m)
	}
	id, list := m[1][1], strings.Fields(m[1][2])
	name := before.Territories[slices.IndexFunc(before.Territories, func(x engine.Territory) bool { return x.ID == id })].Names.In("en")
	if !strings.Contains(html.UnescapeString(page), "Neighbours of "+name+": ") || !strings.Contains(page, "That&#39;s it") {
		t.Error("the choices do not say whose neighbours they are")
	}
	if _, de := s.get("/boards/arcadia_2"); !strings.Contains(de, "Stimmt so") || !strings.Contains(html.UnescapeString(de), "Welche Liste hat "+name) {
		t.Error("the German choices are missing")
	}
	offered := map[string]bool{}
	for _, c := range m {
		offered[c[2]] = true
	}
	notOffered := strings.Join(list[1:], " ")
	for k := 2; offered[notOffered]; k++ {
		notOffered = strings.Join(list[k:], " ")
	}
	bad := url.Values{"version": {"1"}, "t": {id}, "list": {notOffered}}
	code, body := s.postForm("/boards/arcadia_2/derived-links?lang=en", bad, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(html.UnescapeString(body), "This neighbour list of "+name+" is no longer offered") {
		t.Errorf("a list not offered: %d", code)
	}
	if code, _ := s.postForm("/boards/arcadia_2/derived-links", url.Values{"version": {"1"}, "t": {id}, "list": {m[1][2]}, "pair": {"kintyre portobello"}}, nil); code != http.StatusBadRequest {
		t.Errorf("a list with a pair: %d", code)
	}
	if code, _ := s.postForm("/boards/arcadia_2/derived-links", url.Values{"version": {"1"}, "t": {id}, "list": {m[1][2]}, "complete": {"1"}}, nil); code != http.StatusBadRequest {
		t.Errorf("an unknown field: %d", code)
	}
	if _, v := s.latest("arcadia_2"); v != 1 {
		t.Fatalf("a refused choice saved: v%d", v)
	}
	s.redirect("/boards/arcadia_2/derived-links", url.Values{"version": {"1"}, "t": {id}, "list": {m[1][2]}})
	after, v := s.latest("arcadia_2")
	added := 0
	for _, o := range list {
		i := slices.IndexFunc(after.Links, func(l engine.LinkSpec) bool { return l.A == id && l.B == o || l.A == o && l.B == id })
		if i < 0 || after.Links[i].Kind != engine.LinkLand || after.Links[i].Confidence != "high" {
			t.Errorf("%s – %s not stored as a confirmed land link", id, o)
		}
		if !hasLink(before, id, o) {
			added++
		}
	}
	ti := slices.IndexFunc(after.Territories, func(x engine.Territory) bool { return x.ID == id })
	if v != 2 || !after.Territories[ti].LinksComplete || len(after.Links) != len(before.Links)+added {
		t.Errorf("v%d, complete %v, %d links (had %d, chose %d new)", v, after.Territories[ti].LinksComplete, len(after.Links), len(before.Links), added)
	}
}

// Issue 30, item 5: "Complete, save" opens the assistant's next
// suggestion at once, as a confirm or a chosen list does, sparing the tap
// that opened it; the list is saved complete. When the entries contradict
// the classic map the form stays on the territory to mend.
func TestArcadiaCompleteOpensNext(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=arcadia", nil)
	_, page := s.get("/boards/arcadia_2?lang=en")
	m := choiceRe.FindAllStringSubmatch(page, -1)
	if len(m) == 0 {
		t.Fatal("no lists to choose from")
	}
	// The suggested territory ticked by hand with a list the helper offers.
	id := m[0][1]
	before, _ := s.latest("arcadia_2")
	region := before.Territories[slices.IndexFunc(before.Territories, func(x engine.Territory) bool { return x.ID == id })].Region
	form := url.Values{"version": {"1"}, "t": {id}, "then": {"complete"}, "region": {region}, "link": strings.Fields(m[0][2])}
	loc := s.redirect("/boards/arcadia_2/territory?lang=en", form)
	after, _ := s.latest("arcadia_2")
	if i := slices.IndexFunc(after.Territories, func(x engine.Territory) bool { return x.ID == id }); !after.Territories[i].LinksComplete {
		t.Errorf("%s's list is not complete", id)
	}
	adv := views.AdviseLinks(after, "en")
	if adv == nil || adv.Next == "" || adv.Next == id {
		t.Fatalf("no next suggestion after %s: %+v", id, adv)
	}
	u, err := url.Parse(loc)
	if err != nil || u.Query().Get("t") != adv.Next || u.Query().Get("at") != "link-assist" {
		t.Errorf("after “Complete, save” of %s the editor goes to %s, want %s open beside the assistant", id, loc, adv.Next)
	}
	_, page = s.get(loc)
	if !strings.Contains(page, `<input type="hidden" name="t" value="`+adv.Next+`">`) {
		t.Errorf("the page at %s does not open %s's form", loc, adv.Next)
	}
	// A contradiction: Iona (South America) with Dunwich (Australia).
	bad := url.Values{"version": {"2"}, "t": {"iona"}, "then": {"complete"}, "region": {"caledonia"}, "link": {"dunwich"}}
	if u, err := url.Parse(s.redirect("/boards/arcadia_2/territory", bad)); err != nil || u.Query().Get("t") != "iona" {
		t.Errorf("a contradiction leaves Iona's form: %v", u)
	}
}
