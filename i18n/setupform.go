package i18n

// setupform.go holds the sentences of the set-up form where the players
// say who sits where and who holds which territory (views/setup.templ and
// the editions' set-up pages that share it; the keys keep their first
// prefix), and the seat order refusal of a game of five where one faction
// must go first.

func init() {
	add(map[string]entry{
		// The set-up form.
		"newhalo.players":     {de: "Spieler", en: "Players"},
		"newhalo.seat":        {de: "Platz {seat}", en: "Seat {seat}"},
		"newhalo.next":        {de: "Weiter: Aufstellung eintragen", en: "Next: enter the set-up"},
		"newhalo.territories": {de: "Gebiete", en: "Territories"},
		"newhalo.territory":   {de: "Gebiet", en: "Territory"},
		"newhalo.owner":       {de: "Besitzer", en: "Owner"},
		"newhalo.create":      {de: "Spiel beginnen", en: "Start the game"},

		// Seats.
		"setup.flood_first": {
			de: "Zu fünft beginnt immer die Flood: Sie muss den ersten Platz am Tisch einnehmen.",
			en: "With 5 players the Flood always goes first: it must take the first seat at the table.",
		},
	})
}
