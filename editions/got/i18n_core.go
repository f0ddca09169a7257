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
		"ui.deal_entry_hint": {De: "Tippt bei jedem Gebiet auf den Spieler, der die Karte bekommen hat.", En: "Tap, for each territory, the player who was dealt its card."},
		"reinforce.castles":  {De: "Burgen", En: "Castles"},
		"maneuver.hint":      {De: "Einmal pro Zug, nur durch eigene Gebiete (Häfen gleicher Farbe zählen). Eine Einheit bleibt zurück.", En: "Once per turn, only through your own territories (ports of one colour count). One unit stays behind."},
		"scores.castles":     {De: "Burgen", En: "Castles"},

		// The turn's second step is the "INVASION" (Spielzugübersicht,
		// "2. INVASION – Marschieren Sie in gegnerische und/oder neutrale
		// Gebiete ein"); the core says "attack", as the other rulebooks.
		"phase.attack@got":          {De: "Invasion", En: "Invade"},
		"attack.title@got":          {De: "Invasion", En: "Invasion"},
		"attack.done@got":           {De: "Invasionen beenden", En: "End invasions"},
		"odds.trail@got":            {De: "Diese Invasion bisher:", En: "This invasion so far:"},
		"history.end_attack@got":    {De: "{player} beendete die Invasion.", En: "{player} ended the invasion."},
		"attack.after_maneuver@got": {De: "Nach dem Manöver gibt es in diesem Zug keine Invasion mehr.", En: "After the maneuver there are no more invasions this turn."},
		"attack.already_over@got":   {De: "Die Invasion ist in diesem Zug schon beendet.", En: "The invasion is already over for this turn."},
		// The turning points' measure names Westeros' pieces.
		"summary.turning_how@got": {De: "So wurden sie gewählt: unter allen Angriffen (alle Würfe von einem Gebiet auf ein anderes in einem Zug) die, deren Ausgang zu Beginn am wenigsten wahrscheinlich war, gewichtet nach dem, was sie entschieden: das Gebiet 1, ein Regionsbonus die Hälfte seiner Einheiten, eine Burg, ein Hafen oder eine andere Figur je 1, das letzte Gebiet des Verteidigers 2, das Spiel 3. Eine Eroberung zählt mit ihrer Chance beim Kampf bis zur letzten Einheit, eine Verteidigung mit der Chance zu halten, bis der Angreifer so viel verloren hatte, wie er verlor: Aufhören allein ist nie ein Wendepunkt.", En: "How they were chosen: of all invasions (every attack from one territory on another in a turn), those whose outcome had the least chance at their start, weighed by what they decided: the territory 1, a region bonus half its units, a castle, port or other piece 1 each, the defender's last territory 2, the game 3. A taking counts its chance fighting on to the last unit, a defence the chance to hold until the attacker had lost as much as it did: stopping alone is never a turning point."},
		"attack.not_adjacent@got": {De: "{from} und {to} grenzen nicht aneinander (weder Landgrenze noch Seeverbindung noch Hafen).", En: "{from} and {to} do not border each other (no land border, sea line or port connection)."},
		"scores.ports":            {De: "Häfen", En: "Ports"},
		"scores.total":            {De: "Punkte", En: "Points"},

		// The set-up page.
		"newgame.board_hint": {De: "Ein Spiel behält die Version des Bretts, mit der es beginnt; spätere Änderungen gelten erst für neue Spiele.", En: "A game keeps the version of the board it starts with; later changes apply to new games only."},

		// The set-up page and the trade form in this edition's words (issue
		// 32: the core's ui.players_hint, ui.deck_herald and cards.table are
		// neutral): the third house, the End Game card, the set values.
		"ui.players_hint@got": {De: "Wer die höchste Augenzahl würfelt, beginnt: tragt ihn zuerst ein, dann im Uhrzeigersinn. Leere Plätze spielen nicht mit. Bei 2 Spielern wird ein drittes Haus neutral.", En: "Whoever rolls highest starts: enter them first, then clockwise. Empty seats do not play. With 2 players a third house is neutral."},
		"ui.deck_herald@got":  {De: "Herald führt den Stapel (mit Spielende-Karte in der unteren Hälfte)", En: "Herald keeps the deck (End Game card in the bottom half)"},
		"cards.table@got":     {De: "3 Ritter 4 · 3 Belagerungswaffen 5 · 3 Befestigungen 6 · je eins 7 · +2 je Karte eines eigenen Gebiets", En: "3 knights 4 · 3 siege engines 5 · 3 fortifications 6 · one of each 7 · +2 per card of a territory you hold"},
	})
}
