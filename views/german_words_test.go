package views

import (
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// buttonsAndLabels are the texts a player taps or reads beside a field.
var buttonsAndLabels = regexp.MustCompile(`(?s)<(button|label|legend|summary)\b[^>]*>(.*?)</(?:button|label|legend|summary)>`)

var tags = regexp.MustCompile(`(?s)<select.*?</select>|<[^>]*>`)

// englishUIWords are English words of Herald's own controls; a German page
// naming a button or field with one of them was not translated.
var englishUIWords = regexp.MustCompile(`\b(Attack|Attacker|Defender|Move|Moves|End|Undo|Redo|Cards|Card|Roll|Dice|Place|Trade|Save|Units|Turn|Round|Confirm|Cancel|Back|Next|Draw|Conquer|Maneuver|Reinforce)\b`)

// Every button, label, legend and summary of the German game page and board
// page, at every step of every recorded game of every edition, is in
// German: none holds a word of englishUIWords.
func TestGermanPagesNameButtonsInGerman(t *testing.T) {
	files := wordScanGames(t)
	found := map[string]string{} // English text → where
	pages := 0
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		g := enginetest.Load(t, path)
		_, err := engine.ReplayEach(enginetest.Board(t, gamesDir, g), enginetest.Events(t, g), func(_ *engine.State, _ engine.Event, after *engine.State) {
			v := GameView{ID: 1, Name: "Golden", Seq: after.Seq, State: after}
			if from := attackChoice(after); from != "" {
				v.AttackFrom = from
			}
			for _, html := range []string{goldenRender(t, Game(Ctx{Lang: "de"}, v)), goldenRender(t, BoardEntryPage(Ctx{Lang: "de"}, v, ""))} {
				pages++
				for _, m := range buttonsAndLabels.FindAllStringSubmatch(html, -1) {
					text := strings.TrimSpace(tags.ReplaceAllString(m[2], " "))
					if englishUIWords.MatchString(text) {
						found[m[1]+": "+text] = filepath.Base(path)
					}
				}
			}
		})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	if pages < 1000 {
		t.Fatalf("only %d pages rendered", pages)
	}
	var list []string
	for k, where := range found {
		list = append(list, k+" ("+where+")")
	}
	sort.Strings(list)
	for _, s := range list {
		t.Errorf("English on a German page: %s", s)
	}
}
