package i18n

// French for boardphoto.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"boards.photo.title":           "Photo de votre plateau",
		"boards.photo.take":            "Prendre une photo de votre plateau",
		"boards.photo.hint":            "Avec l’appareil photo de la tablette ou en fichier (JPEG, PNG ou WebP, 10 Mo et 40 mégapixels au plus). Herald garde une copie réduite sans le lieu, l’heure ni l’appareil de la photo\u00a0; elle n’est montrée que sur les pages de Herald. Une nouvelle photo remplace l’ancienne, et les territoires y sont touchés à nouveau.",
		"boards.photo.upload":          "Enregistrer la photo",
		"boards.photo.saved":           "Photo enregistrée. Touchez maintenant chaque territoire dessus.",
		"boards.photo.alt":             "Votre photo du plateau avec les territoires touchés dessus",
		"boards.photo.too_big":         "La photo est trop grande ({max} Mo au plus)\u00a0; rien n’a été enregistré.",
		"boards.photo.too_many_pixels": "La photo a trop de pixels ({max} mégapixels au plus)\u00a0; rien n’a été enregistré.",
		"boards.photo.not_image":       "Ce n’est pas une image que Herald sait lire (JPEG, PNG ou WebP), ou elle est incomplète\u00a0; rien n’a été enregistré.",
		"boards.photo.missing":         "Prenez une photo ou choisissez un fichier image.",
		"boards.photo.import_broken":   "La photo du fichier de plateau n’est pas une image lisible (ou elle est trop grande)\u00a0; rien n’a été enregistré.",
		"boards.photo.import_missing":  "Le fichier de plateau nomme une photo mais ne la contient pas\u00a0; rien n’a été enregistré.",
		"boards.spots.where":           "Où est {territory}\u00a0? Touchez-le sur la photo.",
		"boards.spots.done":            "Tous les territoires sont placés.",
		"boards.spots.count":           "{placed} sur {total} {total:territoire placé|territoires placés}",
		"boards.spots.move_hint":       "Un emplacement est faux\u00a0? Touchez son point (ou le territoire dans la liste), puis le bon endroit, ou faites glisser le point.",
		"boards.spots.skip":            "Passer pour l’instant",
		"boards.spots.save":            "Enregistrer les emplacements",
		"boards.spots.off":             "L’emplacement de {territory} n’est pas sur la photo ({value})\u00a0; rien n’a été enregistré.",
		"boards.spots.unknown":         "Ce plateau n’a pas de territoire «\u00a0{territory}\u00a0»\u00a0; rien n’a été enregistré.",
		"boards.spots.no_photo":        "Ce plateau n’a pas encore de photo\u00a0: prenez-en une d’abord.",
	})
}
