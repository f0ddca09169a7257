package classic

import (
	"slices"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// crossCheck is the second source of the classic links, copied from
// github.com/pangduckwai/wdom-gql server/src/data/constants.js @5dd80ffc
// (TERRITORIES[*].connected), with its names turned into ids (it calls
// Central America "Mexico" and Mongolia "Manchuria"). maps/classic.json
// was written from Domination's board2.map: the two must agree link by
// link.
var crossCheck = map[string]string{
	"congo":                 "east_africa north_africa south_africa",
	"east_africa":           "congo egypt madagascar north_africa south_africa middle_east",
	"egypt":                 "east_africa north_africa middle_east southern_europe",
	"madagascar":            "east_africa south_africa",
	"north_africa":          "congo egypt east_africa southern_europe western_europe brazil",
	"south_africa":          "congo east_africa madagascar",
	"afghanistan":           "china india middle_east ural ukraine",
	"china":                 "afghanistan india mongolia siam siberia ural",
	"india":                 "afghanistan china middle_east siam",
	"irkutsk":               "kamchatka mongolia siberia yakutsk",
	"japan":                 "kamchatka mongolia",
	"kamchatka":             "irkutsk japan mongolia yakutsk alaska",
	"mongolia":              "china irkutsk japan kamchatka siberia",
	"middle_east":           "afghanistan india egypt east_africa southern_europe ukraine",
	"siam":                  "china india indonesia",
	"siberia":               "china irkutsk mongolia ural yakutsk",
	"ural":                  "afghanistan china siberia ukraine",
	"yakutsk":               "irkutsk kamchatka siberia",
	"eastern_australia":     "new_guinea western_australia",
	"indonesia":             "new_guinea western_australia siam",
	"new_guinea":            "eastern_australia indonesia western_australia",
	"western_australia":     "eastern_australia indonesia new_guinea",
	"great_britain":         "iceland northern_europe scandinavia western_europe",
	"iceland":               "great_britain scandinavia greenland",
	"northern_europe":       "great_britain scandinavia southern_europe ukraine western_europe",
	"scandinavia":           "great_britain iceland northern_europe ukraine",
	"southern_europe":       "northern_europe ukraine western_europe egypt north_africa middle_east",
	"ukraine":               "northern_europe scandinavia southern_europe afghanistan middle_east ural",
	"western_europe":        "great_britain northern_europe southern_europe north_africa",
	"alaska":                "alberta northwest_territory kamchatka",
	"alberta":               "alaska northwest_territory ontario western_united_states",
	"eastern_united_states": "central_america ontario quebec western_united_states",
	"greenland":             "northwest_territory ontario quebec iceland",
	"central_america":       "eastern_united_states western_united_states venezuela",
	"northwest_territory":   "alaska alberta greenland ontario",
	"ontario":               "alberta eastern_united_states greenland northwest_territory quebec western_united_states",
	"quebec":                "eastern_united_states greenland ontario",
	"western_united_states": "alberta eastern_united_states central_america ontario",
	"argentina":             "brazil peru",
	"brazil":                "argentina peru venezuela north_africa",
	"peru":                  "argentina brazil venezuela",
	"venezuela":             "brazil peru central_america",
}

func board(t *testing.T) *engine.Board {
	t.Helper()
	b, err := maps.Load(BoardID)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestBoardMatchesSecondSource: every territory's neighbours in
// maps/classic.json are exactly those of the second source.
func TestBoardMatchesSecondSource(t *testing.T) {
	b := board(t)
	if len(b.Territories) != 42 || len(b.Links) != 83 {
		t.Fatalf("%d territories, %d links, want 42 and 83", len(b.Territories), len(b.Links))
	}
	for i, tr := range b.Territories {
		var got []string
		for _, n := range b.Neighbours(engine.TerritoryID(i)) {
			got = append(got, b.Territories[n].ID)
		}
		want := strings.Fields(crossCheck[tr.ID])
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: neighbours %v, second source %v", tr.ID, got, want)
		}
	}
}

// TestContinents: "North America 5, South America 2, Europe 5, Africa 3,
// Asia 7, Australia 2" (Parker 1993, "Armies" / the board's legend), with
// 9, 4, 7, 6, 12 and 4 territories.
func TestContinents(t *testing.T) {
	b := board(t)
	want := map[string][2]int{"north_america": {5, 9}, "south_america": {2, 4}, "europe": {5, 7},
		"africa": {3, 6}, "asia": {7, 12}, "australia": {2, 4}}
	if len(b.Regions) != len(want) {
		t.Fatalf("%d regions, want 6", len(b.Regions))
	}
	for _, r := range b.Regions {
		n := 0
		for _, tr := range b.Territories {
			if tr.Region == r.ID {
				n++
			}
		}
		if got := [2]int{r.Bonus, n}; got != want[r.ID] {
			t.Errorf("%s: bonus and size %v, want %v", r.ID, got, want[r.ID])
		}
	}
	if m, err := maps.MetaOf(BoardID); err != nil || m.Edition != Edition {
		t.Errorf("MetaOf(classic) = %+v, %v", m, err)
	}
}

// TestDeck: one card per territory of the board (maps/classic.json), 14 of each design, and
// the two wild cards (Parker 1993, Equipment).
func TestDeck(t *testing.T) {
	b := board(t)
	count := map[engine.CardSymbol]int{}
	seen := map[string]bool{}
	for _, c := range b.Cards {
		if _, ok := b.Lookup(c.Territory); !ok || seen[c.Territory] {
			t.Errorf("card %q: not a territory of the board, or twice", c.Territory)
		}
		seen[c.Territory] = true
		count[c.Symbol]++
	}
	if len(seen) != 42 || count[Infantry] != 14 || count[Cavalry] != 14 || count[Artillery] != 14 {
		t.Errorf("deck: %d territories, designs %v", len(seen), count)
	}
	for _, w := range WildCards {
		if s, ok := SymbolOf(b, w); !ok || s != Wild {
			t.Errorf("SymbolOf(%s) = %q, %v", w, s, ok)
		}
	}
	if s, ok := SymbolOf(b, "kamchatka"); !ok || s != Cavalry {
		t.Errorf("SymbolOf(kamchatka) = %q, %v", s, ok)
	}
	if _, ok := SymbolOf(b, "narnia"); ok {
		t.Error("SymbolOf(narnia) is a card")
	}
}
