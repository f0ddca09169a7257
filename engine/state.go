package engine

import (
	"maps"
	"slices"
	"strconv"
)

// Phase is the step of the current player's turn.
type Phase string

const (
	PhaseReinforce Phase = "reinforce" // trade cards, place units
	PhaseAttack    Phase = "attack"    // invasions
	PhaseManeuver  Phase = "maneuver"  // the maneuver is done or the attacks are over
	PhaseOver      Phase = "over"      // the game has ended
)

// Player is a seat at the table.
type Player struct {
	Name    string
	House   string
	Neutral bool
	// Out is set when the player lost their last territory.
	Out bool
	// Hand holds the territory ids of the cards the player holds.
	Hand []string

	// Team is the side the player wins or loses with; "" plays alone (an
	// edition's faction: two players of one faction are one team).
	Team string
	// Points holds the player's point cards by their points, 1 or 2 each
	// (CardsByPoints; see valuecards.go).
	Points []int
	// Base is the territory of the player's base, NoTerritory for none. A
	// base stays on the board when its player is out.
	Base TerritoryID
	// HasHero: the player has a hero; Hero is its territory, or
	// NoTerritory while it waits to be redeployed.
	HasHero bool
	Hero    TerritoryID
	// Achievements taken (and taken over from eliminated players).
	Achievements []string
	// Rewards the player's achievements gave (Command Room); they leave
	// the game with the player.
	Rewards []string
	// Cannons are the territories of the player's cannons.
	Cannons []TerritoryID

	// TakenPoints are point cards taken from eliminated players, kept
	// apart from Points where the edition says so (good only for a trade).
	TakenPoints []int
	// Values holds the player's cards by their value (100 or 200 each).
	Values []int
}

// NoTerritory marks "no territory": no base, a hero off the board.
const NoTerritory TerritoryID = -1

// Has reports whether the player holds a reward.
func (p Player) Has(reward string) bool { return slices.Contains(p.Rewards, reward) }

// PendingConquest is a conquered territory waiting for its units.
type PendingConquest struct {
	From, To TerritoryID
	// Min is the number of dice rolled in the last battle: those units
	// must move in.
	Min int
	// Hero: the attacker's hero fought from From and must move in
	// (Ruleset.Heroes.ReturnsAtTurnStart).
	Hero bool
}

// Reinforcement is the breakdown of a player's reinforcement for a turn.
type Reinforcement struct {
	Territories int           // territories held
	Castles     int           // castles held
	Colonies    int           // colonies held (Ruleset.CountsColonies)
	Bases       int           // bases held, one unit each (Ruleset.BaseUnits)
	Reward      int           // the "+2 units" reward
	Loot        int           // units from loot cards
	Base        int           // max(minimum, count / 3)
	Regions     []RegionBonus // regions held whole
	Trades      []TradeResult // card sets traded this turn
	Total       int           // everything above together
}

// RegionBonus is one region held whole.
type RegionBonus struct {
	Region string
	Bonus  int
}

// TradeResult is one traded set.
type TradeResult struct {
	Cards  []string
	Points int // points turned in (CardsByPoints)
	Worth  int // the value of cards turned in by value (CardsByValue)
	Value  int // units for the set itself
	// Extra lists the territories held that appear on the traded cards:
	// two units each, placed on that territory.
	Extra []TerritoryID
}

// Score is one player's end-of-game points.
type Score struct {
	Player                      int
	Territories, Castles, Ports int
	Total                       int
}

