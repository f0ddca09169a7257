package legendary

import "herald/engine"

// SetCampaign gives player p the campaign cards, for tests that start
// from a position rather than record each card.
func SetCampaign(s *engine.State, p int, cards []CampaignCard) { stateOf(s).Campaign[p] = cards }
