package halowars

import "herald/i18n"

// The link assistant's sentences (issue 18), in German and English.
func init() {
	i18n.Add(map[string]i18n.Entry{
		"halowars.assist.head": {De: "Verbindungen aus der klassischen Karte", En: "Links from the classic map"},
		"halowars.assist.derived": {
			De: "{count} {count:Verbindung folgt|Verbindungen folgen} aus euren Angaben, abgeleitet aus der klassischen Karte – prüft es auf eurem Brett.",
			En: "{count} {count:link follows|links follow} from your entries, derived from the classic map; confirm on your board.",
		},
		"halowars.assist.confirm_all": {De: "Alle {count} bestätigen", En: "Confirm all {count}"},
		"halowars.assist.confirm":     {De: "Bestätigen", En: "Confirm"},
		"halowars.assist.confirm_one": {De: "{a} – {b} bestätigen", En: "Confirm {a} – {b}"},
		"halowars.assist.choose_head": {
			De: "Welche Liste hat {territory} auf eurem Brett?",
			En: "Which list does {territory} have on your board?",
		},
		"halowars.assist.derived_each": {
			De: "{count} {count:abgeleitete Verbindung|abgeleitete Verbindungen} einzeln prüfen",
			En: "Check the {count} derived {count:link|links} one by one",
		},
		"halowars.assist.choose":     {De: "Stimmt so", En: "That's it"},
		"halowars.assist.choose_one": {De: "Nachbarn von {territory}: {list} – stimmt so", En: "Neighbours of {territory}: {list} – that's it"},
		"halowars.assist.next":       {De: "Als Nächstes: {territory}", En: "Next: {territory}"},
		"halowars.assist.none_fits": {
			De: "Keine klassische Aufteilung passt zu diesen Verbindungen: prüft {links}. Eure Verbindungen bleiben, wie ihr sie eingegeben habt.",
			En: "No classic layout fits these links: check {links}. Your links stay as you entered them.",
		},
		"halowars.assist.lists": {De: "die Nachbarn von {territories}", En: "the neighbours of {territories}"},
		"halowars.assist.not_yet": {
			De: "Noch kein Vorschlag: Markiert bei einem Gebiet, dass seine Nachbarn vollständig sind.",
			En: "No proposal yet: mark a territory's neighbours as complete.",
		},
		"halowars.assist.layouts": {
			De: "Noch {count} {count:mögliche Aufteilung|mögliche Aufteilungen}.",
			En: "{count} possible {count:layout|layouts} left.",
		},
		"halowars.assist.finished": {
			De: "Fertig: Jede Verbindung steht fest, euer Brett ist vollständig.",
			En: "Finished: every link is settled, your board is complete.",
		},
		"halowars.assist.finished_confirm": {
			De: "Jede Verbindung steht fest: Bestätigt noch {count} {count:Verbindung|Verbindungen}, dann ist euer Brett vollständig.",
			En: "Every link is settled: confirm {count} more {count:link|links} and your board is complete.",
		},
		"halowars.assist.scale_6":  {De: "{n} {n:Million|Millionen}", En: "{n} million"},
		"halowars.assist.scale_9":  {De: "{n} {n:Milliarde|Milliarden}", En: "{n} billion"},
		"halowars.assist.scale_12": {De: "{n} {n:Billion|Billionen}", En: "{n} trillion"},
		"halowars.assist.scale_15": {De: "{n} {n:Billiarde|Billiarden}", En: "{n} quadrillion"},
		"halowars.assist.scale_18": {De: "{n} {n:Trillion|Trillionen}", En: "{n} quintillion"},
		"halowars.assist.scale_21": {De: "{n} {n:Trilliarde|Trilliarden}", En: "{n} sextillion"},
		"halowars.assist.scale_24": {De: "{n} {n:Quadrillion|Quadrillionen}", En: "{n} septillion"},
	})
}
