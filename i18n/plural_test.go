package i18n

import "testing"

// "1 cards, 1 skulls" read wrong at the table: a plural choice follows
// its number, and a choice without its argument stays visible.
func TestPluralChoice(t *testing.T) {
	for _, c := range []struct{ n, want string }{
		{"1", "1 card, 1 skull"}, {"2", "2 cards, 2 skulls"}, {"0", "0 cards, 0 skulls"},
	} {
		if got := fill("en", "{n} {n:card|cards}, {n} {n:skull|skulls}", map[string]string{"n": c.n}); got != c.want {
			t.Errorf("n=%s: %q, want %q", c.n, got, c.want)
		}
	}
	if got := fill("en", "{m:a|b}", map[string]string{"n": "1"}); got != "{m:a|b}" {
		t.Errorf("a choice without its argument: %q", got)
	}
}

// French takes the singular for 0 and 1, and for 1,5 (CLDR: i = 0,1);
// German and English only for exactly 1 (issue 31: "0 carte", "1 carte",
// "2 cartes").
func TestPluralChoiceFollowsTheLanguage(t *testing.T) {
	const s = "{n} {n:one|other}"
	for _, c := range []struct{ lang, n, want string }{
		{"fr", "0", "one"}, {"fr", "1", "one"}, {"fr", "1,5", "one"}, {"fr", "2", "other"}, {"fr", "-1", "one"},
		{"fr", "12", "other"}, {"fr", "x", "other"},
		{"de", "0", "other"}, {"de", "1", "one"}, {"de", "1,5", "other"}, {"de", "−1", "one"}, {"de", "21", "other"},
		{"en", "0", "other"}, {"en", "1", "one"}, {"en", "1.0", "other"}, {"en", "101", "other"},
		{"", "1", "one"}, {"xx", "0", "other"}, // an unknown language reads as the default, German
	} {
		if got := fill(c.lang, s, map[string]string{"n": c.n}); got != c.n+" "+c.want {
			t.Errorf("%s, n=%s: %q, want %q", c.lang, c.n, got, c.n+" "+c.want)
		}
	}
}

// A language Herald does not know reads German, the default, as every
// language but English did before French came.
func TestUnknownLanguageReadsTheDefault(t *testing.T) {
	for _, lang := range []string{"", "xx", "de-AT"} {
		if got, want := T(lang, "ui.games", nil), T("de", "ui.games", nil); got != want {
			t.Errorf("T(%q, ui.games) = %q, want the German %q", lang, got, want)
		}
	}
}
