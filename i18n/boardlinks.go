package i18n

// Links tapped on the board editor's picture (issue 30): the panel, what
// the chosen territory and the last tap did, and the refusals.
func init() {
	add(map[string]entry{
		"boards.linkpic.title":        {de: "Verbindungen auf dem Bild", en: "Links on the picture"},
		"boards.linkpic.hint":         {de: "Tippt ein Gebiet an, dann seinen Nachbarn: Die beiden sind verbunden, und der Nachbar ist als Nächstes gewählt, so kostet eine Reihe von Nachbarn einen Tipp je Verbindung. Das gewählte Gebiet noch einmal antippen lässt es los; eine Linie antippen nimmt die Verbindung weg.", en: "Tap a territory, then its neighbour: the two are linked and the neighbour is chosen next, so a row of neighbours costs one tap per link. Tap the chosen territory again to let it go; tap a line to take the link off."},
		"boards.linkpic.kinds":        {de: "Neue Verbindungen sind", en: "New links are"},
		"boards.linkpic.place_first":  {de: "Platziert zuerst die Gebiete auf dem Foto (oben); dann verbindet ihr sie hier mit zwei Tipps.", en: "Place the territories on the photo first (above); then link them here with two taps."},
		"boards.linkpic.alt":          {de: "Das Bild des Spielbretts mit seinen Gebieten und Verbindungen", en: "The board's picture with its territories and links"},
		"boards.linkpic.pick":         {de: "Tippt ein Gebiet an, um es zu verbinden.", en: "Tap a territory to link it."},
		"boards.linkpic.chosen":       {de: "{territory} gewählt: Tippt seinen Nachbarn an (oder {territory} noch einmal, um es loszulassen).", en: "{territory} chosen: tap its neighbour (or {territory} again to let it go)."},
		"boards.linkpic.linked":       {de: "{a} – {b} verbunden ({kind}).", en: "{a} – {b} linked ({kind})."},
		"boards.linkpic.listed":       {de: "Die Nachbarn von {territory} sind eingetragen: {list}.", en: "The neighbours of {territory} are entered: {list}."},
		"boards.linkpic.unlinked":     {de: "Verbindung {a} – {b} entfernt.", en: "Link {a} – {b} taken off."},
		"boards.linkpic.line":         {de: "{a} – {b} ({kind}): antippen entfernt die Verbindung, lange drücken ändert ihre Art", en: "{a} – {b} ({kind}): tap to take the link off, long press to change its kind"},
		"boards.linkpic.long":         {de: "Lange auf eine Linie drücken (etwa eine halbe Sekunde) gibt der Verbindung die nächste Art.", en: "A long press on a line (about half a second) gives the link the next kind."},
		"boards.linkpic.long_ports":   {de: "Lange auf ein Gebiet drücken macht es zum Hafen, wechselt seine Farbe oder nimmt den Hafen weg.", en: "A long press on a territory makes it a port, changes its colour or takes the port off."},
		"boards.linkpic.kind_set":     {de: "{a} – {b} ist jetzt: {kind}.", en: "{a} – {b} is now: {kind}."},
		"boards.linkpic.spot_hint":    {de: "Lange drücken: Hafen an oder aus (und seine Farbe)", en: "Long press: port on or off (and its colour)"},
		"boards.linkpic.spot_port":    {de: "{territory}, Hafen ({colour})", en: "{territory}, port ({colour})"},
		"boards.linkpic.port_on":      {de: "{territory} ist jetzt ein Hafen ({colour}).", en: "{territory} is now a port ({colour})."},
		"boards.linkpic.port_off":     {de: "{territory} ist kein Hafen mehr.", en: "{territory} is no longer a port."},
		"boards.linkpic.port_first":   {de: "Auf diesem Brett hat noch kein Hafen eine Farbe: Tragt den ersten Hafen mit der Farbe seiner Küste im Formular von {territory} unten ein; danach setzt langes Drücken hier Häfen.", en: "No port on this board has a colour yet: enter the first port with its coastline's colour in the form of {territory} below; after that a long press sets ports here."},
		"boards.linkpic.port_or_link": {de: "Das Feld „{field}“ gehört zu einer Verbindung: Ein Tipp setzt den Hafen eines Gebiets oder eine Verbindung, nicht beides; nichts wurde gespeichert.", en: "The field “{field}” belongs to a link: a tap sets a territory's port or a link, not both; nothing was saved."},
		"boards.linkpic.port_failed":  {de: "Der Hafen von {territory} wurde nicht gespeichert (keine Antwort von Herald); drückt noch einmal lange.", en: "The port of {territory} was not saved (no answer from Herald); press it long again."},
		"boards.linkpic.no_ports":     {de: "Bretter dieser Ausgabe haben keine Häfen; {territory} wurde nicht gespeichert.", en: "Boards of this edition have no ports; {territory} was not saved."},
		"boards.linkpic.port_colour":  {de: "Ein Hafen braucht die Farbe seiner Küste (höchstens {max} Zeichen); {territory} wurde nicht gespeichert.", en: "A port needs its coastline's colour (at most {max} characters); {territory} was not saved."},
		"boards.linkpic.unknown":      {de: "Ein Gebiet „{territory}“ gibt es auf diesem Brett nicht; nichts wurde gespeichert.", en: "This board has no territory “{territory}”; nothing was saved."},
		"boards.linkpic.same":         {de: "{territory} lässt sich nicht mit sich selbst verbinden; nichts wurde gespeichert.", en: "{territory} cannot be linked to itself; nothing was saved."},
		"boards.linkpic.not_linked":   {de: "{a} und {b} sind nicht verbunden; nichts wurde entfernt.", en: "{a} and {b} are not linked; nothing was taken off."},
		"boards.linkpic.bad_kind":     {de: "„{kind}“ ist keine Art von Verbindung; {a} – {b} wurde nicht gespeichert.", en: "“{kind}” is not a kind of link; {a} – {b} was not saved."},
		"boards.linkpic.stale":        {de: "Jemand hat das Brett inzwischen gespeichert (Version {version}); dieser Tipp wurde nicht gespeichert. Ladet die Seite neu und tippt ihn noch einmal.", en: "Someone saved this board meanwhile (version {version}); this tap was not saved. Reload the page and tap it again."},
		"boards.linkpic.failed":       {de: "{a} – {b} wurde nicht gespeichert (keine Antwort von Herald); tippt es noch einmal.", en: "{a} – {b} was not saved (no answer from Herald); tap it again."},
	})
}
