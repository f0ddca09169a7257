package i18n

// French for live.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"live.lost": "Connexion perdue – l’affichage n’est peut-être pas à jour",
	})
}
