package editionnames

import (
	"regexp"
	"strings"
	"testing"
)

// Issue 32: the core names value cards, leaders and re-rolls by what they
// are, not by the edition that first had them. Beyond identifiers and ids
// (TestOutsideTheEditionsFewFilesNameOne), no shared file's words, its
// comments and sentences included, may name an edition's things: at most
// max files outside the editions (and editions/all, maps/) match each
// edition's words. Lower max as files leave; never raise it.
var editionWords = []struct {
	edition string
	words   *regexp.Regexp
	max     int
}{
	{"warhammer40k", regexp.MustCompile(`Gelt|wh40k|Warhammer|Throne`), 0},
	{"got", regexp.MustCompile(`got\.|Westeros|Thrones`), 0},
	{"classic", regexp.MustCompile(`classic`), 0},
	// The Halo editions' skull cards are point cards in the core
	// (engine.Player.Points, views/pointcards.templ), their keys points.*,
	// heroes.*, bases.*, transfer.* with the skulls as key@<id> (issue 32):
	// no core key, placeholder, sentence, form field or comment says
	// skull, Schädel or crâne in any case, nor draws the skull (☠).
	{"halowars/halo_legendary", regexp.MustCompile(`(?i:skull|schädel|crâne)|☠|halo|Halo|legendary|Legendary`), 0},
}

// storedNames are texts of shared files that keep an edition's word
// because they must never change, by file: what stored logs, board files
// and API clients read. (Board files are maps/, allowed anyway.)
var storedNames = map[string][]string{
	// The events' JSON names as stored logs have them
	// (engine TestPointCardsKeepTheirStoredJSON).
	"engine/events.go": {`json:"skulls,omitempty"`, `json:"skull_cards,omitempty"`},
	// A player's point cards in the API state, as README documents it.
	"views/api_shared.go": {`pj["skulls"]`},
	// A German word the French page scans look for, not a sentence.
	"i18n/i18ntest/words.go": {" schädel"},
}

// withoutStoredNames is src with the stored names of file rel blanked
// out; found tells which of them it held.
func withoutStoredNames(rel string, src []byte, found map[string]bool) []byte {
	for _, name := range storedNames[rel] {
		if strings.Contains(string(src), name) {
			found[rel+" "+name] = true
			src = []byte(strings.ReplaceAll(string(src), name, ""))
		}
	}
	return src
}

func TestSharedFilesSpeakNoEditionsWords(t *testing.T) {
	files := map[string][]string{} // edition -> files naming its words
	found := map[string]bool{}     // stored names met, "file name"
	walk(t, func(rel string, src []byte) {
		if isAllowed(rel) {
			return
		}
		src = withoutStoredNames(rel, src, found)
		for _, w := range editionWords {
			if w.words.Match(src) {
				files[w.edition] = append(files[w.edition], rel)
			}
		}
	})
	for _, w := range editionWords {
		got := files[w.edition]
		switch {
		case len(got) > w.max:
			t.Errorf("%d shared files speak %s's words (%s), at most %d may; name the thing, not the edition:\n  %s",
				len(got), w.edition, w.words, w.max, strings.Join(got, "\n  "))
		case len(got) < w.max:
			t.Logf("%s: %d files, fewer than %d: lower max in editionWords", w.edition, len(got), w.max)
		}
	}
	for rel, names := range storedNames {
		for _, name := range names {
			if !found[rel+" "+name] {
				t.Errorf("storedNames lists %q in %s, which is gone: remove the entry", name, rel)
			}
		}
	}
}

// TestEditionWordsCatch proves each edition's words are found in a
// comment as in code, and a neutral text passes.
func TestEditionWordsCatch(t *testing.T) {
	for _, w := range editionWords {
		if w.words.MatchString("// the cards are turned in by value") {
			t.Errorf("%s's words %s match a neutral comment", w.edition, w.words)
		}
	}
	for _, bad := range []string{"// Throne Gelt", `c.T("wh40k.leader_back")`, "p.Skulls", "// Game of Thrones", "// classic's map",
		`Broke("cards.skulls", "k", k)`, `en: "{points} {points:skull|skulls}"`, `de: "2 Schädel"`, `"Cartes à 1 crâne"`,
		`name={ "card_skulls_" + itoa(k) }`, `data-testid="skull-chart"`, "// the SCHÄDEL chart", `json:"skulls,omitempty"`, `/> 2 ☠☠</label>`} {
		found := false
		for _, w := range editionWords {
			found = found || w.words.MatchString(bad)
		}
		if !found {
			t.Errorf("%q is not caught", bad)
		}
	}
	found := map[string]bool{}
	stored := withoutStoredNames("engine/events.go", []byte("Points []int `json:\"skulls,omitempty\"`"), found)
	for _, w := range editionWords {
		if w.words.Match(stored) {
			t.Errorf("%s's words %s match a stored JSON name: %s", w.edition, w.words, stored)
		}
	}
}
