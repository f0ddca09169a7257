package i18n

// eventkinds.go names the event kinds the editions add, in words, for the
// refusal of a kind the game's edition does not play
// (event.not_in_edition): the {kind} the web layer renders.

func init() {
	add(map[string]entry{
		"eventkind.claim":             {de: "Errungenschaft oder Mission einlösen", en: "claiming an achievement or a mission"},
		"eventkind.transfer_command":  {de: "Kommandoübertragung", en: "transfer of command"},
		"eventkind.deploy_hero":       {de: "gefallenen Helden wieder entsenden", en: "deploying a fallen hero again"},
		"eventkind.record_campaign":   {de: "Kampagnenkarte aufdecken", en: "revealing a campaign card"},
		"eventkind.complete_campaign": {de: "Kampagnenkarte erfüllen", en: "completing a campaign card"},
		"eventkind.play_faction_card": {de: "Fraktions-Karte ausspielen", en: "playing a faction card"},
		"eventkind.use_loot":          {de: "Beutekarte einsetzen", en: "using a loot card"},
	})
}
