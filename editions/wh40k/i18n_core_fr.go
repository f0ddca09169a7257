package wh40k

import "herald/i18n"

// The French of i18n_core.go, key for key. Throne Gelt as printed.
func init() {
	i18n.AddLanguage("fr", map[string]string{
		// The set-up page.
		"newwh.title": "Nouvelle partie : Warhammer 40,000",

		// A hand of Throne Gelt (panels).
		"wh40k.cards": "{gelt} Throne Gelt en {cards} {cards:carte|cartes}",

		// The board correction.
		"board.leaders_title": "Chefs",
		"board.hand_100":      "Cartes à 100 Throne Gelt",
		"board.hand_200":      "Cartes à 200 Throne Gelt",

		// The boards page.
		"boards.edition.warhammer40k": "RISK Warhammer 40,000",
	})
}
