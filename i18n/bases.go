package i18n

// bases.go holds the sentences of bases, colonies and the marks on the
// territories: where the bases and units stand at set-up, the bases a
// side holds, the reinforcement bonus they and the colonies give, and the
// symbols the shared board page puts on a territory
// (views/pointcards.templ: "board.mark_" + kind); the engine's set-up
// check raises the setup.* refusals.

func init() {
	add(map[string]entry{
		// Set-up: units and bases on the own territories (engine).
		"setup.units_at_least_one": {
			de: "Auf {territory} muss zu Beginn mindestens 1 Einheit stehen.",
			en: "{territory} must hold at least 1 unit at the start.",
		},
		"setup.units_missing": {
			de: "Für {territory} fehlt die Zahl der Einheiten: Zu Beginn steht auf jedem Gebiet mindestens eine Einheit.",
			en: "The number of units on {territory} is missing: at the start every territory holds at least one unit.",
		},
		"setup.base_missing": {
			de: "{player} braucht eine Basis auf einem eigenen Gebiet.",
			en: "{player} needs a base on one of their own territories.",
		},
		"setup.base_not_own": {
			de: "Die Basis von {player} kommt auf ein eigenes Gebiet, und {territory} gehört jemand anderem.",
			en: "{player}'s base goes on one of their own territories, and {territory} belongs to someone else.",
		},
		"setup.base_twice": {
			de: "Auf {territory} steht schon eine Basis: Jede Basis braucht ihr eigenes Gebiet.",
			en: "{territory} already holds a base: each base needs a territory of its own.",
		},

		// The sides' bases, on the objective panels of editions with bases.
		"bases.held":    {de: "Basen gehalten", en: "bases held"},
		"bases.lost":    {de: "eine Basis der Seite ist in Feindeshand", en: "one of the side's bases is held by the enemy"},
		"bases.at":      {de: "Basis in {territory}", en: "Base in {territory}"},
		"bases.held_by": {de: "(gehalten von {player})", en: "(held by {player})"},

		// Marks on a territory (shared board page).
		"board.mark_colony": {de: "Kolonie", en: "Colony"},
		"board.mark_base":   {de: "Basis von {player}", en: "{player}'s base"},
		"board.mark_hero":   {de: "Held von {player}", en: "{player}'s hero"},
		"board.mark_cannon": {de: "Kanone von {player}", en: "{player}'s cannon"},

		// Reinforcement from bases and unverified board bonuses (shared reinforcement panel).
		"reinforce.bases":              {de: "Basen unter deiner Kontrolle (je 1)", en: "Bases you control (1 each)"},
		"reinforce.bonus_unverified":   {de: "Bonus nicht aus dem Regelheft: auf eurem Plan prüfen und im Spielplan-Editor bestätigen oder berichtigen", en: "Bonus not in the rulebook: check it on your board and confirm or correct it in the board editor"},
		"board.bonus_unverified_short": {de: "Bonus unbestätigt: auf eurem Plan prüfen", en: "bonus unverified: check it on your board"},
	})
}