// State is the game at one point of its log. Treat it as immutable: Apply
// returns a new State.
type State struct {
	Board   *Board
	Rules   *Ruleset
	Seq     int // events applied so far
	Players []Player
	Owner   []int // per territory, index in Players
	Units   []int // per territory

	Turn    int // 1 for the first player's first turn, counting every turn
	Round   int // 1 until the turn comes round the table again: what the table counts
	Current int // index in Players
	Phase   Phase

	// Reinforcement of the current turn.
	Reinforcement Reinforcement
	Pool          int   // units still to place anywhere
	Reserved      []int // per territory: units that must be placed there
	MustTrade     bool  // a set must be traded before the phase ends

	Conquered int // territories conquered this turn
	Pending   *PendingConquest
	Maneuvers int // maneuvers made this turn

	DeckMode string
	Deck     []string // DeckHerald: cards still in the deck, top first
	Drawn    []string // cards drawn or dealt into hands since set-up
	Discard  []string // traded cards
	// SetsTraded counts the sets of cards traded in the game by anyone
	// (Ruleset.TradeValue).
	SetsTraded int
	// TradingDown: the current player took a beaten player's cards and
	// trades at once down to Ruleset.TradeDown.To.
	TradingDown bool

	Over      bool
	EndReason string // "end_card", "all_territories", "last_standing", "achievements"
	Scores    []Score
	Winners   []int

	// Mode is the set-up's variant of the edition's rules.
	Mode   string
	Colony []bool   // per territory
	Open   []string // achievements still on the board
	// Hidden holds the rewards Herald drew, face down on the open
	// achievements; RewardsOut every reward already taken.
	Hidden     map[string]string
	RewardsOut []string

	// What the turn has done so far, for achievements and missions.
	StartOwner    []int  // owners at the start of the turn
	Claimed       string // the achievement taken this turn
	Traded        bool   // a point-card trade was made this turn
	Transferred   bool   // a transfer of command was made this turn
	StartManeuver bool   // the starting maneuver was made this turn

	// TransferredTo lists the territories taken over by a transfer of
	// command this turn: gained, but not conquered.
	TransferredTo []TerritoryID

	// Destroyed counts, per player, the units the current player's
	// attacks destroyed this turn (the attacker's own losses are not in
	// it); HeroesDefeated lists the players whose hero or leader fell in
	// a battle this turn, in order.
	Destroyed      []int
	HeroesDefeated []int
	// HeroCorrected: a correction took the current player's hero or
	// leader off this turn; it may come back at once and never holds up
	// the turn.
	HeroCorrected bool

	// LootUsed lists the rewards used this turn (Ruleset.ReusedInTurn).
	LootUsed []string

	// ManeuverAdjacent: a maneuver goes only into a territory bordering
	// the one it leaves, not along a chain of own territories; the
	// edition sets it from the table's choice at set-up.
	ManeuverAdjacent bool
	// deckKey keys the reshuffles of Herald's deck (reshuffle.go).
	deckKey [32]byte

	// Ext is the edition's own part of the state (EditionState), nil
	// where it keeps none.
	Ext EditionState
}

// Clone returns a deep copy.
func (s *State) Clone() *State {
	n := *s
	n.Players = make([]Player, len(s.Players))
	for i, p := range s.Players {
		p.Hand = slices.Clone(p.Hand)
		p.Points = slices.Clone(p.Points)
		p.Achievements = slices.Clone(p.Achievements)
		p.Rewards = slices.Clone(p.Rewards)
		p.Cannons = slices.Clone(p.Cannons)
		p.TakenPoints = slices.Clone(p.TakenPoints)
		p.Values = slices.Clone(p.Values)
		n.Players[i] = p
	}
	n.Owner = slices.Clone(s.Owner)
	n.Units = slices.Clone(s.Units)
	n.Reserved = slices.Clone(s.Reserved)
	n.Reinforcement.Regions = slices.Clone(s.Reinforcement.Regions)
	n.Reinforcement.Trades = slices.Clone(s.Reinforcement.Trades)
	if s.Pending != nil {
		p := *s.Pending
		n.Pending = &p
	}
	n.Deck = slices.Clone(s.Deck)
	n.Drawn = slices.Clone(s.Drawn)
	n.Discard = slices.Clone(s.Discard)
	n.Scores = slices.Clone(s.Scores)
	n.Winners = slices.Clone(s.Winners)
	n.Colony = slices.Clone(s.Colony)
	n.Open = slices.Clone(s.Open)
	n.Hidden = maps.Clone(s.Hidden)
	n.RewardsOut = slices.Clone(s.RewardsOut)
	n.StartOwner = slices.Clone(s.StartOwner)
	n.TransferredTo = slices.Clone(s.TransferredTo)
	n.Destroyed = slices.Clone(s.Destroyed)
	n.HeroesDefeated = slices.Clone(s.HeroesDefeated)
	n.LootUsed = slices.Clone(s.LootUsed)
	if s.Ext != nil {
		n.Ext = s.Ext.CloneState()
	}
	return &n
}

