package i18n

// valuecards.go holds the sentences of the cards counted by their value
// instead of their symbols (engine/valuecards.go): skull cards and
// faction cards with skulls, cards by value. They serve the engine's
// refusals and history and the shared skull panel (views/skullhand.go,
// views/halo.templ), the skull chart of the board editor
// (handlers/skullchart.go) and the set-up of the Halo editions' hands.
// The keys keep the prefix of the edition that first had them ("halo.",
// "legendary.").

func init() {
	add(map[string]entry{
		// Set-up: starting hands and the table's deck.
		"setup.start_cards": {
			de: "{player} beginnt laut Regel mit {want} {want:Karte|Karten}: In der Grundausbildung zu dritt bekommt der dritte Spieler eine, zu viert der dritte und vierte, zu fünft der vierte und fünfte; alle anderen beginnen ohne.",
			en: "The rules start {player} with {want} {want:card|cards}: in Basic Training with 3 players the third player gets one, with 4 players the third and fourth, with 5 players the fourth and fifth; everyone else starts with none.",
		},
		"setup.halo_deck": {
			de: "Diese Edition spielt mit dem echten Kartenstapel am Tisch: Herald merkt sich nur die Schädel der Karten.",
			en: "This edition is played with the table's own deck: Herald keeps track only of the skulls on the cards.",
		},

		// Refusals (engine).
		"cards.skulls": {
			de: "Eine Karte zeigt 1 oder 2 Schädel, nicht {skulls}.",
			en: "A card shows 1 or 2 skulls, not {skulls}.",
		},
		"trade.skulls_only": {
			de: "In dieser Edition zählen beim Eintauschen nur die Schädel: Bitte die Schädel der Karten angeben, nicht die Gebiete.",
			en: "In this edition only the skulls count when trading in: please give the skulls of the cards, not their territories.",
		},
		"trade.once": {
			de: "Karten werden nur einmal pro Zug eingetauscht, und das ist in diesem Zug schon geschehen.",
			en: "Cards are turned in only once per turn, and that has already happened this turn.",
		},
		"trade.skulls_not_in_hand": {
			de: "Der Spieler am Zug hat keine (weitere) Karte mit {skulls} {skulls:Schädel|Schädeln} auf der Hand.",
			en: "The player whose turn it is holds no (further) card with {skulls} {skulls:skull|skulls}.",
		},
		"trade.skull_total": {
			de: "{skulls} Schädel {skulls:lässt|lassen} sich nicht eintauschen: Erlaubt sind 2 bis 10 Schädel auf einmal.",
			en: "{skulls} {skulls:skull|skulls} cannot be turned in: 2 to 10 skulls at a time are allowed.",
		},
		"draw.not_this_edition": {
			de: "Das passt nicht zu dieser Edition: In einer Edition mit Schädel-Karten gibt man von jeder gezogenen Karte nur die Schädel an und stellt gefallene Helden zurück, in den anderen Editionen nennt man die gezogene Karte selbst.",
			en: "That does not fit this edition: in an edition of skull cards you give only the skulls of each card drawn and put fallen heroes back, in the other editions you name the card drawn.",
		},
		"draw.skull_cards": {
			de: "Bitte die Schädel jeder gezogenen Karte angeben, genau {count} {count:Karte|Karten}.",
			en: "Please give the skulls of each card drawn, exactly {count} {count:card|cards}.",
		},
		"faction.unentered": {
			de: "{player} hat noch {cards} {cards:Fraktionskarte, deren Schädel nicht eingetragen ist|Fraktionskarten, deren Schädel nicht eingetragen sind}: Bitte zuerst auf der eigenen Kartenseite eintragen (der Inhalt bleibt dort geheim).",
			en: "{player} still holds {cards} {cards:faction card|faction cards} whose skulls are not entered: please enter them on the player's own cards page first (their content stays secret there).",
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

		// The shared skull panel.
		"halo.cards":             {de: "{cards} {cards:Karte|Karten}, {skulls} Schädel", en: "{cards} {cards:card|cards}, {skulls} {skulls:skull|skulls}"},
		"halo.trade_hint":        {de: "{player} hat {ones} {ones:Karte|Karten} mit einem Schädel und {twos} mit zwei Schädeln. 2 bis 10 Schädel eintauschen, einmal pro Zug:", en: "{player} holds {ones} {ones:card|cards} with one skull and {twos} with two. Turn in 2 to 10 skulls, once a turn:"},
		"halo.trade_ones":        {de: "Karten mit 1 Schädel", en: "Cards with 1 skull"},
		"halo.trade_twos":        {de: "Karten mit 2 Schädeln", en: "Cards with 2 skulls"},
		"halo.skulls":            {de: "Schädel", en: "Skulls"},
		"halo.card_skulls":       {de: "Karte {n}: wie viele Schädel?", en: "Card {n}: how many skulls?"},
		"halo.may_draw":          {de: "Du hast ein Gebiet erobert: {count} {count:Karte|Karten} ziehen.", en: "You conquered a territory: draw {count} {count:card|cards}."},
		"halo.guaranteed_card":   {de: "Deine Belohnung „Garantierte Karte“: {count} {count:Karte|Karten} ziehen, in jedem Zug, auch ohne Eroberung und nach einer Errungenschaft.", en: "Your reward “Guaranteed card”: draw {count} {count:card|cards}, every turn, also without a conquest and after an achievement."},
		"reinforce.trade_skulls": {de: "{skulls} Schädel eingetauscht", en: "{skulls} {skulls:skull|skulls} turned in"},
		"legendary.card_count":   {de: "{cards} {cards:Fraktionskarte|Fraktionskarten}", en: "{cards} {cards:faction card|faction cards}"},
		"legendary.taken_count":  {de: "und {cards} genommene", en: "and {cards} taken"},
		"legendary.taken_hint": {
			de: "Dazu {cards} {cards:Fraktionskarte|Fraktionskarten} ausgeschiedener Spieler (nur für Schädel), getrennt gehalten:",
			en: "And {cards} {cards:faction card|faction cards} of eliminated players (skulls only), kept apart:",
		},
		"legendary.unentered_count": {de: "({cards} noch nicht eingetragen)", en: "({cards} not entered yet)"},
		"legendary.trade_hint": {
			de: "{player} tauscht einmal pro Zug Fraktionskarten mit 2 bis 10 Schädeln ein. Wie viele Karten mit 1 und mit 2 Schädeln? (Der Inhalt der Karten bleibt geheim: Herald zeigt ihn hier nicht.)",
			en: "{player} turns in faction cards worth 2 to 10 skulls, once a turn. How many cards with 1 and with 2 skulls? (The cards' content stays secret: Herald does not show it here.)",
		},

		// The skull chart of a board.
		"boards.skull_units_bad": {de: "Für {skulls} Schädel bitte eine Zahl von 1 bis 99 Einheiten eintragen.", en: "Please enter 1 to 99 units for {skulls} {skulls:skull|skulls}."},

		// History.
		"history.trade_skulls": {
			de: "{player} tauschte Karten mit {skulls} {skulls:Schädel|Schädeln} gegen {value} {value:Einheit|Einheiten} ein.",
			en: "{player} turned in cards with {skulls} {skulls:skull|skulls} for {value} {value:unit|units}.",
		},
		"history.end_turn_skulls": {
			de: "{player} beendete den Zug und zog {cards} {cards:Karte|Karten} mit zusammen {skulls} {skulls:Schädel|Schädeln}.",
			en: "{player} ended the turn and drew {cards} {cards:card|cards} with {skulls} {skulls:skull|skulls} in all.",
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
