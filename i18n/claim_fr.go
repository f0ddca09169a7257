package i18n

// French for claim.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"claim.title":       "Choisir les territoires à tour de rôle",
		"claim.hint":        "À tour de rôle dans l’ordre des places, en commençant par le premier joueur\u00a0: touchez le territoire choisi\u00a0; il reçoit une unité. Une deuxième touche le rend.",
		"claim.start":       "Choisir à tour de rôle (vider le plateau)",
		"claim.turn":        "{player} choisit",
		"claim.all_taken":   "Tous les territoires sont pris. Renforcez maintenant\u00a0: + et − par territoire.",
		"claim.unclaimed":   "Encore sans propriétaire\u00a0: {territories}",
		"claim.more":        "Une unité de plus sur {territory}",
		"claim.less":        "Une unité de moins sur {territory}",
		"claim.give_back":   "Rendre {territory}",
		"claim.take":        "Choisir {territory}",
		"claim.none":        "— libre —",
		"legend.title":      "Signes",
		"legend.castle":     "château",
		"legend.port":       "port",
		"legend.colony":     "colonie",
		"legend.base":       "base d’un joueur",
		"legend.hero":       "héros d’un joueur",
		"legend.cannon":     "canon d’un joueur",
		"legend.unverified": "nom non confirmé\u00a0: comparez avec votre plateau",
	})
}
