package i18n

// French for boardassist.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"boards.assist.not_proposed":  "{a} – {b} n’est plus proposé\u00a0: les liaisons ont changé entre-temps.",
		"boards.assist.not_offered":   "Cette liste de voisins de {territory} n’est plus proposée\u00a0: les liaisons ont changé entre-temps.",
		"boards.assist.bad_pair":      "«\u00a0{pair}\u00a0» n’est pas une liaison entre deux territoires de ce plateau.",
		"boards.assist.save_complete": "Complet, enregistrer",
		"boards.assist.none":          "Aucune proposition pour ce plateau.",
	})
}
