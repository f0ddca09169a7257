package i18n

// newhalo.go holds the words of the Halo Wars set-up page.

func init() {
	add(map[string]entry{
		"edition.halowars":            {de: "RISK Halo Wars", en: "RISK Halo Wars"},
		"newhalo.title":               {de: "Neues Spiel: Halo Wars", en: "New game: Halo Wars"},
		"newhalo.mode":                {de: "Spielvariante", en: "Version"},
		"newhalo.world_conquest_hint": {de: "nicht bei den Errungenschaften aufhören, sondern spielen, bis eine Seite alle 42 Gebiete hält.", en: "do not stop at the achievements; play until one side holds all 42 territories."},
		"newhalo.players":             {de: "Spieler", en: "Players"},
		"newhalo.order_hint":          {de: "In Zugreihenfolge. Grundausbildung folgt der Tabelle des Regelhefts; mit 4 oder 5 Spielern spielen UNSC und Covenant als Teams, Teampartner nie direkt nacheinander, die Flood zu fünft immer zuerst.", en: "In turn order. Basic Training follows the rulebook's chart; with 4 or 5 players UNSC and Covenant play as teams, teammates never in succession, and with 5 the Flood always goes first."},
		"newhalo.seat":                {de: "Platz {seat}", en: "Seat {seat}"},
		"newhalo.seat_armies_1":       {de: "3 und 5 Spieler: Flood (Rot); 4 Spieler: UNSC (Grün)", en: "3 and 5 players: Flood (Red); 4 players: UNSC (Green)"},
		"newhalo.seat_armies_2":       {de: "3 und 5 Spieler: UNSC (Grün); 4 Spieler: Covenant (Lila)", en: "3 and 5 players: UNSC (Green); 4 players: Covenant (Purple)"},
		"newhalo.seat_armies_3":       {de: "3 und 5 Spieler: Covenant (Lila); 4 Spieler: UNSC (Gold)", en: "3 and 5 players: Covenant (Purple); 4 players: UNSC (Gold)"},
		"newhalo.seat_armies_4":       {de: "4 Spieler: Covenant (Blau); 5 Spieler: UNSC (Gold)", en: "4 players: Covenant (Blue); 5 players: UNSC (Gold)"},
		"newhalo.seat_armies_5":       {de: "5 Spieler: Covenant (Blau)", en: "5 players: Covenant (Blue)"},
		"newhalo.next":                {de: "Weiter: Aufstellung eintragen", en: "Next: enter the set-up"},
		"newhalo.grid_hint_basic":     {de: "Herald hat einen Vorschlag eingetragen. Stellt Besitzer und Einheiten so ein, wie die Tabelle des Regelhefts sie auf euren Plan gestellt hat; Kolonien und Errungenschaften sind die der Tabelle.", en: "Herald has filled in a proposal. Set owners and units as the rulebook's chart put them on your board; colonies and achievements are the chart's."},
		"newhalo.grid_hint_command":   {de: "Herald hat Gebiete reihum zufällig verteilt, 15 Kolonien und 4 heroische und 4 legendäre Errungenschaften gezogen. Tragt ein, was ihr am Tisch beansprucht und verstärkt habt.", en: "Herald has claimed territories round the table at random and drawn 15 colonies and 4 heroic and 4 legendary achievements. Enter what you claimed and reinforced at the table."},
		"newhalo.players_and_armies":  {de: "Armeen, Basen und Helden", en: "Armies, bases and heroes"},
		"newhalo.base":                {de: "Basis in", en: "Base in"},
		"newhalo.hero":                {de: "Held in", en: "Hero in"},
		"newhalo.start_card":          {de: "Startkarte: wie viele Schädel?", en: "Starting card: how many skulls?"},
		"newhalo.achievements":        {de: "Errungenschaften auf dem Spielplan", en: "Achievements on the board"},
		"newhalo.rewards_by_herald":   {de: "Herald zieht die verdeckten Belohnungen (sonst nennt ihr beim Nehmen das Plättchen darunter)", en: "Herald draws the face-down rewards (otherwise you name the token underneath when you take an achievement)"},
		"newhalo.territories":         {de: "Gebiete", en: "Territories"},
		"newhalo.territories_hint":    {de: "Jedes Gebiet braucht mindestens eine Einheit. Herald prüft Verteilung, Kolonien, Basen und Helden nach dem Regelheft.", en: "Every territory needs at least one unit. Herald checks the claim, colonies, bases and heroes against the rulebook."},
		"newhalo.units_chart":         {de: "Einheiten: Die Tabelle der Grundausbildung für 3 Spieler zeigt die Einheiten nur im Bild des Spielplans; im Text des Regelhefts stehen keine Zahlen, Herald kennt sie also nicht. Vorgeschlagen sind {units} je Spieler (die Zahl des Kommandoraums zu dritt), nicht die der Tabelle: Tragt ein, was eure Tabelle zeigt. Diese Zahlen sind eure, Herald prüft hier keine Summe.", en: "Units: the Basic Training chart for 3 players shows the units only in its picture of the board; the rulebook's text gives no numbers, so Herald does not know them. The proposal is {units} per player (the 3-player count of Command Room), not the chart's: enter what your chart shows. These numbers are the table's; Herald checks no total here."},
		"newhalo.units_team":          {de: "Einheiten: Im Teamspiel legt das Regelheft die Startkräfte fest: zu viert 25 je Spieler, zu fünft 20 für UNSC und Covenant und 30 für die Flood. Herald prüft die Summen.", en: "Units: in team play the rulebook fixes the starting units: 25 each with 4 players; with 5 players 20 for UNSC and Covenant and 30 for the Flood. Herald checks the totals."},
		"newhalo.units_command":       {de: "Einheiten: Im Kommandoraum zu dritt beginnt laut Regelheft jeder mit {units} {units:Einheit|Einheiten}. Herald prüft die Summen.", en: "Units: in Command Room with 3 players the rulebook starts everyone with {units} {units:unit|units}. Herald checks the totals."},
		"newhalo.army":                {de: "Armee auf Platz {seat} (wer am höchsten würfelt, wählt zuerst und beginnt)", en: "Army in seat {seat} (the high roller chooses first and takes the first turn)"},
		"newhalo.achievements_drawn":  {de: "Herald hat 4 heroische und 4 legendäre Errungenschaften gezogen. Habt ihr am Tisch gezogen, kreuzt die an, die bei euch ausliegen (4 heroische, 4 legendäre).", en: "Herald has drawn 4 heroic and 4 legendary achievements. If you drew them at the table, tick the ones laid out on your board (4 heroic, 4 legendary)."},
		"newhalo.territory":           {de: "Gebiet", en: "Territory"},
		"newhalo.owner":               {de: "Besitzer", en: "Owner"},
		"newhalo.create":              {de: "Spiel beginnen", en: "Start the game"},
	})
}
