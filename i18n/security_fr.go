package i18n

// French for security.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"error.cross_origin":       "Refusé\u00a0: ce formulaire a été envoyé depuis un autre site. Rien n’a été modifié.",
		"error.json_only":          "Refusé\u00a0: l’API n’accepte que du JSON (Content-Type: application/json).",
		"error.misdirected":        "Refusé\u00a0: Herald ne répond qu’à ses propres noms (localhost, nom et adresses de cet ordinateur), pas à «\u00a0{host}\u00a0». Rien n’a été modifié. Pour ajouter un nom, lancez Herald avec -host NOM.",
		"error.too_large":          "Refusé\u00a0: la requête est trop grosse. Rien n’a été modifié.",
		"setup.name_too_long":      "Le nom du joueur {seat} est trop long ({max} caractères au plus).",
		"setup.game_name_too_long": "Le nom de la partie est trop long ({max} caractères au plus).",
	})
}
