package i18n

// The board as a picture on the game page (issue 30).
func init() {
	add(map[string]entry{
		"picture.label":       {de: "Das Spielbrett als Bild: tippt ein Gebiet, um es im Zug zu wählen", en: "The board as a picture: tap a territory to choose it for the turn"},
		"picture.spot":        {de: "{territory}: {player}, {units} {units:Einheit|Einheiten}", en: "{territory}: {player}, {units} {units:unit|units}"},
		"picture.label_story": {de: "Das Spielbrett als Bild am Ende der Runde: wer welches Gebiet hielt, mit wie vielen Einheiten", en: "The board as a picture at the end of the round: who held each territory, with how many units"},
		"picture.spot_taken":  {de: "{territory}: {player}, {units} {units:Einheit|Einheiten}, in dieser Runde erobert", en: "{territory}: {player}, {units} {units:unit|units}, taken in this round"},
		"picture.label_claim": {de: "Das Spielbrett als Bild: Beim Wählen reihum tippt ihr ein freies Gebiet, um es zu wählen, danach ein gewähltes, um eine Einheit mehr daraufzusetzen", en: "The board as a picture: in the claim round, tap a free territory to claim it, then a claimed one to place one more unit on it"},
		"picture.modes":       {de: "Ein Tipp aufs Bild wählt für", en: "A tap on the picture chooses for"},
		"picture.zoom_in":     {de: "Bild vergrößern", en: "Zoom in"},
		"picture.zoom_out":    {de: "Bild verkleinern", en: "Zoom out"},
	})
}
