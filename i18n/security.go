package i18n

// What Herald answers a request it refuses at the door (handlers/security.go).
func init() {
	add(map[string]entry{
		"error.cross_origin": {de: "Abgelehnt: Dieses Formular wurde von einer anderen Seite abgeschickt. Nichts wurde verändert.", en: "Refused: this form was sent from another site. Nothing was changed."},
		"error.json_only":    {de: "Abgelehnt: Die API nimmt nur JSON an (Content-Type: application/json).", en: "Refused: the API takes only JSON (Content-Type: application/json)."},
		"error.misdirected": {de: "Abgelehnt: Herald antwortet nur unter seinen eigenen Namen (localhost, Name und Adressen dieses Rechners), nicht unter „{host}“. Nichts wurde verändert. Um einen Namen hinzuzufügen, startet Herald mit -host NAME.",
			en: "Refused: Herald answers only to its own names (localhost, this machine's name and addresses), not to “{host}”. Nothing was changed. To add a name, start Herald with -host NAME."},
		"error.too_large":          {de: "Abgelehnt: Die Anfrage ist zu groß. Nichts wurde verändert.", en: "Refused: the request is too large. Nothing was changed."},
		"setup.name_too_long":      {de: "Der Name von Spieler {seat} ist zu lang (höchstens {max} Zeichen).", en: "The name of player {seat} is too long (at most {max} characters)."},
		"setup.game_name_too_long": {de: "Der Name des Spiels ist zu lang (höchstens {max} Zeichen).", en: "The name of the game is too long (at most {max} characters)."},
	})
}
