package engine

// bases.go is the mechanism of bases: territories that belong to a player
// from the set-up, count for reinforcement and can be taken by the enemy.

// BasesOf counts the bases player p controls, the own one included.
func (s *State) BasesOf(p int) int {
	n := 0
	for _, q := range s.Players {
		if q.Base != NoTerritory && s.Owner[q.Base] == p {
			n++
		}
	}
	return n
}

// EnemyBasesOf counts the bases of the other side that player p controls
// ("You do not need to be in control of your own base").
func (s *State) EnemyBasesOf(p int) int {
	n := 0
	for i, q := range s.Players {
		if q.Base != NoTerritory && !s.Teammates(i, p) && s.Owner[q.Base] == p {
			n++
		}
	}
	return n
}

// Gained lists the territories player p holds now and did not hold at the
// start of the turn.
func (s *State) Gained(p int) []TerritoryID {
	var out []TerritoryID
	for t, o := range s.Owner {
		if o == p && s.StartOwner != nil && s.StartOwner[t] != p {
			out = append(out, TerritoryID(t))
		}
	}
	return out
}

// BasesAndRewards adds the sources beyond the territories ("HOW TO DEPLOY
// REINFORCEMENTS" 1-3): every base controlled gives one unit, the "+2
// units" reward two more, and ("Einheiten von Beutekarten", Verstärkung
// D) every "1 Extra-Einheit" loot card not used up one. Every edition
// with bases, rewards or loot shares it.
func BasesAndRewards(s *State, p int, r *Reinforcement) {
	r.Bases = s.Rules.BaseUnits * s.BasesOf(p)
	if p < len(s.Players) && s.Players[p].Has(RewardTwoUnits) {
		r.Reward = 2
	}
	r.Loot = s.UsableCount(p, LootOneUnit)
}

// ColoniesOf counts the colonies player p controls.
func (s *State) ColoniesOf(p int) int {
	n := 0
	for t, c := range s.Colony {
		if c && s.Owner[t] == p {
			n++
		}
	}
	return n
}
