package i18n

// The claim round of a set-up grid and the legend of the board's marks
// (issue 15, item 10): the table taps territories in turn instead of
// typing owners, and every sign of the page is said in words.
func init() {
	add(map[string]entry{
		"claim.title":     {de: "Gebiete reihum wählen", en: "Claim territories in turn"},
		"claim.hint":      {de: "Reihum in der Sitzreihenfolge, beginnend mit dem Startspieler: tippt das Gebiet, das gewählt wird; es bekommt eine Einheit. Ein zweites Tippen gibt es zurück.", en: "In seat order, starting with the first player: tap the territory claimed; it gets one unit. A second tap gives it back."},
		"claim.start":     {de: "Reihum wählen (Gebiete leeren)", en: "Claim in turn (empty the board)"},
		"claim.turn":      {de: "{player} wählt", en: "{player} claims"},
		"claim.all_taken": {de: "Alle Gebiete sind gewählt. Jetzt verstärken: + und − je Gebiet.", en: "Every territory is claimed. Now reinforce: + and − per territory."},
		"claim.unclaimed": {de: "Noch ohne Besitzer: {territories}", en: "Not claimed yet: {territories}"},
		"claim.more":      {de: "Eine Einheit mehr auf {territory}", en: "One more unit on {territory}"},
		"claim.less":      {de: "Eine Einheit weniger auf {territory}", en: "One unit fewer on {territory}"},
		"claim.give_back": {de: "{territory} zurückgeben", en: "Give {territory} back"},
		"claim.take":      {de: "{territory} wählen", en: "Claim {territory}"},
		"claim.none":      {de: "— frei —", en: "— free —"},

		"legend.title":      {de: "Zeichen", en: "Signs"},
		"legend.castle":     {de: "Burg", en: "castle"},
		"legend.port":       {de: "Hafen", en: "port"},
		"legend.colony":     {de: "Kolonie", en: "colony"},
		"legend.base":       {de: "Basis eines Spielers", en: "a player's base"},
		"legend.hero":       {de: "Held eines Spielers", en: "a player's hero"},
		"legend.cannon":     {de: "Kanone eines Spielers", en: "a player's cannon"},
		"legend.unverified": {de: "Name unbestätigt: mit eurem Spielplan vergleichen", en: "name unconfirmed: compare with your board"},
	})
}
