package i18n

// The table's photo of its board in the board editor (issue 30): the
// upload, its refusals, and the territories' spots tapped on it.
func init() {
	add(map[string]entry{
		"boards.photo.title":           {de: "Foto eures Spielbretts", en: "Photo of your board"},
		"boards.photo.take":            {de: "Foto eures Spielbretts aufnehmen", en: "Take a photo of your board"},
		"boards.photo.hint":            {de: "Mit der Kamera des Tablets oder als Datei (JPEG, PNG oder WebP, höchstens 10 MB und 40 Megapixel). Herald behält eine verkleinerte Kopie ohne Ort, Zeit und Kamera des Fotos; sie wird nur auf Heralds eigenen Seiten gezeigt. Ein neues Foto ersetzt das alte, und die Gebiete werden darauf neu angetippt.", en: "With the tablet's camera or as a file (JPEG, PNG or WebP, at most 10 MB and 40 megapixels). Herald keeps a smaller copy without the photo's place, time and camera; it is shown on Herald's own pages only. A new photo replaces the old one, and the territories are tapped on it anew."},
		"boards.photo.upload":          {de: "Foto speichern", en: "Save the photo"},
		"boards.photo.saved":           {de: "Foto gespeichert. Tippt jetzt jedes Gebiet darauf an.", en: "Photo saved. Now tap each territory on it."},
		"boards.photo.alt":             {de: "Euer Foto des Spielbretts mit den angetippten Gebieten", en: "Your photo of the board with the territories tapped on it"},
		"boards.photo.too_big":         {de: "Das Foto ist zu groß (höchstens {max} MB); nichts wurde gespeichert.", en: "The photo is too big (at most {max} MB); nothing was saved."},
		"boards.photo.too_many_pixels": {de: "Das Foto hat zu viele Bildpunkte (höchstens {max} Megapixel); nichts wurde gespeichert.", en: "The photo has too many pixels (at most {max} megapixels); nothing was saved."},
		"boards.photo.not_image":       {de: "Das ist kein Bild, das Herald lesen kann (JPEG, PNG oder WebP), oder es ist unvollständig; nichts wurde gespeichert.", en: "That is not an image Herald can read (JPEG, PNG or WebP), or it is incomplete; nothing was saved."},
		"boards.photo.missing":         {de: "Nehmt ein Foto auf oder wählt eine Bilddatei.", en: "Take a photo or choose an image file."},
		"boards.photo.import_broken":   {de: "Das Foto in der Brett-Datei ist kein lesbares Bild (oder zu groß); nichts wurde gespeichert.", en: "The photo in the board file is not a readable image (or too big); nothing was saved."},
		"boards.photo.import_missing":  {de: "Die Brett-Datei nennt ein Foto, bringt es aber nicht mit; nichts wurde gespeichert.", en: "The board file names a photo but does not carry it; nothing was saved."},
		"boards.spots.where":           {de: "Wo liegt {territory}? Tippt es auf dem Foto an.", en: "Where is {territory}? Tap it on the photo."},
		"boards.spots.done":            {de: "Alle Gebiete sind platziert.", en: "Every territory is placed."},
		"boards.spots.count":           {de: "{placed} von {total} {total:Gebiet|Gebieten} platziert", en: "{placed} of {total} {total:territory|territories} placed"},
		"boards.spots.move_hint":       {de: "Eine Stelle ist falsch? Tippt ihren Punkt (oder das Gebiet in der Liste) an und dann die richtige Stelle, oder zieht den Punkt dorthin.", en: "A spot is wrong? Tap its dot (or the territory in the list), then the right place, or drag the dot there."},
		"boards.spots.skip":            {de: "Erst einmal überspringen", en: "Skip for now"},
		"boards.spots.save":            {de: "Stellen speichern", en: "Save the spots"},
		"boards.spots.off":             {de: "Die Stelle von {territory} liegt nicht auf dem Foto ({value}); nichts wurde gespeichert.", en: "The spot of {territory} is not on the photo ({value}); nothing was saved."},
		"boards.spots.unknown":         {de: "Ein Gebiet „{territory}“ gibt es auf diesem Brett nicht; nichts wurde gespeichert.", en: "This board has no territory “{territory}”; nothing was saved."},
		"boards.spots.no_photo":        {de: "Dieses Brett hat noch kein Foto: nehmt zuerst eines auf.", en: "This board has no photo yet: take one first."},
	})
}
