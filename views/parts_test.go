package views

import (
	"context"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// Every shipped board's territory and region ids make ids the answer to
// an action can name ("#t-<id>", "#rg-<id>"), so the board is patched
// part by part, not sent whole.
func TestBoardIDsAreSelectors(t *testing.T) {
	for _, id := range maps.IDs() {
		b, err := maps.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range b.Territories {
			if !SelectorSafe("t-" + tr.ID) {
				t.Errorf("%s: territory %q", id, tr.ID)
			}
		}
		for _, r := range b.Regions {
			if !SelectorSafe("rg-" + r.ID) {
				t.Errorf("%s: region %q", id, r.ID)
			}
		}
	}
	for _, bad := range []string{"", "t-a.b", "t-a b", "t-ä", "t-a:b"} {
		if SelectorSafe(bad) {
			t.Errorf("%q taken for a selector", bad)
		}
	}
}

// duplicateIDs lists the element ids html holds more than once: each
// id="…" after white space, read by scanning (a regexp over every golden
// page was a fifth of the views tests' time).
func duplicateIDs(html string) []string {
	seen := map[string]int{}
	var dups []string
	for rest := html; ; {
		at := strings.Index(rest, `id="`)
		if at < 0 {
			return dups
		}
		if at == 0 || !asciiSpace(rest[at-1]) {
			rest = rest[at+len(`id="`):]
			continue
		}
		rest = rest[at+len(`id="`):]
		end := strings.IndexByte(rest, '"')
		if end < 0 {
			return dups
		}
		id := rest[:end]
		if seen[id]++; seen[id] == 2 {
			dups = append(dups, id)
		}
		rest = rest[end+1:]
	}
}

// asciiSpace is what \s matches in Go's regexps: [\t\n\f\r ].
func asciiSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}

// A territory listed under two regions (a Warhammer 40k fortress wall)
// gets an id of its own in each listing, and an action's answer has a
// part for each: with one id twice, the page was invalid HTML and a
// patch reached only the first listing.
func TestBoardListsEveryTerritoryUnderItsOwnID(t *testing.T) {
	walls := 0
	for _, id := range maps.IDs() {
		b := maps.MustLoad(id)
		page := renderBoard(t, "en", b)
		if dups := duplicateIDs(page); len(dups) > 0 {
			t.Errorf("%s: ids %q repeat on the board", id, dups)
		}
		st := &engine.State{Board: b, Players: []engine.Player{{Name: "Anna"}, {Name: "Ben"}},
			Owner: make([]int, len(b.Territories)), Units: make([]int, len(b.Territories))}
		parts, err := RenderShown(context.Background(), Ctx{Lang: "en"}, GameView{ID: 1, State: st})
		if err != nil {
			t.Fatal(err)
		}
		partIDs := map[string]bool{}
		for _, p := range parts.Board {
			if partIDs[p.ID] {
				t.Errorf("%s: two parts of the board are #%s", id, p.ID)
			}
			partIDs[p.ID] = true
			if !strings.Contains(p.HTML, ` id="`+p.ID+`"`) || !strings.Contains(page, ` id="`+p.ID+`"`) {
				t.Errorf("%s: part #%s is not the element of that id", id, p.ID)
			}
		}
		for _, tr := range b.Territories {
			if tr.AlsoRegion == "" {
				continue
			}
			walls++
			if !partIDs["t-"+tr.ID] || !partIDs["t2-"+tr.ID] {
				t.Errorf("%s: %s is listed under %s and %s, parts %v", id, tr.ID, tr.Region, tr.AlsoRegion, partIDs)
			}
		}
	}
	if walls == 0 {
		t.Fatal("no shipped board lists a territory under two regions: the test checks nothing")
	}
}
