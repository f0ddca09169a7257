package i18n

// French for boardlinks.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"boards.linkpic.title":        "Liaisons sur l’image",
		"boards.linkpic.hint":         "Touchez un territoire, puis son voisin\u00a0: les deux sont reliés et le voisin devient le territoire choisi, ainsi une suite de voisins coûte une touche par liaison. Touchez à nouveau le territoire choisi pour le lâcher\u00a0; touchez une ligne pour retirer la liaison.",
		"boards.linkpic.kinds":        "Les nouvelles liaisons sont",
		"boards.linkpic.place_first":  "Placez d’abord les territoires sur la photo (plus haut)\u00a0; ensuite reliez-les ici en deux touches.",
		"boards.linkpic.alt":          "L’image du plateau avec ses territoires et ses liaisons",
		"boards.linkpic.pick":         "Touchez un territoire pour le relier.",
		"boards.linkpic.chosen":       "{territory} choisi\u00a0: touchez son voisin (ou {territory} à nouveau pour le lâcher).",
		"boards.linkpic.linked":       "{a} – {b} reliés ({kind}).",
		"boards.linkpic.listed":       "Les voisins de {territory} sont inscrits\u00a0: {list}.",
		"boards.linkpic.unlinked":     "Liaison {a} – {b} retirée.",
		"boards.linkpic.line":         "{a} – {b} ({kind})\u00a0: touchez pour retirer la liaison, appuyez longuement pour changer son type",
		"boards.linkpic.long":         "Un appui long sur une ligne (environ une demi-seconde) donne à la liaison le type suivant.",
		"boards.linkpic.long_ports":   "Un appui long sur un territoire en fait un port, change sa couleur ou retire le port.",
		"boards.linkpic.kind_set":     "{a} – {b} est maintenant\u00a0: {kind}.",
		"boards.linkpic.spot_hint":    "Appui long\u00a0: port ou non (et sa couleur)",
		"boards.linkpic.spot_port":    "{territory}, port ({colour})",
		"boards.linkpic.port_on":      "{territory} est maintenant un port ({colour}).",
		"boards.linkpic.port_off":     "{territory} n’est plus un port.",
		"boards.linkpic.port_first":   "Aucun port de ce plateau n’a encore de couleur\u00a0: saisissez le premier port avec la couleur de sa côte dans le formulaire de {territory} plus bas\u00a0; ensuite un appui long place les ports ici.",
		"boards.linkpic.port_or_link": "Le champ «\u00a0{field}\u00a0» appartient à une liaison\u00a0: une touche règle le port d’un territoire ou une liaison, pas les deux\u00a0; rien n’a été enregistré.",
		"boards.linkpic.port_failed":  "Le port de {territory} n’a pas été enregistré (pas de réponse de Herald)\u00a0; appuyez à nouveau longuement.",
		"boards.linkpic.no_ports":     "Les plateaux de cette édition n’ont pas de ports\u00a0; {territory} n’a pas été enregistré.",
		"boards.linkpic.port_colour":  "Un port a besoin de la couleur de sa côte ({max} caractères au plus)\u00a0; {territory} n’a pas été enregistré.",
		"boards.linkpic.unknown":      "Ce plateau n’a pas de territoire «\u00a0{territory}\u00a0»\u00a0; rien n’a été enregistré.",
		"boards.linkpic.same":         "{territory} ne peut pas être relié à lui-même\u00a0; rien n’a été enregistré.",
		"boards.linkpic.not_linked":   "{a} et {b} ne sont pas reliés\u00a0; rien n’a été retiré.",
		"boards.linkpic.bad_kind":     "«\u00a0{kind}\u00a0» n’est pas un type de liaison\u00a0; {a} – {b} n’a pas été enregistré.",
		"boards.linkpic.stale":        "Quelqu’un a enregistré ce plateau entre-temps (version {version})\u00a0; cette touche n’a pas été enregistrée. Rechargez la page et touchez à nouveau.",
		"boards.linkpic.failed":       "{a} – {b} n’a pas été enregistré (pas de réponse de Herald)\u00a0; touchez à nouveau.",
	})
}
