package engine

// valuecards.go is the mechanism of cards kept by a value (skulls) rather
// than by territory and symbol: a hand of values, traded by a value table,
// corrected by the table, and cards whose value the holder has not entered
// yet (SkullsUnentered).

import "slices"

// CorrectSkulls is the correction of a hand kept by skulls
// (Ruleset.CorrectHand); keepsTaken when the edition keeps the cards taken
// from eliminated players apart (Halo Legendary).
func CorrectSkulls(keepsTaken bool) func(s *State, e CorrectHand) error {
	return func(s *State, e CorrectHand) error {
		if len(e.Values) > 0 {
			return Broke("trade.gelt_only")
		}
		return s.correctSkulls(e, keepsTaken)
	}
}

// correctSkulls sets the cards by their skulls, 1 or 2 each; in Halo
// Legendary the cards taken from eliminated players are kept apart
// (Taken), which Halo Wars does not know.
func (s *State) correctSkulls(e CorrectHand, keepsTaken bool) error {
	if len(e.Cards) > 0 {
		return Broke("trade.skulls_only")
	}
	if (len(e.Taken) > 0 || e.TakenCards > 0) && !keepsTaken {
		return Broke("correct.no_taken")
	}
	for _, k := range slices.Concat(e.Skulls, e.Taken) {
		if k != 1 && k != 2 {
			return Broke("cards.skulls", "skulls", k)
		}
	}
	p := &s.Players[e.Player]
	// Cards counted by a game file (SkullCards, TakenCards) are cards of
	// unknown skulls, after those named.
	p.Skulls = append(slices.Clone(e.Skulls), slices.Repeat([]int{SkullsUnknown}, e.SkullCards)...)
	p.TakenSkulls = append(slices.Clone(e.Taken), slices.Repeat([]int{SkullsUnknown}, e.TakenCards)...)
	return nil
}

// TradeSkulls turns in cards by their skulls (Halo Wars, "HOW TO DEPLOY
// REINFORCEMENTS" 4): "You may turn in 2 to 10 skulls", once, while
// deploying; the territories on the cards do not matter.
func (s *State) TradeSkulls(e Trade) error {
	if len(e.Cards) > 0 || len(e.Values) > 0 {
		return Broke("trade.skulls_only")
	}
	if s.Traded {
		return Broke("trade.once")
	}
	p := &s.Players[s.Current]
	hand, taken := slices.Clone(p.Skulls), slices.Clone(p.TakenSkulls)
	total := 0
	for _, pile := range []struct {
		cards []int
		from  *[]int
	}{{e.Skulls, &hand}, {e.Taken, &taken}} {
		for _, k := range pile.cards {
			i := SkullCardIndex(*pile.from, k)
			if i < 0 {
				if err := s.UnenteredSkulls(s.Current); err != nil {
					return err
				}
				return Broke("trade.skulls_not_in_hand", "skulls", k)
			}
			*pile.from = slices.Delete(*pile.from, i, i+1)
			total += k
		}
	}
	value, ok := s.SkullUnits()[total]
	if !ok {
		return Broke("trade.skull_total", "skulls", total)
	}
	p.Skulls, p.TakenSkulls = hand, taken
	s.Traded = true
	s.Pool += value
	s.Reinforcement.Trades = append(s.Reinforcement.Trades, TradeResult{Skulls: total, Value: value})
	s.Reinforcement.Total += value
	return nil
}

// SkullUnits is the skull chart a trade uses: the edition's
// (Ruleset.SkullUnits), unless it reads another (Ruleset.ValueTable, Halo
// Legendary's board legend).
func (s *State) SkullUnits() map[int]int {
	if s.Rules.ValueTable != nil {
		return s.Rules.ValueTable(s)
	}
	return s.Rules.SkullUnits
}

// SkullsUnentered stands, in a hand of skulls, for a faction card whose
// skulls its holder has not entered yet (see EnterSkulls): it counts as a
// card and is worth nothing until entered.
const SkullsUnentered = 0

// SkullsUnknown stands for a card whose skulls its holder did enter (or
// drew), but which the log does not know: a game file that left its
// secrets out counts such cards (EndTurn.Cards) and names none. As
// UnknownCard does in a hand of territory cards, a use naming skulls the
// hand lacks turns one face up (SkullCardIndex), and the holder enters
// them again on their own page. Only a file's counts make such a card: no
// form does.
const SkullsUnknown = -1

// SkullCardIndex is where a card worth k skulls (1 or 2) lies in a hand:
// a card of those skulls, else an unknown one the use turns face up; -1
// when the hand holds neither.
func SkullCardIndex(hand []int, k int) int {
	if k != 1 && k != 2 {
		return -1
	}
	if i := slices.Index(hand, k); i >= 0 {
		return i
	}
	return slices.Index(hand, SkullsUnknown)
}

// UnenteredCards counts a player's faction cards whose skulls Herald does
// not know, own and taken from an eliminated player: those never entered
// and those a game file left unknown. The holder's page asks for them all.
func (p Player) UnenteredCards() int {
	n := 0
	for _, k := range slices.Concat(p.Skulls, p.TakenSkulls) {
		if k == SkullsUnentered || k == SkullsUnknown {
			n++
		}
	}
	return n
}

// UnenteredSkulls refuses a use of faction cards by their skulls while the
// player holds cards never entered: the missing card may be one of them,
// to be entered on the player's own page first. (A card a game file left
// unknown was entered once; a use turns it face up instead.)
func (s *State) UnenteredSkulls(player int) error {
	n := 0
	for _, k := range slices.Concat(s.Players[player].Skulls, s.Players[player].TakenSkulls) {
		if k == SkullsUnentered {
			n++
		}
	}
	if n > 0 {
		return Broke("faction.unentered", "player", PlayerRef(player), "cards", n)
	}
	return nil
}
