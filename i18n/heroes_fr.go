package i18n

// French for heroes.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"conquest.hero_moves_in":       "Le héros a combattu dans cette bataille et doit avancer sur {territory} avec les unités conquérantes.",
		"hero.deploy_first":            "Le héros de {player} est tombé\u00a0: indiquez d’abord sur quel territoire à vous il revient au début de ce tour.",
		"hero.deploy_at_start":         "Un héros tombé revient au début du tour de son joueur, pendant les renforts, pas plus tard.",
		"setup.hero_missing":           "{player} doit avoir un héros sur l’un de ses territoires.",
		"setup.hero_not_own":           "Le héros de {player} va sur l’un de ses propres territoires, et {territory} appartient à quelqu’un d’autre.",
		"attack.hero_not_there":        "Le héros de l’attaquant n’est pas sur {territory}\u00a0: un héros n’entre dans la bataille («\u00a0IN\u00a0») que depuis le territoire où il se trouve.",
		"attack.hero_falls_with_dice":  "Quand les dés sont saisis, Herald voit lui-même si un héros tombe\u00a0: ne l’indiquez que si vous saisissez seulement les pertes.",
		"attack.hero_falls_impossible": "Ce héros ne peut pas être tombé ici\u00a0: seul un camp dont le héros était dans la bataille et qui a perdu une unité peut perdre son héros, et un seul des deux camps.",
		"hero.not_there":               "Le héros n’est pas sur {territory}\u00a0: il ne se déplace qu’avec des unités quittant le territoire où il se trouve.",
		"hero.not_removed":             "Le héros de {player} n’a pas été retiré du plateau\u00a0: seul un héros tombé est remis en jeu, et chacun une seule fois.",
		"hero.not_own":                 "Le héros de {player} revient sur l’un de ses propres territoires, et {territory} appartient à quelqu’un d’autre.",
		"hero.redeploy":                "Le héros de {player} est tombé et doit revenir sur un territoire de {player} avant la fin du tour\u00a0: indiquez où.",
		"history.hero_back":            "Le héros de {player} est revenu sur {territory}.",
		"heroes.hero_at":               "Héros sur {territory}",
		"heroes.hero_back":             "Héros de {player} de retour sur",
		"heroes.hero_in":               "Le héros est «\u00a0IN\u00a0» (+1 au dé le plus haut\u00a0; s’il perd, le héros part avec une unité)",
		"hero.falls_hint":              "Pertes seules\u00a0: si un camp a perdu seulement la comparaison des dés les plus hauts, indiquez-le ici – son héros quitte le plateau.",
		"hero.attack_falls":            "L’attaquant a perdu le dé le plus haut",
		"hero.defend_falls":            "Le défenseur a perdu le dé le plus haut",
		"heroes.hero_moves_in":         "Le héros avance aussi",
		"heroes.hero_moves":            "Le héros de {territory} suit",
		"heroes.moves_in_fought":       "Le héros a combattu et avance avec les unités conquérantes.",
		"history.leader_back":          "Le chef de {player} est revenu sur {territory}.",
		"leader.back_title":            "{leader} revient",
		"leader.back_hint":             "Au début de votre tour, vous pouvez placer le chef tombé sur l’un de vos territoires\u00a0; ce n’est pas obligatoire. Si vous attaquez sans lui, il reste vaincu et ne peut revenir qu’au début d’un tour ultérieur.",
		"leader.back_where":            "Sur quel territoire\u00a0?",
		"leader.back":                  "Remettre le chef",
	})
}
