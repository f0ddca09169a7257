package classic

import "herald/i18n"

// The French of words.go, key for key. The card designs are the French
// box's: infanterie, cavalerie, artillerie and the joker; "armée" as the
// French rules say it.
func init() {
	i18n.AddLanguage("fr", map[string]string{
		"edition.classic": "RISK (classique)",

		"house.black":  "Noir",
		"house.blue":   "Bleu",
		"house.green":  "Vert",
		"house.pink":   "Rose",
		"house.red":    "Rouge",
		"house.yellow": "Jaune",

		"setup.no_house@classic": "{player} n’a pas encore de couleur : choisissez la couleur des armées de {player}.",

		"symbol.infantry":  "Infanterie",
		"symbol.cavalry":   "Cavalerie",
		"symbol.artillery": "Artillerie",
		"symbol.wild":      "Joker",

		"classic.trade.not_a_set":     "Une série, c’est 3 cartes : trois fois le même dessin (infanterie, cavalerie ou artillerie), un de chaque, ou deux cartes quelconques et un joker.",
		"classic.setup.deal_two":      "À deux, chaque pile compte 14 territoires : {player} en a {got}.",
		"classic.setup.deal_uneven":   "Les territoires se répartissent à tour de rôle : {most} contre {fewest}, l’écart dépasse un.",
		"classic.setup.units":         "{territory} doit avoir au moins une armée.",
		"classic.setup.units_unknown": "Les armées nomment un territoire que cette carte n’a pas.",
		"classic.setup.armies":        "{player} a {got} {got:armée|armées} sur le plateau ; la règle en donne {want}.",
		"classic.ui.board_step":       "Le plateau tel qu’il est après la mise en place : le propriétaire et les armées de chaque territoire. Chaque joueur a {armies} {armies:armée|armées}.",
		"classic.ui.units":            "Armées",

		"classic.ui.variant":               "Jeu",
		"classic.variant.domination":       "Domination mondiale : qui occupe les 42 territoires gagne.",
		"classic.variant.secret_mission":   "RISK Mission secrète : qui remplit sa mission le premier gagne (3 à 6 joueurs).",
		"classic.variant.capital":          "RISK des capitales : qui occupe toutes les capitales, la sienne comprise, gagne.",
		"classic.ui.capitals":              "Capitales",
		"classic.ui.capitals_hint":         "Après la mise en place, chaque joueur choisit l’un de ses territoires comme capitale, face cachée ; quand tous ont choisi, on les révèle. Les cartes des capitales sont retirées du jeu.",
		"classic.ui.capital_of":            "Capitale de {player}",
		"classic.ui.capital_none":          "– choisir –",
		"classic.mark_capital_of":          "Capitale de {player}",
		"classic.legend_capital":           "Capitale (RISK des capitales) : qui les occupe toutes, la sienne comprise, gagne.",
		"end.capitals":                     "RISK des capitales : un joueur occupe toutes les capitales, la sienne comprise.",
		"classic.capital.missing":          "Au RISK des capitales, chaque joueur choisit une capitale : {player} n’en a pas encore.",
		"classic.capital.not_own":          "{territory} n’est pas à {player} : une capitale est l’un de ses propres territoires.",
		"classic.capital.unknown":          "La capitale de {player}, « {capital} », n’est pas un territoire de cette carte.",
		"classic.capital.neutral":          "{player} est l’armée neutre et n’a pas de capitale.",
		"classic.capital.not_this_variant": "{player} nomme une capitale, mais les capitales ne se jouent qu’au RISK des capitales.",
		"classic.capital.card_out":         "La carte {card} est la capitale de {player} : au RISK des capitales, les cartes des capitales sont mises de côté, ni dans la pioche ni dans une main.",
		"classic.fortify.title":            "Fortifier en fin de tour",
		"classic.fortify.adjacent":         "D’un de vos territoires vers un territoire adjacent à vous (règles de 1993)",
		"classic.fortify.connected":        "Par une chaîne de vos territoires voisins (règles de 2008)",
		"classic.earns_card":               "{player} a conquis {count} {count:territoire|territoires}\u00a0: cela rapporte une carte (jamais plus d’une par tour).",
		"classic.fortify.hint_adjacent":    "Fortifier : une fois par tour, des armées d’un de vos territoires vers un territoire adjacent à vous (règles de 1993). Une armée reste en arrière.",
		"classic.fortify.hint_connected":   "Fortifier : une fois par tour, des armées d’un de vos territoires vers un autre par une chaîne de vos territoires (règles de 2008). Une armée reste en arrière.",
		"maneuver.not_adjacent@classic":    "Cette partie suit la règle de 1993 : les armées ne vont que dans un territoire adjacent à vous, et {from} n’est pas adjacent à {to}.",
		"classic.ui.territory":             "Territoire",
		"classic.ui.owner":                 "Propriétaire",

		"classic.ui.players_hint":       "Celui qui obtient le plus haut score aux dés place la première armée et joue en premier\u00a0: inscrivez-le en premier, puis dans le sens des aiguilles d’une montre. Les places vides ne jouent pas. À 2 joueurs, une armée neutre s’ajoute dans une couleur que personne ne joue.",
		"classic.ui.deal_herald":        "Herald distribue les territoires au hasard et propose où se tiennent les armées",
		"classic.ui.deal_table":         "Nous occupons les territoires à tour de rôle à la table et les saisissons",
		"classic.ui.deck_herald":        "Herald gère la pile\u00a0: les 42 cartes Territoire et les 2 jokers, mélangés",
		"classic.ui.board_step_two":     "Le plateau tel qu’il est après la mise en place\u00a0: le propriétaire et les armées de chaque territoire. Chacun de vous et l’armée neutre a {armies} {armies:armée|armées}.",
		"classic.ui.place_claim":        "Mise en place\u00a0: à tour de rôle, chacun occupe un territoire libre avec une armée jusqu’à ce que les 42 soient occupés. Puis, à tour de rôle, chacun pose une armée de plus sur l’un de ses territoires jusqu’à ce que les {armies} soient posées. Celui qui a posé la première armée commence.",
		"classic.ui.place_two":          "Mise en place à deux\u00a0: les cartes Territoire sans les jokers sont distribuées en trois piles de 14, une pour chacun de vous et une pour l’armée neutre\u00a0; une armée va sur chaque territoire. Puis, à tour de rôle, chacun pose 2 de ses armées sur 1 ou 2 de ses territoires et 1 armée neutre sur un territoire neutre, jusqu’à ce que toutes soient posées. L’armée neutre reçoit 40 armées elle aussi.",
		"classic.ui.proposal":           "Herald a réparti les armées également\u00a0: une suggestion. Corrigez chaque territoire selon la place de vos armées à la table.",
		"claim.hint@classic":            "À tour de rôle dans l’ordre des places, en commençant par le premier joueur\u00a0: touchez le territoire occupé\u00a0; il reçoit une armée. Un second toucher le rend.",
		"claim.all_taken@classic":       "Tous les territoires sont occupés. Posez maintenant les autres armées\u00a0: + et − par territoire.",
		"claim.more@classic":            "Une armée de plus sur {territory}",
		"claim.less@classic":            "Une armée de moins sur {territory}",
		"a11y.units_on@classic":         "Armées sur {territory}",
		"picture.label_claim@classic":   "Le plateau en image\u00a0: pendant l’occupation à tour de rôle, touchez un territoire libre pour l’occuper, puis un territoire occupé pour y placer une armée de plus",
		"picture.spot@classic":          "{territory}\u00a0: {player}, {units} {units:armée|armées}",
		"picture.label_story@classic":   "Le plateau en image à la fin de la manche\u00a0: qui tenait chaque territoire, avec combien d’armées",
		"picture.spot_taken@classic":    "{territory}\u00a0: {player}, {units} {units:armée|armées}, pris dans cette manche",
		"classic.ui.place_turn":         "{player} pose une armée.",
		"classic.ui.place_turn_two":     "{player} pose 2 de ses armées et 1 armée neutre.",
		"classic.ui.place_done":         "Toutes les armées sont posées.",
		"classic.ui.place_turn_neutral": "{player} pose 1 armée neutre sur un territoire neutre.",
		"classic.ui.place_refused":      "Pas sur {territory} maintenant\u00a0: {turn}",
		"cards.table@classic":           "Les séries comptent dans l’ordre où chacun les échange\u00a0: 4 · 6 · 8 · 10 · 12 · 15, puis 5 de plus à chaque fois · la prochaine série vaut {next} · +2 sur un territoire à vous d’une carte échangée (2 au plus par tour)",
		"history.setup@classic":         "La partie est en place avec {seats} {seats:joueur|joueurs}\u00a0; {player} commence.",
	})
}
