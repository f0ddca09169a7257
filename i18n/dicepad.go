package i18n

// The attack form's dice pad: the table's real dice entered by taps, and
// "losses only" as one button per outcome.
func init() {
	add(map[string]entry{
		"dicepad.hint":            {de: "Tippt bei jedem Würfel die Augenzahl an, dann „Würfe eintragen“.", en: "Tap each die's face, then “Record the roll”."},
		"dicepad.record":          {de: "Würfe eintragen", en: "Record the roll"},
		"dicepad.attack_die":      {de: "Angreifer Würfel {n}", en: "Attacker die {n}"},
		"dicepad.defend_die":      {de: "Verteidiger Würfel {n}", en: "Defender die {n}"},
		"dicepad.field":           {de: "Feld „{field}“", en: "field “{field}”"},
		"dicepad.face":            {de: "{die}: {face}", en: "{die}: {face}"},
		"dicepad.attacker_loses":  {de: "Angreifer −{n}", en: "Attacker −{n}"},
		"dicepad.defender_loses":  {de: "Verteidiger −{n}", en: "Defender −{n}"},
		"dicepad.both_lose":       {de: "Angreifer −{a}, Verteidiger −{d}", en: "Attacker −{a}, defender −{d}"},
		"dicepad.face_missing":    {de: "{die}: keine Augenzahl gewählt.", en: "{die}: no face chosen."},
		"dicepad.face_range":      {de: "{die}: „{value}“ ist keine Augenzahl; ein Würfel zeigt 1 bis 6.", en: "{die}: “{value}” is not a face; a die shows 1 to 6."},
		"dicepad.attackers_range": {de: "Angriffswürfel: „{value}“ geht nicht; der Angreifer würfelt mit 1 bis {max} {max:Würfel|Würfeln}.", en: "Attack dice: “{value}” is not allowed; the attacker rolls 1 to {max} {max:die|dice}."},
		"dicepad.defenders_range": {de: "Verteidigungswürfel: „{value}“ geht nicht; der Verteidiger würfelt mit 1 bis {max} {max:Würfel|Würfeln}.", en: "Defence dice: “{value}” is not allowed; the defender rolls 1 to {max} {max:die|dice}."},
		"dicepad.outcome_bad":     {de: "Nur Verluste: „{value}“ ist kein Ergebnis eines Kampfes.", en: "Losses only: “{value}” is not the outcome of a battle."},
		"dicepad.twice":           {de: "{die}: zweimal angegeben.", en: "{die}: given twice."},
		"dicepad.mixed":           {de: "Würfel aus dem Würfelfeld und getippte Würfel zugleich: bitte nur eins von beiden.", en: "Dice from the dice pad and typed dice together: please use only one."},
	})
}
