package halowars

// The set-up page of Halo Wars speaks the Halo Wars rulebook's words, as
// the game page does (views' TestHaloWarsSpeaksItsOwnWords): the scan
// and its helpers are copied from views' halo_words_test.go and
// text_test.go.

import (
	"bytes"
	"context"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/a-h/templ"

	"herald/views"
)

// otherEditions are words of the other editions' rulebooks that a Halo
// Wars game must never show: Game of Thrones (Haus, Burg, Hafen,
// Seeverbindung, Satz, the houses), Halo Legendary (Teleporter,
// Kampagnenkarte), Warhammer 40,000 (Anführer, Throne Gelt), and the
// "Totenköpfe" Herald used beside "Schädel".
var otherEditions = regexp.MustCompile(`\b(Haus|Häuser|House|Houses|Stark|Lennister|Lannister|Baratheon|Tyrell|Martell|Burg|Burgen|castle|castles|Hafen|Häfen|port|ports|Seeverbindung|sea line|Teleporter|teleporters?|Satz|set|Anführer|leader|Throne Gelt|Thron-Gelt|Kampagnenkarte|campaign card|Totenk\w*|Heldenhaft)\b`)

// singularAsPlural is a number 1 with a plural noun: "1 cards", "1 Karten".
var singularAsPlural = regexp.MustCompile(`\b1 (cards|skulls|colonies|defenders|attackers|Karten|Kolonien|Schädeln)\b`)

// scan reports every other edition's word in text.
func scan(t *testing.T, where, text string) {
	t.Helper()
	for _, m := range singularAsPlural.FindAllString(text, -1) {
		t.Errorf("%s: %q", where, m)
	}
	// "set-up" (Aufbau) is every edition's word; "a set" of cards is not.
	text = strings.ReplaceAll(text, "set-up", "setup")
	for _, m := range otherEditions.FindAllStringIndex(text, -1) {
		t.Errorf("%s: %q in …%s…", where, text[m[0]:m[1]], strings.TrimSpace(text[max(0, m[0]-80):min(len(text), m[1]+80)]))
	}
}

func render(t *testing.T, c templ.Component) string {
	t.Helper()
	var buf bytes.Buffer
	if err := c.Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

var (
	tagRe    = regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<[^>]*>`)
	titleRe  = regexp.MustCompile(`\b(?:title|placeholder|aria-label)="([^"]*)"`)
	spacesRe = regexp.MustCompile(`\s+`)
)

// visibleText is what a reader sees of a page: its text and its tooltips,
// entities decoded, white space as single spaces. The editions' word scans
// read pages through it.
func visibleText(page string) string {
	var b strings.Builder
	for _, m := range titleRe.FindAllStringSubmatch(page, -1) {
		b.WriteString(m[1] + " \n")
	}
	b.WriteString(tagRe.ReplaceAllString(page, " "))
	return spacesRe.ReplaceAllString(html.UnescapeString(b.String()), " ")
}

// Issue 13, Halo Wars "Words": both set-up pages, in German and English.
func TestSetupSpeaksItsOwnWords(t *testing.T) {
	e, ok := views.SetupFor(ID)
	if !ok {
		t.Fatal("no set-up registered for halowars")
	}
	for _, lang := range []string{"de", "en"} {
		c := views.Ctx{Lang: lang}
		for _, mode := range []string{ModeBasic, ModeCommand} {
			f := Form{Mode: mode, Count: 3, Names: []string{"Flo", "Uma", "Cora", "", ""}, Grid: true,
				Houses: Rules.Houses(3), Bases: make([]string, 3), Heroes: make([]string, 3), StartCard: make([]bool, 3), Points: make([]int, 3),
				Achievements: BasicAchievements(3)}
			page := visibleText(render(t, views.SetupPage(c, e, &f, "")))
			scan(t, lang+" set-up page "+mode, page)
			// The grid's summary counts players in words ("Grundausbildung
			// · 3 · …" said a bare 3, found playing it in German).
			if want := map[string]string{"de": " · 3 Spieler · ", "en": " · 3 players · "}[lang]; !strings.Contains(page, want) {
				t.Errorf("%s set-up page %s: no %q", lang, mode, want)
			}
		}
	}
}
