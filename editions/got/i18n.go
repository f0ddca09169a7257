package got

import "herald/i18n"

// Sentences of Game of Thrones Skirmish ("Gefecht") only: its refusal of
// other editions' actions and the game page's hand limit of 5, the table's
// deck and the units a traded card reserves. Words are the rulebook's:
// Haus, Gebietskarte, Satz, Spielende-Karte, Stapel.

func init() {
	i18n.Add(map[string]i18n.Entry{
		"edition.got":        {De: "RISIKO Game of Thrones – Gefecht", En: "RISK Game of Thrones – Skirmish"},
		"boards.edition.got": {De: "RISIKO Game of Thrones", En: "RISK Game of Thrones"},
		"house.stark":        {De: "Stark", En: "Stark"},
		"house.baratheon":    {De: "Baratheon", En: "Baratheon"},
		"house.lannister":    {De: "Lennister", En: "Lannister"},
		"house.tyrell":       {De: "Tyrell", En: "Tyrell"},
		"house.martell":      {De: "Martell", En: "Martell"},
		"event.not_in_edition@got": {
			De: "Diesen Spielzug gibt es bei Game of Thrones Gefecht nicht: Hier wird verstärkt, eingetauscht, angegriffen, manövriert und eine Gebietskarte gezogen.",
			En: "Game of Thrones Skirmish has no such action: here you reinforce, trade in sets, invade, maneuver and draw a territory card.",
		},
		"setup.house_not_allowed@got": {
			De: "Das Haus {house} spielt bei {count} {count:Spieler|Spielern} nicht mit: Stark, Baratheon und Lennister sind immer dabei, Tyrell ab 4 Spielern, Martell bei 5.",
			En: "House {house} does not play in a game of {count}: Stark, Baratheon and Lannister always play, Tyrell joins from 4 players, Martell with 5.",
		},
		"got.may_draw_one": {De: "1 Gebiet erobert: Ihr dürft eine Gebietskarte ziehen.", En: "1 territory conquered: you may draw a territory card."},
		"got.may_draw": {
			De: "{count} {count:Gebiet|Gebiete} erobert: Ihr dürft eine Gebietskarte ziehen (nur eine, wie viele Gebiete auch erobert wurden).",
			En: "{count} {count:territory|territories} conquered: you may draw a territory card (only one, however many were conquered).",
		},
		"got.hand_full_no_draw": {
			De: "{player} hat {cards} auf der Hand: Mehr als {limit} sind nie erlaubt, also gibt es trotz Eroberung keine Karte. Zu Beginn des nächsten Zuges wird ein Satz eingetauscht.",
			En: "{player} holds {cards}: never more than {limit} are allowed, so there is no card despite the conquest. A set is traded in at the start of the next turn.",
		},
		"got.deck_left": {
			De: "Im Stapel: noch {count} {count:Karte|Karten} (mit der Spielende-Karte).",
			En: "In the deck: {count} {count:card|cards} left (End Game card included).",
		},
		"got.end_card_not_yet": {
			De: "Die Spielende-Karte steckt in der unteren Hälfte des Stapels: Sie kann erst kommen, wenn {from} {from:Gebietskarte gezogen ist|Gebietskarten gezogen sind} (bisher {drawn}).",
			En: "The End Game card lies in the bottom half of the deck: it can only come once {from} {from:territory card has|territory cards have} been drawn ({drawn} so far).",
		},
	})
}
