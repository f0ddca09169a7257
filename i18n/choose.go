package i18n

// choose.go holds the sentences for a selection left empty (issue 15:
// "no message with an empty name"): the player reads what to choose, not
// a rule naming „“.
func init() {
	add(map[string]entry{
		"choose.place":         {de: "Bitte ein Gebiet zum Aufstellen wählen.", en: "Choose the territory to place on."},
		"choose.attack_from":   {de: "Bitte ein Angriffsgebiet wählen.", en: "Choose the territory to attack from."},
		"choose.attack_to":     {de: "Bitte das Gebiet wählen, das angegriffen wird.", en: "Choose the territory to attack."},
		"choose.maneuver_from": {de: "Bitte das Gebiet wählen, aus dem Einheiten ziehen.", en: "Choose the territory to move units from."},
		"choose.maneuver_to":   {de: "Bitte das Gebiet wählen, in das die Einheiten ziehen.", en: "Choose the territory to move the units to."},
		"choose.territory":     {de: "Bitte zuerst ein Gebiet wählen.", en: "Choose a territory first."},
		"choose.card":          {de: "Bitte zuerst eine Karte wählen.", en: "Choose a card first."},
		"choose.player":        {de: "Bitte zuerst einen Spieler wählen.", en: "Choose a player first."},
		"choose.something":     {de: "Bitte zuerst alles wählen, was dieser Zug braucht.", en: "Choose everything this move needs first."},
		"reinforce.place_all":  {de: "Alle auf {territory} ({units})", en: "All on {territory} ({units})"},
	})
}
