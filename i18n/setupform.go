package i18n

// setupform.go holds the sentences of the set-up form where the players
// say who sits where and who holds which territory (views/setup.templ and
// the editions' set-up pages that share it; the keys keep their first
// prefix), and the seat order refusal of a game of five where one faction
// must go first.

func init() {
	add(map[string]entry{
		// The set-up form.
		"newgame.seat_players":        {de: "Spieler", en: "Players"},
		"newgame.player_count":        {de: "{count} Spieler", en: "{count} {count:player|players}"},
		"newgame.seat_n":              {de: "Platz {seat}", en: "Seat {seat}"},
		"newgame.entered_next":        {de: "Weiter: Aufstellung eintragen", en: "Next: enter the set-up"},
		"newgame.entered_territories": {de: "Gebiete", en: "Territories"},
		"newgame.entered_territory":   {de: "Gebiet", en: "Territory"},
		"newgame.entered_owner":       {de: "Besitzer", en: "Owner"},
		"newgame.entered_create":      {de: "Spiel beginnen", en: "Start the game"},

		// Seats.
		"setup.flood_first": {
			de: "Zu fünft beginnt immer die Flood: Sie muss den ersten Platz am Tisch einnehmen.",
			en: "With 5 players the Flood always goes first: it must take the first seat at the table.",
		},
	})
}
