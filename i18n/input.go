package i18n

// input.go holds the sentences for input Herald refuses before any rule:
// a field an action does not have, data after it, a value outside a
// field's choices, a unit count no table holds (issue 13, strict input).
func init() {
	add(map[string]entry{
		"input.unknown_field": {
			de: "Das Feld „{field}“ kennt Herald hier nicht; bitte die Schreibweise prüfen.",
			en: "Herald does not know the field “{field}” here; please check its spelling.",
		},
		"input.field_twice": {
			de: "Das Feld „{field}“ kam mehrmals; Herald nimmt es nur einmal an.",
			en: "The field “{field}” came more than once; Herald takes it only once.",
		},
		"input.trailing_data": {
			de: "Nach den Angaben folgt noch etwas, das Herald nicht lesen kann.",
			en: "Something Herald cannot read follows the details.",
		},
		"event.unknown_field": {
			de: "Der Spielzug „{type}“ hat kein Feld „{field}“; bitte die Schreibweise prüfen.",
			en: "The action “{type}” has no field “{field}”; please check its spelling.",
		},
		"event.field_twice": {
			de: "Der Spielzug „{type}“ hat das Feld „{field}“ mehrmals; Herald nimmt es nur einmal an.",
			en: "The action “{type}” has the field “{field}” more than once; Herald takes it only once.",
		},
		"event.trailing_data": {
			de: "Nach den Angaben zum Spielzug „{type}“ folgt noch etwas, das Herald nicht lesen kann.",
			en: "Something Herald cannot read follows the details of the action “{type}”.",
		},
		"event.unknown_value": {
			de: "„{value}“ ist für „{field}“ keine der möglichen Angaben.",
			en: "“{value}” is not one of the choices for “{field}”.",
		},
		"input.not_this_edition": {
			de: "Die Angabe „{field}“ gehört nicht zu dieser Edition und würde nicht beachtet.",
			en: "“{field}” is not part of this edition and would be ignored.",
		},
		"units.absurd": {
			de: "{units} {units:Einheit|Einheiten} kann kein Tisch meinen: Ein Gebiet hält höchstens {max}.",
			en: "No table means {units} {units:unit|units}: a territory holds at most {max}.",
		},
		"units.over_max": {
			de: "Auf {territory} {units:stünde|stünden} dann {units} {units:Einheit|Einheiten}; mehr als {max} hält kein Gebiet.",
			en: "{territory} would then hold {units} {units:unit|units}; no territory holds more than {max}.",
		},
	})
}
