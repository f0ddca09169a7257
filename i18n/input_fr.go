package i18n

// French for input.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"input.unknown_field":    "Herald ne connaît pas le champ «\u00a0{field}\u00a0» ici\u00a0; vérifiez son orthographe.",
		"input.field_twice":      "Le champ «\u00a0{field}\u00a0» est venu plusieurs fois\u00a0; Herald ne l’accepte qu’une fois.",
		"input.trailing_data":    "Les données sont suivies de quelque chose que Herald ne sait pas lire.",
		"event.unknown_field":    "L’action «\u00a0{type}\u00a0» n’a pas de champ «\u00a0{field}\u00a0»\u00a0; vérifiez son orthographe.",
		"event.field_twice":      "L’action «\u00a0{type}\u00a0» a le champ «\u00a0{field}\u00a0» plusieurs fois\u00a0; Herald ne l’accepte qu’une fois.",
		"event.trailing_data":    "Les données de l’action «\u00a0{type}\u00a0» sont suivies de quelque chose que Herald ne sait pas lire.",
		"event.unknown_value":    "«\u00a0{value}\u00a0» n’est pas l’un des choix possibles pour «\u00a0{field}\u00a0».",
		"input.not_this_edition": "«\u00a0{field}\u00a0» ne fait pas partie de cette édition et serait ignoré.",
		"units.absurd":           "Aucune table ne veut dire {units} {units:unité|unités}\u00a0: un territoire en a au plus {max}.",
		"units.over_max":         "{territory} aurait alors {units} {units:unité|unités}\u00a0; aucun territoire n’en a plus de {max}.",
	})
}
