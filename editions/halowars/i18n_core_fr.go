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

		// Shared refusals in this edition's words (the core's say "this edition").
		"correct.no_taken@halowars":      "Dans Halo Wars, les cartes des joueurs éliminés vont dans la main\u00a0: indiquez chaque carte par ses crânes.",
		"transfer.no_from@halowars":      "Dans Halo Wars, l’unité de l’équipier reste\u00a0: aucune unité à vous ne vient s’ajouter.",
		"setup.points_deck@halowars":     "Halo Wars se joue avec la vraie pile de cartes de la table\u00a0: Herald ne retient que les crânes des cartes.",
		"trade.points_only@halowars":     "Dans Halo Wars, seuls les crânes comptent à l’échange\u00a0: indiquez les crânes des cartes, pas leurs territoires.",
		"draw.not_this_edition@halowars": "Cela ne correspond pas à cette édition\u00a0: dans Halo Wars, on indique seulement les crânes de chaque carte tirée et on remet les héros tombés, dans les autres éditions on nomme la carte tirée.",
		"points.cards@halowars":          "{cards} {cards:carte|cartes}, {points} {points:crâne|crânes}",
		"points.draw_one@halowars":       "1 ☠",
		"points.draw_two@halowars":       "2 ☠☠",
		"points.trade_hint@halowars":     "{player} a {ones} {ones:carte|cartes} à un crâne et {twos} à deux crânes. Échangez 2 à 10 crânes, une fois par tour\u00a0:",
		"points.trade_ones@halowars":     "Cartes à 1 crâne",
		"points.trade_twos@halowars":     "Cartes à 2 crânes",
		"points.points@halowars":         "Crânes",
		"points.card@halowars":           "Carte {n}\u00a0: combien de crânes\u00a0?",
		"points.card_one@halowars":       "La carte piochée\u00a0: combien de crânes\u00a0?",

		// The shared point-card refusals, history and hand correction in skulls.
		"cards.points_bad@halowars":           "Une carte montre 1 ou 2 crânes, pas {points}.",
		"trade.points_not_in_hand@halowars":   "Le joueur dont c’est le tour n’a pas (d’autre) carte à {points} {points:crâne|crânes} en main.",
		"trade.points_total@halowars":         "{points} {points:crâne ne peut pas être échangé|crânes ne peuvent pas être échangés}\u00a0: 2 à 10 crânes à la fois sont permis.",
		"draw.point_cards@halowars":           "Indiquez les crânes de chaque carte tirée, exactement {count} {count:carte|cartes}.",
		"reinforce.trade_points@halowars":     "{points} {points:crâne échangé|crânes échangés}",
		"history.trade_points@halowars":       "{player} a échangé des cartes à {points} {points:crâne|crânes} contre {value} {value:unité|unités}.",
		"history.end_turn_points@halowars":    "{player} a fini le tour et a tiré {cards} {cards:carte|cartes} avec en tout {points} {points:crâne|crânes}.",
		"correct.counted_cards@halowars":      "Seul un fichier de partie compte des cartes aux crânes inconnus, et seulement dans une édition à cartes à crânes\u00a0: au moins 0 par pile.",
		"board.hand_ones@halowars":            "Cartes à 1 crâne",
		"board.hand_twos@halowars":            "Cartes à 2 crânes",
		"boards.merge.board_changed@halowars": "nom du plateau, tableau des crânes ou «\u00a0pas toutes les liaisons\u00a0» modifié",
	})
}
