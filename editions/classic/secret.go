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

// Secret is s's Secret Mission state, nil in another game.
func Secret(s *engine.State) *State {
	if x, ok := s.Ext.(*State); ok && x.Variant == VariantSecretMission {
		return x
	}
	return nil
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
		seat.Mission = deck[k]
		s.Players[i].Options = engine.OptionsOf(seat)
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
	// setVariant put the game's classic state in place.
	x := stateOf(s)
	s.Ext = x
	x.Cards = make([]string, len(s.Players))
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
