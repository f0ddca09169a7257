package maps

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"herald/engine"
)

var update = flag.Bool("update", false, "rewrite the embedded board files in canonical form")

func westeros(t *testing.T) *engine.Board {
	t.Helper()
	b, err := Load("westeros")
	if err != nil {
		t.Fatalf("Load(westeros): %v", err)
	}
	return b
}

func westerosSpec(t *testing.T) engine.BoardSpec {
	t.Helper()
	data, err := files.ReadFile("westeros.json")
	if err != nil {
		t.Fatal(err)
	}
	spec, err := Parse(data)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return spec
}

func id(t *testing.T, b *engine.Board, s string) engine.TerritoryID {
	t.Helper()
	x, ok := b.Lookup(s)
	if !ok {
		t.Fatalf("no territory %q", s)
	}
	return x
}

func TestIDs(t *testing.T) {
	if got := IDs(); !slices.Contains(got, "westeros") {
		t.Fatalf("IDs() = %v, want it to contain westeros", got)
	}
	for _, id := range IDs() {
		if _, err := Load(id); err != nil {
			t.Errorf("Load(%s): %v", id, err)
		}
	}
	if _, err := Load("narnia"); err == nil {
		t.Error("Load(narnia) succeeded")
	}
}

func TestWesterosTotals(t *testing.T) {
	b := westeros(t)
	castles, ports := 0, 0
	colours := map[string]int{}
	for _, tr := range b.Territories {
		if tr.Castle {
			castles++
		}
		if tr.Port {
			ports++
			colours[tr.PortGroup]++
		}
	}
	kinds := map[engine.LinkKind]int{}
	for _, l := range b.Links {
		kinds[l.Kind]++
	}
	for _, c := range []struct {
		what      string
		got, want int
	}{
		{"territories", len(b.Territories), 48},
		{"regions", len(b.Regions), 9},
		{"cards", len(b.Cards), 48},
		{"castles", castles, 19},
		{"ports", ports, 14},
		{"west_silver ports", colours["west_silver"], 7},
		{"east_blue ports", colours["east_blue"], 7},
		{"port colours", len(colours), 2},
		{"land links", kinds[engine.LinkLand], 76},
		{"sea links", kinds[engine.LinkSea], 15},
		// 2 colours x C(7,2) = 42 port pairs, minus widows_watch-white_harbor
		// which is a land border.
		{"port links", kinds[engine.LinkPort], 41},
		{"links", len(b.Links), 132},
		{"uncertain links", len(UncertainLinks(b)), 5},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.what, c.got, c.want)
		}
	}
	if m, err := MetaOf("westeros"); err != nil || m.Edition != "got" || m.Source == "" {
		t.Errorf("MetaOf(westeros) = %+v, %v", m, err)
	}
}

func TestWesterosRegions(t *testing.T) {
	b := westeros(t)
	count := map[string]int{}
	for _, tr := range b.Territories {
		count[tr.Region]++
	}
	for _, c := range []struct {
		id          string
		territories int
		bonus       int
	}{
		{"the_north", 13, 5},
		{"the_riverlands", 5, 2},
		{"the_iron_islands", 2, 1},
		{"the_vale_of_arryn", 4, 1},
		{"the_crownlands", 4, 2},
		{"the_westerlands", 5, 2},
		{"the_stormlands", 4, 1},
		{"the_reach", 7, 4},
		{"dorne", 4, 1},
	} {
		i, ok := b.RegionIndex(c.id)
		if !ok {
			t.Errorf("no region %s", c.id)
			continue
		}
		if got := b.Regions[i].Bonus; got != c.bonus {
			t.Errorf("%s bonus = %d, want %d", c.id, got, c.bonus)
		}
		if got := count[c.id]; got != c.territories {
			t.Errorf("%s has %d territories, want %d", c.id, got, c.territories)
		}
	}
	i, _ := b.RegionIndex("the_westerlands")
	if got := b.Regions[i].Names.In("de"); got != "Westlande" {
		t.Errorf("German name of the Westerlands = %q, want Westlande", got)
	}
}

