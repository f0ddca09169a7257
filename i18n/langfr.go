package i18n

// French's own name: the board editor names each further language's
// name field ("Name (Französisch)"), for every language Herald offers
// (issue 31). names.go holds German's and English's.
func init() {
	add(map[string]entry{
		"lang.fr": {de: "Französisch", en: "French"},
	})
	AddLanguage("fr", map[string]string{
		"lang.fr": "Français",
	})
}
