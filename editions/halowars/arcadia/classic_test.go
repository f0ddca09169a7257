package arcadia

import (
	"strconv"
	"strings"
	"testing"

	"herald/maps"
)

// The reference's classic adjacency (shared/boards/arcadia_derive.py,
// copied from Domination's board2.map, github.com/sdyura/domination
// RiskAI/ai-data/maps/board2.map @bd75eef3): territory names by number,
// then each line "n neighbours...".
var refClassicNames = strings.Fields(`Alaska North-West-Territory Alberta Western-United-States Central-America Greenland Ontario Quebec Eastern-United-States Venezuela Peru Brazil Argentina Iceland Scandinavia Ukraine Great-Britain Northern-Europe Western-Europe Southern-Europe North-Africa Egypt Congo East-Africa South-Africa Madagascar Siberia Ural China Afghanistan Middle-East India Siam Yakutsk Irkutsk Mongolia Japan Kamchatka Indonesia New-Guinea Western-Australia Eastern-Australia`)

const refClassicBorders = `
1 2 3 38
2 1 3 7 6
3 1 2 7 4
4 3 7 5 9
5 4 9 10
6 2 7 8 14
7 2 3 4 6 8 9
8 6 7 9
9 4 5 7 8
10 5 11 12
11 10 12 13
12 10 11 13 21
13 11 12
14 6 17 15
15 16 18 14 17
16 15 28 30 31 18 20
17 14 18 19 15
18 15 16 17 19 20
19 17 18 20 21
20 16 18 19 21 22 31
21 12 19 20 22 23 24
22 20 21 24 31
23 21 24 25
24 21 22 23 25 26 31
25 23 24 26
26 24 25
27 28 29 34 35 36
28 16 27 29 30
29 27 28 30 32 33 36
30 16 28 29 31 32
31 16 22 30 32 20 24
32 29 30 31 33
33 29 32 39
34 27 35 38
35 27 34 36 38
36 29 35 37 38 27
37 36 38
38 1 34 35 36 37
39 33 41 40
40 39 41 42
41 39 40 42
42 40 41
`

// TestClassicMatchesReference: issue 18 builds on maps/classic.json; its 83
// links are exactly the reference solver's (board2.map), name by name.
func TestClassicMatchesReference(t *testing.T) {
	b := maps.MustLoad("classic")
	byName := map[string]string{}
	for _, tr := range b.Territories {
		byName[strings.ToLower(strings.ReplaceAll(tr.Names.In("en"), " ", "-"))] = tr.ID
	}
	byName["north-west-territory"] = byName["northwest-territory"]
	id := func(n int) string {
		s, ok := byName[strings.ToLower(refClassicNames[n-1])]
		if !ok {
			t.Fatalf("reference territory %s not on maps/classic.json", refClassicNames[n-1])
		}
		return s
	}
	ref := map[[2]string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(refClassicBorders), "\n") {
		f := strings.Fields(line)
		a, _ := strconv.Atoi(f[0])
		for _, x := range f[1:] {
			n, _ := strconv.Atoi(x)
			p, q := id(a), id(n)
			ref[[2]string{min(p, q), max(p, q)}] = true
		}
	}
	ours := map[[2]string]bool{}
	for _, l := range b.Links {
		p, q := b.Territories[l.A].ID, b.Territories[l.B].ID
		ours[[2]string{min(p, q), max(p, q)}] = true
	}
	if len(ref) != 83 || len(ours) != 83 {
		t.Errorf("reference %d links, maps/classic.json %d; want 83 each", len(ref), len(ours))
	}
	for p := range ref {
		if !ours[p] {
			t.Errorf("reference link %v missing from maps/classic.json", p)
		}
	}
	for p := range ours {
		if !ref[p] {
			t.Errorf("maps/classic.json link %v not in the reference", p)
		}
	}
}
