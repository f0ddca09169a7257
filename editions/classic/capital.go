package classic

import (
	"slices"

	"herald/engine"
)

// Capital RISK, the 1993 booklet's "CAPITAL RISK, for a Shorter Game"
// (listed in the contents of the scanned booklet, manualmachine.com
// "HASBRO Risk Game of Global Domination User Manual"; its page read from
// the retyped text at ultraboardgames.com/risk/capital-risk.php, the only
// copy of the page's words found):
//
//   - Set-up: "After deploying your armies at the beginning of the game,
//     select one of the territories you've claimed and make it your
//     'Headquarters'", face down by its card; "After everyone in turn has
//     selected a Headquarters, all players turn their cards face up". So
//     the capitals are hidden only until all are chosen: the table enters
//     them all at once, with the board as it stands after the placement
//     (the set-up's seat option "capital"), and from then on they are
//     public.
//   - Object: "To capture all opposing headquarters while still
//     controlling your own territory": the game is won by occupying every
//     capital, one's own included (capitalVictory), checked after every
//     conquest and correction (Ruleset.BoardVictory).
//   - A player whose capital is captured "is not eliminated from the
//     game": they play on and may recapture it. Herald keeps no card for
//     it: who holds a capital is the territory's owner.
//   - "You may NOT use a Headquarters card as part of a matched set":
//     with Herald's deck the capitals' cards are taken out of it at the
//     set-up (dropCapitalCards).
//
// The page also offers a shorter game ("4 players: capture any 2 opposing
// Headquarters", 5 or 6 any 3); Herald plays the full object only.
// Other sources differ (risk.wikia "Capital Risk": capture every other
// capital and hold your own, the same; a German variant at
// sunsite.informatik.rwth-aachen.de v-011-01 counts capitals by player
// count and hands the loser's continent over): Herald follows the 1993
// booklet.

// stateOf is the game's classic state; a game without one (set up before
// it existed) is world domination.
func stateOf(s *engine.State) *State {
	if x, ok := s.Ext.(*State); ok {
		return x
	}
	return &State{Variant: VariantDomination}
}

// Capitals lists the capitals of a Capital RISK game by player (-1 for a
// player without one); nil in world domination.
func Capitals(s *engine.State) []engine.TerritoryID {
	if x := stateOf(s); x.Variant == VariantCapital {
		return x.Capitals
	}
	return nil
}

// CapitalOf says whose capital territory t is, -1 for none.
func CapitalOf(s *engine.State, t engine.TerritoryID) int {
	return slices.Index(Capitals(s), t)
}

// setVariant reads the variant and, in Capital RISK, each seat's capital:
// one of the seat's own territories as the board stands after the
// placement; the neutral army has none. A capital named in world
// domination is refused, as it would count for nothing.
func setVariant(s *engine.State, e engine.Setup) error {
	variant, err := variantOf(e.Options)
	if err != nil {
		return err
	}
	x := &State{Variant: variant, Capitals: make([]engine.TerritoryID, len(s.Players))}
	for i, p := range e.Players {
		var o SeatOptions
		if err := engine.ReadOptions(p.Options, &o); err != nil {
			return err
		}
		x.Capitals[i] = -1
		if err := checkCapital(s, i, o.Capital, variant); err != nil {
			return err
		}
		if o.Capital != "" {
			x.Capitals[i], _ = s.Board.Lookup(o.Capital)
		}
	}
	s.Ext = x
	return nil
}

// checkCapital refuses player i's capital id unless it is as Capital
// RISK wants it: named by every player but the neutral, one of their
// own territories.
func checkCapital(s *engine.State, i int, id, variant string) error {
	who := engine.PlayerRef(i)
	switch {
	case variant != VariantCapital && id != "":
		return broke("capital.not_this_variant", "player", who)
	case variant != VariantCapital:
		return nil
	case s.Players[i].Neutral && id != "":
		return broke("capital.neutral", "player", who)
	case s.Players[i].Neutral:
		return nil
	case id == "":
		return broke("capital.missing", "player", who)
	}
	t, ok := s.Board.Lookup(id)
	if !ok {
		return broke("capital.unknown", "player", who, "capital", id)
	}
	if s.Owner[t] != i {
		return broke("capital.not_own", "player", who, "territory", t)
	}
	return nil
}

// dropCapitalCards takes the capitals' cards out of Herald's deck ("Be
// sure to keep all Headquarters cards out of the way during the game").
func dropCapitalCards(s *engine.State) {
	caps := Capitals(s)
	if len(caps) == 0 {
		return
	}
	s.Deck = slices.DeleteFunc(s.Deck, func(card string) bool {
		t, ok := s.Board.Lookup(card)
		return ok && slices.Contains(caps, t)
	})
}

// capitalCardOut is Rules.CardOutOfPlay: with the table's deck, a
// capital's card is refused wherever it is entered (a draw, a corrected
// hand), naming the card and whose capital it is. The 1993 booklet's
// Capital RISK: each player finds their Headquarters' "matching RISK card
// and place[s] it face down in front of" them; "You may NOT use a
// Headquarters card as part of a matched set"; "keep all Headquarters
// cards out of the way during the game". So none is in the draw pile
// or a hand, and the pile counts 44 less the capitals' cards.
func capitalCardOut(s *engine.State, card string) error {
	t, ok := s.Board.Lookup(card)
	if !ok {
		return nil
	}
	if p := CapitalOf(s, t); p >= 0 {
		return broke("capital.card_out", "card", t, "player", engine.PlayerRef(p))
	}
	return nil
}

// capitalVictory is Rules.BoardVictory: in Capital RISK the player who
// occupies every capital, their own included, wins (the current player
// first: a conquest is theirs; after a correction anyone may); then, in
// either variant, world domination or the last player standing.
func capitalVictory(s *engine.State) {
	if caps := Capitals(s); len(caps) > 0 {
		for k := range s.Players {
			p := (s.Current + k) % len(s.Players)
			if !s.Players[p].Neutral && !s.Players[p].Out && holdsAll(s, p, caps) {
				s.Finish(EndCapitals, []int{p})
				return
			}
		}
	}
	s.CheckVictory()
}

// EndCapitals is the end reason of a Capital RISK game won by its object.
const EndCapitals = "capitals"

// holdsAll reports whether player p occupies every capital.
func holdsAll(s *engine.State, p int, caps []engine.TerritoryID) bool {
	for _, t := range caps {
		if t >= 0 && s.Owner[t] != p {
			return false
		}
	}
	return true
}
