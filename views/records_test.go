package views

import (
	"strings"
	"testing"

	"herald/engine"
	"herald/records"
	"herald/stats"
)

// The records page says every number with its unit in the reader's
// language, German plurals from the catalogue, and shows the biggest
// comeback, when there is one, as a sentence.
func TestRecordsPageWordsAndComebackSlot(t *testing.T) {
	lucky := stats.Player{Name: "Anna", Attack: stats.Side{Battles: 1, Lost: 0, Expected: 1}}
	unlucky := stats.Player{Name: "Ben", Attack: stats.Side{Battles: 3, Lost: 5, Expected: 2.5}}
	v := RecordsView{Records: records.Records{
		Games: 3, Finished: 2,
		Players: []records.Player{{Tally: records.Tally{Key: "anna", Name: "Anna", Played: 1, Won: 1}}, {Tally: records.Tally{Key: "ben", Name: "Ben", Played: 3, Won: 2}}},
		Editions: []records.Edition{{ID: "got", Games: 3, Finished: 2, Rounds: 7.25, Minutes: 83.6,
			Players: []records.Tally{{Key: "anna", Name: "Anna", Played: 1, Won: 1}},
			Houses:  []records.Tally{{Key: "stark", Name: "stark", Played: 2, Won: 1}}}},
		Lucky: &lucky, Unlucky: &unlucky,
	}}
	de := visibleText(render(t, RecordsPage(Ctx{Lang: "de"}, v)))
	for _, want := range []string{"1 Spiel", "1 Sieg", "3 Spiele", "2 Siege", "Stark", "Im Schnitt 7,2 Runden und 84 Minuten",
		"+1,0 Einheiten gegenüber dem Erwartungswert, in 1 Kampf", "−2,5 Einheiten gegenüber dem Erwartungswert, in 3 Kämpfen",
		"3 Spiele: 2 zu Ende gespielt, 1 nicht beendet"} {
		if !strings.Contains(de, want) {
			t.Errorf("de: no %q in\n%s", want, de)
		}
	}
	en := visibleText(render(t, RecordsPage(Ctx{Lang: "en"}, v)))
	for _, want := range []string{"1 game", "1 win", "3 games", "2 wins", "On average 7.2 rounds and 84 minutes", "in 3 battles"} {
		if !strings.Contains(en, want) {
			t.Errorf("en: no %q in\n%s", want, en)
		}
	}
	if strings.Contains(de, "Comeback") || strings.Contains(en, "comeback") {
		t.Errorf("a comeback shown before it is known")
	}
	v.Comeback = &records.Comeback{Name: "Ben", GameID: 7, GameName: "Freitag", Chance: 0.043, Round: 3,
		From: engine.Names{"en": "Blackwater", "de": "Schwarzwasser"}, To: engine.Names{"en": "Harrenhal"}}
	page := render(t, RecordsPage(Ctx{Lang: "de"}, v))
	if !strings.Contains(visibleText(page), "Ben nahm Harrenhal (Angriff aus Schwarzwasser), als die Chance nur 4,3\u00a0% betrug – „Freitag“, Runde 3") || !strings.Contains(page, `href="/games/7"`) {
		t.Errorf("the comeback once known:\n%s", visibleText(page))
	}
	if en := visibleText(render(t, RecordsPage(Ctx{Lang: "en"}, v))); !strings.Contains(en, "Ben took Harrenhal (attacking from Blackwater) when the chance was only 4.3% – “Freitag”, round 3") {
		t.Errorf("en comeback:\n%s", en)
	}
	if n := strings.Count(page, "<h1"); n != 1 {
		t.Errorf("%d h1, want one", n)
	}
}

// A person's figures in words: the win rate in whole percent, the
// streak with the longest, the favourite house by its name and the
// head-to-head, in German and French.
func TestRecordsPersonInWords(t *testing.T) {
	v := RecordsView{Records: records.Records{Games: 5, Finished: 5, Players: []records.Player{{
		Tally: records.Tally{Key: "anna", Name: "Anna", Played: 5, Won: 4}, Streak: 3, Longest: 3, House: "stark", Edition: "got",
		Versus: []records.Versus{{Key: "ben", Name: "Ben", Games: 4, Won: 2, Lost: 1}},
	}}}}
	for lang, wants := range map[string][]string{
		"de": {"Siegquote", "80\u00a0%", "3, längste 3", "Am liebsten gespielt: Stark", "Direkter Vergleich", "4 Spiele"},
		"fr": {"Taux de victoire", "3, la plus longue 3", "Face-à-face", "4 parties"},
	} {
		text := visibleText(render(t, RecordsPage(Ctx{Lang: lang}, v)))
		for _, want := range wants {
			if !strings.Contains(text, want) {
				t.Errorf("%s: no %q in\n%s", lang, want, text)
			}
		}
	}
}
