package engine

// valuecards.go is the mechanism of point cards: cards kept by the points
// printed on each (1 or 2) rather than by territory and symbol, a hand of
// points traded by a chart (points -> units), corrected by the table, and
// cards whose points the holder has not entered yet (PointsUnentered).
// Cards kept by a printed value of 100 or 200 (Values, CardsByValue) are
// the other kind of value card.

import "slices"

// CorrectPoints is the correction of a hand of point cards
// (Ruleset.CorrectHand); keepsTaken when the edition keeps the cards taken
// from eliminated players apart (TakenPoints).
func CorrectPoints(keepsTaken bool) func(s *State, e CorrectHand) error {
	return func(s *State, e CorrectHand) error {
		if len(e.Values) > 0 {
			return Broke("trade.gelt_only")
		}
		return s.correctPoints(e, keepsTaken)
	}
}

// correctPoints sets the cards by their points, 1 or 2 each; where the
// edition keeps them apart, the cards taken from eliminated players too
// (Taken), which other editions refuse.
func (s *State) correctPoints(e CorrectHand, keepsTaken bool) error {
	if len(e.Cards) > 0 {
		return Broke("trade.points_only")
	}
	if (len(e.Taken) > 0 || e.TakenCards > 0) && !keepsTaken {
		return Broke("correct.no_taken")
	}
	for _, k := range slices.Concat(e.Points, e.Taken) {
		if k != 1 && k != 2 {
			return Broke("cards.points_bad", "points", k)
		}
	}
	p := &s.Players[e.Player]
	// Cards counted by a game file (PointCards, TakenCards) are cards of
	// unknown points, after those named.
	p.Points = append(slices.Clone(e.Points), slices.Repeat([]int{PointsUnknown}, e.PointCards)...)
	p.TakenPoints = append(slices.Clone(e.Taken), slices.Repeat([]int{PointsUnknown}, e.TakenCards)...)
	return nil
}

// TradePoints turns in point cards: once, while deploying, any cards
// whose total the chart (PointUnits) has a row for; the territories on
// the cards do not matter.
func (s *State) TradePoints(e Trade) error {
	if len(e.Cards) > 0 || len(e.Values) > 0 {
		return Broke("trade.points_only")
	}
	if s.Traded {
		return Broke("trade.once")
	}
	p := &s.Players[s.Current]
	hand, taken := slices.Clone(p.Points), slices.Clone(p.TakenPoints)
	total := 0
	for _, pile := range []struct {
		cards []int
		from  *[]int
	}{{e.Points, &hand}, {e.Taken, &taken}} {
		for _, k := range pile.cards {
			i := PointCardIndex(*pile.from, k)
			if i < 0 {
				if err := s.UnenteredPoints(s.Current); err != nil {
					return err
				}
				return Broke("trade.points_not_in_hand", "points", k)
			}
			*pile.from = slices.Delete(*pile.from, i, i+1)
			total += k
		}
	}
	value, ok := s.PointUnits()[total]
	if !ok {
		return Broke("trade.points_total", "points", total)
	}
	p.Points, p.TakenPoints = hand, taken
	s.Traded = true
	s.Pool += value
	s.Reinforcement.Trades = append(s.Reinforcement.Trades, TradeResult{Points: total, Value: value})
	s.Reinforcement.Total += value
	return nil
}

// PointUnits is the points chart a trade uses: the edition's
// (Ruleset.PointUnits), unless it reads another (Ruleset.ValueTable: a
// legend printed on the board).
func (s *State) PointUnits() map[int]int {
	if s.Rules.ValueTable != nil {
		return s.Rules.ValueTable(s)
	}
	return s.Rules.PointUnits
}

// PointsUnentered stands, in a hand of points, for a card whose points
// its holder has not entered yet (a private hand, entered on the holder's
// own page): it counts as a card and is worth nothing until entered.
const PointsUnentered = 0

// PointsUnknown stands for a card whose points its holder did enter (or
// drew), but which the log does not know: a game file that left its
// secrets out counts such cards (EndTurn.Cards) and names none. As
// UnknownCard does in a hand of territory cards, a use naming points the
// hand lacks turns one face up (PointCardIndex), and the holder enters
// them again on their own page. Only a file's counts make such a card: no
// form does.
const PointsUnknown = -1

// PointsToEnter counts the cards of a hand of points whose points its
// holder is yet to enter: those not entered (PointsUnentered) and those
// a game file left unknown (PointsUnknown).
func PointsToEnter(hand []int) int {
	n := 0
	for _, k := range hand {
		if k == PointsUnentered || k == PointsUnknown {
			n++
		}
	}
	return n
}

// PointCardIndex is where a card worth k points (1 or 2) lies in a hand:
// a card of those points, else an unknown one the use turns face up; -1
// when the hand holds neither.
func PointCardIndex(hand []int, k int) int {
	if k != 1 && k != 2 {
		return -1
	}
	if i := slices.Index(hand, k); i >= 0 {
		return i
	}
	return slices.Index(hand, PointsUnknown)
}

// UnenteredCards counts a player's point cards whose points Herald does
// not know, own and taken from an eliminated player: those never entered
// and those a game file left unknown. The holder's page asks for them all.
func (p Player) UnenteredCards() int {
	return PointsToEnter(p.Points) + PointsToEnter(p.TakenPoints)
}

// UnenteredPoints refuses a use of point cards by their points while the
// player holds cards never entered: the missing card may be one of them,
// to be entered on the player's own page first. (A card a game file left
// unknown was entered once; a use turns it face up instead.)
func (s *State) UnenteredPoints(player int) error {
	n := 0
	for _, k := range slices.Concat(s.Players[player].Points, s.Players[player].TakenPoints) {
		if k == PointsUnentered {
			n++
		}
	}
	if n > 0 {
		return Broke("points.unentered", "player", PlayerRef(player), "cards", n)
	}
	return nil
}
