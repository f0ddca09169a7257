package i18n

// Names of the fields that have no visible label of their own (a row of
// the board entry, a seat's house), for screen readers (issue 15, item 9).
func init() {
	add(map[string]entry{
		"a11y.owner_of":     {de: "Besitzer von {territory}", en: "Owner of {territory}"},
		"a11y.units_on":     {de: "Einheiten auf {territory}", en: "Units on {territory}"},
		"a11y.seat_name":    {de: "Name, Platz {seat}", en: "Name, seat {seat}"},
		"a11y.seat_house":   {de: "Haus, Platz {seat}", en: "House, seat {seat}"},
		"a11y.seat_colour":  {de: "Farbe, Platz {seat}", en: "Colour, seat {seat}"},
		"a11y.colony_on":    {de: "Kolonie auf {territory}", en: "Colony on {territory}"},
		"a11y.languages":    {de: "Sprache", en: "Language"},
		"a11y.page_nav":     {de: "Seitennavigation", en: "Page navigation"},
		"a11y.history_list": {de: "Verlauf", en: "History"},
	})
}
