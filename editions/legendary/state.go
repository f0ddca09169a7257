package legendary

import (
	"slices"

	"herald/engine"
)

// Options are Halo Legendary's set-up choices beyond the core's
// (engine.Setup.Options): the mobile teleporter pairs by territory id and
// the option that says how many ("MOBILE TELEPORTER EINSETZEN"); Teams
// plays Slayer in teams.
type Options struct {
	Teleporters      [][2]string `json:"teleporters,omitempty"`
	TeleporterOption string      `json:"teleporter_option,omitempty"`
	Teams            bool        `json:"teams,omitempty"`
}

// State is Halo Legendary's own part of a game's state
// (engine.State.Ext).
type State struct {
	// Teleporters are the mobile teleporter pairs, linked on this game's
	// copy of the board; TeleporterOption how many the option allowed.
	TeleporterOption string
	Teleporters      [][2]engine.TerritoryID
	// DefenceTurn is the turn in which a defender played a defensive
	// faction card after an invasion was declared (0: none): the next
	// battle of that turn against DefenceBy is rolled with the most dice.
	DefenceTurn int
	DefenceBy   int
	// Campaign holds each player's campaign cards as the player recorded
	// them (private until completed or revealed), by seat.
	Campaign [][]CampaignCard
}

// CampaignCard is a campaign card as its holder recorded it: the card
// texts are not public, so the player picks the mission pattern that fits
// the printed text (with its number or regions), or "table" when none
// fits and the table will confirm it.
type CampaignCard struct {
	Tier    string   `json:"tier"`
	Mission string   `json:"mission"`
	N       int      `json:"n,omitempty"`
	Regions []string `json:"regions,omitempty"`
	// Text is the card's text as typed by the player, optional.
	Text string `json:"text,omitempty"`
	Done bool   `json:"done,omitempty"`
	// Confirmed: completed on the table's word, not verified by Herald.
	Confirmed bool `json:"confirmed,omitempty"`
	// Passed: a completed card an eliminated ally passed on.
	Passed bool `json:"passed,omitempty"`
}

// CloneState copies the state deeply (engine.EditionState).
func (x *State) CloneState() engine.EditionState {
	n := *x
	n.Teleporters = slices.Clone(x.Teleporters)
	n.Campaign = make([][]CampaignCard, len(x.Campaign))
	for i, cards := range x.Campaign {
		n.Campaign[i] = slices.Clone(cards)
	}
	return &n
}

// ObjectivesDone counts player p's completed campaign cards
// (engine.ObjectiveCounter).
func (x *State) ObjectivesDone(p int) int {
	n := 0
	for _, c := range x.cards(p) {
		if c.Done {
			n++
		}
	}
	return n
}

// cards are player p's campaign cards.
func (x *State) cards(p int) []CampaignCard {
	if p < 0 || p >= len(x.Campaign) {
		return nil
	}
	return x.Campaign[p]
}

// stateOf is the game's Legendary state (setUp makes it); another
// edition's game reads as one without teleporters, cards or defence.
func stateOf(s *engine.State) *State {
	if x, ok := s.Ext.(*State); ok {
		return x
	}
	return &State{Campaign: make([][]CampaignCard, len(s.Players))}
}

// Campaign is player p's campaign cards.
func Campaign(s *engine.State, p int) []CampaignCard { return stateOf(s).cards(p) }

// Teleporters are the game's mobile teleporter pairs.
func Teleporters(s *engine.State) [][2]engine.TerritoryID { return stateOf(s).Teleporters }

// MaxDiceNext reports whether the next battle of this turn must be
// rolled with the most dice (a defence card was played).
func MaxDiceNext(s *engine.State) bool { return stateOf(s).DefenceTurn == s.Turn && s.Turn > 0 }

// DefenceBy is the player whose defence card binds the next battle
// (while MaxDiceNext).
func DefenceBy(s *engine.State) int { return stateOf(s).DefenceBy }
