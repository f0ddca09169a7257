package i18n

// halo.go holds the sentences of the Halo editions' shared mechanisms
// (skull cards, heroes, cannons, bases, transfer of command, rewards) in
// Halo Wars' words; the sentences of Halo Wars alone are in
// editions/halowars (i18n.go).
// Proper names of the rulebook (Flood, UNSC, Covenant, Arcadia, the
// sectors) stay as they are in both languages.

func init() {
	add(map[string]entry{
		// Setting up a Halo Wars game.
		"setup.flood_first": {
			de: "Zu fünft beginnt immer die Flood: Sie muss den ersten Platz am Tisch einnehmen.",
			en: "With 5 players the Flood always goes first: it must take the first seat at the table.",
		},
		"setup.teammates_in_a_row": {
			de: "{a} und {b} spielen im selben Team und kämen direkt nacheinander an die Reihe: Teampartner dürfen nie hintereinander am Zug sein, dazwischen sitzt immer ein Gegner.",
			en: "{a} and {b} are on the same team and would take turns one right after the other: teammates never go in a row, an opponent always sits between them.",
		},
		"setup.units_at_least_one": {
			de: "Auf {territory} muss zu Beginn mindestens 1 Einheit stehen.",
			en: "{territory} must hold at least 1 unit at the start.",
		},
		"setup.units_missing": {
			de: "Für {territory} fehlt die Zahl der Einheiten: Zu Beginn steht auf jedem Gebiet mindestens eine Einheit.",
			en: "The number of units on {territory} is missing: at the start every territory holds at least one unit.",
		},
		"setup.base_missing": {
			de: "{player} braucht eine Basis auf einem eigenen Gebiet.",
			en: "{player} needs a base on one of their own territories.",
		},
		"setup.base_not_own": {
			de: "Die Basis von {player} kommt auf ein eigenes Gebiet, und {territory} gehört jemand anderem.",
			en: "{player}'s base goes on one of their own territories, and {territory} belongs to someone else.",
		},
		"setup.base_twice": {
			de: "Auf {territory} steht schon eine Basis: Jede Basis braucht ihr eigenes Gebiet.",
			en: "{territory} already holds a base: each base needs a territory of its own.",
		},
		"setup.hero_missing": {
			de: "{player} braucht einen Helden auf einem eigenen Gebiet.",
			en: "{player} needs a hero on one of their own territories.",
		},
		"setup.hero_not_own": {
			de: "Der Held von {player} kommt auf ein eigenes Gebiet, und {territory} gehört jemand anderem.",
			en: "{player}'s hero goes on one of their own territories, and {territory} belongs to someone else.",
		},
		"setup.start_cards": {
			de: "{player} beginnt laut Regel mit {want} {want:Karte|Karten}: In der Grundausbildung zu dritt bekommt der dritte Spieler eine, zu viert der dritte und vierte, zu fünft der vierte und fünfte; alle anderen beginnen ohne.",
			en: "The rules start {player} with {want} {want:card|cards}: in Basic Training with 3 players the third player gets one, with 4 players the third and fourth, with 5 players the fourth and fifth; everyone else starts with none.",
		},
		"setup.halo_deck": {
			de: "Halo Wars spielt mit dem echten Kartenstapel am Tisch: Herald merkt sich nur die Schädel der Karten.",
			en: "Halo Wars is played with the table's own deck: Herald keeps track only of the skulls on the cards.",
		},

		// Cards with skulls.
		"cards.skulls": {
			de: "Eine Karte zeigt 1 oder 2 Schädel, nicht {skulls}.",
			en: "A card shows 1 or 2 skulls, not {skulls}.",
		},
		"trade.skulls_only": {
			de: "In Halo Wars zählen beim Eintauschen nur die Schädel: Bitte die Schädel der Karten angeben, nicht die Gebiete.",
			en: "In Halo Wars only the skulls count when trading in: please give the skulls of the cards, not their territories.",
		},
		"trade.once": {
			de: "Karten werden nur einmal pro Zug eingetauscht, und das ist in diesem Zug schon geschehen.",
			en: "Cards are turned in only once per turn, and that has already happened this turn.",
		},
		"trade.skulls_not_in_hand": {
			de: "Der Spieler am Zug hat keine (weitere) Karte mit {skulls} {skulls:Schädel|Schädeln} auf der Hand.",
			en: "The player whose turn it is holds no (further) card with {skulls} {skulls:skull|skulls}.",
		},
		"trade.skull_total": {
			de: "{skulls} Schädel {skulls:lässt|lassen} sich nicht eintauschen: Erlaubt sind 2 bis 10 Schädel auf einmal.",
			en: "{skulls} {skulls:skull|skulls} cannot be turned in: 2 to 10 skulls at a time are allowed.",
		},

		// Battles: heroes, cannons, teammates.
		"attack.teammate": {
			de: "{territory} gehört {player} aus dem eigenen Team: Teampartner greifen einander nicht an.",
			en: "{territory} belongs to {player}, a teammate: teammates cannot attack each other.",
		},
		"attack.hero_not_there": {
			de: "Der Held des Angreifers steht nicht in {territory}: In die Schlacht („IN“) geht er nur aus dem Gebiet, in dem er steht.",
			en: "The attacker's hero is not in {territory}: a hero can go “IN” to battle only from the territory it stands in.",
		},
		"attack.cannon_range": {
			de: "Ob eine Kanone von {player} in der Schlacht um {territory} zählt (oder dass es keine gibt), weiß Herald schon aus dem Spielplan: Angeben müsst ihr eine Kanone nur, wo Herald die Verbindung nicht kennt.",
			en: "Herald already knows from the board whether a cannon of {player} counts in the battle for {territory} (or that there is none): declare a cannon only where Herald does not know the link.",
		},
		"attack.hero_falls_with_dice": {
			de: "Mit eingetragenen Würfeln sieht Herald selbst, ob ein Held fällt: Das wird nur angegeben, wenn allein die Verluste eingetragen werden.",
			en: "When the dice are entered, Herald sees for itself whether a hero falls: say so only when entering the losses alone.",
		},
		"attack.hero_falls_impossible": {
			de: "Dieser Held kann hier nicht gefallen sein: Seinen Helden verliert nur eine Seite, deren Held in der Schlacht war und die dabei eine Einheit verloren hat, und das höchstens eine der beiden Seiten.",
			en: "That hero cannot have fallen here: only a side whose hero was in the battle and that lost a unit can lose its hero, and only one of the two sides.",
		},
		"hero.not_there": {
			de: "Der Held steht nicht in {territory}: Er zieht nur mit Einheiten aus dem Gebiet, in dem er steht.",
			en: "The hero is not in {territory}: it moves only with units leaving the territory it stands in.",
		},

		// Maneuvers with rewards.
		"maneuver.no_start_reward": {
			de: "Ein Startmanöver macht nur, wer die Belohnung „Startmanöver“ hat.",
			en: "Only a player holding the reward “Starting maneuver” makes a starting maneuver.",
		},
		"maneuver.start_over": {
			de: "Das Startmanöver kommt einmal pro Zug, gleich nach dem Setzen der Verstärkung und vor dem ersten Angriff: Jetzt geht es nicht mehr.",
			en: "The starting maneuver comes once per turn, right after placing reinforcements and before the first attack: it is too late now.",
		},
		"maneuver.limit": {
			de: "Mit der Belohnung „Zusätzliches Manöver“ gibt es {count} Manöver pro Zug, und {count:das ist|die sind} schon gemacht.",
			en: "With the reward “Extra maneuver” there {count:is|are} {count} {count:maneuver|maneuvers} per turn, and {count:it has|they have} been made.",
		},

		// Achievements and rewards.
		"claim.after_maneuver": {
			de: "Eine Errungenschaft nimmt man nach den Angriffen und vor dem Manöver: Nach dem Manöver geht das in diesem Zug nicht mehr.",
			en: "An achievement is taken after attacking and before the maneuver: after the maneuver it is too late this turn.",
		},
		"claim.no_cannon": {
			de: "Eine Kanone gibt es nur mit einer Kanonen-Belohnung, und diese Errungenschaft bringt keine: Bitte kein Gebiet für eine Kanone angeben.",
			en: "Only a cannon reward brings a cannon, and this achievement brings none: please don't name a territory for a cannon.",
		},

		// Transfer of command (team play).
		"transfer.once": {
			de: "Pro Zug lässt sich das Kommando über nur ein Gebiet übernehmen, und das ist in diesem Zug schon geschehen.",
			en: "Command of only one territory can be taken over per turn, and that has already happened this turn.",
		},
		"transfer.after_maneuver": {
			de: "Das Kommando wird gleich nach dem Setzen der Verstärkung übernommen, vor dem ersten Angriff: Nach dem Manöver geht das nicht mehr.",
			en: "Command is taken over right after placing reinforcements, before the first attack: after the maneuver it is too late.",
		},
		"transfer.not_teammate": {
			de: "{territory} gehört keinem Teampartner: Übernehmen lässt sich nur das Kommando über ein Gebiet eines Teampartners, der zustimmt.",
			en: "{territory} does not belong to a teammate: you can only take over command of a territory of a teammate who agrees.",
		},
		"transfer.one_unit": {
			de: "Auf {territory} {units:steht|stehen} {units} {units:Einheit|Einheiten}: Übernehmen lässt sich nur ein Gebiet mit genau einer Einheit.",
			en: "{territory} holds {units} {units:unit|units}: only a territory with exactly one unit can be taken over.",
		},
		"transfer.hero_there": {
			de: "Auf {territory} steht der Held von {player}: Ein Gebiet mit dem Helden des Teampartners lässt sich nicht übernehmen.",
			en: "{player}'s hero stands on {territory}: a territory holding the teammate's hero cannot be taken over.",
		},

		// Ending the turn: cards by their skulls, heroes back.
		"draw.not_this_edition": {
			de: "Das passt nicht zu dieser Edition: In Halo Wars gibt man von jeder gezogenen Karte nur die Schädel an und stellt gefallene Helden zurück, in den anderen Editionen nennt man die gezogene Karte selbst.",
			en: "That does not fit this edition: in Halo Wars you give only the skulls of each card drawn and put fallen heroes back, in the other editions you name the card drawn.",
		},
		"draw.skull_cards": {
			de: "Bitte die Schädel jeder gezogenen Karte angeben, genau {count} {count:Karte|Karten}.",
			en: "Please give the skulls of each card drawn, exactly {count} {count:card|cards}.",
		},
		"hero.not_removed": {
			de: "Der Held von {player} ist nicht vom Spielplan genommen worden: Zurückgestellt wird nur ein gefallener Held, und jeder nur einmal.",
			en: "{player}'s hero has not been taken off the board: only a fallen hero is put back, and each only once.",
		},
		"hero.not_own": {
			de: "Der Held von {player} kehrt auf ein eigenes Gebiet zurück, und {territory} gehört jemand anderem.",
			en: "{player}'s hero returns to one of their own territories, and {territory} belongs to someone else.",
		},
		"hero.redeploy": {
			de: "Der Held von {player} ist gefallen und muss vor dem Ende des Zuges auf ein Gebiet von {player} zurück: Bitte angeben, wohin.",
			en: "{player}'s hero has fallen and must go back onto one of {player}'s territories before the turn ends: please say where.",
		},

		// History.
		"history.trade_skulls": {
			de: "{player} tauschte Karten mit {skulls} {skulls:Schädel|Schädeln} gegen {value} {value:Einheit|Einheiten} ein.",
			en: "{player} turned in cards with {skulls} {skulls:skull|skulls} for {value} {value:unit|units}.",
		},
		"history.end_turn_skulls": {
			de: "{player} beendete den Zug und zog {cards} {cards:Karte|Karten} mit zusammen {skulls} {skulls:Schädel|Schädeln}.",
			en: "{player} ended the turn and drew {cards} {cards:card|cards} with {skulls} {skulls:skull|skulls} in all.",
		},
		"history.hero_back": {
			de: "Der Held von {player} kehrte auf {territory} zurück.",
			en: "{player}'s hero returned to {territory}.",
		},
		"history.won_achievements": {
			de: "Die Seite von {player} hatte am Ende des Zuges genug Errungenschaften und hielt ihre Basen: Sie gewann das Spiel.",
			en: "{player}'s side ended the turn with enough achievements and its bases held: it won the game.",
		},
		"history.transfer": {
			de: "{player} übernahm von {from} das Kommando über {territory}.",
			en: "{player} took over command of {territory} from {from}.",
		},

		// Armies and factions.

		// Tiers of achievements and rewards.
		"tier.heroic":    {de: "Heldenhaft", en: "Heroic"},
		"tier.legendary": {de: "Legendär", en: "Legendary"},

		// Rewards (Command Room only): the name, and the rulebook's rule.
	})
}
