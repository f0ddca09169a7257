package i18n

// French for lifecycle.go, key for key in its order (issue 33).
func init() {
	AddLanguage("fr", map[string]string{
		"gamefile.time_missing":       "Champ «\u00a0{field}\u00a0»\u00a0: le fichier de partie donne les heures de la partie, mais pas celle-ci.",
		"gamefile.event_time_missing": "Événement {n}\u00a0: le fichier de partie donne les heures de la partie, mais pas celle de cet événement (champ «\u00a0at\u00a0»).",
		"gamefile.time_bad":           "Champ «\u00a0{field}\u00a0»\u00a0: «\u00a0{found}\u00a0» n’est pas une heure au format RFC\u00a03339 (par exemple 2026-11-29T20:15:00Z).",
		"gamefile.event_time_bad":     "Événement {n}\u00a0: «\u00a0{found}\u00a0» (champ «\u00a0at\u00a0») n’est pas une heure au format RFC\u00a03339 (par exemple 2026-11-29T20:15:00Z).",
		"gamefile.time_before_start":  "Événement {n}\u00a0: son heure précède le début de la partie (champ «\u00a0created_at\u00a0»).",
		"gamefile.time_order":         "Événement {n}\u00a0: son heure précède celle de l’événement d’avant\u00a0; les événements du fichier ne sont pas dans leur ordre.",
		"gamefile.time_updated":       "Champ «\u00a0updated_at\u00a0»\u00a0: la dernière modification de la partie précède son dernier événement.",
		"gamefile.already_here":       "Cette partie est déjà ici\u00a0: «\u00a0{name}\u00a0»",
		"gamefile.already_here_open":  "L’ouvrir",
		"home.archive":                "Archiver",
		"home.archive_game":           "Archiver «\u00a0{name}\u00a0»",
		"home.remove":                 "Supprimer",
		"home.remove_game":            "Supprimer «\u00a0{name}\u00a0»",
		"home.remove_title":           "Supprimer «\u00a0{name}\u00a0»\u00a0?",
		"home.remove_note":            "La partie quitte la liste, les records et les statistiques de dés. Pendant {days} {days:jour|jours}, elle figure sous «\u00a0Supprimées récemment\u00a0» et peut être restaurée\u00a0; ensuite, elle est effacée définitivement.",
		"home.remove_confirm":         "Oui, la supprimer",
		"home.cancel":                 "Annuler",
		"home.archived":               "Archivées",
		"home.archived_note":          "Les parties archivées comptent toujours dans les records et les statistiques de dés.",
		"home.archived_at":            "archivée le {date}",
		"home.removed":                "Supprimées récemment",
		"home.removed_note":           "Les parties supprimées restent ici {days} {days:jour|jours}, puis elles sont effacées définitivement.",
		"home.removed_at":             "supprimée le {date}, restaurable jusqu’au {until}",
		"home.restore":                "Restaurer",
		"home.restore_game":           "Restaurer «\u00a0{name}\u00a0»",
	})
}
