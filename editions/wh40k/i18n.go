package wh40k

import "herald/i18n"

// i18n.go holds the sentences of RISK Warhammer 40,000 (rules.go):
// its refusals and lines of history, and the names the pages and the
// engine's arguments use: factions, leaders, missions with the card texts
// of the German rulebook (seed 003), loot cards, tiers, ways to win. The
// English card texts are Herald's translations. Proper names of the
// rulebook (Vigilus, its regions, Throne Gelt) stay as they are.

func init() {
	i18n.Add(map[string]i18n.Entry{
		"edition.warhammer40k": {De: "RISIKO Warhammer 40.000", En: "RISK Warhammer 40,000"},

		// Factions and their leaders ("TRUPPEN").
		"house.ultramarines":        {De: "Ultramarines", En: "Ultramarines"},
		"house.chaos_space_marines": {De: "Chaos Space Marines", En: "Chaos Space Marines"},
		"house.aeldari":             {De: "Aeldari-Weltenschiffe", En: "Aeldari Craftworlds"},
		"house.orks":                {De: "Orks", En: "Orks"},
		"house.genestealer_cults":   {De: "Symbiontenkulte", En: "Genestealer Cults"},
		"leader.ultramarines":       {De: "Marneus Calgar", En: "Marneus Calgar"},
		"leader.chaos_space_marines": {
			De: "Abaddon der Vernichter", En: "Abaddon the Despoiler",
		},
		"leader.aeldari":           {De: "Autarch", En: "Autarch"},
		"leader.orks":              {De: "Waaaghboss", En: "Warboss"},
		"leader.genestealer_cults": {De: "Magus", En: "Magus"},

		// Ways to win, tiers, why the game ended.
		"mode.classic":    {De: "Klassisches Spiel", En: "Classic game"},
		"mode.domination": {De: "Alleinherrschaft", En: "Total domination"},
		"tier.main":       {De: "Hauptmission", En: "Main mission"},
		"tier.side":       {De: "Nebenmission", En: "Side mission"},
		"end.missions": {
			De: "Sieg: 3 Missionen am Ende des eigenen Zuges.",
			En: "Victory: 3 missions at the end of the player's own turn.",
		},
		"end.domination": {
			De: "Sieg in der Alleinherrschaft: 3 Missionen und alle Gebiete am Ende des eigenen Zuges.",
			En: "Victory in total domination: 3 missions and every territory at the end of the player's own turn.",
		},

		// The missions: a short name and the card's text.
		"mission.hold_3_in_4_regions":  {De: "3 Gebiete in 4 Regionen", En: "3 territories in 4 regions"},
		"mission.oteck_at_start":       {De: "Oteck-Makropolweite", En: "Oteck-Makropolweite"},
		"mission.reinforce_15":         {De: "15 Einheiten zu Zugbeginn", En: "15 units at turn start"},
		"mission.two_leaders":          {De: "2 Anführer besiegen", En: "Defeat 2 leaders"},
		"mission.conquer_6":            {De: "6 Gebiete erobern", En: "Conquer 6 territories"},
		"mission.destroy_12":           {De: "12 Einheiten zerstören", En: "Destroy 12 units"},
		"mission.one_in_4_regions":     {De: "In 4 Regionen erobern", En: "Conquer in 4 regions"},
		"mission.two_regions_at_start": {De: "2 Regionen kontrollieren", En: "Control 2 regions"},
		"mission.gelt_800":             {De: "800 Throne Gelt", En: "800 Throne Gelt"},
		"mission.region_of_many":       {De: "Umkämpfte Region erobern", En: "Conquer a contested region"},
		"mission.two_walls":            {De: "2 Festungswälle erobern", En: "Conquer 2 fortress walls"},
		"mission.dontoria_gorks":       {De: "Dontoria und Gorks Landung", En: "Dontoria and Gorks Landung"},
		"mission.break_2_bonuses":      {De: "2 Regions-Boni zerstören", En: "Break 2 region bonuses"},
		"mission.bonus_3":              {De: "Regions-Bonus von 3", En: "Region bonus of 3"},
		"mission.gelt_500":             {De: "500 Throne Gelt", En: "500 Throne Gelt"},
		"mission.destroy_7":            {De: "7 Einheiten zerstören", En: "Destroy 7 units"},
		"mission.reinforce_8":          {De: "8 Einheiten zu Zugbeginn", En: "8 units at turn start"},
		"mission.conquer_4":            {De: "4 Gebiete erobern", En: "Conquer 4 territories"},
		"mission.three_from_one":       {De: "3 Gebiete eines Gegners", En: "3 territories of one opponent"},
		"mission.four_places":          {De: "Hyperia und drei weitere", En: "Hyperia and three more"},

		"mission_text.hold_3_in_4_regions":  {De: "Erobre mindestens 3 Gebiete in 4 verschiedenen Regionen.", En: "Conquer at least 3 territories in 4 different regions."},
		"mission_text.oteck_at_start":       {De: "Kontrolliere die gesamte Oteck-Makropolweite-Region zu Beginn deines Zuges.", En: "Control the whole Oteck-Makropolweite region at the start of your turn."},
		"mission_text.reinforce_15":         {De: "Erlange mindestens 15 Einheiten zu Beginn deines Zuges.", En: "Gain at least 15 units at the start of your turn."},
		"mission_text.two_leaders":          {De: "Besiege 2 Anführer in einem Zug.", En: "Defeat 2 leaders in one turn."},
		"mission_text.conquer_6":            {De: "Erobre 6 Gebiete in einem Zug.", En: "Conquer 6 territories in one turn."},
		"mission_text.destroy_12":           {De: "Zerstöre 12 gegnerische Einheiten in einem Zug.", En: "Destroy 12 enemy units in one turn."},
		"mission_text.one_in_4_regions":     {De: "Erobre mindestens 1 Gebiet in 4 Regionen in einem Zug.", En: "Conquer at least 1 territory in 4 regions in one turn."},
		"mission_text.two_regions_at_start": {De: "Kontrolliere 2 Regionen zu Beginn deines Zuges.", En: "Control 2 regions at the start of your turn."},
		"mission_text.gelt_800":             {De: "Besitze Gebietskarten im Wert von 800 Throne Gelt oder mehr.", En: "Hold territory cards worth 800 Throne Gelt or more."},
		"mission_text.region_of_many":       {De: "Erobre eine Region, die zu Beginn deines Zuges von mehr als einem Gegner besetzt war.", En: "Conquer a region that was occupied by more than one opponent at the start of your turn."},
		"mission_text.two_walls":            {De: "Erobre mindestens 2 Festungswälle in einem Zug.", En: "Conquer at least 2 fortress walls in one turn."},
		"mission_text.dontoria_gorks":       {De: "Kontrolliere die Regionen Dontoria und Gorks Landung zu Beginn deines Zuges.", En: "Control the regions Dontoria and Gorks Landung at the start of your turn."},
		"mission_text.break_2_bonuses":      {De: "Zerstöre den Regions-Bonus von 2 Gegnern in einem Zug.", En: "Destroy the region bonus of 2 opponents in one turn."},
		"mission_text.bonus_3":              {De: "Erhalte einen Regions-Bonus von 3 oder mehr zu Beginn deines Zuges.", En: "Receive a region bonus of 3 or more at the start of your turn."},
		"mission_text.gelt_500":             {De: "Besitze Gebietskarten im Wert von 500 Throne Gelt oder mehr.", En: "Hold territory cards worth 500 Throne Gelt or more."},
		"mission_text.destroy_7":            {De: "Zerstöre 7 gegnerische Einheiten in einem Zug.", En: "Destroy 7 enemy units in one turn."},
		"mission_text.reinforce_8":          {De: "Erhalte mindestens 8 Einheiten zu Beginn deines Zuges.", En: "Receive at least 8 units at the start of your turn."},
		"mission_text.conquer_4":            {De: "Erobre 4 Gebiete in einem Zug.", En: "Conquer 4 territories in one turn."},
		"mission_text.three_from_one":       {De: "Erobre 3 Gebiete von einem einzelnen Gegner in einem Zug.", En: "Conquer 3 territories from a single opponent in one turn."},
		"mission_text.four_places":          {De: "Kontrolliere die Regionen Hyperia, Dirksen Hivespawl, Hurrikane Rekk und Vhulianischer Wirbel zu Beginn deines Zuges.", En: "Control the regions Hyperia, Dirksen Hivespawl, Hurrikane Rekk and Vhulianischer Wirbel at the start of your turn."},

		// How Herald reads a mission where the card leaves room.
		"mission_reading.hold_3_in_4_regions": {
			De: "Herald liest „erobern“ ohne „in einem Zug“ wie bei Risiko-Missionen als „besetzt halten“: mindestens 3 eigene Gebiete in jeder von 4 Regionen.",
			En: "Without “in one turn” Herald reads “conquer” as RISK missions do, as “hold”: at least 3 own territories in each of 4 regions.",
		},
		"mission_reading.reinforce_15": {
			De: "Gezählt wird die ganze Verstärkung dieses Zuges: Gebiete, Regionen, Throne Gelt und Beute.",
			En: "Counted is this turn's whole reinforcement: territories, regions, Throne Gelt and loot.",
		},
		"mission_reading.reinforce_8": {
			De: "Gezählt wird die ganze Verstärkung dieses Zuges: Gebiete, Regionen, Throne Gelt und Beute.",
			En: "Counted is this turn's whole reinforcement: territories, regions, Throne Gelt and loot.",
		},
		"mission_reading.bonus_3": {
			De: "Der Bonus einer einzelnen Region, wie ihn die Verstärkung dieses Zuges gezählt hat.",
			En: "The bonus of one region, as this turn's reinforcement counted it.",
		},
		"mission_reading.break_2_bonuses": {
			De: "Zwei Gegner hielten zu Zugbeginn je eine ganze Region und haben sie durch deine Eroberungen verloren.",
			En: "Two opponents each held a whole region at the start of the turn and lost it to your conquests.",
		},

		// The loot cards ("GROSSE BEUTE", "KLEINE BEUTE").
		"loot.guaranteed_card":   {De: "Gebietskarte gewährleistet.", En: "Territory card guaranteed."},
		"loot.three_units":       {De: "Du erlangst 3 Extra-Einheiten und legst dann die Karte ab.", En: "You gain 3 extra units, then discard the card."},
		"loot.reroll_lowest":     {De: "Wiederhole deinen niedrigsten Angriffswurf einmal.", En: "Re-roll your lowest attack die once."},
		"loot.leader_anywhere":   {De: "Zu Beginn deines Zuges stellst du deinen Anführer in ein von dir besetztes Gebiet deiner Wahl, auch ohne eine direkte Verbindung.", En: "At the start of your turn, put your leader in any territory you occupy, even without a direct link."},
		"loot.reroll_one":        {De: "Würfele erneut eine Eins pro Angriffswurf.", En: "Re-roll one 1 per attack roll."},
		"loot.one_unit":          {De: "Erhalte 1 Extra-Einheit zu Beginn deines Zuges.", En: "Receive 1 extra unit at the start of your turn."},
		"loot.starting_maneuver": {De: "Vollführe ein Manöver zu Beginn deines Zuges.", En: "Make a maneuver at the start of your turn."},
		"loot.extra_maneuver":    {De: "Vollführe ein zusätzliches Manöver am Ende deines Zuges.", En: "Make an additional maneuver at the end of your turn."},

		// Setting up a game.
		"setup.warhammer_mode": {
			De: "Herald kennt die Spielvariante „{mode}“ nicht: Warhammer 40.000 spielt man klassisch oder als Alleinherrschaft.",
			En: "Herald does not know the version “{mode}”: Warhammer 40,000 is played as the classic game or as total domination.",
		},
		"setup.halo_only": {
			De: "Kolonien, Basen, Belohnungen, Schädel und Welteroberung gibt es nur in Halo Wars, nicht in Warhammer 40.000.",
			En: "Colonies, bases, rewards, skulls and World Conquest belong to Halo Wars, not to Warhammer 40,000.",
		},
		"setup.warhammer_start_units": {
			De: "{player} beginnt laut Regel mit genau {want} {want:Einheit|Einheiten}, nicht {got}: zu dritt 30, zu viert 25, zu fünft 20 je Spieler.",
			En: "The rules start {player} with exactly {want} {want:unit|units}, not {got}: 30 each with 3 players, 25 with 4, 20 with 5.",
		},
		"setup.leader_missing": {
			De: "Der Anführermarker von {player} braucht ein eigenes Gebiet.",
			En: "{player}'s leader marker needs one of their own territories.",
		},
		"setup.leader_not_own": {
			De: "Der Anführer von {player} steht auf einem eigenen Gebiet, und {territory} gehört jemand anderem.",
			En: "{player}'s leader stands on one of their own territories, and {territory} belongs to someone else.",
		},
		"setup.warhammer_start_cards": {
			De: "{player} beginnt mit {want} {want:Gebietskarte|Gebietskarten}: Der 3. und 4. Spieler bekommen je 1, der 5. bekommt 2, die anderen keine. Bitte den Throne-Gelt-Wert jeder Karte angeben.",
			En: "{player} starts with {want} {want:territory card|territory cards}: the 3rd and 4th players get 1 each, the 5th gets 2, the others none. Please give the Throne Gelt of each card.",
		},
		"setup.mission_unknown": {
			De: "Eine Mission „{mission}“ gibt es in Warhammer 40.000 nicht.",
			En: "There is no mission “{mission}” in Warhammer 40,000.",
		},
		"setup.mission_twice": {
			De: "Die Mission „{mission}“ ist doppelt angegeben: Jede liegt nur einmal aus.",
			En: "The mission “{mission}” is given twice: each one is laid out only once.",
		},
		"setup.mission_count": {
			De: "Es liegen 4 Haupt- und 4 Nebenmissionen aus, nicht {main} und {side}.",
			En: "4 main and 4 side missions are laid out, not {main} and {side}.",
		},
		"setup.recruitment_row": {
			De: "Die Zeile {gelt} Throne Gelt → {units} {units:Einheit|Einheiten} passt nicht zur Rekrutierungstabelle: Sie beginnt bei 200 Throne Gelt, geht in Schritten von 100 und gibt mindestens 1 Einheit.",
			En: "The row {gelt} Throne Gelt → {units} {units:unit|units} does not fit the recruitment table: it starts at 200 Throne Gelt, goes in steps of 100 and gives at least 1 unit.",
		},
		"setup.warhammer_deck": {
			De: "In Warhammer 40.000 zieht ihr die Gebietskarten am Tisch und sagt Herald ihren Throne-Gelt-Wert.",
			En: "In Warhammer 40,000 you draw the territory cards at the table and tell Herald their Throne Gelt.",
		},
		"trade.gelt_not_in_hand": {
			De: "So viele Karten zu {gelt} Throne Gelt hast du nicht auf der Hand.",
			En: "You do not hold that many cards worth {gelt} Throne Gelt.",
		},
		"trade.gelt_minimum": {
			De: "Eintauschen lassen sich Karten im Wert von 200 Throne Gelt oder mehr, nicht {gelt}.",
			En: "Cards are turned in for 200 Throne Gelt or more, not {gelt}.",
		},
		"trade.gelt_table": {
			De: "Laut eurer Rekrutierungstabelle bringen {gelt} Throne Gelt {units} {units:Einheit|Einheiten}.",
			En: "By your recruitment table {gelt} Throne Gelt bring {units} {units:unit|units}.",
		},
		"trade.gelt_units": {
			De: "Für {gelt} Throne Gelt ist noch keine Zeile der Rekrutierungstabelle eingetragen: Bitte ablesen, wie viele Einheiten euer Spielplan dafür gibt.",
			En: "No row of the recruitment table is entered for {gelt} Throne Gelt yet: please read off how many units your board gives for it.",
		},
		"draw.after_mission": {
			De: "Wer in diesem Zug eine Mission eingesammelt hat, zieht keine Gebietskarte, außer mit der Beute „Gebietskarte gewährleistet“.",
			En: "A player who took a mission this turn draws no territory card, unless holding the loot “Territory card guaranteed”.",
		},

		// Missions and loot.
		"claim.once_mission": {
			De: "In diesem Zug wurde schon „{mission}“ eingesammelt: Ein Spieler kann nur eine Mission pro Zug einsammeln.",
			En: "“{mission}” has already been taken this turn: a player can take only one mission per turn.",
		},
		"claim.mission_after_maneuver": {
			De: "Eine Mission sammelt man nach den Angriffen und vor dem Manöver ein: Nach dem Manöver geht das in diesem Zug nicht mehr.",
			En: "A mission is taken after attacking and before the maneuver: after the maneuver it is too late this turn.",
		},
		"claim.mission_not_open": {
			De: "Die Mission „{mission}“ liegt nicht (mehr) offen aus: Einsammeln lässt sich nur eine, die noch neben dem Spielplan liegt.",
			En: "The mission “{mission}” is not (or no longer) face up: only one still lying beside the board can be taken.",
		},
		"claim.mission_not_met": {
			De: "„{mission}“ ist in diesem Zug nicht erfüllt: So, wie Spielplan und Zug gerade stehen, fehlt noch etwas.",
			En: "“{mission}” has not been done this turn: the board and this turn as they stand do not meet it.",
		},
		"claim.needs_table": {
			De: "„{mission}“ nennt {places}, und euer Spielplan in Herald hat keine Region und kein Gebiet dieses Namens: Herald kann das nicht prüfen. Bitte am Tisch bestätigen, dass die Mission erfüllt ist.",
			En: "“{mission}” names {places}, and your board in Herald has no region or territory of that name: Herald cannot check it. Please confirm at the table that the mission is done.",
		},
		"claim.herald_checks": {
			De: "„{mission}“ prüft Herald selbst am Spielplan: Eine Bestätigung des Tisches ist nicht nötig.",
			En: "Herald checks “{mission}” on the board itself: no confirmation by the table is needed.",
		},
		"claim.loot_tier": {
			De: "Mit der Mission gibt es eine Beute ihrer Art: Bitte eine Karte der „{tier}“-Beute wählen (Hauptmission: große Beute, Nebenmission: kleine Beute).",
			En: "A mission brings loot of its kind: please choose a card of the “{tier}” loot (main mission: big loot, side mission: small loot).",
		},
		"loot.unknown": {
			De: "Eine Beutekarte „{loot}“ gibt es nicht.",
			En: "There is no loot card “{loot}”.",
		},
		"loot.not_held": {
			De: "{player} hat die Beute „{loot}“ nicht, oder sie ist in diesem Zug schon verwendet.",
			En: "{player} does not hold the loot “{loot}”, or has used it this turn already.",
		},
		"loot.no_territory": {
			De: "Die Beute „{loot}“ braucht kein Gebiet.",
			En: "The loot “{loot}” needs no territory.",
		},
		"loot.at_start": {
			De: "Die Beute „{loot}“ gilt zu Beginn des Zuges, beim Rekrutieren, vor dem ersten Angriff.",
			En: "The loot “{loot}” works at the start of the turn, while recruiting, before the first attack.",
		},
		"loot.leader_off_board": {
			De: "Der Anführer von {player} steht nicht auf dem Spielplan: Er wird zu Zugbeginn ohnehin neu eingesetzt.",
			En: "{player}'s leader is not on the board: it is put back at the start of the turn anyway.",
		},
		"loot.leader_not_own": {
			De: "Der Anführer kommt in ein eigenes Gebiet, und {territory} gehört jemand anderem.",
			En: "The leader goes into one of your own territories, and {territory} belongs to someone else.",
		},
		"loot.acts_by_itself": {
			De: "Die Beute „{loot}“ wirkt von selbst: beim Rekrutieren, beim Manöver oder beim Kartenziehen.",
			En: "The loot “{loot}” works by itself: when recruiting, maneuvering or drawing a card.",
		},
		"history.mission": {
			De: "{player} sammelte die Mission „{mission}“ ein (von Herald geprüft).",
			En: "{player} took the mission “{mission}” (checked by Herald).",
		},
		"history.mission_confirmed": {
			De: "{player} sammelte die Mission „{mission}“ ein (vom Tisch bestätigt).",
			En: "{player} took the mission “{mission}” (confirmed by the table).",
		},
		"history.loot_taken": {
			De: "Beute: „{loot}“",
			En: "Loot: “{loot}”",
		},
		"history.loot_used": {
			De: "{player} setzte die Beute „{loot}“ ein.",
			En: "{player} used the loot “{loot}”.",
		},
		"history.loot_leader": {
			De: "{player} stellte den Anführer mit der Beute nach {territory}.",
			En: "{player} put the leader in {territory} with the loot card.",
		},
	})
}
