package handlers_test

import (
	"bytes"
	"context"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// redirect posts a form and wants a 303, returning where it points.
func (s *server) redirect(path string, form url.Values) string {
	s.t.Helper()
	code, body, h := s.do("POST", path, "application/x-www-form-urlencoded", strings.NewReader(form.Encode()), nil)
	if code != http.StatusSeeOther {
		s.t.Fatalf("POST %s: %d, want 303\n%s", path, code, body)
	}
	return h.Get("Location")
}

func (s *server) get(path string) (int, string) {
	s.t.Helper()
	code, body, _ := s.do("GET", path, "", nil, nil)
	return code, body
}

// latest is the stored newest version of a board, parsed.
func (s *server) latest(id string) (engine.BoardSpec, int) {
	s.t.Helper()
	row, err := s.store.LatestBoard(context.Background(), id)
	if err != nil {
		s.t.Fatal(err)
	}
	spec, _, err := maps.ParseMeta(row.Data)
	if err != nil {
		s.t.Fatal(err)
	}
	return spec, row.Version
}

// hammerNames are 31 made-up territory names in three regions (the real
// Hammer's are not public).
func hammerNames() [3][]string {
	var out [3][]string
	for i := 1; i <= 31; i++ {
		r := (i - 1) / 11 // 11, 11, 9
		out[r] = append(out[r], fmt.Sprintf("Sektor %02d", i))
	}
	return out
}

// newHammer enters a three-region board with 31 territories through the
// editor's forms, as a table would.
func newHammer(t *testing.T, s *server) {
	t.Helper()
	loc := s.redirect("/boards/new", url.Values{"name": {"Hammer"}, "edition": {"halo_legendary"}})
	if loc != "/boards/hammer?saved=1" {
		t.Fatalf("new board went to %s", loc)
	}
	s.redirect("/boards/hammer/regions", url.Values{"version": {"1"},
		"new_name": {"Nord", "Mitte", "Süd"}, "new_colour": {"#c03030", "", "blue"}, "new_bonus": {"5", "", "3"}})
	names := hammerNames()
	for r, region := range []string{"nord", "mitte", "sued"} {
		loc := s.redirect("/boards/hammer/territories", url.Values{"version": {strconv.Itoa(r + 2)},
			"region": {region}, "names": {strings.Join(names[r], "\n")}})
		if !strings.Contains(loc, "added="+strconv.Itoa(len(names[r]))) {
			t.Errorf("paste into %s went to %s", region, loc)
		}
	}
}

func TestBoardEditorEntersA31TerritoryBoard(t *testing.T) {
	s := newServer(t)
	newHammer(t, s)
	spec, version := s.latest("hammer")
	if version != 5 || len(spec.Territories) != 31 || len(spec.Regions) != 3 {
		t.Fatalf("version %d, %d territories, %d regions", version, len(spec.Territories), len(spec.Regions))
	}
	if r := spec.Regions[0]; r.ID != "nord" || r.Bonus != 5 || r.Colour != "#c03030" || spec.Regions[1].Bonus != 0 {
		t.Errorf("regions %+v", spec.Regions)
	}
	if tr := spec.Territories[30]; tr.ID != "sektor_31" || tr.Names["en"] != "Sektor 31" || tr.Region != "sued" {
		t.Errorf("last territory %+v", tr)
	}
	code, page := s.get("/boards/hammer")
	if code != 200 {
		t.Fatalf("editor: %d", code)
	}
	for _, want := range []string{
		"Gebiete ohne Nachbarn (31): Sektor 01, Sektor 02",
		"Regionen ohne Bonus (1): Mitte.",
		`data-testid="problem-no_neighbours"`,
		"Version 5",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("editor lacks %q", want)
		}
	}
	if strings.Contains(page, "problem-count") {
		t.Error("31 territories on Hammer warned about the count")
	}

	// Tap Sektor 01, tick 02 (border) and 12 (teleporter across regions).
	loc := s.redirect("/boards/hammer/territory", url.Values{"version": {"5"}, "t": {"sektor_01"}, "then": {"next"},
		"name": {"Sektor 01"}, "region": {"nord"}, "link": {"sektor_02", "sektor_12"}, "kind_sektor_12": {"teleporter"}, "kind_sektor_02": {"land"}})
	if loc != "/boards/hammer?at=territory&saved=6&t=sektor_02#edit" {
		t.Errorf("save and next went to %s", loc)
	}
	// The reverse link is there at once: Sektor 12 shows 01 ticked, as a teleporter.
	_, page = s.get("/boards/hammer?t=sektor_12")
	if !strings.Contains(page, `name="link" value="sektor_01" checked data-testid="link-sektor_01"`) {
		t.Error("Sektor 12 does not show its link to Sektor 01")
	}
	if !strings.Contains(page, `<option value="teleporter" selected>Teleporter</option>`) {
		t.Error("the link's kind is not shown as a teleporter")
	}
	if !strings.Contains(page, "Gebiete ohne Nachbarn (28)") {
		t.Error("the check does not count 28 territories without neighbours")
	}
	// Sektor 12 drops Sektor 01 and becomes a castle: one link left.
	s.redirect("/boards/hammer/territory", url.Values{"version": {"6"}, "t": {"sektor_12"}, "then": {"stay"},
		"name": {"Sektor 12"}, "region": {"mitte"}, "castle": {"1"}, "link": {"sektor_13"}, "kind_sektor_13": {"teleporter"}})
	spec, _ = s.latest("hammer")
	want := []engine.LinkSpec{
		{A: "sektor_01", B: "sektor_02", Kind: engine.LinkLand, Confidence: "high"},
		{A: "sektor_12", B: "sektor_13", Kind: engine.LinkTeleporter, Confidence: "high"},
	}
	if fmt.Sprint(spec.Links) != fmt.Sprint(want) {
		t.Errorf("links %+v, want %+v", spec.Links, want)
	}
	_, page = s.get("/boards/hammer")
	if !strings.Contains(page, "Das Brett zerfällt in 2 Teile (2, 2 Gebiete)") {
		t.Error("the check does not name the two pieces")
	}
	_, page = s.get("/boards/hammer?lang=en")
	if !strings.Contains(page, "Territories without neighbours (27)") {
		t.Error("no English check")
	}
}

