package maps

import (
	"bytes"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
)

// small is a tidy little board: two regions, four territories in a ring.
func small() engine.BoardSpec {
	n := func(s string) engine.Names { return engine.Names{"en": s, "de": s} }
	land := func(a, b string) engine.LinkSpec {
		return engine.LinkSpec{A: a, B: b, Kind: engine.LinkLand, Confidence: "high"}
	}
	return engine.BoardSpec{
		ID: "little", Names: n("Little"),
		Regions: []engine.Region{{ID: "north", Names: n("North"), Bonus: 2, Colour: "#3060c0"}, {ID: "south", Names: n("South"), Bonus: 1}},
		Territories: []engine.Territory{
			{ID: "a", Names: n("A"), Region: "north"},
			{ID: "b", Names: n("B"), Region: "north"},
			{ID: "c", Names: n("C"), Region: "south"},
			{ID: "d", Names: n("D"), Region: "south"},
		},
		Links: []engine.LinkSpec{land("a", "b"), land("b", "c"), land("c", "d"), land("d", "a")},
	}
}

func keys(ps []Problem) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Key)
	}
	return out
}

func TestCheckWesterosHasNoProblems(t *testing.T) {
	if ps := Check(westerosSpec(t), "got"); len(ps) != 0 {
		t.Errorf("Check(westeros) = %+v", ps)
	}
	if ps := Check(small(), "other"); len(ps) != 0 {
		t.Errorf("Check(small) = %+v", ps)
	}
}

