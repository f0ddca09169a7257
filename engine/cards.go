package engine

// cards.go is the territory card mechanism every edition that deals
// territory cards shares: the stack and its End Game card, the hand limit,
// and the units a trade reserves for a territory. Passages are cited from
// the rulebook of seed 001, the first edition that used it.

// CardsOut counts the territory cards no longer in the stack: in a hand or
// traded in. "Spielaufbau" step 6 gathers every card after the deal and
// shuffles them once ("legen Sie alle Gebietskarten wieder zusammen und
// mischen diese"); from then on a card leaves the stack only when it is
// drawn, and the rulebook never shuffles traded cards back: with the End
// Game card in the bottom half the stack cannot run out before it comes.
// So this is the number of territory cards drawn since that one shuffle,
// counted from where the cards are, which stays right after a hand was
// corrected.
func (s *State) CardsOut() int {
	out := map[string]bool{}
	unknown := 0 // each unknown card is another card
	for _, p := range s.Players {
		for _, c := range p.Hand {
			out[c] = true
		}
		unknown += unknownIn(p.Hand)
	}
	for _, c := range s.Discard {
		out[c] = true
	}
	if unknown > 0 {
		delete(out, UnknownCard)
	}
	return len(out) + unknown
}

// EndCardFrom is how many territory cards are drawn, at the least, before
// the End Game card can come: "Die Spielende-Karte wird zufällig in die
// untere Hälfte des Gebietskartenstapels gemischt" (the card, and
// "Spielaufbau" step 6: "in die unteren Hälfte des Stapels an eine
// zufällige Stelle"). Above the bottom half lie half the territory cards.
func (s *State) EndCardFrom() int { return len(s.Board.Cards) / 2 }

// DeckLeft is how many cards the stack still holds, the End Game card
// included: Herald's own deck, or, when the table keeps its deck of
// territory cards, every card of the game (the board's and the
// edition's wild cards, Ruleset.ExtraCards) less those in hands or
// traded in (CardsOut). An edition whose cards are kept by value counts
// no stack.
func (s *State) DeckLeft() int {
	if s.DeckMode == DeckHerald {
		return len(s.Deck)
	}
	if s.Rules.CardsBy != CardsByTerritory || len(s.Board.Cards) == 0 {
		return 0
	}
	left := len(s.Board.Cards) + len(s.Rules.ExtraCards) - s.CardsOut() - s.outOfPlay()
	if s.Rules.EndGameCard && s.EndReason != "end_card" {
		left++ // the End Game card is still in it
	}
	return max(0, left)
}

// HandFull reports whether the current player holds as many cards as the
// rules allow: "Sie dürfen nie mehr als 5 Gebietskarten auf der Hand
// haben!" ("Verstärkung" 3, Hinweis). Drawing is a choice ("Karte
// ziehen": "können Sie die oberste Karte ... ziehen") and a trade outside
// the reinforcement is allowed only with more than 5 cards after an
// elimination ("Invasion (Fortsetzung)"), so a full hand draws no card;
// the next turn begins with the forced trade ("Wenn Sie zu Beginn Ihrer
// Runde 5 Karten auf der Hand haben, müssen Sie einen Satz Karten
// einlösen").
func (s *State) HandFull() bool {
	return s.Rules.HandLimit > 0 && !s.Rules.HandUnbounded && len(s.Players[s.Current].Hand) >= s.Rules.HandLimit
}

// reservedElsewhere names, as one sentence argument, the territories other
// than t that hold units reserved by a card trade ("Die 2 weiteren
// Einheiten dürfen aber nur auf das entsprechende Gebiet gestellt
// werden"), and how many units wait there; units is 0 when none do.
func (s *State) reservedElsewhere(t TerritoryID) (where any, units int) {
	var ts []TerritoryID
	for x, n := range s.Reserved {
		if n > 0 && TerritoryID(x) != t {
			ts = append(ts, TerritoryID(x))
			units += n
		}
	}
	return territoryList(ts), units
}

// territoryList is a list of territories as one sentence argument: the
// territory itself, or a Line "A, B und C" the renderer names in the
// reader's language.
func territoryList(ts []TerritoryID) any {
	switch len(ts) {
	case 0:
		return nil
	case 1:
		return ts[0]
	case 2:
		return NewLine("list.and", "a", ts[0], "b", ts[1])
	}
	return NewLine("list.comma", "a", ts[0], "b", territoryList(ts[1:]))
}

// cardOutOfPlay is Ruleset.CardOutOfPlay's refusal of a card of the
// table's deck, nil when the card plays.
func (s *State) cardOutOfPlay(card string) error {
	if s.Rules.CardOutOfPlay == nil || s.DeckMode != DeckTable {
		return nil
	}
	return s.Rules.CardOutOfPlay(s, card)
}

// outOfPlay counts the board's cards out of the game
// (Ruleset.CardOutOfPlay), none of them drawn or traded.
func (s *State) outOfPlay() int {
	if s.Rules.CardOutOfPlay == nil {
		return 0
	}
	n := 0
	for _, c := range s.Board.Cards {
		if s.cardOutOfPlay(c.Territory) != nil {
			n++
		}
	}
	return n
}
