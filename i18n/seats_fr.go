package i18n

// French for seats.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"seats.title":             "Places",
		"seats.hint":              "Chacun ouvre son lien sur son propre téléphone et y voit ses cartes.",
		"seats.link_for":          "Lien pour {player}",
		"seats.reissue":           "Nouveau lien pour {player}",
		"seats.reissued":          "L’ancien lien de {player} ne marche plus.",
		"seats.link_label":        "Lien de {player}",
		"seats.me_title":          "{player}\u00a0: vos cartes",
		"seats.hand":              "Vos cartes ({n})",
		"seats.no_cards":          "Vous n’avez pas de cartes.",
		"seats.your_turn":         "C’est votre tour.",
		"seats.their_turn":        "C’est le tour de {player}.",
		"seats.face_down":         "Vos cartes face cachée",
		"seats.to_table":          "Vers la table",
		"seats.hand_hidden":       "{player} a {n} {n:carte|cartes} face cachée sur son téléphone.",
		"seats.no_seat":           "Ce téléphone n’a pas de place dans cette partie\u00a0: ouvrez le lien que la table vous montre.",
		"seats.private_elsewhere": "Seul le téléphone de {player} peut faire cela : cela nomme ce que {player} garde face cachée.",
	})
}