func TestCheckFindsEachProblem(t *testing.T) {
	for _, c := range []struct {
		name     string
		change   func(s *engine.BoardSpec)
		key      string
		severity Severity
		args     map[string]string
		terr     []string
		regions  []string
	}{
		{"no territories", func(s *engine.BoardSpec) { s.Territories, s.Links = nil, nil },
			"boardcheck.no_territories", SeverityError, nil, nil, nil},
		{"territory twice", func(s *engine.BoardSpec) { s.Territories = append(s.Territories, s.Territories[0]) },
			"boardcheck.territory_twice", SeverityError, map[string]string{"territory": "a"}, nil, nil},
		{"region twice", func(s *engine.BoardSpec) { s.Regions = append(s.Regions, s.Regions[1]) },
			"boardcheck.region_twice", SeverityError, map[string]string{"region": "south"}, nil, nil},
		{"unknown region", func(s *engine.BoardSpec) { s.Territories[2].Region = "east" },
			"boardcheck.unknown_region", SeverityError, map[string]string{"territory": "c", "region": "east"}, nil, nil},
		{"unknown second region", func(s *engine.BoardSpec) { s.Territories[2].AlsoRegion = "east" },
			"boardcheck.unknown_region", SeverityError, map[string]string{"territory": "c", "region": "east"}, nil, nil},
		{"second region is the first", func(s *engine.BoardSpec) { s.Territories[2].AlsoRegion = "south" },
			"boardcheck.also_region_same", SeverityError, map[string]string{"territory": "c", "region": "south"}, nil, nil},
		{"no English name", func(s *engine.BoardSpec) { s.Territories[1].Names = engine.Names{"de": "Bee"} },
			"boardcheck.no_name", SeverityError, nil, []string{"b"}, nil},
		{"port without colour", func(s *engine.BoardSpec) { s.Territories[0].Port = true },
			"boardcheck.port_colour", SeverityError, map[string]string{"territory": "a"}, nil, nil},
		{"link to an unknown territory", func(s *engine.BoardSpec) {
			s.Links = append(s.Links, engine.LinkSpec{A: "a", B: "zz", Kind: engine.LinkLand, Confidence: "high"})
		}, "boardcheck.link_unknown", SeverityError, map[string]string{"a": "a", "b": "zz"}, nil, nil},
		{"link to itself", func(s *engine.BoardSpec) {
			s.Links = append(s.Links, engine.LinkSpec{A: "c", B: "c", Kind: engine.LinkLand, Confidence: "high"})
		}, "boardcheck.link_self", SeverityError, map[string]string{"territory": "c"}, nil, nil},
		{"link listed twice, the other way round", func(s *engine.BoardSpec) {
			s.Links = append(s.Links, engine.LinkSpec{A: "b", B: "a", Kind: engine.LinkSea, Confidence: "high"})
		}, "boardcheck.link_twice", SeverityError, map[string]string{"a": "b", "b": "a"}, nil, nil},
		{"unknown link kind", func(s *engine.BoardSpec) { s.Links[0].Kind = "air" },
			"boardcheck.link_kind", SeverityError, map[string]string{"a": "a", "b": "b", "kind": "air"}, nil, nil},
		{"card of an unknown territory", func(s *engine.BoardSpec) {
			s.Cards = []engine.Card{{Territory: "zz", Symbol: engine.Knight}}
		}, "boardcheck.card_unknown", SeverityError, map[string]string{"territory": "zz"}, nil, nil},
		{"territory without neighbours", func(s *engine.BoardSpec) {
			s.Territories = append(s.Territories, engine.Territory{ID: "e", Names: engine.Names{"en": "E"}, Region: "south"})
		}, "boardcheck.no_neighbours", SeverityWarning, map[string]string{"count": "1"}, []string{"e"}, nil},
		{"board in two pieces", func(s *engine.BoardSpec) {
			s.Territories = append(s.Territories,
				engine.Territory{ID: "e", Names: engine.Names{"en": "E"}, Region: "south"},
				engine.Territory{ID: "f", Names: engine.Names{"en": "F"}, Region: "south"})
			s.Links = append(s.Links, engine.LinkSpec{A: "e", B: "f", Kind: engine.LinkSea, Confidence: "high"})
		}, "boardcheck.pieces", SeverityWarning, map[string]string{"count": "2", "sizes": "4, 2"}, []string{"e", "f"}, nil},
		{"empty region", func(s *engine.BoardSpec) {
			s.Regions = append(s.Regions, engine.Region{ID: "east", Names: engine.Names{"en": "East"}, Bonus: 3})
		}, "boardcheck.empty_regions", SeverityWarning, map[string]string{"count": "1"}, nil, []string{"east"}},
		{"no bonus", func(s *engine.BoardSpec) { s.Regions[0].Bonus = 0 },
			"boardcheck.no_bonus", SeverityWarning, map[string]string{"count": "1"}, nil, []string{"north"}},
		{"two territories of one name", func(s *engine.BoardSpec) { s.Territories[3].Names = engine.Names{"en": "c"} },
			"boardcheck.same_name", SeverityWarning, map[string]string{"name": "C"}, []string{"c", "d"}, nil},
		{"port link between different colours", func(s *engine.BoardSpec) {
			s.Territories[0].Port, s.Territories[0].PortGroup = true, "red"
			s.Territories[2].Port, s.Territories[2].PortGroup = true, "blue"
			s.Links = append(s.Links, engine.LinkSpec{A: "a", B: "c", Kind: engine.LinkPort, Confidence: "high"})
		}, "boardcheck.port_link", SeverityWarning, map[string]string{"a": "a", "b": "c"}, nil, nil},
		{"a card missing", func(s *engine.BoardSpec) {
			s.Cards = []engine.Card{{Territory: "a", Symbol: engine.Knight}}
		}, "boardcheck.no_card", SeverityWarning, map[string]string{"count": "3"}, []string{"b", "c", "d"}, nil},
		{"count against the battlefield", func(s *engine.BoardSpec) { s.Names = engine.Names{"en": "Our Hammer"} },
			"boardcheck.count", SeverityWarning, map[string]string{"battlefield": "Hammer", "count": "4", "want": "31"}, nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := small()
			c.change(&s)
			ps := Check(s, "other")
			i := slices.IndexFunc(ps, func(p Problem) bool { return p.Key == c.key })
			if i < 0 {
				t.Fatalf("Check = %v, want %s", keys(ps), c.key)
			}
			p := ps[i]
			if p.Severity != c.severity {
				t.Errorf("severity %s, want %s", p.Severity, c.severity)
			}
			if !reflect.DeepEqual(p.Args, c.args) {
				t.Errorf("args %v, want %v", p.Args, c.args)
			}
			if !slices.Equal(p.Territories, c.terr) || !slices.Equal(p.Regions, c.regions) {
				t.Errorf("territories %v regions %v, want %v %v", p.Territories, p.Regions, c.terr, c.regions)
			}
			// Errors come first, and Check's errors are exactly the boards
			// engine.NewBoard refuses (link kinds are Validate's job).
			for j := 1; j < len(ps); j++ {
				if ps[j-1].Severity == SeverityWarning && ps[j].Severity == SeverityError {
					t.Errorf("error %s after a warning", ps[j].Key)
				}
			}
			_, err := engine.NewBoard(s)
			if (err != nil) != HasErrors(ps) && len(s.Territories) > 0 && c.key != "boardcheck.link_kind" {
				t.Errorf("NewBoard error %v, but Check errors %v", err, HasErrors(ps))
			}
		})
	}
}

func TestCheckPorts(t *testing.T) {
	s := westerosSpec(t)
	s.Links = slices.DeleteFunc(s.Links, func(l engine.LinkSpec) bool { return strPair(l.A, l.B) == strPair("pyke", "harlaw") })
	ps := Check(s, "got")
	if len(ps) != 1 || ps[0].Key != "boardcheck.ports_unlinked" || !reflect.DeepEqual(ps[0].Pairs, [][2]string{{"harlaw", "pyke"}}) {
		t.Errorf("Check = %+v, want the pyke-harlaw port pair", ps)
	}
	s = small()
	s.Territories[0].Port, s.Territories[0].PortGroup = true, "red"
	ps = Check(s, "got")
	if len(ps) != 1 || ps[0].Key != "boardcheck.port_alone" || ps[0].Args["colour"] != "red" {
		t.Errorf("Check = %+v, want a lone red port", ps)
	}
}