func TestBoardCountWarnsWithoutBlocking(t *testing.T) {
	s := newServer(t)
	s.redirect("/boards/new", url.Values{"name": {"Anvil"}, "edition": {"other"}})
	s.redirect("/boards/anvil/regions", url.Values{"version": {"1"}, "new_name": {"A"}, "new_bonus": {"2"}})
	s.redirect("/boards/anvil/territories", url.Values{"version": {"2"}, "region": {"a"}, "names": {"X\nY\nZ"}})
	_, page := s.get("/boards/anvil")
	if !strings.Contains(page, "Anvil hat nach allem, was bekannt ist, 29 Gebiete; dieses Brett hat 3.") {
		t.Error("no count warning for a 3-territory Anvil")
	}
	if !strings.Contains(page, `class="problem problem-warning" data-testid="problem-count"`) {
		t.Error("the count is not a warning")
	}
}

func TestBoardExportImportIsIdentical(t *testing.T) {
	s := newServer(t)
	newHammer(t, s)
	s.redirect("/boards/hammer/links", url.Values{"version": {"5"}, "links_open": {"1"}})
	s.redirect("/boards/hammer/territory", url.Values{"version": {"6"}, "t": {"sektor_03"}, "name": {"Sektor 03"},
		"region": {"nord"}, "also_region": {"mitte"}, "colony": {"1"}, "link": {"sektor_04"}, "links_complete": {"1"}})
	code, first, h := s.do("GET", "/boards/hammer/export", "", nil, nil)
	if code != 200 || h.Get("Content-Disposition") != `attachment; filename="hammer-v7.json"` || !strings.HasPrefix(h.Get("Content-Type"), "application/json") {
		t.Fatalf("export: %d %v", code, h)
	}
	spec, meta, err := maps.ParseMeta([]byte(first))
	if err != nil || meta.Edition != "halo_legendary" || len(spec.Territories) != 31 || spec.Territories[2].AlsoRegion != "mitte" || !spec.Territories[2].Colony {
		t.Fatalf("exported file: %v %+v", err, meta)
	}
	if !spec.LinksOpen || !spec.Territories[2].LinksComplete || spec.Territories[3].LinksComplete ||
		!strings.Contains(first, `"links_open": true`) || strings.Count(first, `"links_complete":true`) != 1 {
		t.Errorf("the open links are not in the export:\n%s", first)
	}
	if canon, _ := maps.EncodeMeta(spec, meta); string(canon) != first {
		t.Error("the export is not in the maps format")
	}

	// Upload it again: the next version, the same bytes.
	loc := s.upload(first)
	if loc != "/boards/hammer?imported=8" {
		t.Errorf("import went to %s", loc)
	}
	_, again, h := s.do("GET", "/boards/hammer/export", "", nil, nil)
	if again != first || h.Get("Content-Disposition") != `attachment; filename="hammer-v8.json"` {
		t.Errorf("export after import differs:\n%s\n---\n%s", first, again)
	}
	// Pasted instead of uploaded, into a fresh Herald: a new board.
	other := newServer(t)
	if loc := other.redirect("/boards/import", url.Values{"text": {first}}); loc != "/boards/hammer?imported=1" {
		t.Errorf("paste import went to %s", loc)
	}
	if _, third, _ := other.do("GET", "/boards/hammer/export?version=1", "", nil, nil); third != first {
		t.Error("pasted import exports differently")
	}
	// An old version stays as it was.
	if _, old, _ := s.do("GET", "/boards/hammer/export?version=5", "", nil, nil); strings.Contains(old, "colony") || strings.Contains(old, "links_open") {
		t.Error("version 5 changed")
	}
}

