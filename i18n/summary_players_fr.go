package i18n

// French for summary_players.go, key for key in its order (issue 33).
func init() {
	AddLanguage("fr", map[string]string{
		"summary.so_far":           "Classement provisoire",
		"summary.played_on":        "Jouée le {date}",
		"summary.lasted":           "Durée\u00a0: {duration}",
		"summary.duration_minutes": "{minutes} {minutes:minute|minutes}",
		"summary.duration_hours":   "{hours}\u00a0h {minutes}\u00a0min",
		"summary.order":            "Classement final",
		"summary.out_so_far":       "Éliminés jusqu’ici",
		"summary.place":            "Place",
		"summary.out_by":           "éliminé à la manche {round}, tour {turn}, par {player}",
		"summary.out_at":           "éliminé à la manche {round}, tour {turn}",
		"summary.figures":          "Les joueurs en chiffres",
		"summary.attacks":          "Attaques",
		"summary.defences":         "Défenses",
		"summary.herald_dice":      "Dés de Herald",
		"summary.table_dice":       "Dés à la table",
		"summary.lost":             "Perdues",
		"summary.destroyed":        "Détruites",
		"summary.trades":           "Échanges",
		"summary.figures_hint":     "Combats en attaque et en défense\u00a0; les dés de son camp, lancés par Herald ou à la table\u00a0; unités perdues au combat et détruites chez les autres\u00a0; échanges\u00a0: combien de fois le joueur a échangé des cartes\u00a0; chance\u00a0: pertes attendues moins pertes réelles.",
		"summary.points":           "Points",
		"summary.points_title":     "Points manche par manche",
		"summary.points_chart":     "Points par joueur à la fin de chaque manche",
		"summary.points_desc":      "Les points qui décident cette partie, à la fin de chaque manche\u00a0; la manche 0 est la mise en place.",
		"summary.points_final":     "Points à la fin\u00a0: {points}",
	})
}
