package legendary

import "herald/i18n"

// The French of i18n_words.go, key for key, in the French summary's
// words (unités neutres Flood, cartes Faction, cartes Campaign, crânes).
func init() {
	i18n.AddLanguage("fr", map[string]string{
		"player.neutral@halo_legendary":         "Flood neutre",
		"setup.start_cards@halo_legendary":      "Selon la règle, {player} commence avec {want} {want:carte Faction|cartes Faction} : à 4 joueurs, le 4e en a une ; à 5, le 4e une et le 5e deux ; en Team Objective à 4, le 3e et le 4e une chacun, à 5 le 4e et le 5e une chacun ; personne d’autre.",
		"trade.not_now@halo_legendary":          "Les cartes Faction ne s’échangent contre des unités qu’au début du tour, en plaçant les renforts.",
		"draw.no_conquest@halo_legendary":       "On ne pioche une carte Faction qu’après avoir conquis au moins 1 territoire ennemi ce tour.",
		"claim.after_maneuver@halo_legendary":   "Une carte Campaign s’accomplit après les attaques et avant la manœuvre : après la manœuvre, c’est trop tard pour ce tour.",
		"history.compared@halo_legendary":       "Comparé avec le bonus des héros : {attack} contre {defend}.",
		"end.last_standing@halo_legendary":      "Il ne reste qu’un camp en jeu : tous les autres joueurs sont éliminés (le Flood neutre ne compte pas).",
		"history.eliminated@halo_legendary":     "{loser} a perdu son dernier territoire et est éliminé ; {player} prend ses cartes Faction (pour les crânes seulement).",
		"draw.point_cards@halo_legendary":       "Indiquez les crânes de chaque carte Faction piochée, exactement {count} {count:carte|cartes}.",
		"history.trade_points@halo_legendary":   "{player} a échangé des cartes Faction à {points} {points:crâne|crânes} contre {value} {value:unité|unités}.",
		"mission.hold_territories_one":          "Contrôlez au moins 1 territoire",
		"mission.hold_region_count_one":         "Contrôlez 1 région entière",
		"mission.take_territories_turn_one":     "Conquérez 1 territoire en un tour",
		"mission.enemy_bases_one":               "Contrôlez 1 base ennemie",
		"mission.destroy_units_turn_one":        "Détruisez 1 unité ennemie en un tour",
		"mission.defeat_heroes_turn_one":        "Battez 1 héros en un tour",
		"mission.regions_touched_turn_one":      "Conquérez en un tour un territoire dans 1 région",
		"points.trade_ones@halo_legendary":      "Cartes à 1 crâne",
		"points.trade_twos@halo_legendary":      "Cartes à 2 crânes",
		"points.points@halo_legendary":          "Crânes",
		"points.card@halo_legendary":            "Carte Faction {n} : combien de crânes ?",
		"points.card_one@halo_legendary":        "La carte Faction piochée\u00a0: combien de crânes\u00a0?",
		"points.draw_on_phone@halo_legendary":   "{player} saisit les crânes sur son propre téléphone ({count} {count:carte Faction piochée|cartes Faction piochées})\u00a0: leur contenu est secret.",
		"reinforce.trade_points@halo_legendary": "{points} {points:crâne échangé|crânes échangés}",

		// The shared point-card refusals, history, hand correction and board editor in skulls.
		"cards.points_bad@halo_legendary":           "Une carte montre 1 ou 2 crânes, pas {points}.",
		"trade.points_only@halo_legendary":          "Dans cette édition, seuls les crânes comptent à l’échange\u00a0: indiquez les crânes des cartes, pas leurs territoires.",
		"trade.points_not_in_hand@halo_legendary":   "Le joueur dont c’est le tour n’a pas (d’autre) carte à {points} {points:crâne|crânes} en main.",
		"trade.points_total@halo_legendary":         "{points} {points:crâne ne peut pas être échangé|crânes ne peuvent pas être échangés}\u00a0: 2 à 10 crânes à la fois sont permis.",
		"draw.not_this_edition@halo_legendary":      "Cela ne correspond pas à cette édition\u00a0: dans une édition à cartes à crânes, on indique seulement les crânes de chaque carte tirée et on remet les héros tombés, dans les autres éditions on nomme la carte tirée.",
		"points.unentered@halo_legendary":           "{player} a encore {cards} {cards:carte Faction dont les crânes ne sont pas saisis|cartes Faction dont les crânes ne sont pas saisis}\u00a0: saisissez-les d’abord sur la page de cartes du joueur (leur contenu y reste secret).",
		"history.end_turn_points@halo_legendary":    "{player} a fini le tour et a tiré {cards} {cards:carte|cartes} avec en tout {points} {points:crâne|crânes}.",
		"correct.counted_cards@halo_legendary":      "Seul un fichier de partie compte des cartes aux crânes inconnus, et seulement dans une édition à cartes à crânes\u00a0: au moins 0 par pile.",
		"board.hand_ones@halo_legendary":            "Cartes à 1 crâne",
		"board.hand_twos@halo_legendary":            "Cartes à 2 crânes",
		"boards.point_units_bad@halo_legendary":     "Pour {points} {points:crâne|crânes}, saisissez de 1 à 99 unités.",
		"boards.merge.board_changed@halo_legendary": "nom du plateau, tableau des crânes ou «\u00a0pas toutes les liaisons\u00a0» modifié",
		"eventkind.enter_skulls":                    "saisir les crânes des cartes Faction",
		"eventkind.record_campaign":                 "révéler une carte Campaign",
		"eventkind.complete_campaign":               "remplir une carte Campaign",
		"eventkind.play_faction_card":               "jouer une carte Faction",
	})
}
