package i18n

// newhalo.go holds the words of the Halo Wars set-up page.

func init() {
	add(map[string]entry{
		"newhalo.players":     {de: "Spieler", en: "Players"},
		"newhalo.seat":        {de: "Platz {seat}", en: "Seat {seat}"},
		"newhalo.next":        {de: "Weiter: Aufstellung eintragen", en: "Next: enter the set-up"},
		"newhalo.territories": {de: "Gebiete", en: "Territories"},
		"newhalo.territory":   {de: "Gebiet", en: "Territory"},
		"newhalo.owner":       {de: "Besitzer", en: "Owner"},
		"newhalo.create":      {de: "Spiel beginnen", en: "Start the game"},
	})
}
