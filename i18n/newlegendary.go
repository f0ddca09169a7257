package i18n

// newlegendary.go holds the words of the Halo Legendary set-up page
// (views/newlegendary.templ, handlers/newlegendary.go). The German follows
// the rulebook (Schlachtfeld, Ringwelt, mobile Teleporter, Allianz).

func init() {
	add(map[string]entry{
		"edition.halo_legendary": {de: "RISIKO Halo Legendary", en: "RISK Halo Legendary"},
		"newlegendary.title":     {de: "Neues Spiel: Halo Legendary", en: "New game: Halo Legendary"},
		"newlegendary.no_boards": {
			de: "Noch gibt es kein Spielbrett für Halo Legendary. Die Pläne der Edition (Hammer, Anvil, Inland Canyon, Pulse Grid 01) sind nicht öffentlich: Tragt euer Brett einmal im Bretteditor ein (Edition „RISIKO Halo Legendary“), dann geht es hier weiter.",
			en: "There is no Halo Legendary board yet. The edition's boards (Hammer, Anvil, Inland Canyon, Pulse Grid 01) are not public: enter yours once in the board editor (edition “RISK Halo Legendary”), then come back here.",
		},
		"newlegendary.to_boards":    {de: "Zum Bretteditor", en: "Open the board editor"},
		"newlegendary.mode":         {de: "Spielmodus", en: "Mode"},
		"newlegendary.slayer_teams": {de: "Slayer in Teams (4–5 Spieler: UNSC gegen Allianz, zu fünft mit der Flood)", en: "Slayer in teams (4–5 players: UNSC against Covenant, with the Flood for five)"},
		"newlegendary.players":      {de: "Spieler und Armeen", en: "Players and armies"},
		"newlegendary.order_hint": {
			de: "In Zugreihenfolge: Platz 1 beginnt. Leere Plätze bleiben frei. „Herald wählt“ verteilt die Armeen so, wie der Modus es verlangt: One-on-One UNSC gegen Allianz (die neutrale Flood stellt Herald dazu); im Teamspiel UNSC und Allianz abwechselnd, Verbündete nie nacheinander, zu fünft die Flood auf Platz 1.",
			en: "In turn order: seat 1 starts. Empty seats are left out. “Herald chooses” gives the armies the mode asks for: One-on-One UNSC against Covenant (Herald adds the neutral Flood); in team play UNSC and Covenant by turns, allies never in a row, with five the Flood in seat 1.",
		},
		"newlegendary.seat":           {de: "Platz {seat}", en: "Seat {seat}"},
		"newlegendary.army":           {de: "Armee", en: "Army"},
		"newlegendary.army_auto":      {de: "Herald wählt", en: "Herald chooses"},
		"newlegendary.field_one":      {de: "Schlachtfeld für 2 Spieler: Hammer oder Anvil", en: "Battlefield for 2 players: Hammer or Anvil"},
		"newlegendary.field_two":      {de: "Schlachtfeld für 3–5 Spieler: Ringwelt oder Forge", en: "Battlefield for 3–5 players: the Ring or Forge"},
		"newlegendary.field_two_hint": {de: "Zwei Spielbretter, durch mobile Teleporter verbunden: die Ringwelt aus Inland Canyon und Pulse Grid 01, Forge aus Hammer und Anvil.", en: "Two boards joined by mobile teleporters: the Ring of Inland Canyon and Pulse Grid 01, Forge of Hammer and Anvil."},
		"newlegendary.one_board_only": {
			de: "Für die Ringwelt oder Forge braucht ihr zwei eingetragene Bretter.",
			en: "The Ring or Forge needs two boards entered.",
		},
		"newlegendary.half_a":       {de: "Erste Hälfte", en: "First half"},
		"newlegendary.half_b":       {de: "Zweite Hälfte", en: "Second half"},
		"newlegendary.choose_board": {de: "– Brett wählen –", en: "– choose a board –"},
		"newlegendary.teleporters":  {de: "Mobile Teleporter", en: "Mobile teleporters"},
		"newlegendary.teleporters_hint": {
			de: "„Nur der letzte Spieler“ gibt es ab 3 Spielern, „1 Paar pro Team“ nur im Teamspiel (bei 2-2-1 setzt der Flood-Spieler beide Teleporter seines Paares).",
			en: "“Only the last player” needs 3 or more players, “1 pair per team” team play (in 2-2-1 the Flood player places both teleporters of his pair).",
		},
		"newlegendary.next":  {de: "Weiter: Aufstellung eintragen", en: "Next: enter the set-up"},
		"newlegendary.count": {de: "{count} Spieler", en: "{count} {count:player|players}"},
		"newlegendary.grid_hint": {
			de: "Herald hat einen Vorschlag nach dem Regelheft eingetragen: Gebiete reihum zufällig beansprucht, die übrigen Einheiten gleichmäßig verteilt. Stellt alles so ein, wie es auf eurem Brett steht.",
			en: "Herald has filled in a proposal by the rulebook: territories claimed round the table at random, the other units spread evenly. Set everything as it stands on your board.",
		},
		"newlegendary.pairs_hint": {
			de: "Die mobilen Teleporter werden als Erstes platziert: jedes Paar auf 2 Gebiete, die nicht verbunden sind, nie 2 im gleichen Gebiet; auf Ringwelt und Forge ein Teleporter auf jeder Hälfte. Ein Paar, das nicht aufgestellt wird, bleibt leer.",
			en: "The mobile teleporters are placed first: each pair on 2 territories that are not connected, never 2 in one territory; on the Ring and Forge one teleporter on each half. Leave a pair nobody places empty.",
		},
		"newlegendary.pair_player":  {de: "Paar von {who}", en: "{who}'s pair"},
		"newlegendary.pair_last":    {de: "Paar von {who} (als Letzter am Zug)", en: "{who}'s pair (last in turn order)"},
		"newlegendary.pair_team":    {de: "Paar des Teams {who}", en: "Pair of the team {who}"},
		"newlegendary.pair_alone":   {de: "Paar von {who} (setzt beide Teleporter)", en: "{who}'s pair (places both teleporters)"},
		"newlegendary.pair_on":      {de: "Teleporter auf {half}", en: "Teleporter on {half}"},
		"newlegendary.pair_end":     {de: "Teleporter {n}", en: "Teleporter {n}"},
		"newlegendary.no_pair":      {de: "– keiner –", en: "– none –"},
		"newlegendary.bases_heroes": {de: "Basen und Helden", en: "Bases and heroes"},
		"newlegendary.heroes":       {de: "Helden (Slayer: ohne Basen)", en: "Heroes (Slayer: no bases)"},
		"newlegendary.base":         {de: "Basis in", en: "Base in"},
		"newlegendary.hero":         {de: "Held in", en: "Hero in"},
		"newlegendary.battlefield_unknown": {
			de: "„{field}“ ist keines der Schlachtfelder des Regelhefts: zu zweit Hammer oder Anvil, zu dritt bis fünft die Ringwelt (Inland Canyon + Pulse Grid 01) oder Forge (Anvil + Hammer). Wenn die Spielbretter nur anders heißen, einfach weiterspielen.",
			en: "“{field}” is none of the rulebook's battlefields: Hammer or Anvil for 2 players, the Ring (Inland Canyon + Pulse Grid 01) or Forge (Anvil + Hammer) for 3 to 5. If your boards are only named otherwise, just play on.",
		},
		"newlegendary.start_cards_private": {
			de: "Beginnt mit {cards} {cards:Fraktionskarte|Fraktionskarten}, verdeckt: Die Schädel trägt der Spieler nach dem Start auf seiner eigenen Kartenseite ein.",
			en: "Starts with {cards} {cards:faction card|faction cards}, face down: the player enters their skulls on their own cards page once the game has started.",
		},
		"newlegendary.territories": {de: "Gebiete und Einheiten", en: "Territories and units"},
		"newlegendary.territories_hint": {
			de: "Jedes Gebiet braucht mindestens eine Einheit. Die Zeilen darunter zählen mit, was ihr eintragt, gegen die Zahlen des Regelhefts.",
			en: "Every territory needs at least one unit. The lines below count what you enter against the rulebook's numbers.",
		},
		"newlegendary.territories_hint_flood": {
			de: "Jedes Gebiet braucht mindestens eine Einheit, ein Gebiet der neutralen Flood mindestens 2. Die Zeilen darunter zählen mit, was ihr eintragt, gegen die Zahlen des Regelhefts.",
			en: "Every territory needs at least one unit, a territory of the neutral Flood at least 2. The lines below count what you enter against the rulebook's numbers.",
		},
		"newlegendary.in_teams":          {de: "in Teams", en: "in teams"},
		"newlegendary.total_units":       {de: "Einheiten", en: "units"},
		"newlegendary.total_territories": {de: "Gebiete", en: "territories"},
		"newlegendary.create":            {de: "Spiel beginnen", en: "Start the game"},
		"newlegendary.back":              {de: "Zurück zu Modus und Spielern", en: "Back to mode and players"},
		"newlegendary.neutral_flood":     {de: "Neutrale Flood", en: "Neutral Flood"},
		"newlegendary.no_board": {
			de: "Wählt das Spielbrett (Hammer oder Anvil), auf dem ihr spielt.",
			en: "Choose the board you play on (Hammer or Anvil).",
		},
		"newlegendary.no_halves": {
			de: "Mit 3 bis 5 Spielern spielt man auf zwei verbundenen Brettern: Wählt beide Hälften.",
			en: "3 to 5 players play on two joined boards: choose both halves.",
		},
		"newlegendary.same_halves": {
			de: "Die zwei Hälften müssen verschiedene Bretter sein (Ringwelt: Inland Canyon und Pulse Grid 01; Forge: Hammer und Anvil).",
			en: "The two halves must be different boards (the Ring: Inland Canyon and Pulse Grid 01; Forge: Hammer and Anvil).",
		},
		"newlegendary.halves_clash": {
			de: "„{a}“ und „{b}“ lassen sich nicht zusammenlegen: Auf beiden Brettern gibt es ein Gebiet oder eine Region mit derselben Kennung.",
			en: "“{a}” and “{b}” cannot be joined: both boards have a territory or region with the same id.",
		},
		"newlegendary.pair_incomplete": {
			de: "Beim {n}. Paar mobiler Teleporter fehlt ein Gebiet: Wählt beide oder keines.",
			en: "The mobile teleporter pair {n} lacks a territory: choose both or none.",
		},
	})
}
