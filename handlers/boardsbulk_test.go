package handlers_test

import (
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
)

// ringBoard makes a board "Ring" with regions Eins and Zwei and the
// territories Anna, Bert, Cora (Eins) and Dora (Zwei): version 4.
func ringBoard(t *testing.T, s *server) {
	t.Helper()
	s.redirect("/boards/new", url.Values{"name": {"Ring"}, "edition": {"other"}})
	s.redirect("/boards/ring/regions", url.Values{"version": {"1"}, "new_name": {"Eins", "Zwei"}, "new_bonus": {"2", "3"}})
	s.redirect("/boards/ring/territories", url.Values{"version": {"2"}, "region": {"eins"}, "names": {"Anna\nBert\nCora"}})
	s.redirect("/boards/ring/territories", url.Values{"version": {"3"}, "region": {"zwei"}, "names": {"Dora"}})
	if _, v := s.latest("ring"); v != 4 {
		t.Fatalf("ring at version %d, want 4", v)
	}
}

var editField = regexp.MustCompile(`name="edit" value="([^"]*)"`)

// mergeForm is the merge panel's form on a 409 page, as the browser
// would send it (the radios as checked).
func mergeForm(t *testing.T, page string) url.Values {
	t.Helper()
	m := editField.FindStringSubmatch(page)
	if m == nil {
		t.Fatal("the 409 page offers no merge")
	}
	form := url.Values{"edit": {html.UnescapeString(m[1])}}
	for _, f := range []string{"version", "base", "action"} {
		re := regexp.MustCompile(`data-testid="merge".*?name="` + f + `" value="([^"]*)"`)
		if f != "version" {
			re = regexp.MustCompile(`name="` + f + `" value="([^"]*)"`)
		}
		mm := re.FindStringSubmatch(strings.ReplaceAll(page, "\n", " "))
		if mm == nil {
			t.Fatalf("merge form lacks %s", f)
		}
		form.Set(f, mm[1])
	}
	return form
}

func hasLink(spec engine.BoardSpec, a, b string) bool {
	for _, l := range spec.Links {
		if (l.A == a && l.B == b) || (l.A == b && l.B == a) {
			return true
		}
	}
	return false
}

// Two tablets edit the same version: A saves first; B's save meets the
// newer version (409), keeps B's edits, says what A changed and offers the
// merge; B confirms and the board holds both.
func TestBoardStaleSaveKeepsEditsAndMerges(t *testing.T) {
	s := newServer(t)
	ringBoard(t, s)
	// Tablet A (at version 4) pastes a link and adds Emil.
	s.redirect("/boards/ring/linklist", url.Values{"version": {"4"}, "links_text": {"Anna – Bert"}})
	s.redirect("/boards/ring/territories", url.Values{"version": {"5"}, "region": {"zwei"}, "names": {"Emil"}})
	// Tablet B, still at version 4, renames Cora and links her to Dora.
	bForm := url.Values{"version": {"4"}, "t": {"cora"}, "then": {"stay"}, "name": {"Corinna"}, "region": {"eins"},
		"link": {"dora"}, "kind_dora": {"land"}}
	code, page := s.postForm("/boards/ring/territory", bForm, nil)
	if code != http.StatusConflict {
		t.Fatalf("stale save: %d, want 409", code)
	}
	for _, want := range []string{
		"Jemand hat das Brett inzwischen gespeichert (Version 6)",
		"Verbindung Anna – Bert eingetragen", "Gebiet Emil angelegt", // A's, meanwhile
		"Gebiet Cora umbenannt in Corinna", "Verbindung Corinna – Dora eingetragen", // B's own
		`value="Corinna"`, // B's typed name kept in the territory form
		"Eure Änderungen in Version 6 übernehmen",
	} {
		if !strings.Contains(html.UnescapeString(page), want) {
			t.Errorf("409 page lacks %q", want)
		}
	}
	if spec, v := s.latest("ring"); v != 6 || hasLink(spec, "cora", "dora") {
		t.Fatalf("the stale save was stored: v%d", v)
	}
	form := mergeForm(t, page)
	if form.Get("version") != "6" || form.Get("base") != "4" || form.Get("action") != "territory" {
		t.Fatalf("merge form %v", form)
	}
	loc := s.redirect("/boards/ring/merge", form)
	if !strings.Contains(loc, "merged=4") || !strings.Contains(loc, "saved=7") {
		t.Errorf("merge went to %s", loc)
	}
	spec, _ := s.latest("ring")
	if !hasLink(spec, "anna", "bert") || !hasLink(spec, "cora", "dora") || len(spec.Territories) != 5 {
		t.Errorf("merged board lacks one side: links %+v, %d territories", spec.Links, len(spec.Territories))
	}
	for _, tr := range spec.Territories {
		if tr.ID == "cora" && tr.Names["de"] != "Corinna" {
			t.Errorf("Cora's new name lost: %v", tr.Names)
		}
	}
	if _, page := s.get(loc); !strings.Contains(page, "Eure Änderungen an Version 4 sind übernommen.") {
		t.Error("no notice of the merge")
	}
}

