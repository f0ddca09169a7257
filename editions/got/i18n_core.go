package got

import "herald/i18n"

// i18n_core.go holds the sentences of Game of Thrones Skirmish that the
// core's catalogue (package i18n) used to hold although only this
// edition's pages use them: its hand correction, set-up deal, reinforcement
// (castles, card sets), maneuver hint, card drawn, scores (castles, ports)
// and the set-up page's board hint. Keys and texts are unchanged.

func init() {
	i18n.Add(map[string]i18n.Entry{
		// The hand correction.
		"board.hand_card": {De: "Gebietskarte", En: "Territory card"},
		"board.hand_none": {De: "– keine –", En: "– none –"},

		// The game's pages.
		"ui.deal_entry_hint":    {De: "Tippt bei jedem Gebiet auf den Spieler, der die Karte bekommen hat.", En: "Tap, for each territory, the player who was dealt its card."},
		"reinforce.castles":     {De: "Burgen", En: "Castles"},
		"reinforce.trade":       {De: "Kartensatz: {cards}", En: "Card set: {cards}"},
		"reinforce.trade_extra": {De: "… zeigt {territory}: dort aufstellen", En: "… shows {territory}: place them there"},
		"maneuver.hint":         {De: "Einmal pro Zug, nur durch eigene Gebiete (Häfen gleicher Farbe zählen). Eine Einheit bleibt zurück.", En: "Once per turn, only through your own territories (ports of one colour count). One unit stays behind."},
		"turn.which_card":       {De: "Gezogene Karte", En: "Card drawn"},
		"scores.castles":        {De: "Burgen", En: "Castles"},
		"scores.ports":          {De: "Häfen", En: "Ports"},
		"scores.total":          {De: "Punkte", En: "Points"},

		// The set-up page.
		"newgame.board_hint": {De: "Ein Spiel behält die Version des Bretts, mit der es beginnt; spätere Änderungen gelten erst für neue Spiele.", En: "A game keeps the version of the board it starts with; later changes apply to new games only."},
	})
}
