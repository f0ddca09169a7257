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
		"newwh.title": {De: "Neues Spiel: Warhammer 40.000", En: "New game: Warhammer 40,000"},

		// A hand of Throne Gelt (panels).
		"wh40k.cards": {De: "{gelt} Throne Gelt in {cards} {cards:Karte|Karten}", En: "{gelt} Throne Gelt in {cards} {cards:card|cards}"},

		// The board correction.
		"board.leaders_title": {De: "Anführer", En: "Leaders"},
		"board.hand_100":      {De: "Karten zu 100 Throne Gelt", En: "Cards of 100 Throne Gelt"},
		"board.hand_200":      {De: "Karten zu 200 Throne Gelt", En: "Cards of 200 Throne Gelt"},

		// The boards page.
		"boards.edition.warhammer40k": {De: "RISIKO Warhammer 40.000", En: "RISK Warhammer 40,000"},
	})
}
