// Package classic is classic RISK ("World Domination", Parker Brothers
// 1993 rules; in German "Risiko") on the world map of maps/classic.json:
// 42 territories, 6 continents, 2-6 players, card sets worth more with
// every set the table has traded, and the Secret Mission variant
// (missions.go).
//
// The package registers itself (init: engine.Register, its set-up form,
// its words); editions/all imports it. ENGINE_NEEDS.md lists what the
// core offers it and what is still missing. Every rule cites its source;
// SOURCES.md says where each fact comes from and how sure it is.
package classic

import (
	"slices"

	"herald/engine"
)

// Edition is the edition id; BoardID the shipped board (maps/classic.json).
const (
	Edition = "classic"
	BoardID = "classic"
)

// Army colours, the "houses" of classic RISK. The rulebook only says
// "6 sets of armies, each a different colour"; which six a printing has
// varies, so these are Herald's names for them. A "destroy all X armies"
// mission names one of them.
var Colours = []string{"black", "blue", "green", "pink", "red", "yellow"}

// Card symbols of the classic deck (Parker 1993, "RISK cards": "Infantry,
// Cavalry, or Artillery"; the 2 wild cards show all three).
const (
	Infantry  engine.CardSymbol = "infantry"
	Cavalry   engine.CardSymbol = "cavalry"
	Artillery engine.CardSymbol = "artillery"
	Wild      engine.CardSymbol = "wild"
)

// Hand thresholds (Parker 1993, "RISK cards" and "Eliminating an
// opponent"): "if you have 5 or 6 cards at the beginning of your turn, you
// must trade in at least one set"; after taking an eliminated player's
// cards, "if winning them gives you 6 or more cards, you must immediately
// trade in enough sets to reduce your hand to 4 or fewer cards".
const (
	ForcedTradeAt      = 5
	EliminationTradeAt = 6
	TradeDownTo        = 4
	// TradeExtra: "If any of the 3 cards you trade in shows the picture of
	// a territory you occupy, you receive 2 extra armies. You must place
	// both those armies onto that particular territory." Once a turn:
	// "On a single turn, you may receive no more than 2 extra armies".
	TradeExtra = 2
)

// InitialArmies is each player's starting armies (Parker 1993, "Initial
// army placement": 3 players 35, 4 players 30, 5 players 25, 6 players 20;
// "RISK for 2 players": 40 each, and 40 for the neutral army).
func InitialArmies(players int) int {
	if players < 2 || players > 6 {
		return 0
	}
	if players == 2 {
		return 40
	}
	return 35 - 5*(players-3)
}

// Deal is how many territories each seat starts with. Claimed one at a
// time clockwise from the first player, the first 42 mod n seats get one
// more; with 2 players the 42 cards less the wilds go into 3 piles of 14,
// the third neutral ("RISK for 2 players", Setup 1-2).
func Deal(n int) (perSeat []int, neutral int) {
	if n < 2 || n > 6 {
		return nil, 0
	}
	if n == 2 {
		return []int{14, 14}, 14
	}
	for i := range n {
		c := 42 / n
		if i < 42%n {
			c++
		}
		perSeat = append(perSeat, c)
	}
	return perSeat, 0
}

// TradeValue is what the next set is worth after setsBefore sets were
// traded by anyone in the game (Parker 1993, "Trading in cards for
// armies": "based on the total number of sets anyone has traded in so
// far": the first set 4, then 6, 8, 10, 12, the sixth 15, the seventh 20;
// Risk Rules 2022: "thereafter, each additional set increases the army
// count by five").
func TradeValue(setsBefore int) int {
	if setsBefore < 5 {
		return 4 + 2*max(0, setsBefore)
	}
	return 15 + 5*(setsBefore-5)
}

// IsSet reports whether three cards are a set: "3 cards of same design
// (Infantry, Cavalry, or Artillery), 1 each of 3 designs, any 2 plus a
// 'wild' card" (Parker 1993, "RISK cards"). Two wilds and any card are a
// set too: each wild stands for the design the set lacks.
func IsSet(s []engine.CardSymbol) bool {
	if len(s) != 3 {
		return false
	}
	count := map[engine.CardSymbol]int{}
	for _, c := range s {
		switch c {
		case Infantry, Cavalry, Artillery, Wild:
			count[c]++
		default:
			return false
		}
	}
	if count[Wild] > 0 {
		return true
	}
	return len(count) == 1 || len(count) == 3
}