func TestWesterosCastlesAndPorts(t *testing.T) {
	b := westeros(t)
	var castles []string
	ports := map[string][]string{}
	for _, tr := range b.Territories {
		if tr.Castle {
			castles = append(castles, tr.ID)
		}
		if tr.Port {
			ports[tr.PortGroup] = append(ports[tr.PortGroup], tr.ID)
		}
	}
	wantCastles := []string{
		"barrowlands", "casterly_rock", "crakehall", "dornish_marches", "dragonstone",
		"harrenhal", "highgarden", "kings_landing", "oldtown", "pyke", "riverrun",
		"sandstone", "storms_end", "sunspear", "the_dreadfort", "the_eyrie",
		"the_mander", "the_twins", "winterfell",
	}
	slices.Sort(castles)
	if !slices.Equal(castles, wantCastles) {
		t.Errorf("castles = %v\nwant %v", castles, wantCastles)
	}
	wantPorts := map[string][]string{
		"west_silver": {"cape_kraken", "casterly_rock", "harlaw", "oldtown", "pyke", "the_trident", "wolfswood"},
		"east_blue":   {"dragonstone", "gulltown", "kings_landing", "storms_end", "sunspear", "white_harbor", "widows_watch"},
	}
	for g := range ports {
		slices.Sort(ports[g])
	}
	if !reflect.DeepEqual(ports, wantPorts) {
		t.Errorf("ports = %v\nwant %v", ports, wantPorts)
	}
}

func TestWesterosLinks(t *testing.T) {
	b := westeros(t)
	for _, c := range []struct {
		a, b string
		kind engine.LinkKind // "" means not adjacent
		why  string
	}{
		{"harrenhal", "kings_landing", engine.LinkLand, "rulebook: Stark attacks King's Landing from Harrenhal"},
		{"riverrun", "harrenhal", engine.LinkLand, "rulebook: manoeuvre Riverrun -> Harrenhal -> King's Landing"},
		{"dragonstone", "sunspear", engine.LinkPort, "rulebook: Baratheon invades Sunspear from Dragonstone"},
		{"wolfswood", "sunspear", "", "ports of different colours"},
		{"casterly_rock", "kings_landing", "", "ports of different colours"},
		{"pyke", "harlaw", engine.LinkPort, "no sea line, both west_silver ports"},
		{"widows_watch", "white_harbor", engine.LinkLand, "border and port pair, kept as border"},
		{"pyke", "riverrun", engine.LinkSea, "sea line"},
		{"winterfell", "bear_island", engine.LinkSea, "sea line"},
		{"winterfell", "barrowlands", engine.LinkLand, "border"},
		{"skagos", "winterfell", "", "not drawn"},
		{"highgarden", "kings_landing", "", "not drawn"},
		{"tarth", "dragonstone", "", "Tarth is no port"},
	} {
		a, z := id(t, b, c.a), id(t, b, c.b)
		kind, ok := b.LinkKind(a, z)
		if c.kind == "" {
			if ok || b.Adjacent(z, a) {
				t.Errorf("%s-%s linked (%s), want not linked: %s", c.a, c.b, kind, c.why)
			}
			continue
		}
		if !ok || kind != c.kind || !b.Adjacent(z, a) {
			t.Errorf("%s-%s: kind %q linked %v, want %q: %s", c.a, c.b, kind, ok, c.kind, c.why)
		}
	}

	var uncertain []string
	for _, l := range UncertainLinks(b) {
		x, y := b.Territories[l.A].ID, b.Territories[l.B].ID
		if x > y {
			x, y = y, x
		}
		uncertain = append(uncertain, x+"-"+y)
	}
	slices.Sort(uncertain)
	want := []string{
		"blackwater_rush-highgarden",
		"harrenhal-mountains_of_the_moon",
		"mountains_of_the_moon-the_neck",
		"the_arbor-three_towers",
		"the_dreadfort-the_gift",
	}
	if !slices.Equal(uncertain, want) {
		t.Errorf("uncertain links = %v, want %v", uncertain, want)
	}
}

func TestWesterosPortsFullyLinked(t *testing.T) {
	b := westeros(t)
	for i, p := range b.Territories {
		for j, q := range b.Territories {
			if i >= j || !p.Port || !q.Port {
				continue
			}
			kind, linked := b.LinkKind(engine.TerritoryID(i), engine.TerritoryID(j))
			switch {
			case p.PortGroup == q.PortGroup && !linked:
				t.Errorf("ports %s and %s of one colour are not linked", p.ID, q.ID)
			case p.PortGroup != q.PortGroup && kind == engine.LinkPort:
				t.Errorf("ports %s and %s of different colours have a port link", p.ID, q.ID)
			}
		}
	}
	for _, l := range b.Links {
		if l.Kind == engine.LinkPort && (!b.Territories[l.A].Port || !b.Territories[l.B].Port) {
			t.Errorf("port link %s-%s joins a territory without port", b.Territories[l.A].ID, b.Territories[l.B].ID)
		}
	}
}

