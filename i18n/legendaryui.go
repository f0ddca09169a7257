package i18n

// legendaryui.go holds the Halo Legendary sentences of the shared Halo
// panels (views/halo.templ, legendary.*, panels_halowars.go), the game
// page's corrections and the board editor's skull chart; the edition's
// own pages' words are in editions/legendary.

func init() {
	add(map[string]entry{
		"legendary.hero_moves_in": {
			de: "Der Held hat mitgekämpft und zieht mit den erobernden Einheiten ein.",
			en: "The hero fought and moves in with the conquering units.",
		},
		"legendary.transfer_from": {de: "Die eine eigene Einheit kommt aus", en: "The one own unit comes from"},
		"legendary.taken_hint": {
			de: "Dazu {cards} {cards:Fraktionskarte|Fraktionskarten} ausgeschiedener Spieler (nur für Schädel), getrennt gehalten:",
			en: "And {cards} {cards:faction card|faction cards} of eliminated players (skulls only), kept apart:",
		},
		"history.correct_many": {de: "Korrektur: {count} {count:Angabe|Angaben} am Spielbrett (aufklappen)", en: "Correction: {count} {count:change|changes} on the board (open)"},
		"legendary.skull_chart_note": {
			de: "Farbig = nicht bestätigt: Das Regelheft nennt nur 4 Schädel → 7 Einheiten und verweist auf die Legende auf dem Spielbrett. Die übrigen Werte sind die von Halo Wars: Bitte mit der Legende vergleichen und im Spielbrett-Editor eintragen.",
			en: "Coloured = not confirmed: the rulebook gives only 4 skulls → 7 units and points to the legend printed on the board. The other values are Halo Wars': please compare them with the legend and enter it in the board editor.",
		},
		"boards.skull_units_bad":    {de: "Für {skulls} Schädel bitte eine Zahl von 1 bis 99 Einheiten eintragen.", en: "Please enter 1 to 99 units for {skulls} {skulls:skull|skulls}."},
		"legendary.card_count":      {de: "{cards} {cards:Fraktionskarte|Fraktionskarten}", en: "{cards} {cards:faction card|faction cards}"},
		"legendary.taken_count":     {de: "und {cards} genommene", en: "and {cards} taken"},
		"legendary.unentered_count": {de: "({cards} noch nicht eingetragen)", en: "({cards} not entered yet)"},
		"legendary.trade_hint": {
			de: "{player} tauscht einmal pro Zug Fraktionskarten mit 2 bis 10 Schädeln ein. Wie viele Karten mit 1 und mit 2 Schädeln? (Der Inhalt der Karten bleibt geheim: Herald zeigt ihn hier nicht.)",
			en: "{player} turns in faction cards worth 2 to 10 skulls, once a turn. How many cards with 1 and with 2 skulls? (The cards' content stays secret: Herald does not show it here.)",
		},
		"maneuver.hint_halo": {de: "Einmal pro Zug, nur durch eigene Gebiete (im Team auch durch die des Partners, Ziel ist ein eigenes; Teleporter verbinden). Eine Einheit bleibt zurück.", en: "Once per turn, only through your own territories (in a team also your ally's, ending on your own; teleporters connect). One unit stays behind."},
	})
}
