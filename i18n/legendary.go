package i18n

// legendary.go holds the sentences of RISK Halo Legendary (engine/legendary.go,
// engine/campaign.go): refusals, history lines and the names of modes,
// armies, tiers and mission patterns. The German follows the German
// rulebook's words (Kampagnen-Karte, Fraktionskarte, mobiler Teleporter).

func init() {
	add(map[string]entry{
		// Set-up.
		"setup.legendary_players": {
			de: "Diese Spielart spielt man mit {min} bis {max} {max:Spieler|Spielern}, nicht mit {count}.",
			en: "This mode is played by {min} to {max} {max:player|players}, not {count}.",
		},
		"setup.board_empty": {
			de: "Auf diesem Spielbrett sind noch keine Gebiete eingetragen: Bitte zuerst im Spielbrett-Editor eintragen.",
			en: "This board has no territories yet: please enter them in the board editor first.",
		},
		"setup.legendary_start_units": {
			de: "{player} beginnt laut Regel mit genau {want} {want:Einheit|Einheiten}, nicht {got}: bei One-on-One 30 je Spieler und 48 neutrale Flood; sonst zu dritt 30, zu viert 25, zu fünft 20 je Spieler (Team Objective: die Flood 30).",
			en: "The rules start {player} with exactly {want} {want:unit|units}, not {got}: in One-on-One 30 each and 48 neutral Flood; otherwise 30 each with 3 players, 25 with 4, 20 with 5 (Team Objective: the Flood 30).",
		},
		"setup.legendary_mode": {
			de: "Herald kennt die Spielart „{mode}“ nicht: Halo Legendary spielt man als Objective, One-on-One, Slayer oder Team Objective.",
			en: "Herald does not know the mode “{mode}”: Halo Legendary is played as Objective, One-on-One, Slayer or Team Objective.",
		},
		"setup.legendary_one_board": {
			de: "Zu zweit spielt man auf einem Spielbrett (Hammer oder Anvil), nicht auf zwei verbundenen.",
			en: "Two players play on one board (Hammer or Anvil), not on two joined ones.",
		},
		"setup.legendary_two_boards": {
			de: "Mit 3 bis 5 Spielern spielt man auf der Ringwelt oder auf Forge: zwei Spielbretter, verbunden durch mobile Teleporter. Bitte zwei Hälften wählen.",
			en: "3 to 5 players play on the Ring or on Forge: two boards joined by mobile teleporters. Please choose two halves.",
		},
		"setup.legendary_teams_mode": {
			de: "In Teams spielt man nur Team Objective oder Slayer.",
			en: "Teams play only in Team Objective or Slayer.",
		},
		"setup.legendary_team_flood": {
			de: "Zu viert spielen 2 UNSC gegen 2 Allianz; die Flood spielt erst zu fünft mit.",
			en: "With four players it is 2 UNSC against 2 Covenant; the Flood joins only with five.",
		},
		"setup.legendary_one_on_one_factions": {
			de: "Bei One-on-One spielt einer die UNSC und der andere die Allianz.",
			en: "In One-on-One one player plays the UNSC and the other the Covenant.",
		},
		"setup.flood_two": {
			de: "Die neutrale Flood besetzt {territory} mit 2 Einheiten auf einmal: Dort müssen mindestens 2 stehen.",
			en: "The neutral Flood takes {territory} with 2 units at once: at least 2 must stand there.",
		},
		"setup.slayer_no_bases": {
			de: "Bei Slayer werden keine Basen aufgestellt.",
			en: "Slayer is played without bases.",
		},
		"setup.legendary_halo_wars_only": {
			de: "Kolonien, Errungenschaften, Belohnungen und Welteroberung gibt es nur bei Halo Wars.",
			en: "Colonies, achievements, rewards and World Conquest belong to Halo Wars only.",
		},
		"setup.teleporters_option": {
			de: "Diese Regel für mobile Teleporter passt nicht zu diesem Spiel: „nur der Letzte“ gilt ab 3 Spielern, „ein Paar pro Team“ nur im Teamspiel.",
			en: "This mobile teleporter option does not fit this game: “only the last player” needs 3 or more players, “one pair per team” team play.",
		},
		"setup.teleporters_count": {
			de: "{count} {count:Paar|Paare} mobiler Teleporter {count:ist zu viel|sind zu viele}: Nach der gewählten Regel {max:darf|dürfen} höchstens {max} aufgestellt werden.",
			en: "{count} {count:pair|pairs} of mobile teleporters {count:is|are} too many: the chosen option allows at most {max}.",
		},
		"setup.teleporters_join": {
			de: "Die zwei Spielbretter müssen durch mindestens ein Paar mobiler Teleporter verbunden werden, sonst kann man nicht spielen.",
			en: "The two boards must be joined by at least one pair of mobile teleporters, or the battlefield cannot be played.",
		},
		"setup.teleporter_twice": {
			de: "In {territory} steht schon ein mobiler Teleporter: Es dürfen nie 2 im gleichen Gebiet stehen.",
			en: "{territory} already has a mobile teleporter: never 2 in one territory.",
		},
		"setup.teleporter_connected": {
			de: "{a} und {b} sind schon verbunden: Ein Paar mobiler Teleporter kommt auf 2 nicht verbundene Gebiete.",
			en: "{a} and {b} are already connected: a pair of mobile teleporters goes on 2 territories that are not.",
		},
		"setup.teleporter_halves": {
			de: "{a} und {b} liegen auf derselben Hälfte: Auf der Ringwelt und Forge steht je ein Teleporter eines Paares auf jeder Hälfte.",
			en: "{a} and {b} are on the same half: on the Ring and Forge each pair has one teleporter on each half.",
		},
		"setup.teleporters_board": {
			de: "Die Teleporter lassen sich nicht auf dem Spielbrett eintragen ({detail}).",
			en: "The teleporters cannot be put on the board ({detail}).",
		},

		// Campaign cards.
		"campaign.not_this_game": {
			de: "Kampagnen- und Fraktionskarten gibt es nur bei Halo Legendary, und bei Slayer keine Kampagnen-Karten.",
			en: "Campaign and faction cards belong to Halo Legendary, and Slayer has no campaign cards.",
		},
		"campaign.tier": {
			de: "„{tier}“ ist kein Schwierigkeitsgrad: Einfach, Heldenhaft oder Legendär.",
			en: "“{tier}” is no difficulty: Easy, Heroic or Legendary.",
		},
		"campaign.mission_unknown": {
			de: "Herald kennt das Missionsmuster „{mission}“ nicht. Wenn keines passt: „Bestätigt der Tisch“ wählen.",
			en: "Herald does not know the mission pattern “{mission}”. If none fits, choose “confirmed by the table”.",
		},
		"campaign.needs_number": {
			de: "Bitte die Zahl von der Karte eintragen (z. B. wie viele Gebiete).",
			en: "Please enter the number on the card (e.g. how many territories).",
		},
		"campaign.no_number": {
			de: "Dieses Missionsmuster hat keine Zahl.",
			en: "This mission pattern takes no number.",
		},
		"campaign.needs_regions": {
			de: "Bitte die Regionen ankreuzen, die auf der Karte stehen.",
			en: "Please tick the regions the card names.",
		},
		"campaign.no_regions": {
			de: "Dieses Missionsmuster nennt keine Regionen.",
			en: "This mission pattern names no regions.",
		},
		"campaign.region_unknown": {
			de: "Die Region „{region}“ gibt es auf diesem Schlachtfeld nicht.",
			en: "There is no region “{region}” on this battlefield.",
		},
		"campaign.tier_done": {
			de: "Die Karte „{tier}“ ist schon erfüllt und aufgedeckt: Sie lässt sich nicht mehr ändern.",
			en: "The {tier} card is already completed and face up: it cannot be changed any more.",
		},
		"campaign.once": {
			de: "Pro Zug kann nur ein Kampagnenziel erfüllt werden.",
			en: "Only one campaign objective can be completed per turn.",
		},
		"campaign.no_card": {
			de: "Für „{tier}“ ist keine offene Kampagnen-Karte eingetragen: Bitte zuerst die Karte eintragen (nur der Spieler selbst sieht sie).",
			en: "No open {tier} campaign card is recorded: please record the card first (only its player sees it).",
		},
		"campaign.not_met": {
			de: "Die Karte „{tier}“ ist laut Spielbrett und Zug noch nicht erfüllt.",
			en: "By the board and this turn, the {tier} card is not completed yet.",
		},
		"campaign.verified_not_confirmed": {
			de: "Diese Karte prüft Herald selbst: Eine Bestätigung des Tisches ist nicht nötig.",
			en: "Herald checks this card itself: the table's confirmation is not needed.",
		},
		"campaign.confirm": {
			de: "Die Karte „{tier}“ kann Herald nicht prüfen: Bitte ankreuzen, dass der Tisch sie als erfüllt bestätigt.",
			en: "Herald cannot check the {tier} card: please tick that the table confirms it is completed.",
		},
		"faction.not_in_hand": {
			de: "{player} hat keine eigene Fraktionskarte mit {skulls} {skulls:Schädel|Schädeln} auf der Hand.",
			en: "{player} holds no own faction card with {skulls} {skulls:skull|skulls}.",
		},
		"faction.unentered": {
			de: "{player} hat noch {cards} {cards:Fraktionskarte, deren Schädel nicht eingetragen ist|Fraktionskarten, deren Schädel nicht eingetragen sind}: Bitte zuerst auf der eigenen Kartenseite eintragen (der Inhalt bleibt dort geheim).",
			en: "{player} still holds {cards} {cards:faction card|faction cards} whose skulls are not entered: please enter them on the player's own cards page first (their content stays secret there).",
		},
		"faction.enter_count": {
			de: "{player} hat {want} {want:Fraktionskarte|Fraktionskarten} ohne eingetragene Schädel, eingetragen {got:wurde|wurden} {got}: Bitte für jede dieser Karten ihre Schädel eintragen.",
			en: "{player} holds {want} {want:faction card|faction cards} without entered skulls, {got} {got:was|were} entered: please enter the skulls of each of them.",
		},
		"faction.nothing_to_enter": {
			de: "{player} hat keine Fraktionskarte, deren Schädel noch einzutragen wären.",
			en: "{player} holds no faction card whose skulls are still to be entered.",
		},
		"history.enter_skulls": {
			de: "{player} trägt auf der eigenen Seite die Schädel von {cards} {cards:Fraktionskarte|Fraktionskarten} ein (geheim).",
			en: "{player} enters the skulls of {cards} {cards:faction card|faction cards} on their own page (secret).",
		},
		"faction.not_your_turn": {
			de: "Außerhalb des eigenen Zuges spielt {player} eine Fraktionskarte nur zur Verteidigung gegen eine Invasion.",
			en: "Outside their own turn, {player} plays a faction card only to defend against an invasion.",
		},
		"faction.defence_after_attacks": {
			de: "Die Angriffe dieses Zuges sind vorbei: Eine Verteidigungskarte kommt jetzt zu spät.",
			en: "This turn's attacks are over: a defence card comes too late now.",
		},
		"attack.max_dice": {
			de: "Nach der Verteidigungskarte greift der Angreifer einmal mit der größtmöglichen Zahl an: {dice} Würfel.",
			en: "After the defence card the attacker attacks once with the most dice possible: {dice}.",
		},
		"attack.defence_first": {
			de: "{player} hat sich mit einer Fraktionskarte gegen die angekündigte Invasion verteidigt: Zuerst wird eine Runde dieser Invasion gegen {player} mit allen möglichen Würfeln gewürfelt.",
			en: "{player} defended against the announced invasion with a faction card: first one round of that invasion against {player} is rolled with the most dice.",
		},
		"attack.defence_owed": {
			de: "{defender} hat sich mit einer Fraktionskarte gegen die Invasion von {player} verteidigt: {player} greift zuerst eine Runde mit der größtmöglichen Zahl an Einheiten an, danach darf {player} den Angriff beenden.",
			en: "{defender} defended against {player}'s invasion with a faction card: {player} first attacks one round with the most units possible, after that {player} may end the attack.",
		},
		"transfer.from_where": {
			de: "Bitte angeben, aus welchem eigenen Gebiet die eine Einheit kommt, die die des Verbündeten ersetzt.",
			en: "Please say which own territory the one unit comes from that replaces the ally's.",
		},
		"transfer.from_units": {
			de: "Aus {territory} kann keine Einheit kommen: Das Gebiet muss eigenes sein und danach noch 1 Einheit behalten.",
			en: "No unit can come from {territory}: it must be your own and keep 1 unit afterwards.",
		},
		"transfer.after_attacks": {
			de: "Das Kommando wird gleich nach dem Setzen der Verstärkung übernommen, vor dem ersten Angriff: Nach Beginn (oder Ende) der Angriffe geht das in diesem Zug nicht mehr.",
			en: "Command is taken over right after placing reinforcements, before the first attack: once the attacks have begun (or ended) it is too late this turn.",
		},
		"transfer.no_from": {
			de: "Bei Halo Wars bleibt die Einheit des Partners stehen: Es kommt keine eigene Einheit dazu.",
			en: "In Halo Wars the teammate's unit stays: no unit of your own comes along.",
		},
		"draw.after_campaign": {
			de: "Wer in diesem Zug eine Kampagnen-Karte erfüllt hat, zieht keine Fraktionskarte.",
			en: "A player who completed a campaign card this turn draws no faction card.",
		},

		// History.
		"history.won_campaign": {
			de: "{player} hat die nötigen Kampagnenziele erfüllt, hält die Basis und gewinnt.",
			en: "{player} has completed the campaign objectives needed, holds the base and wins.",
		},
		"history.campaign_recorded": {
			de: "{player} hat eine Kampagnen-Karte ({tier}) eingetragen.",
			en: "{player} recorded a campaign card ({tier}).",
		},
		"history.campaign_verified": {
			de: "{player} erfüllt die Kampagnen-Karte „{tier}“, von Herald geprüft.",
			en: "{player} completes the {tier} campaign card, checked by Herald.",
		},
		"history.campaign_confirmed": {
			de: "{player} erfüllt die Kampagnen-Karte „{tier}“, vom Tisch bestätigt.",
			en: "{player} completes the {tier} campaign card, confirmed by the table.",
		},
		"history.end_turn_faction_cards": {
			de: "{player} beendete den Zug und zog {cards} {cards:Fraktionskarte|Fraktionskarten}.",
			en: "{player} ended the turn and drew {cards} {cards:faction card|faction cards}.",
		},
		"history.faction_card": {
			de: "{player} spielt eine Fraktionskarte ({skulls} Schädel) für ihre Fähigkeit aus.",
			en: "{player} plays a faction card ({skulls} {skulls:skull|skulls}) for its ability.",
		},
		"history.faction_defence": {
			de: "{player} verteidigt mit einer Fraktionskarte ({skulls} Schädel): Der Angreifer würfelt einmal mit allen möglichen Würfeln.",
			en: "{player} defends with a faction card ({skulls} {skulls:skull|skulls}): the attacker rolls the most dice once.",
		},

		// Names.
		"end.campaign":             {de: "Sieg: Kampagnenziele erfüllt und die eigenen Basen gehalten.", en: "Victory: the campaign objectives completed and the own bases held."},
		"tier.easy":                {de: "Einfach", en: "Easy"},
		"mode.objective":           {de: "Objective", en: "Objective"},
		"mode.one_on_one":          {de: "One-on-One", en: "One-on-One"},
		"mode.slayer":              {de: "Slayer", en: "Slayer"},
		"mode.team":                {de: "Team Objective", en: "Team Objective"},
		"house.unsc_1":             {de: "UNSC 1", en: "UNSC 1"},
		"house.unsc_2":             {de: "UNSC 2", en: "UNSC 2"},
		"house.covenant_1":         {de: "Allianz 1", en: "Covenant 1"},
		"house.covenant_2":         {de: "Allianz 2", en: "Covenant 2"},
		"house.flood":              {de: "Flood", en: "Flood"},
		"teleporters.each":         {de: "Jeder Spieler 1 Paar", en: "Each player 1 pair"},
		"teleporters.last":         {de: "Nur der letzte Spieler 1 Paar", en: "Only the last player 1 pair"},
		"teleporters.team":         {de: "1 Paar pro Team", en: "1 pair per team"},
		"mission.hold_territories": {de: "Kontrolliere mindestens {n} {n:Gebiet|Gebiete}", en: "Control at least {n} {n:territory|territories}"},
		"mission.hold_regions":     {de: "Kontrolliere jede genannte Region ganz", en: "Control each named region whole"},
		"mission.hold_region_count": {
			de: "Kontrolliere {n} ganze {n:Region|Regionen}", en: "Control {n} whole {n:region|regions}",
		},
		"mission.take_territories_turn": {de: "Erobere {n} {n:Gebiet|Gebiete} in einem Zug", en: "Take {n} {n:territory|territories} in one turn"},
		"mission.enemy_bases":           {de: "Kontrolliere {n} gegnerische {n:Basis|Basen}", en: "Control {n} enemy {n:base|bases}"},
		"mission.destroy_units_turn":    {de: "Vernichte {n} gegnerische {n:Einheit|Einheiten} in einem Zug", en: "Destroy {n} enemy {n:unit|units} in one turn"},
		"mission.defeat_heroes_turn":    {de: "Besiege {n} Helden in einem Zug", en: "Defeat {n} {n:hero|heroes} in one turn"},
		"mission.region_from_none_turn": {
			de: "Erobere eine ganze Region, in der du zu Beginn des Zuges kein Gebiet hattest",
			en: "Take a whole region where you held no territory at the start of the turn",
		},
		"mission.regions_touched_turn": {de: "Erobere in einem Zug je ein Gebiet in {n} {n:Region|Regionen}", en: "Take a territory in {n:|each of }{n} {n:region|regions} in one turn"},
		"mission.table":                {de: "Keines passt: Der Tisch bestätigt", en: "None fits: the table confirms"},
	})
}