func TestWesterosConnected(t *testing.T) {
	b := westeros(t)
	for i, tr := range b.Territories {
		if len(b.Neighbours(engine.TerritoryID(i))) == 0 {
			t.Errorf("%s has no neighbour", tr.ID)
		}
	}
	seen := map[engine.TerritoryID]bool{0: true}
	queue := []engine.TerritoryID{0}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, n := range b.Neighbours(x) {
			if !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	if len(seen) != len(b.Territories) {
		t.Errorf("BFS from %s reaches %d of %d territories", b.Territories[0].ID, len(seen), len(b.Territories))
	}
	// Without the port links the islands still hang on sea lines.
	if n := len(b.Neighbours(id(t, b, "harlaw"))); n != 8 {
		t.Errorf("harlaw has %d neighbours, want 8 (6 ports + 2 sea lines)", n)
	}
}

func TestWesterosCards(t *testing.T) {
	b := westeros(t)
	count := map[engine.CardSymbol]int{}
	for i := range b.Territories {
		c, ok := b.CardOf(engine.TerritoryID(i))
		if !ok {
			t.Errorf("%s has no card", b.Territories[i].ID)
			continue
		}
		count[c.Symbol]++
	}
	want := map[engine.CardSymbol]int{engine.Knight: 16, engine.SiegeEngine: 15, engine.Fortification: 17}
	if !reflect.DeepEqual(count, want) {
		t.Errorf("card symbols = %v, want %v", count, want)
	}
	for _, c := range []struct {
		territory string
		symbol    engine.CardSymbol
	}{
		{"winterfell", engine.Knight},
		{"kings_landing", engine.Knight},
		{"skagos", engine.SiegeEngine},
		{"sunspear", engine.SiegeEngine},
		{"dragonstone", engine.Fortification},
		{"the_arbor", engine.Fortification},
	} {
		if card, _ := b.CardOf(id(t, b, c.territory)); card.Symbol != c.symbol {
			t.Errorf("card of %s = %q, want %q", c.territory, card.Symbol, c.symbol)
		}
	}
}

// TestWesterosNames: the German names the German Gefecht rulebook prints
// (seed 001: Winterfell, Königsmund, Hohenehr, Karhold, Harrenhal,
// Schnellwasser, Sonnspeer, Drachenstein, Westlande) stay as printed;
// every other German name is the one maps/sources/westeros.de.json gives
// (German novel translation and wikis, with each name's sources), and a
// name it rates below HIGH, or has none for, is marked unverified.
func TestWesterosNames(t *testing.T) {
	b := westeros(t)
	rulebook := map[string]string{
		"winterfell":      "Winterfell",
		"kings_landing":   "Königsmund",
		"the_eyrie":       "Hohenehr",
		"karhold":         "Karhold",
		"harrenhal":       "Harrenhal",
		"riverrun":        "Schnellwasser",
		"sunspear":        "Sonnspeer",
		"dragonstone":     "Drachenstein",
		"the_westerlands": "Westlande",
	}
	data, err := os.ReadFile("sources/westeros.de.json")
	if err != nil {
		t.Fatal(err)
	}
	type entry struct {
		ID, En, Confidence string
		De                 *string
	}
	var src struct{ Territories, Regions []entry }
	if err := json.Unmarshal(data, &src); err != nil {
		t.Fatal(err)
	}
	if len(src.Territories) != 48 || len(src.Regions) != 9 {
		t.Fatalf("source lists %d territories and %d regions", len(src.Territories), len(src.Regions))
	}
	check := func(id string, names engine.Names, unverified []string, e entry) {
		if names["en"] != e.En {
			t.Errorf("%s: English %q, the source keys it as %q", id, names["en"], e.En)
		}
		want := ""
		if e.De != nil {
			want = *e.De
		}
		if got := names["de"]; got != want {
			t.Errorf("German name of %s = %q, the source gives %q", id, got, want)
		}
		if r, ok := rulebook[id]; ok && names["de"] != r {
			t.Errorf("German name of %s = %q, the rulebook prints %q", id, names["de"], r)
		}
		if got, want := engine.NameUnverified(unverified, "de"), e.Confidence != "HIGH"; got != want {
			t.Errorf("%s (confidence %s): German name marked unverified = %v", id, e.Confidence, got)
		}
		if names["de"] == "" && names.In("de") != names["en"] {
			t.Errorf("%s: German falls back to %q", id, names.In("de"))
		}
	}
	german := 0
	for _, e := range src.Territories {
		i, ok := b.Lookup(e.ID)
		if !ok {
			t.Errorf("the source names %s, not on the board", e.ID)
			continue
		}
		tr := b.Territories[i]
		if tr.Names["en"] == "" || tr.Names["fr"] == "" {
			t.Errorf("%s lacks an English or French name: %v", tr.ID, tr.Names)
		}
		check(tr.ID, tr.Names, tr.NamesUnverified, e)
		if tr.Names["de"] != "" && tr.Names["de"] != tr.Names["en"] {
			german++
		}
	}
	for _, e := range src.Regions {
		i, ok := b.RegionIndex(e.ID)
		if !ok {
			t.Errorf("the source names region %s, not on the board", e.ID)
			continue
		}
		check(e.ID, b.Regions[i].Names, b.Regions[i].NamesUnverified, e)
	}
	// Before: 8 of 48 territories had a German name, 5 of them unlike
	// the English; now every one the source knows (all but the Searoad
	// Marshes) has one, 41 unlike the English (Skagos, Karhold,
	// Winterfell, Harrenhal, Crakehall and Tarth are the same in both).
	if german != 41 {
		t.Errorf("%d territories have a German name unlike the English, want 41", german)
	}
	if b.NamesSource["de"] == "" || b.NamesSource["en"] != "" {
		t.Errorf("the board says where its German names come from: %q", b.NamesSource)
	}
	if got := b.Name(id(t, b, "kings_landing"), "fr"); got != "Port-Réal" {
		t.Errorf("French King's Landing = %q", got)
	}
}

func TestFind(t *testing.T) {
	b := westeros(t)
	kl := id(t, b, "kings_landing")
	// Case, spaces and punctuation are ignored: players type the name as
	// they read it on their board.
	for _, q := range []string{"Königsmund", "königsmund", "king's landing", "kings landing", "KINGS-LANDING", "kings_landing", "Port-Réal", "  port-réal "} {
		if got := b.Find(q); !slices.Equal(got, []engine.TerritoryID{kl}) {
			t.Errorf("Find(%q) = %v, want [%d]", q, got, kl)
		}
	}
	if got := b.Find("Sonnspeer"); !slices.Equal(got, []engine.TerritoryID{id(t, b, "sunspear")}) {
		t.Errorf("Find(Sonnspeer) = %v", got)
	}
}

// TestRoundTrip: every embedded board file is exactly as EncodeMeta
// writes it (the classic world map too, which the list of three missed).
func TestRoundTrip(t *testing.T) {
	names, err := files.ReadDir(".")
	if err != nil || len(names) < 4 {
		t.Fatalf("embedded files %v, %v", names, err)
	}
	for _, de := range names {
		name := de.Name()
		data, err := files.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		spec, meta, err := ParseMeta(data)
		if err != nil {
			t.Fatal(err)
		}
		out, err := EncodeMeta(spec, meta)
		if err != nil {
			t.Fatal(err)
		}
		if *update {
			if err := os.WriteFile(name, out, 0o644); err != nil {
				t.Fatal(err)
			}
		} else if !bytes.Equal(out, data) {
			t.Errorf("%s is not in canonical form; run go test ./maps -run TestRoundTrip -update", name)
		}
	}

	data, err := files.ReadFile("westeros.json")
	if err != nil {
		t.Fatal(err)
	}
	spec, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Encode(spec)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(plain)
	if err != nil {
		t.Fatalf("Parse(Encode(spec)): %v", err)
	}
	if !reflect.DeepEqual(back, spec) {
		t.Error("Parse(Encode(spec)) differs from spec")
	}
	if bytes.Contains(plain, []byte(`"source"`)) {
		t.Error("Encode without meta wrote a source")
	}
	if !bytes.Contains(plain, []byte(`"Königsmund"`)) {
		t.Error("Encode escaped non-ASCII names")
	}
	// One territory per line.
	if n := bytes.Count(data, []byte(`{"id":`)); n != 48+9 {
		t.Errorf("%d lines start a region or territory, want 57", n)
	}
}

func TestParseRejects(t *testing.T) {
	for _, c := range []struct{ name, data, want string }{
		{"not json", `{`, "board file"},
		{"unknown field", `{"id":"x","names":{"en":"X"},"castel":true}`, "castel"},
		{"no id", `{"names":{"en":"X"}}`, "no id"},
		{"trailing", `{"id":"x"} {}`, "after"},
	} {
		_, err := Parse([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want it to mention %q", c.name, err, c.want)
		}
	}
}

func TestValidateRejects(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(s *engine.BoardSpec)
		want   []string
	}{
		{"link listed both ways", func(s *engine.BoardSpec) {
			s.Links = append(s.Links, engine.LinkSpec{A: "winterfell", B: "barrowlands", Kind: engine.LinkLand, Confidence: "high"})
		}, []string{"winterfell-barrowlands is listed twice"}},
		{"unknown territory in link", func(s *engine.BoardSpec) {
			s.Links = append(s.Links, engine.LinkSpec{A: "winterfell", B: "the_wall", Kind: engine.LinkLand, Confidence: "high"})
		}, []string{"winterfell-the_wall names an unknown territory"}},
		{"unknown region", func(s *engine.BoardSpec) {
			s.Territories[0].Region = "beyond_the_wall"
		}, []string{`"skagos" is in unknown region "beyond_the_wall"`}},
		{"47 territories", func(s *engine.BoardSpec) {
			drop := "tarth"
			s.Territories = slices.DeleteFunc(s.Territories, func(t engine.Territory) bool { return t.ID == drop })
			s.Links = slices.DeleteFunc(s.Links, func(l engine.LinkSpec) bool { return l.A == drop || l.B == drop })
			s.Cards = slices.DeleteFunc(s.Cards, func(c engine.Card) bool { return c.Territory == drop })
		}, []string{"47 territories, want 48", "47 cards, want 48"}},
		{"missing port link", func(s *engine.BoardSpec) {
			s.Links = slices.DeleteFunc(s.Links, func(l engine.LinkSpec) bool {
				return strPair(l.A, l.B) == strPair("pyke", "harlaw")
			})
		}, []string{"ports harlaw and pyke (colour west_silver) are not linked"}},
		{"port link across colours", func(s *engine.BoardSpec) {
			s.Links = append(s.Links, engine.LinkSpec{A: "wolfswood", B: "sunspear", Kind: engine.LinkPort, Confidence: "high"})
		}, []string{"port link wolfswood-sunspear does not join two ports of the same colour"}},
		{"bad kind and confidence", func(s *engine.BoardSpec) {
			s.Links[0].Kind = "air"
			s.Links[1].Confidence = "low"
		}, []string{`unknown kind "air"`, `confidence "low"`}},
		{"castle lost", func(s *engine.BoardSpec) {
			s.Territories[4].Castle = false // winterfell
		}, []string{"18 castles, want 19"}},
		{"card missing", func(s *engine.BoardSpec) { s.Cards = s.Cards[1:] }, []string{`"skagos" has no card`, "47 cards, want 48"}},
		{"island cut off", func(s *engine.BoardSpec) {
			s.Links = slices.DeleteFunc(s.Links, func(l engine.LinkSpec) bool { return l.A == "skagos" || l.B == "skagos" })
		}, []string{`"skagos" has no neighbour`, "not connected: skagos cannot be reached"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			spec := westerosSpec(t) // a fresh copy each time
			c.change(&spec)
			b, err := Validate(spec)
			if err == nil {
				t.Fatalf("Validate accepted the spec")
			}
			if b != nil {
				t.Error("Validate returned a board with its error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\ndoes not mention %q", err, w)
				}
			}
		})
	}
	if _, err := Validate(westerosSpec(t)); err != nil {
		t.Errorf("Validate(westeros) = %v", err)
	}
}

