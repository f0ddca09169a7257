package got

import "herald/i18n"

// The French of i18n_core.go, key for key.
func init() {
	i18n.AddLanguage("fr", map[string]string{
		// The hand correction.
		"board.hand_card": "Carte Territoire",
		"board.hand_none": "– aucune –",

		// The game's pages.
		"ui.deal_entry_hint": "Pour chaque territoire, touchez le joueur qui a reçu sa carte.",
		"reinforce.castles":  "Châteaux",
		"maneuver.hint":      "Une fois par tour, seulement par vos propres territoires (les ports d’une même couleur comptent). Une unité reste en arrière.",
		"scores.castles":     "Châteaux",

		"phase.attack@got":          "Invasion",
		"attack.title@got":          "Invasion",
		"attack.done@got":           "Finir les invasions",
		"odds.trail@got":            "Cette invasion jusqu’ici\u00a0:",
		"history.end_attack@got":    "{player} a fini l’invasion.",
		"attack.after_maneuver@got": "Après la manœuvre, plus d’invasion possible ce tour-ci.",
		"attack.already_over@got":   "L’invasion est déjà finie pour ce tour.",
		"summary.turning_how@got":   "Comment ils ont été choisis\u00a0: parmi toutes les invasions (toutes les attaques d’un territoire sur un autre pendant un tour), celles dont l’issue avait le moins de chances à leur début, pondérées par ce qu’elles ont décidé\u00a0: le territoire 1, un bonus de région la moitié de ses unités, un château, un port ou une autre pièce 1 chacun, le dernier territoire du défenseur 2, la partie 3. Une prise compte sa probabilité en combattant jusqu’à la dernière unité, une défense la probabilité de tenir jusqu’à ce que l’attaquant ait perdu autant qu’il a perdu\u00a0: s’arrêter n’est jamais un tournant à lui seul.",
		"attack.not_adjacent@got":   "{from} et {to} ne sont pas voisins (ni frontière terrestre, ni voie maritime, ni port).",
		"scores.ports":              "Ports",
		"scores.total":              "Points",

		// The set-up page.
		"newgame.board_hint":  "Une partie garde la version du plateau avec laquelle elle commence ; les changements suivants ne valent que pour les nouvelles parties.",
		"ui.players_hint@got": "Celui qui obtient le plus haut score aux dés commence\u00a0: inscrivez-le en premier, puis dans le sens des aiguilles d’une montre. Les places vides ne jouent pas. À 2 joueurs, une troisième maison est neutre.",
		"ui.deck_herald@got":  "Herald gère la pile (carte Fin de partie dans la moitié inférieure)",
		"cards.table@got":     "3 chevaliers 4 · 3 engins de siège 5 · 3 fortifications 6 · un de chaque 7 · +2 par carte d’un territoire à vous",
	})
}
