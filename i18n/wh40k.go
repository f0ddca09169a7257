package i18n

// wh40k.go holds the Warhammer 40,000 sentences the core still says
// (Throne Gelt cards, history lines of describe.go and heroes.go); the
// edition's own words are in editions/wh40k (i18n.go, i18nui.go,
// i18nwords.go).

func init() {
	add(map[string]entry{
		// Throne Gelt.
		"cards.gelt": {
			de: "Eine Gebietskarte ist 100 oder 200 Throne Gelt wert, nicht {gelt}.",
			en: "A territory card is worth 100 or 200 Throne Gelt, not {gelt}.",
		},
		"trade.gelt_only": {
			de: "In Warhammer 40.000 tauscht man Gebietskarten nach ihrem Throne Gelt ein: Bitte nur die Werte angeben.",
			en: "In Warhammer 40,000 territory cards are turned in by their Throne Gelt: please give only their values.",
		},
		"draw.gelt_cards": {
			de: "Bitte den Throne-Gelt-Wert jeder gezogenen Karte angeben, genau {count} {count:Karte|Karten}.",
			en: "Please give the Throne Gelt of each card drawn, exactly {count} {count:card|cards}.",
		},

		// History.
		"history.trade_gelt": {
			de: "{player} tauschte Gebietskarten im Wert von {gelt} Throne Gelt gegen {value} {value:Einheit|Einheiten} ein.",
			en: "{player} turned in territory cards worth {gelt} Throne Gelt for {value} {value:unit|units}.",
		},
		"history.end_turn_gelt": {
			de: "{player} beendete den Zug und zog eine Gebietskarte zu {gelt} Throne Gelt.",
			en: "{player} ended the turn and drew a territory card worth {gelt} Throne Gelt.",
		},
		"history.attack_rolled": {
			de: "{player} griff {to} ({defender}) von {from} aus an und würfelte {attack} gegen {defend}.",
			en: "{player} attacked {to} ({defender}) from {from} and rolled {attack} against {defend}.",
		},
		"history.battle_result": {
			de: "Ergebnis: {result}.",
			en: "Result: {result}.",
		},
		"history.leader_back": {
			de: "Der Anführer von {player} kehrte auf {territory} zurück.",
			en: "{player}'s leader returned to {territory}.",
		},
		"history.won_missions": {
			de: "{player} hatte am Ende des eigenen Zuges genug Missionen erfüllt und gewann das Spiel.",
			en: "{player} ended their own turn with the missions done and won the game.",
		},
	})
}
