package i18n

// rules_fr.go holds the French of rules.go, key by key in its order: the
// engine's refusals, the history lines and the rule words the web layer
// shows. French typography puts a no-break space (U+00A0) before : ; ? !
// and inside « ».

func init() {
	AddLanguage("fr", map[string]string{
		// Setting up a game.
		"setup.unknown_edition":    "Herald ne connaît pas l’édition «\u00a0{edition}\u00a0».",
		"event.not_in_edition":     "{edition} n’a pas cette action\u00a0: {kind}.",
		"setup.wrong_board":        "Le plateau «\u00a0{board}\u00a0» n’appartient pas à cette édition.",
		"setup.player_count":       "Cette édition se joue de {min} à {max} {max:joueur|joueurs}, pas à {count}.",
		"setup.neutral":            "À {count} {count:joueur|joueurs}, l’armée neutre ne va pas\u00a0: à deux, il faut exactement une armée neutre\u00a0; à partir de 3 joueurs, aucune.",
		"setup.neutral_last":       "L’armée neutre doit occuper la dernière place à la table.",
		"setup.no_name":            "Le joueur {seat} a besoin d’un nom.",
		"setup.no_house":           "{player} n’a pas encore de camp\u00a0: choisissez qui {player} joue.",
		"setup.house_not_allowed":  "{house} ne joue pas dans une partie à {count} {count:joueur|joueurs}.",
		"setup.house_twice":        "La maison {house} est choisie deux fois\u00a0: chaque maison ne peut jouer qu’une fois.",
		"setup.bad_seat":           "{territory} a été attribué à un joueur qui n’est pas à la table.",
		"setup.unowned":            "{territory} n’a été attribué à personne\u00a0: au départ, chaque territoire appartient à un joueur ou à l’armée neutre.",
		"setup.deal_count":         "À la distribution, la règle donne à {player} exactement {want} {want:territoire|territoires}, pas {got}.",
		"setup.deck_in_table_mode": "Quand la table joue avec sa propre pile de cartes, Herald ne prend pas de pile.",
		"setup.deck_mode":          "Type de pile inconnu «\u00a0{mode}\u00a0»\u00a0: soit Herald gère la pile, soit vous jouez avec la vraie pile à la table.",
		"setup.deck_size":          "La pile doit compter {want} {want:carte|cartes} (toutes les cartes Territoire et la carte Fin de partie), pas {got}.",
		"setup.deck_duplicate":     "La carte «\u00a0{card}\u00a0» est deux fois dans la pile.",
		"setup.deck_unknown_card":  "La pile contient «\u00a0{card}\u00a0», qui n’est pas une carte de cette partie.",
		"setup.end_card_top_half":  "La carte Fin de partie doit être mélangée dans la moitié inférieure de la pile.",
		"territory.unknown":        "Il n’y a pas de territoire «\u00a0{name}\u00a0» sur ce plateau.",

		// The game record.
		"event.no_setup":     "L’historique de la partie ne commence pas par la mise en place.",
		"event.setup_twice":  "Cette partie est déjà en place.",
		"event.unknown_type": "Herald ne connaît pas l’action «\u00a0{type}\u00a0».",
		"event.bad_payload":  "Les détails de l’action «\u00a0{type}\u00a0» sont illisibles\u00a0: {detail}",
		"game.over":          "La partie est finie\u00a0: on ne peut plus rien saisir.",

		// Reinforcement and cards.
		"conquest.move_in_first": "D’abord, des unités doivent avancer dans le territoire conquis {territory}.",
		"place.trade_first":      "{player} a {cards} {cards:carte|cartes} Territoire en main\u00a0: échangez d’abord une série, puis placez tous les renforts.",
		"trade.must_trade":       "Avec {cards} {cards:carte|cartes} Territoire en main, il faut d’abord échanger une série.",
		"trade.over_limit":       "{cards} {cards:carte|cartes} Territoire en main, c’est trop\u00a0: {limit} au plus, donc échangez d’abord des séries.",
		"trade.not_now":          "Les cartes Territoire ne s’échangent que pendant les renforts (ou aussitôt si quelqu’un a trop de cartes après avoir éliminé un joueur).",
		"trade.not_a_set":        "Une série, ce sont 3 cartes Territoire\u00a0: trois fois le même symbole (Chevalier, Engin de siège ou Fortification) ou un de chaque.",
		"trade.extra_not_chosen": "Ici, les unités en plus viennent pour chaque carte échangée d’un territoire à vous\u00a0: il n’y a pas de territoire à choisir.",
		"trade.extra_not_yours":  "Les unités en plus viennent une fois par tour, sur un territoire à vous que montre une des cartes échangées\u00a0: ce n’est pas le cas de {territory} (ou elles ont déjà été données ce tour-ci).",
		"trade.card_twice":       "La carte «\u00a0{card}\u00a0» est indiquée deux fois.",
		"trade.not_in_hand":      "Le joueur dont c’est le tour n’a pas la carte Territoire {territory} en main.",
		"place.units_left":       "Placez d’abord tous les renforts\u00a0: encore {units} à placer.",
		"place.not_yours":        "Les renforts ne vont que sur ses propres territoires, et {territory} appartient à quelqu’un d’autre.",
		"place.at_least_one":     "Placez au moins 1 unité.",
		"place.too_many":         "On ne peut plus placer que {left} sur {territory}, pas {units}.",

		// Attack.
		"attack.not_yours":         "On n’attaque que depuis ses propres territoires, et {territory} appartient à quelqu’un d’autre.",
		"attack.own_territory":     "{territory} appartient déjà à l’attaquant\u00a0: on ne peut attaquer que des territoires ennemis ou neutres.",
		"attack.not_adjacent":      "{from} et {to} ne sont pas voisins.",
		"attack.one_unit":          "{territory} n’a que {units} {units:unité|unités}\u00a0: une attaque en demande au moins 2, car une doit rester en arrière.",
		"attack.after_maneuver":    "Après la manœuvre, plus d’attaque possible ce tour-ci.",
		"attack.dice_count":        "L’attaquant lance 1 à 3 dés d’attaque, pas {dice}.",
		"attack.too_many_dice":     "{dice} {dice:dé|dés} d’attaque, c’est trop\u00a0: {territory} a {units} {units:unité|unités}, et une doit rester en arrière. Chaque unité restante lance au plus un dé.",
		"defend.dice_count":        "Le défenseur lance 1 ou 2 dés de défense, pas {dice}.",
		"defend.too_many_dice":     "Le défenseur ne lance pas plus de dés que {territory} n’a d’unités ({units}), pas {dice}.",
		"defend.neutral_max":       "L’armée neutre défend toujours avec autant de dés que possible, ici {dice}.",
		"dice.bonus_attack":        "Le dé d’attaque bonus manque ou n’appartient pas à cette bataille\u00a0: seul celui qui a la récompense le lance, et alors toujours.",
		"dice.bonus_defend":        "Le dé de défense bonus manque ou n’appartient pas à cette bataille\u00a0: seul celui qui a la récompense le lance, et alors toujours.",
		"dice.reroll_not_allowed":  "Seul un joueur qui a la carte Butin correspondante peut relancer.",
		"dice.reroll_no_one":       "Aucun dé ne montre un 1 à relancer.",
		"dice.reroll_defender":     "Seul l’attaquant relance avec des cartes Butin.",
		"dice.face":                "Un dé montre 1 à 6, pas {value}.",
		"attack.no_dice":           "Il manque des données pour la bataille\u00a0: soit les dés des deux camps, soit les pertes des deux camps.",
		"attack.losses":            "Les pertes des deux camps doivent faire {total} au total\u00a0: c’est le nombre de paires de dés comparées.",
		"conquest.nothing_to_move": "Aucun territoire conquis n’attend d’unités pour l’instant.",
		"conquest.move_range":      "Avancez au moins {min} et au plus {max} dans {territory}\u00a0: les unités de la dernière bataille doivent suivre, et une unité reste en arrière.",
		"attack.already_over":      "Les attaques sont déjà finies pour ce tour.",

		// Maneuver.
		"maneuver.once":          "Il n’y a qu’une manœuvre par tour, et elle est déjà faite.",
		"maneuver.not_yours":     "Une manœuvre ne se fait qu’entre ses propres territoires, et {territory} appartient à quelqu’un d’autre.",
		"maneuver.same":          "Une manœuvre demande deux territoires différents.",
		"maneuver.units":         "Depuis {territory}, déplacez au moins 1 et au plus {max}\u00a0: une unité doit rester en arrière.",
		"maneuver.not_connected": "{from} et {to} ne sont pas reliés par des territoires à vous.",
		"maneuver.not_adjacent":  "À cette table, une manœuvre ne va que dans un territoire à vous adjacent, et {from} n’est pas adjacent à {to}.",

		// Drawing a card.
		"draw.no_conquest":       "On ne tire une carte Territoire qu’après avoir conquis au moins un territoire ce tour-ci.",
		"draw.card_without_draw": "Une carte est indiquée, mais on ne tire pas de carte.",
		"draw.herald_deck":       "Dans cette partie, Herald gère la pile et tire la carte lui-même\u00a0: n’indiquez pas de carte.",
		"draw.key_not_heralds":   "Seule une carte que Herald tire de sa propre pile a une clé de tirage.",
		"draw.deck_empty":        "La pile est vide\u00a0: il n’y a plus de carte à tirer.",
		"draw.which_card":        "Quelle carte a été tirée\u00a0? Indiquez la carte Territoire ou la carte Fin de partie.",
		"draw.no_such_card":      "Il n’y a pas de carte Territoire pour {territory}.",
		"draw.extra_card_taken":  "La carte «\u00a0{card}\u00a0» est déjà dans une main ou a été échangée.",
		"draw.card_in_hand":      "Quelqu’un d’autre a déjà la carte Territoire {territory} en main.",
		"draw.card_traded":       "La carte Territoire {territory} a déjà été échangée et ne peut plus être tirée.",

		// Corrections to match the real board.
		"correct.nothing":    "La correction ne change rien\u00a0: indiquez au moins un territoire.",
		"correct.bad_owner":  "{territory} ne peut appartenir qu’à quelqu’un qui joue à la table.",
		"correct.empty":      "{territory} doit avoir au moins 1 unité.",
		"correct.bad_player": "Ce joueur n’est pas à la table (l’armée neutre n’a pas de cartes).",

		// Battle results, embedded in history.attack and
		// history.attack_losses, hence lower case.
		"battle.both_lost":     "l’attaquant a perdu {attacker}, le défenseur {defender}",
		"battle.attacker_lost": "l’attaquant a perdu {units}, le défenseur rien",
		"battle.defender_lost": "le défenseur a perdu {units}, l’attaquant rien",

		// History: one sentence per thing that happened.
		"history.trade_plain":      "{player} a échangé une série de cartes Territoire contre {value} {value:unité|unités}.",
		"maneuver.one_unit":        "{territory} n’a qu’une unité\u00a0: elle doit rester, une manœuvre en demande au moins 2.",
		"history.setup":            "La partie est en place avec {count} {count:camp|camps}\u00a0; {player} commence.",
		"history.place":            "{player} a placé {units} {units:unité|unités} sur {territory}.",
		"history.trade":            "{player} a échangé une série de cartes Territoire contre {value} {value:unité|unités}, plus {extra} sur ses territoires montrés par les cartes.",
		"history.attack":           "{player} a attaqué {to} ({defender}) depuis {from}\u00a0: {attack} contre {defend}, {result}.",
		"history.bonus_attack_die": "Dé d’attaque bonus\u00a0: {value}.",
		"history.bonus_defend_die": "Dé de défense bonus\u00a0: {value}.",
		"history.reroll_one":       "Un 1 relancé (butin)\u00a0: {value}.",
		"history.reroll_lowest":    "Plus faible dé d’attaque relancé (butin)\u00a0: {value}.",
		"history.compared":         "Comparé avec héros, canons et bonus\u00a0: {attack} contre {defend}.",
		"history.hero_falls":       "Le héros de {player} quitte le plateau avec l’unité.",
		"history.attack_losses":    "{player} a attaqué {to} ({defender}) depuis {from}\u00a0: {result}.",
		"history.conquered":        "{player} a conquis {territory}.",
		"history.eliminated":       "{loser} a perdu son dernier territoire et est éliminé\u00a0; {player} prend ses cartes Territoire.",
		"history.move_in":          "{player} a avancé {units} {units:unité|unités} dans {territory}.",
		"history.end_attack":       "{player} a fini ses attaques.",
		"history.maneuver":         "{player} a déplacé en manœuvre {units} {units:unité|unités} de {from} vers {to}.",
		"history.end_turn":         "{player} a fini le tour.",
		"history.end_turn_draw":    "{player} a fini le tour et tiré une carte Territoire.",
		"history.end_card":         "{player} a tiré la carte Fin de partie\u00a0: la partie est finie.",
		"history.correct":          "Correction\u00a0: {territory} appartient à {player} et a {units} {units:unité|unités}.",
		"history.correct_hand":     "Correction\u00a0: {player} a maintenant {cards} {cards:carte|cartes} Territoire en main.",

		// Web layer: requests and their problems.
		"game.stale":             "Le plateau a changé entre-temps (quelqu’un d’autre a saisi quelque chose). Voici l’état actuel\u00a0: vérifiez et réessayez.",
		"game.meanwhile":         "Entre-temps\u00a0: {events}.",
		"game.meanwhile_correct": "le plateau a été corrigé ({count} {count:changement|changements})",
		"game.meanwhile_more":    "… et {count} {count:autre action|autres actions}",
		"game.not_found":         "Cette partie n’existe pas.",
		"game.bad_input":         "Cette saisie est illisible\u00a0: {detail}",
		"undo.nothing":           "Rien à annuler\u00a0: la partie vient d’être mise en place.",
		"redo.nothing":           "Rien à rétablir\u00a0: quelque chose de nouveau a été saisi depuis la dernière annulation, ou rien n’a été annulé.",

		// Card symbols and cards.
		"symbol.knight":        "Chevalier",
		"symbol.siege_engine":  "Engin de siège",
		"symbol.fortification": "Fortification",
		"card.end_game":        "Carte Fin de partie",

		// Phases of a turn.
		"phase.reinforce": "Renforts",
		"phase.attack":    "Attaque",
		"phase.maneuver":  "Manœuvre",
		"phase.over":      "Fin de partie",

		// Why a game ended.
		"end.end_card":        "La carte Fin de partie a été tirée\u00a0: le plus de points gagne (1 par territoire, château et port tenus).",
		"end.all_territories": "Un joueur tient tous les territoires du plateau.",
		"end.last_standing":   "Il ne reste qu’un joueur\u00a0: tous les autres sont éliminés.",
	})
}
