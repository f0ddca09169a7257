package engine

import "slices"

// correct.go keeps a correction of the board or a hand within the state's
// own rules, and settles what the corrected position changes, so that the
// turn can always be played on. A correction is the table's truth, not a
// conquest: it takes nothing from anyone and gives nothing to anyone.

// checkFixes refuses a correction the state cannot hold: an unknown
// territory, one named twice, an owner not at the table, an empty
// territory ("kein Gebiet kann völlig unbesetzt sein": no edition leaves a
// territory empty), more than MaxUnits, or a territory of the conquest
// still waiting for its units.
func (s *State) checkFixes(fixes []TerritoryFix) error {
	seen := map[TerritoryID]bool{}
	for _, f := range fixes {
		t, err := s.Territory(f.Territory)
		if err != nil {
			return err
		}
		if seen[t] {
			return Broke("correct.twice", "territory", t)
		}
		seen[t] = true
		if f.Owner < 0 || f.Owner >= len(s.Players) {
			return Broke("correct.bad_owner", "territory", t)
		}
		if f.Units < 1 {
			return Broke("correct.empty", "territory", t)
		}
		if f.Units > MaxUnits {
			return Broke("correct.too_many_units", "territory", t, "max", MaxUnits)
		}
		if s.Pending != nil && (t == s.Pending.To || t == s.Pending.From) {
			return Broke("conquest.move_in_first", "territory", s.Pending.To)
		}
	}
	return nil
}

// correctBases moves bases where the table has them: only a player who
// has a base, and one base per territory ("placing them onto an empty
// territory"; "auf ein leeres Gebiet", in the rulebooks that have bases).
func (s *State) correctBases(bases []HeroPlacement) error {
	for _, b := range bases {
		if b.Player < 0 || b.Player >= len(s.Players) {
			return Broke("correct.bad_player")
		}
		if s.Players[b.Player].Base == NoTerritory {
			return Broke("correct.no_base", "player", PlayerRef(b.Player))
		}
		t, err := s.Territory(b.Territory)
		if err != nil {
			return err
		}
		s.Players[b.Player].Base = t
	}
	seen := map[TerritoryID]bool{}
	for _, p := range s.Players {
		if p.Base == NoTerritory {
			continue
		}
		if seen[p.Base] {
			return Broke("setup.base_twice", "territory", p.Base)
		}
		seen[p.Base] = true
	}
	return nil
}

// someoneLeft refuses a board on which no player at the table holds a
// territory (all to the neutral army): nobody could take a turn.
func (s *State) someoneLeft() error {
	for i, p := range s.Players {
		if !p.Neutral && s.Count(i) > 0 {
			return nil
		}
	}
	return Broke("correct.nobody_left")
}

// noHero refuses to place the hero or leader of a player who has none (any
// more: it leaves the game with an eliminated player).
func (s *State) noHero(p int) error {
	if s.Rules.Heroes.Declared {
		return Broke("correct.no_leader", "player", PlayerRef(p))
	}
	return Broke("correct.no_hero", "player", PlayerRef(p))
}

// afterCorrection settles what a corrected board changes, given the state
// before the correction: reserved units on a territory no longer the
// current player's lapse; "out" follows the holdings both ways; a hero or
// leader the correction took off the current player's board may come
// back at once and never holds up the turn; the game ends when one side
// is left (as after a conquest, where the edition ends that way), unless
// its end turns hidden cards over (Ruleset.EndReveals); and a current
// player left with nothing hands the turn on.
func (s *State) afterCorrection(before *State) {
	s.lapseReserved()
	s.outFromHoldings()
	me := s.Players[s.Current]
	if s.Rules.Heroes.ReturnsAtTurnStart && me.HasHero && me.Hero == NoTerritory && before.Players[s.Current].Hero != NoTerritory {
		s.HeroCorrected = true
	}
	// A hero the table put elsewhere no longer waits to move in with the
	// conquerors: the move-in must not ask for a hero that is not there.
	if s.Pending != nil && s.Pending.Hero && me.Hero != s.Pending.From {
		s.Pending.Hero = false
	}
	if f := s.Rules.EndReveals; f == nil || !f(s) {
		s.boardVictory()
	}
	if s.Over {
		return
	}
	if s.Players[s.Current].Out {
		s.passTurn()
	}
}

