package halowars

import "herald/i18n"

// The French of i18n_core.go, key for key. No French Halo Wars rulebook
// is at hand: faction names stay as printed, the rest follows Herald's
// French glossary (récompense, manœuvre, renforts).
func init() {
	i18n.AddLanguage("fr", map[string]string{
		// Armies and factions.
		"faction.unsc":     "UNSC",
		"faction.covenant": "Covenant",
		"faction.flood":    "Flood",

		// Rewards (Command Room only): the name, and the rulebook's rule.
		"reward.guaranteed_card":        "Carte garantie",
		"reward.starting_maneuver":      "Manœuvre de départ",
		"reward.extra_maneuver":         "Manœuvre supplémentaire",
		"reward.plus_two_units":         "+2 unités par tour",
		"reward_text.guaranteed_card":   "À la fin de chaque tour, piochez une carte garantie, à partir du tour où vous avez gagné la récompense. Jamais plus d’une carte par tour pour autant. (À cinq, le Flood pioche aussi 2 cartes avec cette récompense.)",
		"reward_text.starting_maneuver": "Après avoir placé vos renforts au début du tour, vous pouvez faire une manœuvre de départ (voir « Manœuvre »).",
		"reward_text.extra_maneuver":    "À la fin de chaque tour, faites une manœuvre supplémentaire, à partir du tour où vous avez gagné la récompense.",
		"reward_text.plus_two_units":    "Recevez deux unités de plus à chaque tour en plaçant vos renforts.",

		// The set-up page.
		"newhalo.title": "Nouvelle partie : Halo Wars",

		// Shared refusals in this edition's words (the core's say "this edition").
		"correct.no_taken@halowars":      "Dans Halo Wars, les cartes des joueurs éliminés vont dans la main\u00a0: indiquez chaque carte par ses crânes.",
		"transfer.no_from@halowars":      "Dans Halo Wars, l’unité de l’équipier reste\u00a0: aucune unité à vous ne vient s’ajouter.",
		"setup.points_deck@halowars":     "Halo Wars se joue avec la vraie pile de cartes de la table\u00a0: Herald ne retient que les crânes des cartes.",
		"trade.skulls_only@halowars":     "Dans Halo Wars, seuls les crânes comptent à l’échange\u00a0: indiquez les crânes des cartes, pas leurs territoires.",
		"draw.not_this_edition@halowars": "Cela ne correspond pas à cette édition\u00a0: dans Halo Wars, on indique seulement les crânes de chaque carte tirée et on remet les héros tombés, dans les autres éditions on nomme la carte tirée.",
		"points.cards@halowars":          "{cards} {cards:carte|cartes}, {points} {points:crâne|crânes}",
		"points.trade_hint@halowars":     "{player} a {ones} {ones:carte|cartes} à un crâne et {twos} à deux crânes. Échangez 2 à 10 crânes, une fois par tour\u00a0:",
		"points.trade_ones@halowars":     "Cartes à 1 crâne",
		"points.trade_twos@halowars":     "Cartes à 2 crânes",
		"points.points@halowars":         "Crânes",
		"points.card@halowars":           "Carte {n}\u00a0: combien de crânes\u00a0?",
	})
}
