package i18n

// French for picture.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"picture.label":       "Le plateau en image\u00a0: touchez un territoire pour le choisir pour le tour",
		"picture.spot":        "{territory}\u00a0: {player}, {units} {units:unité|unités}",
		"picture.label_story": "Le plateau en image à la fin de la manche\u00a0: qui tenait chaque territoire, avec combien d’unités",
		"picture.spot_taken":  "{territory}\u00a0: {player}, {units} {units:unité|unités}, pris dans cette manche",
		"picture.label_claim": "Le plateau en image\u00a0: pendant la prise des territoires, touchez un territoire libre pour le choisir, puis un territoire choisi pour y placer une unité de plus",
		"picture.modes":       "Une touche sur l’image choisit pour",
		"picture.zoom_in":     "Agrandir l’image",
		"picture.zoom_out":    "Réduire l’image",
	})
}
