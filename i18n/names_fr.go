package i18n

// French for names.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"names.unverified":      "Nom non confirmé\u00a0: vérifiez sur votre plateau imprimé",
		"names.unverified_note": "«\u00a0?\u00a0» après un nom\u00a0: une seule source ou aucune le donne, votre plateau imprimé peut dire autre chose. Sous «\u00a0Plateaux\u00a0», vous pouvez copier le plateau et nommer chaque territoire comme il est imprimé sur le vôtre.",
		"names.field":           "Nom ({lang})",
		"names.too_long":        "Le nom de {territory} est trop long ({max} caractères au plus).",
		"lang.de":               "Allemand",
		"lang.en":               "Anglais",
	})
}
