package wh40k

import "herald/i18n"

// The French of i18nwords.go, key for key. No French Warhammer 40,000
// RISK rulebook is at hand: proper names stay as printed; chef (leader),
// carte Territoire, carte Butin (loot) and terres désolées (wasteland)
// follow Herald's French glossary.
func init() {
	i18n.AddLanguage("fr", map[string]string{
		"attack.cannon_range@warhammer40k":          "Cela n’existe pas dans Warhammer 40,000 : avant une attaque, on indique seulement si la capacité du chef est utilisée.",
		"attack.hero_falls_impossible@warhammer40k": "Un chef ne tombe que si la dernière unité de son territoire est vaincue, et Herald le voit lui-même : ne l’indiquez pas.",
		"attack.hero_falls_with_dice@warhammer40k":  "Un chef ne tombe que si la dernière unité de son territoire est vaincue, et Herald le voit lui-même : ne l’indiquez pas.",
		"attack.hero_not_there@warhammer40k":        "Le chef de l’attaquant n’est pas sur {territory} : sa capacité ne s’applique que sur le territoire du chef.",
		"attack.not_adjacent@warhammer40k":          "{from} et {to} ne sont pas voisins : ni frontière commune, ni route à travers les terres désolées.",
		"claim.no_cannon@warhammer40k":              "Une mission rapporte une carte Butin, rien d’autre : n’indiquez pas de territoire avec elle.",
		"conquest.hero_moves_in@warhammer40k":       "La capacité du chef a servi dans cette attaque : il doit avancer sur {territory} avec les unités.",
		"draw.not_this_edition@warhammer40k":        "Cela ne convient pas à Warhammer 40,000 : de chaque carte Territoire piochée, on indique seulement son Throne Gelt (100 ou 200).",
		"hero.deploy_at_start@warhammer40k":         "Un chef vaincu revient au début du tour de son joueur, pendant le recrutement des renforts, pas plus tard dans ce tour.",
		"hero.deploy_first@warhammer40k":            "Le chef de {player} est vaincu : indiquez d’abord sur lequel de ses territoires il revient au début de ce tour.",
		"hero.not_own@warhammer40k":                 "Le chef de {player} va sur un territoire que {player} contrôle, et {territory} appartient à quelqu’un d’autre.",
		"hero.not_removed@warhammer40k":             "Le chef de {player} est encore sur le plateau : on ne replace qu’un chef vaincu.",
		"hero.not_there@warhammer40k":               "Le chef n’est pas sur {territory} : il ne se déplace qu’avec des unités quittant son territoire.",
		"history.compared@warhammer40k":             "Comparé après les relances : {attack} contre {defend}.",
		"history.hero_falls@warhammer40k":           "Le chef de {player} est retiré du plateau avec la dernière unité.",
		"history.hero_back@warhammer40k":            "Le chef de {player} a été replacé sur {territory}.",
		"history.eliminated@warhammer40k":           "{loser} a perdu sa dernière unité et quitte la partie : {player} prend toutes les cartes Territoire et cartes Mission de {loser} ; les cartes Butin de {loser} sont retirées du jeu.",
		"setup.halo_only@warhammer40k":              "Cela ne fait pas partie de Warhammer 40,000 : on saisit factions, chefs, cartes Territoire (Throne Gelt), missions et tableau de recrutement.",
		"setup.house_not_allowed@warhammer40k":      "Il n’y a pas de faction {house} dans Warhammer 40,000 : jouent Ultramarines, Chaos Space Marines, Aeldari, Orks et Genestealer Cults.",
		"setup.house_twice@warhammer40k":            "La faction {house} est choisie deux fois : chaque faction ne joue qu’une fois.",
		"board.title@warhammer40k":                  "Plateau",
		"wh40k.trade_submit":                        "Échanger contre des unités",
		"newwh.board":                               "Plateau",
		"newwh.boards_link":                         "Saisir des plateaux",
		"board.correct@warhammer40k":                "Saisir/corriger le plateau",
		"board.links_open@warhammer40k":             "Les liaisons de ce plateau ne sont pas toutes connues (frontières communes, routes à travers les terres désolées). Là où Herald ne peut pas le dire, c’est la table qui décide si une attaque ou une manœuvre est possible.",
	})
}
