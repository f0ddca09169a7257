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
	// CountsCastles adds castles to the territory count for reinforcement.
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
	// ReshuffleTraded: when the draw pile is empty, the traded cards are
	// shuffled into a new one (reshuffle.go); otherwise an empty pile
	// gives no card.
	ReshuffleTraded bool
	// CardSymbols are the symbols the edition's territory cards show; nil
	// is the three of the core's territory cards (SymbolKnown).
	CardSymbols []CardSymbol
	// ExtraCards are the deck's cards that show no territory (wild
	// cards), by card id, with the symbol a set reads on them.
	ExtraCards map[string]CardSymbol
	// TradeValue is what the next set is worth after setsTraded sets were
	// traded by anyone in the game (State.SetsTraded), where a set's
	// worth grows through the game; nil: SetValue's table. SetValue still
	// says what is a set.
	TradeValue func(setsTraded int) int
	// HandUnbounded: HandLimit is only the forced trade at the turn's
	// start; a hand may hold more (a full hand still draws).
	HandUnbounded bool
	// TradeDown is the trade at once after taking a beaten player's
	// cards; zero: while over HandLimit.
	TradeDown TradeDown
	// NotASet is the key of the refusal of cards that are not a set, in
	// the edition's words for its sets; "" is trade.not_a_set.
	NotASet string
	// TradeExtraOnce gives TradeExtra for at most one traded card's
	// territory a turn, the player's choice (Trade.Extra), instead of for
	// every one.
	TradeExtraOnce bool
	// Battle gives the dice modifiers of a battle between two territories
	// (heroes, cannons, rewards, loot) given what the attacker declared;
	// nil means standard dice.
	Battle func(s *State, from, to TerritoryID, d Declared) BattleRule
	// RollRule narrows the battle's rule to the one Herald rolls by when
	// it differs (a card used once re-rolls only where the attacker chose
	// to spend it); nil rolls by Battle.
	RollRule func(s *State, r BattleRule, d Declared) BattleRule

	// SetUp checks and completes what an edition adds to the common set-up
	// (bases, heroes, colonies, achievements, starting cards, units); nil
	// when the deal and the deck are all there is (checkDeal).
	SetUp func(s *State, e Setup) error
	// Options and PlayerOptions are the zero values of the edition's
	// options structs (Setup.Options, PlayerSetup.Options): their JSON
	// field names are the only options a set-up may carry; nil allows
	// none. The edition reads them in SetUp (ReadOptions).
	Options, PlayerOptions any
	// CountsColonies adds colonies to the count for reinforcement, as
	// CountsCastles does castles. Both stay numbers, not hooks: castles
	// (Territory.Castle) and colonies (State.Colony) are pieces of the
	// common board, and whether they count with the territories is a
	// parameter of the one reinforcement formula (count / 3), which the
	// pages show row by row.
	CountsColonies bool
	// BaseUnits is added for every base the player controls (through
	// Reinforce).
	BaseUnits int
	// Reinforce adds the edition's own sources to a player's
	// reinforcement after the territories and the base were counted
	// (bases, rewards, loot: Reinforcement.Bases, Reward, Loot); nil adds
	// nothing. The core adds them to the total.
	Reinforce func(s *State, p int, r *Reinforcement)
	// PointUnits is the point cards' trade chart (points -> units); nil
	// when cards are traded as sets of symbols.
	PointUnits map[int]int
	// CardsBy says how a hand is kept where it is not territory cards
	// (CardsByTerritory): by the points or the value printed on each card,
	// carried in the Points or Values fields of the events.
	CardsBy string
	// TradeCards trades cards kept by value (Trade.Points, Trade.Values);
	// nil trades sets of territory cards by SetValue.
	TradeCards func(s *State, e Trade) error
	// CorrectHand sets a hand kept by value as the table holds it; nil
	// sets territory cards.
	CorrectHand func(s *State, e CorrectHand) error
	// DeckSize is how many cards the deck holds, the most a hand can hold
	// where the rulebook sets no hand limit; 0 when the hand limit bounds
	// it.
	DeckSize int
	// NoDrawAfterClaim refuses a draw when a claim took the turn's card,
	// in the edition's word for its claims (achievement, mission,
	// campaign card).
	NoDrawAfterClaim func() error
	// Objectives is the catalogue of achievements or missions, by id.
	Objectives map[string]Objective
	// Draws is how many cards the current player may draw at the end of
	// the turn; nil means one after a conquest.
	Draws func(s *State) int
	// DescribeDraw says the history line of a card draw where the edition
	// keeps what was drawn secret; ok=false uses the common sentence.
	DescribeDraw func(before *State, e EndTurn) (l Line, ok bool)
	// CardOutOfPlay refuses, in the edition's words, a card of the
	// table's deck that the set-up put out of the game: drawn, or entered
	// into a hand by a correction. The table's draw pile (DeckLeft) does
	// not count the cards it refuses. nil: every card plays.
	CardOutOfPlay func(s *State, card string) error
	// Victory says who has won at the end of the current player's turn;
	// nil when the edition has no such check.
	Victory func(s *State) (winners []int, reason string)
	// Points are the points each seat holds in s where the edition's
	// game is decided on points or on a count of objectives (the
	// summary's points by round), one per seat, 0 for a neutral army;
	// nil (the hook or its answer) when points decide nothing in s's
	// game, as in world domination.
	Points func(s *State) []int
	// BoardVictory ends the game, after a conquest or a correction, when
	// the board alone decides it; nil is world domination (CheckVictory:
	// one side holds every territory or stands alone).
	BoardVictory func(s *State)
	// EndReveals reports whether the end of s's game turns over what the
	// seats keep hidden (a secret objective). A correction then never
	// ends it: the table's record is no move, and a correction and its
	// undo would show the table every secret; the next move ends it,
	// where the rules check the board. nil: no game of the edition does.
	EndReveals func(s *State) bool
	// AfterEvent settles, after every event e applied while the game goes
	// on, what the edition decides at any moment (a secret mission met by
	// a placement as by a conquest); nil does nothing. It is asked while
	// a conquest waits for its move-in too (s.Pending), and after a
	// correction (Correct, CorrectHand): the table's record, not a move,
	// which the edition may judge otherwise.
	AfterEvent func(s *State, e Event)
	// LastStanding decides a turn that finds no other player left to
	// play: it may end the game, or say the player plays on alone; nil
	// is CheckVictory.
	LastStanding func(s *State) (playsOn bool)
	// OnEliminate puts a player out whom a conquest took the last
	// territory from; nil passes hand, cards and objectives to the
	// conqueror (Eliminate).
	OnEliminate func(s *State, loser int)
	// BeforeAttack settles what an edition requires before the current
	// player attacks again, maneuvers or ends the turn (a defence played
	// first); nil requires nothing.
	BeforeAttack func(s *State) error

	// ReusedInTurn reports whether a held reward r may be used again and
	// again in a turn (a re-roll card read as kept); nil: each copy once
	// per turn.
	ReusedInTurn func(s *State, r string) bool
	// SpendRerolls records the re-rolls a battle made ("one", "lowest")
	// as uses of the cards that allowed them; nil where battles never
	// re-roll.
	SpendRerolls func(s *State, rerolled []string)
	// TurnEnds settles what the edition does when a turn ends, before the
	// victory check (loot used up leaves the game); nil does nothing.
	TurnEnds func(s *State)

	// BeforeBattle refuses a battle from territory from against to, with
	// dice attack dice, that the edition does not allow now (a defence
	// card binds the attacker to its player and to the most dice); nil
	// allows every battle the common rules allow. The battle follows when
	// it returns nil (or the whole attack is refused).
	BeforeBattle func(s *State, from, to TerritoryID, dice int) error

	// Heroes says when fallen heroes come back and when their ability
	// counts.
	Heroes HeroRules
	// NeutralDefendsMax: a neutral army always rolls the most defence dice
	// it may. Where the rulebook leaves the choice to the opponent who
	// rolls for it, this is false. A dice parameter, not a shape.
	NeutralDefendsMax bool

	// Events are the event kinds the edition adds to the common ones
	// (claims, heroes, campaign and faction cards, loot ...).
	Events []*EventKind
	// ValueTable is the table a trade of value cards reads (see
	// State.PointUnits) when it is not always PointUnits: a board may
	// print its own.
	ValueTable func(s *State) map[int]int
	// Choices lists, per Setup field ("mode", "teleporter_option",
	// "rewards"), the values the edition accepts there; CheckValues
	// accepts a value any edition declares.
	Choices map[string][]string
}

