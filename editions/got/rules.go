package got

import "herald/engine"

// Game of Thrones, Skirmish edition ("Gefecht"), on Westeros. Passages are
// cited from the German rulebook (seed 001) by its headings.

// ID is the edition id of RISK Game of Thrones Skirmish, as stored in
// every Setup event.
const ID = "got"

// House ids of Game of Thrones.
const (
	Stark     = "stark"
	Baratheon = "baratheon"
	Lannister = "lannister"
	Tyrell    = "tyrell"
	Martell   = "martell"
)

// Houses are all five houses, in the rulebook's order of joining.
var Houses = []string{Stark, Baratheon, Lannister, Tyrell, Martell}

// Rules is the Skirmish ruleset.
var Rules = &engine.Ruleset{
	Edition:    ID,
	Board:      "westeros",
	MinPlayers: 2,
	MaxPlayers: 5,
	// "Gefecht: Spielaufbau", step 1: Stark, Baratheon, Lennister for 2-3
	// players, Tyrell joins with 4, Martell with 5.
	Houses: func(n int) []string {
		h := []string{Stark, Baratheon, Lannister}
		if n >= 4 {
			h = append(h, Tyrell)
		}
		if n >= 5 {
			h = append(h, Martell)
		}
		return h
	},
	// Step 4: with 2 players 12 cards to the neutral house and 18 to each
	// player; with 3-5 all cards evenly, with 5 the 3rd, 4th and 5th
	// player one card more.
	Deal: func(n int) ([]int, int) {
		switch n {
		case 2:
			return []int{18, 18}, 12
		case 3:
			return []int{16, 16, 16}, 0
		case 4:
			return []int{12, 12, 12, 12}, 0
		case 5:
			return []int{9, 9, 10, 10, 10}, 0
		}
		return nil, 0
	},
	// Step 5: 2 neutral units on each neutral territory, 3 on each own.
	StartUnits:   3,
	NeutralUnits: 2,
	// "Verstärkung" 1: (territories + castles) / 3, rounded down, always
	// at least 3.
	MinReinforcement: 3,
	CountsCastles:    true,
	// "Verstärkung" 3, Hinweis: never more than 5 cards; 5 at the start of
	// the turn must trade a set.
	HandLimit:   5,
	SetValue:    setValue,
	TradeExtra:  2,
	EndGameCard: true,
	Points:      points,
	// "Invasion (Fortsetzung)", 2 players: the neutral house defends with
	// as many dice as it may.
	NeutralDefendsMax: true,
}

// Game of Thrones plays none of the other editions' event kinds
// (Ruleset.Events is empty): the core refuses them (event.not_in_edition).
func init() {
	engine.Register(Rules)
}

// setValue is the trade table printed on the board ("Einheiten gegen
// Gebietskarten eintauschen"): 3 knights 4, 3 siege engines 5,
// 3 fortifications 6, one of each 7.
func setValue(s []engine.CardSymbol) (int, bool) {
	if len(s) != 3 {
		return 0, false
	}
	count := map[engine.CardSymbol]int{}
	for _, c := range s {
		count[c]++
	}
	switch {
	case count[engine.Knight] == 3:
		return 4, true
	case count[engine.SiegeEngine] == 3:
		return 5, true
	case count[engine.Fortification] == 3:
		return 6, true
	case count[engine.Knight] == 1 && count[engine.SiegeEngine] == 1 && count[engine.Fortification] == 1:
		return 7, true
	}
	return 0, false
}
