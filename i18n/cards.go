package i18n

// cards.go holds the sentences of the core's territory-card mechanisms:
// a hand limit, a deck with an End Game card in its bottom half, the
// units a traded card reserves for its territory, and lists of names.
// Words are those of the edition that plays them (Gebietskarte,
// Spielende-Karte, Stapel).

func init() {
	add(map[string]entry{
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
		"hand.count": {de: "{count} {count:Gebietskarte|Gebietskarten}", en: "{count} {count:territory card|territory cards}"},
		"hand.must_trade": {
			de: "{player} hat {cards} auf der Hand: Zuerst muss ein Satz eingetauscht werden.",
			en: "{player} holds {cards}: a set must be traded in first.",
		},
		"hand.over_limit": {
			de: "{player} hat {cards} auf der Hand, mehr als {limit} sind nie erlaubt: Jetzt Sätze eintauschen (auch außerhalb der Verstärkung), dann geht der Zug weiter.",
			en: "{player} holds {cards}, and never more than {limit} are allowed: trade in sets now (even outside the reinforcement), then the turn goes on.",
		},
		"reinforce.reserved_for": {
			de: "{units} {units:Einheit|Einheiten} aus dem eingetauschten Satz {units:darf|dürfen} nur auf {territory} gestellt werden.",
			en: "{units} {units:unit|units} from the traded set may only be placed on {territory}.",
		},
		"list.and":   {de: "{a} und {b}", en: "{a} and {b}"},
		"list.comma": {de: "{a}, {b}", en: "{a}, {b}"},
		// Clauses of one sentence (Clauses): French sets a space before
		// the semicolon.
		"list.semicolon": {de: "{a}; {b}", en: "{a}; {b}"},
		// A label and its value (Colon), words quoted as typed at the
		// table.
		"list.colon":  {de: "{a}: {b}", en: "{a}: {b}"},
		"list.quoted": {de: "„{a}“", en: "“{a}”"},
	})
}
