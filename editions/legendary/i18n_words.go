package legendary

import "herald/i18n"

// These are Halo Legendary's own wording of sentences
// other editions share ("key@halo_legendary", see views.EditionKey): the
// German rulebook (seed 000) speaks of Fraktionskarten and Schädel, of
// Kampagnen-Karten and Helden; it has no hand limit, no cannons, no
// achievements and no Basic Training.

func init() { i18n.Add(ownWording) }

// ownWording are this file's sentences, by key.
var ownWording = map[string]i18n.Entry{
	"player.neutral@halo_legendary": {De: "neutrale Flood", En: "neutral Flood"},
	"setup.start_cards@halo_legendary": {
		De: "{player} beginnt laut Regel mit {want} {want:Fraktionskarte|Fraktionskarten}: zu viert der 4. Spieler eine, zu fünft der 4. eine und der 5. zwei; bei Team Objective zu viert der 3. und 4., zu fünft der 4. und 5. je eine; sonst keiner.",
		En: "The rules start {player} with {want} {want:faction card|faction cards}: with 4 players the 4th player one, with 5 the 4th one and the 5th two; in Team Objective with 4 the 3rd and 4th, with 5 the 4th and 5th one each; nobody else.",
	},
	"trade.not_now@halo_legendary": {
		De: "Fraktionskarten werden nur zu Beginn des Zuges, beim Verteilen der Verstärkung, gegen Einheiten eingetauscht.",
		En: "Faction cards are turned in for units only at the start of the turn, while placing reinforcements.",
	},
	"draw.no_conquest@halo_legendary": {
		De: "Eine Fraktionskarte gibt es nur, wenn in diesem Zug mindestens 1 feindliches Gebiet erobert wurde.",
		En: "A faction card is drawn only after conquering at least 1 enemy territory this turn.",
	},
	"claim.after_maneuver@halo_legendary": {
		De: "Eine Kampagnen-Karte erfüllt man nach den Angriffen und vor dem Manöver: Nach dem Manöver geht das in diesem Zug nicht mehr.",
		En: "A campaign card is completed after the attacks and before the maneuver: after the maneuver it is too late this turn.",
	},
	"history.compared@halo_legendary": {
		De: "Mit dem Bonus der Helden verglichen: {attack} gegen {defend}.",
		En: "Compared with the heroes' bonus: {attack} against {defend}.",
	},
	"end.last_standing@halo_legendary": {
		De: "Nur noch eine Seite ist im Spiel: Alle anderen Spieler sind ausgeschieden (die neutrale Flood zählt nicht).",
		En: "Only one side is left in the game: every other player has been eliminated (the neutral Flood does not count).",
	},
	"history.eliminated@halo_legendary": {
		De: "{loser} hat das letzte Gebiet verloren und scheidet aus; {player} bekommt die Fraktionskarten (nur für Schädel).",
		En: "{loser} lost their last territory and is out; {player} takes their faction cards (skulls only).",
	},
	"draw.point_cards@halo_legendary": {
		De: "Bitte die Schädel jeder gezogenen Fraktionskarte angeben, genau {count} {count:Karte|Karten}.",
		En: "Please give the skulls of each faction card drawn, exactly {count} {count:card|cards}.",
	},
	"history.trade_points@halo_legendary": {
		De: "{player} tauschte Fraktionskarten mit {points} {points:Schädel|Schädeln} gegen {value} {value:Einheit|Einheiten} ein.",
		En: "{player} turned in faction cards with {points} {points:skull|skulls} for {value} {value:unit|units}.",
	},
	// A card's number 1 in the singular.
	"mission.hold_territories_one":          {De: "Kontrolliere mindestens 1 Gebiet", En: "Control at least 1 territory"},
	"mission.hold_region_count_one":         {De: "Kontrolliere 1 ganze Region", En: "Control 1 whole region"},
	"mission.take_territories_turn_one":     {De: "Erobere 1 Gebiet in einem Zug", En: "Take 1 territory in one turn"},
	"mission.enemy_bases_one":               {De: "Kontrolliere 1 gegnerische Basis", En: "Control 1 enemy base"},
	"mission.destroy_units_turn_one":        {De: "Vernichte 1 gegnerische Einheit in einem Zug", En: "Destroy 1 enemy unit in one turn"},
	"mission.defeat_heroes_turn_one":        {De: "Besiege 1 Helden in einem Zug", En: "Defeat 1 hero in one turn"},
	"mission.regions_touched_turn_one":      {De: "Erobere in einem Zug ein Gebiet in 1 Region", En: "Take a territory in 1 region in one turn"},
	"points.trade_ones@halo_legendary":      {De: "Karten mit 1 Schädel", En: "Cards with 1 skull"},
	"points.trade_twos@halo_legendary":      {De: "Karten mit 2 Schädeln", En: "Cards with 2 skulls"},
	"points.points@halo_legendary":          {De: "Schädel", En: "Skulls"},
	"points.card@halo_legendary":            {De: "Fraktionskarte {n}: wie viele Schädel?", En: "Faction card {n}: how many skulls?"},
	"points.card_one@halo_legendary":        {De: "Die gezogene Fraktionskarte: wie viele Schädel?", En: "The faction card drawn: how many skulls?"},
	"points.draw_on_phone@halo_legendary":   {De: "{player} trägt die Schädel auf dem eigenen Telefon ein ({count} {count:Fraktionskarte|Fraktionskarten} gezogen): Ihr Inhalt ist geheim.", En: "{player} enters the skulls on their own phone ({count} faction {count:card|cards} drawn): what they show is secret."},
	"reinforce.trade_points@halo_legendary": {De: "{points} Schädel eingetauscht", En: "{points} {points:skull|skulls} turned in"},

	// The shared point-card refusals, history, hand correction and board
	// editor in skulls, as the core said them before it said points.
	"cards.points_bad@halo_legendary": {De: "Eine Karte zeigt 1 oder 2 Schädel, nicht {points}.", En: "A card shows 1 or 2 skulls, not {points}."},
	"trade.points_only@halo_legendary": {
		De: "In dieser Edition zählen beim Eintauschen nur die Schädel: Bitte die Schädel der Karten angeben, nicht die Gebiete.",
		En: "In this edition only the skulls count when trading in: please give the skulls of the cards, not their territories.",
	},
	"trade.points_not_in_hand@halo_legendary": {De: "Der Spieler am Zug hat keine (weitere) Karte mit {points} {points:Schädel|Schädeln} auf der Hand.", En: "The player whose turn it is holds no (further) card with {points} {points:skull|skulls}."},
	"trade.points_total@halo_legendary":       {De: "{points} Schädel {points:lässt|lassen} sich nicht eintauschen: Erlaubt sind 2 bis 10 Schädel auf einmal.", En: "{points} {points:skull|skulls} cannot be turned in: 2 to 10 skulls at a time are allowed."},
	"draw.not_this_edition@halo_legendary": {
		De: "Das passt nicht zu dieser Edition: In einer Edition mit Schädel-Karten gibt man von jeder gezogenen Karte nur die Schädel an und stellt gefallene Helden zurück, in den anderen Editionen nennt man die gezogene Karte selbst.",
		En: "That does not fit this edition: in an edition of skull cards you give only the skulls of each card drawn and put fallen heroes back, in the other editions you name the card drawn.",
	},
	"points.unentered@halo_legendary": {
		De: "{player} hat noch {cards} {cards:Fraktionskarte, deren Schädel nicht eingetragen ist|Fraktionskarten, deren Schädel nicht eingetragen sind}: Bitte zuerst auf der eigenen Kartenseite eintragen (der Inhalt bleibt dort geheim).",
		En: "{player} still holds {cards} {cards:faction card|faction cards} whose skulls are not entered: please enter them on the player's own cards page first (their content stays secret there).",
	},
	"history.end_turn_points@halo_legendary": {
		De: "{player} beendete den Zug und zog {cards} {cards:Karte|Karten} mit zusammen {points} {points:Schädel|Schädeln}.",
		En: "{player} ended the turn and drew {cards} {cards:card|cards} with {points} {points:skull|skulls} in all.",
	},
	"correct.counted_cards@halo_legendary": {
		De: "Karten ohne bekannte Schädel zählt nur eine Spieldatei, und nur in einer Edition mit Schädel-Karten: mindestens 0 je Stapel.",
		En: "Only a game file counts cards of unknown skulls, and only in an edition of skull cards: at least 0 each.",
	},
	"board.hand_ones@halo_legendary":            {De: "Karten mit 1 Schädel", En: "Cards with 1 skull"},
	"board.hand_twos@halo_legendary":            {De: "Karten mit 2 Schädeln", En: "Cards with 2 skulls"},
	"boards.point_units_bad@halo_legendary":     {De: "Für {points} Schädel bitte eine Zahl von 1 bis 99 Einheiten eintragen.", En: "Please enter 1 to 99 units for {points} {points:skull|skulls}."},
	"boards.merge.board_changed@halo_legendary": {De: "Name, Schädeltabelle oder „nicht alle Verbindungen“ des Bretts geändert", En: "the board's name, skull chart or “not every link” changed"},
	// This edition's kinds of event, named where an edition does not play them.
	"eventkind.enter_skulls":      {De: "Schädel der Fraktions-Karten eintragen", En: "entering the skulls of faction cards"},
	"eventkind.record_campaign":   {De: "Kampagnenkarte aufdecken", En: "revealing a campaign card"},
	"eventkind.complete_campaign": {De: "Kampagnenkarte erfüllen", En: "completing a campaign card"},
	"eventkind.play_faction_card": {De: "Fraktions-Karte ausspielen", En: "playing a faction card"},
}
