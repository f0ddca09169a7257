package classic

import "herald/i18n"

// The set-up page, the claim round, the card panel's set values and the
// history's first line in classic's words, German and English (issue 32:
// they spoke Game of Thrones' houses, End Game card and set values). The
// French is in words_fr.go.
func init() {
	i18n.Add(entries(map[string][2]string{
		// The set-up page in classic's words (issue 32: it spoke Game of
		// Thrones' houses and End Game card). Parker 1993, "Initial army
		// placement" and "RISK for 2 players", Setup.
		"classic.ui.players_hint": {
			"Wer die höchste Augenzahl würfelt, setzt die erste Armee und beginnt das Spiel: tragt ihn zuerst ein, dann im Uhrzeigersinn. Leere Plätze spielen nicht mit. Zu zweit kommt eine neutrale Armee in einer Farbe dazu, die niemand spielt.",
			"Whoever rolls highest places the first army and plays first: enter them first, then clockwise. Empty seats do not play. With 2 players a neutral army joins in a colour nobody plays.",
		},
		"classic.ui.deal_herald": {
			"Herald verteilt die Gebiete zufällig und schlägt vor, wo die Armeen stehen",
			"Herald deals the territories at random and proposes where the armies stand",
		},
		"classic.ui.deal_table": {
			"Wir besetzen die Gebiete reihum am Tisch und tragen sie ein",
			"We claim the territories in turn at the table and enter them",
		},
		"classic.ui.deck_herald": {
			"Herald führt den Stapel: die 42 Gebietskarten und die 2 Joker, gemischt",
			"Herald keeps the deck: the 42 territory cards and the 2 wild cards, shuffled",
		},
		"classic.ui.board_step_two": {
			"Das Brett, wie es nach dem Aufstellen steht: Besitzer und Armeen jedes Gebiets. Jeder von euch und die neutrale Armee haben je {armies} {armies:Armee|Armeen}.",
			"The board as it stands after the placement: each territory's owner and armies. Each of you and the neutral army has {armies} {armies:army|armies}.",
		},
		"classic.ui.place_claim": {
			"So wird aufgestellt: Reihum besetzt jeder ein freies Gebiet mit einer Armee, bis alle 42 besetzt sind. Dann setzt reihum jeder eine weitere Armee auf eines seiner Gebiete, bis alle {armies} gesetzt sind. Wer die erste Armee gesetzt hat, beginnt.",
			"How to place: in turn, each player claims one empty territory with one army until all 42 are claimed. Then, in turn, each places one more army at a time on a territory of their own until all {armies} are placed. Whoever placed the first army plays first.",
		},
		"classic.ui.place_two": {
			"So wird zu zweit aufgestellt: Die Gebietskarten ohne die Joker werden in drei Stapel zu 14 geteilt, einer für jeden von euch, einer für die neutrale Armee; auf jedes Gebiet kommt eine Armee. Dann setzt reihum jeder 2 eigene Armeen auf eines oder zwei seiner Gebiete und 1 neutrale Armee auf ein neutrales Gebiet, bis alle gesetzt sind. Auch die neutrale Armee bekommt 40.",
			"How to place with 2 players: the territory cards without the wild cards are dealt into three piles of 14, one for each of you and one for the neutral army; one army goes on each territory. Then, in turn, each of you places 2 own armies on 1 or 2 of your territories and 1 neutral army on a neutral territory, until all are placed. The neutral army gets 40 too.",
		},
		"classic.ui.proposal": {
			"Herald hat die Armeen gleichmäßig verteilt: ein Vorschlag. Stellt jedes Gebiet so ein, wie eure Armeen am Tisch stehen.",
			"Herald has spread the armies evenly: a suggestion. Correct each territory to where your armies stand at the table.",
		},
		// The claim round (views.ClaimBarIn) speaks of armies.
		"claim.hint@classic": {
			"Reihum in der Sitzreihenfolge, beginnend mit dem Startspieler: tippt das Gebiet, das besetzt wird; es bekommt eine Armee. Ein zweites Tippen gibt es zurück.",
			"In seat order, starting with the first player: tap the territory claimed; it gets one army. A second tap gives it back.",
		},
		"claim.all_taken@classic": {"Alle Gebiete sind besetzt. Jetzt die übrigen Armeen setzen: + und − je Gebiet.", "Every territory is claimed. Now place the other armies: + and − per territory."},
		"claim.more@classic":      {"Eine Armee mehr auf {territory}", "One more army on {territory}"},
		"claim.less@classic":      {"Eine Armee weniger auf {territory}", "One army fewer on {territory}"},
		"a11y.units_on@classic":   {"Armeen auf {territory}", "Armies on {territory}"},
		// The board's picture speaks of armies: the board step's
		// (views.ClaimPicture), the game page's and the summary's.
		"picture.label_claim@classic": {
			"Das Spielbrett als Bild: Beim Besetzen reihum tippt ihr ein freies Gebiet, um es zu besetzen, danach ein besetztes, um eine Armee mehr daraufzusetzen",
			"The board as a picture: in the claim round, tap a free territory to claim it, then a claimed one to place one more army on it",
		},
		"picture.spot@classic": {"{territory}: {player}, {units} {units:Armee|Armeen}", "{territory}: {player}, {units} {units:army|armies}"},
		"picture.label_story@classic": {
			"Das Spielbrett als Bild am Ende der Runde: wer welches Gebiet hielt, mit wie vielen Armeen",
			"The board as a picture at the end of the round: who held each territory, with how many armies",
		},
		"picture.spot_taken@classic": {"{territory}: {player}, {units} {units:Armee|Armeen}, in dieser Runde erobert", "{territory}: {player}, {units} {units:army|armies}, taken in this round"},
		// The claim round's placement, one army at a time in turn, or 2 own
		// and 1 neutral with 2 players (static/app.js, placing).
		"classic.ui.place_turn":     {"{player} setzt eine Armee.", "{player} places one army."},
		"classic.ui.place_turn_two": {"{player} setzt 2 eigene Armeen und 1 neutrale Armee.", "{player} places 2 own armies and 1 neutral army."},
		"classic.ui.place_done":     {"Alle Armeen sind gesetzt.", "Every army is placed."},
		// The claim round holds the table to the rhythm: the army after
		// a player's 2 own is a neutral one, and a + or a tap on the
		// picture out of turn is refused naming whose army comes next.
		"classic.ui.place_turn_neutral": {"{player} setzt 1 neutrale Armee auf ein neutrales Gebiet.", "{player} places 1 neutral army on a neutral territory."},
		"classic.ui.place_refused":      {"Jetzt nicht auf {territory}: {turn}", "Not on {territory} now: {turn}"},
		// The card panel's line of set values (views.NextSetValue), in
		// place of the core's (Parker 1993, "Trading in cards for armies").
		"cards.table@classic": {
			"Sätze zählen in der Reihenfolge, in der irgendwer sie eintauscht: 4 · 6 · 8 · 10 · 12 · 15, danach je 5 mehr · der nächste Satz bringt {next} · +2 auf ein eigenes Gebiet einer eingetauschten Karte (höchstens 2 pro Zug)",
			"Sets count in the order anyone trades them: 4 · 6 · 8 · 10 · 12 · 15, then 5 more each · the next set is worth {next} · +2 on a traded card's territory you hold (at most 2 a turn)",
		},
		// The history's first line: classic counts players, not armies.
		"history.setup@classic": {
			"Das Spiel ist aufgebaut, {seats} Spieler sind dabei; {player} beginnt.",
			"The game is set up with {seats} {seats:player|players}; {player} goes first.",
		},
	}))
}
