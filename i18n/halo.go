package i18n

// halo.go holds the sentences of RISK Halo Wars (engine/halo.go): its
// refusals (Broke) and lines of history (NewLine), and the names the web
// layer and the engine's string arguments use: armies, factions, modes,
// achievements, rewards and their tiers, each with the rulebook's text.
// Proper names of the rulebook (Flood, UNSC, Covenant, Arcadia, the
// sectors) stay as they are in both languages.

func init() {
	add(map[string]entry{
		// Setting up a Halo Wars game.
		"setup.halo_mode": {
			de: "Herald kennt die Spielart „{mode}“ nicht: Halo Wars spielt man als Grundausbildung oder als Kommandoraum (auf Wunsch als Welteroberung).",
			en: "Herald does not know the way of playing “{mode}”: Halo Wars is played as Basic Training or as Command Room (as World Conquest if you like).",
		},
		"setup.halo_chart_order": {
			de: "In der Grundausbildung gilt die Zugreihenfolge der Tabelle: Wo {player} mit {house} sitzt, spielt laut Tabelle {want}.",
			en: "Basic Training follows the turn order of its chart: where {player} sits with {house}, the chart has {want}.",
		},
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
		"setup.start_units": {
			de: "{player} beginnt laut Regel mit genau {want} {want:Einheit|Einheiten}, nicht {got}: zu dritt 30 je Spieler, zu viert 25 je Spieler, zu fünft 20 für UNSC und Covenant und 30 für die Flood.",
			en: "The rules start {player} with exactly {want} {want:unit|units}, not {got}: 30 each with 3 players, 25 each with 4, and with 5 players 20 for UNSC and Covenant and 30 for the Flood.",
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
		"setup.colony_count": {
			de: "Es liegen genau 15 Kolonien auf dem Spielplan, nicht {count}.",
			en: "The board holds exactly 15 colonies, not {count}.",
		},
		"setup.colony_twice": {
			de: "{territory} ist doppelt als Kolonie angegeben: Auf jedem Gebiet liegt höchstens eine Kolonie.",
			en: "{territory} is given twice as a colony: each territory holds at most one colony.",
		},
		"setup.colony_chart": {
			de: "In der Grundausbildung liegen die Kolonien dort, wo die Tabelle sie zeigt, und auf {territory} fehlt eine.",
			en: "In Basic Training the colonies go where the chart shows them, and {territory} is missing one.",
		},
		"setup.achievement_unknown": {
			de: "Eine Errungenschaft „{achievement}“ gibt es in Halo Wars nicht.",
			en: "There is no achievement “{achievement}” in Halo Wars.",
		},
		"setup.achievement_twice": {
			de: "Die Errungenschaft „{achievement}“ ist doppelt angegeben: Jede liegt nur einmal aus.",
			en: "The achievement “{achievement}” is given twice: each one is laid out only once.",
		},
		"setup.achievement_count": {
			de: "Auf dem Spielplan liegen genau 4 heroische und 4 legendäre Errungenschaften aus.",
			en: "Exactly 4 heroic and 4 legendary achievements are laid out on the board.",
		},
		"setup.achievement_chart": {
			de: "In der Grundausbildung liegen die Errungenschaften der Tabelle aus, und „{achievement}“ fehlt.",
			en: "In Basic Training the achievements of the chart are laid out, and “{achievement}” is missing.",
		},
		"setup.rewards_basic": {
			de: "In der Grundausbildung gibt es keine Belohnungen: Die gehören nur zum Kommandoraum.",
			en: "Basic Training has no rewards: they belong to the Command Room only.",
		},
		"setup.rewards_drawn": {
			de: "Die Belohnungen passen nicht: Auf jeder ausliegenden Errungenschaft liegt genau eine Belohnung ihrer Stufe (heroisch auf heroisch, legendär auf legendär), und jede Belohnung nur einmal. Oder gar keine angeben, dann deckt ihr sie am Tisch auf.",
			en: "The rewards do not fit: each achievement laid out gets exactly one reward of its tier (heroic on heroic, legendary on legendary), and each reward only once. Or give none, and reveal them at the table.",
		},
		"setup.start_cards": {
			de: "{player} beginnt laut Regel mit {want} {want:Karte|Karten}: In der Grundausbildung zu dritt bekommt der dritte Spieler eine, zu viert der dritte und vierte, zu fünft der vierte und fünfte; alle anderen beginnen ohne.",
			en: "The rules start {player} with {want} {want:card|cards}: in Basic Training with 3 players the third player gets one, with 4 players the third and fourth, with 5 players the fourth and fifth; everyone else starts with none.",
		},
		"setup.halo_deck": {
			de: "Halo Wars spielt mit dem echten Kartenstapel am Tisch: Herald merkt sich nur die Schädel der Karten.",
			en: "Halo Wars is played with the table's own deck: Herald keeps track only of the skulls on the cards.",
		},

		// Shared sentences in Halo Wars' words (views.EditionKey).
		"setup.house_not_allowed@halowars": {
			de: "Die Armee {house} spielt bei {count} {count:Spieler|Spielern} nicht mit: zu dritt Flood (Rot), UNSC (Grün) und Covenant (Lila); zu viert UNSC (Grün, Gold) und Covenant (Lila, Blau); zu fünft alle fünf.",
			en: "The army {house} does not play in a game of {count}: with 3 players Flood (Red), UNSC (Green) and Covenant (Purple); with 4 UNSC (Green, Gold) and Covenant (Purple, Blue); with 5 all five.",
		},
		"setup.house_twice@halowars": {
			de: "Die Armee {house} ist doppelt gewählt: Jede Armee spielt nur einmal mit.",
			en: "The army {house} has been chosen twice: each army plays only once.",
		},
		"attack.not_adjacent@halowars": {
			de: "{from} und {to} grenzen auf dem Spielplan nicht aneinander.",
			en: "{from} and {to} do not border each other on the board.",
		},
		"maneuver.hint_halo@halowars": {
			de: "Einmal pro Zug, nur durch eigene Gebiete (im Team auch durch die des Partners, Ziel ist ein eigenes). Eine Einheit bleibt zurück.",
			en: "Once per turn, only through your own territories (in a team also your teammate's, ending on your own). One unit stays behind.",
		},
		"cards.trade@halowars": {de: "Schädel eintauschen", en: "Turn in skulls"},

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
		"claim.once": {
			de: "In diesem Zug wurde schon „{achievement}“ genommen: Pro Zug gibt es nur eine Errungenschaft.",
			en: "“{achievement}” has already been taken this turn: only one achievement per turn.",
		},
		"claim.after_maneuver": {
			de: "Eine Errungenschaft nimmt man nach den Angriffen und vor dem Manöver: Nach dem Manöver geht das in diesem Zug nicht mehr.",
			en: "An achievement is taken after attacking and before the maneuver: after the maneuver it is too late this turn.",
		},
		"claim.not_open": {
			de: "Die Errungenschaft „{achievement}“ liegt nicht (mehr) auf dem Spielplan: Nehmen lässt sich nur eine, die noch offen ausliegt.",
			en: "The achievement “{achievement}” is not (or no longer) on the board: only one still laid out face up can be taken.",
		},
		"claim.not_met": {
			de: "„{achievement}“ ist noch nicht erreicht: So, wie Spielplan und Zug gerade stehen, ist die Bedingung nicht erfüllt.",
			en: "“{achievement}” has not been done yet: the board and this turn as they stand do not meet its condition.",
		},
		"claim.reward_drawn": {
			de: "Herald hat die Belohnungen verteilt, und unter dieser Errungenschaft liegt „{reward}“, nicht die angegebene.",
			en: "Herald dealt the rewards, and the one under this achievement is “{reward}”, not the one given.",
		},
		"claim.reward_tier": {
			de: "Bitte die Belohnung angeben, die unter dieser Errungenschaft lag: Es ist eine der Stufe „{tier}“.",
			en: "Please give the reward that lay under this achievement: it is one of the tier “{tier}”.",
		},
		"claim.reward_taken": {
			de: "Die Belohnung „{reward}“ hat schon jemand genommen: Jede gibt es nur einmal. Bitte nachsehen, welche unter der Errungenschaft liegt.",
			en: "The reward “{reward}” has already been taken: there is only one of each. Please check which one lies under the achievement.",
		},
		"claim.no_rewards": {
			de: "In der Grundausbildung gibt es keine Belohnungen: Bitte keine angeben.",
			en: "Basic Training has no rewards: please don't give one.",
		},
		"claim.cannon_where": {
			de: "Die Belohnung ist eine Kanone: Bitte sagen, auf welches eigene Gebiet sie sofort kommt.",
			en: "The reward is a cannon: please say which of your own territories it goes on right away.",
		},
		"claim.cannon_not_own": {
			de: "Die Kanone kommt auf ein eigenes Gebiet, und {territory} gehört jemand anderem.",
			en: "The cannon goes on one of your own territories, and {territory} belongs to someone else.",
		},
		"claim.cannon_twice": {
			de: "Auf {territory} steht schon eine Kanone, und zwei Kanonen dürfen nicht im selben Gebiet stehen: Bitte ein anderes eigenes Gebiet wählen.",
			en: "{territory} already holds a cannon, and two cannons cannot share a territory: please choose another of your territories.",
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
		"draw.after_claim": {
			de: "Wer in diesem Zug eine Errungenschaft genommen hat, zieht keine Karte.",
			en: "A player who took an achievement this turn draws no card.",
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
		"history.claim": {
			de: "{player} nahm die Errungenschaft „{achievement}“.",
			en: "{player} took the achievement “{achievement}”.",
		},
		"history.reward": {
			de: "Darunter lag die Belohnung „{reward}“.",
			en: "Under it lay the reward “{reward}”.",
		},
		"history.cannon": {
			de: "Die Kanone wurde auf {territory} gestellt.",
			en: "The cannon was placed on {territory}.",
		},
		"history.transfer": {
			de: "{player} übernahm von {from} das Kommando über {territory}.",
			en: "{player} took over command of {territory} from {from}.",
		},

		// Armies and factions.
		"house.flood_red":       {de: "Flood (Rot)", en: "Flood (Red)"},
		"house.unsc_green":      {de: "UNSC (Grün)", en: "UNSC (Green)"},
		"house.covenant_purple": {de: "Covenant (Lila)", en: "Covenant (Purple)"},
		"house.unsc_gold":       {de: "UNSC (Gold)", en: "UNSC (Gold)"},
		"house.covenant_blue":   {de: "Covenant (Blau)", en: "Covenant (Blue)"},
		"faction.unsc":          {de: "UNSC", en: "UNSC"},
		"faction.covenant":      {de: "Covenant", en: "Covenant"},
		"faction.flood":         {de: "Flood", en: "Flood"},

		// Ways of playing.
		"mode.basic":          {de: "Grundausbildung", en: "Basic Training"},
		"mode.command":        {de: "Kommandoraum", en: "Command Room"},
		"mode.world_conquest": {de: "Welteroberung", en: "World Conquest"},

		// Tiers of achievements and rewards.
		"tier.heroic": {de: "Heldenhaft", en: "Heroic"},
		// Halo Wars: "heroisch", as its rewards and set-up say.
		"tier.heroic@halowars":    {de: "Heroisch", en: "Heroic"},
		"tier.legendary@halowars": {de: "Legendär", en: "Legendary"},
		"tier.legendary":          {de: "Legendär", en: "Legendary"},

		// Achievements: the name, and the rulebook's condition.
		"achievement.control_mu":             {de: "Mu kontrollieren", en: "Control Mu"},
		"achievement.control_eire":           {de: "Eire kontrollieren", en: "Control Eire"},
		"achievement.control_pacifica":       {de: "Pacifica kontrollieren", en: "Control Pacifica"},
		"achievement.colonies_8":             {de: "8 Kolonien kontrollieren", en: "Control 8 colonies"},
		"achievement.enemy_base_1":           {de: "Eine gegnerische Basis kontrollieren", en: "Control an enemy base"},
		"achievement.colonies_4_in_turn":     {de: "4 Kolonien in einem Zug einnehmen", en: "Take 4 colonies in one turn"},
		"achievement.territories_10_in_turn": {de: "10 Gebiete in einem Zug erobern", en: "Take over 10 territories in one turn"},
		"achievement.enemy_bases_2":          {de: "2 gegnerische Basen kontrollieren", en: "Control 2 enemy bases"},
		"achievement.territories_18":         {de: "18 Gebiete kontrollieren", en: "Control 18 territories"},
		"achievement.sectors_2":              {de: "2 ganze Sektoren kontrollieren", en: "Control 2 complete sectors"},
		"achievement.sector_from_none":       {de: "Einen Sektor einnehmen, in dem man nichts hatte", en: "Take a sector you held nothing of"},
		"achievement.colonies_11":            {de: "11 Kolonien kontrollieren", en: "Control 11 colonies"},
		"achievement_text.control_mu": {
			de: "Alle 7 Gebiete in Mu kontrollieren. Im Teamspiel zählt der Sektor, wenn er ganz dem eigenen Team gehört.",
			en: "Control all 7 territories in Mu. In team play, the sector counts when it is controlled entirely by your team.",
		},
		"achievement_text.control_eire": {
			de: "Alle 9 Gebiete in Eire kontrollieren. Im Teamspiel zählt der Sektor, wenn er ganz dem eigenen Team gehört.",
			en: "Control all 9 territories in Eire. In team play, the sector counts when it is controlled entirely by your team.",
		},
		"achievement_text.control_pacifica": {
			de: "Alle 12 Gebiete in Pacifica kontrollieren. Im Teamspiel zählt der Sektor, wenn er ganz dem eigenen Team gehört.",
			en: "Control all 12 territories in Pacifica. In team play, the sector counts when it is controlled entirely by your team.",
		},
		"achievement_text.colonies_8": {
			de: "Mindestens 8 Kolonien kontrollieren. Im Teamspiel werden die Kolonien von Teampartnern nicht zusammengezählt.",
			en: "Control at least 8 colonies. In team play, colonies are not combined between teammates.",
		},
		"achievement_text.enemy_base_1": {
			de: "Mindestens 1 gegnerische Basis kontrollieren. Die eigene Basis muss man dafür nicht kontrollieren.",
			en: "Control at least 1 enemy base. You do not need to be in control of your own base.",
		},
		"achievement_text.colonies_4_in_turn": {
			de: "In einem Zug 4 Kolonien einnehmen, die man zu Beginn des Zuges nicht kontrolliert hat.",
			en: "Take control of 4 colonies in one turn, that you did not control at the start of the turn.",
		},
		"achievement_text.territories_10_in_turn": {
			de: "Mindestens 10 Gebiete erobern, die man zu Beginn des eigenen Zuges nicht kontrolliert hat.",
			en: "Take over at least 10 territories that you did not control at the start of your turn.",
		},
		"achievement_text.enemy_bases_2": {
			de: "Mindestens 2 gegnerische Basen kontrollieren. Die eigene Basis muss man dafür nicht kontrollieren.",
			en: "Control at least 2 enemy bases. You do not need to be in control of your own base.",
		},
		"achievement_text.territories_18": {
			de: "Mindestens 18 Gebiete kontrollieren. Im Teamspiel werden die Gebiete von Teampartnern nicht zusammengezählt.",
			en: "Control at least 18 territories. In team play, territories are not combined between teammates.",
		},
		"achievement_text.sectors_2": {
			de: "Jedes Gebiet in 2 verschiedenen Sektoren kontrollieren. Im Teamspiel zählt ein Sektor, wenn er ganz dem eigenen Team gehört.",
			en: "Control every territory in 2 different sectors. In team play, a sector counts when it is controlled entirely by your team.",
		},
		"achievement_text.sector_from_none": {
			de: "Einen Sektor einnehmen, in dem man zu Beginn des Zuges kein Gebiet kontrolliert hat. Im Teamspiel zählt der Sektor, wenn er ganz dem eigenen Team gehört und man selbst einen Teil davon erobert hat.",
			en: "Take control of a sector where you did not control any territory at the start of the turn. In team play, the sector counts when it is controlled entirely by your team and you took part of it yourself.",
		},
		"achievement_text.colonies_11": {
			de: "Mindestens 11 Kolonien kontrollieren. Im Teamspiel werden die Kolonien von Teampartnern nicht zusammengezählt.",
			en: "Control at least 11 colonies. In team play, colonies are not combined between teammates.",
		},

		// Rewards (Command Room only): the name, and the rulebook's rule.
		"reward.cannon_heroic":     {de: "Kanone (heroisch)", en: "Cannon (heroic)"},
		"reward.guaranteed_card":   {de: "Garantierte Karte", en: "Guaranteed card"},
		"reward.starting_maneuver": {de: "Startmanöver", en: "Starting maneuver"},
		"reward.extra_maneuver":    {de: "Zusätzliches Manöver", en: "Extra maneuver"},
		"reward.cannon_legendary":  {de: "Kanone (legendär)", en: "Cannon (legendary)"},
		"reward.plus_two_units":    {de: "+2 Einheiten pro Zug", en: "+2 units each turn"},
		"reward.bonus_attack_die":  {de: "Bonus-Angriffswürfel", en: "Bonus attack die"},
		"reward.bonus_defense_die": {de: "Bonus-Verteidigungswürfel", en: "Bonus defence die"},
		"reward_text.cannon_heroic": {
			de: "Die Kanone nehmen und sofort auf ein eigenes Gebiet stellen. Solange man die Kanone hat, zählt der höchste Würfel +1 in jeder Schlacht in diesem Gebiet oder einem angrenzenden, beim Angriff wie bei der Verteidigung. Verliert man das Gebiet mit der Kanone, ist die Kanone zerstört (die Errungenschaft, mit der sie kam, behält man). Zwei Kanonen lassen sich in einem Gebiet nicht zusammenzählen. (Steht ein Held im Gebiet mit der Kanone, zählt der höchste Würfel +2.)",
			en: "Take the Cannon token and immediately place it onto any territory you control. As long as you have your Cannon, you add 1 to your highest die roll for any battle waged in that territory or any adjacent territory. This works on attack and defence. If you lose control of the territory containing the Cannon, then the Cannon is destroyed (but you keep the Achievement that it came with). Two Cannons cannot be combined in one territory. (When a Hero is present in a territory with a Cannon add 2 to your highest die roll.)",
		},
		"reward_text.guaranteed_card": {
			de: "Am Ende jedes Zuges garantiert eine Karte ziehen, beginnend mit dem Zug, in dem man die Belohnung bekommen hat. Mehr als eine Karte pro Zug gibt es trotzdem nicht. (Zu fünft zieht die Flood auch damit 2 Karten.)",
			en: "Take one guaranteed card at the end of each turn, beginning with the turn that you've earned the Reward. You can still only take one card per turn. (With 5 players the Flood takes 2 cards with it as well.)",
		},
		"reward_text.starting_maneuver": {
			de: "Nach dem Setzen der Verstärkung zu Beginn des Zuges darf man ein Startmanöver machen (siehe „Manöver“).",
			en: "After deploying your reinforcements at the start of your turn, you may take a starting maneuver (see “Maneuver”).",
		},
		"reward_text.extra_maneuver": {
			de: "Am Ende jedes Zuges ein zusätzliches Manöver machen, beginnend mit dem Zug, in dem man die Belohnung bekommen hat.",
			en: "Take an additional unit maneuver at the end of each turn, beginning with the turn that you've earned the Reward.",
		},
		"reward_text.cannon_legendary": {
			de: "Diese Kanone wirkt genauso wie die Kanone der heroischen Belohnung: sofort auf ein eigenes Gebiet stellen; +1 auf den höchsten Würfel in jeder Schlacht in diesem Gebiet oder einem angrenzenden (+2 mit einem Helden im Gebiet der Kanone); zerstört, wenn man das Gebiet verliert.",
			en: "This Cannon works the same as the Heroic Reward Cannon: place it at once onto a territory you control; add 1 to your highest die in any battle in that territory or an adjacent one (2 with a Hero in the Cannon's territory); destroyed when you lose that territory.",
		},
		"reward_text.plus_two_units": {
			de: "Beim Setzen der Verstärkung jeden Zug zwei Einheiten zusätzlich bekommen.",
			en: "Add an additional two units each turn when deploying reinforcements.",
		},
		"reward_text.bonus_attack_die": {
			de: "Den Bonus-Angriffswürfel nehmen. Beim Angriff würfelt man ihn zusätzlich zu den normalen schwarzen Würfeln. Nach dem Wurf ersetzt er den niedrigsten schwarzen Würfel (außer er ist selbst der niedrigste); danach die Würfel neu ordnen.",
			en: "Take the bonus attack die. When attacking, you now roll the bonus attack die in addition to the normal black dice. After rolling, replace the lowest black die with the bonus attack die (unless the bonus attack die is the lowest) and re-order the dice as necessary.",
		},
		"reward_text.bonus_defense_die": {
			de: "Den Bonus-Verteidigungswürfel nehmen. Bei der Verteidigung würfelt man ihn zusätzlich zu den normalen grünen Würfeln. Nach dem Wurf ersetzt er den niedrigsten grünen Würfel (außer er ist selbst der niedrigste); danach die Würfel neu ordnen.",
			en: "Take the bonus defence die. When defending, you now roll the bonus defence die in addition to the normal green dice. After rolling, replace the lowest green die with the bonus defence die (unless the bonus defence die is the lowest) and re-order the dice as necessary.",
		},
	})
}
