package got

import "herald/i18n"

// The French of i18n.go, key for key. House names as printed (Lannister:
// the French books' and board's spelling).
func init() {
	i18n.AddLanguage("fr", map[string]string{
		"edition.got":                 "RISK Game of Thrones – Escarmouche",
		"boards.edition.got":          "RISK Game of Thrones",
		"house.stark":                 "Stark",
		"house.baratheon":             "Baratheon",
		"house.lannister":             "Lannister",
		"house.tyrell":                "Tyrell",
		"house.martell":               "Martell",
		"event.not_in_edition@got":    "Cette action n’existe pas dans Game of Thrones Escarmouche : ici, on renforce, on échange des séries, on attaque, on manœuvre et on pioche une carte Territoire.",
		"setup.house_not_allowed@got": "La maison {house} ne joue pas à {count} {count:joueur|joueurs} : Stark, Baratheon et Lannister jouent toujours, Tyrell à partir de 4 joueurs, Martell à 5.",
		"got.may_draw_one":            "1 territoire conquis : vous pouvez piocher une carte Territoire.",
		"got.may_draw":                "{count} {count:territoire conquis|territoires conquis} : vous pouvez piocher une carte Territoire (une seule, quel que soit le nombre de conquêtes).",
		"got.hand_full_no_draw":       "{player} a {cards} en main : jamais plus de {limit}, donc pas de carte malgré la conquête. Une série sera échangée au début du prochain tour.",
		"got.deck_left":               "Dans la pile : encore {count} {count:carte|cartes} (carte Fin de partie comprise).",
		"got.end_card_not_yet":        "La carte Fin de partie est dans la moitié inférieure de la pile : elle ne peut sortir qu’une fois {from} {from:carte Territoire piochée|cartes Territoire piochées} ({drawn} jusqu’ici).",
	})
}
