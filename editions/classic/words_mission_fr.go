package classic

import "herald/i18n"

// The French of words_mission.go, key for key ("RISK Mission secrète").
func init() {
	i18n.AddLanguage("fr", map[string]string{
		"classic.setup.variant":                  "Herald ne connaît pas ce jeu : {found}.",
		"classic.setup.mission_deal":             "Les cartes Mission sont distribuées par Herald ou par la table, pas {found}.",
		"classic.setup.missions_without_variant": "Les cartes Mission n’existent que dans RISK Mission secrète.",
		"classic.setup.mission_players":          "RISK Mission secrète se joue de 3 à 6 joueurs sans armée neutre, pas {count}.",
		"classic.mission.choose":                 "Choisissez votre carte Mission.",
		"classic.mission.no_missions":            "Cette partie n’a pas de cartes Mission.",
		"classic.mission.bad_player":             "Cette place n’a pas de carte Mission.",
		"classic.mission.unknown":                "Cette carte Mission n’existe pas : {found}.",
		"classic.mission.not_in_play":            "Cette carte nomme une couleur que personne ne joue : elle a été retirée avant la distribution.",
		"classic.history.mission_recorded":       "{player} a saisi sa carte Mission.",
		"classic.history.mission_shown":          "{player} révèle sa carte Mission\u00a0: accomplie.",
		"classic.mission.not_met":                "La mission de {player} n’est pas remplie sur le plateau.",
		"end.mission@classic":                    "Mission accomplie",

		"classic.mission.occupy_18_two_armies":       "Occupez 18 territoires avec au moins 2 armées sur chacun.",
		"classic.mission.occupy_24":                  "Occupez 24 territoires.",
		"classic.mission.asia_south_america":         "Conquérez l’Asie et l’Amérique du Sud.",
		"classic.mission.asia_africa":                "Conquérez l’Asie et l’Afrique.",
		"classic.mission.north_america_africa":       "Conquérez l’Amérique du Nord et l’Afrique.",
		"classic.mission.north_america_australia":    "Conquérez l’Amérique du Nord et l’Australie.",
		"classic.mission.europe_south_america_third": "Conquérez l’Europe, l’Amérique du Sud et un troisième continent de votre choix.",
		"classic.mission.europe_australia_third":     "Conquérez l’Europe, l’Australie et un troisième continent de votre choix.",
		"classic.mission.destroy":                    "Détruisez toutes les armées {colour}. Cela compte aussi si un autre joueur les élimine. Si vous êtes vous-même {colour}, occupez 24 territoires.",

		"classic.ui.mission_deal":        "Cartes Mission",
		"classic.ui.mission_deal.herald": "Herald les distribue face cachée (chacun voit la sienne sur sa page)",
		"classic.ui.mission_deal.table":  "La table distribue les cartes ; chacun saisit la sienne sur sa page",

		"classic.seat.title":        "Votre carte Mission",
		"classic.seat.none":         "Pas encore saisie.",
		"classic.seat.enter":        "Saisir votre carte Mission",
		"classic.seat.save":         "Saisir",
		"classic.seat.saved":        "Votre carte Mission est saisie.",
		"classic.seat.met":          "Le plateau remplit votre mission (après une correction, que Herald ne compte pas comme un coup). Si la table est d’accord, révélez votre carte pour gagner.",
		"classic.seat.show":         "Révéler ma carte\u00a0: mission accomplie",
		"classic.links.met":         "Mission remplie\u00a0: la révéler\u00a0?",
		"classic.seat.secret":       "Vous seul voyez cette carte\u00a0; Herald la vérifie après chaque coup.",
		"classic.seat.revealed":     "La partie est finie\u00a0: toutes les cartes Mission sont maintenant visibles, à la table et dans le résumé.",
		"classic.scores.missions":   "Cartes Mission",
		"classic.scores.mission_of": "{player}\u00a0: {mission}",
	})
}
