package legendary

import "herald/i18n"

// i18n_core.go holds the sentences of Halo Legendary that the core's
// catalogue (package i18n) used to hold although only this edition uses
// them: its faction cards (refusal and play form), the defence card's
// maximum dice, its hand correction (hands known by their count, cards
// taken), the set-up page's title and its edition's name on the boards
// page ("boards.edition." + edition). Keys and texts are unchanged.

func init() {
	i18n.Add(map[string]i18n.Entry{
		// Refusals (faction cards, the defence card).
		"faction.not_in_hand": {
			De: "{player} hat keine eigene Fraktionskarte mit {skulls} {skulls:Schädel|Schädeln} auf der Hand.",
			En: "{player} holds no own faction card with {skulls} {skulls:skull|skulls}.",
		},
		"attack.max_dice": {
			De: "Nach der Verteidigungskarte greift der Angreifer einmal mit der größtmöglichen Zahl an: {dice} Würfel.",
			En: "After the defence card the attacker attacks once with the most dice possible: {dice}.",
		},

		// Playing a faction card.
		"legendary.faction_title": {De: "Fähigkeit einer Fraktionskarte", En: "A faction card's ability"},
		"legendary.faction_hint": {
			De: "Eine Karte wird für ihre Fähigkeit oder für ihre Schädel genutzt, nie für beides: Sie geht danach ab. Die Wirkung steht auf der Karte; Herald hält nur fest, dass sie gespielt wurde.",
			En: "A card is used for its ability or its skulls, never both: it is discarded. The effect is printed on the card; Herald only records that it was played.",
		},
		"legendary.faction_who":       {De: "Wer spielt sie?", En: "Who plays it?"},
		"legendary.faction_defensive": {De: "Zur Verteidigung gegen eine angekündigte Invasion", En: "In defence against an invasion just declared"},
		"legendary.faction_play":      {De: "Karte ausspielen", En: "Play card"},
		"legendary.skulls":            {De: "Schädel", En: "Skulls"},
		"legendary.faction_cards":     {De: "Fraktionskarten", En: "Faction cards"},

		// The set-up page.

		// The hand correction.
		"board.hand_hint_private": {
			De: "Jeder gibt seine ganze Hand selbst ein: Bekannt ist nur die Anzahl, nicht die Schädel. Speichern ersetzt die Hand.",
			En: "Each player enters their whole hand: only the number of cards is public, not the skulls. Saving replaces the hand.",
		},
		"board.hand_taken_ones": {De: "Abgenommene Karten mit 1 Schädel", En: "Taken cards with 1 skull"},
		"board.hand_taken_twos": {De: "Abgenommene Karten mit 2 Schädeln", En: "Taken cards with 2 skulls"},

		// The boards page.
		"boards.edition.halo_legendary": {De: "RISIKO Halo Legendary", En: "RISK Halo Legendary"},

		// The skull chart of a board (the shared points chart's note).
		"points.chart_note@halo_legendary": {
			De: "Farbig = nicht bestätigt: Das Regelheft nennt nur 4 Schädel → 7 Einheiten und verweist auf die Legende auf dem Spielbrett. Die übrigen Werte sind die von Halo Wars: Bitte mit der Legende vergleichen und im Spielbrett-Editor eintragen.",
			En: "Coloured = not confirmed: the rulebook gives only 4 skulls → 7 units and points to the legend printed on the board. The other values are Halo Wars': please compare them with the legend and enter it in the board editor.",
		},

		// The shared panel of point cards in Legendary's words: faction
		// cards with 1 or 2 skulls, known to the others by their count
		// ("FRAKTIONS-KARTEN", seed 000).
		"points.cards@halo_legendary": {De: "{cards} {cards:Karte|Karten}, {points} Schädel", En: "{cards} {cards:card|cards}, {points} {points:skull|skulls}"},
		// A card drawn: its skulls, as printed on it.
		"points.draw_one@halo_legendary":   {De: "1 ☠", En: "1 ☠"},
		"points.draw_two@halo_legendary":   {De: "2 ☠☠", En: "2 ☠☠"},
		"points.card_count@halo_legendary": {De: "{cards} {cards:Fraktionskarte|Fraktionskarten}", En: "{cards} {cards:faction card|faction cards}"},
		"points.taken_hint@halo_legendary": {
			De: "Dazu {cards} {cards:Fraktionskarte|Fraktionskarten} ausgeschiedener Spieler (nur für Schädel), getrennt gehalten:",
			En: "And {cards} {cards:faction card|faction cards} of eliminated players (skulls only), kept apart:",
		},
		"points.trade_hint_private@halo_legendary": {
			De: "{player} tauscht einmal pro Zug Fraktionskarten mit 2 bis 10 Schädeln ein. Wie viele Karten mit 1 und mit 2 Schädeln? (Der Inhalt der Karten bleibt geheim: Herald zeigt ihn hier nicht.)",
			En: "{player} turns in faction cards worth 2 to 10 skulls, once a turn. How many cards with 1 and with 2 skulls? (The cards' content stays secret: Herald does not show it here.)",
		},
		"setup.points_deck@halo_legendary": {
			De: "Diese Edition spielt mit dem echten Kartenstapel am Tisch: Herald merkt sich nur die Schädel der Karten.",
			En: "This edition is played with the table's own deck: Herald keeps track only of the skulls on the cards.",
		},
		// The achievements' top tier (moved from the core's catalogue).
		"tier.legendary": {De: "Legendär", En: "Legendary"},
	})
}
