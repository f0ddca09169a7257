package i18n

// wh40kui.go holds the Warhammer 40,000 page words core pages still
// show: the home page's title, the leader's return (views/leader.templ,
// shared with Halo Legendary), the re-roll dice of the attack form and the
// plural the catalogue test checks. The rest is in editions/wh40k.

func init() {
	add(map[string]entry{
		// The set-up page.
		"wh40k.leader_back_title": {de: "{leader} kehrt zurück", en: "{leader} returns"},
		"wh40k.leader_back_hint":  {de: "Zu Beginn deines Zuges kannst du den gefallenen Anführer auf ein eigenes Gebiet stellen; du musst nicht. Greifst du ohne ihn an, bleibt er besiegt und kann erst zu Beginn eines späteren Zuges zurückkehren.", en: "At the start of your turn you may put the fallen leader on one of your territories; you need not. If you attack without it, it stays defeated and can only return at the start of a later turn."},
		"wh40k.leader_back_where": {de: "Auf welches Gebiet?", en: "Onto which territory?"},
		"wh40k.leader_back":       {de: "Anführer einsetzen", en: "Put the leader back"},
		"wh40k.reroll_one_die":    {de: "Neu gewürfelte 1 (Beute)", en: "Re-rolled 1 (loot)"},
		"wh40k.reroll_lowest_die": {de: "Neu gewürfelter niedrigster (Beute)", en: "Re-rolled lowest (loot)"},
	})
}