// upload posts data as a file to the import form.
func (s *server) upload(data string) string {
	s.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	f, _ := w.CreateFormFile("file", "board.json")
	f.Write([]byte(data))
	w.WriteField("text", "")
	w.Close()
	code, page, h := s.do("POST", "/boards/import", w.FormDataContentType(), &body, nil)
	if code != http.StatusSeeOther {
		s.t.Fatalf("import: %d\n%s", code, page)
	}
	return h.Get("Location")
}

func TestBoardCopyOfWesteros(t *testing.T) {
	s := newServer(t)
	code, page := s.get("/boards")
	if code != 200 || !strings.Contains(page, `data-testid="copy-westeros"`) || !strings.Contains(page, "48 Gebiete") {
		t.Fatalf("boards page: %d", code)
	}
	loc := s.redirect("/boards/copy?from=westeros", nil)
	if loc != "/boards/westeros_2?copied=westeros&saved=1" {
		t.Fatalf("copy went to %s", loc)
	}
	_, page = s.get("/boards/westeros_2")
	if !strings.Contains(page, `data-testid="checks-ok"`) || !strings.Contains(page, "Unbestätigte Verbindungen (5)") {
		t.Error("the copy of Westeros is not clean with 5 unverified links")
	}
	_, exported, _ := s.do("GET", "/boards/westeros_2/export", "", nil, nil)
	shipped, err := os.ReadFile("../maps/westeros.json")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Replace(exported, `"id": "westeros_2"`, `"id": "westeros"`, 1) != string(shipped) {
		t.Error("the copy's export differs from maps/westeros.json beyond its id")
	}
	// Importing the shipped file never replaces the shipped board.
	if loc := s.upload(string(shipped)); loc != "/boards/westeros_3?imported=1&renamed=westeros" {
		t.Errorf("importing westeros.json went to %s", loc)
	}
	if _, err := s.store.LatestBoard(context.Background(), "westeros"); err == nil {
		t.Error("a table board took the shipped id")
	}
	if code, _ := s.do2("POST", "/boards/copy?from=narnia"); code != 404 {
		t.Errorf("copy of an unknown board: %d", code)
	}
}

