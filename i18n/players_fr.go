package i18n

// French for players.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"player.neutral": "armée neutre",
	})
}
