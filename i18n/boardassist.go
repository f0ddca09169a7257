package i18n

// The board editor's link proposals (issue 18): the refusals of the
// confirm form; the proposals' own sentences are the edition's.
func init() {
	add(map[string]entry{
		"boards.assist.not_proposed": {
			de: "{a} – {b} wird nicht mehr vorgeschlagen: Die Verbindungen haben sich inzwischen geändert.",
			en: "{a} – {b} is no longer proposed: the links have changed meanwhile.",
		},
		"boards.assist.not_offered": {
			de: "Diese Nachbarliste von {territory} steht nicht mehr zur Wahl: Die Verbindungen haben sich inzwischen geändert.",
			en: "This neighbour list of {territory} is no longer offered: the links have changed meanwhile.",
		},
		"boards.assist.bad_pair": {
			de: "„{pair}“ ist keine Verbindung zweier Gebiete dieses Bretts.",
			en: "“{pair}” is not a link between two territories of this board.",
		},
		// One tap for "its neighbours are all ticked" and save, where the
		// edition proposes links from complete lists.
		"boards.assist.save_complete": {de: "Vollständig, speichern", en: "Complete, save"},
		"boards.assist.none": {
			de: "Für dieses Brett gibt es keine Vorschläge.",
			en: "There are no proposals for this board.",
		},
	})
}
