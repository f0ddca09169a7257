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
		"draw.skull_cards@halo_legendary":       "Indiquez les crânes de chaque carte Faction piochée, exactement {count} {count:carte|cartes}.",
		"history.trade_skulls@halo_legendary":   "{player} a échangé des cartes Faction à {skulls} {skulls:crâne|crânes} contre {value} {value:unité|unités}.",
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
		"reinforce.trade_skulls@halo_legendary": "{skulls} {skulls:crâne échangé|crânes échangés}",
	})
}
