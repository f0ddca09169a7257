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
	// heroes.*, bases.*, transfer.* with the skulls as key@<id> (issue 32).
	{"halowars/halo_legendary", regexp.MustCompile(`Skull|halo|Halo|legendary|Legendary`), 0},
}

func TestSharedFilesSpeakNoEditionsWords(t *testing.T) {
	files := map[string][]string{} // edition -> files naming its words
	walk(t, func(rel string, src []byte) {
		if isAllowed(rel) {
			return
		}
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
}

// TestEditionWordsCatch proves each edition's words are found in a
// comment as in code, and a neutral text passes.
func TestEditionWordsCatch(t *testing.T) {
	for _, w := range editionWords {
		if w.words.MatchString("// the cards are turned in by value") {
			t.Errorf("%s's words %s match a neutral comment", w.edition, w.words)
		}
	}
	for _, bad := range []string{"// Throne Gelt", `c.T("wh40k.leader_back")`, "p.Skulls", "// Game of Thrones", "// classic's map"} {
		found := false
		for _, w := range editionWords {
			found = found || w.words.MatchString(bad)
		}
		if !found {
			t.Errorf("%q is not caught", bad)
		}
	}
}
