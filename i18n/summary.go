package i18n

// The end-of-game summary page and its charts (issue 17).
func init() {
	add(map[string]entry{
		"summary.title":          {de: "Spielbericht: {game}", en: "Summary: {game}"},
		"summary.link":           {de: "Spielbericht", en: "Game summary"},
		"summary.not_over":       {de: "Das Spiel läuft noch; der Bericht zeigt den Stand bis jetzt.", en: "The game is still running; the summary shows it so far."},
		"summary.territories":    {de: "Gebiete", en: "Territories"},
		"summary.units":          {de: "Einheiten", en: "Units"},
		"summary.winner":         {de: "Sieger", en: "Winner"},
		"summary.out":            {de: "ausgeschieden", en: "out"},
		"summary.story":          {de: "Der Spielverlauf", en: "How the game went"},
		"summary.turning":        {de: "Wendepunkte", en: "Turning points"},
		"summary.turning_battle": {de: "Runde {round}: {attacker} greift von {from} aus {defender} in {to} an", en: "Round {round}: {attacker} attacks {defender} in {to} from {from}"},
		"summary.turning_dice":   {de: "Angriff {attack} gegen Verteidigung {defend}", en: "attack {attack} against defence {defend}"},
		"summary.dice_title":     {de: "Eure Würfel am Tisch", en: "Your dice at the table"},
		"summary.dice_chart":     {de: "Augenzahlen der am Tisch gewürfelten Würfel", en: "Faces of the dice rolled at the table"},
		"summary.dice_desc":      {de: "Wie oft jede Augenzahl bei {count} {count:Würfel|Würfeln} fiel; ein fairer Würfel ergäbe je {expected}, meist mit einer Abweichung von bis zu {sd} (schattiert).", en: "How often each face came up in {count} {count:die|dice}; a fair die would give {expected} each, mostly within {sd} of it (shaded)."},
		"summary.no_table_dice":  {de: "Am Tisch wurden keine Würfel eingetragen; Heralds eigene Würfel zählen hier nicht.", en: "No dice were entered at the table; Herald's own dice do not count here."},
		"summary.count":          {de: "Anzahl", en: "Count"},
		"summary.luck_hint":      {de: "Erwartete minus echte Verluste in Einheiten: Plus heißt Glück.", en: "Expected minus real losses in units: plus means luck."},
		"chart.expected":         {de: "Erwartet", en: "Expected"},
	})
}
