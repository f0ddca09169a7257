package i18n

// French for boardlinks.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"boards.linkpic.title":       "Liaisons sur l’image",
		"boards.linkpic.hint":        "Touchez un territoire, puis son voisin\u00a0: les deux sont reliés et le voisin devient le territoire choisi, ainsi une suite de voisins coûte une touche par liaison. Touchez à nouveau le territoire choisi pour le lâcher\u00a0; touchez une ligne pour retirer la liaison.",
		"boards.linkpic.kinds":       "Les nouvelles liaisons sont",
		"boards.linkpic.place_first": "Placez d’abord les territoires sur la photo (plus haut)\u00a0; ensuite reliez-les ici en deux touches.",
		"boards.linkpic.alt":         "L’image du plateau avec ses territoires et ses liaisons",
		"boards.linkpic.pick":        "Touchez un territoire pour le relier.",
		"boards.linkpic.chosen":      "{territory} choisi\u00a0: touchez son voisin (ou {territory} à nouveau pour le lâcher).",
		"boards.linkpic.linked":      "{a} – {b} reliés ({kind}).",
		"boards.linkpic.listed":      "Les voisins de {territory} sont inscrits\u00a0: {list}.",
		"boards.linkpic.unlinked":    "Liaison {a} – {b} retirée.",
		"boards.linkpic.line":        "{a} – {b} ({kind})\u00a0: touchez pour retirer la liaison",
		"boards.linkpic.unknown":     "Ce plateau n’a pas de territoire «\u00a0{territory}\u00a0»\u00a0; rien n’a été enregistré.",
		"boards.linkpic.same":        "{territory} ne peut pas être relié à lui-même\u00a0; rien n’a été enregistré.",
		"boards.linkpic.not_linked":  "{a} et {b} ne sont pas reliés\u00a0; rien n’a été retiré.",
		"boards.linkpic.bad_kind":    "«\u00a0{kind}\u00a0» n’est pas un type de liaison\u00a0; {a} – {b} n’a pas été enregistré.",
		"boards.linkpic.stale":       "Quelqu’un a enregistré ce plateau entre-temps (version {version})\u00a0; cette touche n’a pas été enregistrée. Rechargez la page et touchez à nouveau.",
		"boards.linkpic.failed":      "{a} – {b} n’a pas été enregistré (pas de réponse de Herald)\u00a0; touchez à nouveau.",
	})
}
