package i18n

// eventkinds.go names the core's event kinds that some editions play, in
// words, for the refusal of a kind the game's edition does not play
// (event.not_in_edition): the {kind} the web layer renders. An edition's
// own kinds are named in its package.

func init() {
	add(map[string]entry{
		"eventkind.claim":            {de: "Errungenschaft oder Mission einlösen", en: "claiming an achievement or a mission"},
		"eventkind.transfer_command": {de: "Kommandoübertragung", en: "transfer of command"},
		"eventkind.deploy_hero":      {de: "gefallenen Helden wieder entsenden", en: "deploying a fallen hero again"},
	})
}
