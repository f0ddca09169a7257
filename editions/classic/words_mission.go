package classic

import "herald/i18n"

// The words of Secret Mission RISK in German and English (French in
// words_mission_fr.go). The card texts follow the cards as
// ultraboardgames.com/risk/secret-mission-risk.php lists them.
func init() {
	i18n.Add(entries(map[string][2]string{
		"classic.setup.variant":      {"Dieses Spiel kennt Herald nicht: {found}.", "Herald does not know this game: {found}."},
		"classic.setup.mission_deal": {"Die Auftragskarten teilt Herald oder der Tisch aus, nicht {found}.", "The mission cards are dealt by Herald or by the table, not {found}."},
		"classic.setup.missions_without_variant": {
			"Auftragskarten gibt es nur in Risiko mit Geheimauftrag.",
			"Mission cards belong to Secret Mission RISK only.",
		},
		"classic.setup.mission_players": {
			"Risiko mit Geheimauftrag spielen 3 bis 6 Spieler ohne neutrale Armee, nicht {count}.",
			"Secret Mission RISK is for 3 to 6 players without a neutral army, not {count}.",
		},
		"classic.mission.choose":      {"Wähle deine Auftragskarte.", "Choose your mission card."},
		"classic.mission.no_missions": {"Dieses Spiel hat keine Auftragskarten.", "This game has no mission cards."},
		"classic.mission.bad_player":  {"Dieser Platz hat keine Auftragskarte.", "This seat holds no mission card."},
		"classic.mission.unknown":     {"Diese Auftragskarte gibt es nicht: {found}.", "There is no such mission card: {found}."},
		"classic.mission.not_in_play": {
			"Diese Karte nennt eine Farbe, die niemand spielt: Sie wurde vor dem Austeilen aussortiert.",
			"This card names a colour nobody plays: it was removed before the deal.",
		},
		"classic.history.mission_recorded": {"{player} hat die eigene Auftragskarte eingetragen.", "{player} entered their mission card."},
		"classic.history.mission_shown":    {"{player} deckt die eigene Auftragskarte auf: erfüllt.", "{player} shows their mission card: accomplished."},
		"classic.mission.not_met": {
			"Der Auftrag von {player} ist auf dem Brett nicht erfüllt.",
			"{player}'s mission is not met on the board.",
		},
		"end.mission@classic": {"Auftrag erfüllt", "Mission accomplished"},

		"classic.mission.occupy_18_two_armies":       {"Besetze 18 Länder mit je mindestens 2 Armeen.", "Occupy 18 territories with at least 2 armies in each."},
		"classic.mission.occupy_24":                  {"Besetze 24 Länder.", "Occupy 24 territories."},
		"classic.mission.asia_south_america":         {"Erobere Asien und Südamerika.", "Conquer Asia and South America."},
		"classic.mission.asia_africa":                {"Erobere Asien und Afrika.", "Conquer Asia and Africa."},
		"classic.mission.north_america_africa":       {"Erobere Nordamerika und Afrika.", "Conquer North America and Africa."},
		"classic.mission.north_america_australia":    {"Erobere Nordamerika und Australien.", "Conquer North America and Australia."},
		"classic.mission.europe_south_america_third": {"Erobere Europa, Südamerika und einen dritten Kontinent deiner Wahl.", "Conquer Europe, South America and a third continent of your choice."},
		"classic.mission.europe_australia_third":     {"Erobere Europa, Australien und einen dritten Kontinent deiner Wahl.", "Conquer Europe, Australia and a third continent of your choice."},
		"classic.mission.destroy": {
			"Vernichte alle Armeen von {colour}. Es zählt auch, wenn ein anderer sie vernichtet. Bist du selbst {colour}, besetze 24 Länder.",
			"Destroy all armies of {colour}. It counts too when another player eliminates them. If you are {colour} yourself, occupy 24 territories.",
		},

		"classic.ui.mission_deal":        {"Auftragskarten", "Mission cards"},
		"classic.ui.mission_deal.herald": {"Herald teilt sie verdeckt aus (jeder sieht seine auf der eigenen Seite)", "Herald deals them face down (each sees theirs on their own page)"},
		"classic.ui.mission_deal.table":  {"Der Tisch teilt die Karten aus; jeder trägt seine auf der eigenen Seite ein", "The table deals the cards; each enters theirs on their own page"},

		"classic.seat.title": {"Deine Auftragskarte", "Your mission card"},
		"classic.seat.none":  {"Noch nicht eingetragen.", "Not entered yet."},
		"classic.seat.enter": {"Auftragskarte eintragen", "Enter your mission card"},
		"classic.seat.save":  {"Eintragen", "Enter"},
		"classic.seat.saved": {"Deine Auftragskarte ist eingetragen.", "Your mission card is entered."},
		"classic.seat.met": {
			"Das Brett erfüllt deinen Auftrag (nach einer Korrektur, die Herald nicht als Zug wertet). Stimmt das am Tisch, decke deine Karte auf, um zu gewinnen.",
			"The board meets your mission (after a correction, which Herald does not count as a move). If the table agrees, show your card to win.",
		},
		"classic.seat.show":         {"Karte aufdecken: Auftrag erfüllt", "Show my card: mission accomplished"},
		"classic.links.met":         {"Auftrag erfüllt: aufdecken?", "Mission met: show it?"},
		"classic.seat.secret":       {"Nur du siehst diese Karte; Herald prüft sie nach jedem Zug.", "Only you see this card; Herald checks it after every move."},
		"classic.seat.revealed":     {"Die Partie ist vorbei: Alle Auftragskarten liegen jetzt offen, am Tisch und in der Zusammenfassung.", "The game is over: every mission card is now face up, at the table and in the summary."},
		"classic.scores.missions":   {"Auftragskarten", "Mission cards"},
		"classic.scores.mission_of": {"{player}: {mission}", "{player}: {mission}"},
	}))
}
