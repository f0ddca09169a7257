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
		"newhalo.start_card":          {de: "Startkarte: wie viele Totenköpfe?", en: "Starting card: how many skulls?"},
		"newhalo.achievements":        {de: "Errungenschaften auf dem Spielplan", en: "Achievements on the board"},
		"newhalo.rewards_by_herald":   {de: "Herald zieht die verdeckten Belohnungen (sonst nennt ihr beim Nehmen das Plättchen darunter)", en: "Herald draws the face-down rewards (otherwise you name the token underneath when you take an achievement)"},
		"newhalo.territories":         {de: "Gebiete", en: "Territories"},
		"newhalo.territories_hint":    {de: "Jedes Gebiet braucht mindestens eine Einheit. Herald prüft Startkräfte, Verteilung, Kolonien, Basen und Helden nach dem Regelheft.", en: "Every territory needs at least one unit. Herald checks starting units, the claim, colonies, bases and heroes against the rulebook."},
		"newhalo.territory":           {de: "Gebiet", en: "Territory"},
		"newhalo.owner":               {de: "Besitzer", en: "Owner"},
		"newhalo.create":              {de: "Spiel beginnen", en: "Start the game"},
	})
}
