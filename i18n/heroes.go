package i18n

// heroes.go holds the sentences of heroes and leaders that leave the board
// with the last unit of their territory and come back at the start of
// their owner's turn: the engine's set-up checks, refusals and history,
// and the shared forms' sentences about a hero or leader (views.Words.Hero
// + key, the edition naming the prefix of its sentences), the hero's place on the
// board page and the leader's return form (views/leader.templ, "leader.").

func init() {
	add(map[string]entry{
		"conquest.hero_moves_in": {
			de: "Der Held hat in dieser Schlacht mitgekämpft und muss mit den erobernden Einheiten nach {territory} ziehen.",
			en: "The hero fought in this battle and must move into {territory} with the conquering units.",
		},
		"hero.deploy_first": {
			de: "Der Held von {player} ist gefallen: Bitte zuerst angeben, auf welches eigene Gebiet er zu Beginn dieses Zuges zurückkehrt.",
			en: "{player}'s hero has fallen: please first say which own territory it returns to at the start of this turn.",
		},
		"hero.deploy_at_start": {
			de: "Ein gefallener Held kehrt zu Beginn des eigenen Zuges zurück, beim Verteilen der Verstärkung, nicht später.",
			en: "A fallen hero returns at the start of its owner's turn, while reinforcements are placed, not later.",
		},

		// Set-up (engine).
		"setup.hero_missing": {
			de: "{player} braucht einen Helden auf einem eigenen Gebiet.",
			en: "{player} needs a hero on one of their own territories.",
		},
		"setup.hero_not_own": {
			de: "Der Held von {player} kommt auf ein eigenes Gebiet, und {territory} gehört jemand anderem.",
			en: "{player}'s hero goes on one of their own territories, and {territory} belongs to someone else.",
		},

		// Refusals (engine).
		"attack.hero_not_there": {
			de: "Der Held des Angreifers steht nicht in {territory}: In die Schlacht („IN“) geht er nur aus dem Gebiet, in dem er steht.",
			en: "The attacker's hero is not in {territory}: a hero can go “IN” to battle only from the territory it stands in.",
		},
		"attack.hero_falls_with_dice": {
			de: "Mit eingetragenen Würfeln sieht Herald selbst, ob ein Held fällt: Das wird nur angegeben, wenn allein die Verluste eingetragen werden.",
			en: "When the dice are entered, Herald sees for itself whether a hero falls: say so only when entering the losses alone.",
		},
		"attack.hero_falls_impossible": {
			de: "Dieser Held kann hier nicht gefallen sein: Seinen Helden verliert nur eine Seite, deren Held in der Schlacht war und die dabei eine Einheit verloren hat, und das höchstens eine der beiden Seiten.",
			en: "That hero cannot have fallen here: only a side whose hero was in the battle and that lost a unit can lose its hero, and only one of the two sides.",
		},
		"hero.not_there": {
			de: "Der Held steht nicht in {territory}: Er zieht nur mit Einheiten aus dem Gebiet, in dem er steht.",
			en: "The hero is not in {territory}: it moves only with units leaving the territory it stands in.",
		},
		"hero.not_removed": {
			de: "Der Held von {player} ist nicht vom Spielplan genommen worden: Zurückgestellt wird nur ein gefallener Held, und jeder nur einmal.",
			en: "{player}'s hero has not been taken off the board: only a fallen hero is put back, and each only once.",
		},
		"hero.not_own": {
			de: "Der Held von {player} kehrt auf ein eigenes Gebiet zurück, und {territory} gehört jemand anderem.",
			en: "{player}'s hero returns to one of their own territories, and {territory} belongs to someone else.",
		},
		"hero.redeploy": {
			de: "Der Held von {player} ist gefallen und muss vor dem Ende des Zuges auf ein Gebiet von {player} zurück: Bitte angeben, wohin.",
			en: "{player}'s hero has fallen and must go back onto one of {player}'s territories before the turn ends: please say where.",
		},

		// History.
		"history.hero_back": {
			de: "Der Held von {player} kehrte auf {territory} zurück.",
			en: "{player}'s hero returned to {territory}.",
		},

		// The shared forms and board page.
		"heroes.hero_at":       {de: "Held in {territory}", en: "Hero in {territory}"},
		"heroes.hero_back":     {de: "Held von {player} zurück nach", en: "{player}'s hero back to"},
		"heroes.hero_in":       {de: "Held ist „IN“ (+1 auf den höchsten Würfel; verliert dieser, geht der Held mit einer Einheit)", en: "Hero is “IN” (+1 to the highest die; if it loses, the hero leaves with one unit)"},
		"hero.falls_hint":      {de: "Nur Verluste: hat eine Seite nur den Vergleich der höchsten Würfel verloren, sagt es hier – ihr Held verlässt den Plan.", en: "Losses only: if a side lost just the comparison of the highest dice, say so here – its hero leaves the board."},
		"hero.attack_falls":    {de: "Der Angreifer hat den höchsten Würfel verloren", en: "The attacker lost the highest die"},
		"hero.defend_falls":    {de: "Der Verteidiger hat den höchsten Würfel verloren", en: "The defender lost the highest die"},
		"heroes.hero_moves_in": {de: "Der Held zieht mit ein", en: "The hero moves in too"},
		"heroes.hero_moves":    {de: "Der Held aus {territory} zieht mit", en: "The hero in {territory} moves along"},
		"heroes.moves_in_fought": {
			de: "Der Held hat mitgekämpft und zieht mit den erobernden Einheiten ein.",
			en: "The hero fought and moves in with the conquering units.",
		},

		// A leader's return.
		"history.leader_back": {
			de: "Der Anführer von {player} kehrte auf {territory} zurück.",
			en: "{player}'s leader returned to {territory}.",
		},
		"leader.back_title": {de: "{leader} kehrt zurück", en: "{leader} returns"},
		"leader.back_hint":  {de: "Zu Beginn deines Zuges kannst du den gefallenen Anführer auf ein eigenes Gebiet stellen; du musst nicht. Greifst du ohne ihn an, bleibt er besiegt und kann erst zu Beginn eines späteren Zuges zurückkehren.", en: "At the start of your turn you may put the fallen leader on one of your territories; you need not. If you attack without it, it stays defeated and can only return at the start of a later turn."},
		"leader.back_where": {de: "Auf welches Gebiet?", en: "Onto which territory?"},
		"leader.back":       {de: "Anführer einsetzen", en: "Put the leader back"},
	})
}
