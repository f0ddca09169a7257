package views

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"herald/engine"
	"herald/i18n"
	"herald/maps"
)

// Every key the board pages and maps.Check use is in the catalogue: a
// missing key would show as the key itself.
func TestBoardKeysInCatalogue(t *testing.T) {
	n := keysInCatalogue(t, `"((?:boards|boardcheck)\.[a-z_.]+)"`, "boards.templ", "boards.go", "../handlers/boards.go", "../maps/check.go")
	for _, ed := range BoardEditions() {
		if !i18n.Has("boards.edition." + ed) {
			t.Errorf("no name for edition %s", ed)
		}
	}
	for _, k := range LinkKinds("other", "") {
		if !i18n.Has("boards.kind." + string(k)) {
			t.Errorf("no name for link kind %s", k)
		}
	}
	if n < 40 {
		t.Fatalf("found only %d keys", n)
	}
}

// A problem reads with names, not ids, and lists what it is about.
func TestProblemText(t *testing.T) {
	spec := engine.BoardSpec{
		Regions:     []engine.Region{{ID: "nord", Names: engine.Names{"en": "North", "de": "Norden"}}},
		Territories: []engine.Territory{{ID: "a", Names: engine.Names{"en": "Alpha"}, Region: "nord"}, {ID: "b", Names: engine.Names{"en": "Beta", "de": "Bete"}, Region: "nord"}},
	}
	c := Ctx{Lang: "de"}
	for _, p := range []struct {
		p    maps.Problem
		want string
	}{
		{maps.Problem{Key: "boardcheck.no_neighbours", Args: map[string]string{"count": "2"}, Territories: []string{"a", "b"}}, "Gebiete ohne Nachbarn (2): Alpha, Bete."},
		{maps.Problem{Key: "boardcheck.link_unknown", Args: map[string]string{"a": "a", "b": "zz"}}, "Verbindung Alpha – zz: eines der Gebiete gibt es nicht."},
		{maps.Problem{Key: "boardcheck.no_bonus", Args: map[string]string{"count": "1"}, Regions: []string{"nord"}}, "Regionen ohne Bonus (1): Norden. Tragt den Bonus von eurem Brett ein."},
		{maps.Problem{Key: "boardcheck.ports_unlinked", Args: map[string]string{"colour": "blau", "count": "1"}, Pairs: [][2]string{{"a", "b"}}}, "Häfen der Farbe blau ohne Verbindung (1): Alpha – Bete."},
	} {
		if got := c.problemText(spec, p.p); got != p.want {
			t.Errorf("%s: %q, want %q", p.p.Key, got, p.want)
		}
	}
}

// The kinds offered follow the edition, and a link's own kind is always
// offered so that saving never changes it unseen.
func TestLinkKindsByEdition(t *testing.T) {
	for _, c := range []struct {
		ed      string
		current engine.LinkKind
		want    string
	}{
		{"got", "", "[land sea port]"},
		// Borders and stationary teleporters alone (seed 000,
		// SCHLACHTFELDER; RULES.md, "special links"), a sea line kept.
		{"halo_legendary", "", "[land teleporter]"},
		{"halo_legendary", engine.LinkSea, "[land sea teleporter]"},
		{"halowars", "", "[land sea]"},
		{"halowars", engine.LinkPort, "[land sea port]"},
		{"other", "", "[land sea port teleporter]"},
		{"warhammer40k", "air", "[land sea air]"},
	} {
		if got := "[" + fmtKinds(LinkKinds(c.ed, c.current)) + "]"; got != c.want {
			t.Errorf("LinkKinds(%s, %q) = %s, want %s", c.ed, c.current, got, c.want)
		}
	}
}

func fmtKinds(ks []engine.LinkKind) string {
	s := make([]string, len(ks))
	for i, k := range ks {
		s[i] = string(k)
	}
	return strings.Join(s, " ")
}

// regionHead matches a region heading of the editor's territory list
// (pick-region) or the selected territory's neighbour list (nb-region).
var regionHead = regexp.MustCompile(`(?s)<div class="(pick-region|nb-region)"><h3>(.*?)</h3>`)

// The region headings of the territory and neighbour lists show the
// region's colour and its name (regionSwatch once dropped the name).
func TestEditorRegionHeadingsNameTheRegion(t *testing.T) {
	spec := engine.BoardSpec{
		ID: "b", Names: engine.Names{"en": "Board"},
		Regions: []engine.Region{
			{ID: "north", Names: engine.Names{"en": "The North", "de": "Der Norden"}, Bonus: 5, Colour: "#777"},
			{ID: "vale", Names: engine.Names{"en": "The Vale", "de": "Das Grüntal"}, Bonus: 2},
		},
		Territories: []engine.Territory{
			{ID: "winterfell", Names: engine.Names{"en": "Winterfell"}, Region: "north"},
			{ID: "karhold", Names: engine.Names{"en": "Karhold"}, Region: "north"},
			{ID: "eyrie", Names: engine.Names{"en": "The Eyrie"}, Region: "vale"},
		},
	}
	for lang, want := range map[string][]string{"de": {"Der Norden", "Das Grüntal"}, "en": {"The North", "The Vale"}} {
		html := goldenRender(t, BoardEditorBody(Ctx{Lang: lang}, BoardEditor{ID: "b", Name: "Board", Spec: spec, Selected: "winterfell"}))
		heads := map[string][]string{}
		for _, m := range regionHead.FindAllStringSubmatch(html, -1) {
			if !strings.Contains(m[2], "region-swatch") {
				t.Errorf("%s: a %s heading has no swatch: %s", lang, m[1], m[2])
			}
			heads[m[1]] = append(heads[m[1]], strings.TrimSpace(tags.ReplaceAllString(m[2], "")))
		}
		// The neighbour list leaves out nothing here: the North keeps
		// Karhold besides the selected Winterfell.
		for _, list := range []string{"pick-region", "nb-region"} {
			for _, name := range want {
				if !slices.ContainsFunc(heads[list], func(h string) bool { return strings.HasPrefix(h, name) }) {
					t.Errorf("%s: no %s heading names %q; headings: %q", lang, list, name, heads[list])
				}
			}
		}
	}
}

// Issue 30, item 5: once the link helper has settled every link, the
// editor offers to end "not every link entered yet" in one tap: the links
// form without links_open (which the route reads as unticked). Not while
// a link is left to confirm, nor on a board already closed.
func TestFinishedBoardOffersToCloseItsLinks(t *testing.T) {
	closeForm := regexp.MustCompile(`(?s)<form[^>]*action="/boards/b/links"[^>]*data-testid="assist-close-links">(.*?)</form>`)
	for _, c := range []struct {
		open, finished bool
		want           bool
	}{{true, true, true}, {true, false, false}, {false, true, false}} {
		v := BoardEditor{ID: "b", Version: 4, Spec: engine.BoardSpec{ID: "b", LinksOpen: c.open}, Assist: &LinkAdvice{Words: "assist", Fits: true, Finished: c.finished}}
		html := renderString(t, linkAssist(Ctx{Lang: "en"}, v))
		m := closeForm.FindStringSubmatch(html)
		if (m != nil) != c.want {
			t.Errorf("links open %v, finished %v: close form shown %v, want %v", c.open, c.finished, m != nil, c.want)
			continue
		}
		if m != nil && (strings.Contains(m[1], "links_open") || !strings.Contains(m[1], `name="version" value="4"`) || !strings.Contains(m[1], "Every link is entered")) {
			t.Errorf("the close form is %s", m[1])
		}
	}
}
