package i18n

import (
	"strings"
	"testing"
)

// French says 0 and 1 in the singular (CLDR): the rules', boards' and
// odds' sentences choose their nouns by that rule (issue 31, item 4).
func TestFrenchSentencesSayZeroAndOneInTheSingular(t *testing.T) {
	for _, c := range []struct {
		key  string
		args map[string]string
		want string
	}{
		{"history.place", map[string]string{"player": "Anne", "units": "0", "territory": "Winterfell"}, "Anne a placé 0 unité sur Winterfell."},
		{"history.place", map[string]string{"player": "Anne", "units": "1", "territory": "Winterfell"}, "Anne a placé 1 unité sur Winterfell."},
		{"history.place", map[string]string{"player": "Anne", "units": "2", "territory": "Winterfell"}, "Anne a placé 2 unités sur Winterfell."},
		{"boards.territory_count", map[string]string{"count": "0"}, "0 territoire"},
		{"boards.territory_count", map[string]string{"count": "1"}, "1 territoire"},
		{"boards.territory_count", map[string]string{"count": "2"}, "2 territoires"},
		{"history.correct_many", map[string]string{"count": "1"}, "Correction\u00a0: 1 changement sur le plateau (déplier)"},
		{"history.correct_many", map[string]string{"count": "3"}, "Correction\u00a0: 3 changements sur le plateau (déplier)"},
		{"oddspage.chain_defenders", map[string]string{"count": "1"}, "1 défenseur"},
		{"oddspage.chain_defenders", map[string]string{"count": "2"}, "2 défenseurs"},
		{"oddspage.percent", map[string]string{"p": "12,5"}, "12,5\u00a0%"},
		{"records.games_summary", map[string]string{"games": "2", "finished": "1", "open": "1"}, "2 parties\u00a0: 1 jouée jusqu’au bout, 1 non terminée"},
		{"records.games_summary", map[string]string{"games": "5", "finished": "3", "open": "2"}, "5 parties\u00a0: 3 jouées jusqu’au bout, 2 non terminées"},
		{"points.taken_count", map[string]string{"cards": "1"}, "et 1 prise"},
		{"points.unentered_count", map[string]string{"cards": "1"}, "(1 pas encore saisie)"},
		{"points.unentered_count", map[string]string{"cards": "2"}, "(2 pas encore saisies)"},
	} {
		if got := T("fr", c.key, c.args); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.key, c.args, got, c.want)
		}
	}
}

// French typography puts a no-break space before : ; ? ! % and » and
// after «; a plain space there lets a phone break the line before the
// colon. Every French sentence is held to it.
func TestFrenchPunctuationHasNoBreakSpaces(t *testing.T) {
	for _, k := range Translated("fr") {
		s := Raw("fr", k)
		for _, p := range []string{" :", " ;", " ?", " !", " %", " »", "« "} {
			if punctuatedWithSpace(s, p) {
				t.Errorf("%s: plain space in %q of %q; use U+00A0", k, p, s)
			}
		}
		if strings.ContainsAny(s, "„“") {
			t.Errorf("%s: German or English quotes in %q; French uses « »", k, s)
		}
	}
}

// punctuatedWithSpace reports whether s has p as punctuation: « followed
// by a space, or a space and a mark followed by a space or the end (the
// colon of a command line such as "-addr :{port}" is not punctuation).
func punctuatedWithSpace(s, p string) bool {
	if p == "« " {
		return strings.Contains(s, p)
	}
	for i := strings.Index(s, p); i >= 0; {
		rest := s[i+len(p):]
		if rest == "" || rest[0] == ' ' || strings.HasPrefix(rest, "\u00a0") {
			return true
		}
		j := strings.Index(rest, p)
		if j < 0 {
			return false
		}
		i += len(p) + j
	}
	return false
}

// A label and its value, clauses of one sentence and words quoted as
// typed at the table follow each language's typography: French sets a
// no-break space before the colon and semicolon and quotes « like this ».
func TestColonClausesAndQuotesByLanguage(t *testing.T) {
	for _, c := range []struct{ lang, colon, clauses, quoted string }{
		{"de", ": ", "a; b; c", "„Zitat“"},
		{"en", ": ", "a; b; c", "“Zitat”"},
		{"fr", "\u00a0: ", "a\u00a0; b\u00a0; c", "«\u00a0Zitat\u00a0»"},
	} {
		if got := Colon(c.lang); got != c.colon {
			t.Errorf("Colon(%s) = %q, want %q", c.lang, got, c.colon)
		}
		if got := Clauses(c.lang, []string{"a", "b", "c"}); got != c.clauses {
			t.Errorf("Clauses(%s) = %q, want %q", c.lang, got, c.clauses)
		}
		if got := N(c.lang, "list.quoted", "a", "Zitat"); got != c.quoted {
			t.Errorf("list.quoted in %s = %q, want %q", c.lang, got, c.quoted)
		}
	}
	if got := Clauses("fr", nil); got != "" {
		t.Errorf("Clauses of nothing = %q", got)
	}
}
