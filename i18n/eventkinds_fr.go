package i18n

// French for eventkinds.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"eventkind.claim":            "valider un exploit ou une mission",
		"eventkind.transfer_command": "transfert de commandement",
		"eventkind.deploy_hero":      "redéployer un héros tombé",
	})
}
