package i18n

// French for objectives.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"maneuver.no_start_reward": "Seul un joueur qui a la récompense «\u00a0Manœuvre de départ\u00a0» fait une manœuvre de départ.",
		"maneuver.start_over":      "La manœuvre de départ a lieu une fois par tour, juste après avoir placé les renforts et avant la première attaque\u00a0: c’est trop tard maintenant.",
		"maneuver.limit":           "Avec la récompense «\u00a0Manœuvre supplémentaire\u00a0», il y a {count} {count:manœuvre|manœuvres} par tour, et {count:elle a déjà été faite|elles ont déjà été faites}.",
		"heroes.start_maneuver":    "Manœuvre de départ (récompense)",
		"heroes.maneuvers_left":    "Encore {count} {count:manœuvre|manœuvres} ce tour (récompense).",
		"maneuver.hint_team":       "Une fois par tour, seulement à travers vos territoires (en équipe aussi ceux de votre allié, en finissant sur l’un des vôtres\u00a0; les téléporteurs relient). Une unité reste en arrière.",
		"claim.after_maneuver":     "Un exploit se prend après les attaques et avant la manœuvre\u00a0: après la manœuvre, c’est trop tard pour ce tour.",
		"tier.heroic":              "Heroic",
		"end.achievements":         "Victoire\u00a0: les exploits accomplis et les bases tenues.",
		"history.won_achievements": "Le camp de {player} a fini le tour avec assez d’exploits et ses bases tenues\u00a0: il a gagné la partie.",
		"history.won_campaign":     "{player} a rempli les objectifs Campaign nécessaires, tient la base et gagne.",
		"history.won_missions":     "{player} a fini son tour avec assez de missions remplies et a gagné la partie.",
	})
}
