package i18n

// valuecards.go holds the sentences of the cards counted by their value
// instead of their symbols (engine/valuecards.go): point cards (1 or 2
// points each) and cards by value. They serve the engine's refusals and
// history, the shared panel of point cards (views/pointhand.go,
// views/pointcards.templ), the points chart of the board editor
// (handlers/pointchart.go) and the set-up of point-card hands. The
// panel's sentences (points.*) are neutral: an edition gives its cards'
// own words as points.*@<id>.

func init() {
	add(map[string]entry{
		// Set-up: starting hands and the table's deck.
		"setup.start_cards": {
			de: "{player} beginnt laut Regel mit {want} {want:Karte|Karten}: In der Grundausbildung zu dritt bekommt der dritte Spieler eine, zu viert der dritte und vierte, zu fünft der vierte und fünfte; alle anderen beginnen ohne.",
			en: "The rules start {player} with {want} {want:card|cards}: in Basic Training with 3 players the third player gets one, with 4 players the third and fourth, with 5 players the fourth and fifth; everyone else starts with none.",
		},

		// Refusals (engine).
		"cards.points_bad": {
			de: "Eine Karte zeigt 1 oder 2 Punkte, nicht {points}.",
			en: "A card shows 1 or 2 points, not {points}.",
		},
		"trade.points_only": {
			de: "In dieser Edition zählen beim Eintauschen nur die Punkte: Bitte die Punkte der Karten angeben, nicht die Gebiete.",
			en: "In this edition only the points count when trading in: please give the points of the cards, not their territories.",
		},
		"trade.once": {
			de: "Karten werden nur einmal pro Zug eingetauscht, und das ist in diesem Zug schon geschehen.",
			en: "Cards are turned in only once per turn, and that has already happened this turn.",
		},
		"trade.points_not_in_hand": {
			de: "Der Spieler am Zug hat keine (weitere) Karte mit {points} {points:Punkt|Punkten} auf der Hand.",
			en: "The player whose turn it is holds no (further) card worth {points} {points:point|points}.",
		},
		"trade.points_total": {
			de: "{points} {points:Punkt lässt|Punkte lassen} sich nicht eintauschen: Erlaubt sind 2 bis 10 Punkte auf einmal.",
			en: "{points} {points:point|points} cannot be turned in: 2 to 10 points at a time are allowed.",
		},
		"draw.not_this_edition": {
			de: "Das passt nicht zu dieser Edition: In einer Edition mit Punktekarten gibt man von jeder gezogenen Karte nur die Punkte an und stellt gefallene Helden zurück, in den anderen Editionen nennt man die gezogene Karte selbst.",
			en: "That does not fit this edition: in an edition of point cards you give only the points of each card drawn and put fallen heroes back, in the other editions you name the card drawn.",
		},
		"draw.point_cards": {
			de: "Bitte die Punkte jeder gezogenen Karte angeben, genau {count} {count:Karte|Karten}.",
			en: "Please give the points of each card drawn, exactly {count} {count:card|cards}.",
		},
		"points.unentered": {
			de: "{player} hat noch {cards} {cards:Karte, deren Punkte nicht eingetragen sind|Karten, deren Punkte nicht eingetragen sind}: Bitte zuerst auf der eigenen Kartenseite eintragen (der Inhalt bleibt dort geheim).",
			en: "{player} still holds {cards} {cards:card|cards} whose points are not entered: please enter them on the player's own cards page first (their content stays secret there).",
		},
		"cards.gelt": {
			de: "Eine Gebietskarte ist 100 oder 200 wert, nicht {gelt}.",
			en: "A territory card is worth 100 or 200, not {gelt}.",
		},
		"trade.gelt_only": {
			de: "In dieser Edition tauscht man Gebietskarten nach ihrem Wert ein: Bitte nur die Werte angeben.",
			en: "In this edition territory cards are turned in by their value: please give only their values.",
		},
		"draw.gelt_cards": {
			de: "Bitte den Wert jeder gezogenen Karte angeben, genau {count} {count:Karte|Karten}.",
			en: "Please give the value of each card drawn, exactly {count} {count:card|cards}.",
		},

		// The shared panel of point cards (views/pointcards.templ); an
		// edition words them as key@<id> (its cards' points by their name).
		"points.cards":           {de: "{cards} {cards:Karte|Karten}, {points} {points:Punkt|Punkte}", en: "{cards} {cards:card|cards}, {points} {points:point|points}"},
		"points.trade_hint":      {de: "{player} hat {ones} {ones:Karte|Karten} mit einem Punkt und {twos} mit zwei Punkten. Punkte eintauschen, wie die Tabelle sie nennt, einmal pro Zug:", en: "{player} holds {ones} {ones:card|cards} worth one point and {twos} worth two. Turn in points as the chart lists them, once a turn:"},
		"points.trade_ones":      {de: "Karten mit 1 Punkt", en: "Cards worth 1 point"},
		"points.trade_twos":      {de: "Karten mit 2 Punkten", en: "Cards worth 2 points"},
		"points.points":          {de: "Punkte", en: "Points"},
		"points.card":            {de: "Karte {n}: wie viele Punkte?", en: "Card {n}: how many points?"},
		"points.card_one":        {de: "Die gezogene Karte: wie viele Punkte?", en: "The card drawn: how many points?"},
		"points.draw_on_phone":   {de: "{player} trägt die gezogenen Karten ({count}) auf dem eigenen Telefon ein.", en: "{player} enters the cards drawn ({count}) on their own phone."},
		"points.draw_one":        {de: "1 Punkt", en: "1 point"},
		"points.draw_two":        {de: "2 Punkte", en: "2 points"},
		"points.may_draw":        {de: "Du hast ein Gebiet erobert: {count} {count:Karte|Karten} ziehen.", en: "You conquered a territory: draw {count} {count:card|cards}."},
		"points.guaranteed_draw": {de: "Deine Belohnung „Garantierte Karte“: {count} {count:Karte|Karten} ziehen, in jedem Zug, auch ohne Eroberung und nach einer Errungenschaft.", en: "Your reward “Guaranteed card”: draw {count} {count:card|cards}, every turn, also without a conquest and after an achievement."},
		"reinforce.trade_points": {de: "{points} {points:Punkt|Punkte} eingetauscht", en: "{points} {points:point|points} turned in"},
		"points.card_count":      {de: "{cards} {cards:Karte|Karten}", en: "{cards} {cards:card|cards}"},
		"points.taken_count":     {de: "und {cards} genommene", en: "and {cards} taken"},
		"points.taken_hint": {
			de: "Dazu {cards} {cards:Karte|Karten} ausgeschiedener Spieler (nur zum Eintauschen), getrennt gehalten:",
			en: "And {cards} {cards:card|cards} of eliminated players (for a trade only), kept apart:",
		},
		"points.unentered_count": {de: "({cards} noch nicht eingetragen)", en: "({cards} not entered yet)"},
		"points.trade_hint_private": {
			de: "{player} tauscht einmal pro Zug Karten nach ihren Punkten ein. Wie viele Karten mit 1 und mit 2 Punkten? (Der Inhalt der Karten bleibt geheim: Herald zeigt ihn hier nicht.)",
			en: "{player} turns in cards by their points, once a turn. How many cards worth 1 and worth 2 points? (The cards' content stays secret: Herald does not show it here.)",
		},
		"points.chart_note": {
			de: "Farbig = nicht bestätigt: Diese Werte der Tabelle sind Heralds Annahme. Bitte mit der Legende auf dem Spielbrett vergleichen und im Spielbrett-Editor eintragen.",
			en: "Coloured = not confirmed: these values of the chart are Herald's assumption. Please compare them with the legend printed on the board and enter it in the board editor.",
		},
		"setup.points_deck": {
			de: "Diese Edition spielt mit dem echten Kartenstapel am Tisch: Herald merkt sich nur die Punkte der Karten.",
			en: "This edition is played with the table's own deck: Herald keeps track only of the points on the cards.",
		},

		// The points chart of a board.
		"boards.point_units_bad": {de: "Für {points} {points:Punkt|Punkte} bitte eine Zahl von 1 bis 99 Einheiten eintragen.", en: "Please enter 1 to 99 units for {points} {points:point|points}."},

		// History.
		"history.trade_points": {
			de: "{player} tauschte Karten mit {points} {points:Punkt|Punkten} gegen {value} {value:Einheit|Einheiten} ein.",
			en: "{player} turned in cards worth {points} {points:point|points} for {value} {value:unit|units}.",
		},
		"history.end_turn_points": {
			de: "{player} beendete den Zug und zog {cards} {cards:Karte|Karten} mit zusammen {points} {points:Punkt|Punkten}.",
			en: "{player} ended the turn and drew {cards} {cards:card|cards} worth {points} {points:point|points} in all.",
		},
		"history.trade_gelt": {
			de: "{player} tauschte Gebietskarten im Wert von {gelt} gegen {value} {value:Einheit|Einheiten} ein.",
			en: "{player} turned in territory cards worth {gelt} for {value} {value:unit|units}.",
		},
		"history.end_turn_gelt": {
			de: "{player} beendete den Zug und zog eine Gebietskarte im Wert von {gelt}.",
			en: "{player} ended the turn and drew a territory card worth {gelt}.",
		},
	})
}
