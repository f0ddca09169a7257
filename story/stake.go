package story

import (
	"slices"

	"herald/engine"
)

// Stake is what a battle's territory was worth beyond itself.
type Stake struct {
	// Regions whose bonus changes hands with the territory: the defender
	// held the region whole, or the attacker holds all of it but this.
	Regions []RegionStake
	// Marks are the board's and the core's pieces on the territory, by
	// the engine's field name: "castle", "port", "colony", "base",
	// "cannon", "hero".
	Marks []string
	// Elimination: the territory is the defender's last.
	Elimination bool
	// Game: taking the territory won the game (known once it was taken).
	Game bool
}

// RegionStake is a region bonus a territory decides, and whose it was.
type RegionStake struct {
	engine.RegionBonus
	// Defender: the defender held the region whole (taking the territory
	// breaks it). Attacker: the attacker holds all of it but this
	// territory (taking it completes it). A region of one territory is
	// both.
	Defender, Attacker bool
}

// Weight is how much a battle's swing counts: 1 for the territory
// itself, plus half the units per turn of every region bonus that changes
// hands with it (a 2-unit continent adds 1, as much as the territory),
// plus 1 for each piece the board or the edition marks on it, plus 2 when
// the defender loses the game with it, plus 3 when taking it won the
// game. An invasion's surprise (1 - Invasion.Chance) times this weight
// ranks the turning points.
func Weight(s Stake) float64 {
	w := 1.0
	for _, r := range s.Regions {
		w += float64(r.Bonus) / 2
	}
	w += float64(len(s.Marks))
	if s.Elimination {
		w += 2
	}
	if s.Game {
		w += 3
	}
	return w
}

// stakeOf reads what taking territory to from its owner decides in s.
func stakeOf(s *engine.State, to engine.TerritoryID) Stake {
	var st Stake
	b, def, att := s.Board, s.Owner[to], s.Current
	t := b.Territory(to)
	taken := slices.Clone(s.Owner)
	taken[to] = att
	for _, reg := range b.Regions {
		if reg.Bonus == 0 || !t.InRegion(reg.ID) {
			continue
		}
		rs := RegionStake{RegionBonus: engine.RegionBonus{Region: reg.ID, Bonus: reg.Bonus},
			Defender: engine.HoldsWhole(b, s.Owner, reg.ID, def), Attacker: engine.HoldsWhole(b, taken, reg.ID, att)}
		if rs.Defender || rs.Attacker {
			st.Regions = append(st.Regions, rs)
		}
	}
	st.Marks = marks(s, to)
	st.Elimination = s.Count(def) == 1
	return st
}

// marks lists the pieces on territory to that the board or the state
// carries: a castle or port printed on the board, a colony, a player's
// base, a cannon or a hero standing there.
func marks(s *engine.State, to engine.TerritoryID) []string {
	t := s.Board.Territory(to)
	var m []string
	if t.Castle {
		m = append(m, "castle")
	}
	if t.Port {
		m = append(m, "port")
	}
	if t.Colony || (s.Colony != nil && s.Colony[to]) {
		m = append(m, "colony")
	}
	var base, cannon, hero bool
	for _, p := range s.Players {
		base = base || p.Base == to
		cannon = cannon || slices.Contains(p.Cannons, to)
		hero = hero || p.HasHero && p.Hero == to
	}
	for _, x := range []struct {
		on   bool
		name string
	}{{base, "base"}, {cannon, "cannon"}, {hero, "hero"}} {
		if x.on {
			m = append(m, x.name)
		}
	}
	return m
}
