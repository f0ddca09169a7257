package i18n

// French for transfer.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"setup.teammates_in_a_row": "{a} et {b} sont dans la même équipe et joueraient l’un juste après l’autre\u00a0: des équipiers ne jouent jamais à la suite, un adversaire est toujours assis entre eux.",
		"attack.teammate":          "{territory} appartient à {player}, un équipier\u00a0: des équipiers ne s’attaquent pas entre eux.",
		"transfer.once":            "On ne peut prendre le commandement que d’un seul territoire par tour, et c’est déjà fait ce tour-ci.",
		"transfer.after_maneuver":  "Le commandement se prend juste après avoir placé les renforts, avant la première attaque\u00a0: après la manœuvre, c’est trop tard.",
		"transfer.not_teammate":    "{territory} n’appartient pas à un équipier\u00a0: on ne peut prendre le commandement que d’un territoire d’un équipier qui est d’accord.",
		"transfer.one_unit":        "{territory} a {units} {units:unité|unités}\u00a0: seul un territoire avec exactement une unité peut être repris.",
		"transfer.hero_there":      "Le héros de {player} est sur {territory}\u00a0: un territoire avec le héros de l’équipier ne peut pas être repris.",
		"transfer.from_where":      "Indiquez de quel territoire à vous vient l’unité qui remplace celle de l’allié.",
		"transfer.from_units":      "Aucune unité ne peut venir de {territory}\u00a0: il doit être à vous et garder ensuite 1 unité.",
		"transfer.after_attacks":   "Le commandement se prend juste après avoir placé les renforts, avant la première attaque\u00a0: une fois les attaques commencées (ou finies), c’est trop tard pour ce tour.",
		"transfer.no_from":         "Dans cette édition, l’unité de l’équipier reste\u00a0: aucune unité à vous ne vient s’ajouter.",
		"transfer.title":           "Transfert de commandement",
		"transfer.hint":            "Une fois par tour, juste après avoir placé les renforts et avant la première attaque\u00a0: un territoire de votre équipier avec exactement une unité, s’il est d’accord. Son unité est remplacée par l’une des vôtres.",
		"transfer.which":           "Quel territoire\u00a0?",
		"transfer.submit":          "Prendre le commandement",
		"transfer.from_field":      "Votre unité vient de",
		"history.transfer":         "{player} a pris à {from} le commandement de {territory}.",
	})
}
