package classic

import "herald/engine"

// broke is an engine.RuleError with the edition's own key (the sentences
// live in the edition's translations once it has them).
func broke(key string, kv ...any) *engine.RuleError {
	e := &engine.RuleError{Key: "classic." + key, Args: map[string]any{}}
	for i := 0; i+1 < len(kv); i += 2 {
		e.Args[kv[i].(string)] = kv[i+1]
	}
	return e
}

// setUp checks the board as it stands at the table after the initial
// placement and puts the units on it. NewGame has already checked the
// players, the colours and that every territory has an owner.
//
//   - The deal: territories claimed one at a time (or dealt by the cards,
//     "2 players will each receive one extra card" with 4 or 5 players,
//     Secret Mission Risk 4) differ by at most one between players; with 2
//     players the three piles are 14 each.
//   - The armies: every territory holds at least one ("A minimum of one
//     army must always occupy a country"), and every army of the set,
//     InitialArmies, is on the board (placement goes on "until everyone
//     has run out of armies"); with 2 players the neutral's 40 too.
//   - The deck: the table's own, each drawn card named, or Herald's
//     shuffled deck of the 42 territory cards and the 2 wild cards.
//   - The variant (capital.go): in Capital RISK each seat's capital, one
//     of its own territories, whose card leaves Herald's deck.
func setUp(s *engine.State, e engine.Setup) error {
	seats := 0
	for _, p := range s.Players {
		if !p.Neutral {
			seats++
		}
	}
	if err := readOptions(s, e); err != nil {
		return err
	}
	if err := checkDeal(s, seats); err != nil {
		return err
	}
	if err := placeArmies(s, e, InitialArmies(seats)); err != nil {
		return err
	}
	if err := setVariant(s, e); err != nil {
		return err
	}
	if err := setUpMissions(s, e, seats); err != nil {
		return err
	}
	if err := s.TakeDeck(e); err != nil {
		return err
	}
	dropCapitalCards(s)
	return nil
}

func checkDeal(s *engine.State, seats int) error {
	lo, hi := 43, -1
	for i, p := range s.Players {
		n := s.Count(i)
		if seats == 2 && n != 14 {
			return broke("setup.deal_two", "player", engine.PlayerRef(i), "got", n)
		}
		if !p.Neutral {
			lo, hi = min(lo, n), max(hi, n)
		}
	}
	if hi-lo > 1 {
		return broke("setup.deal_uneven", "most", hi, "fewest", lo)
	}
	return nil
}

func placeArmies(s *engine.State, e engine.Setup, want int) error {
	total := make([]int, len(s.Players))
	for i, t := range s.Board.Territories {
		u, ok := e.Units[t.ID]
		if !ok || u < 1 {
			return broke("setup.units", "territory", engine.TerritoryID(i))
		}
		s.Units[i] = u
		total[s.Owner[i]] += u
	}
	if len(e.Units) != len(s.Board.Territories) {
		return broke("setup.units_unknown")
	}
	for p, n := range total {
		if n != want {
			return broke("setup.armies", "player", engine.PlayerRef(p), "got", n, "want", want)
		}
	}
	return nil
}
