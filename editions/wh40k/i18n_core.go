package wh40k

import "herald/i18n"

// i18n_core.go holds the sentences of Warhammer 40,000 that the core's
// catalogue (package i18n) used to hold although only this edition uses
// them: the set-up page's title, a hand of Throne Gelt, its hand
// correction (leaders, cards of 100 and 200) and its edition's name on
// the boards page ("boards.edition." + edition). Keys and texts are
// unchanged.

func init() {
	i18n.Add(map[string]i18n.Entry{
		// The set-up page.

		// A hand of Throne Gelt (panels).
		"wh40k.cards": {De: "{gelt} Throne Gelt in {cards} {cards:Karte|Karten}", En: "{gelt} Throne Gelt in {cards} {cards:card|cards}"},

		// The board correction.
		"board.leaders_title": {De: "Anführer", En: "Leaders"},
		"board.hand_100":      {De: "Karten zu 100 Throne Gelt", En: "Cards of 100 Throne Gelt"},
		"board.hand_200":      {De: "Karten zu 200 Throne Gelt", En: "Cards of 200 Throne Gelt"},

		// The boards page.
		"boards.edition.warhammer40k": {De: "RISIKO Warhammer 40.000", En: "RISK Warhammer 40,000"},

		// Cards by their value, in this edition's words: Throne Gelt.
		"cards.gelt@warhammer40k": {
			De: "Eine Gebietskarte ist 100 oder 200 Throne Gelt wert, nicht {gelt}.",
			En: "A territory card is worth 100 or 200 Throne Gelt, not {gelt}.",
		},
		"trade.gelt_only@warhammer40k": {
			De: "In Warhammer 40.000 tauscht man Gebietskarten nach ihrem Throne Gelt ein: Bitte nur die Werte angeben.",
			En: "In Warhammer 40,000 territory cards are turned in by their Throne Gelt: please give only their values.",
		},
		"draw.gelt_cards@warhammer40k": {
			De: "Bitte den Throne-Gelt-Wert jeder gezogenen Karte angeben, genau {count} {count:Karte|Karten}.",
			En: "Please give the Throne Gelt of each card drawn, exactly {count} {count:card|cards}.",
		},
		"history.trade_gelt@warhammer40k": {
			De: "{player} tauschte Gebietskarten im Wert von {gelt} Throne Gelt gegen {value} {value:Einheit|Einheiten} ein.",
			En: "{player} turned in territory cards worth {gelt} Throne Gelt for {value} {value:unit|units}.",
		},
		"history.end_turn_gelt@warhammer40k": {
			De: "{player} beendete den Zug und zog eine Gebietskarte zu {gelt} Throne Gelt.",
			En: "{player} ended the turn and drew a territory card worth {gelt} Throne Gelt.",
		},
		// This edition's kind of event, named where an edition does not play it.
		"eventkind.use_loot": {De: "Beutekarte einsetzen", En: "using a loot card"},
	})
}
