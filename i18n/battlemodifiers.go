package i18n

// battlemodifiers.go holds the sentences of what changes a battle's dice
// beyond the standard rules: heroes "IN", cannons in range, bonus dice
// won as rewards, re-rolls of loot cards ("dice.reroll_"; the shared odds
// panel, views/odds.go, the battle form, views/game.templ, and the dice
// pad), and the engine's lines of a battle rolled with them.

func init() {
	add(map[string]entry{
		// Refusals (engine and the claim of a cannon reward).
		"attack.cannon_range": {
			de: "Ob eine Kanone von {player} in der Schlacht um {territory} zählt (oder dass es keine gibt), weiß Herald schon aus dem Spielplan: Angeben müsst ihr eine Kanone nur, wo Herald die Verbindung nicht kennt.",
			en: "Herald already knows from the board whether a cannon of {player} counts in the battle for {territory} (or that there is none): declare a cannon only where Herald does not know the link.",
		},
		"claim.no_cannon": {
			de: "Eine Kanone gibt es nur mit einer Kanonen-Belohnung, und diese Errungenschaft bringt keine: Bitte kein Gebiet für eine Kanone angeben.",
			en: "Only a cannon reward brings a cannon, and this achievement brings none: please don't name a territory for a cannon.",
		},

		// The odds panel: what the odds count.
		"odds.mod.counted":          {de: "In diesen Chancen gezählt: {list}.", en: "Counted in these odds: {list}."},
		"odds.mod.counted_none":     {de: "In diesen Chancen zählt kein Held, keine Kanone und kein Bonuswürfel.", en: "No hero, cannon or bonus die counts in these odds."},
		"odds.mod.attack_hero":      {de: "dein Held „IN“ (+1 auf deinen höchsten Würfel; verliert der, fällt er)", en: "your hero “IN” (+1 to your highest die; if that die loses, the hero falls)"},
		"odds.mod.defend_hero":      {de: "der verteidigende Held von {player} (+1 auf den höchsten Würfel der Verteidigung; verliert der, fällt er)", en: "{player}'s defending hero (+1 to the defence's highest die; if that die loses, the hero falls)"},
		"odds.mod.attack_cannon":    {de: "deine Kanone in Reichweite (+1 auf deinen höchsten Würfel)", en: "your cannon in range (+1 to your highest die)"},
		"odds.mod.defend_cannon":    {de: "die Kanone von {player} in Reichweite (+1 auf den höchsten Würfel der Verteidigung)", en: "{player}'s cannon in range (+1 to the defence's highest die)"},
		"odds.mod.attack_bonus_die": {de: "dein Bonus-Angriffswürfel (Belohnung)", en: "your bonus attack die (reward)"},
		"odds.mod.defend_bonus_die": {de: "der Bonus-Verteidigungswürfel von {player} (Belohnung)", en: "{player}'s bonus defence die (reward)"},
		"odds.hero_not_in":          {de: "Dein Held steht im angreifenden Gebiet, ist aber nicht „IN“: nicht gezählt. Oben ankreuzen, um ihn zu zählen.", en: "Your hero stands in the attacking territory but is not “IN”: not counted. Tick it above to count it."},

		// The battle form: bonus dice and re-rolls.
		"dice.bonus_attack_die":  {de: "Bonus-Angriffswürfel", en: "Bonus attack die"},
		"dice.bonus_defense_die": {de: "Bonus-Verteidigungswürfel", en: "Bonus defence die"},
		"dice.reroll_one_die":    {de: "Neu gewürfelte 1 (Beute)", en: "Re-rolled 1 (loot)"},
		"dice.reroll_lowest_die": {de: "Neu gewürfelter niedrigster (Beute)", en: "Re-rolled lowest (loot)"},

		// History.
		"history.attack_rolled": {
			de: "{player} griff {to} ({defender}) von {from} aus an und würfelte {attack} gegen {defend}.",
			en: "{player} attacked {to} ({defender}) from {from} and rolled {attack} against {defend}.",
		},
		"history.battle_result": {
			de: "Ergebnis: {result}.",
			en: "Result: {result}.",
		},
	})
}
