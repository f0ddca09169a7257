package halowars

import "herald/i18n"

// i18n_core.go holds the sentences of Halo Wars that the core's catalogue
// (package i18n) used to hold although only this edition uses them: its
// factions, the rewards of the Command Room (their names, looked up as
// "reward." + reward by the claims panel and views.Say, and the
// rulebook's texts) and the set-up page's title. Keys and texts are
// unchanged.

func init() {
	i18n.Add(map[string]i18n.Entry{
		// Armies and factions.
		"faction.unsc":     {De: "UNSC", En: "UNSC"},
		"faction.covenant": {De: "Covenant", En: "Covenant"},
		"faction.flood":    {De: "Flood", En: "Flood"},

		// Rewards (Command Room only): the name, and the rulebook's rule.
		"reward.guaranteed_card":   {De: "Garantierte Karte", En: "Guaranteed card"},
		"reward.starting_maneuver": {De: "Startmanöver", En: "Starting maneuver"},
		"reward.extra_maneuver":    {De: "Zusätzliches Manöver", En: "Extra maneuver"},
		"reward.plus_two_units":    {De: "+2 Einheiten pro Zug", En: "+2 units each turn"},
		"reward_text.guaranteed_card": {
			De: "Am Ende jedes Zuges garantiert eine Karte ziehen, beginnend mit dem Zug, in dem man die Belohnung bekommen hat. Mehr als eine Karte pro Zug gibt es trotzdem nicht. (Zu fünft zieht die Flood auch damit 2 Karten.)",
			En: "Take one guaranteed card at the end of each turn, beginning with the turn that you've earned the Reward. You can still only take one card per turn. (With 5 players the Flood takes 2 cards with it as well.)",
		},
		"reward_text.starting_maneuver": {
			De: "Nach dem Setzen der Verstärkung zu Beginn des Zuges darf man ein Startmanöver machen (siehe „Manöver“).",
			En: "After deploying your reinforcements at the start of your turn, you may take a starting maneuver (see “Maneuver”).",
		},
		"reward_text.extra_maneuver": {
			De: "Am Ende jedes Zuges ein zusätzliches Manöver machen, beginnend mit dem Zug, in dem man die Belohnung bekommen hat.",
			En: "Take an additional unit maneuver at the end of each turn, beginning with the turn that you've earned the Reward.",
		},
		"reward_text.plus_two_units": {
			De: "Beim Setzen der Verstärkung jeden Zug zwei Einheiten zusätzlich bekommen.",
			En: "Add an additional two units each turn when deploying reinforcements.",
		},

		// The set-up page.

		// Shared refusals in this edition's words (the core's say "this edition").
		"correct.no_taken@halowars": {
			De: "In Halo Wars kommen die Karten ausgeschiedener Spieler auf die Hand: Bitte alle Karten nach ihren Schädeln angeben.",
			En: "In Halo Wars the cards of eliminated players join the hand: please give every card by its skulls.",
		},
		"transfer.no_from@halowars": {
			De: "Bei Halo Wars bleibt die Einheit des Partners stehen: Es kommt keine eigene Einheit dazu.",
			En: "In Halo Wars the teammate's unit stays: no unit of your own comes along.",
		},
		"setup.points_deck@halowars": {
			De: "Halo Wars spielt mit dem echten Kartenstapel am Tisch: Herald merkt sich nur die Schädel der Karten.",
			En: "Halo Wars is played with the table's own deck: Herald keeps track only of the skulls on the cards.",
		},
		"trade.points_only@halowars": {
			De: "In Halo Wars zählen beim Eintauschen nur die Schädel: Bitte die Schädel der Karten angeben, nicht die Gebiete.",
			En: "In Halo Wars only the skulls count when trading in: please give the skulls of the cards, not their territories.",
		},
		"draw.not_this_edition@halowars": {
			De: "Das passt nicht zu dieser Edition: In Halo Wars gibt man von jeder gezogenen Karte nur die Schädel an und stellt gefallene Helden zurück, in den anderen Editionen nennt man die gezogene Karte selbst.",
			En: "That does not fit this edition: in Halo Wars you give only the skulls of each card drawn and put fallen heroes back, in the other editions you name the card drawn.",
		},

		// The shared panel of point cards in Halo Wars' words: its
		// territory cards show 1 or 2 skulls ("Each card has the name and
		// picture of the territory and 1 or 2 skulls", seed 002, CARDS).
		"points.cards@halowars": {De: "{cards} {cards:Karte|Karten}, {points} Schädel", En: "{cards} {cards:card|cards}, {points} {points:skull|skulls}"},
		// A card drawn: its skulls, as printed on it.
		"points.draw_one@halowars":   {De: "1 ☠", En: "1 ☠"},
		"points.draw_two@halowars":   {De: "2 ☠☠", En: "2 ☠☠"},
		"points.trade_hint@halowars": {De: "{player} hat {ones} {ones:Karte|Karten} mit einem Schädel und {twos} mit zwei Schädeln. 2 bis 10 Schädel eintauschen, einmal pro Zug:", En: "{player} holds {ones} {ones:card|cards} with one skull and {twos} with two. Turn in 2 to 10 skulls, once a turn:"},
		"points.trade_ones@halowars": {De: "Karten mit 1 Schädel", En: "Cards with 1 skull"},
		"points.trade_twos@halowars": {De: "Karten mit 2 Schädeln", En: "Cards with 2 skulls"},
		"points.points@halowars":     {De: "Schädel", En: "Skulls"},
		"points.card@halowars":       {De: "Karte {n}: wie viele Schädel?", En: "Card {n}: how many skulls?"},
		"points.card_one@halowars":   {De: "Die gezogene Karte: wie viele Schädel?", En: "The card drawn: how many skulls?"},

		// The shared point-card refusals, history and hand correction in
		// skulls, as the core said them before it said points.
		"cards.points_bad@halowars":         {De: "Eine Karte zeigt 1 oder 2 Schädel, nicht {points}.", En: "A card shows 1 or 2 skulls, not {points}."},
		"trade.points_not_in_hand@halowars": {De: "Der Spieler am Zug hat keine (weitere) Karte mit {points} {points:Schädel|Schädeln} auf der Hand.", En: "The player whose turn it is holds no (further) card with {points} {points:skull|skulls}."},
		"trade.points_total@halowars":       {De: "{points} Schädel {points:lässt|lassen} sich nicht eintauschen: Erlaubt sind 2 bis 10 Schädel auf einmal.", En: "{points} {points:skull|skulls} cannot be turned in: 2 to 10 skulls at a time are allowed."},
		"draw.point_cards@halowars":         {De: "Bitte die Schädel jeder gezogenen Karte angeben, genau {count} {count:Karte|Karten}.", En: "Please give the skulls of each card drawn, exactly {count} {count:card|cards}."},
		"reinforce.trade_points@halowars":   {De: "{points} Schädel eingetauscht", En: "{points} {points:skull|skulls} turned in"},
		"history.trade_points@halowars": {
			De: "{player} tauschte Karten mit {points} {points:Schädel|Schädeln} gegen {value} {value:Einheit|Einheiten} ein.",
			En: "{player} turned in cards with {points} {points:skull|skulls} for {value} {value:unit|units}.",
		},
		"history.end_turn_points@halowars": {
			De: "{player} beendete den Zug und zog {cards} {cards:Karte|Karten} mit zusammen {points} {points:Schädel|Schädeln}.",
			En: "{player} ended the turn and drew {cards} {cards:card|cards} with {points} {points:skull|skulls} in all.",
		},
		"correct.counted_cards@halowars": {
			De: "Karten ohne bekannte Schädel zählt nur eine Spieldatei, und nur in einer Edition mit Schädel-Karten: mindestens 0 je Stapel.",
			En: "Only a game file counts cards of unknown skulls, and only in an edition of skull cards: at least 0 each.",
		},
		"board.hand_ones@halowars": {De: "Karten mit 1 Schädel", En: "Cards with 1 skull"},
		"board.hand_twos@halowars": {De: "Karten mit 2 Schädeln", En: "Cards with 2 skulls"},
		"boards.merge.board_changed@halowars": {
			De: "Name, Schädeltabelle oder „nicht alle Verbindungen“ des Bretts geändert",
			En: "the board's name, skull chart or “not every link” changed",
		},
	})
}
