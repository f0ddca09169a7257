package engine

// Game of Thrones, Skirmish edition ("Gefecht"), on Westeros. Passages are
// cited from the German rulebook (seed 001) by its headings.

// EditionGoT is the edition id of RISK Game of Thrones Skirmish.
const EditionGoT = "got"

// House ids of Game of Thrones.
const (
	Stark     = "stark"
	Baratheon = "baratheon"
	Lannister = "lannister"
	Tyrell    = "tyrell"
	Martell   = "martell"
)

// GoT is the Skirmish ruleset.
var GoT = &Ruleset{
	Edition:    EditionGoT,
	Board:      "westeros",
	MinPlayers: 2,
	MaxPlayers: 5,
	// "Gefecht: Spielaufbau", step 1: Stark, Baratheon, Lennister for 2-3
	// players, Tyrell joins with 4, Martell with 5.
	Houses: func(n int) []string {
		h := []string{Stark, Baratheon, Lannister}
		if n >= 4 {
			h = append(h, Tyrell)
		}
		if n >= 5 {
			h = append(h, Martell)
		}
		return h
	},
	// Step 4: with 2 players 12 cards to the neutral house and 18 to each
	// player; with 3-5 all cards evenly, with 5 the 3rd, 4th and 5th
	// player one card more.
	Deal: func(n int) ([]int, int) {
		switch n {
		case 2:
			return []int{18, 18}, 12
		case 3:
			return []int{16, 16, 16}, 0
		case 4:
			return []int{12, 12, 12, 12}, 0
		case 5:
			return []int{9, 9, 10, 10, 10}, 0
		}
		return nil, 0
	},
	// Step 5: 2 neutral units on each neutral territory, 3 on each own.
	StartUnits:   3,
	NeutralUnits: 2,
	// "Verstärkung" 1: (territories + castles) / 3, rounded down, always
	// at least 3.
	MinReinforcement: 3,
	CountsCastles:    true,
	// "Verstärkung" 3, Hinweis: never more than 5 cards; 5 at the start of
	// the turn must trade a set.
	HandLimit:   5,
	SetValue:    gotSetValue,
	TradeExtra:  2,
	EndGameCard: true,
	// "Invasion (Fortsetzung)", 2 players: the neutral house defends with
	// as many dice as it may.
	NeutralDefendsMax: true,
}

// Game of Thrones plays none of the other editions' event kinds
// (Ruleset.Events is empty): Apply refuses them in its own words, as their
// refusals would speak of heroes, skulls or loot, which this rulebook does
// not know.
func init() {
	GoT.RefuseKind = func(Event) error { return Broke("event.not_in_got") }
	Register(GoT)
}

// gotSetValue is the trade table printed on the board ("Einheiten gegen
// Gebietskarten eintauschen"): 3 knights 4, 3 siege engines 5,
// 3 fortifications 6, one of each 7.
func gotSetValue(s []CardSymbol) (int, bool) {
	if len(s) != 3 {
		return 0, false
	}
	count := map[CardSymbol]int{}
	for _, c := range s {
		count[c]++
	}
	switch {
	case count[Knight] == 3:
		return 4, true
	case count[SiegeEngine] == 3:
		return 5, true
	case count[Fortification] == 3:
		return 6, true
	case count[Knight] == 1 && count[SiegeEngine] == 1 && count[Fortification] == 1:
		return 7, true
	}
	return 0, false
}

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
	for _, p := range s.Players {
		for _, c := range p.Hand {
			out[c] = true
		}
	}
	for _, c := range s.Discard {
		out[c] = true
	}
	return len(out)
}

// EndCardFrom is how many territory cards are drawn, at the least, before
// the End Game card can come: "Die Spielende-Karte wird zufällig in die
// untere Hälfte des Gebietskartenstapels gemischt" (the card, and
// "Spielaufbau" step 6: "in die unteren Hälfte des Stapels an eine
// zufällige Stelle"). Above the bottom half lie half the territory cards.
func (s *State) EndCardFrom() int { return len(s.Board.Cards) / 2 }

// DeckLeft is how many cards the stack still holds, the End Game card
// included: Herald's own deck, or, when the table keeps its deck, every
// card of the game less those drawn since the shuffle (CardsOut).
func (s *State) DeckLeft() int {
	if s.DeckMode == DeckHerald || !s.Rules.EndGameCard {
		return len(s.Deck)
	}
	left := len(s.Board.Cards) - s.CardsOut()
	if s.EndReason != "end_card" {
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
	return s.Rules.HandLimit > 0 && len(s.Players[s.Current].Hand) >= s.Rules.HandLimit
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
