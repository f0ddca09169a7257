package i18n

// French for battlemodifiers.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"attack.cannon_range":       "Herald sait déjà d’après le plateau si un canon de {player} compte dans la bataille pour {territory} (ou qu’il n’y en a pas)\u00a0: ne déclarez un canon que là où Herald ne connaît pas la liaison.",
		"claim.no_cannon":           "Seule une récompense canon apporte un canon, et cet exploit n’en apporte pas\u00a0: n’indiquez aucun territoire pour un canon.",
		"odds.mod.counted":          "Compté dans ces probabilités\u00a0: {list}.",
		"odds.mod.counted_none":     "Aucun héros, canon ni dé bonus ne compte dans ces probabilités.",
		"odds.mod.attack_hero":      "votre héros «\u00a0IN\u00a0» (+1 à votre dé le plus haut\u00a0; s’il perd, le héros tombe)",
		"odds.mod.defend_hero":      "le héros défenseur de {player} (+1 au dé le plus haut de la défense\u00a0; s’il perd, le héros tombe)",
		"odds.mod.attack_cannon":    "votre canon à portée (+1 à votre dé le plus haut)",
		"odds.mod.defend_cannon":    "le canon de {player} à portée (+1 au dé le plus haut de la défense)",
		"odds.mod.attack_bonus_die": "votre dé d’attaque bonus (récompense)",
		"odds.mod.defend_bonus_die": "le dé de défense bonus de {player} (récompense)",
		"odds.hero_not_in":          "Votre héros est dans le territoire attaquant mais n’est pas «\u00a0IN\u00a0»\u00a0: non compté. Cochez-le plus haut pour le compter.",
		"dice.bonus_attack_die":     "Dé d’attaque bonus",
		"dice.bonus_defense_die":    "Dé de défense bonus",
		"dice.reroll_one_die":       "1 relancé (butin)",
		"dice.reroll_lowest_die":    "Plus bas relancé (butin)",
		"history.attack_rolled":     "{player} a attaqué {to} ({defender}) depuis {from} et a obtenu {attack} contre {defend}.",
		"history.battle_result":     "Résultat\u00a0: {result}.",
	})
}
