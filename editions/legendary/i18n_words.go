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
	"draw.skull_cards@halo_legendary": {
		De: "Bitte die Schädel jeder gezogenen Fraktionskarte angeben, genau {count} {count:Karte|Karten}.",
		En: "Please give the skulls of each faction card drawn, exactly {count} {count:card|cards}.",
	},
	"history.trade_skulls@halo_legendary": {
		De: "{player} tauschte Fraktionskarten mit {skulls} {skulls:Schädel|Schädeln} gegen {value} {value:Einheit|Einheiten} ein.",
		En: "{player} turned in faction cards with {skulls} {skulls:skull|skulls} for {value} {value:unit|units}.",
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
	"reinforce.trade_skulls@halo_legendary": {De: "{skulls} Schädel eingetauscht", En: "{skulls} {skulls:skull|skulls} turned in"},
}
