package legendary

import "herald/i18n"

// The French of i18n_setup.go, key for key, in the French summary's
// words: modes One-on-One, Objective, Slayer and Team Objective; the
// boards Hammer, Anvil, Ring and Forge; télé-porteurs mobiles; Covenant
// (the German "Allianz").
func init() {
	i18n.AddLanguage("fr", map[string]string{
		"edition.halo_legendary":              "RISK Halo Legendary",
		"newlegendary.no_boards":              "Il n’y a pas encore de plateau pour Halo Legendary. Les plateaux de l’édition (Hammer, Anvil, Inland Canyon, Pulse Grid 01) ne sont pas publics : saisissez le vôtre une fois dans l’éditeur de plateaux (édition « RISK Halo Legendary »), puis revenez ici.",
		"newlegendary.to_boards":              "Éditeur de plateaux",
		"newlegendary.mode":                   "Mode",
		"newlegendary.slayer_teams":           "Slayer en équipes (4–5 joueurs : UNSC contre Covenant, à cinq avec le Flood)",
		"newlegendary.players":                "Joueurs et armées",
		"newlegendary.order_hint":             "Dans l’ordre du tour : la place 1 commence. Les places vides sont ignorées. « Herald choisit » donne les armées que le mode demande : en One-on-One, UNSC contre Covenant (Herald ajoute le Flood neutre) ; en équipes, UNSC et Covenant en alternance, jamais deux alliés à la suite, à cinq le Flood à la place 1.",
		"newlegendary.seat":                   "Place {seat}",
		"newlegendary.army":                   "Armée",
		"newlegendary.army_auto":              "Herald choisit",
		"newlegendary.field_one":              "Champ de bataille à 2 joueurs : Hammer ou Anvil",
		"newlegendary.field_two":              "Champ de bataille à 3–5 joueurs : Ring ou Forge",
		"newlegendary.field_two_hint":         "Deux plateaux reliés par des télé-porteurs mobiles : Ring, fait d’Inland Canyon et de Pulse Grid 01, Forge, fait de Hammer et d’Anvil.",
		"newlegendary.one_board_only":         "Ring ou Forge demande deux plateaux saisis.",
		"newlegendary.half_a":                 "Première moitié",
		"newlegendary.half_b":                 "Seconde moitié",
		"newlegendary.choose_board":           "– choisir un plateau –",
		"newlegendary.teleporters":            "Télé-porteurs mobiles",
		"newlegendary.teleporters_hint":       "« Seul le dernier joueur » demande au moins 3 joueurs, « 1 paire par équipe » le jeu en équipes (en 2-2-1, le joueur Flood place les deux télé-porteurs de sa paire).",
		"newlegendary.next":                   "Suite : saisir la mise en place",
		"newlegendary.count":                  "{count} {count:joueur|joueurs}",
		"newlegendary.grid_hint":              "Herald a rempli une proposition selon la règle : territoires revendiqués au hasard autour de la table, les autres unités réparties également. Réglez tout tel que c’est sur votre plateau.",
		"newlegendary.pairs_hint":             "Les télé-porteurs mobiles se placent en premier : chaque paire sur 2 territoires non connectés, jamais 2 sur le même territoire ; sur Ring et Forge, un télé-porteur sur chaque moitié. Laissez vide une paire que personne ne place.",
		"newlegendary.pair_player":            "Paire de {who}",
		"newlegendary.pair_last":              "Paire de {who} (dernier dans l’ordre du tour)",
		"newlegendary.pair_team":              "Paire de l’équipe {who}",
		"newlegendary.pair_alone":             "Paire de {who} (place les deux télé-porteurs)",
		"newlegendary.pair_on":                "Télé-porteur sur {half}",
		"newlegendary.pair_end":               "Télé-porteur {n}",
		"newlegendary.no_pair":                "– aucun –",
		"newlegendary.bases_heroes":           "Bases et héros",
		"newlegendary.heroes":                 "Héros (Slayer : sans bases)",
		"newlegendary.base":                   "Base sur",
		"newlegendary.hero":                   "Héros sur",
		"newlegendary.battlefield_unknown":    "« {field} » n’est aucun des champs de bataille de la règle : à 2, Hammer ou Anvil ; de 3 à 5, Ring (Inland Canyon + Pulse Grid 01) ou Forge (Anvil + Hammer). Si vos plateaux portent seulement un autre nom, jouez simplement.",
		"newlegendary.start_cards_private":    "Commence avec {cards} {cards:carte Faction|cartes Faction}, face cachée : le joueur saisit ses crânes sur sa propre page de cartes une fois la partie lancée.",
		"newlegendary.territories":            "Territoires et unités",
		"newlegendary.territories_hint":       "Chaque territoire doit avoir au moins une unité. Les lignes en dessous comptent ce que vous saisissez face aux nombres de la règle.",
		"newlegendary.territories_hint_flood": "Chaque territoire doit avoir au moins une unité, un territoire du Flood neutre au moins 2. Les lignes en dessous comptent ce que vous saisissez face aux nombres de la règle.",
		"newlegendary.in_teams":               "en équipes",
		"newlegendary.total_units":            "unités",
		"newlegendary.total_territories":      "territoires",
		"newlegendary.create":                 "Lancer la partie",
		"newlegendary.back":                   "Retour au mode et aux joueurs",
		"newlegendary.neutral_flood":          "Flood neutre",
		"newlegendary.no_board":               "Choisissez le plateau sur lequel vous jouez (Hammer ou Anvil).",
		"newlegendary.no_halves":              "De 3 à 5 joueurs, on joue sur deux plateaux reliés : choisissez les deux moitiés.",
		"newlegendary.same_halves":            "Les deux moitiés doivent être des plateaux différents (Ring : Inland Canyon et Pulse Grid 01 ; Forge : Hammer et Anvil).",
		"newlegendary.halves_clash":           "« {a} » et « {b} » ne peuvent pas être réunis : les deux plateaux ont un territoire ou une région avec le même identifiant.",
		"newlegendary.pair_incomplete":        "Il manque un territoire à la paire {n} de télé-porteurs mobiles : choisissez les deux ou aucun.",
	})
}
