package i18n

// French for setupform.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"newgame.seat_players":        "Joueurs",
		"newgame.player_count":        "{count} {count:joueur|joueurs}",
		"newgame.seat_n":              "Place {seat}",
		"newgame.entered_next":        "Suite\u00a0: saisir la mise en place",
		"newgame.entered_territories": "Territoires",
		"newgame.entered_territory":   "Territoire",
		"newgame.entered_owner":       "Propriétaire",
		"newgame.entered_create":      "Commencer la partie",
		"setup.flood_first":           "À cinq, le Flood commence toujours\u00a0: il doit prendre la première place à la table.",
	})
}
