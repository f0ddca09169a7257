package i18n

// The table's records across games (/records) and the set-up form's list
// of earlier players.
func init() {
	add(map[string]entry{
		"records.title":          {de: "Rekorde am Tisch", en: "Table records"},
		"records.link":           {de: "Rekorde", en: "Records"},
		"records.same_player":    {de: "Ein Name gilt als derselbe Spieler, wenn er bis auf Leerzeichen am Rand und Groß- und Kleinschreibung gleich ist („Anna“ und „ anna “).", en: "A name counts as the same player when it matches apart from spaces around it and capital letters (“Anna” and “ anna ”)."},
		"records.games_summary":  {de: "{games} {games:Spiel|Spiele}: {finished} zu Ende gespielt, {open} nicht beendet", en: "{games} {games:game|games}: {finished} played to the end, {open} unfinished"},
		"records.no_games":       {de: "Noch keine Spiele, also noch keine Rekorde.", en: "No games yet, so no records yet."},
		"records.players":        {de: "Spieler", en: "Players"},
		"records.player":         {de: "Spieler", en: "Player"},
		"records.house":          {de: "Haus / Fraktion", en: "House / faction"},
		"records.houses":         {de: "Häuser und Fraktionen", en: "Houses and factions"},
		"records.played":         {de: "Gespielt", en: "Played"},
		"records.won":            {de: "Gewonnen", en: "Won"},
		"records.games_n":        {de: "{n} {n:Spiel|Spiele}", en: "{n} {n:game|games}"},
		"records.wins_n":         {de: "{n} {n:Sieg|Siege}", en: "{n} {n:win|wins}"},
		"records.length":         {de: "Im Schnitt {rounds} {rounds:Runde|Runden} und {minutes} {minutes:Minute|Minuten} pro beendetem Spiel", en: "On average {rounds} {rounds:round|rounds} and {minutes} {minutes:minute|minutes} per finished game"},
		"records.no_length":      {de: "Noch kein Spiel zu Ende gespielt.", en: "No game played to the end yet."},
		"records.luck_title":     {de: "Würfelglück über alle Spiele", en: "Dice luck over all games"},
		"records.luck_intro":     {de: "Glück heißt: weniger Einheiten verloren, als die Würfel im Mittel genommen hätten.", en: "Luck means: fewer units lost than the dice would have taken on average."},
		"records.luckiest":       {de: "Glückspilz", en: "Luckiest"},
		"records.unluckiest":     {de: "Pechvogel", en: "Unluckiest"},
		"records.luck_value":     {de: ": {luck} {luck:Einheit|Einheiten} gegenüber dem Erwartungswert, in {battles} {battles:Kampf|Kämpfen}", en: ": {luck} {luck:unit|units} against the expected losses, in {battles} {battles:battle|battles}"},
		"records.luck_none":      {de: "Noch zu wenige Kämpfe: Es zählen nur zu Ende gespielte Spiele, und es braucht darin zwei Spieler, die gekämpft haben.", en: "Too few battles yet: only games played to the end count, and it takes two players who fought in them."},
		"records.comeback_title": {de: "Größtes Comeback", en: "Biggest comeback"},
		"records.comeback":       {de: "{player} nahm {to} (Angriff aus {from}), als die Chance nur {chance} betrug – „{game}“, Runde {round}", en: "{player} took {to} (attacking from {from}) when the chance was only {chance} – “{game}”, round {round}"},
		"records.comeback_hint":  {de: "Die niedrigste genaue Eroberungschance zu Beginn eines Angriffs auf ein Gebiet, der es am Ende doch eroberte.", en: "The lowest exact chance at the start of an attack on a territory that still took it in the end."},
	})
}
