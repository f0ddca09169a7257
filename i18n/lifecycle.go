package i18n

// lifecycle.go: a game's times in its file, a file imported twice, and a
// game removed (restorable for a while), archived or restored (issue 33).
func init() {
	add(map[string]entry{
		"gamefile.time_missing":       {de: "Feld „{field}“: Die Spieldatei nennt die Zeiten des Spiels, aber diese nicht.", en: "Field “{field}”: the game file gives the game's times but not this one."},
		"gamefile.event_time_missing": {de: "Ereignis {n}: Die Spieldatei nennt die Zeiten des Spiels, aber nicht die dieses Ereignisses (Feld „at“).", en: "Event {n}: the game file gives the game's times but not this event's (field “at”)."},
		"gamefile.time_bad":           {de: "Feld „{field}“: „{found}“ ist keine Zeit im Format RFC 3339 (etwa 2026-11-29T20:15:00Z).", en: "Field “{field}”: “{found}” is not a time in RFC 3339 (such as 2026-11-29T20:15:00Z)."},
		"gamefile.event_time_bad":     {de: "Ereignis {n}: „{found}“ (Feld „at“) ist keine Zeit im Format RFC 3339 (etwa 2026-11-29T20:15:00Z).", en: "Event {n}: “{found}” (field “at”) is not a time in RFC 3339 (such as 2026-11-29T20:15:00Z)."},
		"gamefile.time_before_start":  {de: "Ereignis {n}: Seine Zeit liegt vor dem Beginn des Spiels (Feld „created_at“).", en: "Event {n}: its time is before the game's start (field “created_at”)."},
		"gamefile.time_order":         {de: "Ereignis {n}: Seine Zeit liegt vor der des Ereignisses davor; die Ereignisse der Datei sind nicht in ihrer Reihenfolge.", en: "Event {n}: its time is before the event before it; the file's events are not in their order."},
		"gamefile.time_updated":       {de: "Feld „updated_at“: Die letzte Änderung des Spiels liegt vor seinem letzten Ereignis.", en: "Field “updated_at”: the game's last change is before its last event."},
		"gamefile.already_here":       {de: "Dieses Spiel ist schon hier: „{name}“", en: "This game is already here: “{name}”"},
		"gamefile.already_here_open":  {de: "Öffnen", en: "Open it"},
		"home.archive":                {de: "Archivieren", en: "Archive"},
		"home.archive_game":           {de: "„{name}“ archivieren", en: "Archive “{name}”"},
		"home.remove":                 {de: "Entfernen", en: "Remove"},
		"home.remove_game":            {de: "„{name}“ entfernen", en: "Remove “{name}”"},
		"home.remove_title":           {de: "„{name}“ entfernen?", en: "Remove “{name}”?"},
		"home.remove_note":            {de: "Das Spiel verschwindet aus der Liste, den Rekorden und der Würfelstatistik. {days} {days:Tag|Tage} lang steht es unter „Zuletzt entfernt“ und lässt sich wiederherstellen, danach wird es endgültig gelöscht.", en: "The game leaves the list, the records and the dice statistics. For {days} {days:day|days} it is listed under “Recently removed” and can be restored; then it is deleted for good."},
		"home.remove_confirm":         {de: "Ja, entfernen", en: "Yes, remove it"},
		"home.cancel":                 {de: "Abbrechen", en: "Cancel"},
		"home.archived":               {de: "Archiv", en: "Archived"},
		"home.archived_note":          {de: "Archivierte Spiele zählen weiter in den Rekorden und der Würfelstatistik.", en: "Archived games still count in the records and the dice statistics."},
		"home.archived_at":            {de: "archiviert am {date}", en: "archived {date}"},
		"home.removed":                {de: "Zuletzt entfernt", en: "Recently removed"},
		"home.removed_note":           {de: "Entfernte Spiele bleiben {days} {days:Tag|Tage} hier und werden dann endgültig gelöscht.", en: "Removed games stay here for {days} {days:day|days}, then they are deleted for good."},
		"home.removed_at":             {de: "entfernt am {date}, wiederherstellbar bis {until}", en: "removed {date}, can be restored until {until}"},
		"home.restore":                {de: "Wiederherstellen", en: "Restore"},
		"home.restore_game":           {de: "„{name}“ wiederherstellen", en: "Restore “{name}”"},
	})
}
