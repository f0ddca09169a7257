package i18n

// heroes.go holds the sentences of heroes and leaders that leave the board
// with the last unit of their territory and come back at the start of
// their owner's turn (Halo Legendary, Warhammer 40k).

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
	})
}
