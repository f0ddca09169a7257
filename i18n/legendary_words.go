package i18n

// legendary_words.go holds Halo Legendary's own wording of sentences
// other editions share ("key@halo_legendary", see views.EditionKey): the
// German rulebook (seed 000) speaks of Fraktionskarten and Schädel, of
// Kampagnen-Karten and Helden; it has no hand limit, no cannons, no
// achievements and no Basic Training.

func init() {
	add(map[string]entry{
		// A neutral seat set up without a name: "neutrale Armee" (Game of
		// Thrones, 2 players), in Legendary the neutral Flood of One-on-One.
		"player.neutral":                {de: "neutrale Armee", en: "neutral army"},
		"player.neutral@halo_legendary": {de: "neutrale Flood", en: "neutral Flood"},
		"setup.start_cards@halo_legendary": {
			de: "{player} beginnt laut Regel mit {want} {want:Fraktionskarte|Fraktionskarten}: zu viert der 4. Spieler eine, zu fünft der 4. eine und der 5. zwei; bei Team Objective zu viert der 3. und 4., zu fünft der 4. und 5. je eine; sonst keiner.",
			en: "The rules start {player} with {want} {want:faction card|faction cards}: with 4 players the 4th player one, with 5 the 4th one and the 5th two; in Team Objective with 4 the 3rd and 4th, with 5 the 4th and 5th one each; nobody else.",
		},
		"trade.not_now@halo_legendary": {
			de: "Fraktionskarten werden nur zu Beginn des Zuges, beim Verteilen der Verstärkung, gegen Einheiten eingetauscht.",
			en: "Faction cards are turned in for units only at the start of the turn, while placing reinforcements.",
		},
		"draw.no_conquest@halo_legendary": {
			de: "Eine Fraktionskarte gibt es nur, wenn in diesem Zug mindestens 1 feindliches Gebiet erobert wurde.",
			en: "A faction card is drawn only after conquering at least 1 enemy territory this turn.",
		},
		"claim.after_maneuver@halo_legendary": {
			de: "Eine Kampagnen-Karte erfüllt man nach den Angriffen und vor dem Manöver: Nach dem Manöver geht das in diesem Zug nicht mehr.",
			en: "A campaign card is completed after the attacks and before the maneuver: after the maneuver it is too late this turn.",
		},
		"history.compared@halo_legendary": {
			de: "Mit dem Bonus der Helden verglichen: {attack} gegen {defend}.",
			en: "Compared with the heroes' bonus: {attack} against {defend}.",
		},
		"end.last_standing@halo_legendary": {
			de: "Nur noch eine Seite ist im Spiel: Alle anderen Spieler sind ausgeschieden (die neutrale Flood zählt nicht).",
			en: "Only one side is left in the game: every other player has been eliminated (the neutral Flood does not count).",
		},
		"history.eliminated@halo_legendary": {
			de: "{loser} hat das letzte Gebiet verloren und scheidet aus; {player} bekommt die Fraktionskarten (nur für Schädel).",
			en: "{loser} lost their last territory and is out; {player} takes their faction cards (skulls only).",
		},
		"draw.skull_cards@halo_legendary": {
			de: "Bitte die Schädel jeder gezogenen Fraktionskarte angeben, genau {count} {count:Karte|Karten}.",
			en: "Please give the skulls of each faction card drawn, exactly {count} {count:card|cards}.",
		},
		"history.trade_skulls@halo_legendary": {
			de: "{player} tauschte Fraktionskarten mit {skulls} {skulls:Schädel|Schädeln} gegen {value} {value:Einheit|Einheiten} ein.",
			en: "{player} turned in faction cards with {skulls} {skulls:skull|skulls} for {value} {value:unit|units}.",
		},
		// A card's number 1 in the singular.
		"mission.hold_territories_one":          {de: "Kontrolliere mindestens 1 Gebiet", en: "Control at least 1 territory"},
		"mission.hold_region_count_one":         {de: "Kontrolliere 1 ganze Region", en: "Control 1 whole region"},
		"mission.take_territories_turn_one":     {de: "Erobere 1 Gebiet in einem Zug", en: "Take 1 territory in one turn"},
		"mission.enemy_bases_one":               {de: "Kontrolliere 1 gegnerische Basis", en: "Control 1 enemy base"},
		"mission.destroy_units_turn_one":        {de: "Vernichte 1 gegnerische Einheit in einem Zug", en: "Destroy 1 enemy unit in one turn"},
		"mission.defeat_heroes_turn_one":        {de: "Besiege 1 Helden in einem Zug", en: "Defeat 1 hero in one turn"},
		"mission.regions_touched_turn_one":      {de: "Erobere in einem Zug ein Gebiet in 1 Region", en: "Take a territory in 1 region in one turn"},
		"halo.trade_ones@halo_legendary":        {de: "Karten mit 1 Schädel", en: "Cards with 1 skull"},
		"halo.trade_twos@halo_legendary":        {de: "Karten mit 2 Schädeln", en: "Cards with 2 skulls"},
		"halo.skulls@halo_legendary":            {de: "Schädel", en: "Skulls"},
		"halo.card_skulls@halo_legendary":       {de: "Fraktionskarte {n}: wie viele Schädel?", en: "Faction card {n}: how many skulls?"},
		"reinforce.trade_skulls@halo_legendary": {de: "{skulls} Schädel eingetauscht", en: "{skulls} {skulls:skull|skulls} turned in"},
	})
}
