package classic

import "herald/engine"

// Secret Mission RISK (Parker 1993, "Secret Mission Risk": "Use all the
// equipment of the World Domination game, plus the 12 Mission cards";
// 3-6 players; "If fewer than 6 are playing, the General removes the
// Mission cards that refer to the unused colors"; "The player who
// completes his or her mission first - and reveals the Mission card to
// prove it - wins").
//
// The twelve cards of the US set, as the Risk FAQ (conquerclub forum,
// 2.2.1.1) lists them and Domination's risk.cards words them: destroy
// each of the six colours, four pairs of continents, 18 territories with
// at least 2 armies each, 24 territories. The 14-card sets add "Europe
// and South America and a third continent of your choice" and "Europe
// and Australia and a third continent of your choice" (not in the US
// set; left out). Confidence: medium (SOURCES.md).

// MissionTier is the Objective.Tier of a secret mission.
const MissionTier = "secret"

// Mission ids.
const (
	MissionAsiaSouthAmerica      = "asia_south_america"
	MissionAsiaAfrica            = "asia_africa"
	MissionNorthAmericaAfrica    = "north_america_africa"
	MissionNorthAmericaAustralia = "north_america_australia"
	Mission18TwoArmies           = "occupy_18_two_armies"
	Mission24                    = "occupy_24"
)

// DestroyMission is the id of the mission to destroy a colour's armies.
func DestroyMission(colour string) string { return "destroy_" + colour }

// Missions is the catalogue of the twelve, by id.
var Missions = missions()

func missions() map[string]engine.Objective {
	m := map[string]engine.Objective{}
	add := func(id string, met func(s *engine.State, p int) bool) {
		m[id] = engine.Objective{ID: id, Tier: MissionTier, Met: met}
	}
	add(MissionAsiaSouthAmerica, continents("asia", "south_america"))
	add(MissionAsiaAfrica, continents("asia", "africa"))
	add(MissionNorthAmericaAfrica, continents("north_america", "africa"))
	add(MissionNorthAmericaAustralia, continents("north_america", "australia"))
	add(Mission18TwoArmies, occupy(18, 2))
	add(Mission24, occupy(24, 1))
	for _, c := range Colours {
		add(DestroyMission(c), destroy(c))
	}
	return m
}

// continents is met when p holds every territory of each region.
func continents(regions ...string) func(s *engine.State, p int) bool {
	return func(s *engine.State, p int) bool {
		for _, r := range regions {
			for t, tr := range s.Board.Territories {
				if tr.InRegion(r) && s.Owner[t] != p {
					return false
				}
			}
		}
		return true
	}
}

// occupy is met when p holds n territories with at least units each.
func occupy(n, units int) func(s *engine.State, p int) bool {
	return func(s *engine.State, p int) bool {
		held := 0
		for t, o := range s.Owner {
			if o == p && s.Units[t] >= units {
				held++
			}
		}
		return held >= n
	}
}

// destroy is met when the player of colour is out, whoever took their
// last army ("if your mission is to destroy all the yellow troops and
// another player actually removes the final yellow armies from the board,
// that player has helped you complete your Secret Mission"). Drawing
// one's own colour (or a colour nobody plays) makes it the 24 territories
// (Risk FAQ 2.2.1.1 i; Domination's card text).
func destroy(colour string) func(s *engine.State, p int) bool {
	return func(s *engine.State, p int) bool {
		for i, pl := range s.Players {
			if pl.House == colour && i != p && !pl.Neutral {
				return pl.Out
			}
		}
		return occupy(24, 1)(s, p)
	}
}
