package i18n

// Names a board takes from a source other than the rulebook (a board's
// German names: the German translations), marked where only one source or none
// gives them; and the editor's name fields per language.
func init() {
	add(map[string]entry{
		"names.unverified":      {de: "Name nicht bestätigt: am gedruckten Brett prüfen", en: "Name not confirmed: check it on your printed board"},
		"names.unverified_note": {de: "„?“ hinter einem Namen: nur eine Quelle oder keine nennt ihn, euer gedrucktes Brett kann anders heißen. Unter „Spielbretter“ könnt ihr eine Kopie des Bretts anlegen und jedes Gebiet so nennen, wie es bei euch gedruckt ist.", en: "“?” after a name: only one source or none gives it, your printed board may say otherwise. Under “Boards” you can copy the board and name every territory as it is printed on yours."},
		"names.field":           {de: "Name ({lang})", en: "Name ({lang})"},
		"names.too_long":        {de: "Der Name von {territory} ist zu lang (höchstens {max} Zeichen).", en: "The name of {territory} is too long (at most {max} characters)."},
		"lang.de":               {de: "Deutsch", en: "German"},
		"lang.en":               {de: "Englisch", en: "English"},
	})
}
