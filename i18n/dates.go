package i18n

import "time"

// dateTimeLayouts is how each language writes a day and its time, as a
// reader of it expects: 29.11.2026 14:02, 29 Nov 2026, 14:02, 29/11/2026
// 14:02. Go's month names are English, which only the English form uses.
var dateTimeLayouts = map[string]string{
	"de": "02.01.2006 15:04",
	"en": "2 Jan 2006, 15:04",
	"fr": "02/01/2006 15:04",
}

// DateTime is t, in the server's time zone (the table's), as lang writes
// a date and time; a language without a form of its own gets Default's.
func DateTime(lang string, t time.Time) string {
	layout, ok := dateTimeLayouts[lang]
	if !ok {
		layout = dateTimeLayouts[Default]
	}
	return t.Local().Format(layout)
}
