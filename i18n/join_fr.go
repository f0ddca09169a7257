package i18n

// French for join.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"join.title":              "Rejoindre",
		"join.hint":               "Scannez le code avec votre téléphone ou ouvrez l’adresse sur le même Wi-Fi\u00a0:",
		"join.none":               "Herald n’a trouvé aucune adresse sur le réseau local. Voici l’adresse utilisée par ce navigateur\u00a0:",
		"join.local":              "Les téléphones ne peuvent pas rejoindre\u00a0: Herald n’écoute que sur cet ordinateur ({addr}). Pour qu’ils puissent rejoindre, lancez-le avec make run ARGS='-addr :{port}' (ou ./bin/herald -addr :{port}).",
		"join.container":          "Herald tourne dans un conteneur\u00a0: voici l’adresse du conteneur. Un téléphone ne l’atteint peut-être pas, sauf si le port est publié sur le réseau de l’hôte (docker run -p {port}:{port} …)\u00a0; ouvrez alors l’adresse de l’hôte et lancez Herald avec -host NOM pour que le nom ou l’adresse de l’hôte y figure.",
		"join.qr_label":           "Code QR de l’adresse pour rejoindre",
		"join.others":             "Aussi joignable à\u00a0:",
		"join.new_key":            "Faire un nouveau code …",
		"join.new_key_hint":       "Tout autre appareil perd l’accès à Herald jusqu’à ce qu’il scanne le nouveau code\u00a0; cet appareil reste connecté. Utilisez-le quand un inconnu a vu le code ou que la soirée est finie.",
		"join.new_key_confirm":    "Nouveau code, exclure tous les autres appareils",
		"join.new_key_table_only": "Seul l’appareil de la table (sur la page de sa partie) ou la machine où tourne Herald fait un nouveau code\u00a0: il exclut tous les autres appareils.",
		"access.no_key":           "Cet appareil n’a pas encore rejoint la table. Demandez le code QR à la table (sur la tablette, sous «\u00a0Rejoindre\u00a0»).",
		"access.wrong_key":        "Cette clé ne convient pas. Demandez le code QR à la table (sur la tablette, sous «\u00a0Rejoindre\u00a0»).",
	})
}