func (s *server) do2(method, path string) (int, string) {
	s.t.Helper()
	code, body, _ := s.do(method, path, "", nil, nil)
	return code, body
}

func TestBoardImportRefusesBrokenFiles(t *testing.T) {
	s := newServer(t)
	for _, c := range []struct{ name, text, want string }{
		{"cut off", `{"id":"x","names":{"en":"X"}`, "Das ist keine lesbare Brett-Datei, nichts wurde gespeichert."},
		{"misspelt field", `{"id":"x","names":{"en":"X"},"regions":[],"territories":[{"id":"a","castel":true}],"links":[],"cards":[]}`, "castel"},
		{"no id", `{"names":{"en":"X"}}`, "no id"},
		{"empty", "  ", "Wählt eine Datei oder fügt ihren Inhalt ein."},
	} {
		code, page := s.postForm("/boards/import", url.Values{"text": {c.text}}, nil)
		if code != http.StatusBadRequest || !strings.Contains(page, c.want) || !strings.Contains(page, `data-testid="import-error"`) {
			t.Errorf("%s: %d, want 400 with %q", c.name, code, c.want)
		}
	}
	if list, _ := s.store.Boards(context.Background()); len(list) != 0 {
		t.Errorf("a refused import stored %v", list)
	}
	// A file that parses but has a link twice and a link to itself is
	// taken; the editor names both problems.
	text := `{"id":"zwei","names":{"en":"Zwei"},"regions":[{"id":"r","names":{"en":"R"},"bonus":1}],
		"territories":[{"id":"a","names":{"en":"A"},"region":"r","castle":false,"port":false},{"id":"b","names":{"en":"B"},"region":"r","castle":false,"port":false}],
		"links":[{"a":"a","b":"b","kind":"land","confidence":"high"},{"a":"b","b":"a","kind":"land","confidence":"high"},{"a":"a","b":"a","kind":"land","confidence":"high"}],"cards":[]}`
	loc := s.redirect("/boards/import", url.Values{"text": {text}})
	_, page := s.get(loc)
	for _, want := range []string{"Die Verbindung B – A steht zweimal im Brett.", "A ist mit sich selbst verbunden."} {
		if !strings.Contains(page, want) {
			t.Errorf("editor lacks %q", want)
		}
	}
	if !strings.Contains(page, `class="problem problem-error" data-testid="problem-link_twice"`) {
		t.Error("a link listed twice is not an error")
	}
	// Saving A's neighbours cleans both up.
	s.redirect("/boards/zwei/territory", url.Values{"version": {"1"}, "t": {"a"}, "region": {"r"}, "link": {"b"}})
	if spec, _ := s.latest("zwei"); len(spec.Links) != 1 || len(maps.Check(spec, "")) != 0 {
		t.Errorf("links after saving A: %+v", spec.Links)
	}
}

