package legendary

import "herald/i18n"

// The French of i18n_core.go, key for key, in the words of the French
// summary of the rules (shared/seeds 004): cartes Faction, crânes,
// héros, base.
func init() {
	i18n.AddLanguage("fr", map[string]string{
		// Refusals (faction cards, the defence card).
		"faction.not_in_hand": "{player} n’a en main aucune carte Faction à soi avec {skulls} {skulls:crâne|crânes}.",
		"attack.max_dice":     "Après la carte de défense, l’attaquant attaque une fois avec le plus de dés possible : {dice}.",

		// Playing a faction card.
		"legendary.faction_title":     "Capacité d’une carte Faction",
		"legendary.faction_hint":      "Une carte sert pour sa capacité ou pour ses crânes, jamais les deux : elle est ensuite défaussée. L’effet est imprimé sur la carte ; Herald note seulement qu’elle a été jouée.",
		"legendary.faction_who":       "Qui la joue ?",
		"legendary.faction_defensive": "En défense contre une invasion qui vient d’être annoncée",
		"legendary.faction_play":      "Jouer la carte",
		"legendary.skulls":            "Crânes",
		"legendary.faction_cards":     "Cartes Faction",

		// The set-up page.

		// The hand correction.
		"board.hand_hint_private": "Chacun saisit lui-même toute sa main : seul le nombre de cartes est connu, pas les crânes. Enregistrer remplace la main.",
		"board.hand_taken_ones":   "Cartes prises à 1 crâne",
		"board.hand_taken_twos":   "Cartes prises à 2 crânes",

		// The boards page.
		"boards.edition.halo_legendary": "RISK Halo Legendary",

		// The skull chart of a board (views' skull chart panel).
		"points.chart_note@halo_legendary":         "En couleur = non confirmé\u00a0: la règle donne seulement 4 crânes → 7 unités et renvoie à la légende imprimée sur le plateau. Les autres valeurs sont celles de Halo Wars\u00a0: comparez-les avec la légende et saisissez-la dans l’éditeur de plateau.",
		"points.cards@halo_legendary":              "{cards} {cards:carte|cartes}, {points} {points:crâne|crânes}",
		"points.draw_one@halo_legendary":           "1 ☠",
		"points.draw_two@halo_legendary":           "2 ☠☠",
		"points.card_count@halo_legendary":         "{cards} {cards:carte Faction|cartes Faction}",
		"points.taken_hint@halo_legendary":         "En plus, {cards} {cards:carte Faction|cartes Faction} de joueurs éliminés (pour les crânes seulement), gardées à part\u00a0:",
		"points.trade_hint_private@halo_legendary": "{player} échange une fois par tour des cartes Faction valant 2 à 10 crânes. Combien de cartes à 1 et à 2 crânes\u00a0? (Le contenu des cartes reste secret\u00a0: Herald ne le montre pas ici.)",
		"setup.points_deck@halo_legendary":         "Cette édition se joue avec la vraie pile de cartes de la table\u00a0: Herald ne retient que les crânes des cartes.",
		"tier.legendary":                           "Legendary",
	})
}
