package i18n

// French for setupform.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"newhalo.players":     "Joueurs",
		"newhalo.seat":        "Place {seat}",
		"newhalo.next":        "Suite\u00a0: saisir la mise en place",
		"newhalo.territories": "Territoires",
		"newhalo.territory":   "Territoire",
		"newhalo.owner":       "Propriétaire",
		"newhalo.create":      "Commencer la partie",
		"setup.flood_first":   "À cinq, le Flood commence toujours\u00a0: il doit prendre la première place à la table.",
	})
}
