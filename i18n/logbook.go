package i18n

// The logbook (issue 33): the games list (/games) and the per-player
// figures of the records page, with their filters.
func init() {
	add(map[string]entry{
		"logbook.title":             {de: "Spielebuch", en: "Logbook"},
		"logbook.link":              {de: "Spielebuch", en: "Logbook"},
		"logbook.finished":          {de: "Zu Ende gespielte Spiele", en: "Games played to the end"},
		"logbook.unfinished":        {de: "Nicht beendete Spiele", en: "Unfinished games"},
		"logbook.unfinished_note":   {de: "Sie zählen in keinem Rekord, bis sie zu Ende gespielt sind.", en: "They count in no record until they are played to the end."},
		"logbook.none":              {de: "Kein zu Ende gespieltes Spiel passt dazu.", en: "No game played to the end matches."},
		"logbook.open_game":         {de: "Zum Spiel", en: "Open the game"},
		"logbook.summary":           {de: "Spielbericht", en: "Summary"},
		"logbook.started":           {de: "Begonnen am {date}", en: "Started on {date}"},
		"logbook.minutes":           {de: "{n} {n:Minute|Minuten}", en: "{n} {n:minute|minutes}"},
		"logbook.hours":             {de: "{h} Std. {m} Min.", en: "{h} h {m} min"},
		"logbook.rounds":            {de: "{n} {n:Runde|Runden}", en: "{n} {n:round|rounds}"},
		"logbook.players":           {de: "Spieler", en: "Players"},
		"logbook.no_winner":         {de: "Noch niemand hat gewonnen.", en: "Nobody has won yet."},
		"logbook.filter":            {de: "Auswahl", en: "Filter"},
		"logbook.edition":           {de: "Edition", en: "Edition"},
		"logbook.player":            {de: "Spieler", en: "Player"},
		"logbook.all_editions":      {de: "Alle Editionen", en: "All editions"},
		"logbook.all_players":       {de: "Alle Spieler", en: "All players"},
		"logbook.apply":             {de: "Anzeigen", en: "Show"},
		"logbook.show_all":          {de: "Alle Spiele zeigen", en: "Show every game"},
		"logbook.unknown_edition":   {de: "Eine Edition „{edition}“ kennt Herald nicht; bitte eine aus der Liste wählen.", en: "Herald knows no edition “{edition}”; please choose one from the list."},
		"logbook.unknown_player":    {de: "In keinem Spiel sitzt ein Spieler namens „{player}“; bitte einen aus der Liste wählen.", en: "No game has a player named “{player}”; please choose one from the list."},
		"logbook.win_rate":          {de: "Siegquote", en: "Win rate"},
		"logbook.streak":            {de: "Siegesserie", en: "Win streak"},
		"logbook.streak_value":      {de: "{streak}, längste {longest}", en: "{streak}, longest {longest}"},
		"logbook.people":            {de: "Jeder Spieler für sich", en: "Each player"},
		"logbook.favourite_house":   {de: "Am liebsten gespielt: {house}", en: "Played most often: {house}"},
		"logbook.favourite_edition": {de: "Liebste Edition: {edition}", en: "Favourite edition: {edition}"},
		"logbook.head_to_head":      {de: "Direkter Vergleich", en: "Head-to-head"},
		"logbook.opponent":          {de: "Gegen", en: "Against"},
		"logbook.together":          {de: "Gemeinsam", en: "Together"},
		"logbook.versus_won":        {de: "Vorn", en: "Ahead"},
		"logbook.versus_lost":       {de: "Hinten", en: "Behind"},
		"logbook.versus_hint":       {de: "Vorn: Spiele, die der Spieler gewann und der andere nicht; hinten: umgekehrt. Gewinnen beide (als Team) oder keiner, zählt das Spiel für keinen.", en: "Ahead: games the player won and the other did not; behind: the other way round. When both win (as a team) or neither does, the game counts for neither."},
	})
}
