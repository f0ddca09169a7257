package engine

// heroes.go is the deployment of a fallen hero (or leader): an event kind
// the core provides (DeployHeroKind) for the editions whose heroes come
// back at the start of their owner's turn (Ruleset.Heroes).

// DeployHeroKind is the event kind of a fallen hero (or leader) deployed
// again; an edition whose heroes return lists it in Ruleset.Events.
var DeployHeroKind = NewKind((*State).deployHero, describeDeployHero)

// DeployHero puts the current player's fallen hero or leader back on one of their territories at the start of
// their turn.
type DeployHero struct {
	Territory string `json:"territory"`
}

// describeDeployHero says where a fallen hero (or leader) came back.
func describeDeployHero(before *State, e DeployHero, after *State) []Line {
	t, _ := after.Board.Lookup(e.Territory)
	if after.Rules.Heroes.Declared {
		return []Line{NewLine("history.leader_back", "player", PlayerRef(before.Current), "territory", t)}
	}
	return []Line{NewLine("history.hero_back", "player", PlayerRef(before.Current), "territory", t)}
}

// deployHero puts the current player's fallen hero or leader back on one
// of their territories at the start of their turn (seed 000,
// "Verstärkung verteilen", Entsendung: "Wenn Ihr Held in Ihrem letzten Zug
// besiegt wurde, dürfen Sie ihn in dieser Phase ebenfalls wieder
// entsenden").
func (s *State) deployHero(e DeployHero) error {
	if err := s.InTurn(); err != nil {
		return err
	}
	me := &s.Players[s.Current]
	if !s.Rules.Heroes.ReturnsAtTurnStart || !me.HasHero || me.Hero != NoTerritory {
		return Broke("hero.not_removed", "player", PlayerRef(s.Current))
	}
	// One a correction took off may come back at once.
	if s.Phase != PhaseReinforce && !s.HeroCorrected {
		return Broke("hero.deploy_at_start")
	}
	t, err := s.Territory(e.Territory)
	if err != nil {
		return err
	}
	if s.Owner[t] != s.Current {
		return Broke("hero.not_own", "player", PlayerRef(s.Current), "territory", t)
	}
	me.Hero = t
	return nil
}

func (DeployHero) Type() string { return "deploy_hero" }
