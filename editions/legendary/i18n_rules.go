package legendary

import "herald/i18n"

// These are the sentences of RISK Halo Legendary (engine/legendary.go,
// engine/campaign.go): refusals, history lines and the names of modes,
// armies, tiers and mission patterns. The German follows the German
// rulebook's words (Kampagnen-Karte, Fraktionskarte, mobiler Teleporter).

func init() { i18n.Add(ruleWords) }

// ruleWords are this file's sentences, by key.
var ruleWords = map[string]i18n.Entry{
	// Set-up.
	"setup.legendary_players": {
		De: "Diese Spielart spielt man mit {min} bis {max} {max:Spieler|Spielern}, nicht mit {count}.",
		En: "This mode is played by {min} to {max} {max:player|players}, not {count}.",
	},
	"setup.board_empty": {
		De: "Auf diesem Spielbrett sind noch keine Gebiete eingetragen: Bitte zuerst im Spielbrett-Editor eintragen.",
		En: "This board has no territories yet: please enter them in the board editor first.",
	},
	"setup.legendary_start_units": {
		De: "{player} beginnt laut Regel mit genau {want} {want:Einheit|Einheiten}, nicht {got}: bei One-on-One 30 je Spieler und 48 neutrale Flood; sonst zu dritt 30, zu viert 25, zu fünft 20 je Spieler (Team Objective: die Flood 30).",
		En: "The rules start {player} with exactly {want} {want:unit|units}, not {got}: in One-on-One 30 each and 48 neutral Flood; otherwise 30 each with 3 players, 25 with 4, 20 with 5 (Team Objective: the Flood 30).",
	},
	"setup.legendary_mode": {
		De: "Herald kennt die Spielart „{mode}“ nicht: Halo Legendary spielt man als Objective, One-on-One, Slayer oder Team Objective.",
		En: "Herald does not know the mode “{mode}”: Halo Legendary is played as Objective, One-on-One, Slayer or Team Objective.",
	},
	"setup.legendary_one_board": {
		De: "Zu zweit spielt man auf einem Spielbrett (Hammer oder Anvil), nicht auf zwei verbundenen.",
		En: "Two players play on one board (Hammer or Anvil), not on two joined ones.",
	},
	"setup.legendary_two_boards": {
		De: "Mit 3 bis 5 Spielern spielt man auf der Ringwelt oder auf Forge: zwei Spielbretter, verbunden durch mobile Teleporter. Bitte zwei Hälften wählen.",
		En: "3 to 5 players play on the Ring or on Forge: two boards joined by mobile teleporters. Please choose two halves.",
	},
	"setup.legendary_teams_mode": {
		De: "In Teams spielt man nur Team Objective oder Slayer.",
		En: "Teams play only in Team Objective or Slayer.",
	},
	"setup.legendary_team_flood": {
		De: "Zu viert spielen 2 UNSC gegen 2 Allianz; die Flood spielt erst zu fünft mit.",
		En: "With four players it is 2 UNSC against 2 Covenant; the Flood joins only with five.",
	},
	"setup.legendary_one_on_one_factions": {
		De: "Bei One-on-One spielt einer die UNSC und der andere die Allianz.",
		En: "In One-on-One one player plays the UNSC and the other the Covenant.",
	},
	"setup.flood_two": {
		De: "Die neutrale Flood besetzt {territory} mit 2 Einheiten auf einmal: Dort müssen mindestens 2 stehen.",
		En: "The neutral Flood takes {territory} with 2 units at once: at least 2 must stand there.",
	},
	"setup.slayer_no_bases": {
		De: "Bei Slayer werden keine Basen aufgestellt.",
		En: "Slayer is played without bases.",
	},
	"setup.legendary_halo_wars_only": {
		De: "Kolonien, Errungenschaften, Belohnungen und Welteroberung gibt es nur bei Halo Wars.",
		En: "Colonies, achievements, rewards and World Conquest belong to Halo Wars only.",
	},
	"setup.teleporters_option": {
		De: "Diese Regel für mobile Teleporter passt nicht zu diesem Spiel: „nur der Letzte“ gilt ab 3 Spielern, „ein Paar pro Team“ nur im Teamspiel.",
		En: "This mobile teleporter option does not fit this game: “only the last player” needs 3 or more players, “one pair per team” team play.",
	},
	"setup.teleporters_count": {
		De: "{count} {count:Paar|Paare} mobiler Teleporter {count:ist zu viel|sind zu viele}: Nach der gewählten Regel {max:darf|dürfen} höchstens {max} aufgestellt werden.",
		En: "{count} {count:pair|pairs} of mobile teleporters {count:is|are} too many: the chosen option allows at most {max}.",
	},
	"setup.teleporters_join": {
		De: "Die zwei Spielbretter müssen durch mindestens ein Paar mobiler Teleporter verbunden werden, sonst kann man nicht spielen.",
		En: "The two boards must be joined by at least one pair of mobile teleporters, or the battlefield cannot be played.",
	},
	"setup.teleporter_twice": {
		De: "In {territory} steht schon ein mobiler Teleporter: Es dürfen nie 2 im gleichen Gebiet stehen.",
		En: "{territory} already has a mobile teleporter: never 2 in one territory.",
	},
	"setup.teleporter_connected": {
		De: "{a} und {b} sind schon verbunden: Ein Paar mobiler Teleporter kommt auf 2 nicht verbundene Gebiete.",
		En: "{a} and {b} are already connected: a pair of mobile teleporters goes on 2 territories that are not.",
	},
	"setup.teleporter_halves": {
		De: "{a} und {b} liegen auf derselben Hälfte: Auf der Ringwelt und Forge steht je ein Teleporter eines Paares auf jeder Hälfte.",
		En: "{a} and {b} are on the same half: on the Ring and Forge each pair has one teleporter on each half.",
	},
	"setup.teleporters_board": {
		De: "Die Teleporter lassen sich nicht auf dem Spielbrett eintragen ({detail}).",
		En: "The teleporters cannot be put on the board ({detail}).",
	},
	// Campaign cards.
	"campaign.not_this_game": {
		De: "Kampagnen- und Fraktionskarten gibt es nur bei Halo Legendary, und bei Slayer keine Kampagnen-Karten.",
		En: "Campaign and faction cards belong to Halo Legendary, and Slayer has no campaign cards.",
	},
	"campaign.tier": {
		De: "„{tier}“ ist kein Schwierigkeitsgrad: Einfach, Heldenhaft oder Legendär.",
		En: "“{tier}” is no difficulty: Easy, Heroic or Legendary.",
	},
	"campaign.mission_unknown": {
		De: "Herald kennt das Missionsmuster „{mission}“ nicht. Wenn keines passt: „Bestätigt der Tisch“ wählen.",
		En: "Herald does not know the mission pattern “{mission}”. If none fits, choose “confirmed by the table”.",
	},
	"campaign.choose_mission": {
		De: "Bitte ein Missionsmuster wählen (oder „Keines passt: Der Tisch bestätigt“).",
		En: "Please choose a mission pattern (or “None fits: the table confirms”).",
	},
	"campaign.unknown_card": {
		De: "Die Karte „{tier}“ kam ohne ihren Inhalt aus einer Spieldatei: Bitte trage sie zuerst auf deiner eigenen Seite neu ein.",
		En: "The {tier} card came from a game file without its content: please record it again on your own page first.",
	},
	"campaign.needs_number": {
		De: "Bitte die Zahl von der Karte eintragen (z. B. wie viele Gebiete).",
		En: "Please enter the number on the card (e.g. how many territories).",
	},
	"campaign.no_number": {
		De: "Dieses Missionsmuster hat keine Zahl.",
		En: "This mission pattern takes no number.",
	},
	"campaign.needs_regions": {
		De: "Bitte die Regionen ankreuzen, die auf der Karte stehen.",
		En: "Please tick the regions the card names.",
	},
	"campaign.no_regions": {
		De: "Dieses Missionsmuster nennt keine Regionen.",
		En: "This mission pattern names no regions.",
	},
	"campaign.region_unknown": {
		De: "Die Region „{region}“ gibt es auf diesem Schlachtfeld nicht.",
		En: "There is no region “{region}” on this battlefield.",
	},
	"campaign.tier_done": {
		De: "Die Karte „{tier}“ ist schon erfüllt und aufgedeckt: Sie lässt sich nicht mehr ändern.",
		En: "The {tier} card is already completed and face up: it cannot be changed any more.",
	},
	"campaign.once": {
		De: "Pro Zug kann nur ein Kampagnenziel erfüllt werden.",
		En: "Only one campaign objective can be completed per turn.",
	},
	"campaign.no_card": {
		De: "Für „{tier}“ ist keine offene Kampagnen-Karte eingetragen: Bitte zuerst die Karte eintragen (nur der Spieler selbst sieht sie).",
		En: "No open {tier} campaign card is recorded: please record the card first (only its player sees it).",
	},
	"campaign.not_met": {
		De: "Die Karte „{tier}“ ist laut Spielbrett und Zug noch nicht erfüllt.",
		En: "By the board and this turn, the {tier} card is not completed yet.",
	},
	"campaign.verified_not_confirmed": {
		De: "Diese Karte prüft Herald selbst: Eine Bestätigung des Tisches ist nicht nötig.",
		En: "Herald checks this card itself: the table's confirmation is not needed.",
	},
	"campaign.confirm": {
		De: "Die Karte „{tier}“ kann Herald nicht prüfen: Bitte ankreuzen, dass der Tisch sie als erfüllt bestätigt.",
		En: "Herald cannot check the {tier} card: please tick that the table confirms it is completed.",
	},
	"faction.enter_count": {
		De: "{player} hat {want} {want:Fraktionskarte|Fraktionskarten} ohne eingetragene Schädel, eingetragen {got:wurde|wurden} {got}: Bitte für jede dieser Karten ihre Schädel eintragen.",
		En: "{player} holds {want} {want:faction card|faction cards} without entered skulls, {got} {got:was|were} entered: please enter the skulls of each of them.",
	},
	"faction.nothing_to_enter": {
		De: "{player} hat keine Fraktionskarte, deren Schädel noch einzutragen wären.",
		En: "{player} holds no faction card whose skulls are still to be entered.",
	},
	"history.enter_skulls": {
		De: "{player} trägt auf der eigenen Seite die Schädel von {cards} {cards:Fraktionskarte|Fraktionskarten} ein (geheim).",
		En: "{player} enters the skulls of {cards} {cards:faction card|faction cards} on their own page (secret).",
	},
	"faction.not_your_turn": {
		De: "Außerhalb des eigenen Zuges spielt {player} eine Fraktionskarte nur zur Verteidigung gegen eine Invasion.",
		En: "Outside their own turn, {player} plays a faction card only to defend against an invasion.",
	},
	"faction.defence_after_attacks": {
		De: "Die Angriffe dieses Zuges sind vorbei: Eine Verteidigungskarte kommt jetzt zu spät.",
		En: "This turn's attacks are over: a defence card comes too late now.",
	},
	"faction.no_invasion": {
		De: "{current} kann {player} gerade nicht angreifen: Eine Verteidigungskarte spielt {player} erst, wenn eine Invasion gegen {player} angekündigt ist.",
		En: "{current} cannot attack {player} right now: {player} plays a defence card only once an invasion against them is declared.",
	},
	"attack.defence_first": {
		De: "{player} hat sich mit einer Fraktionskarte gegen die angekündigte Invasion verteidigt: Zuerst wird eine Runde dieser Invasion gegen {player} mit allen möglichen Würfeln gewürfelt.",
		En: "{player} defended against the announced invasion with a faction card: first one round of that invasion against {player} is rolled with the most dice.",
	},
	"attack.defence_owed": {
		De: "{defender} hat sich mit einer Fraktionskarte gegen die Invasion von {player} verteidigt: {player} greift zuerst eine Runde mit der größtmöglichen Zahl an Einheiten an, danach darf {player} den Angriff beenden.",
		En: "{defender} defended against {player}'s invasion with a faction card: {player} first attacks one round with the most units possible, after that {player} may end the attack.",
	},
	"draw.after_campaign": {
		De: "Wer in diesem Zug eine Kampagnen-Karte erfüllt hat, zieht keine Fraktionskarte.",
		En: "A player who completed a campaign card this turn draws no faction card.",
	},
	"history.campaign_recorded": {
		De: "{player} hat eine Kampagnen-Karte ({tier}) eingetragen.",
		En: "{player} recorded a campaign card ({tier}).",
	},
	"history.campaign_verified": {
		De: "{player} erfüllt die Kampagnen-Karte „{tier}“, von Herald geprüft.",
		En: "{player} completes the {tier} campaign card, checked by Herald.",
	},
	"history.campaign_confirmed": {
		De: "{player} erfüllt die Kampagnen-Karte „{tier}“, vom Tisch bestätigt.",
		En: "{player} completes the {tier} campaign card, confirmed by the table.",
	},
	"history.end_turn_faction_cards": {
		De: "{player} beendete den Zug und zog {cards} {cards:Fraktionskarte|Fraktionskarten}.",
		En: "{player} ended the turn and drew {cards} {cards:faction card|faction cards}.",
	},
	"history.faction_card": {
		De: "{player} spielt eine Fraktionskarte ({skulls} Schädel) für ihre Fähigkeit aus.",
		En: "{player} plays a faction card ({skulls} {skulls:skull|skulls}) for its ability.",
	},
	"history.faction_defence": {
		De: "{player} verteidigt mit einer Fraktionskarte ({skulls} Schädel): Der Angreifer würfelt einmal mit allen möglichen Würfeln.",
		En: "{player} defends with a faction card ({skulls} {skulls:skull|skulls}): the attacker rolls the most dice once.",
	},
	// Names.
	"end.campaign": {De: "Sieg: Kampagnenziele erfüllt und die eigenen Basen gehalten.", En: "Victory: the campaign objectives completed and the own bases held."},
	"tier.easy":    {De: "Einfach", En: "Easy"},
	// A campaign card done, named on its holder's page (campaignReady).
	"legendary.ready.easy":      {De: "Kampagnen-Karte Einfach", En: "campaign card Easy"},
	"legendary.ready.heroic":    {De: "Kampagnen-Karte Heldenhaft", En: "campaign card Heroic"},
	"legendary.ready.legendary": {De: "Kampagnen-Karte Legendär", En: "campaign card Legendary"},
	"mode.objective":            {De: "Objective", En: "Objective"},
	"mode.one_on_one":           {De: "One-on-One", En: "One-on-One"},
	"mode.slayer":               {De: "Slayer", En: "Slayer"},
	"mode.team":                 {De: "Team Objective", En: "Team Objective"},
	"house.unsc_1":              {De: "UNSC 1", En: "UNSC 1"},
	"house.unsc_2":              {De: "UNSC 2", En: "UNSC 2"},
	"house.covenant_1":          {De: "Allianz 1", En: "Covenant 1"},
	"house.covenant_2":          {De: "Allianz 2", En: "Covenant 2"},
	"house.flood":               {De: "Flood", En: "Flood"},
	"teleporters.each":          {De: "Jeder Spieler 1 Paar", En: "Each player 1 pair"},
	"teleporters.last":          {De: "Nur der letzte Spieler 1 Paar", En: "Only the last player 1 pair"},
	"teleporters.team":          {De: "1 Paar pro Team", En: "1 pair per team"},
	"mission.hold_territories":  {De: "Kontrolliere mindestens {n} {n:Gebiet|Gebiete}", En: "Control at least {n} {n:territory|territories}"},
	"mission.hold_regions":      {De: "Kontrolliere jede genannte Region ganz", En: "Control each named region whole"},
	"mission.hold_region_count": {
		De: "Kontrolliere {n} ganze {n:Region|Regionen}", En: "Control {n} whole {n:region|regions}",
	},
	"mission.take_territories_turn": {De: "Erobere {n} {n:Gebiet|Gebiete} in einem Zug", En: "Take {n} {n:territory|territories} in one turn"},
	"mission.enemy_bases":           {De: "Kontrolliere {n} gegnerische {n:Basis|Basen}", En: "Control {n} enemy {n:base|bases}"},
	"mission.destroy_units_turn":    {De: "Vernichte {n} gegnerische {n:Einheit|Einheiten} in einem Zug", En: "Destroy {n} enemy {n:unit|units} in one turn"},
	"mission.defeat_heroes_turn":    {De: "Besiege {n} Helden in einem Zug", En: "Defeat {n} {n:hero|heroes} in one turn"},
	"mission.region_from_none_turn": {
		De: "Erobere eine ganze Region, in der du zu Beginn des Zuges kein Gebiet hattest",
		En: "Take a whole region where you held no territory at the start of the turn",
	},
	"mission.regions_touched_turn": {De: "Erobere in einem Zug je ein Gebiet in {n} {n:Region|Regionen}", En: "Take a territory in {n:|each of }{n} {n:region|regions} in one turn"},
	"mission.table":                {De: "Keines passt: Der Tisch bestätigt", En: "None fits: the table confirms"},
}
