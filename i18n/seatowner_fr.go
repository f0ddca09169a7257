package i18n

// French for seatowner.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"seats.other_seat":      "Ce téléphone a la place de {me}. Le lien de {player} n’est montré qu’à la table.",
		"seats.other_page":      "Ce téléphone a la place de {me}. La page de {player} montre ce que {player} garde face cachée\u00a0: elle ne s’ouvre que sur le téléphone de {player}.",
		"seats.own_reissue":     "Un nouveau lien n’est donné qu’à la table, sur un appareil sans place.",
		"seats.this_phone":      "Ce téléphone a la place de {player}. Les liens des autres ne sont montrés qu’à la table.",
		"seats.link_spent":      "Le lien de {player} a été ouvert sur un téléphone à {time}, et chaque lien n’ouvre qu’un téléphone. Si ce n’était pas celui de {player}, la table donne un nouveau lien pour {player} sous «\u00a0Places\u00a0».",
		"seats.taken":           "Le téléphone de {player} a cette place depuis {time}\u00a0; son lien n’est plus montré.",
		"seats.reissue_hint":    "Seulement si le téléphone de {player} a perdu son lien ou si un autre téléphone l’a ouvert\u00a0: l’ancien lien ne marche plus, et le téléphone qui l’a en est averti.",
		"seats.reissue_confirm": "Oui, nouveau lien pour {player}",
		"seats.renewed_title":   "Lien de {player} renouvelé",
		"seats.table_only":      "Les liens des places ne sont montrés et renouvelés que sur l’appareil de la table (celui qui a créé cette partie ou montré le premier lien) ou sur la machine où tourne Herald.",
		"seats.renewed":         "Votre lien a été renouvelé à la table ({time}). Demandez à voir le nouveau.",
	})
}
