package i18n

// French for newgame.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"newgame.choose_edition":   "Quelle édition jouez-vous\u00a0?",
		"newgame.board":            "Plateau",
		"newgame.board_shipped":    "{name} (fourni avec Herald)",
		"newgame.board_table":      "{name} (votre plateau, version {version})",
		"newgame.board_not_ready":  "{name} (votre plateau, version {version}, pas encore jouable)",
		"newgame.board_unknown":    "Il n’y a pas de plateau «\u00a0{board}\u00a0» (ou pas dans cette version).",
		"newgame.board_unplayable": "Le plateau «\u00a0{board}\u00a0» n’est pas encore jouable tel quel\u00a0; l’éditeur de plateau montre ce qui manque.",
		"newgame.board_edition":    "Le plateau «\u00a0{board}\u00a0» n’est pas un plateau de {edition}\u00a0; choisissez un plateau de cette édition.",
		"board.links_open":         "Toutes les liaisons de ce plateau ne sont pas connues. Là où Herald ne peut pas le dire, la table décide si une attaque ou une manœuvre est possible.",
	})
}
