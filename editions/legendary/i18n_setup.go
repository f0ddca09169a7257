package legendary

import "herald/i18n"

// These are the words of the Halo Legendary set-up page
// (views/newlegendary.templ, handlers/newlegendary.go). The German follows
// the rulebook (Schlachtfeld, Ringwelt, mobile Teleporter, Allianz).

func init() { i18n.Add(setupWords) }

// setupWords are this file's sentences, by key.
var setupWords = map[string]i18n.Entry{
	"edition.halo_legendary": {De: "RISIKO Halo Legendary", En: "RISK Halo Legendary"},
	"newlegendary.no_boards": {
		De: "Noch gibt es kein Spielbrett für Halo Legendary. Die Pläne der Edition (Hammer, Anvil, Inland Canyon, Pulse Grid 01) sind nicht öffentlich: Tragt euer Brett einmal im Bretteditor ein (Edition „RISIKO Halo Legendary“), dann geht es hier weiter.",
		En: "There is no Halo Legendary board yet. The edition's boards (Hammer, Anvil, Inland Canyon, Pulse Grid 01) are not public: enter yours once in the board editor (edition “RISK Halo Legendary”), then come back here.",
	},
	"newlegendary.to_boards":    {De: "Zum Bretteditor", En: "Open the board editor"},
	"newlegendary.mode":         {De: "Spielmodus", En: "Mode"},
	"newlegendary.slayer_teams": {De: "Slayer in Teams (4–5 Spieler: UNSC gegen Allianz, zu fünft mit der Flood)", En: "Slayer in teams (4–5 players: UNSC against Covenant, with the Flood for five)"},
	"newlegendary.players":      {De: "Spieler und Armeen", En: "Players and armies"},
	"newlegendary.order_hint": {
		De: "In Zugreihenfolge: Platz 1 beginnt. Leere Plätze bleiben frei. „Herald wählt“ verteilt die Armeen so, wie der Modus es verlangt: One-on-One UNSC gegen Allianz (die neutrale Flood stellt Herald dazu); im Teamspiel UNSC und Allianz abwechselnd, Verbündete nie nacheinander, zu fünft die Flood auf Platz 1.",
		En: "In turn order: seat 1 starts. Empty seats are left out. “Herald chooses” gives the armies the mode asks for: One-on-One UNSC against Covenant (Herald adds the neutral Flood); in team play UNSC and Covenant by turns, allies never in a row, with five the Flood in seat 1.",
	},
	"newlegendary.seat":           {De: "Platz {seat}", En: "Seat {seat}"},
	"newlegendary.army":           {De: "Armee", En: "Army"},
	"newlegendary.army_auto":      {De: "Herald wählt", En: "Herald chooses"},
	"newlegendary.field_one":      {De: "Schlachtfeld für 2 Spieler: Hammer oder Anvil", En: "Battlefield for 2 players: Hammer or Anvil"},
	"newlegendary.field_two":      {De: "Schlachtfeld für 3–5 Spieler: Ringwelt oder Forge", En: "Battlefield for 3–5 players: the Ring or Forge"},
	"newlegendary.field_two_hint": {De: "Zwei Spielbretter, durch mobile Teleporter verbunden: die Ringwelt aus Inland Canyon und Pulse Grid 01, Forge aus Hammer und Anvil.", En: "Two boards joined by mobile teleporters: the Ring of Inland Canyon and Pulse Grid 01, Forge of Hammer and Anvil."},
	"newlegendary.one_board_only": {
		De: "Für die Ringwelt oder Forge braucht ihr zwei eingetragene Bretter.",
		En: "The Ring or Forge needs two boards entered.",
	},
	"newlegendary.half_a":       {De: "Erste Hälfte", En: "First half"},
	"newlegendary.half_b":       {De: "Zweite Hälfte", En: "Second half"},
	"newlegendary.choose_board": {De: "– Brett wählen –", En: "– choose a board –"},
	"newlegendary.teleporters":  {De: "Mobile Teleporter", En: "Mobile teleporters"},
	"newlegendary.teleporters_hint": {
		De: "„Nur der letzte Spieler“ gibt es ab 3 Spielern, „1 Paar pro Team“ nur im Teamspiel (bei 2-2-1 setzt der Flood-Spieler beide Teleporter seines Paares).",
		En: "“Only the last player” needs 3 or more players, “1 pair per team” team play (in 2-2-1 the Flood player places both teleporters of his pair).",
	},
	"newlegendary.next":  {De: "Weiter: Aufstellung eintragen", En: "Next: enter the set-up"},
	"newlegendary.count": {De: "{count} Spieler", En: "{count} {count:player|players}"},
	"newlegendary.grid_hint": {
		De: "Herald hat einen Vorschlag nach dem Regelheft eingetragen: Gebiete reihum zufällig beansprucht, die übrigen Einheiten gleichmäßig verteilt. Stellt alles so ein, wie es auf eurem Brett steht.",
		En: "Herald has filled in a proposal by the rulebook: territories claimed round the table at random, the other units spread evenly. Set everything as it stands on your board.",
	},
	"newlegendary.pairs_hint": {
		De: "Die mobilen Teleporter werden als Erstes platziert: jedes Paar auf 2 Gebiete, die nicht verbunden sind, nie 2 im gleichen Gebiet; auf Ringwelt und Forge ein Teleporter auf jeder Hälfte. Ein Paar, das nicht aufgestellt wird, bleibt leer.",
		En: "The mobile teleporters are placed first: each pair on 2 territories that are not connected, never 2 in one territory; on the Ring and Forge one teleporter on each half. Leave a pair nobody places empty.",
	},
	"newlegendary.pair_player":  {De: "Paar von {who}", En: "{who}'s pair"},
	"newlegendary.pair_last":    {De: "Paar von {who} (als Letzter am Zug)", En: "{who}'s pair (last in turn order)"},
	"newlegendary.pair_team":    {De: "Paar des Teams {who}", En: "Pair of the team {who}"},
	"newlegendary.pair_alone":   {De: "Paar von {who} (setzt beide Teleporter)", En: "{who}'s pair (places both teleporters)"},
	"newlegendary.pair_on":      {De: "Teleporter auf {half}", En: "Teleporter on {half}"},
	"newlegendary.pair_end":     {De: "Teleporter {n}", En: "Teleporter {n}"},
	"newlegendary.no_pair":      {De: "– keiner –", En: "– none –"},
	"newlegendary.bases_heroes": {De: "Basen und Helden", En: "Bases and heroes"},
	"newlegendary.heroes":       {De: "Helden (Slayer: ohne Basen)", En: "Heroes (Slayer: no bases)"},
	"newlegendary.base":         {De: "Basis in", En: "Base in"},
	"newlegendary.hero":         {De: "Held in", En: "Hero in"},
	"newlegendary.battlefield_unknown": {
		De: "„{field}“ ist keines der Schlachtfelder des Regelhefts: zu zweit Hammer oder Anvil, zu dritt bis fünft die Ringwelt (Inland Canyon + Pulse Grid 01) oder Forge (Anvil + Hammer). Wenn die Spielbretter nur anders heißen, einfach weiterspielen.",
		En: "“{field}” is none of the rulebook's battlefields: Hammer or Anvil for 2 players, the Ring (Inland Canyon + Pulse Grid 01) or Forge (Anvil + Hammer) for 3 to 5. If your boards are only named otherwise, just play on.",
	},
	"newlegendary.start_cards_private": {
		De: "Beginnt mit {cards} {cards:Fraktionskarte|Fraktionskarten}, verdeckt: Die Schädel trägt der Spieler nach dem Start auf seiner eigenen Kartenseite ein.",
		En: "Starts with {cards} {cards:faction card|faction cards}, face down: the player enters their skulls on their own cards page once the game has started.",
	},
	"newlegendary.territories": {De: "Gebiete und Einheiten", En: "Territories and units"},
	"newlegendary.territories_hint": {
		De: "Jedes Gebiet braucht mindestens eine Einheit. Die Zeilen darunter zählen mit, was ihr eintragt, gegen die Zahlen des Regelhefts.",
		En: "Every territory needs at least one unit. The lines below count what you enter against the rulebook's numbers.",
	},
	"newlegendary.territories_hint_flood": {
		De: "Jedes Gebiet braucht mindestens eine Einheit, ein Gebiet der neutralen Flood mindestens 2. Die Zeilen darunter zählen mit, was ihr eintragt, gegen die Zahlen des Regelhefts.",
		En: "Every territory needs at least one unit, a territory of the neutral Flood at least 2. The lines below count what you enter against the rulebook's numbers.",
	},
	"newlegendary.in_teams":          {De: "in Teams", En: "in teams"},
	"newlegendary.total_units":       {De: "Einheiten", En: "units"},
	"newlegendary.total_territories": {De: "Gebiete", En: "territories"},
	"newlegendary.create":            {De: "Spiel beginnen", En: "Start the game"},
	"newlegendary.back":              {De: "Zurück zu Modus und Spielern", En: "Back to mode and players"},
	"newlegendary.neutral_flood":     {De: "Neutrale Flood", En: "Neutral Flood"},
	"newlegendary.no_board": {
		De: "Wählt das Spielbrett (Hammer oder Anvil), auf dem ihr spielt.",
		En: "Choose the board you play on (Hammer or Anvil).",
	},
	"newlegendary.no_halves": {
		De: "Mit 3 bis 5 Spielern spielt man auf zwei verbundenen Brettern: Wählt beide Hälften.",
		En: "3 to 5 players play on two joined boards: choose both halves.",
	},
	"newlegendary.same_halves": {
		De: "Die zwei Hälften müssen verschiedene Bretter sein (Ringwelt: Inland Canyon und Pulse Grid 01; Forge: Hammer und Anvil).",
		En: "The two halves must be different boards (the Ring: Inland Canyon and Pulse Grid 01; Forge: Hammer and Anvil).",
	},
	"newlegendary.halves_clash": {
		De: "„{a}“ und „{b}“ lassen sich nicht zusammenlegen: Auf beiden Brettern gibt es ein Gebiet oder eine Region mit derselben Kennung.",
		En: "“{a}” and “{b}” cannot be joined: both boards have a territory or region with the same id.",
	},
	"newlegendary.pair_incomplete": {
		De: "Beim {n}. Paar mobiler Teleporter fehlt ein Gebiet: Wählt beide oder keines.",
		En: "The mobile teleporter pair {n} lacks a territory: choose both or none.",
	},
}