// A field both tablets changed is shown with both values; the group picks.
func TestBoardMergeConflictShowsBothValues(t *testing.T) {
	s := newServer(t)
	ringBoard(t, s)
	s.redirect("/boards/ring/territory", url.Values{"version": {"4"}, "t": {"bert"}, "then": {"stay"}, "name": {"Berta"}, "region": {"eins"}})
	code, page := s.postForm("/boards/ring/territory", url.Values{"version": {"4"}, "t": {"bert"}, "then": {"stay"},
		"name": {"Bertram"}, "region": {"zwei"}}, nil)
	if code != http.StatusConflict {
		t.Fatalf("stale save: %d", code)
	}
	raw, page := page, html.UnescapeString(page)
	for _, want := range []string{"Name von Berta: beide haben ihn geändert", "Eures: Bertram", "Inzwischen gespeichert: Berta"} {
		if !strings.Contains(page, want) {
			t.Errorf("conflict lacks %q", want)
		}
	}
	form := mergeForm(t, raw)
	// Without a pick for the conflict the merge is refused.
	if code, _ := s.postForm("/boards/ring/merge", form, nil); code != http.StatusBadRequest {
		t.Errorf("merge without a pick: %d", code)
	}
	if code, _ := s.postForm("/boards/ring/merge", url.Values{"version": {"5"}, "base": {"4"}, "action": {"territory"}, "edit": {form.Get("edit")}, "sneaky": {"1"}}, nil); code != http.StatusBadRequest {
		t.Errorf("merge with an unknown field: %d", code)
	}
	// Renamed in German before any translation, the English name changed
	// with it on both tablets: one choice for the name in both languages.
	if strings.Count(raw, `name="pick_`) != 2 || !strings.Contains(raw, `name="pick_t:bert:name"`) {
		t.Errorf("want one choice, for the name: %d", strings.Count(raw, `name="pick_`))
	}
	form.Set("pick_t:bert:name", "theirs")
	s.redirect("/boards/ring/merge", form)
	spec, v := s.latest("ring")
	for _, tr := range spec.Territories {
		if tr.ID == "bert" && (tr.Names["de"] != "Berta" || tr.Names["en"] != "Berta" || tr.Region != "zwei") {
			t.Errorf("v%d: Bert is %v in %s, want Berta (picked) in zwei (B's move)", v, tr.Names, tr.Region)
		}
	}
}

// A pasted link list: names in German or English or ids, "–" or ",";
// one bad line and nothing is saved, every bad line named by number.
func TestBoardLinkListPaste(t *testing.T) {
	s := newServer(t)
	ringBoard(t, s)
	// Anna gets an English name that differs.
	s.redirect("/boards/ring/territory?lang=en", url.Values{"version": {"4"}, "t": {"anna"}, "then": {"stay"}, "name": {"Ann"}, "region": {"eins"}})
	_, v := s.latest("ring")
	code, page := s.postForm("/boards/ring/linklist", url.Values{"version": {"5"}, "links_text": {"Ann – Bert\nBert, Zora\nCora Dora\n\nDora – Dora"}}, nil)
	page = html.UnescapeString(page)
	if code != http.StatusUnprocessableEntity {
		t.Fatalf("bad list: %d", code)
	}
	for _, want := range []string{"Nichts gespeichert: 3 Zeilen passen nicht.", "Zeile 2: „Zora“ ist kein Gebiet dieses Bretts.",
		"Zeile 3 („Cora Dora“)", "Zeile 5: Dora kann nicht mit sich selbst verbunden sein.", "Ann – Bert\nBert, Zora"} {
		if !strings.Contains(page, want) {
			t.Errorf("refusal lacks %q", want)
		}
	}
	if strings.Contains(page, "Zeile 1") {
		t.Error("a good line reported")
	}
	if spec, v2 := s.latest("ring"); v2 != v || len(spec.Links) != 0 {
		t.Fatal("a refused list saved links")
	}
	loc := s.redirect("/boards/ring/linklist", url.Values{"version": {"5"}, "links_text": {"Ann – Bert\nbert, cora\n- Cora — Dora\nAnna, Dora"}})
	spec, _ := s.latest("ring")
	if len(spec.Links) != 4 || !hasLink(spec, "bert", "cora") || !hasLink(spec, "cora", "dora") {
		t.Errorf("links %+v", spec.Links)
	}
	if _, page := s.get(loc); !strings.Contains(page, "4 Verbindungen eingetragen, 4 in der Liste.") {
		t.Error("no notice of the pasted links")
	}
	if code, _ := s.postForm("/boards/ring/linklist", url.Values{"version": {"6"}, "links_text": {"Anna, Cora"}, "t": {"x"}}, nil); code != http.StatusBadRequest {
		t.Errorf("unknown field: %d", code)
	}
}

