package i18n

// French for a11y.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"a11y.owner_of":     "Propriétaire de {territory}",
		"a11y.units_on":     "Unités sur {territory}",
		"a11y.seat_name":    "Nom, place {seat}",
		"a11y.seat_house":   "Maison, place {seat}",
		"a11y.seat_colour":  "Couleur, place {seat}",
		"a11y.colony_on":    "Colonie sur {territory}",
		"a11y.languages":    "Langue",
		"a11y.page_nav":     "Navigation de la page",
		"a11y.history_list": "Historique",
	})
}
