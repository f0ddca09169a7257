package handlers_test

import "herald/engine"

// The rulebooks' set-up numbers and catalogues the handler tests enter, as
// the table reads them: edition ids and values as strings, so these tests
// name no edition package and run unchanged wherever an edition lives.

// ruleset is a registered edition's ruleset; a missing one is a broken
// test binary.
func ruleset(edition string) *engine.Ruleset {
	r, ok := engine.RulesetFor(edition)
	if !ok {
		panic("edition " + edition + " is not registered")
	}
	return r
}

// Warhammer 40,000: the factions by seat and the missions, main then side,
// in the rulebook's order.
var (
	wh40kFactions     = []string{"ultramarines", "chaos_space_marines", "aeldari", "orks", "genestealer_cults"}
	wh40kMissionOrder = []string{
		"hold_3_in_4_regions", "oteck_at_start", "reinforce_15", "two_leaders", "conquer_6",
		"destroy_12", "one_in_4_regions", "two_regions_at_start", "gelt_800", "region_of_many",
		"two_walls", "dontoria_gorks", "break_2_bonuses", "bonus_3", "gelt_500",
		"destroy_7", "reinforce_8", "conquer_4", "three_from_one", "four_places",
	}
)

// wh40kStartUnits: "EINSATZ DER TRUPPEN", the units each player starts with.
func wh40kStartUnits(players int) int { return map[int]int{3: 30, 4: 25, 5: 20}[players] }

// haloStartUnits: Halo Wars, the units each army starts with (the Flood of
// five players 30).
func haloStartUnits(players int, house string) int {
	switch {
	case players == 3:
		return 30
	case players == 4:
		return 25
	case house == "flood_red":
		return 30
	}
	return 20
}

// basicAchievements are the achievements Halo Wars Basic Training places
// ("PLACE ACHIEVEMENTS" of each chart).
func basicAchievements(players int) []string {
	legendary := []string{"territories_10_in_turn", "enemy_bases_2", "territories_18", "sectors_2"}
	if players == 4 {
		return append([]string{"control_eire", "control_mu", "control_pacifica", "colonies_4_in_turn"}, legendary...)
	}
	return append([]string{"colonies_8", "control_eire", "control_mu", "control_pacifica"}, legendary...)
}

// basicColonies are Basic Training's colonies ("PLACE COLONIES" of each
// chart).
func basicColonies(players int) []string {
	common := []string{"skerries", "academ", "pirth", "kintyre", "abaskun", "sarai", "petra", "kish", "persepolis", "carthage"}
	switch players {
	case 3:
		return append(common, "canopus", "rungholt", "poolesville", "birka", "dunwich")
	case 4:
		return append(common, "canopus", "rungholt", "alpha", "birka", "dunwich")
	case 5:
		return append(common, "magna", "new_pompeii", "poolesville", "birka", "rungholt")
	}
	return nil
}
