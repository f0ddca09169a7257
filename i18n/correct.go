package i18n

// correct.go holds the sentences of corrections: what a correction of the
// board or of a hand may not set, and what a correction changed beyond the
// territories it names.

func init() {
	add(map[string]entry{
		"correct.twice": {
			de: "{territory} steht zweimal in der Korrektur: Bitte jedes Gebiet nur einmal angeben.",
			en: "{territory} appears twice in the correction: please name each territory once.",
		},
		"correct.too_many_units": {
			de: "Auf {territory} können höchstens {max} {max:Einheit|Einheiten} stehen: So viele hält kein Tisch auf einem Gebiet.",
			en: "{territory} can hold at most {max} {max:unit|units}: no table holds more on one territory.",
		},
		"correct.nobody_left": {
			de: "Nach dieser Korrektur hielte kein Spieler mehr ein Gebiet: Niemand könnte weiterspielen.",
			en: "After this correction no player would hold a territory: nobody could play on.",
		},
		"correct.no_base": {
			de: "{player} hat keine Basis auf dem Spielplan, die die Korrektur versetzen könnte.",
			en: "{player} has no base on the board for the correction to move.",
		},
		"history.correct_base": {
			de: "Die Basis von {player} steht auf {territory}.",
			en: "{player}'s base stands on {territory}.",
		},
		"board.bases_title": {de: "Basen", en: "Bases"},
		"board.bases_hint": {
			de: "Eine Basis bewegt sich im Spiel nie: Hier wird nur ein Fehler beim Aufbau berichtigt.",
			en: "A base never moves in play: this only fixes a slip at set-up.",
		},
		"correct.no_hero": {
			de: "{player} hat keinen Helden auf dem Brett, den die Korrektur stellen könnte.",
			en: "{player} has no hero on the board for the correction to place.",
		},
		"correct.no_leader": {
			de: "{player} hat keinen Anführer auf dem Spielplan, den die Korrektur stellen könnte.",
			en: "{player} has no leader on the board for the correction to place.",
		},
		"correct.hand_limit": {
			de: "{player} kann nicht {cards} {cards:Karte|Karten} halten: Niemand darf je mehr als {limit} {limit:Gebietskarte|Gebietskarten} auf der Hand haben.",
			en: "{player} cannot hold {cards} {cards:card|cards}: nobody may ever hold more than {limit} {limit:territory card|territory cards}.",
		},
		"correct.more_than_deck": {
			de: "{player} kann nicht {cards} {cards:Karte|Karten} halten: Der ganze Stapel hat nur {deck}.",
			en: "{player} cannot hold {cards} {cards:card|cards}: the whole deck has only {deck}.",
		},
		"correct.cards_by_territory": {
			de: "In dieser Edition werden Karten nach ihrem Gebiet angegeben, nicht nach Punkten.",
			en: "In this edition cards are given by their territory, not by points.",
		},
		"correct.counted_cards": {
			de: "Karten ohne bekannte Punkte zählt nur eine Spieldatei, und nur in einer Edition mit Punktekarten: mindestens 0 je Stapel.",
			en: "Only a game file counts cards of unknown points, and only in an edition of point cards: at least 0 each.",
		},
		"correct.no_taken": {
			de: "In dieser Edition kommen die Karten ausgeschiedener Spieler auf die Hand: Bitte alle Karten nach ihren Punkten angeben.",
			en: "In this edition the cards of eliminated players join the hand: please give every card by its points.",
		},
		// The board correction page.
		"board.heroes_title": {de: "Helden", en: "Heroes"},
		"board.heroes_hint": {
			de: "Wo jede Figur steht: nur auf einem Gebiet, das dem Spieler nach dieser Korrektur gehört. Wechselt ihr Gebiet den Besitzer, verlässt sie den Spielplan, wenn sie nicht neu gestellt wird.",
			en: "Where each figure stands: only on a territory the player holds after this correction. If its territory changes hands, it leaves the board unless placed anew.",
		},
		"board.hero_off":   {de: "– nicht auf dem Spielplan –", en: "– off the board –"},
		"board.hand_title": {de: "Karten auf der Hand", en: "Cards in hand"},
		"board.hand_hint": {
			de: "Die ganze Hand eines Spielers, wie sie am Tisch ist; Speichern ersetzt sie.",
			en: "A player's whole hand as it is at the table; saving replaces it.",
		},
		"board.hand_ones": {de: "Karten mit 1 Punkt", en: "Cards worth 1 point"},
		"board.hand_twos": {de: "Karten mit 2 Punkten", en: "Cards worth 2 points"},
		"board.hand_save": {de: "Hand speichern", en: "Save the hand"},
		"history.correct_hero_at": {
			de: "Korrektur: Der Held von {player} steht auf {territory}.",
			en: "Correction: {player}'s hero stands on {territory}.",
		},
		"history.correct_leader_at": {
			de: "Korrektur: Der Anführer von {player} steht auf {territory}.",
			en: "Correction: {player}'s leader stands on {territory}.",
		},
		"history.correct_hero_off": {
			de: "Der Held von {player} steht nicht mehr auf einem eigenen Gebiet und ist vom Brett genommen.",
			en: "{player}'s hero no longer stands on an own territory and is taken off the board.",
		},
		"history.correct_leader_off": {
			de: "Der Anführer von {player} steht nicht mehr auf einem eigenen Gebiet und ist vom Spielplan genommen.",
			en: "{player}'s leader no longer stands on an own territory and is taken off the board.",
		},
		"history.correct_hero_at_once": {
			de: "{player} darf den Held sofort wieder auf ein eigenes Gebiet stellen; er hält den Zug nicht auf.",
			en: "{player} may put the hero back on an own territory at once; it does not hold up the turn.",
		},
		"history.correct_leader_at_once": {
			de: "{player} darf den Anführer sofort wieder auf ein eigenes Gebiet stellen; er hält den Zug nicht auf.",
			en: "{player} may put the leader back on an own territory at once; it does not hold up the turn.",
		},
		"history.correct_reserved_lapse": {
			de: "Die {units} {units:Einheit|Einheiten}, die {player} nur auf {territory} stellen durfte, {units:verfällt|verfallen}: {territory} gehört nicht mehr {player}.",
			en: "The {units} {units:unit|units} {player} could place only on {territory} {units:lapses|lapse}: {territory} no longer belongs to {player}.",
		},
		"history.correct_out": {
			de: "{player} hält kein Gebiet mehr und ist ausgeschieden. Das war keine Eroberung: Die Karten gehen an niemanden.",
			en: "{player} holds no territory any more and is out. This was no conquest: the cards pass to nobody.",
		},
		"history.correct_in": {
			de: "{player} hält wieder ein Gebiet und spielt wieder mit.",
			en: "{player} holds a territory again and is back in the game.",
		},
		"history.correct_turn_passes": {
			de: "{player} hält kein Gebiet mehr: Der Zug geht an {next}.",
			en: "{player} holds no territory any more: the turn passes to {next}.",
		},
		"history.correct_over": {
			de: "Mit dieser Korrektur ist das Spiel zu Ende.",
			en: "With this correction the game is over.",
		},
		// The board correction's many changes, folded in the history (views/game.templ).
		"history.correct_many": {de: "Korrektur: {count} {count:Angabe|Angaben} am Spielbrett (aufklappen)", en: "Correction: {count} {count:change|changes} on the board (open)"},
	})
}
