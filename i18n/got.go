package i18n

// got.go holds sentences of Game of Thrones Skirmish ("Gefecht") only: the
// End Game card in the table's deck, the hand limit of 5 and the units a
// traded card reserves for its territory. Words are the rulebook's: Haus,
// Gebietskarte, Satz, Spielende-Karte, Stapel.

func init() {
	add(map[string]entry{
		// Refusals (engine).
		"draw.end_card_too_early": {
			de: "Die Spielende-Karte kann noch nicht gezogen sein: Sie steckt in der unteren Hälfte des Stapels, vor ihr liegen also mindestens {from} {from:Gebietskarte|Gebietskarten}, und seit dem Mischen beim Spielaufbau {drawn:ist|sind} erst {drawn} gezogen (auf der Hand oder eingetauscht). Bitte die gezogene Gebietskarte angeben oder zuerst die Karten auf der Hand berichtigen.",
			en: "The End Game card cannot have been drawn yet: it lies in the bottom half of the deck, so at least {from} {from:territory card comes|territory cards come} before it, and only {drawn} {drawn:has|have} been drawn since the deck was shuffled at set-up (held or traded in). Please name the territory card drawn, or correct the hands first.",
		},
		"draw.hand_full": {
			de: "{player} hat schon {cards} {cards:Gebietskarte|Gebietskarten} auf der Hand und darf keine weitere ziehen: Mehr als {limit} sind nie erlaubt. Der Zug endet ohne Karte, und zu Beginn des nächsten Zuges wird ein Satz eingetauscht.",
			en: "{player} already holds {cards} {cards:territory card|territory cards} and may not draw another: never more than {limit}. The turn ends without a card, and a set is traded in at the start of the next turn.",
		},
		"place.reserved_elsewhere": {
			de: "Auf {territory} {left:kann|können} nur noch {left} gesetzt werden, nicht {units}: {reserved} {reserved:Einheit|Einheiten} aus dem eingetauschten Satz {reserved:darf|dürfen} nur auf {where} gestellt werden.",
			en: "Only {left} more can be placed on {territory}, not {units}: {reserved} {reserved:unit|units} from the traded set may only be placed on {where}.",
		},
		"draw.names_the_card": {
			de: "Beim Ziehen wird nur angegeben, welche Gebietskarte gezogen wurde (oder die Spielende-Karte), sonst nichts.",
			en: "A draw says only which territory card was drawn (or the End Game card), nothing else.",
		},
		// Game of Thrones refuses another edition's kind without its words
		// (heroes, skulls, loot), which this rulebook does not know.
		"event.not_in_edition@got": {
			de: "Diesen Spielzug gibt es bei Game of Thrones Gefecht nicht: Hier wird verstärkt, eingetauscht, angegriffen, manövriert und eine Gebietskarte gezogen.",
			en: "Game of Thrones Skirmish has no such action: here you reinforce, trade in sets, invade, maneuver and draw a territory card.",
		},
		"list.and":   {de: "{a} und {b}", en: "{a} and {b}"},
		"list.comma": {de: "{a}, {b}", en: "{a}, {b}"},

		// The game page.
		"got.cards":        {de: "{count} {count:Gebietskarte|Gebietskarten}", en: "{count} {count:territory card|territory cards}"},
		"got.may_draw_one": {de: "1 Gebiet erobert: Ihr dürft eine Gebietskarte ziehen.", en: "1 territory conquered: you may draw a territory card."},
		"got.may_draw": {
			de: "{count} {count:Gebiet|Gebiete} erobert: Ihr dürft eine Gebietskarte ziehen (nur eine, wie viele Gebiete auch erobert wurden).",
			en: "{count} {count:territory|territories} conquered: you may draw a territory card (only one, however many were conquered).",
		},
		"got.must_trade": {
			de: "{player} hat {cards} auf der Hand: Zuerst muss ein Satz eingetauscht werden.",
			en: "{player} holds {cards}: a set must be traded in first.",
		},
		"got.over_limit": {
			de: "{player} hat {cards} auf der Hand, mehr als {limit} sind nie erlaubt: Jetzt Sätze eintauschen (auch außerhalb der Verstärkung), dann geht der Zug weiter.",
			en: "{player} holds {cards}, and never more than {limit} are allowed: trade in sets now (even outside the reinforcement), then the turn goes on.",
		},
		"got.hand_full_no_draw": {
			de: "{player} hat {cards} auf der Hand: Mehr als {limit} sind nie erlaubt, also gibt es trotz Eroberung keine Karte. Zu Beginn des nächsten Zuges wird ein Satz eingetauscht.",
			en: "{player} holds {cards}: never more than {limit} are allowed, so there is no card despite the conquest. A set is traded in at the start of the next turn.",
		},
		"got.deck_left": {
			de: "Im Stapel: noch {count} {count:Karte|Karten} (mit der Spielende-Karte).",
			en: "In the deck: {count} {count:card|cards} left (End Game card included).",
		},
		"got.end_card_not_yet": {
			de: "Die Spielende-Karte steckt in der unteren Hälfte des Stapels: Sie kann erst kommen, wenn {from} {from:Gebietskarte gezogen ist|Gebietskarten gezogen sind} (bisher {drawn}).",
			en: "The End Game card lies in the bottom half of the deck: it can only come once {from} {from:territory card has|territory cards have} been drawn ({drawn} so far).",
		},
		"got.place_reserved": {
			de: "{units} {units:Einheit|Einheiten} aus dem eingetauschten Satz {units:darf|dürfen} nur auf {territory} gestellt werden.",
			en: "{units} {units:unit|units} from the traded set may only be placed on {territory}.",
		},
	})
}