// The territory paste takes region headings, moves a territory already on
// the board and renames with "Old = New"; a heading that is no region is
// reported by line and nothing is saved.
func TestBoardTerritoryPasteWithRegions(t *testing.T) {
	s := newServer(t)
	ringBoard(t, s)
	code, page := s.postForm("/boards/ring/territories", url.Values{"version": {"4"}, "region": {"eins"}, "names": {"Fritz\nDrei:\nGustav"}}, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(html.UnescapeString(page), "Zeile 2: „Drei“ ist keine Region dieses Bretts.") {
		t.Errorf("unknown region heading: %d", code)
	}
	s.redirect("/boards/ring/territories", url.Values{"version": {"4"}, "region": {"eins"}, "names": {"Fritz\nZwei:\nGustav\nAnna = Annette\nBert"}})
	spec, _ := s.latest("ring")
	regions := map[string]string{}
	for _, tr := range spec.Territories {
		regions[tr.Names["de"]] = tr.Region
	}
	want := map[string]string{"Fritz": "eins", "Gustav": "zwei", "Annette": "zwei", "Bert": "zwei", "Cora": "eins", "Dora": "zwei"}
	for n, r := range want {
		if regions[n] != r {
			t.Errorf("%s in %q, want %q (all: %v)", n, regions[n], r, regions)
		}
	}
	// Pasting a name again does no harm and says so.
	loc := s.redirect("/boards/ring/territories", url.Values{"version": {"5"}, "region": {"eins"}, "names": {"Fritz"}})
	if _, page := s.get(loc); !strings.Contains(page, "Schon vorhanden, übersprungen: Fritz.") {
		t.Error("a name pasted twice is not reported")
	}
	if spec, _ := s.latest("ring"); len(spec.Territories) != 6 {
		t.Errorf("%d territories after pasting Fritz again", len(spec.Territories))
	}
}

// One tap confirms every draft link of a region (links the shipped file
// marks medium: "please compare with your board").
func TestBoardConfirmRegionLinks(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/copy?from=westeros", nil)
	spec, v := s.latest("westeros_2")
	region, drafts := "", 0
	for _, r := range spec.Regions {
		n := 0
		for _, l := range spec.Links {
			if l.Confidence != "high" && (inRegion(spec, l.A, r.ID) || inRegion(spec, l.B, r.ID)) {
				n++
			}
		}
		if n > 0 {
			region, drafts = r.ID, n
			break
		}
	}
	if region == "" {
		t.Skip("Westeros has no draft links any more")
	}
	_, page := s.get("/boards/westeros_2")
	if !strings.Contains(page, `data-testid="confirm-links-submit-`+region+`"`) {
		t.Fatalf("no confirm button for %s", region)
	}
	s.redirect("/boards/westeros_2/confirm-links", url.Values{"version": {strconv.Itoa(v)}, "region": {region}})
	after, _ := s.latest("westeros_2")
	left := 0
	for _, l := range after.Links {
		if l.Confidence != "high" && (inRegion(after, l.A, region) || inRegion(after, l.B, region)) {
			left++
		}
	}
	if left != 0 || len(after.Links) != len(spec.Links) {
		t.Errorf("%d of %d drafts left in %s", left, drafts, region)
	}
	if code, _ := s.postForm("/boards/westeros_2/confirm-links", url.Values{"version": {strconv.Itoa(v + 1)}, "region": {"atlantis"}}, nil); code != http.StatusUnprocessableEntity {
		t.Errorf("unknown region: %d", code)
	}
}

func inRegion(s engine.BoardSpec, id, region string) bool {
	for _, t := range s.Territories {
		if t.ID == id {
			return t.InRegion(region)
		}
	}
	return false
}

// The legend names in words each sign the editor shows on that board, and
// only those (a tablet has no hover for the titles).
func TestBoardLegendExplainsItsSigns(t *testing.T) {
	s := newServer(t)
	ringBoard(t, s)
	_, page := s.get("/boards/ring")
	if !strings.Contains(page, `data-testid="legend-boards.legend.count"`) || strings.Contains(page, "legend-boards.legend.castle") {
		t.Error("Ring's legend: want the neighbour count, no castle (Ring has none)")
	}
	s.redirect("/boards/copy?from=westeros", nil)
	_, page = s.get("/boards/westeros_2?lang=en")
	for _, want := range []string{"<dt>♜</dt><dd>castle</dd>", "<dt>⚓</dt><dd>port</dd>", "<dt>?</dt><dd>unconfirmed: compare with your board</dd>"} {
		if !strings.Contains(page, want) {
			t.Errorf("Westeros legend lacks %q", want)
		}
	}
}
