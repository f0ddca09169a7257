package classic

import (
	"slices"
	"strings"

	"herald/engine"
)

// Secret Mission RISK (Parker 1993, "Secret Mission Risk": "Use all the
// equipment of the World Domination game, plus the 12 Mission cards";
// 3-6 players; "If fewer than 6 are playing, the General removes the
// Mission cards that refer to the unused colors"; "The player who
// completes his or her mission first - and reveals the Mission card to
// prove it - wins").
//
// The cards, as ultraboardgames.com/risk/secret-mission-risk.php lists
// them ("There are 14 different missions") and the Risk FAQ (conquerclub
// forum, 2.2.1.1) words them: destroy each of the six colours, four pairs
// of continents, Europe and South America or Europe and Australia each
// with a third continent of the holder's choice (not in the 12-card US
// set), 18 territories with at least 2 armies each, 24 territories.
// Confidence: medium (SOURCES.md).

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
	MissionEuropeSouthAmerica3   = "europe_south_america_third"
	MissionEuropeAustralia3      = "europe_australia_third"
)

// DestroyMission is the id of the mission to destroy a colour's armies.
func DestroyMission(colour string) string { return "destroy_" + colour }

// Missions is the catalogue of the fourteen, by id.
var Missions = missions()

// MissionIDs are the fourteen in the order the set-up page lists them.
var MissionIDs = missionIDs()

func missionIDs() []string {
	out := []string{Mission18TwoArmies, Mission24, MissionAsiaSouthAmerica, MissionAsiaAfrica,
		MissionNorthAmericaAfrica, MissionNorthAmericaAustralia, MissionEuropeSouthAmerica3, MissionEuropeAustralia3}
	for _, c := range Colours {
		out = append(out, DestroyMission(c))
	}
	return out
}

// destroyed is the colour a "destroy" mission names.
func destroyed(id string) (colour string, ok bool) {
	colour, ok = strings.CutPrefix(id, "destroy_")
	return colour, ok && slices.Contains(Colours, colour)
}

func missions() map[string]engine.Objective {
	m := map[string]engine.Objective{}
	add := func(id string, met func(s *engine.State, p int) bool) {
		m[id] = engine.Objective{ID: id, Tier: MissionTier, Met: met}
	}
	add(MissionAsiaSouthAmerica, continents("asia", "south_america"))
	add(MissionAsiaAfrica, continents("asia", "africa"))
	add(MissionNorthAmericaAfrica, continents("north_america", "africa"))
	add(MissionNorthAmericaAustralia, continents("north_america", "australia"))
	add(MissionEuropeSouthAmerica3, thirdContinent("europe", "south_america"))
	add(MissionEuropeAustralia3, thirdContinent("europe", "australia"))
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

// thirdContinent is met when p holds the two continents named and one
// more of their choice, whole ("a 3rd continent of your choice").
func thirdContinent(a, b string) func(s *engine.State, p int) bool {
	return func(s *engine.State, p int) bool {
		if !continents(a, b)(s, p) {
			return false
		}
		for _, r := range s.Board.Regions {
			if r.ID != a && r.ID != b && continents(r.ID)(s, p) {
				return true
			}
		}
		return false
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

// destroy is met the moment the player of colour is out, whoever
// eliminated them: the 1993 Parker booklet, "Secret Mission RISK",
// WINNING: "Important note: ... if your mission is to destroy all the
// yellow troops and another player actually removes the final yellow
// armies from the board, that player has helped you complete your Secret
// Mission." The booklet is silent on a card naming the holder's own
// colour or a colour nobody plays; such a card cannot be met as written
// and is "occupy 24 territories", as the Risk FAQ (2.2.1.1 i) and
// Domination's card text have it (SOURCES.md).
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
