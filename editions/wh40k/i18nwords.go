package wh40k

import "herald/i18n"

// Warhammer 40,000's own wording of sentences the editions share
// ("<key>@warhammer40k", looked up first in a Warhammer game by
// views.EditionKey): the rulebook (ANLEITUNG) says Anführer, Fraktion, Angriff,
// Spielplan, Verbindungswege, Beute, where the shared sentences say hero,
// house, board, port or cannon.

func init() {
	i18n.Add(map[string]i18n.Entry{
		"attack.cannon_range@warhammer40k": {
			De: "Das gibt es in Warhammer 40.000 nicht: Vor einem Angriff wird nur angegeben, ob die Fähigkeit des Anführers eingesetzt wird.",
			En: "There is no such thing in Warhammer 40,000: before an attack you only say whether the leader's ability is used.",
		},
		"attack.hero_falls_impossible@warhammer40k": {
			De: "Ein Anführer fällt nur, wenn die letzte Einheit in seinem Gebiet besiegt wird, und das sieht Herald selbst: Bitte nicht angeben.",
			En: "A leader falls only when the last unit in its territory is defeated, and Herald sees that itself: please don't declare it.",
		},
		"attack.hero_falls_with_dice@warhammer40k": {
			De: "Ein Anführer fällt nur, wenn die letzte Einheit in seinem Gebiet besiegt wird, und das sieht Herald selbst: Bitte nicht angeben.",
			En: "A leader falls only when the last unit in its territory is defeated, and Herald sees that itself: please don't declare it.",
		},
		"attack.hero_not_there@warhammer40k": {
			De: "Der Anführer des Angreifers steht nicht in {territory}: Seine Fähigkeit kommt nur im Gebiet des Anführers zur Anwendung.",
			En: "The attacker's leader is not in {territory}: its ability applies only in the leader's territory.",
		},
		"attack.not_adjacent@warhammer40k": {
			De: "{from} und {to} sind nicht benachbart: weder eine geteilte Grenze noch ein Verbindungsweg durch das Ödland.",
			En: "{from} and {to} are not adjacent: no shared border and no route through the wasteland.",
		},
		"claim.no_cannon@warhammer40k": {
			De: "Eine Mission bringt eine Beutekarte, sonst nichts: Bitte kein Gebiet dazu angeben.",
			En: "A mission brings a loot card and nothing else: please don't name a territory with it.",
		},
		"conquest.hero_moves_in@warhammer40k": {
			De: "Die Fähigkeit des Anführers wurde in diesem Angriff eingesetzt: Er muss zusammen mit den Truppen nach {territory} ziehen.",
			En: "The leader's ability was used in this attack: it must move into {territory} together with the units.",
		},
		"draw.not_this_edition@warhammer40k": {
			De: "Das passt nicht zu Warhammer 40.000: Von jeder gezogenen Gebietskarte gibt man nur ihr Throne Gelt an (100 oder 200).",
			En: "That does not fit Warhammer 40,000: give only the Throne Gelt of each territory card drawn (100 or 200).",
		},
		"hero.deploy_at_start@warhammer40k": {
			De: "Einen besiegten Anführer setzt man zu Beginn des eigenen Zuges neu ein, beim Rekrutieren der Verstärkung, nicht später in diesem Zug.",
			En: "A defeated leader is put back at the start of its owner's turn, while recruiting reinforcements, not later in that turn.",
		},
		"hero.deploy_first@warhammer40k": {
			De: "Der Anführer von {player} ist besiegt: Bitte zuerst angeben, auf welches eigene Gebiet er zu Beginn dieses Zuges zurückkehrt.",
			En: "{player}'s leader is defeated: please first say which own territory it returns to at the start of this turn.",
		},
		"hero.not_own@warhammer40k": {
			De: "Der Anführer von {player} kommt auf ein Gebiet, das {player} kontrolliert, und {territory} gehört jemand anderem.",
			En: "{player}'s leader goes onto a territory {player} controls, and {territory} belongs to someone else.",
		},
		"hero.not_removed@warhammer40k": {
			De: "Der Anführer von {player} steht noch auf dem Spielplan: Neu eingesetzt wird nur ein besiegter Anführer.",
			En: "{player}'s leader is still on the board: only a defeated leader is put back.",
		},
		"hero.not_there@warhammer40k": {
			De: "Der Anführer steht nicht in {territory}: Er zieht nur mit Truppen aus dem Gebiet, in dem er steht.",
			En: "The leader is not in {territory}: it moves only with units leaving the territory it stands in.",
		},
		"history.compared@warhammer40k": {
			De: "Nach den Neuwürfen verglichen: {attack} gegen {defend}.",
			En: "Compared after the re-rolls: {attack} against {defend}.",
		},
		"history.hero_falls@warhammer40k": {
			De: "Der Anführer von {player} wird mit der letzten Einheit vom Spielfeld entfernt.",
			En: "{player}'s leader is removed from the board with the last unit.",
		},
		"history.hero_back@warhammer40k": {
			De: "Der Anführer von {player} wurde auf {territory} neu eingesetzt.",
			En: "{player}'s leader was put back on {territory}.",
		},
		"history.eliminated@warhammer40k": {
			De: "{loser} hat die letzte Einheit verloren und nimmt nicht mehr am Spiel teil: {player} erhält alle Gebietskarten und Missionskarten von {loser}; die Beutekarten von {loser} werden aus dem Spiel entfernt.",
			En: "{loser} lost their last unit and is out of the game: {player} takes all of {loser}'s territory cards and mission cards; {loser}'s loot cards are removed from the game.",
		},
		"setup.halo_only@warhammer40k": {
			De: "Das gehört nicht zu Warhammer 40.000: Angegeben werden Fraktionen, Anführer, Gebietskarten (Throne Gelt), Missionen und die Rekrutierungstabelle.",
			En: "That is not part of Warhammer 40,000: you enter factions, leaders, territory cards (Throne Gelt), missions and the recruitment table.",
		},
		"setup.house_not_allowed@warhammer40k": {
			De: "Die Fraktion {house} gibt es in Warhammer 40.000 nicht: Es spielen Ultramarines, Chaos Space Marines, Aeldari, Orks und Genestealer Cults.",
			En: "There is no faction {house} in Warhammer 40,000: Ultramarines, Chaos Space Marines, Aeldari, Orks and Genestealer Cults play.",
		},
		"setup.house_twice@warhammer40k": {
			De: "Die Fraktion {house} ist doppelt gewählt: Jede Fraktion spielt nur einmal mit.",
			En: "The faction {house} has been chosen twice: each faction plays only once.",
		},
		"board.title@warhammer40k": {De: "Spielplan", En: "Board"},
		"wh40k.trade_submit":       {De: "Gegen Einheiten eintauschen", En: "Trade for units"},
		"newwh.board":              {De: "Spielplan", En: "Board"},
		"newwh.boards_link":        {De: "Spielpläne eintragen", En: "Enter boards"},
		"board.correct@warhammer40k": {
			De: "Spielplan eintragen/korrigieren",
			En: "Enter/correct the board",
		},
		"board.links_open@warhammer40k": {
			De: "Nicht alle Verbindungen dieses Spielplans sind bekannt (geteilte Grenzen, Verbindungswege durch das Ödland). Wo Herald es nicht sagen kann, entscheidet ihr am Tisch, ob ein Angriff oder ein Manöver geht.",
			En: "Not every link of this board is known (shared borders, routes through the wasteland). Where Herald cannot tell, attacks and maneuvers are the table's call.",
		},
	})
}