// lapseReserved drops the units a card trade reserved for a territory the
// current player no longer holds: "Zusätzlich erhalten Sie je 2 weitere
// Einheiten, wenn die Karten ... Gebiete anzeigen, die Sie kontrollieren.
// Die 2 weiteren Einheiten dürfen aber nur auf das entsprechende Gebiet
// gestellt werden" (seed 001, "Verstärkung" 3): they can go
// nowhere else, and were only earned for a territory held.
func (s *State) lapseReserved() {
	for t, r := range s.Reserved {
		if r > 0 && s.Owner[t] != s.Current {
			s.Reserved[t] = 0
			s.Reinforcement.Total -= r
		}
	}
}

// outFromHoldings makes "out" what the holdings say: a player with no
// territory is out, a player given a territory back plays again. Nothing
// passes to anyone (no cards, achievements or missions): that happens only
// when a player is eliminated by a conquest.
func (s *State) outFromHoldings() {
	for i := range s.Players {
		p := &s.Players[i]
		if !p.Neutral {
			p.Out = s.Count(i) == 0
		}
	}
}

// correctHand sets a player's cards as they are at the table, in the form
// the edition keeps them: territory cards (at most HandLimit) or, through
// Ruleset.CorrectHand, cards kept by value; never more than the edition's
// deck holds (Ruleset.DeckSize).
func (s *State) correctHand(e CorrectHand) error {
	if e.Player < 0 || e.Player >= len(s.Players) || s.Players[e.Player].Neutral {
		return Broke("correct.bad_player")
	}
	if err := s.countedCards(e); err != nil {
		return err
	}
	n := len(e.Cards) + len(e.Values) + len(e.Points) + len(e.Taken) + e.PointCards + e.TakenCards
	if most := s.Rules.DeckSize; most > 0 && n > most {
		return Broke("correct.more_than_deck", "player", PlayerRef(e.Player), "cards", n, "deck", most)
	}
	if s.Rules.CorrectHand != nil {
		return s.Rules.CorrectHand(s, e)
	}
	if len(e.Values) > 0 {
		return Broke("trade.gelt_only")
	}
	if len(e.Points) > 0 || len(e.Taken) > 0 || e.PointCards > 0 || e.TakenCards > 0 {
		return Broke("correct.cards_by_territory")
	}
	if s.Rules.HandLimit > 0 && !s.Rules.HandUnbounded && len(e.Cards) > s.Rules.HandLimit {
		return Broke("correct.hand_limit", "player", PlayerRef(e.Player), "cards", len(e.Cards), "limit", s.Rules.HandLimit)
	}
	return s.correctCards(e)
}

// countedCards checks a correction's counted cards of unknown points
// (CorrectHand.PointCards, TakenCards): none below 0, none outside a hand
// of point cards, neither count above the deck (so their sum cannot
// overflow before correctHand bounds it).
func (s *State) countedCards(e CorrectHand) error {
	if e.PointCards == 0 && e.TakenCards == 0 {
		return nil
	}
	if e.PointCards < 0 || e.TakenCards < 0 || s.Rules.CardsBy != CardsByPoints {
		return Broke("correct.counted_cards")
	}
	if most := max(s.Rules.DeckSize, 1); e.PointCards > most || e.TakenCards > most {
		return Broke("correct.more_than_deck", "player", PlayerRef(e.Player), "cards", max(e.PointCards, e.TakenCards), "deck", most)
	}
	return nil
}

// correctCards sets the territory cards of a hand.
func (s *State) correctCards(e CorrectHand) error {
	seen := map[string]bool{}
	for _, c := range e.Cards {
		if c == UnknownCard {
			continue // a card whose face the log does not know, any number
		}
		t := NoTerritory
		if _, extra := s.Rules.ExtraCards[c]; !extra {
			var err error
			if t, err = s.Territory(c); err != nil {
				return err
			}
		}
		if seen[c] {
			return Broke("trade.card_twice", "card", c)
		}
		if err := s.cardOutOfPlay(c); err != nil {
			return err
		}
		seen[c] = true
		for i, p := range s.Players {
			if i != e.Player && slices.Contains(p.Hand, c) && t == NoTerritory {
				return Broke("draw.extra_card_taken", "card", c)
			}
			if i != e.Player && slices.Contains(p.Hand, c) {
				return Broke("draw.card_in_hand", "territory", t)
			}
		}
	}
	s.Players[e.Player].Hand = slices.Clone(e.Cards)
	// Cards now in a hand are no longer in the Herald deck or discard.
	s.Deck = slices.DeleteFunc(s.Deck, func(c string) bool { return seen[c] })
	s.Discard = slices.DeleteFunc(s.Discard, func(c string) bool { return seen[c] })
	if e.Player == s.Current && s.Phase == PhaseReinforce {
		// Only an edition with a hand limit forces a trade (a limit of 0 is none).
		s.MustTrade = s.Rules.HandLimit > 0 && len(e.Cards) >= s.Rules.HandLimit
	}
	return nil
}