// MustTrade says whether a hand must be traded down now: at the start of
// the turn with ForcedTradeAt or more cards (one set, then the player may
// stop), or after an elimination while the hand is over TradeDownTo, once
// it reached EliminationTradeAt ("once your hand is reduced to 4, 3, or 2
// cards, you must stop trading").
func MustTrade(hand int, turnStart, afterElimination bool) bool {
	if afterElimination {
		return hand > TradeDownTo
	}
	return turnStart && hand >= ForcedTradeAt
}

// TradeBonusOnce picks the territory that gets the trade's 2 extra
// armies: the player's choice among the traded cards' territories they
// occupy, and none when the turn already had its extra armies. ok is
// false when the choice is not one of them.
func TradeBonusOnce(occupied []string, choice string, alreadyThisTurn bool) (territory string, ok bool) {
	if alreadyThisTurn || len(occupied) == 0 {
		return "", choice == ""
	}
	if choice == "" && len(occupied) == 1 {
		return occupied[0], true
	}
	return choice, slices.Contains(occupied, choice)
}

// Houses is every colour for any count: the table picks its colours.
func houses(int) []string { return slices.Clone(Colours) }

// isSet answers Ruleset.SetValue: whether the cards are a set; what it
// is worth is TradeValue's, by the sets traded in the game so far.
func isSet(s []engine.CardSymbol) (int, bool) { return 0, IsSet(s) }

func init() { engine.Register(Rules) }

// Rules is classic RISK as an engine.Ruleset, registered from init.
// Where it still plays differently from the rulebook: ENGINE_NEEDS.md.
var Rules = &engine.Ruleset{
	Edition:    Edition,
	Board:      BoardID,
	MinPlayers: 2,
	MaxPlayers: 6,
	Houses:     houses,
	Deal:       Deal,
	// The armies are placed at the table as the players like; the set-up
	// gives them per territory (setUp), so StartUnits is only NewGame's
	// placeholder.
	StartUnits:   1,
	NeutralUnits: 1,
	// "Armies": territories / 3, fractions dropped, at least 3, plus the
	// continent bonuses of the board.
	MinReinforcement: 3,
	HandLimit:        ForcedTradeAt,
	HandUnbounded:    true,
	TradeDown:        engine.TradeDown{At: EliminationTradeAt, To: TradeDownTo},
	CardSymbols:      []engine.CardSymbol{Infantry, Cavalry, Artillery},
	ExtraCards:       wildCards(),
	SetValue:         isSet,
	NotASet:          "classic.trade.not_a_set",
	TradeValue:       TradeValue,
	TradeExtra:       TradeExtra,
	TradeExtraOnce:   true,
	// The draw pile runs out in a long game: the traded cards are
	// shuffled into a new one (issue 32; the 1993 booklet keeps them
	// "face down under the bottom edge of the game board" and says no
	// more, SOURCES.md).
	ReshuffleTraded: true,
	SetUp:           setUp,
	// "RISK for 2 players", Attacking: "Whenever you attack a 'neutral'
	// territory, your opponent rolls to defend": one or two dice, the
	// opponent's choice.
	NeutralDefendsMax: false,
	// The variant (World Domination, Secret Mission or Capital RISK), the
	// fortify rule, and each seat's capital or mission card (variant.go,
	// options.go, secret.go, capital.go).
	Options:       Options{},
	PlayerOptions: SeatOptions{},
	Choices:       map[string][]string{"variant": Variants, "fortify": {FortifyAdjacent, FortifyConnected}},
	BoardVictory:  capitalVictory,
	EndReveals:    func(s *engine.State) bool { return Secret(s) != nil },
	CardOutOfPlay: capitalCardOut,
	Events:        []*engine.EventKind{recordMissionKind, showMissionKind},
	AfterEvent:    settleMissions,
}
