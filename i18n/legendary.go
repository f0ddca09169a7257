package i18n

// legendary.go holds the Halo Legendary sentences the core uses too
// (valuecards.go, transfer.go, apply.go, describe.go, a plural test); the
// edition's own refusals and history lines are in editions/legendary.

func init() {
	add(map[string]entry{

		"faction.unentered": {
			de: "{player} hat noch {cards} {cards:Fraktionskarte, deren Schädel nicht eingetragen ist|Fraktionskarten, deren Schädel nicht eingetragen sind}: Bitte zuerst auf der eigenen Kartenseite eintragen (der Inhalt bleibt dort geheim).",
			en: "{player} still holds {cards} {cards:faction card|faction cards} whose skulls are not entered: please enter them on the player's own cards page first (their content stays secret there).",
		},
		"transfer.from_where": {
			de: "Bitte angeben, aus welchem eigenen Gebiet die eine Einheit kommt, die die des Verbündeten ersetzt.",
			en: "Please say which own territory the one unit comes from that replaces the ally's.",
		},
		"transfer.from_units": {
			de: "Aus {territory} kann keine Einheit kommen: Das Gebiet muss eigenes sein und danach noch 1 Einheit behalten.",
			en: "No unit can come from {territory}: it must be your own and keep 1 unit afterwards.",
		},
		"transfer.after_attacks": {
			de: "Das Kommando wird gleich nach dem Setzen der Verstärkung übernommen, vor dem ersten Angriff: Nach Beginn (oder Ende) der Angriffe geht das in diesem Zug nicht mehr.",
			en: "Command is taken over right after placing reinforcements, before the first attack: once the attacks have begun (or ended) it is too late this turn.",
		},
		"transfer.no_from": {
			de: "Bei Halo Wars bleibt die Einheit des Partners stehen: Es kommt keine eigene Einheit dazu.",
			en: "In Halo Wars the teammate's unit stays: no unit of your own comes along.",
		},

		// History.
		"history.won_campaign": {
			de: "{player} hat die nötigen Kampagnenziele erfüllt, hält die Basis und gewinnt.",
			en: "{player} has completed the campaign objectives needed, holds the base and wins.",
		},
	})
}
