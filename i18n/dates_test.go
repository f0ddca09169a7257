package i18n

import (
	"testing"
	"time"
)

// Each language writes a date and time its own way; a language Herald
// does not know gets the default's, and every language Herald holds
// sentences in has a form.
func TestDateTime(t *testing.T) {
	at := time.Date(2026, 11, 29, 14, 2, 0, 0, time.Local)
	early := time.Date(2026, 3, 5, 9, 7, 0, 0, time.Local)
	for _, c := range []struct{ lang, want, early string }{
		{"de", "29.11.2026 14:02", "05.03.2026 09:07"},
		{"en", "29 Nov 2026, 14:02", "5 Mar 2026, 09:07"},
		{"fr", "29/11/2026 14:02", "05/03/2026 09:07"},
		{"xx", "29.11.2026 14:02", "05.03.2026 09:07"},
	} {
		if got := DateTime(c.lang, at); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
		if got := DateTime(c.lang, early); got != c.early {
			t.Errorf("%s: %q, want %q", c.lang, got, c.early)
		}
	}
	for _, lang := range allLanguages {
		if _, ok := dateTimeLayouts[lang]; !ok {
			t.Errorf("%s has no date form", lang)
		}
	}
	// The server's zone: an instant given in another is shown as there.
	utc := time.Date(2026, 11, 29, 14, 2, 0, 0, time.UTC)
	if got, want := DateTime("de", utc), utc.Local().Format("02.01.2006 15:04"); got != want {
		t.Errorf("an instant in UTC: %q, want the local %q", got, want)
	}
}
