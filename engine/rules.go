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
	// (heroes, cannons, rewards, loot) given what the attacker declared;
	// nil means standard dice.
	Battle func(s *State, from, to TerritoryID, d Declared) BattleRule

	// SetUp checks and completes what an edition adds to the common set-up
	// (bases, heroes, colonies, achievements, starting cards, units); nil
	// for Game of Thrones, whose deal and deck NewGame checks itself.
	SetUp func(s *State, e Setup) error
	// CountsColonies adds colonies to the count for reinforcement (Halo
	// Wars).
	CountsColonies bool
	// BaseUnits is added for every base the player controls.
	BaseUnits int
	// SkullUnits is the skull trade table (skulls -> units); nil when
	// cards are traded as sets of symbols.
	SkullUnits map[int]int
	// Objectives is the catalogue of achievements or missions, by id.
	Objectives map[string]Objective
	// Draws is how many cards the current player may draw at the end of
	// the turn; nil means one after a conquest.
	Draws func(s *State) int
	// Victory says who has won at the end of the current player's turn;
	// nil when the edition has no such check.
	Victory func(s *State) (winners []int, reason string)

	// HeroReturnsAtTurnStart: a hero (Halo Legendary) or leader
	// (Warhammer 40k) leaves the board with the last unit of its
	// territory, comes back at the start of its owner's next turn, and
	// must move in with the conquerors of a battle it fought in. Halo
	// Wars heroes fall on a lost highest die and return at the end of the
	// turn instead.
	HeroReturnsAtTurnStart bool
	// HeroReturnOptional: putting the fallen leader back is the player's
	// choice, not a step before attacking (Warhammer 40k, ANFÜHRER: "Zu
	// Beginn deines nächsten Zuges kannst du besiegte Anführer neu
	// einsetzen"). The chance is the turn's start, while recruiting; a
	// leader left off stays defeated and may come back at the start of a
	// later turn.
	HeroReturnOptional bool
	// NeutralDefendsMax: a neutral army always rolls the most defence dice
	// it may (Game of Thrones, 2 players). Where the rulebook leaves the
	// choice to the opponent who rolls for it, this is false.
	NeutralDefendsMax bool

	// ThroneGelt: territory cards are kept by their Throne Gelt value and
	// traded by the board's recruitment table (Warhammer 40k).
	ThroneGelt bool
	// HeroDeclared: a leader's ability counts in a battle only when the
	// attacker says it is used, and only then must the leader move in
	// with the conquerors (Warhammer 40k).
	HeroDeclared bool
	// WinsOnlyByVictory: the game ends by Victory; holding every
	// territory does not end it at once. A player left alone wins at the
	// end of the turn in the classic game and plays on in Alleinherrschaft
	// (Warhammer 40k: three missions).
	WinsOnlyByVictory bool
	// Claim takes an objective where the edition's claim differs from
	// Halo Wars' (Warhammer 40k missions and loot); nil uses Halo Wars'.
	Claim func(s *State, e Claim) error
}

// Objective is an achievement or a mission: a predicate over the board and
// the turn (State.StartOwner is the board at the turn's start). A claim is
// verified with Met, never just recorded.
type Objective struct {
	ID   string
	Tier string // "heroic" or "legendary" (Halo Wars), "main" or "side" (Warhammer 40k)
	Met  func(s *State, p int) bool
}

// Rulesets by edition id.
var rulesets = map[string]*Ruleset{}

// RulesetFor returns the ruleset of an edition.
func RulesetFor(edition string) (*Ruleset, bool) {
	r, ok := rulesets[edition]
	return r, ok
}
