package views

import (
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
	for _, k := range linkKinds("other", "") {
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
		{"halo_legendary", "", "[land sea teleporter]"},
		{"halowars", "", "[land sea]"},
		{"halowars", engine.LinkPort, "[land sea port]"},
		{"other", "", "[land sea port teleporter]"},
		{"warhammer40k", "air", "[land sea air]"},
	} {
		if got := "[" + fmtKinds(linkKinds(c.ed, c.current)) + "]"; got != c.want {
			t.Errorf("linkKinds(%s, %q) = %s, want %s", c.ed, c.current, got, c.want)
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
