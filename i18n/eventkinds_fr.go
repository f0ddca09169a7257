package i18n

// French for eventkinds.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"eventkind.claim":             "valider un exploit ou une mission",
		"eventkind.transfer_command":  "transfert de commandement",
		"eventkind.deploy_hero":       "redéployer un héros tombé",
		"eventkind.record_campaign":   "révéler une carte Campaign",
		"eventkind.complete_campaign": "remplir une carte Campaign",
		"eventkind.play_faction_card": "jouer une carte Faction",
		"eventkind.use_loot":          "utiliser une carte Butin",
	})
}
