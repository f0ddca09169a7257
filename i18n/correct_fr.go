package i18n

// correct_fr.go holds the French of correct.go, key by key in its order:
// what a correction may not set, and what it changed beyond the
// territories it names.
func init() {
	AddLanguage("fr", map[string]string{
		"correct.twice":              "{territory} figure deux fois dans la correction\u00a0: indiquez chaque territoire une seule fois.",
		"correct.too_many_units":     "{territory} peut avoir au plus {max} {max:unité|unités}\u00a0: aucune table n’en met plus sur un territoire.",
		"correct.nobody_left":        "Après cette correction, plus aucun joueur ne tiendrait de territoire\u00a0: personne ne pourrait continuer.",
		"correct.no_base":            "{player} n’a pas de base sur le plateau que la correction pourrait déplacer.",
		"history.correct_base":       "La base de {player} est sur {territory}.",
		"board.bases_title":          "Bases",
		"board.bases_hint":           "Une base ne bouge jamais en jeu\u00a0: ici, on corrige seulement une erreur de mise en place.",
		"correct.no_hero":            "{player} n’a pas de héros sur le plateau que la correction pourrait placer.",
		"correct.no_leader":          "{player} n’a pas de chef sur le plateau que la correction pourrait placer.",
		"correct.hand_limit":         "{player} ne peut pas avoir {cards} {cards:carte|cartes}\u00a0: personne ne peut jamais avoir plus de {limit} {limit:carte|cartes} Territoire en main.",
		"correct.more_than_deck":     "{player} ne peut pas avoir {cards} {cards:carte|cartes}\u00a0: toute la pile n’en a que {deck}.",
		"correct.cards_by_territory": "Dans cette édition, les cartes s’indiquent par leur territoire, pas par leurs points.",
		"correct.counted_cards":      "Seul un fichier de partie compte des cartes aux points inconnus, et seulement dans une édition à cartes à points\u00a0: au moins 0 par pile.",
		"correct.no_taken":           "Dans cette édition, les cartes des joueurs éliminés vont dans la main\u00a0: indiquez chaque carte par ses points.",
		// The board correction page.
		"board.heroes_title":             "Héros",
		"board.heroes_hint":              "Où se trouve chaque figurine\u00a0: seulement sur un territoire que le joueur tient après cette correction. Si son territoire change de mains, elle quitte le plateau, sauf si on la replace.",
		"board.hero_off":                 "– hors du plateau –",
		"board.hand_title":               "Cartes en main",
		"board.hand_hint":                "Toute la main d’un joueur, telle qu’elle est à la table\u00a0; enregistrer la remplace.",
		"board.hand_ones":                "Cartes à 1 point",
		"board.hand_twos":                "Cartes à 2 points",
		"board.hand_save":                "Enregistrer la main",
		"history.correct_hero_at":        "Correction\u00a0: le héros de {player} est sur {territory}.",
		"history.correct_leader_at":      "Correction\u00a0: le chef de {player} est sur {territory}.",
		"history.correct_hero_off":       "Le héros de {player} n’est plus sur un de ses territoires et est retiré du plateau.",
		"history.correct_leader_off":     "Le chef de {player} n’est plus sur un de ses territoires et est retiré du plateau.",
		"history.correct_hero_at_once":   "{player} peut aussitôt replacer le héros sur un de ses territoires\u00a0; cela ne bloque pas le tour.",
		"history.correct_leader_at_once": "{player} peut aussitôt replacer le chef sur un de ses territoires\u00a0; cela ne bloque pas le tour.",
		"history.correct_reserved_lapse": "{player} perd {units} {units:unité|unités} à placer seulement sur {territory}\u00a0: {territory} n’appartient plus à {player}.",
		"history.correct_out":            "{player} ne tient plus aucun territoire et est éliminé. Ce n’était pas une conquête\u00a0: les cartes ne vont à personne.",
		"history.correct_in":             "{player} tient de nouveau un territoire et rejoue.",
		"history.correct_turn_passes":    "{player} ne tient plus aucun territoire\u00a0: le tour passe à {next}.",
		"history.correct_over":           "Avec cette correction, la partie est finie.",
		// The board correction's many changes, folded in the history (views/game.templ).
		"history.correct_many": "Correction\u00a0: {count} {count:changement|changements} sur le plateau (déplier)",
	})
}
