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
		"classic.ui.units":     {"Armeen", "Armies"},
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
