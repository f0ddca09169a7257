package i18n

// transfer.go holds the sentences of team play and the transfer of
// command (engine: a unit of a teammate's territory replaced by one of
// the player's; the shared transfer form, views/pointcards.templ): the
// seat order of teams, the refusals, the form and the line of history.

func init() {
	add(map[string]entry{
		// Teams.
		"setup.teammates_in_a_row": {
			de: "{a} und {b} spielen im selben Team und kämen direkt nacheinander an die Reihe: Teampartner dürfen nie hintereinander am Zug sein, dazwischen sitzt immer ein Gegner.",
			en: "{a} and {b} are on the same team and would take turns one right after the other: teammates never go in a row, an opponent always sits between them.",
		},
		"attack.teammate": {
			de: "{territory} gehört {player} aus dem eigenen Team: Teampartner greifen einander nicht an.",
			en: "{territory} belongs to {player}, a teammate: teammates cannot attack each other.",
		},

		// Refusals (engine).
		"transfer.once": {
			de: "Pro Zug lässt sich das Kommando über nur ein Gebiet übernehmen, und das ist in diesem Zug schon geschehen.",
			en: "Command of only one territory can be taken over per turn, and that has already happened this turn.",
		},
		"transfer.after_maneuver": {
			de: "Das Kommando wird gleich nach dem Setzen der Verstärkung übernommen, vor dem ersten Angriff: Nach dem Manöver geht das nicht mehr.",
			en: "Command is taken over right after placing reinforcements, before the first attack: after the maneuver it is too late.",
		},
		"transfer.not_teammate": {
			de: "{territory} gehört keinem Teampartner: Übernehmen lässt sich nur das Kommando über ein Gebiet eines Teampartners, der zustimmt.",
			en: "{territory} does not belong to a teammate: you can only take over command of a territory of a teammate who agrees.",
		},
		"transfer.one_unit": {
			de: "Auf {territory} {units:steht|stehen} {units} {units:Einheit|Einheiten}: Übernehmen lässt sich nur ein Gebiet mit genau einer Einheit.",
			en: "{territory} holds {units} {units:unit|units}: only a territory with exactly one unit can be taken over.",
		},
		"transfer.hero_there": {
			de: "Auf {territory} steht der Held von {player}: Ein Gebiet mit dem Helden des Teampartners lässt sich nicht übernehmen.",
			en: "{player}'s hero stands on {territory}: a territory holding the teammate's hero cannot be taken over.",
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
			de: "In dieser Edition bleibt die Einheit des Partners stehen: Es kommt keine eigene Einheit dazu.",
			en: "In this edition the teammate's unit stays: no unit of your own comes along.",
		},

		// The transfer form.
		"transfer.title":      {de: "Kommandoübergabe", en: "Transfer of command"},
		"transfer.hint":       {de: "Einmal pro Zug, gleich nach dem Setzen der Verstärkung und vor dem ersten Angriff: ein Gebiet deines Teampartners mit genau einer Einheit, wenn er zustimmt. Seine Einheit wird durch eine deine ersetzt.", en: "Once a turn, right after placing reinforcements and before the first attack: a teammate's territory with exactly one unit, if your teammate agrees. Their unit is replaced by one of yours."},
		"transfer.which":      {de: "Welches Gebiet?", en: "Which territory?"},
		"transfer.submit":     {de: "Kommando übernehmen", en: "Take command"},
		"transfer.from_field": {de: "Die eine eigene Einheit kommt aus", en: "The one own unit comes from"},

		// History.
		"history.transfer": {
			de: "{player} übernahm von {from} das Kommando über {territory}.",
			en: "{player} took over command of {territory} from {from}.",
		},
	})
}
