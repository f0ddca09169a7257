package engine

// Ruleset carries what differs between editions: numbers as fields,
// behaviours that differ in shape as small functions.
type Ruleset struct {
	Edition    string
	Board      string // the board id this ruleset plays on
	MinPlayers int
	MaxPlayers int

	// Houses lists the houses (factions) available for n players.
	Houses func(n int) []string
	// Deal says how many territories each seat gets, in seat order, for n
	// players; a neutral seat, if the count adds one, comes last.
	Deal func(n int) (perSeat []int, neutral int)
	// StartUnits is placed on every territory of a player at set-up,
	// NeutralUnits on every neutral one.
	StartUnits, NeutralUnits int

	MinReinforcement int
	// CountsCastles adds castles to the territory count for reinforcement
	// (Game of Thrones).
	CountsCastles bool
	// HandLimit is the most cards a hand may hold; at turn start a hand of
	// HandLimit or more must trade.
	HandLimit int
	// SetValue returns the units a set of cards is worth, or ok=false when
	// the cards are not a set.
	SetValue func(symbols []CardSymbol) (units int, ok bool)
	// TradeExtra is the bonus per traded card showing a territory the
	// player holds, placed on that territory.
	TradeExtra int
	// EndGameCard is set when the deck holds an End Game card.
	EndGameCard bool
	// Battle gives the dice modifiers of a battle between two territories
	// (heroes, cannons, rewards, loot); nil means standard dice.
	Battle func(s *State, from, to TerritoryID) BattleRule
}

// Rulesets by edition id.
var rulesets = map[string]*Ruleset{}

// RulesetFor returns the ruleset of an edition.
func RulesetFor(edition string) (*Ruleset, bool) {
	r, ok := rulesets[edition]
	return r, ok
}
