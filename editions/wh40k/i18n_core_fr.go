package wh40k

import "herald/i18n"

// The French of i18n_core.go, key for key. Throne Gelt as printed.
func init() {
	i18n.AddLanguage("fr", map[string]string{
		// The set-up page.

		// A hand of Throne Gelt (panels).
		"wh40k.cards": "{gelt} Throne Gelt en {cards} {cards:carte|cartes}",

		// The board correction.
		"board.leaders_title": "Chefs",
		"board.hand_100":      "Cartes à 100 Throne Gelt",
		"board.hand_200":      "Cartes à 200 Throne Gelt",

		// The boards page.
		"boards.edition.warhammer40k": "RISK Warhammer 40,000",

		// Cards by their value, in this edition's words: Throne Gelt.
		"cards.gelt@warhammer40k":            "Une carte Territoire vaut 100 ou 200 Throne Gelt, pas {gelt}.",
		"trade.gelt_only@warhammer40k":       "Dans Warhammer 40.000, les cartes Territoire s’échangent selon leur Throne Gelt\u00a0: indiquez seulement leurs valeurs.",
		"draw.gelt_cards@warhammer40k":       "Indiquez la valeur en Throne Gelt de chaque carte tirée, exactement {count} {count:carte|cartes}.",
		"history.trade_gelt@warhammer40k":    "{player} a échangé des cartes Territoire d’une valeur de {gelt} Throne Gelt contre {value} {value:unité|unités}.",
		"history.end_turn_gelt@warhammer40k": "{player} a fini le tour et a tiré une carte Territoire de {gelt} Throne Gelt.",
		"eventkind.use_loot":                 "utiliser une carte Butin",
	})
}
