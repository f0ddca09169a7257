package engine

// objectives.go is the claim of an objective (an achievement, a mission)
// from the edition's catalogue (Ruleset.Objectives), checked by its
// predicate: the event the editions that claim share, each with its own
// kind (its checks and its reward).

import "slices"

// Claim takes an achievement or a mission
// after attacking. Reward is the token the table found under it, when
// Herald did not draw the rewards, or the loot card chosen; Cannon is
// where a cannon reward is placed. Confirmed is the table's word for a
// mission naming a place the board does not have, which Herald cannot
// check.
type Claim struct {
	Achievement string `json:"achievement"`
	Reward      string `json:"reward,omitempty"`
	Cannon      string `json:"cannon,omitempty"`
	Confirmed   bool   `json:"confirmed,omitempty"`
}

// CheckValues refuses a reward that is neither a Command Room reward nor a
// loot card (Ruleset.Choices "reward" of any edition).
func (e Claim) CheckValues() error {
	if e.Reward != "" && !slices.Contains(AcceptedValues("reward"), e.Reward) {
		return Broke("event.unknown_value", "field", "reward", "value", e.Reward)
	}
	return nil
}

func (Claim) Type() string { return "claim" }

// SideAchievements counts the achievements of player p's side ("any
// combination between the teammates").
func (s *State) SideAchievements(p int) int {
	n := 0
	for i, q := range s.Players {
		if s.Teammates(i, p) {
			n += len(q.Achievements)
		}
	}
	return n
}

// OpenObjectives lays the set-up's objectives (achievements, missions)
// face up on the table, each once and each from the edition's catalogue,
// and counts them by tier for the edition's own check. The edition words
// the refusals: unknown and twice say what is wrong with objective id.
func OpenObjectives(s *State, ids []string, unknown, twice func(id string) error) (tiers map[string]int, err error) {
	tiers = map[string]int{}
	for _, id := range ids {
		o, ok := s.Rules.Objectives[id]
		if !ok {
			return nil, unknown(id)
		}
		if slices.Contains(s.Open, id) {
			return nil, twice(id)
		}
		tiers[o.Tier]++
		s.Open = append(s.Open, id)
	}
	return tiers, nil
}
