package i18n

// The game's page in the logbook (issue 33): date and length, finishing
// order with eliminations, each player's figures, points by round.
func init() {
	add(map[string]entry{
		"summary.so_far":           {de: "Stand bis jetzt", en: "Standings so far"},
		"summary.played_on":        {de: "Gespielt am {date}", en: "Played on {date}"},
		"summary.lasted":           {de: "Dauer: {duration}", en: "Length: {duration}"},
		"summary.duration_minutes": {de: "{minutes} {minutes:Minute|Minuten}", en: "{minutes} {minutes:minute|minutes}"},
		"summary.duration_hours":   {de: "{hours} Std. {minutes} Min.", en: "{hours} h {minutes} min"},
		"summary.order":            {de: "Platzierung", en: "Finishing order"},
		"summary.out_so_far":       {de: "Bisher ausgeschieden", en: "Out so far"},
		"summary.place":            {de: "Platz", en: "Place"},
		"summary.out_by":           {de: "ausgeschieden in Runde {round}, Zug {turn}, durch {player}", en: "out in round {round}, turn {turn}, by {player}"},
		"summary.out_at":           {de: "ausgeschieden in Runde {round}, Zug {turn}", en: "out in round {round}, turn {turn}"},
		"summary.figures":          {de: "Die Spieler in Zahlen", en: "The players in numbers"},
		"summary.attacks":          {de: "Angriffe", en: "Attacks"},
		"summary.defences":         {de: "Verteidigungen", en: "Defences"},
		"summary.herald_dice":      {de: "Würfel von Herald", en: "Herald's dice"},
		"summary.table_dice":       {de: "Würfel am Tisch", en: "Table dice"},
		"summary.lost":             {de: "Verloren", en: "Lost"},
		"summary.destroyed":        {de: "Vernichtet", en: "Destroyed"},
		"summary.trades":           {de: "Tausche", en: "Trades"},
		"summary.figures_hint":     {de: "Kämpfe als Angreifer und Verteidiger; die Würfel der eigenen Seite, von Herald oder am Tisch gewürfelt; Einheiten im Kampf verloren und beim Gegner vernichtet; Tausche: wie oft der Spieler Karten eingetauscht hat; Glück: erwartete minus echte Verluste.", en: "Battles as attacker and defender; the dice of the player's side, rolled by Herald or at the table; units lost in battle and destroyed of others; trades: how often the player traded cards in; luck: expected minus real losses."},
		"summary.points":           {de: "Punkte", en: "Points"},
		"summary.points_title":     {de: "Punkte Runde für Runde", en: "Points round by round"},
		"summary.points_chart":     {de: "Punkte je Spieler am Ende jeder Runde", en: "Points per player at the end of each round"},
		"summary.points_desc":      {de: "Die Punkte, nach denen dieses Spiel entschieden wird, am Ende jeder Runde; Runde 0 ist die Aufstellung.", en: "The points that decide this game, at the end of each round; round 0 is the set-up."},
		"summary.points_final":     {de: "Punkte am Ende: {points}", en: "Points at the end: {points}"},
	})
}
