package i18n

// French for valuecards.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"setup.start_cards":         "Selon la règle, {player} commence avec {want} {want:carte|cartes}\u00a0: en Entraînement de base à 3 joueurs, le troisième joueur en reçoit une, à 4 le troisième et le quatrième, à 5 le quatrième et le cinquième\u00a0; tous les autres commencent sans.",
		"setup.halo_deck":           "Cette édition se joue avec la vraie pile de cartes de la table\u00a0: Herald ne retient que les crânes des cartes.",
		"cards.skulls":              "Une carte montre 1 ou 2 crânes, pas {skulls}.",
		"trade.skulls_only":         "Dans cette édition, seuls les crânes comptent à l’échange\u00a0: indiquez les crânes des cartes, pas leurs territoires.",
		"trade.once":                "Les cartes ne s’échangent qu’une fois par tour, et c’est déjà fait ce tour-ci.",
		"trade.skulls_not_in_hand":  "Le joueur dont c’est le tour n’a pas (d’autre) carte à {skulls} {skulls:crâne|crânes} en main.",
		"trade.skull_total":         "{skulls} {skulls:crâne ne peut pas être échangé|crânes ne peuvent pas être échangés}\u00a0: 2 à 10 crânes à la fois sont permis.",
		"draw.not_this_edition":     "Cela ne correspond pas à cette édition\u00a0: dans une édition à cartes à crânes, on indique seulement les crânes de chaque carte tirée et on remet les héros tombés, dans les autres éditions on nomme la carte tirée.",
		"draw.skull_cards":          "Indiquez les crânes de chaque carte tirée, exactement {count} {count:carte|cartes}.",
		"faction.unentered":         "{player} a encore {cards} {cards:carte Faction dont les crânes ne sont pas saisis|cartes Faction dont les crânes ne sont pas saisis}\u00a0: saisissez-les d’abord sur la page de cartes du joueur (leur contenu y reste secret).",
		"cards.gelt":                "Une carte Territoire vaut 100 ou 200, pas {gelt}.",
		"trade.gelt_only":           "Dans cette édition, les cartes Territoire s’échangent selon leur valeur\u00a0: indiquez seulement leurs valeurs.",
		"draw.gelt_cards":           "Indiquez la valeur de chaque carte tirée, exactement {count} {count:carte|cartes}.",
		"halo.cards":                "{cards} {cards:carte|cartes}, {skulls} {skulls:crâne|crânes}",
		"halo.trade_hint":           "{player} a {ones} {ones:carte|cartes} à un crâne et {twos} à deux crânes. Échangez 2 à 10 crânes, une fois par tour\u00a0:",
		"halo.trade_ones":           "Cartes à 1 crâne",
		"halo.trade_twos":           "Cartes à 2 crânes",
		"halo.skulls":               "Crânes",
		"halo.card_skulls":          "Carte {n}\u00a0: combien de crânes\u00a0?",
		"halo.may_draw":             "Vous avez conquis un territoire\u00a0: tirez {count} {count:carte|cartes}.",
		"halo.guaranteed_card":      "Votre récompense «\u00a0Carte garantie\u00a0»\u00a0: tirez {count} {count:carte|cartes}, à chaque tour, même sans conquête et après un exploit.",
		"reinforce.trade_skulls":    "{skulls} {skulls:crâne échangé|crânes échangés}",
		"legendary.card_count":      "{cards} {cards:carte Faction|cartes Faction}",
		"legendary.taken_count":     "et {cards} prises",
		"legendary.taken_hint":      "En plus, {cards} {cards:carte Faction|cartes Faction} de joueurs éliminés (pour les crânes seulement), gardées à part\u00a0:",
		"legendary.unentered_count": "({cards} pas encore saisies)",
		"legendary.trade_hint":      "{player} échange une fois par tour des cartes Faction valant 2 à 10 crânes. Combien de cartes à 1 et à 2 crânes\u00a0? (Le contenu des cartes reste secret\u00a0: Herald ne le montre pas ici.)",
		"boards.skull_units_bad":    "Pour {skulls} {skulls:crâne|crânes}, saisissez de 1 à 99 unités.",
		"history.trade_skulls":      "{player} a échangé des cartes à {skulls} {skulls:crâne|crânes} contre {value} {value:unité|unités}.",
		"history.end_turn_skulls":   "{player} a fini le tour et a tiré {cards} {cards:carte|cartes} avec en tout {skulls} {skulls:crâne|crânes}.",
		"history.trade_gelt":        "{player} a échangé des cartes Territoire d’une valeur de {gelt} contre {value} {value:unité|unités}.",
		"history.end_turn_gelt":     "{player} a fini le tour et a tiré une carte Territoire d’une valeur de {gelt}.",
	})
}