func TestBoardStaleAndUnknown(t *testing.T) {
	s := newServer(t)
	for _, path := range []string{"/boards/nope", "/boards/nope/export", "/boards/nope/export?version=1"} {
		if code, page := s.get(path); code != 404 || !strings.Contains(page, "Dieses Brett gibt es nicht") {
			t.Errorf("GET %s: %d", path, code)
		}
	}
	if code, _ := s.postForm("/boards/nope/regions", url.Values{"version": {"1"}}, nil); code != 404 {
		t.Errorf("POST to an unknown board: %d", code)
	}
	s.redirect("/boards/new", url.Values{"name": {"Ring"}, "edition": {"halo_wars"}})
	if code, _ := s.get("/boards/ring/export?version=2"); code != 404 {
		t.Errorf("unknown version: %d", code)
	}
	s.redirect("/boards/ring/regions", url.Values{"version": {"1"}, "new_name": {"Eins"}, "new_bonus": {"2"}})
	// A second tablet still shows version 1.
	code, page := s.postForm("/boards/ring/territories", url.Values{"version": {"1"}, "region": {"eins"}, "names": {"A\nB"}}, nil)
	if code != http.StatusConflict || !strings.Contains(page, "Jemand hat das Brett inzwischen gespeichert (Version 2)") {
		t.Errorf("stale paste: %d", code)
	}
	if spec, v := s.latest("ring"); v != 2 || len(spec.Territories) != 0 {
		t.Errorf("a stale paste was saved: v%d %d territories", v, len(spec.Territories))
	}
	// Refusals keep the input and save nothing.
	code, page = s.postForm("/boards/ring/regions", url.Values{"version": {"2"}, "region_id": {"eins"}, "region_name": {"Eins"},
		"region_colour": {""}, "region_bonus": {"viel"}}, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(page, "„viel“ passt nicht") {
		t.Errorf("bad bonus: %d", code)
	}
	code, page = s.postForm("/boards/ring/territories", url.Values{"version": {"2"}, "region": {"eins"}, "names": {"\n \n"}}, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(page, "Keine Namen eingefügt.") {
		t.Errorf("empty paste: %d", code)
	}
	code, _ = s.postForm("/boards/new", url.Values{"name": {""}, "edition": {"other"}}, nil)
	if code != http.StatusUnprocessableEntity {
		t.Errorf("nameless board: %d", code)
	}
	if _, v := s.latest("ring"); v != 2 {
		t.Errorf("refused forms saved: now v%d", v)
	}
	// A region with territories is kept when asked to remove it.
	s.redirect("/boards/ring/territories", url.Values{"version": {"2"}, "region": {"eins"}, "names": {"A"}})
	loc := s.redirect("/boards/ring/regions", url.Values{"version": {"3"}, "region_id": {"eins"}, "region_name": {"Eins"},
		"region_colour": {""}, "region_bonus": {"2"}, "remove_region": {"eins"}})
	if _, page := s.get(loc); !strings.Contains(page, "Eins hat noch Gebiete und bleibt") {
		t.Error("removing a region with territories says nothing")
	}
}

func TestBoardsListAndNames(t *testing.T) {
	s := newServer(t)
	if _, page := s.get("/boards"); !strings.Contains(page, "Noch keine eigenen Bretter.") {
		t.Error("empty list says nothing")
	}
	s.redirect("/boards/new", url.Values{"name": {"Königsmund & Co"}, "edition": {"got"}})
	s.redirect("/boards/new", url.Values{"name": {"Königsmund & Co"}, "edition": {"got"}})
	_, page := s.get("/boards")
	for _, want := range []string{`href="/boards/koenigsmund_co"`, `href="/boards/koenigsmund_co_2"`, "Version 1", `href="/boards/koenigsmund_co/export?version=1"`} {
		if !strings.Contains(page, want) {
			t.Errorf("list lacks %s", want)
		}
	}
	// Renaming on the English page keeps the board's id.
	s.redirect("/boards/koenigsmund_co/meta?lang=en", url.Values{"version": {"1"}, "name": {"King's Landing"}, "edition": {"got"}})
	spec, _ := s.latest("koenigsmund_co")
	if spec.Names["en"] != "King's Landing" || spec.Names["de"] != "Königsmund & Co" {
		t.Errorf("names %v", spec.Names)
	}
}

// A copy of Arcadia keeps what is not known: three bonuses no rulebook
// states, which the table confirms or corrects, and links that are open.
func TestBoardUnverifiedBonusesAndOpenLinks(t *testing.T) {
	s := newServer(t)
	if loc := s.redirect("/boards/copy?from=arcadia", nil); loc != "/boards/arcadia_2?copied=arcadia&saved=1" {
		t.Fatalf("copy went to %s", loc)
	}
	_, exported, _ := s.do("GET", "/boards/arcadia_2/export", "", nil, nil)
	shipped, err := os.ReadFile("../maps/arcadia.json")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Replace(exported, `"id": "arcadia_2"`, `"id": "arcadia"`, 1) != string(shipped) {
		t.Error("the copy's export differs from maps/arcadia.json beyond its id")
	}
	_, page := s.get("/boards/arcadia_2?lang=en")
	for _, want := range []string{
		`data-testid="bonus-unverified-eire"`, `data-testid="bonus-unverified-caledonia"`, `data-testid="bonus-unverified-pacifica"`,
		"The bonus 7 for Pacifica is not yet confirmed from your board",
		`name="links_open" value="1" checked`,
		`data-testid="problem-links_open"`, "Not every link is entered: 30 territories have none yet.",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("editor lacks %q", want)
		}
	}
	for _, not := range []string{`data-testid="bonus-unverified-mu"`, `data-testid="problem-no_neighbours"`, `data-testid="problem-pieces"`} {
		if strings.Contains(page, not) {
			t.Errorf("editor shows %q", not)
		}
	}
	// On an open board each territory says whether its links are all in.
	if _, page := s.get("/boards/arcadia_2?t=xanadu"); !strings.Contains(page, `name="links_complete" value="1" checked`) {
		t.Error("Xanadu's links are not shown as complete")
	}
	if _, page := s.get("/boards/arcadia_2?t=iona"); !strings.Contains(page, `data-testid="terr-links-complete"`) || strings.Contains(page, `name="links_complete" value="1" checked`) {
		t.Error("Iona has no unticked links-complete box")
	}

	// The regions form as it is, Eire confirmed and Pacifica corrected.
	spec, _ := s.latest("arcadia_2")
	form := url.Values{"version": {"1"}, "confirm": {"eire"}}
	for _, r := range spec.Regions {
		bonus := r.Bonus
		if r.ID == "pacifica" {
			bonus = 8
		}
		form.Add("region_id", r.ID)
		form.Add("region_name", r.Names.In("en"))
		form.Add("region_colour", r.Colour)
		form.Add("region_bonus", strconv.Itoa(bonus))
	}
	loc := s.redirect("/boards/arcadia_2/regions?lang=en", form)
	if _, page := s.get(strings.Replace(loc, "#", "&lang=en#", 1)); !strings.Contains(page, "Bonus of Eire confirmed.") {
		t.Error("no notice for the confirmed bonus")
	}
	spec, v := s.latest("arcadia_2")
	unverified := map[string]bool{}
	for _, r := range spec.Regions {
		unverified[r.ID] = r.BonusUnverified
	}
	if v != 2 || unverified["eire"] || unverified["pacifica"] || !unverified["caledonia"] || spec.Regions[4].Bonus != 8 || spec.Regions[0].Bonus != 5 {
		t.Errorf("v%d regions %+v", v, spec.Regions)
	}

	// Export, import, export: the same bytes with the flags.
	_, first, _ := s.do("GET", "/boards/arcadia_2/export", "", nil, nil)
	if strings.Count(first, `"bonus_unverified":true`) != 1 || !strings.Contains(first, `"links_open": true`) || !strings.Contains(first, `"links_complete":true`) {
		t.Errorf("the flags are not in the export:\n%s", first)
	}
	if loc := s.upload(first); loc != "/boards/arcadia_2?imported=3" {
		t.Errorf("import went to %s", loc)
	}
	if _, again, _ := s.do("GET", "/boards/arcadia_2/export", "", nil, nil); again != first {
		t.Errorf("export after import differs:\n%s\n---\n%s", first, again)
	}

	// All links entered: the board is no longer open, the territory keeps
	// its mark (and its box, so that saving does not drop it unseen).
	s.redirect("/boards/arcadia_2/links", url.Values{"version": {"3"}})
	if spec, _ := s.latest("arcadia_2"); spec.LinksOpen {
		t.Error("unticking did not close the links")
	}
	_, page = s.get("/boards/arcadia_2?t=iona")
	if strings.Contains(page, `data-testid="terr-links-complete"`) || !strings.Contains(page, `data-testid="problem-no_neighbours"`) {
		t.Error("a closed board still asks about Iona's links, or does not list territories without neighbours")
	}
	if _, page := s.get("/boards/arcadia_2?t=xanadu"); !strings.Contains(page, `name="links_complete" value="1" checked`) {
		t.Error("Xanadu's mark is hidden on a closed board")
	}
}
