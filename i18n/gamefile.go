package i18n

// gamefile.go: moving a game to another Herald (export and import of one
// file), with the sentences for a file Herald will not import.
func init() {
	add(map[string]entry{
		"gamefile.export":              {de: "Spiel exportieren", en: "Export game"},
		"gamefile.export_secrets":      {de: "Spiel mit allen Geheimnissen exportieren", en: "Export game with every secret"},
		"gamefile.export_secrets_note": {de: "Mit allen verdeckten Karten und Heralds Stapelreihenfolge: zum Umziehen des Spiels auf einen anderen Computer, haltet die Datei von den Spielern fern. „Spiel exportieren“ lässt die Geheimnisse weg.", en: "With every hidden card and Herald's deck order: for moving the game to another computer, keep it away from the players. “Export game” leaves the secrets out."},
		"gamefile.secrets_here_only":   {de: "Eine Spieldatei mit allen Geheimnissen (verdeckte Karten, Heralds Stapelreihenfolge) lässt sich nur auf dem Computer exportieren und übernehmen, auf dem Herald läuft.", en: "A game file with every secret (hidden cards, Herald's deck order) can only be exported and imported on the computer running Herald."},
		"gamefile.secrets_left_out":    {de: "Feld „secrets“: Diese Spieldatei lässt verdeckte Karten weg, ohne die sich das Spiel nicht weiterspielen lässt. Exportiert die vollständige Datei auf dem Computer, auf dem Herald läuft („Spiel mit allen Geheimnissen exportieren“).", en: "Field “secrets”: this game file leaves out hidden cards the game cannot be played on without. Export the whole file on the computer running Herald (“Export game with every secret”)."},
		"gamefile.secrets_value":       {de: "Feld „secrets“: „{found}“ kennt Herald nicht; eine Spieldatei hat hier „unknown_cards“, „left_out“ oder nichts.", en: "Field “secrets”: Herald does not know “{found}”; a game file has “unknown_cards” or “left_out” here, or nothing."},
		"gamefile.import":              {de: "Spiel von einem anderen Herald übernehmen", en: "Bring a game from another Herald"},
		"gamefile.import_file":         {de: "Spieldatei (.json)", en: "Game file (.json)"},
		"gamefile.import_submit":       {de: "Spiel übernehmen", en: "Import game"},
		"gamefile.too_big":             {de: "Die Datei ist zu groß: Eine Spieldatei hat höchstens {max} MB.", en: "The file is too big: a game file has at most {max} MB."},
		"gamefile.no_file":             {de: "Bitte eine Spieldatei wählen.", en: "Choose a game file."},
		"gamefile.bad_json":            {de: "Das ist keine vollständige Spieldatei: Sie lässt sich nicht als JSON lesen (abgeschnitten?).", en: "This is not a whole game file: it cannot be read as JSON (cut off?)."},
		"gamefile.format":              {de: "Feld „herald_game“: Die Datei hat das Format {found}, dieser Herald liest Format {want}.", en: "Field “herald_game”: the file is format {found}, this Herald reads format {want}."},
		"gamefile.unknown_field":       {de: "Die Spieldatei hat ein Feld „{field}“, das Herald nicht kennt.", en: "The game file has a field “{field}” Herald does not know."},
		"gamefile.too_long":            {de: "Feld „{field}“ ist zu lang: höchstens {max} Zeichen.", en: "Field “{field}” is too long: at most {max} characters."},
		"gamefile.no_events":           {de: "Feld „events“: Die Spieldatei hat keine Ereignisse, nicht einmal den Spielaufbau.", en: "Field “events”: the game file has no events, not even the set-up."},
		"gamefile.too_many_events":     {de: "Feld „events“: Eine Spieldatei hat höchstens {max} {max:Ereignis|Ereignisse}.", en: "Field “events”: a game file has at most {max} {max:event|events}."},
		"gamefile.boards_mismatch":     {de: "Feld „boards“: Die Spielbretter der Datei passen nicht zu ihrem Brett „{board}“.", en: "Field “boards”: the file's boards do not match its board “{board}”."},
		"gamefile.board_bad":           {de: "Feld „boards“: Das Spielbrett „{board}“ der Datei lässt sich nicht spielen.", en: "Field “boards”: the file's board “{board}” cannot be played."},
		"gamefile.board_taken":         {de: "Das Spielbrett „{board}“ wurde eben hier angelegt; bitte die Datei noch einmal übernehmen.", en: "The board “{board}” was just created here; import the file again."},
		"gamefile.edition_unknown":     {de: "Feld „edition“: Die Ausgabe „{edition}“ kennt dieser Herald nicht.", en: "Field “edition”: this Herald does not know the edition “{edition}”."},
		"gamefile.bad_event":           {de: "Ereignis {n} ({event}): {reason}", en: "Event {n} ({event}): {reason}"},
		"gamefile.event_unreadable":    {de: "Es lässt sich nicht lesen.", en: "It cannot be read."},
		"gamefile.ev.attack":           {de: "Angriff {from} → {to}", en: "attack {from} → {to}"},
		"gamefile.ev.maneuver":         {de: "Manöver {from} → {to}", en: "maneuver {from} → {to}"},
		"gamefile.ev.place":            {de: "Verstärkung nach {territory}", en: "reinforcement to {territory}"},
		"gamefile.kind.setup":          {de: "Spielaufbau", en: "set-up"},
		"gamefile.kind.trade":          {de: "Kartentausch", en: "card trade"},
		"gamefile.kind.move_in":        {de: "Nachrücken", en: "moving in"},
		"gamefile.kind.end_attack":     {de: "Ende der Angriffe", en: "end of attacks"},
		"gamefile.kind.end_turn":       {de: "Zugende", en: "end of turn"},
		"gamefile.kind.correct":        {de: "Korrektur", en: "correction"},
		"gamefile.kind.correct_hand":   {de: "Korrektur der Karten", en: "correction of the cards"},
		"gamefile.kind.attack":         {de: "Angriff", en: "attack"},
		"gamefile.kind.maneuver":       {de: "Manöver", en: "maneuver"},
		"gamefile.kind.place":          {de: "Verstärkung", en: "reinforcement"},
	})
}
