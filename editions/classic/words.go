package classic

import "herald/i18n"

// The edition's words in German and English. "Risiko" is the German name
// of the game (Hasbro "Risiko" rules, SOURCES.md); the colours, the card
// designs and the sentences are Herald's own words (not sourced).
func init() {
	i18n.Add(entries(map[string][2]string{
		"edition.classic": {"Risiko (klassisch)", "RISK (classic)"},

		"house.black":  {"Schwarz", "Black"},
		"house.blue":   {"Blau", "Blue"},
		"house.green":  {"Grün", "Green"},
		"house.pink":   {"Rosa", "Pink"},
		"house.red":    {"Rot", "Red"},
		"house.yellow": {"Gelb", "Yellow"},

		"setup.no_house@classic": {"{player} hat noch keine Farbe: Wählt die Farbe der Armeen von {player}.", "{player} has no colour yet: choose the colour of {player}'s armies."},

		"symbol.infantry":  {"Infanterie", "Infantry"},
		"symbol.cavalry":   {"Kavallerie", "Cavalry"},
		"symbol.artillery": {"Artillerie", "Artillery"},
		"symbol.wild":      {"Joker", "Wild card"},

		"classic.trade.not_a_set": {
			"Ein Satz sind 3 Karten: dreimal dasselbe Bild (Infanterie, Kavallerie oder Artillerie), von jedem eins, oder zwei beliebige und ein Joker.",
			"A set is 3 cards: three of the same design (infantry, cavalry or artillery), one of each, or any 2 and a wild card.",
		},
		"classic.setup.deal_two": {
			"Zu zweit bekommt jeder Stapel 14 Gebiete: {player} hat {got}.",
			"With 2 players each pile is 14 territories: {player} has {got}.",
		},
		"classic.setup.deal_uneven": {
			"Die Gebiete werden reihum verteilt: {most} gegen {fewest} sind mehr als eins Unterschied.",
			"Territories are claimed in turn: {most} against {fewest} differ by more than one.",
		},
		"classic.setup.units": {
			"Auf {territory} muss mindestens eine Armee stehen.",
			"{territory} must hold at least one army.",
		},
		"classic.setup.units_unknown": {
			"Die Armeen nennen ein Gebiet, das es auf dieser Karte nicht gibt.",
			"The armies name a territory this map does not have.",
		},
		"classic.setup.armies": {
			"{player} hat {got} {got:Armee|Armeen} auf dem Brett, die Regel gibt {want}.",
			"{player} has {got} {got:army|armies} on the board; the rules give {want}.",
		},
		"classic.ui.board_step": {
			"Das Brett, wie es nach dem Aufstellen steht: Besitzer und Armeen jedes Gebiets. Jeder Spieler hat {armies} {armies:Armee|Armeen}.",
			"The board as it stands after the placement: each territory's owner and armies. Each player has {armies} {armies:army|armies}.",
		},
		"classic.ui.units": {"Armeen", "Armies"},

		// Capital RISK (capital.go).
		"classic.ui.variant":               {"Spielart", "Game"},
		"classic.variant.domination":       {"Weltherrschaft: Wer alle 42 Gebiete besetzt, gewinnt.", "World domination: whoever occupies all 42 territories wins."},
		"classic.variant.secret_mission":   {"Risiko mit Geheimauftrag: Wer zuerst seinen Auftrag erfüllt, gewinnt (3 bis 6 Spieler).", "Secret Mission RISK: whoever first completes their mission wins (3 to 6 players)."},
		"classic.variant.capital":          {"Hauptstadt-Risiko: Wer alle Hauptstädte besetzt, die eigene eingeschlossen, gewinnt.", "Capital RISK: whoever occupies every capital, their own included, wins."},
		"classic.ui.capitals":              {"Hauptstädte", "Capitals"},
		"classic.ui.capitals_hint":         {"Nach dem Aufstellen wählt jeder Spieler eines seiner Gebiete als Hauptstadt, verdeckt; sind alle gewählt, werden sie aufgedeckt. Die Karten der Hauptstädte kommen aus dem Spiel.", "After the placement each player chooses one of their own territories as capital, face down; once all have chosen, they are revealed. The capitals' cards are out of the game."},
		"classic.ui.capital_of":            {"Hauptstadt von {player}", "Capital of {player}"},
		"classic.ui.capital_none":          {"– wählen –", "– choose –"},
		"classic.mark_capital_of":          {"Hauptstadt von {player}", "Capital of {player}"},
		"classic.legend_capital":           {"Hauptstadt (Hauptstadt-Risiko): Wer alle besetzt, die eigene eingeschlossen, gewinnt.", "Capital (Capital RISK): whoever occupies every one, their own included, wins."},
		"end.capitals":                     {"Hauptstadt-Risiko: Ein Spieler besetzt alle Hauptstädte, die eigene eingeschlossen.", "Capital RISK: one player occupies every capital, their own included."},
		"classic.capital.missing":          {"Im Hauptstadt-Risiko wählt jeder Spieler eine Hauptstadt: {player} hat noch keine.", "In Capital RISK every player chooses a capital: {player} has none yet."},
		"classic.capital.not_own":          {"{territory} gehört nicht {player}: Eine Hauptstadt ist eines der eigenen Gebiete.", "{territory} is not {player}'s: a capital is one of the player's own territories."},
		"classic.capital.unknown":          {"Die Hauptstadt von {player}, „{capital}“, ist kein Gebiet dieser Karte.", "{player}'s capital \"{capital}\" is not a territory of this map."},
		"classic.capital.neutral":          {"{player} ist die neutrale Armee und hat keine Hauptstadt.", "{player} is the neutral army and has no capital."},
		"classic.capital.not_this_variant": {"{player} nennt eine Hauptstadt, aber Hauptstädte gibt es nur im Hauptstadt-Risiko.", "{player} names a capital, but capitals are only played in Capital RISK."},
		"classic.capital.card_out":         {"Die Karte {card} ist die Hauptstadt von {player}: Im Hauptstadt-Risiko liegen die Karten der Hauptstädte beiseite, nicht im Stapel und in keiner Hand.", "The card {card} is {player}'s capital: in Capital RISK the capitals' cards are set aside, not in the deck nor in any hand."},
		// The fortify rule the table chose (options.go): on the set-up
		// page, beside the maneuver form, and in the refusal.
		"classic.fortify.title":     {"Befestigen am Ende des Zuges", "Fortifying at the end of a turn"},
		"classic.fortify.adjacent":  {"Aus einem eigenen Gebiet in ein angrenzendes eigenes Gebiet (Regeln von 1993)", "From one of your territories into one adjacent territory of yours (1993 rules)"},
		"classic.fortify.connected": {"Über eine Kette eigener, aneinandergrenzender Gebiete (Regeln von 2008)", "Along a chain of your own bordering territories (2008 rules)"},
		// The draw from the table's deck: a territory card or a wild card
		// (no End Game card, which is Game of Thrones').
		"draw.which_card@classic":       {"Welche Karte wurde gezogen? Bitte die Gebietskarte oder den Joker angeben.", "Which card was drawn? Please name the territory card or the wild card."},
		"draw.names_the_card@classic":   {"Beim Ziehen wird nur angegeben, welche Karte gezogen wurde (eine Gebietskarte oder ein Joker), sonst nichts.", "A draw says only which card was drawn (a territory card or a wild card), nothing else."},
		"draw.extra_card_taken@classic": {"Beide Joker sind schon auf Händen oder wurden eingetauscht.", "Both wild cards are already in hands or have been traded in."},
		"classic.earns_card":            {"{player} hat {count} {count:Gebiet|Gebiete} erobert: Das bringt eine Karte (nie mehr als eine pro Zug).", "{player} conquered {count} {count:territory|territories}: that earns one card (never more than one a turn)."},
		"classic.fortify.hint_adjacent": {
			"Einmal pro Zug Armeen aus einem eigenen Gebiet in ein angrenzendes eigenes Gebiet (Regeln von 1993). Eine Armee bleibt zurück.",
			"Once per turn, armies from one of your territories into one adjacent territory of yours (1993 rules). One army stays behind.",
		},
		"classic.fortify.hint_connected": {
			"Einmal pro Zug Armeen aus einem eigenen Gebiet in ein anderes, über eine Kette eigener Gebiete (Regeln von 2008). Eine Armee bleibt zurück.",
			"Once per turn, armies from one of your territories to another along a chain of your own territories (2008 rules). One army stays behind.",
		},
		// The turn's third step is to fortify ("Turn: reinforce, attack
		// (optional), fortify (optional)", classic.md).
		"phase.maneuver@classic": {"Befestigen", "Fortify"},
		"maneuver.title@classic": {"Befestigen", "Fortify"},
		"maneuver.once@classic":  {"Befestigt wird nur einmal pro Zug, und das ist schon geschehen.", "Fortifying is once a turn, and it has been done."},
		"maneuver.not_adjacent@classic": {
			"In diesem Spiel gilt die Regel von 1993: Armeen ziehen nur in ein angrenzendes eigenes Gebiet, und {from} grenzt nicht an {to}.",
			"This game plays the 1993 rule: armies fortify only into an adjacent territory of yours, and {from} does not border {to}.",
		},
		"classic.ui.territory": {"Gebiet", "Territory"},
		"classic.ui.owner":     {"Besitzer", "Owner"},
	}))
}

// entries turns {German, English} pairs into the catalogue's entries.
func entries(m map[string][2]string) map[string]i18n.Entry {
	out := make(map[string]i18n.Entry, len(m))
	for k, v := range m {
		out[k] = i18n.Entry{De: v[0], En: v[1]}
	}
	return out
}