func TestBattlefieldOf(t *testing.T) {
	for _, c := range []struct {
		id, name, edition, want string
	}{
		{"hammer", "Hammer", "halo_legendary", "Hammer"},
		{"unser_amboss", "Anvil (our copy)", "", "Anvil"},
		{"westeros_2", "Westeros", "got", "Westeros"},
		{"westeros_2", "Westeros", "halo_wars", ""}, // Westeros is a GoT board
		{"springfield", "Spring Ring", "", "Ring"},
		{"springfield", "Springfield", "", ""}, // a word, not a part of one
		{"x", "Vigilus", "warhammer40k", "Vigilus"},
	} {
		s := engine.BoardSpec{ID: c.id, Names: engine.Names{"en": c.name}}
		bf, ok := BattlefieldOf(s, c.edition)
		if bf.Name != c.want || ok != (c.want != "") {
			t.Errorf("BattlefieldOf(%s %q, %s) = %q %v, want %q", c.id, c.name, c.edition, bf.Name, ok, c.want)
		}
	}
}

// The new optional fields are written only when set, and read back.
func TestNewFieldsRoundTrip(t *testing.T) {
	s := small()
	s.Territories[0].Colony = true
	s.Territories[1].AlsoRegion = "south"
	s.Links[0].Kind = engine.LinkTeleporter
	out, err := EncodeMeta(s, Meta{Edition: "other"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"colour":"#3060c0"`, `"colony":true`, `"also_region":"south"`, `"kind":"teleporter"`} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("encoded board lacks %s:\n%s", want, out)
		}
	}
	if n := strings.Count(string(out), `"colour"`); n != 1 {
		t.Errorf("%d colours written, want 1 (omitted when empty)", n)
	}
	back, meta, err := ParseMeta(out)
	if err != nil || meta.Edition != "other" || !reflect.DeepEqual(back, s) {
		t.Errorf("ParseMeta(EncodeMeta(s)) = %+v, %+v, %v", back, meta, err)
	}
	b, err := engine.NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	if !b.Adjacent(0, 1) {
		t.Error("a teleporter link does not make its territories adjacent")
	}
	if !b.Territories[1].InRegion("north") || !b.Territories[1].InRegion("south") || b.Territories[0].InRegion("south") {
		t.Error("InRegion does not follow the second region")
	}
}

func TestSpecIsAFreshCopy(t *testing.T) {
	s, meta, err := Spec("westeros")
	if err != nil || meta.Edition != "got" || len(s.Territories) != 48 {
		t.Fatalf("Spec(westeros) = %d territories, %+v, %v", len(s.Territories), meta, err)
	}
	s.Territories[0].Names["en"] = "changed"
	if again, _, _ := Spec("westeros"); again.Territories[0].Names["en"] == "changed" {
		t.Error("Spec shares its maps with earlier callers")
	}
	if _, _, err := Spec("narnia"); err == nil {
		t.Error("Spec(narnia) succeeded")
	}
}

// A board that says its links are open gets one quiet line instead of a
// list of territories without neighbours and of the pieces they make.
func TestCheckOpenBoard(t *testing.T) {
	data, err := files.ReadFile("arcadia.json")
	if err != nil {
		t.Fatal(err)
	}
	spec, meta, err := ParseMeta(data)
	if err != nil || !spec.LinksOpen {
		t.Fatalf("arcadia: %v, links open %v", err, spec.LinksOpen)
	}
	linked := map[string]bool{}
	for _, l := range spec.Links {
		linked[l.A], linked[l.B] = true, true
	}
	want := strconv.Itoa(len(spec.Territories) - len(linked)) // 42 - 12
	ps := Check(spec, meta.Edition)
	if len(ps) != 1 || ps[0].Key != "boardcheck.links_open" || ps[0].Severity != SeverityWarning ||
		ps[0].Args["count"] != want || want != "30" || len(ps[0].Territories) != 0 {
		t.Errorf("Check(arcadia) = %+v, want one links_open warning counting %s", ps, want)
	}
	// The same board with its links said to be complete lists them all.
	spec.LinksOpen = false
	ps = Check(spec, meta.Edition)
	if !slices.Equal(keys(ps), []string{"boardcheck.no_neighbours", "boardcheck.pieces"}) || len(ps[0].Territories) != 30 {
		t.Errorf("Check(arcadia, links complete) = %v", keys(ps))
	}
	// An open board whose territories all have a link is reminded that it
	// is still marked open.
	s := small()
	s.LinksOpen = true
	if ps := Check(s, "other"); !slices.Equal(keys(ps), []string{"boardcheck.links_open_linked"}) {
		t.Errorf("Check(small, open) = %v", keys(ps))
	}
}
