package got_test

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"herald/editions/got"
	"herald/engine"
	"herald/i18n"
	"herald/i18n/i18ntest"
	"herald/views"
)

// gotWords are Game of Thrones' own words in the three sentences the core
// used to word for it (issue 32, "The trade form shows Game of Thrones'
// set values" and "The set-up pages speak Game of Thrones"): the set
// values by knights, siege engines and fortifications ("Gefecht:
// Kartensätze"), the third house neutral with 2 players and the End Game
// card in the bottom half of the deck ("Gefecht: Spielaufbau" 4 and 6).
var gotWords = regexp.MustCompile(`(?i)knight|Ritter|chevalier|siege|Belagerung|siège|fortification|Befestigung|End Game|Spielende|Fin de partie|house|Haus|maison|Westeros`)

// movedKeys are the core keys whose Game of Thrones wording moved into the
// edition as key@got, each with a Game of Thrones word its own sentence
// keeps, per language.
var movedKeys = map[string]map[string]string{
	"cards.table":     {"de": "3 Ritter 4", "en": "3 knights 4", "fr": "3 chevaliers 4"},
	"ui.players_hint": {"de": "drittes Haus neutral", "en": "a third house is neutral", "fr": "une troisième maison est neutre"},
	"ui.deck_herald":  {"de": "Spielende-Karte", "en": "End Game card", "fr": "carte Fin de partie"},
}

// TestCoreSentencesNameNoGameOfThrones: each moved key's core sentence,
// in every language, is there and says none of Game of Thrones' words;
// the edition's own sentence (key@got) keeps them.
func TestCoreSentencesNameNoGameOfThrones(t *testing.T) {
	for key, own := range movedKeys {
		i18ntest.CoreSaysNone(t, key, gotWords)
		for _, lang := range i18n.Languages {
			if mine := i18n.Raw(lang, key+"@"+got.ID); !strings.Contains(mine, own[lang]) {
				t.Errorf("%s %s@got: %q, want it to say %q", lang, key, mine, own[lang])
			}
		}
	}
}

// TestGoTPagesKeepTheirWords: the Game of Thrones set-up page still says
// the third house and the End Game card, and its trade form the set
// values by symbol, in every language, now from the edition's words.
func TestGoTPagesKeepTheirWords(t *testing.T) {
	se, ok := views.SetupFor(got.ID)
	if !ok {
		t.Fatal("no Game of Thrones set-up")
	}
	st := gotState(t)
	st = applyAll(t, st, engine.CorrectHand{Player: 0, Cards: cardsWith(st.Board, engine.Knight, 3)})
	for _, lang := range i18n.Languages {
		var buf bytes.Buffer
		c := views.Ctx{Lang: lang}
		if err := se.Blank(views.SetupEnv{Lang: lang}).Part(c).Render(context.Background(), &buf); err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"ui.players_hint", "ui.deck_herald"} {
			if want := movedKeys[key][lang]; !strings.Contains(buf.String(), want) {
				t.Errorf("%s: the set-up page does not say %q (%s)", lang, want, key)
			}
		}
		if want := movedKeys["cards.table"][lang]; !strings.Contains(renderGoT(t, lang, st), want) {
			t.Errorf("%s: the trade form does not say %q", lang, want)
		}
	}
}
