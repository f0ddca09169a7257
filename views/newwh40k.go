package views

import (
	"slices"

	"herald/engine"
)

// WarhammerSetupForm is the two-step set-up of a Warhammer 40,000 game:
// first the way to win, the loot reading, the board, the players and
// their factions; then the board as it stands at the table (owners,
// units, leaders), the starting cards, the missions face up and the
// recruitment table, which Herald pre-fills where it can and the table
// corrects.
type WarhammerSetupForm struct {
	Name     string
	Mode     string // engine.ModeClassic or engine.ModeDomination
	LootKept bool   // loot cards read as kept; the default is used once
	Board    string
	Boards   []BoardChoice
	Count    int      // players, 3-5
	Names    []string // per seat, 5 long
	Factions []string // per seat, 5 long
	// HeraldDraws: Herald draws the 4 main and 4 side missions; otherwise
	// the table ticks the ones it drew.
	HeraldDraws bool
	Error       string
	// Template: the board is the shipped template, still to be completed.
	Template bool

	// Step two.
	Grid      bool
	Rows      []HaloRow
	Options   []TerritoryChoice // for the leader selects
	Leaders   []string          // per seat
	Abilities []string          // per seat: the leader card's text
	StartGelt [][]int           // per seat: the starting cards' Throne Gelt
	Missions  []string          // face up
	Recruit   []RecruitEntry
}

// RecruitEntry is one row of the recruitment table as typed in ("" when
// not entered).
type RecruitEntry struct {
	Gelt  int
	Units string
}

// RecruitRows are the rows the set-up offers: 200 to 1200 Throne Gelt.
// Other totals are asked for when they are traded.
var RecruitRows = []int{200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200}

// missionChecked reports whether a mission is face up in the form.
func (f WarhammerSetupForm) missionChecked(id string) bool { return slices.Contains(f.Missions, id) }

// missionsOfTier lists the missions of a tier in the rulebook's order.
func missionsOfTier(tier string) []string {
	var out []string
	for _, id := range engine.WH40kMissionOrder {
		if engine.WH40k.Objectives[id].Tier == tier {
			out = append(out, id)
		}
	}
	return out
}

// geltOf is seat i's k-th starting card, 100 when not given.
func (f WarhammerSetupForm) geltOf(i, k int) int {
	if i < len(f.StartGelt) && k < len(f.StartGelt[i]) && f.StartGelt[i][k] == 200 {
		return 200
	}
	return 100
}
