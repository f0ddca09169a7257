package i18n

// The board as a picture on the game page (issue 30).
func init() {
	add(map[string]entry{
		"picture.label":    {de: "Das Spielbrett als Bild: tippt ein Gebiet, um es im Zug zu wählen", en: "The board as a picture: tap a territory to choose it for the turn"},
		"picture.spot":     {de: "{territory}: {player}, {units} {units:Einheit|Einheiten}", en: "{territory}: {player}, {units} {units:unit|units}"},
		"picture.modes":    {de: "Ein Tipp aufs Bild wählt für", en: "A tap on the picture chooses for"},
		"picture.zoom_in":  {de: "Bild vergrößern", en: "Zoom in"},
		"picture.zoom_out": {de: "Bild verkleinern", en: "Zoom out"},
	})
}
