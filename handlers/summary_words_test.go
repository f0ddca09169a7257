package handlers_test

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
)

// The summary speaks each edition's words (found reading a finished Halo
// game in French and German): the chart of what decides the game counts
// achievements (Halo Wars), missions (Warhammer 40,000) or campaign
// objectives (Halo Legendary), not "points", which only Game of Thrones
// counts; Halo Wars' bonuses are its sectors' ("SECTOR BONUS(ES)"); the
// turning points' measure names castles and ports only for Westeros.
func TestSummarySpeaksTheEditionsWords(t *testing.T) {
	heading := map[string]map[string]string{
		"got":       {"de": "Punkte Runde für Runde", "en": "Points round by round", "fr": "Points manche par manche"},
		"halowars":  {"de": "Errungenschaften Runde für Runde", "en": "Achievements round by round", "fr": "Exploits manche par manche"},
		"warhammer": {"de": "Missionen Runde für Runde", "en": "Missions round by round", "fr": "Missions manche par manche"},
		"legendary": {"de": "Kampagnenziele Runde für Runde", "en": "Campaign objectives round by round", "fr": "Objectifs Campaign manche par manche"},
	}
	castle := map[string]string{"de": "eine Burg", "en": "a castle", "fr": "un château"}
	sectors := map[string]string{"de": "Sektoren", "en": "Sectors", "fr": "Secteurs"}
	regions := map[string]string{"de": "Regionen", "en": "Regions", "fr": "Régions"}
	files, _ := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	read := map[string]bool{}
	for _, path := range files {
		ed := filepath.Base(filepath.Dir(path))
		if heading[ed] == nil || read[ed] {
			continue
		}
		g := enginetest.Load(t, path)
		if !g.Expect.Over {
			continue
		}
		s := newServer(t)
		id := s.storeGame(g, s.storeBoards(g), len(g.Events))
		for lang, want := range heading[ed] {
			page := s.page("/games/"+strconv.FormatInt(id, 10)+"/summary", lang)
			if !strings.Contains(page, `data-testid="summary-points"`) {
				continue // decided on the board alone (World Conquest, Slayer)
			}
			read[ed] = true
			if !strings.Contains(page, "<h2>"+want+"</h2>") {
				t.Errorf("%s, %s: the summary's chart of what decides the game is not headed %q", filepath.Base(path), lang, want)
			}
			if got := strings.Contains(page, castle[lang]); got != (ed == "got") {
				t.Errorf("%s, %s: the turning points' measure names %q: %v", filepath.Base(path), lang, castle[lang], got)
			}
			if ed == "halowars" && (strings.Contains(page, ">"+regions[lang]+"<") || !strings.Contains(page, ">"+sectors[lang]+"<")) {
				t.Errorf("%s, %s: the income chart says %q, not %q", filepath.Base(path), lang, regions[lang], sectors[lang])
			}
		}
	}
	for ed := range heading {
		if !read[ed] {
			t.Errorf("no finished recorded game of %s decided on points was read", ed)
		}
	}
}