// Holdings lists the territories player p holds.
func (s *State) Holdings(p int) []TerritoryID {
	var out []TerritoryID
	for t, o := range s.Owner {
		if o == p {
			out = append(out, TerritoryID(t))
		}
	}
	return out
}

// Count is how many territories player p holds.
func (s *State) Count(p int) int {
	n := 0
	for _, o := range s.Owner {
		if o == p {
			n++
		}
	}
	return n
}

// UnitsOf is the total of player p's units on the board.
func (s *State) UnitsOf(p int) int {
	n := 0
	for t, o := range s.Owner {
		if o == p {
			n += s.Units[t]
		}
	}
	return n
}

// ReservedTotal is the number of reserved units still to place.
func (s *State) ReservedTotal() int {
	n := 0
	for _, r := range s.Reserved {
		n += r
	}
	return n
}

// ToPlace is every unit the current player still has to place.
func (s *State) ToPlace() int { return s.Pool + s.ReservedTotal() }

// CanDraw reports whether ending the turn now would draw a card: the
// edition's Ruleset.Draws where it has one (the rule end_turn applies),
// else one card after a conquest; never into a full hand (HandFull).
func (s *State) CanDraw() bool {
	if s.HandFull() {
		return false
	}
	if s.Rules != nil && s.Rules.Draws != nil {
		return s.Rules.Draws(s) > 0
	}
	return s.Conquered > 0
}

// TeamOf is the side player p wins with: its team, or the player alone.
func (s *State) TeamOf(p int) string {
	if t := s.Players[p].Team; t != "" {
		return t
	}
	return "seat " + strconv.Itoa(p)
}

// Teammates reports whether players a and b play on one side (a player is
// its own teammate).
func (s *State) Teammates(a, b int) bool {
	return a >= 0 && b >= 0 && s.TeamOf(a) == s.TeamOf(b)
}

// TeamHolds reports whether the side of player p holds territory t.
func (s *State) TeamHolds(p int, t TerritoryID) bool { return s.Teammates(p, s.Owner[t]) }

// Reachable lists the own territories units in from could maneuver to
// through territories player p's side holds (and the board's special
// links): in team play a maneuver may pass through a teammate's
// territories but ends on the player's own ("End of turn maneuver").
// Links the board does not know are taken as possible: the table decides.
func (s *State) Reachable(p int, from TerritoryID) []TerritoryID {
	if s.ManeuverAdjacent {
		var out []TerritoryID
		for _, n := range s.Board.MaybeNeighbours(from) {
			if n != from && s.Owner[n] == p {
				out = append(out, n)
			}
		}
		return out
	}
	seen := make([]bool, len(s.Owner))
	seen[from] = true
	queue := []TerritoryID{from}
	var out []TerritoryID
	for len(queue) > 0 {
		t := queue[0]
		queue = queue[1:]
		for _, n := range s.Board.MaybeNeighbours(t) {
			if seen[n] || !s.TeamHolds(p, n) {
				continue
			}
			seen[n] = true
			if s.Owner[n] == p {
				out = append(out, n)
			}
			queue = append(queue, n)
		}
	}
	return out
}

// Connected reports whether a maneuver from a to b stays inside player p's
// territories.
func (s *State) Connected(p int, a, b TerritoryID) bool {
	return slices.Contains(s.Reachable(p, a), b)
}

// Side lists the players of p's side.
func (s *State) Side(p int) []int {
	var out []int
	for i := range s.Players {
		if s.Teammates(i, p) {
			out = append(out, i)
		}
	}
	return out
}