// A partial name finds every territory that contains it.
func TestFindPartial(t *testing.T) {
	b := westeros(t)
	got := b.Find("King's")
	want := []engine.TerritoryID{id(t, b, "kings_landing"), id(t, b, "kingswood")}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("Find(King's) = %v, want %v", got, want)
	}
}

// Arcadia as the Halo Wars rulebook (seed 002) and Halopedia give it: 42
// territories, 6 sectors, three bonuses the rulebook states and three
// nobody has confirmed, and only 11 links.
func TestArcadiaSaysWhatIsKnown(t *testing.T) {
	b, err := Load("arcadia")
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Territories) != 42 || len(b.Regions) != 6 || len(b.Links) != 11 || !b.LinksOpen {
		t.Fatalf("arcadia: %d territories, %d sectors, %d links, open %v", len(b.Territories), len(b.Regions), len(b.Links), b.LinksOpen)
	}
	// "5 for Mu and 3 for Lemuria", "2 units for controlling Avalon".
	want := map[string]struct {
		bonus      int
		unverified bool
	}{"mu": {5, false}, "lemuria": {3, false}, "avalon": {2, false}, "eire": {5, true}, "caledonia": {2, true}, "pacifica": {7, true}}
	for _, r := range b.Regions {
		if w := want[r.ID]; r.Bonus != w.bonus || r.BonusUnverified != w.unverified {
			t.Errorf("%s: bonus %d unverified %v, want %d %v", r.ID, r.Bonus, r.BonusUnverified, w.bonus, w.unverified)
		}
	}
	// Xanadu's four neighbours are its whole list: nothing else borders it.
	x, ab, pe, pi, sl := id(t, b, "xanadu"), id(t, b, "abaskun"), id(t, b, "petra"), id(t, b, "pirth"), id(t, b, "slane")
	if !b.MayBeAdjacent(x, ab) || b.MayBeAdjacent(x, pe) || b.LinkUnknown(x, pe) {
		t.Error("Xanadu's complete list is not applied")
	}
	// Pirth and Petra: nobody knows; Pirth and Slane: the rulebook example.
	if !b.LinkUnknown(pi, pe) || !b.MayBeAdjacent(pi, pe) || b.LinkUnknown(pi, sl) || !b.Adjacent(pi, sl) {
		t.Error("open links are not left to the table")
	}
}