// describeCorrect says what a correction set and what it changed beyond
// the territories named: heroes or leaders taken off, reserved units
// lapsed, players out or back in, the turn handed on, the game over.
func describeCorrect(before *State, e Correct, after *State) []Line {
	out := []Line{}
	for _, f := range e.Territories {
		t, _ := after.Board.Lookup(f.Territory)
		out = append(out, NewLine("history.correct", "territory", t, "player", PlayerRef(f.Owner), "units", f.Units))
	}
	for _, b := range e.Bases {
		t, _ := after.Board.Lookup(b.Territory)
		out = append(out, NewLine("history.correct_base", "player", PlayerRef(b.Player), "territory", t))
	}
	// A hero or leader put where it stands at the table, like a
	// territory's line, even when it stood there already.
	for _, h := range e.Heroes {
		t, _ := after.Board.Lookup(h.Territory)
		if after.Rules.Heroes.Declared {
			out = append(out, NewLine("history.correct_leader_at", "player", PlayerRef(h.Player), "territory", t))
		} else {
			out = append(out, NewLine("history.correct_hero_at", "player", PlayerRef(h.Player), "territory", t))
		}
	}
	for i, p := range after.Players {
		if !p.HasHero || p.Hero != NoTerritory || before.Players[i].Hero == NoTerritory {
			continue
		}
		if after.Rules.Heroes.Declared {
			out = append(out, NewLine("history.correct_leader_off", "player", PlayerRef(i)))
		} else {
			out = append(out, NewLine("history.correct_hero_off", "player", PlayerRef(i)))
		}
	}
	if after.HeroCorrected && !before.HeroCorrected && after.Current == before.Current {
		if after.Rules.Heroes.Declared {
			out = append(out, NewLine("history.correct_leader_at_once", "player", PlayerRef(after.Current)))
		} else {
			out = append(out, NewLine("history.correct_hero_at_once", "player", PlayerRef(after.Current)))
		}
	}
	for t, r := range before.Reserved {
		if r > 0 && after.Owner[t] != before.Current {
			out = append(out, NewLine("history.correct_reserved_lapse", "player", PlayerRef(before.Current), "units", r, "territory", TerritoryID(t)))
		}
	}
	for i, p := range after.Players {
		switch {
		case p.Out && !before.Players[i].Out:
			out = append(out, NewLine("history.correct_out", "player", PlayerRef(i)))
		case !p.Out && before.Players[i].Out:
			out = append(out, NewLine("history.correct_in", "player", PlayerRef(i)))
		}
	}
	switch {
	case after.Over:
		out = append(out, NewLine("history.correct_over"))
	case after.Current != before.Current:
		out = append(out, NewLine("history.correct_turn_passes", "player", PlayerRef(before.Current), "next", PlayerRef(after.Current)))
	}
	return out
}

// recountReinforcement counts the current player's reinforcement again
// from a board corrected after units were placed or cards traded this
// turn (every rulebook counts it from the territories and regions held,
// each in its reinforcement section: the editions' tests cite them,
// TestCorrectDuringReinforcementRecountsEveryEdition). Only the board's part is
// counted again (territories, castles, colonies, bases, regions); the
// trades, rewards and loot of the turn stay as they were given. The
// difference goes to the units still to place: a correction takes back
// nothing already on the board, so when the player has placed more than
// the recount gives, none are left to place and the placed ones stay.
func (s *State) recountReinforcement() {
	old, now := s.Reinforcement, s.BaseReinforcement(s.Current)
	delta := boardPart(now) - boardPart(old)
	r := old
	r.Territories, r.Castles, r.Colonies = now.Territories, now.Castles, now.Colonies
	r.Base, r.Bases, r.Regions = now.Base, now.Bases, now.Regions
	r.Total += delta
	s.Reinforcement = r
	s.Pool = max(0, s.Pool+delta)
}

// boardPart is what a reinforcement gets from the board alone.
func boardPart(r Reinforcement) int {
	n := r.Base + r.Bases
	for _, reg := range r.Regions {
		n += reg.Bonus
	}
	return n
}
