package i18n

// French for records.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"records.title":          "Palmarès de la table",
		"records.link":           "Palmarès",
		"records.same_player":    "Un nom compte comme le même joueur quand il est identique aux espaces autour et aux majuscules près («\u00a0Anna\u00a0» et «\u00a0anna\u00a0»).",
		"records.games_summary":  "{games} {games:partie|parties}\u00a0: {finished} {finished:jouée|jouées} jusqu’au bout, {open} {open:non terminée|non terminées}",
		"records.no_games":       "Pas encore de parties, donc pas encore de palmarès.",
		"records.players":        "Joueurs",
		"records.player":         "Joueur",
		"records.house":          "Maison / faction",
		"records.houses":         "Maisons et factions",
		"records.played":         "Jouées",
		"records.won":            "Gagnées",
		"records.games_n":        "{n} {n:partie|parties}",
		"records.wins_n":         "{n} {n:victoire|victoires}",
		"records.length":         "En moyenne {rounds} {rounds:manche|manches} et {minutes} {minutes:minute|minutes} par partie terminée",
		"records.no_length":      "Aucune partie jouée jusqu’au bout pour l’instant.",
		"records.luck_title":     "Chance aux dés sur toutes les parties",
		"records.luck_intro":     "La chance, c’est\u00a0: moins d’unités perdues que les dés n’en auraient pris en moyenne.",
		"records.luckiest":       "Le plus chanceux",
		"records.unluckiest":     "Le moins chanceux",
		"records.luck_value":     "\u00a0: {luck} {luck:unité|unités} par rapport aux pertes attendues, en {battles} {battles:combat|combats}",
		"records.luck_none":      "Trop peu de combats pour l’instant\u00a0: seules comptent les parties jouées jusqu’au bout, et il y faut deux joueurs qui ont combattu.",
		"records.comeback_title": "Plus beau retournement",
		"records.comeback":       "{player} a pris {to} (en attaquant depuis {from}) alors que la probabilité n’était que de {chance} – «\u00a0{game}\u00a0», manche {round}",
		"records.comeback_hint":  "La plus faible probabilité exacte de conquête au début d’une attaque sur un territoire qui l’a quand même conquis au final.",
	})
}