// Vigilus as a template with only what the Warhammer 40,000 rulebook (seed
// 003, SPIELPLAN) gives: 40 territories with placeholder names, the
// regions it lists, unverified bonuses, no links, and the one fortress
// wall it names in its two regions. The table completes it in the editor.
func TestVigilusTemplateSaysOnlyWhatTheRulebookGives(t *testing.T) {
	b, err := Load("vigilus")
	if err != nil {
		t.Fatal(err)
	}
	meta, _ := MetaOf("vigilus")
	if len(b.Territories) != 40 || len(b.Links) != 0 || !b.LinksOpen || meta.Edition != "warhammer40k" {
		t.Fatalf("vigilus: %d territories, %d links, open %v, edition %q", len(b.Territories), len(b.Links), b.LinksOpen, meta.Edition)
	}
	want := []string{"Megaborealis", "Dontoria", "Hyperia Sektor", "Kaelacs Fluch", "Mortwald und Ork-Schrottstädte", "Oteck-Makropolweite", "Storvhal"}
	for i, name := range want {
		r := b.Regions[i]
		if r.Names.In("de") != name || !r.BonusUnverified || r.Bonus != 0 {
			t.Errorf("region %d: %q bonus %d unverified %v, want %q unverified", i, r.Names.In("de"), r.Bonus, r.BonusUnverified, name)
		}
	}
	walls := 0
	for _, x := range b.Territories {
		if x.AlsoRegion != "" {
			walls++
			if x.Region != "mortwald_und_ork_schrottstaedte" || x.AlsoRegion != "oteck_makropolweite" {
				t.Errorf("wall %s in %s and %s", x.ID, x.Region, x.AlsoRegion)
			}
		}
	}
	if walls != 1 {
		t.Errorf("%d walls with two regions, want the one the rulebook names", walls)
	}
	if bf, ok := BattlefieldOf(mustSpec(t, "vigilus"), "warhammer40k"); !ok || bf.Territories != len(b.Territories) {
		t.Errorf("battlefield %+v", bf)
	}
}

func mustSpec(t *testing.T, id string) engine.BoardSpec {
	t.Helper()
	spec, _, err := Spec(id)
	if err != nil {
		t.Fatal(err)
	}
	return spec
}
