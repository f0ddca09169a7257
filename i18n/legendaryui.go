package i18n

// legendaryui.go holds the game page's Halo Legendary sentences
// (views/legendary.templ): the hero's return, campaign cards, faction
// card abilities and the private cards page.

func init() {
	add(map[string]entry{
		"legendary.hero_deploy_title": {de: "Held zurück aufs Spielbrett", en: "Hero back on the board"},
		"legendary.hero_deploy_hint": {
			de: "Der Held von {player} wurde besiegt und kehrt zu Beginn dieses Zuges in ein beliebiges eigenes Gebiet zurück.",
			en: "{player}'s hero was defeated and returns to any own territory at the start of this turn.",
		},
		"legendary.hero_deploy_where": {de: "Wohin?", en: "Where?"},
		"legendary.hero_deploy":       {de: "Held einsetzen", en: "Deploy hero"},
		"legendary.hero_fallen":       {de: "Held besiegt: kehrt zu Beginn des nächsten eigenen Zuges zurück", en: "Hero defeated: returns at the start of the next own turn"},
		"legendary.hero_moves_in": {
			de: "Der Held hat mitgekämpft und zieht mit den erobernden Einheiten ein.",
			en: "The hero fought and moves in with the conquering units.",
		},
		"legendary.campaigns":       {de: "Kampagnen-Karten", en: "Campaign cards"},
		"legendary.campaigns_short": {de: "Kampagnenziele", en: "Campaign objectives"},
		"legendary.completed_this_turn": {
			de: "{player} hat in diesem Zug die Karte „{tier}“ erfüllt: keine Fraktionskarte in diesem Zug.",
			en: "{player} completed the {tier} card this turn: no faction card this turn.",
		},
		"legendary.complete_hint": {
			de: "Nach den Angriffen kann {player} eine Kampagnen-Karte erfüllen (eine pro Zug). Herald prüft sie am Spielbrett; danach ist sie für alle aufgedeckt.",
			en: "After attacking, {player} may complete one campaign card (one per turn). Herald checks it against the board; then it lies face up for all.",
		},
		"legendary.which_card":         {de: "Welche Karte?", en: "Which card?"},
		"legendary.table_confirms":     {de: "Der Tisch bestätigt sie (nur für Karten, die Herald nicht prüfen kann)", en: "The table confirms it (only for cards Herald cannot check)"},
		"legendary.complete":           {de: "Kampagnenziel erfüllen", en: "Complete campaign objective"},
		"legendary.side_progress":      {de: "{have} von {need} Kampagnenzielen", en: "{have} of {need} campaign objectives"},
		"legendary.own_cards":          {de: "Karten von {player}", en: "{player}'s cards"},
		"legendary.not_recorded":       {de: "noch nicht eingetragen", en: "not recorded yet"},
		"legendary.face_down":          {de: "verdeckt", en: "face down"},
		"legendary.confirmed_by_table": {de: "vom Tisch bestätigt", en: "confirmed by the table"},
		"legendary.verified":           {de: "von Herald geprüft", en: "checked by Herald"},
		"legendary.revealed":           {de: "aufgedeckt: die letzte offene Karte", en: "face up: the last card open"},
		"legendary.passed":             {de: "(vom ausgeschiedenen Verbündeten)", en: "(from the eliminated ally)"},
		"legendary.faction_title":      {de: "Fähigkeit einer Fraktionskarte", en: "A faction card's ability"},
		"legendary.faction_hint": {
			de: "Eine Karte wird für ihre Fähigkeit oder für ihre Schädel genutzt, nie für beides: Sie geht danach ab. Die Wirkung steht auf der Karte; Herald hält nur fest, dass sie gespielt wurde.",
			en: "A card is used for its ability or its skulls, never both: it is discarded. The effect is printed on the card; Herald only records that it was played.",
		},
		"legendary.faction_who":       {de: "Wer spielt sie?", en: "Who plays it?"},
		"legendary.faction_defensive": {de: "Zur Verteidigung gegen eine angekündigte Invasion", en: "In defence against an invasion just declared"},
		"legendary.faction_play":      {de: "Karte ausspielen", en: "Play card"},
		"legendary.max_dice_note": {
			de: "Der Verteidiger hat eine Verteidigungskarte gespielt: Diese Schlacht wird mit der größtmöglichen Zahl an Würfeln angegriffen.",
			en: "The defender played a defence card: this battle is attacked with the most dice possible.",
		},
		"legendary.neutral_defender": {
			de: "Die neutrale Flood würfelt nicht selbst: {player} würfelt ihre Verteidigung.",
			en: "The neutral Flood does not roll itself: {player} rolls its defence.",
		},
		"legendary.transfer_from":   {de: "Die eine eigene Einheit kommt aus", en: "The one own unit comes from"},
		"legendary.teleporter_pair": {de: "Mobiler Teleporter, Paar {n}", en: "Mobile teleporter, pair {n}"},
		"legendary.taken_hint": {
			de: "Dazu {cards} Fraktionskarte(n) ausgeschiedener Spieler (nur für Schädel), getrennt gehalten:",
			en: "And {cards} faction card(s) of eliminated players (skulls only), kept apart:",
		},
		"legendary.own_skulls": {
			de: "Eigene Fraktionskarten: {ones} mit 1 Schädel, {twos} mit 2 Schädeln.",
			en: "Own faction cards: {ones} with 1 skull, {twos} with 2 skulls.",
		},
		"legendary.own_taken_skulls": {
			de: "Genommene Karten (nur für Schädel): {ones} mit 1 Schädel, {twos} mit 2 Schädeln.",
			en: "Taken cards (skulls only): {ones} with 1 skull, {twos} with 2 skulls.",
		},
		"legendary.mark_base":       {de: "Basis", en: "base"},
		"legendary.mark_hero":       {de: "Held", en: "hero"},
		"legendary.mark_teleporter": {de: "mobiler Teleporter, Paar 1 (beide Enden tragen dieselbe Nummer)", en: "mobile teleporter, pair 1 (both ends carry the same number)"},
		"history.correct_many":      {de: "Korrektur: {count} Angaben am Spielbrett (aufklappen)", en: "Correction: {count} changes on the board (open)"},
		"legendary.skull_chart_note": {
			de: "Farbig = nicht bestätigt: Das Regelheft nennt nur 4 Schädel → 7 Einheiten und verweist auf die Legende auf dem Spielbrett. Die übrigen Werte sind die von Halo Wars: Bitte mit der Legende vergleichen.",
			en: "Coloured = not confirmed: the rulebook gives only 4 skulls → 7 units and points to the legend printed on the board. The other values are Halo Wars': please compare them with the legend.",
		},
		"legendary.skulls":         {de: "Schädel", en: "Skulls"},
		"legendary.card_count_one": {de: "1 Fraktionskarte", en: "1 faction card"},
		"legendary.card_count":     {de: "{cards} Fraktionskarten", en: "{cards} faction cards"},
		"legendary.taken_count":    {de: "und {cards} genommene", en: "and {cards} taken"},
		"legendary.trade_hint": {
			de: "{player} tauscht einmal pro Zug Fraktionskarten mit 2 bis 10 Schädeln ein. Wie viele Karten mit 1 und mit 2 Schädeln? (Der Inhalt der Karten bleibt geheim: Herald zeigt ihn hier nicht.)",
			en: "{player} turns in faction cards worth 2 to 10 skulls, once a turn. How many cards with 1 and with 2 skulls? (The cards' content stays secret: Herald does not show it here.)",
		},
		"legendary.private_note": {
			de: "Nur {player} schaut hierher: Diese Karten sind geheim, bis sie erfüllt oder aufgedeckt sind.",
			en: "Only {player} looks here: these cards are secret until completed or revealed.",
		},
		"legendary.table_card_hint": {de: "Diese Karte prüft der Tisch, nicht Herald.", en: "The table checks this card, not Herald."},
		"legendary.met_now":         {de: "Jetzt erfüllt: Nach den Angriffen auf der Spielseite erfüllen.", en: "Completed now: complete it on the game page after attacking."},
		"legendary.not_met_now":     {de: "Jetzt noch nicht erfüllt.", en: "Not completed yet."},
		"legendary.checked_on_turn": {de: "Herald prüft sie in deinem Zug.", en: "Herald checks it on your turn."},
		"legendary.record_title":    {de: "Karte eintragen", en: "Record a card"},
		"legendary.record_hint": {
			de: "Die Kartentexte sind nicht öffentlich: Wähle das Muster, das zu deiner Karte passt, mit ihrer Zahl oder ihren Regionen. Passt keines, prüft der Tisch die Karte. Bis sie erfüllt ist, lässt sie sich neu eintragen.",
			en: "The card texts are not public: pick the pattern that fits your card, with its number or regions. If none fits, the table checks the card. Until it is completed it can be recorded again.",
		},
		"legendary.record_mission": {de: "Mission", en: "Mission"},
		"legendary.patterns":       {de: "Muster", en: "Patterns"},
		"legendary.presets":        {de: "Wie bei Halo Wars / Warhammer 40k", en: "As in Halo Wars / Warhammer 40k"},
		"legendary.record_n":       {de: "Zahl auf der Karte (N)", en: "Number on the card (N)"},
		"legendary.record_regions": {de: "Regionen auf der Karte", en: "Regions on the card"},
		"legendary.record_text":    {de: "Kartentext (freiwillig)", en: "Card text (optional)"},
		"legendary.record":         {de: "Karte eintragen", en: "Record card"},
		"legendary.recorded":       {de: "Karte eingetragen.", en: "Card recorded."},
		"legendary.dots_only":      {de: "One-on-One spielt nur mit den Kampagnen-Karten mit „••“ unten links.", en: "One-on-One plays only the campaign cards with “••” in the lower left corner."},
		"legendary.faction_cards":  {de: "Fraktionskarten", en: "Faction cards"},
		"legendary.no_own_cards":   {de: "Noch keine Karte eingetragen: Bitte alle drei Karten (Einfach, Heldenhaft, Legendär) so eintragen, wie sie auf der Hand liegen.", en: "No card recorded yet: please record all three cards (Easy, Heroic, Legendary) as they are in your hand."},
		"maneuver.hint_halo":       {de: "Einmal pro Zug, nur durch eigene Gebiete (im Team auch durch die des Partners, Ziel ist ein eigenes; Teleporter verbinden). Eine Einheit bleibt zurück.", en: "Once per turn, only through your own territories (in a team also your ally's, ending on your own; teleporters connect). One unit stays behind."},
		"legendary.back_to_game":   {de: "Zurück zum Spiel", en: "Back to the game"},

		"preset.halowars_territories_18":      {de: "Halo Wars: Kontrolliere mindestens 18 Gebiete", en: "Halo Wars: Control at least 18 territories"},
		"preset.halowars_territories_10_turn": {de: "Halo Wars: Erobere mindestens 10 Gebiete in einem Zug", en: "Halo Wars: Take over at least 10 territories in one turn"},
		"preset.halowars_enemy_base_1":        {de: "Halo Wars: Kontrolliere mindestens 1 gegnerische Basis", en: "Halo Wars: Control at least 1 enemy base"},
		"preset.halowars_enemy_bases_2":       {de: "Halo Wars: Kontrolliere mindestens 2 gegnerische Basen", en: "Halo Wars: Control at least 2 enemy bases"},
		"preset.halowars_sectors_2":           {de: "Halo Wars: Kontrolliere 2 ganze Sektoren", en: "Halo Wars: Control every territory of 2 sectors"},
		"preset.halowars_sector_from_none":    {de: "Halo Wars: Erobere einen Sektor, in dem du zu Beginn des Zuges nichts hattest", en: "Halo Wars: Take a sector where you held nothing at the start of the turn"},
		"preset.wh40k_take_6":                 {de: "Warhammer 40k: Erobre 6 Gebiete in einem Zug", en: "Warhammer 40k: Conquer 6 territories in one turn"},
		"preset.wh40k_take_4":                 {de: "Warhammer 40k: Erobre 4 Gebiete in einem Zug", en: "Warhammer 40k: Conquer 4 territories in one turn"},
		"preset.wh40k_destroy_12":             {de: "Warhammer 40k: Zerstöre 12 gegnerische Einheiten in einem Zug", en: "Warhammer 40k: Destroy 12 enemy units in one turn"},
		"preset.wh40k_destroy_7":              {de: "Warhammer 40k: Zerstöre 7 gegnerische Einheiten in einem Zug", en: "Warhammer 40k: Destroy 7 enemy units in one turn"},
		"preset.wh40k_leaders_2":              {de: "Warhammer 40k: Besiege 2 Anführer in einem Zug", en: "Warhammer 40k: Defeat 2 leaders in one turn"},
		"preset.wh40k_regions_4_turn":         {de: "Warhammer 40k: Erobre mindestens 1 Gebiet in 4 Regionen in einem Zug", en: "Warhammer 40k: Conquer at least 1 territory in 4 regions in one turn"},
	})
}
