package classic

import (
	"slices"

	"herald/engine"
)

// Secret Mission RISK (Parker 1993, "Secret Mission Risk"; the rules as
// ultraboardgames.com/risk/secret-mission-risk.php gives them): 3 to 6
// players, the territories dealt, "The General shuffles the Mission cards
// and deals one card face down to each player", "If fewer than 6 players,
// the General removes the Mission cards that refer to the unused colors",
// and the first to complete the mission on their own card wins. The card
// is its holder's alone (State.Cards, kept out of every shared page, the
// API and the export until the game ends).

// The set-up option "variant": which of the rulebook's games is played.
const (
	VariantDomination    = "domination"
	VariantSecretMission = "secret_mission"
)

// Who deals the mission cards (option "mission_deal"): Herald, at random
// from the cards left after the unused colours are removed, or the
// table, each holder entering theirs on their seat page.
const (
	MissionDealHerald = "herald"
	MissionDealTable  = "table"
)

// Options are classic's set-up choices (engine.Setup.Options).
type Options struct {
	Variant     string `json:"variant,omitempty"`
	MissionDeal string `json:"mission_deal,omitempty"`
}

// SeatOptions are a seat's own set-up choices: the mission card Herald
// dealt it, or the one the table entered at set-up.
type SeatOptions struct {
	Mission string `json:"mission,omitempty"`
}

// Variants are the values of the option "variant", the default first.
var Variants = []string{VariantDomination, VariantSecretMission}

// ReadVariant reads the set-up's classic options, the variant defaulted
// to world domination; an unknown variant or deal is refused.
func ReadVariant(o engine.Options) (Options, error) {
	var out Options
	if err := engine.ReadOptions(o, &out); err != nil {
		return out, err
	}
	if out.Variant == "" {
		out.Variant = VariantDomination
	}
	if !slices.Contains(Variants, out.Variant) {
		return out, broke("setup.variant", "found", out.Variant)
	}
	if out.MissionDeal != "" && out.MissionDeal != MissionDealHerald && out.MissionDeal != MissionDealTable {
		return out, broke("setup.mission_deal", "found", out.MissionDeal)
	}
	return out, nil
}

// State is classic's part of a Secret Mission game's state (State.Ext).
type State struct {
	// Cards is each seat's mission card, "" until it is entered.
	Cards []string
	// Turned marks the seats whose "destroy" mission became "occupy 24
	// territories" because another player eliminated that colour first.
	Turned []bool
}

// CloneState copies the state deeply (engine.EditionState).
func (x *State) CloneState() engine.EditionState {
	return &State{Cards: slices.Clone(x.Cards), Turned: slices.Clone(x.Turned)}
}

// Secret is s's Secret Mission state, nil in a game of world domination.
func Secret(s *engine.State) *State {
	x, _ := s.Ext.(*State)
	return x
}

// MissionOf is player p's mission card, "" when none is entered (or the
// game has no missions).
func MissionOf(s *engine.State, p int) string {
	if x := Secret(s); x != nil && p >= 0 && p < len(x.Cards) {
		return x.Cards[p]
	}
	return ""
}

// inPlay lists the mission cards of a game with these colours: the ones
// naming an unused colour are removed ("If fewer than 6 players, the
// General removes the Mission cards that refer to the unused colors").
func inPlay(colours []string) []string {
	var out []string
	for _, id := range MissionIDs {
		if c, ok := destroyed(id); ok && !slices.Contains(colours, c) {
			continue
		}
		out = append(out, id)
	}
	return out
}

// colours are the colours of the seats (the neutral has none here: the
// Secret Mission game has no neutral).
func colours(ps []engine.PlayerSetup) []string {
	var out []string
	for _, p := range ps {
		if !p.Neutral {
			out = append(out, p.House)
		}
	}
	return out
}

// DealMissions deals one mission card face down to each seat of s that
// has none, from the cards in play not yet held ("The General shuffles
// the Mission cards and deals one card face down to each player").
func DealMissions(s *engine.Setup, intn func(int) int) {
	deck := inPlay(colours(s.Players))
	for _, p := range s.Players {
		var seat SeatOptions
		if engine.ReadOptions(p.Options, &seat) == nil {
			deck = slices.DeleteFunc(deck, func(id string) bool { return id == seat.Mission })
		}
	}
	s.Players = slices.Clone(s.Players)
	for i, p := range s.Players {
		var seat SeatOptions
		if p.Neutral || engine.ReadOptions(p.Options, &seat) != nil || seat.Mission != "" || len(deck) == 0 {
			continue
		}
		k := intn(len(deck))
		s.Players[i].Options = engine.OptionsOf(SeatOptions{Mission: deck[k]})
		deck = slices.Delete(deck, k, k+1)
	}
}

// setUpMissions reads the variant and the seats' mission cards into the
// state; a game of world domination has none.
func setUpMissions(s *engine.State, e engine.Setup, seats int) error {
	o, err := ReadVariant(e.Options)
	if err != nil {
		return err
	}
	cards := make([]string, len(s.Players))
	for i, p := range e.Players {
		var seat SeatOptions
		if err := engine.ReadOptions(p.Options, &seat); err != nil {
			return err
		}
		cards[i] = seat.Mission
	}
	if o.Variant != VariantSecretMission {
		if o.MissionDeal != "" || slices.ContainsFunc(cards, func(c string) bool { return c != "" }) {
			return broke("setup.missions_without_variant")
		}
		return nil
	}
	// "This game is suitable for from 3 to 6 players."
	if seats < 3 || seats != len(s.Players) {
		return broke("setup.mission_players", "count", seats)
	}
	x := &State{Cards: make([]string, len(s.Players)), Turned: make([]bool, len(s.Players))}
	s.Ext = x
	for i, c := range cards {
		if c == "" {
			continue
		}
		if err := recordMission(s, RecordMission{Player: i, Mission: c}); err != nil {
			return err
		}
	}
	return nil
}
