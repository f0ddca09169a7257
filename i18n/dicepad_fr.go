package i18n

// French for dicepad.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"dicepad.hint":            "Touchez la face de chaque dé, puis «\u00a0Saisir le lancer\u00a0».",
		"dicepad.record":          "Saisir le lancer",
		"dicepad.attack_die":      "Attaquant dé {n}",
		"dicepad.defend_die":      "Défenseur dé {n}",
		"dicepad.field":           "champ «\u00a0{field}\u00a0»",
		"dicepad.face":            "{die}\u00a0: {face}",
		"dicepad.attacker_loses":  "Attaquant −{n}",
		"dicepad.defender_loses":  "Défenseur −{n}",
		"dicepad.both_lose":       "Attaquant −{a}, défenseur −{d}",
		"dicepad.face_missing":    "{die}\u00a0: aucune face choisie.",
		"dicepad.face_range":      "{die}\u00a0: «\u00a0{value}\u00a0» n’est pas une face\u00a0; un dé montre 1 à 6.",
		"dicepad.attackers_range": "Dés d’attaque\u00a0: «\u00a0{value}\u00a0» n’est pas permis\u00a0; l’attaquant lance 1 à {max} {max:dé|dés}.",
		"dicepad.defenders_range": "Dés de défense\u00a0: «\u00a0{value}\u00a0» n’est pas permis\u00a0; le défenseur lance 1 à {max} {max:dé|dés}.",
		"dicepad.outcome_bad":     "Pertes seules\u00a0: «\u00a0{value}\u00a0» n’est pas le résultat d’un combat.",
		"dicepad.twice":           "{die}\u00a0: indiqué deux fois.",
		"dicepad.mixed":           "Dés du pavé et dés tapés ensemble\u00a0: n’utilisez que l’un des deux.",
	})
}
