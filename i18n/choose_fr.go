package i18n

// French for choose.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"choose.place":         "Choisissez le territoire où placer.",
		"choose.attack_from":   "Choisissez le territoire d’où attaquer.",
		"choose.attack_to":     "Choisissez le territoire à attaquer.",
		"choose.maneuver_from": "Choisissez le territoire d’où partent les unités.",
		"choose.maneuver_to":   "Choisissez le territoire où vont les unités.",
		"choose.territory":     "Choisissez d’abord un territoire.",
		"choose.card":          "Choisissez d’abord une carte.",
		"choose.player":        "Choisissez d’abord un joueur.",
		"choose.something":     "Choisissez d’abord tout ce dont cette action a besoin.",
		"reinforce.place_all":  "Tout sur {territory} ({units})",
	})
}
