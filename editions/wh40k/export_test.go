package wh40k

import "herald/engine"

// SetLootKept switches the loot reading of a running game, for tests that
// compare both readings from one position.
func SetLootKept(s *engine.State, kept bool) { stateOf(s).LootKept = kept }
