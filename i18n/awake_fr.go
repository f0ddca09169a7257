package i18n

func init() {
	AddLanguage("fr", map[string]string{
		"awake.toggle": "L’écran reste allumé",
	})
}
