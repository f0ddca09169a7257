package i18n

// French for cards.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"draw.end_card_too_early":  "La carte Fin de partie ne peut pas encore avoir été tirée\u00a0: elle est dans la moitié inférieure de la pile, donc au moins {from} {from:carte Territoire la précède|cartes Territoire la précèdent}, et seulement {drawn} {drawn:a été tirée|ont été tirées} depuis le mélange à la mise en place (en main ou échangées). Indiquez la carte Territoire tirée, ou corrigez d’abord les mains.",
		"draw.hand_full":           "{player} a déjà {cards} {cards:carte Territoire|cartes Territoire} en main et ne peut pas en tirer une autre\u00a0: jamais plus de {limit}. Le tour finit sans carte, et une série est échangée au début du tour suivant.",
		"place.reserved_elsewhere": "On ne peut plus placer que {left} sur {territory}, pas {units}\u00a0: {reserved} {reserved:unité|unités} de la série échangée ne {reserved:peut être placée|peuvent être placées} que sur {where}.",
		"draw.names_the_card":      "Un tirage indique seulement quelle carte Territoire a été tirée (ou la carte Fin de partie), rien d’autre.",
		"hand.count":               "{count} {count:carte Territoire|cartes Territoire}",
		"hand.must_trade":          "{player} a {cards} en main\u00a0: il faut d’abord échanger une série.",
		"hand.over_limit":          "{player} a {cards} en main, et jamais plus de {limit} ne sont permises\u00a0: échangez des séries maintenant (même hors des renforts), puis le tour continue.",
		"reinforce.reserved_for":   "{units} {units:unité|unités} de la série échangée ne {units:peut être placée|peuvent être placées} que sur {territory}.",
		"list.and":                 "{a} et {b}",
		"list.comma":               "{a}, {b}",
		"list.semicolon":           "{a}\u00a0; {b}",
		"list.colon":               "{a}\u00a0: {b}",
		"list.quoted":              "«\u00a0{a}\u00a0»",
	})
}
