package i18n

import "testing"

// French elides "de" and "que" before a vowel, also before a name that
// fills the sentence: "le héros d’Uma", found on a French Halo page as
// "le héros défenseur de Uma", "Le camp de Anna", "11 unités de Abaskun".
func TestFrenchElidesBeforeAName(t *testing.T) {
	for _, c := range []struct{ tmpl, arg, want string }{
		{"le héros de {player}", "Uma", "le héros d’Uma"},
		{"De {player} vers Petra", "Abaskun", "D’Abaskun vers Petra"},
		{"plus fort que {player}", "Anna", "plus fort qu’Anna"},
		{"le camp de {player}", "Ben", "le camp de Ben"},
		{"le héros de {player}", "Harald", "le héros de Harald"}, // h: left to the word
		{"unités de {player}", "3", "unités de 3"},
		{"la mode {player}", "Anna", "la mode Anna"}, // not the word "de"
		{"de {player} à de {player}", "Éric", "d’Éric à d’Éric"},
	} {
		args := map[string]string{"player": c.arg}
		if got := substitute(elide(c.tmpl, args), args, name); got != c.want {
			t.Errorf("%q with %q: %q, want %q", c.tmpl, c.arg, got, c.want)
		}
	}
	// Through the catalogue, in French only.
	Add(map[string]Entry{"test.elision": {De: "der Held von {player}", En: "{player}'s hero"}})
	AddLanguage("fr", map[string]string{"test.elision": "le héros de {player}"})
	if got := N("fr", "test.elision", "player", "Uma"); got != "le héros d’Uma" {
		t.Errorf("French: %q", got)
	}
	if got := N("de", "test.elision", "player", "Uma"); got != "der Held von Uma" {
		t.Errorf("German: %q", got)
	}
}

// French names no territory's gender: "La Veuve conquis" spoke of a
// feminine name in the masculine (found playing a French table). The
// conquest's heading and result say "Conquête de …", elided before a
// vowel.
func TestFrenchConquestAgreesWithEveryName(t *testing.T) {
	for arg, want := range map[string]string{"La Veuve": "Conquête de La Veuve", "Accalmie": "Conquête d’Accalmie", "Harrenhal": "Conquête de Harrenhal"} {
		if got := N("fr", "result.conquered", "territory", arg); got != want {
			t.Errorf("%s: %q, want %q", arg, got, want)
		}
		if got := N("fr", "conquest.title", "territory", arg); got != want+"\u00a0!" {
			t.Errorf("%s: heading %q", arg, got)
		}
	}
	if got := N("fr", "summary.turning_last_rolls", "shown", "1"); got != "1 dernier affiché" {
		t.Errorf("one turning point shown: %q", got)
	}
}
