package i18n

// Choosing a game's board (the new-game form and POST /api/games) and the
// game page's note on a board whose links are not all known.
func init() {
	add(map[string]entry{
		"newgame.choose_edition":   {de: "Welche Edition spielt ihr?", en: "Which edition are you playing?"},
		"newgame.board":            {de: "Spielbrett", en: "Board"},
		"newgame.board_shipped":    {de: "{name} (mitgeliefert)", en: "{name} (shipped with Herald)"},
		"newgame.board_table":      {de: "{name} (euer Brett, Version {version})", en: "{name} (your board, version {version})"},
		"newgame.board_not_ready":  {de: "{name} (euer Brett, Version {version}, noch nicht spielbar)", en: "{name} (your board, version {version}, not playable yet)"},
		"newgame.board_unknown":    {de: "Das Brett „{board}“ gibt es nicht (oder nicht in dieser Version).", en: "There is no board “{board}” (or no such version)."},
		"newgame.board_unplayable": {de: "Das Brett „{board}“ lässt sich so noch nicht spielen; der Bretteditor zeigt, was fehlt.", en: "The board “{board}” cannot be played as it is yet; the board editor shows what is missing."},
		"newgame.board_edition":    {de: "Das Brett „{board}“ gehört nicht zu {edition}; wählt ein Brett dieser Edition.", en: "The board “{board}” is not a board of {edition}; choose a board of this edition."},
		"board.links_open":         {de: "Nicht alle Verbindungen dieses Bretts sind bekannt. Wo Herald es nicht sagen kann, entscheidet ihr am Tisch, ob ein Angriff oder ein Manöver geht.", en: "Not every link of this board is known. Where Herald cannot tell, attacks and maneuvers are the table's call."},
	})
}
