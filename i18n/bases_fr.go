package i18n

// French for bases.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"setup.units_at_least_one":     "{territory} doit avoir au moins 1 unité au départ.",
		"setup.units_missing":          "Il manque le nombre d’unités sur {territory}\u00a0: au départ, chaque territoire a au moins une unité.",
		"setup.base_missing":           "{player} doit avoir une base sur l’un de ses territoires.",
		"setup.base_not_own":           "La base de {player} va sur l’un de ses propres territoires, et {territory} appartient à quelqu’un d’autre.",
		"setup.base_twice":             "{territory} a déjà une base\u00a0: chaque base a besoin de son propre territoire.",
		"bases.held":                   "bases tenues",
		"bases.lost":                   "une base du camp est aux mains de l’ennemi",
		"bases.at":                     "Base à {territory}",
		"bases.held_by":                "(tenue par {player})",
		"board.mark_colony":            "Colonie",
		"board.mark_base":              "Base de {player}",
		"board.mark_hero":              "Héros de {player}",
		"board.mark_cannon":            "Canon de {player}",
		"reinforce.bases":              "Bases sous votre contrôle (1 chacune)",
		"reinforce.bonus_unverified":   "Bonus absent de la règle\u00a0: vérifiez-le sur votre plateau, puis confirmez-le ou corrigez-le dans l’éditeur de plateau",
		"board.bonus_unverified_short": "bonus non confirmé\u00a0: vérifiez sur votre plateau",
	})
}