// HeroRules parameterize the one hero mechanism several editions share (a
// piece that goes with its units, gives dice, falls and comes back): they
// are numbers, not shapes, so they stay fields rather than hooks.
type HeroRules struct {
	// ReturnsAtTurnStart: a hero leaves the board with the last unit of
	// its territory, comes back at the start of its owner's next turn,
	// and must move in with the conquerors of a battle it fought in.
	// Otherwise heroes fall on a lost highest die and return at the end
	// of the turn.
	ReturnsAtTurnStart bool
	// ReturnOptional: putting the fallen hero back is the player's choice,
	// not a step before attacking. The chance is the turn's start; one
	// left off stays off and may come back at the start of a later turn.
	ReturnOptional bool
	// Declared: the hero's ability counts in a battle only when the
	// attacker says it is used, and only then must it move in with the
	// conquerors. Such heroes are called leaders in the history.
	Declared bool
}

// How a hand is kept (Ruleset.CardsBy).
const (
	CardsByTerritory = ""
	CardsByPoints    = "points"
	CardsByValue     = "value"
)

// Objective is an achievement or a mission: a predicate over the board and
// the turn (State.StartOwner is the board at the turn's start). A claim is
// verified with Met, never just recorded.
type Objective struct {
	ID   string
	Tier string // the edition's tier of objective, as its set-up draws them: "heroic", "main" ...
	Met  func(s *State, p int) bool
}
