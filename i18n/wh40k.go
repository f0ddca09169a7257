package i18n

// wh40k.go holds the sentences of RISK Warhammer 40,000 (engine/wh40k.go):
// its refusals and lines of history, and the names the pages and the
// engine's arguments use: factions, leaders, missions with the card texts
// of the German rulebook (seed 003), loot cards, tiers, ways to win. The
// English card texts are Herald's translations. Proper names of the
// rulebook (Vigilus, its regions, Throne Gelt) stay as they are.

func init() {
	add(map[string]entry{
		"edition.warhammer40k": {de: "RISIKO Warhammer 40.000", en: "RISK Warhammer 40,000"},

		// Factions and their leaders ("TRUPPEN").
		"house.ultramarines":        {de: "Ultramarines", en: "Ultramarines"},
		"house.chaos_space_marines": {de: "Chaos Space Marines", en: "Chaos Space Marines"},
		"house.aeldari":             {de: "Aeldari-Weltenschiffe", en: "Aeldari Craftworlds"},
		"house.orks":                {de: "Orks", en: "Orks"},
		"house.genestealer_cults":   {de: "Symbiontenkulte", en: "Genestealer Cults"},
		"leader.ultramarines":       {de: "Marneus Calgar", en: "Marneus Calgar"},
		"leader.chaos_space_marines": {
			de: "Abaddon der Vernichter", en: "Abaddon the Despoiler",
		},
		"leader.aeldari":           {de: "Autarch", en: "Autarch"},
		"leader.orks":              {de: "Waaaghboss", en: "Warboss"},
		"leader.genestealer_cults": {de: "Magus", en: "Magus"},

		// Ways to win, tiers, why the game ended.
		"mode.classic":    {de: "Klassisches Spiel", en: "Classic game"},
		"mode.domination": {de: "Alleinherrschaft", en: "Total domination"},
		"tier.main":       {de: "Hauptmission", en: "Main mission"},
		"tier.side":       {de: "Nebenmission", en: "Side mission"},
		"end.missions": {
			de: "Sieg: 3 Missionen am Ende des eigenen Zuges.",
			en: "Victory: 3 missions at the end of the player's own turn.",
		},
		"end.domination": {
			de: "Sieg in der Alleinherrschaft: 3 Missionen und alle Gebiete am Ende des eigenen Zuges.",
			en: "Victory in total domination: 3 missions and every territory at the end of the player's own turn.",
		},

		// The missions: a short name and the card's text.
		"mission.hold_3_in_4_regions":  {de: "3 Gebiete in 4 Regionen", en: "3 territories in 4 regions"},
		"mission.oteck_at_start":       {de: "Oteck-Makropolweite", en: "Oteck-Makropolweite"},
		"mission.reinforce_15":         {de: "15 Einheiten zu Zugbeginn", en: "15 units at turn start"},
		"mission.two_leaders":          {de: "2 Anführer besiegen", en: "Defeat 2 leaders"},
		"mission.conquer_6":            {de: "6 Gebiete erobern", en: "Conquer 6 territories"},
		"mission.destroy_12":           {de: "12 Einheiten zerstören", en: "Destroy 12 units"},
		"mission.one_in_4_regions":     {de: "In 4 Regionen erobern", en: "Conquer in 4 regions"},
		"mission.two_regions_at_start": {de: "2 Regionen kontrollieren", en: "Control 2 regions"},
		"mission.gelt_800":             {de: "800 Throne Gelt", en: "800 Throne Gelt"},
		"mission.region_of_many":       {de: "Umkämpfte Region erobern", en: "Conquer a contested region"},
		"mission.two_walls":            {de: "2 Festungswälle erobern", en: "Conquer 2 fortress walls"},
		"mission.dontoria_gorks":       {de: "Dontoria und Gorks Landung", en: "Dontoria and Gorks Landung"},
		"mission.break_2_bonuses":      {de: "2 Regions-Boni zerstören", en: "Break 2 region bonuses"},
		"mission.bonus_3":              {de: "Regions-Bonus von 3", en: "Region bonus of 3"},
		"mission.gelt_500":             {de: "500 Throne Gelt", en: "500 Throne Gelt"},
		"mission.destroy_7":            {de: "7 Einheiten zerstören", en: "Destroy 7 units"},
		"mission.reinforce_8":          {de: "8 Einheiten zu Zugbeginn", en: "8 units at turn start"},
		"mission.conquer_4":            {de: "4 Gebiete erobern", en: "Conquer 4 territories"},
		"mission.three_from_one":       {de: "3 Gebiete eines Gegners", en: "3 territories of one opponent"},
		"mission.four_places":          {de: "Hyperia und drei weitere", en: "Hyperia and three more"},

		"mission_text.hold_3_in_4_regions":  {de: "Erobre mindestens 3 Gebiete in 4 verschiedenen Regionen.", en: "Conquer at least 3 territories in 4 different regions."},
		"mission_text.oteck_at_start":       {de: "Kontrolliere die gesamte Oteck-Makropolweite-Region zu Beginn deines Zuges.", en: "Control the whole Oteck-Makropolweite region at the start of your turn."},
		"mission_text.reinforce_15":         {de: "Erlange mindestens 15 Einheiten zu Beginn deines Zuges.", en: "Gain at least 15 units at the start of your turn."},
		"mission_text.two_leaders":          {de: "Besiege 2 Anführer in einem Zug.", en: "Defeat 2 leaders in one turn."},
		"mission_text.conquer_6":            {de: "Erobre 6 Gebiete in einem Zug.", en: "Conquer 6 territories in one turn."},
		"mission_text.destroy_12":           {de: "Zerstöre 12 gegnerische Einheiten in einem Zug.", en: "Destroy 12 enemy units in one turn."},
		"mission_text.one_in_4_regions":     {de: "Erobre mindestens 1 Gebiet in 4 Regionen in einem Zug.", en: "Conquer at least 1 territory in 4 regions in one turn."},
		"mission_text.two_regions_at_start": {de: "Kontrolliere 2 Regionen zu Beginn deines Zuges.", en: "Control 2 regions at the start of your turn."},
		"mission_text.gelt_800":             {de: "Besitze Gebietskarten im Wert von 800 Throne Gelt oder mehr.", en: "Hold territory cards worth 800 Throne Gelt or more."},
		"mission_text.region_of_many":       {de: "Erobre eine Region, die zu Beginn deines Zuges von mehr als einem Gegner besetzt war.", en: "Conquer a region that was occupied by more than one opponent at the start of your turn."},
		"mission_text.two_walls":            {de: "Erobre mindestens 2 Festungswälle in einem Zug.", en: "Conquer at least 2 fortress walls in one turn."},
		"mission_text.dontoria_gorks":       {de: "Kontrolliere die Regionen Dontoria und Gorks Landung zu Beginn deines Zuges.", en: "Control the regions Dontoria and Gorks Landung at the start of your turn."},
		"mission_text.break_2_bonuses":      {de: "Zerstöre den Regions-Bonus von 2 Gegnern in einem Zug.", en: "Destroy the region bonus of 2 opponents in one turn."},
		"mission_text.bonus_3":              {de: "Erhalte einen Regions-Bonus von 3 oder mehr zu Beginn deines Zuges.", en: "Receive a region bonus of 3 or more at the start of your turn."},
		"mission_text.gelt_500":             {de: "Besitze Gebietskarten im Wert von 500 Throne Gelt oder mehr.", en: "Hold territory cards worth 500 Throne Gelt or more."},
		"mission_text.destroy_7":            {de: "Zerstöre 7 gegnerische Einheiten in einem Zug.", en: "Destroy 7 enemy units in one turn."},
		"mission_text.reinforce_8":          {de: "Erhalte mindestens 8 Einheiten zu Beginn deines Zuges.", en: "Receive at least 8 units at the start of your turn."},
		"mission_text.conquer_4":            {de: "Erobre 4 Gebiete in einem Zug.", en: "Conquer 4 territories in one turn."},
		"mission_text.three_from_one":       {de: "Erobre 3 Gebiete von einem einzelnen Gegner in einem Zug.", en: "Conquer 3 territories from a single opponent in one turn."},
		"mission_text.four_places":          {de: "Kontrolliere die Regionen Hyperia, Dirksen Hivespawl, Hurrikane Rekk und Vhulianischer Wirbel zu Beginn deines Zuges.", en: "Control the regions Hyperia, Dirksen Hivespawl, Hurrikane Rekk and Vhulianischer Wirbel at the start of your turn."},

		// How Herald reads a mission where the card leaves room.
		"mission_reading.hold_3_in_4_regions": {
			de: "Herald liest „erobern“ ohne „in einem Zug“ wie bei Risiko-Missionen als „besetzt halten“: mindestens 3 eigene Gebiete in jeder von 4 Regionen.",
			en: "Without “in one turn” Herald reads “conquer” as RISK missions do, as “hold”: at least 3 own territories in each of 4 regions.",
		},
		"mission_reading.reinforce_15": {
			de: "Gezählt wird die ganze Verstärkung dieses Zuges: Gebiete, Regionen, Throne Gelt und Beute.",
			en: "Counted is this turn's whole reinforcement: territories, regions, Throne Gelt and loot.",
		},
		"mission_reading.reinforce_8": {
			de: "Gezählt wird die ganze Verstärkung dieses Zuges: Gebiete, Regionen, Throne Gelt und Beute.",
			en: "Counted is this turn's whole reinforcement: territories, regions, Throne Gelt and loot.",
		},
		"mission_reading.bonus_3": {
			de: "Der Bonus einer einzelnen Region, wie ihn die Verstärkung dieses Zuges gezählt hat.",
			en: "The bonus of one region, as this turn's reinforcement counted it.",
		},
		"mission_reading.break_2_bonuses": {
			de: "Zwei Gegner hielten zu Zugbeginn je eine ganze Region und haben sie durch deine Eroberungen verloren.",
			en: "Two opponents each held a whole region at the start of the turn and lost it to your conquests.",
		},

		// The loot cards ("GROSSE BEUTE", "KLEINE BEUTE").
		"loot.guaranteed_card":   {de: "Gebietskarte gewährleistet.", en: "Territory card guaranteed."},
		"loot.three_units":       {de: "Du erlangst 3 Extra-Einheiten und legst dann die Karte ab.", en: "You gain 3 extra units, then discard the card."},
		"loot.reroll_lowest":     {de: "Wiederhole deinen niedrigsten Angriffswurf einmal.", en: "Re-roll your lowest attack die once."},
		"loot.leader_anywhere":   {de: "Zu Beginn deines Zuges stellst du deinen Anführer in ein von dir besetztes Gebiet deiner Wahl, auch ohne eine direkte Verbindung.", en: "At the start of your turn, put your leader in any territory you occupy, even without a direct link."},
		"loot.reroll_one":        {de: "Würfele erneut eine Eins pro Angriffswurf.", en: "Re-roll one 1 per attack roll."},
		"loot.one_unit":          {de: "Erhalte 1 Extra-Einheit zu Beginn deines Zuges.", en: "Receive 1 extra unit at the start of your turn."},
		"loot.starting_maneuver": {de: "Vollführe ein Manöver zu Beginn deines Zuges.", en: "Make a maneuver at the start of your turn."},
		"loot.extra_maneuver":    {de: "Vollführe ein zusätzliches Manöver am Ende deines Zuges.", en: "Make an additional maneuver at the end of your turn."},

		// Setting up a game.
		"setup.warhammer_mode": {
			de: "Herald kennt die Spielvariante „{mode}“ nicht: Warhammer 40.000 spielt man klassisch oder als Alleinherrschaft.",
			en: "Herald does not know the version “{mode}”: Warhammer 40,000 is played as the classic game or as total domination.",
		},
		"setup.halo_only": {
			de: "Kolonien, Basen, Belohnungen, Schädel und Welteroberung gibt es nur in Halo Wars, nicht in Warhammer 40.000.",
			en: "Colonies, bases, rewards, skulls and World Conquest belong to Halo Wars, not to Warhammer 40,000.",
		},
		"setup.warhammer_start_units": {
			de: "{player} beginnt laut Regel mit genau {want} {want:Einheit|Einheiten}, nicht {got}: zu dritt 30, zu viert 25, zu fünft 20 je Spieler.",
			en: "The rules start {player} with exactly {want} {want:unit|units}, not {got}: 30 each with 3 players, 25 with 4, 20 with 5.",
		},
		"setup.leader_missing": {
			de: "Der Anführermarker von {player} braucht ein eigenes Gebiet.",
			en: "{player}'s leader marker needs one of their own territories.",
		},
		"setup.leader_not_own": {
			de: "Der Anführer von {player} steht auf einem eigenen Gebiet, und {territory} gehört jemand anderem.",
			en: "{player}'s leader stands on one of their own territories, and {territory} belongs to someone else.",
		},
		"setup.warhammer_start_cards": {
			de: "{player} beginnt mit {want} {want:Gebietskarte|Gebietskarten}: Der 3. und 4. Spieler bekommen je 1, der 5. bekommt 2, die anderen keine. Bitte den Throne-Gelt-Wert jeder Karte angeben.",
			en: "{player} starts with {want} {want:territory card|territory cards}: the 3rd and 4th players get 1 each, the 5th gets 2, the others none. Please give the Throne Gelt of each card.",
		},
		"setup.mission_unknown": {
			de: "Eine Mission „{mission}“ gibt es in Warhammer 40.000 nicht.",
			en: "There is no mission “{mission}” in Warhammer 40,000.",
		},
		"setup.mission_twice": {
			de: "Die Mission „{mission}“ ist doppelt angegeben: Jede liegt nur einmal aus.",
			en: "The mission “{mission}” is given twice: each one is laid out only once.",
		},
		"setup.mission_count": {
			de: "Es liegen 4 Haupt- und 4 Nebenmissionen aus, nicht {main} und {side}.",
			en: "4 main and 4 side missions are laid out, not {main} and {side}.",
		},
		"setup.recruitment_row": {
			de: "Die Zeile {gelt} Throne Gelt → {units} {units:Einheit|Einheiten} passt nicht zur Rekrutierungstabelle: Sie beginnt bei 200 Throne Gelt, geht in Schritten von 100 und gibt mindestens 1 Einheit.",
			en: "The row {gelt} Throne Gelt → {units} {units:unit|units} does not fit the recruitment table: it starts at 200 Throne Gelt, goes in steps of 100 and gives at least 1 unit.",
		},
		"setup.warhammer_deck": {
			de: "In Warhammer 40.000 zieht ihr die Gebietskarten am Tisch und sagt Herald ihren Throne-Gelt-Wert.",
			en: "In Warhammer 40,000 you draw the territory cards at the table and tell Herald their Throne Gelt.",
		},

		// Throne Gelt.
		"cards.gelt": {
			de: "Eine Gebietskarte ist 100 oder 200 Throne Gelt wert, nicht {gelt}.",
			en: "A territory card is worth 100 or 200 Throne Gelt, not {gelt}.",
		},
		"trade.gelt_only": {
			de: "In Warhammer 40.000 tauscht man Gebietskarten nach ihrem Throne Gelt ein: Bitte nur die Werte angeben.",
			en: "In Warhammer 40,000 territory cards are turned in by their Throne Gelt: please give only their values.",
		},
		"trade.gelt_not_in_hand": {
			de: "So viele Karten zu {gelt} Throne Gelt hast du nicht auf der Hand.",
			en: "You do not hold that many cards worth {gelt} Throne Gelt.",
		},
		"trade.gelt_minimum": {
			de: "Eintauschen lassen sich Karten im Wert von 200 Throne Gelt oder mehr, nicht {gelt}.",
			en: "Cards are turned in for 200 Throne Gelt or more, not {gelt}.",
		},
		"trade.gelt_table": {
			de: "Laut eurer Rekrutierungstabelle bringen {gelt} Throne Gelt {units} {units:Einheit|Einheiten}.",
			en: "By your recruitment table {gelt} Throne Gelt bring {units} {units:unit|units}.",
		},
		"trade.gelt_units": {
			de: "Für {gelt} Throne Gelt ist noch keine Zeile der Rekrutierungstabelle eingetragen: Bitte ablesen, wie viele Einheiten euer Spielplan dafür gibt.",
			en: "No row of the recruitment table is entered for {gelt} Throne Gelt yet: please read off how many units your board gives for it.",
		},
		"draw.gelt_cards": {
			de: "Bitte den Throne-Gelt-Wert jeder gezogenen Karte angeben, genau {count} {count:Karte|Karten}.",
			en: "Please give the Throne Gelt of each card drawn, exactly {count} {count:card|cards}.",
		},
		"draw.after_mission": {
			de: "Wer in diesem Zug eine Mission eingesammelt hat, zieht keine Gebietskarte, außer mit der Beute „Gebietskarte gewährleistet“.",
			en: "A player who took a mission this turn draws no territory card, unless holding the loot “Territory card guaranteed”.",
		},

		// Missions and loot.
		"claim.once_mission": {
			de: "In diesem Zug wurde schon „{mission}“ eingesammelt: Ein Spieler kann nur eine Mission pro Zug einsammeln.",
			en: "“{mission}” has already been taken this turn: a player can take only one mission per turn.",
		},
		"claim.mission_after_maneuver": {
			de: "Eine Mission sammelt man nach den Angriffen und vor dem Manöver ein: Nach dem Manöver geht das in diesem Zug nicht mehr.",
			en: "A mission is taken after attacking and before the maneuver: after the maneuver it is too late this turn.",
		},
		"claim.mission_not_open": {
			de: "Die Mission „{mission}“ liegt nicht (mehr) offen aus: Einsammeln lässt sich nur eine, die noch neben dem Spielplan liegt.",
			en: "The mission “{mission}” is not (or no longer) face up: only one still lying beside the board can be taken.",
		},
		"claim.mission_not_met": {
			de: "„{mission}“ ist in diesem Zug nicht erfüllt: So, wie Spielplan und Zug gerade stehen, fehlt noch etwas.",
			en: "“{mission}” has not been done this turn: the board and this turn as they stand do not meet it.",
		},
		"claim.needs_table": {
			de: "„{mission}“ nennt {places}, und euer Spielplan in Herald hat keine Region und kein Gebiet dieses Namens: Herald kann das nicht prüfen. Bitte am Tisch bestätigen, dass die Mission erfüllt ist.",
			en: "“{mission}” names {places}, and your board in Herald has no region or territory of that name: Herald cannot check it. Please confirm at the table that the mission is done.",
		},
		"claim.herald_checks": {
			de: "„{mission}“ prüft Herald selbst am Spielplan: Eine Bestätigung des Tisches ist nicht nötig.",
			en: "Herald checks “{mission}” on the board itself: no confirmation by the table is needed.",
		},
		"claim.loot_tier": {
			de: "Mit der Mission gibt es eine Beute ihrer Art: Bitte eine Karte der „{tier}“-Beute wählen (Hauptmission: große Beute, Nebenmission: kleine Beute).",
			en: "A mission brings loot of its kind: please choose a card of the “{tier}” loot (main mission: big loot, side mission: small loot).",
		},
		"loot.unknown": {
			de: "Eine Beutekarte „{loot}“ gibt es nicht.",
			en: "There is no loot card “{loot}”.",
		},
		"loot.not_held": {
			de: "{player} hat die Beute „{loot}“ nicht, oder sie ist in diesem Zug schon verwendet.",
			en: "{player} does not hold the loot “{loot}”, or has used it this turn already.",
		},
		"loot.no_territory": {
			de: "Die Beute „{loot}“ braucht kein Gebiet.",
			en: "The loot “{loot}” needs no territory.",
		},
		"loot.at_start": {
			de: "Die Beute „{loot}“ gilt zu Beginn des Zuges, beim Rekrutieren, vor dem ersten Angriff.",
			en: "The loot “{loot}” works at the start of the turn, while recruiting, before the first attack.",
		},
		"loot.leader_off_board": {
			de: "Der Anführer von {player} steht nicht auf dem Spielplan: Er wird zu Zugbeginn ohnehin neu eingesetzt.",
			en: "{player}'s leader is not on the board: it is put back at the start of the turn anyway.",
		},
		"loot.leader_not_own": {
			de: "Der Anführer kommt in ein eigenes Gebiet, und {territory} gehört jemand anderem.",
			en: "The leader goes into one of your own territories, and {territory} belongs to someone else.",
		},
		"loot.acts_by_itself": {
			de: "Die Beute „{loot}“ wirkt von selbst: beim Rekrutieren, beim Manöver oder beim Kartenziehen.",
			en: "The loot “{loot}” works by itself: when recruiting, maneuvering or drawing a card.",
		},

		// History.
		"history.trade_gelt": {
			de: "{player} tauschte Gebietskarten im Wert von {gelt} Throne Gelt gegen {value} {value:Einheit|Einheiten} ein.",
			en: "{player} turned in territory cards worth {gelt} Throne Gelt for {value} {value:unit|units}.",
		},
		"history.end_turn_gelt": {
			de: "{player} beendete den Zug und zog eine Gebietskarte zu {gelt} Throne Gelt.",
			en: "{player} ended the turn and drew a territory card worth {gelt} Throne Gelt.",
		},
		"history.mission": {
			de: "{player} sammelte die Mission „{mission}“ ein (von Herald geprüft).",
			en: "{player} took the mission “{mission}” (checked by Herald).",
		},
		"history.mission_confirmed": {
			de: "{player} sammelte die Mission „{mission}“ ein (vom Tisch bestätigt).",
			en: "{player} took the mission “{mission}” (confirmed by the table).",
		},
		"history.loot_taken": {
			de: "Beute: „{loot}“",
			en: "Loot: “{loot}”",
		},
		"history.loot_used": {
			de: "{player} setzte die Beute „{loot}“ ein.",
			en: "{player} used the loot “{loot}”.",
		},
		"history.loot_leader": {
			de: "{player} stellte den Anführer mit der Beute nach {territory}.",
			en: "{player} put the leader in {territory} with the loot card.",
		},
		"history.attack_rolled": {
			de: "{player} griff {to} ({defender}) von {from} aus an und würfelte {attack} gegen {defend}.",
			en: "{player} attacked {to} ({defender}) from {from} and rolled {attack} against {defend}.",
		},
		"history.battle_result": {
			de: "Ergebnis: {result}.",
			en: "Result: {result}.",
		},
		"history.leader_back": {
			de: "Der Anführer von {player} kehrte auf {territory} zurück.",
			en: "{player}'s leader returned to {territory}.",
		},
		"history.won_missions": {
			de: "{player} hatte am Ende des eigenen Zuges genug Missionen erfüllt und gewann das Spiel.",
			en: "{player} ended their own turn with the missions done and won the game.",
		},
	})
}
