package legendary

import "herald/i18n"

// These are the game page's Halo Legendary sentences
// (views/legendary.templ): the hero's return, campaign cards, faction
// card abilities and the private cards page.

func init() { i18n.Add(pageWords) }

// pageWords are this file's sentences, by key.
var pageWords = map[string]i18n.Entry{
	"legendary.hero_deploy_title": {De: "Held zurück aufs Spielbrett", En: "Hero back on the board"},
	"legendary.hero_deploy_hint": {
		De: "Der Held von {player} wurde besiegt und kehrt zu Beginn dieses Zuges in ein beliebiges eigenes Gebiet zurück.",
		En: "{player}'s hero was defeated and returns to any own territory at the start of this turn.",
	},
	"legendary.hero_deploy_where":         {De: "Wohin?", En: "Where?"},
	"legendary.hero_deploy":               {De: "Held einsetzen", En: "Deploy hero"},
	"legendary.hero_fallen":               {De: "Held besiegt: kehrt zu Beginn des nächsten eigenen Zuges zurück", En: "Hero defeated: returns at the start of the next own turn"},
	"summary.points_title@halo_legendary": {De: "Kampagnenziele Runde für Runde", En: "Campaign objectives round by round"},
	"summary.points_chart@halo_legendary": {De: "Kampagnenziele je Spieler am Ende jeder Runde", En: "Campaign objectives per player at the end of each round"},
	"summary.points_desc@halo_legendary":  {De: "Die Kampagnenziele, nach denen dieses Spiel entschieden wird, am Ende jeder Runde; Runde 0 ist die Aufstellung.", En: "The campaign objectives that decide this game, at the end of each round; round 0 is the set-up."},
	"summary.points@halo_legendary":       {De: "Kampagnenziele", En: "Campaign objectives"},
	"legendary.campaigns":                 {De: "Kampagnen-Karten", En: "Campaign cards"},
	"legendary.campaigns_short":           {De: "Kampagnenziele", En: "Campaign objectives"},
	"legendary.completed_this_turn": {
		De: "{player} hat in diesem Zug die Karte „{tier}“ erfüllt: keine Fraktionskarte in diesem Zug.",
		En: "{player} completed the {tier} card this turn: no faction card this turn.",
	},
	"legendary.complete_hint": {
		De: "Nach den Angriffen kann {player} eine Kampagnen-Karte erfüllen (eine pro Zug). Herald prüft sie am Spielbrett; danach ist sie für alle aufgedeckt.",
		En: "After attacking, {player} may complete one campaign card (one per turn). Herald checks it against the board; then it lies face up for all.",
	},
	"legendary.complete_on_phone": {
		De: "{player} erfüllt Kampagnen-Karten auf dem eigenen Telefon: nur dort ist zu sehen, welche erfüllt sind.",
		En: "{player} completes campaign cards on their own phone: only there does it show which are met.",
	},
	"legendary.which_card":         {De: "Welche Karte?", En: "Which card?"},
	"legendary.table_confirms":     {De: "Der Tisch bestätigt sie (nur für Karten, die Herald nicht prüfen kann)", En: "The table confirms it (only for cards Herald cannot check)"},
	"legendary.complete":           {De: "Kampagnenziel erfüllen", En: "Complete campaign objective"},
	"legendary.side_progress":      {De: "{have} von {need} {need:Kampagnenziel|Kampagnenzielen}", En: "{have} of {need} campaign {need:objective|objectives}"},
	"legendary.own_cards":          {De: "Karten von {player}", En: "{player}'s cards"},
	"legendary.not_recorded":       {De: "noch nicht eingetragen", En: "not recorded yet"},
	"legendary.to_record":          {De: "{player}: Kampagnen-Karten eintragen", En: "{player}: record campaign cards"},
	"legendary.face_down":          {De: "verdeckt", En: "face down"},
	"legendary.confirmed_by_table": {De: "vom Tisch bestätigt", En: "confirmed by the table"},
	"legendary.verified":           {De: "von Herald geprüft", En: "checked by Herald"},
	"legendary.revealed":           {De: "aufgedeckt: die letzte offene Karte", En: "face up: the last card open"},
	"legendary.passed":             {De: "(vom ausgeschiedenen Verbündeten)", En: "(from the eliminated ally)"},
	"legendary.max_dice_note": {
		De: "{player} hat eine Verteidigungskarte gespielt: Die nächste Runde gegen {player} wird mit der größtmöglichen Zahl an Würfeln angegriffen; erst danach dürfen die Angriffe enden.",
		En: "{player} played a defence card: the next round against {player} is attacked with the most dice possible; only then may the attacks end.",
	},
	"legendary.neutral_defender": {
		De: "Die neutrale Flood würfelt nicht selbst: {player} würfelt ihre Verteidigung.",
		En: "The neutral Flood does not roll itself: {player} rolls its defence.",
	},
	"legendary.teleporter_pair": {De: "Mobiler Teleporter, Paar {n}", En: "Mobile teleporter, pair {n}"},
	"legendary.own_skulls": {
		De: "Eigene Fraktionskarten: {ones} mit 1 Schädel, {twos} mit 2 Schädeln.",
		En: "Own faction cards: {ones} with 1 skull, {twos} with 2 skulls.",
	},
	"legendary.own_taken_skulls": {
		De: "Genommene Karten (nur für Schädel): {ones} mit 1 Schädel, {twos} mit 2 Schädeln.",
		En: "Taken cards (skulls only): {ones} with 1 skull, {twos} with 2 skulls.",
	},
	"legendary.mark_teleporter": {De: "mobiler Teleporter, Paar 1 (beide Enden tragen dieselbe Nummer)", En: "mobile teleporter, pair 1 (both ends carry the same number)"},
	"boards.skull_chart":        {De: "Schädel-Legende (Halo Legendary)", En: "Skull legend (Halo Legendary)"},
	"boards.skull_chart_assumed": {
		De: "Noch nicht eingetragen: Vorausgefüllt sind die Werte von Halo Wars (mit ? = nicht bestätigt; das Regelheft nennt nur 4 Schädel → 7 Einheiten). Bitte von der Legende auf dem Spielbrett abschreiben und speichern.",
		En: "Not entered yet: prefilled with Halo Wars' values (? = not confirmed; the rulebook gives only 4 skulls → 7 units). Please copy the legend printed on the board and save.",
	},
	"boards.skull_chart_entered": {De: "Von der Legende auf dem Spielbrett eingetragen.", En: "Entered from the legend printed on the board."},
	"boards.skull_row":           {De: "{skulls} Schädel → Einheiten", En: "{skulls} {skulls:skull|skulls} → units"},
	"legendary.enter_skulls_hint": {
		De: "{cards} deiner Fraktionskarten {cards:ist|sind} noch nicht eingetragen (die Startkarten liegen verdeckt aus). Bitte ihre Schädel von {cards:der Karte|den Karten} abschreiben: Nur diese Seite zeigt sie.",
		En: "{cards} of your faction cards {cards:is|are} not entered yet (the starting cards are dealt face down). Please copy {cards:its skulls from the card|their skulls from the cards}: only this page shows them.",
	},
	"legendary.enter_skulls_card": {De: "Karte {n} von {of}: Schädel?", En: "Card {n} of {of}: skulls?"},
	"legendary.enter_skulls_taken_card": {
		De: "Genommene Karte {n} von {of} (von einem ausgeschiedenen Spieler): Schädel?",
		En: "Taken card {n} of {of} (from an eliminated player): skulls?",
	},
	"legendary.enter_skulls":   {De: "Schädel eintragen", En: "Enter the skulls"},
	"legendary.skulls_entered": {De: "Schädel eingetragen.", En: "Skulls entered."},
	"legendary.private_note": {
		De: "Nur {player} schaut hierher: Diese Karten sind geheim, bis sie erfüllt oder aufgedeckt sind.",
		En: "Only {player} looks here: these cards are secret until completed or revealed.",
	},
	"legendary.mission_unknown": {De: "Inhalt unbekannt (aus einer Spieldatei ohne verdeckte Karten)", En: "Content unknown (from a game file without its hidden cards)"},
	"legendary.record_again":    {De: "Bitte unten neu eintragen.", En: "Please record it again below."},
	"legendary.table_card_hint": {De: "Diese Karte prüft der Tisch, nicht Herald.", En: "The table checks this card, not Herald."},
	"legendary.met_now":         {De: "Jetzt erfüllt: Nach den Angriffen auf der Spielseite erfüllen.", En: "Completed now: complete it on the game page after attacking."},
	"legendary.not_met_now":     {De: "Jetzt noch nicht erfüllt.", En: "Not completed yet."},
	"legendary.checked_on_turn": {De: "Herald prüft sie in deinem Zug.", En: "Herald checks it on your turn."},
	"legendary.record_title":    {De: "Karte eintragen", En: "Record a card"},
	"legendary.record_hint": {
		De: "Die Kartentexte sind nicht öffentlich: Wähle das Muster, das zu deiner Karte passt, mit ihrer Zahl oder ihren Regionen. Passt keines, prüft der Tisch die Karte. Bis sie erfüllt ist, lässt sie sich neu eintragen.",
		En: "The card texts are not public: pick the pattern that fits your card, with its number or regions. If none fits, the table checks the card. Until it is completed it can be recorded again.",
	},
	"legendary.record_mission":            {De: "Mission", En: "Mission"},
	"legendary.patterns":                  {De: "Muster", En: "Patterns"},
	"legendary.presets":                   {De: "Wie bei Halo Wars / Warhammer 40k", En: "As in Halo Wars / Warhammer 40k"},
	"legendary.record_n":                  {De: "Zahl auf der Karte (N)", En: "Number on the card (N)"},
	"legendary.record_regions":            {De: "Regionen auf der Karte", En: "Regions on the card"},
	"legendary.record_text":               {De: "Kartentext (freiwillig)", En: "Card text (optional)"},
	"legendary.record":                    {De: "Karte eintragen", En: "Record card"},
	"legendary.recorded":                  {De: "Karte eingetragen.", En: "Card recorded."},
	"legendary.dots_only":                 {De: "One-on-One spielt nur mit den Kampagnen-Karten mit „••“ unten links.", En: "One-on-One plays only the campaign cards with “••” in the lower left corner."},
	"legendary.no_own_cards":              {De: "Noch keine Karte eingetragen: Bitte alle drei Karten (Einfach, Heldenhaft, Legendär) so eintragen, wie sie auf der Hand liegen.", En: "No card recorded yet: please record all three cards (Easy, Heroic, Legendary) as they are in your hand."},
	"legendary.back_to_game":              {De: "Zurück zum Spiel", En: "Back to the game"},
	"preset.halowars_territories_18":      {De: "Halo Wars: Kontrolliere mindestens 18 Gebiete", En: "Halo Wars: Control at least 18 territories"},
	"preset.halowars_territories_10_turn": {De: "Halo Wars: Erobere mindestens 10 Gebiete in einem Zug", En: "Halo Wars: Take over at least 10 territories in one turn"},
	"preset.halowars_enemy_base_1":        {De: "Halo Wars: Kontrolliere mindestens 1 gegnerische Basis", En: "Halo Wars: Control at least 1 enemy base"},
	"preset.halowars_enemy_bases_2":       {De: "Halo Wars: Kontrolliere mindestens 2 gegnerische Basen", En: "Halo Wars: Control at least 2 enemy bases"},
	"preset.halowars_sectors_2":           {De: "Halo Wars: Kontrolliere 2 ganze Sektoren", En: "Halo Wars: Control every territory of 2 sectors"},
	"preset.halowars_sector_from_none":    {De: "Halo Wars: Erobere einen Sektor, in dem du zu Beginn des Zuges nichts hattest", En: "Halo Wars: Take a sector where you held nothing at the start of the turn"},
	"preset.wh40k_take_6":                 {De: "Warhammer 40k: Erobre 6 Gebiete in einem Zug", En: "Warhammer 40k: Conquer 6 territories in one turn"},
	"preset.wh40k_take_4":                 {De: "Warhammer 40k: Erobre 4 Gebiete in einem Zug", En: "Warhammer 40k: Conquer 4 territories in one turn"},
	"preset.wh40k_destroy_12":             {De: "Warhammer 40k: Zerstöre 12 gegnerische Einheiten in einem Zug", En: "Warhammer 40k: Destroy 12 enemy units in one turn"},
	"preset.wh40k_destroy_7":              {De: "Warhammer 40k: Zerstöre 7 gegnerische Einheiten in einem Zug", En: "Warhammer 40k: Destroy 7 enemy units in one turn"},
	"preset.wh40k_leaders_2":              {De: "Warhammer 40k: Besiege 2 Anführer in einem Zug", En: "Warhammer 40k: Defeat 2 leaders in one turn"},
	"preset.wh40k_regions_4_turn":         {De: "Warhammer 40k: Erobre mindestens 1 Gebiet in 4 Regionen in einem Zug", En: "Warhammer 40k: Conquer at least 1 territory in 4 regions in one turn"},
}
