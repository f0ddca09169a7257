package engine

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// NewGame checks a Setup event against its ruleset and board and returns
// the state at the start of the first turn.
func NewGame(b *Board, e Setup) (*State, error) {
	rules, ok := RulesetFor(e.Edition)
	if !ok {
		return nil, broke("setup.unknown_edition", "edition", e.Edition)
	}
	// The setup names its board: a shipped id ("westeros") or a version
	// the table entered ("westeros-ours@3"). Which boards suit which
	// edition is the caller's business; the board must be the named one.
	if e.Board != "" && BoardID(e.Board) != b.ID {
		return nil, broke("setup.wrong_board", "board", b.ID)
	}
	seats, neutralSeats := 0, 0
	for _, p := range e.Players {
		if p.Neutral {
			neutralSeats++
		} else {
			seats++
		}
	}
	if seats < rules.MinPlayers || seats > rules.MaxPlayers {
		return nil, broke("setup.player_count", "min", rules.MinPlayers, "max", rules.MaxPlayers, "count", seats)
	}
	deal, neutralDeal := rules.Deal(seats)
	if (neutralDeal > 0) != (neutralSeats == 1) || neutralSeats > 1 {
		return nil, broke("setup.neutral", "count", seats)
	}
	allowed := rules.Houses(seats)
	used := map[string]bool{}
	for i, p := range e.Players {
		if p.Neutral != (i == seats) {
			return nil, broke("setup.neutral_last")
		}
		if p.Name == "" && !p.Neutral {
			return nil, broke("setup.no_name", "seat", i+1)
		}
		if !slices.Contains(allowed, p.House) {
			return nil, broke("setup.house_not_allowed", "house", p.House, "count", seats)
		}
		if used[p.House] {
			return nil, broke("setup.house_twice", "house", p.House)
		}
		used[p.House] = true
	}

	s := &State{
		Board:    b,
		Rules:    rules,
		Seq:      1,
		Owner:    make([]int, len(b.Territories)),
		Units:    make([]int, len(b.Territories)),
		Reserved: make([]int, len(b.Territories)),
		DeckMode: e.DeckMode,
	}
	for _, p := range e.Players {
		s.Players = append(s.Players, Player{Name: p.Name, House: p.House, Neutral: p.Neutral})
	}
	for i := range s.Owner {
		s.Owner[i] = -1
	}
	for id, seat := range e.Owners {
		t, ok := b.Lookup(id)
		if !ok {
			return nil, broke("territory.unknown", "name", id)
		}
		if seat < 0 || seat >= len(s.Players) {
			return nil, broke("setup.bad_seat", "territory", t)
		}
		s.Owner[t] = seat
		if s.Players[seat].Neutral {
			s.Units[t] = rules.NeutralUnits
		} else {
			s.Units[t] = rules.StartUnits
		}
	}
	for t, o := range s.Owner {
		if o < 0 {
			return nil, broke("setup.unowned", "territory", TerritoryID(t))
		}
	}
	// The deal is fixed by the rulebook: a table that entered its own deal
	// gets told which count is off.
	want := append(slices.Clone(deal), neutralDeal)
	for seat := range s.Players {
		if got := s.Count(seat); got != want[seat] {
			return nil, broke("setup.deal_count", "player", PlayerRef(seat), "got", got, "want", want[seat])
		}
	}

	switch e.DeckMode {
	case DeckHerald:
		if err := checkDeck(b, rules, e.Deck); err != nil {
			return nil, err
		}
		s.Deck = slices.Clone(e.Deck)
	case DeckTable:
		if len(e.Deck) > 0 {
			return nil, broke("setup.deck_in_table_mode")
		}
	default:
		return nil, broke("setup.deck_mode", "mode", e.DeckMode)
	}

	s.Turn = 1
	s.Current = 0
	s.startTurn()
	return s, nil
}

// BoardID is the board id of a board reference "id" or "id@version".
func BoardID(ref string) string {
	id, _, _ := strings.Cut(ref, "@")
	return id
}

// checkDeck makes sure a Herald deck holds every card once and, in Game of
// Thrones, the End Game card in the bottom half ("Spielaufbau" step 6).
func checkDeck(b *Board, rules *Ruleset, deck []string) error {
	want := len(b.Cards)
	if rules.EndGameCard {
		want++
	}
	if len(deck) != want {
		return broke("setup.deck_size", "got", len(deck), "want", want)
	}
	seen := map[string]bool{}
	for i, c := range deck {
		if seen[c] {
			return broke("setup.deck_duplicate", "card", c)
		}
		seen[c] = true
		if c == EndGameCard {
			if !rules.EndGameCard {
				return broke("setup.deck_unknown_card", "card", c)
			}
			if i < len(b.Cards)/2 {
				return broke("setup.end_card_top_half")
			}
			continue
		}
		t, ok := b.Lookup(c)
		if !ok {
			return broke("setup.deck_unknown_card", "card", c)
		}
		if _, ok := b.CardOf(t); !ok {
			return broke("setup.deck_unknown_card", "card", c)
		}
	}
	return nil
}

// ShuffleDeck returns a fresh Game of Thrones deck, top first: the territory
// cards shuffled, the End Game card at a random place in the bottom half
// ("Spielaufbau" step 6). intn(n) must return a uniform int in [0, n).
func ShuffleDeck(b *Board, rules *Ruleset, intn func(n int) int) []string {
	deck := make([]string, 0, len(b.Cards)+1)
	for _, c := range b.Cards {
		deck = append(deck, c.Territory)
	}
	for i := len(deck) - 1; i > 0; i-- {
		j := intn(i + 1)
		deck[i], deck[j] = deck[j], deck[i]
	}
	if rules.EndGameCard {
		half := len(deck) / 2
		// Insert at one of the places from just below the top half down to
		// the very bottom.
		at := half + intn(len(deck)-half+1)
		deck = slices.Insert(deck, at, EndGameCard)
	}
	return deck
}

// Replay folds events over a new game. The first event must be the Setup.
func Replay(b *Board, events []Event) (*State, error) {
	return ReplayEach(b, events, nil)
}

// ReplayEach is Replay that also calls each, when not nil, with the states
// before and after every event (before is nil for the Setup), e.g. to
// write the game's history. An error names the event's place in the log.
func ReplayEach(b *Board, events []Event, each func(before *State, e Event, after *State)) (*State, error) {
	if len(events) == 0 {
		return nil, broke("event.no_setup")
	}
	setup, ok := events[0].(Setup)
	if !ok {
		return nil, broke("event.no_setup")
	}
	s, err := NewGame(b, setup)
	if err != nil {
		return nil, fmt.Errorf("event 1: %w", err)
	}
	if each != nil {
		each(nil, setup, s)
	}
	for i, e := range events[1:] {
		after, err := Apply(s, e)
		if err != nil {
			return nil, fmt.Errorf("event %d: %w", i+2, err)
		}
		if each != nil {
			each(s, e, after)
		}
		s = after
	}
	return s, nil
}

// Apply returns the state after e, or a *RuleError saying which rule e
// breaks; s itself is never changed.
func Apply(s *State, e Event) (*State, error) {
	if s.Over {
		return nil, broke("game.over")
	}
	n := s.Clone()
	var err error
	switch e := e.(type) {
	case Setup:
		err = broke("event.setup_twice")
	case Place:
		err = n.place(e)
	case Trade:
		err = n.trade(e)
	case Attack:
		err = n.attack(e)
	case MoveIn:
		err = n.moveIn(e)
	case EndAttack:
		err = n.endAttack()
	case Maneuver:
		err = n.maneuver(e)
	case EndTurn:
		err = n.endTurn(e)
	case Correct:
		err = n.correct(e)
	case CorrectHand:
		err = n.correctHand(e)
	default:
		err = broke("event.unknown_type", "type", e.Type())
	}
	if err != nil {
		return nil, err
	}
	n.Seq++
	return n, nil
}

// territory resolves a territory id from an event.
func (s *State) territory(id string) (TerritoryID, error) {
	t, ok := s.Board.Lookup(id)
	if !ok {
		return 0, broke("territory.unknown", "name", id)
	}
	return t, nil
}

// startTurn computes the current player's reinforcement.
func (s *State) startTurn() {
	s.Phase = PhaseReinforce
	s.Conquered = 0
	s.Maneuvers = 0
	s.Pending = nil
	clear(s.Reserved)
	s.Reinforcement = s.BaseReinforcement(s.Current)
	s.Pool = s.Reinforcement.Total
	s.MustTrade = len(s.Players[s.Current].Hand) >= s.Rules.HandLimit
}

// BaseReinforcement is player p's reinforcement before card trades:
// "Verstärkung" 1 and 2 (count / 3, at least 3; region bonuses).
func (s *State) BaseReinforcement(p int) Reinforcement {
	r := Reinforcement{}
	for t, o := range s.Owner {
		if o != p {
			continue
		}
		r.Territories++
		if s.Rules.CountsCastles && s.Board.Territories[t].Castle {
			r.Castles++
		}
	}
	r.Base = max(s.Rules.MinReinforcement, (r.Territories+r.Castles)/3)
	r.Total = r.Base
	for _, reg := range s.Board.Regions {
		whole := true
		for t, terr := range s.Board.Territories {
			if terr.InRegion(reg.ID) && s.Owner[t] != p {
				whole = false
				break
			}
		}
		if whole {
			r.Regions = append(r.Regions, RegionBonus{Region: reg.ID, Bonus: reg.Bonus})
			r.Total += reg.Bonus
		}
	}
	return r
}

// inTurn rejects actions while a conquered territory waits for its units.
func (s *State) inTurn() error {
	if s.Pending != nil {
		return broke("conquest.move_in_first", "territory", s.Pending.To)
	}
	return nil
}

// ReadyToFight checks what must be settled before invading, maneuvering
// or ending the turn: every reinforcement placed, forced trades made, no
// conquest waiting for its units.
func (s *State) ReadyToFight() error {
	if err := s.inTurn(); err != nil {
		return err
	}
	if s.MustTrade {
		return broke("trade.must_trade", "cards", len(s.Players[s.Current].Hand))
	}
	if len(s.Players[s.Current].Hand) > s.Rules.HandLimit {
		return broke("trade.over_limit", "cards", len(s.Players[s.Current].Hand), "limit", s.Rules.HandLimit)
	}
	if left := s.ToPlace(); left > 0 {
		return broke("place.units_left", "units", left)
	}
	return nil
}

func (s *State) place(e Place) error {
	if err := s.inTurn(); err != nil {
		return err
	}
	t, err := s.territory(e.Territory)
	if err != nil {
		return err
	}
	if s.Owner[t] != s.Current {
		return broke("place.not_yours", "territory", t)
	}
	if e.Units < 1 {
		return broke("place.at_least_one")
	}
	if e.Units > s.Pool+s.Reserved[t] {
		return broke("place.too_many", "units", e.Units, "left", s.Pool+s.Reserved[t], "territory", t)
	}
	// Units reserved for this territory by a card trade go first.
	fromReserved := min(e.Units, s.Reserved[t])
	s.Reserved[t] -= fromReserved
	s.Pool -= e.Units - fromReserved
	s.Units[t] += e.Units
	return nil
}

// trade hands in a set ("Verstärkung" 3). Allowed during reinforcement,
// and at any point of the turn while the hand is over the limit after
// taking an eliminated player's cards ("Invasion (Fortsetzung)").
func (s *State) trade(e Trade) error {
	if err := s.inTurn(); err != nil {
		return err
	}
	p := &s.Players[s.Current]
	if !s.TradeOpen() {
		return broke("trade.not_now")
	}
	if len(e.Cards) != 3 {
		return broke("trade.not_a_set")
	}
	var symbols []CardSymbol
	var extra []TerritoryID
	seen := map[string]bool{}
	for _, c := range e.Cards {
		if seen[c] {
			return broke("trade.card_twice", "card", c)
		}
		seen[c] = true
		if !slices.Contains(p.Hand, c) {
			if t, ok := s.Board.Lookup(c); ok {
				return broke("trade.not_in_hand", "territory", t)
			}
			return broke("territory.unknown", "name", c)
		}
		t, _ := s.Board.Lookup(c)
		card, _ := s.Board.CardOf(t)
		symbols = append(symbols, card.Symbol)
		if s.Owner[t] == s.Current {
			extra = append(extra, t)
		}
	}
	value, ok := s.Rules.SetValue(symbols)
	if !ok {
		return broke("trade.not_a_set")
	}
	p.Hand = slices.DeleteFunc(p.Hand, func(c string) bool { return seen[c] })
	s.Discard = append(s.Discard, e.Cards...)
	s.Pool += value
	for _, t := range extra {
		s.Reserved[t] += s.Rules.TradeExtra
	}
	s.Reinforcement.Trades = append(s.Reinforcement.Trades, TradeResult{Cards: slices.Clone(e.Cards), Value: value, Extra: extra})
	s.Reinforcement.Total += value + len(extra)*s.Rules.TradeExtra
	if len(p.Hand) < s.Rules.HandLimit {
		s.MustTrade = false
	}
	return nil
}

// TradeOpen reports whether the current player may trade a set now:
// during reinforcement, or at any point while the hand is over the limit
// after taking an eliminated player's cards.
func (s *State) TradeOpen() bool {
	return s.Pending == nil && (s.Phase == PhaseReinforce || len(s.Players[s.Current].Hand) > s.Rules.HandLimit)
}

// BattleResult is what one battle did.
type BattleResult struct {
	AttackDice, DefendDice     []int // sorted high to low; nil for losses-only entry
	AttackerLoss, DefenderLoss int
}

// Resolve compares dice as "Invasion" 5-6 says: both sorted high to low,
// compared pairwise, ties to the defender, extra dice ignored.
func Resolve(attack, defend []int) BattleResult {
	a := slices.Clone(attack)
	d := slices.Clone(defend)
	sort.Sort(sort.Reverse(sort.IntSlice(a)))
	sort.Sort(sort.Reverse(sort.IntSlice(d)))
	r := BattleResult{AttackDice: a, DefendDice: d}
	for i := 0; i < len(a) && i < len(d); i++ {
		if a[i] > d[i] {
			r.DefenderLoss++
		} else {
			r.AttackerLoss++
		}
	}
	return r
}

// BattleRule is the dice modifiers of a battle between two territories
// under the game's edition.
func (s *State) BattleRule(from, to TerritoryID) BattleRule {
	if s.Rules.Battle == nil {
		return BattleRule{}
	}
	return s.Rules.Battle(s, from, to)
}

// CheckAttack validates an invasion from one territory to another before
// any dice: ownership, adjacency, units. Pages use it to offer targets.
func (s *State) CheckAttack(from, to TerritoryID) error {
	if s.Owner[from] != s.Current {
		return broke("attack.not_yours", "territory", from)
	}
	if s.Owner[to] == s.Current {
		return broke("attack.own_territory", "territory", to)
	}
	if !s.Board.MayBeAdjacent(from, to) {
		return broke("attack.not_adjacent", "from", from, "to", to)
	}
	if s.Units[from] < 2 {
		return broke("attack.one_unit", "territory", from, "units", s.Units[from])
	}
	return nil
}

// attack is one battle ("Invasion" 1-7).
func (s *State) attack(e Attack) error {
	if s.Phase == PhaseManeuver {
		return broke("attack.after_maneuver")
	}
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	from, err := s.territory(e.From)
	if err != nil {
		return err
	}
	to, err := s.territory(e.To)
	if err != nil {
		return err
	}
	if err := s.CheckAttack(from, to); err != nil {
		return err
	}

	entered := len(e.AttackDice) > 0 || len(e.DefendDice) > 0
	nA, nD := e.Attackers, e.Defenders
	if entered {
		nA, nD = len(e.AttackDice), len(e.DefendDice)
	}
	if nA < 1 || nA > 3 {
		return broke("attack.dice_count", "dice", nA)
	}
	if nA > s.Units[from]-1 {
		return broke("attack.too_many_dice", "dice", nA, "territory", from, "units", s.Units[from])
	}
	if nD < 1 || nD > 2 {
		return broke("defend.dice_count", "dice", nD)
	}
	if nD > s.Units[to] {
		return broke("defend.too_many_dice", "dice", nD, "territory", to, "units", s.Units[to])
	}
	// Neutral armies always defend with the most dice they may
	// ("Invasion (Fortsetzung)", 2 players).
	if s.Players[s.Owner[to]].Neutral && nD != min(2, s.Units[to]) {
		return broke("defend.neutral_max", "dice", min(2, s.Units[to]))
	}

	var res BattleResult
	if entered {
		b, err := Fight(s.BattleRule(from, to),
			Rolled{Dice: e.AttackDice, Bonus: e.AttackBonusDie, RerollOne: e.RerollOne, RerollLowest: e.RerollLowest},
			Rolled{Dice: e.DefendDice, Bonus: e.DefendBonusDie})
		if err != nil {
			return err
		}
		res = BattleResult{AttackDice: b.Attack, DefendDice: b.Defend, AttackerLoss: b.AttackerLoss, DefenderLoss: b.DefenderLoss}
	} else {
		if e.AttackerLoss == nil || e.DefenderLoss == nil {
			return broke("attack.no_dice")
		}
		res = BattleResult{AttackerLoss: *e.AttackerLoss, DefenderLoss: *e.DefenderLoss}
		if res.AttackerLoss < 0 || res.DefenderLoss < 0 || res.AttackerLoss+res.DefenderLoss != min(nA, nD) {
			return broke("attack.losses", "total", min(nA, nD))
		}
	}

	s.Phase = PhaseAttack
	s.Units[from] -= res.AttackerLoss
	s.Units[to] -= res.DefenderLoss
	if s.Units[to] > 0 {
		return nil
	}
	// Conquest: the last defender fell. The territory changes hands now;
	// the units of the last battle must move in next.
	loser := s.Owner[to]
	s.Owner[to] = s.Current
	s.Conquered++
	s.Pending = &PendingConquest{From: from, To: to, Min: nA - res.AttackerLoss}
	if !s.Players[loser].Neutral && s.Count(loser) == 0 {
		// "Invasion (Fortsetzung)": the eliminator takes the cards.
		s.Players[loser].Out = true
		s.Players[s.Current].Hand = append(s.Players[s.Current].Hand, s.Players[loser].Hand...)
		s.Players[loser].Hand = nil
	}
	return nil
}

func (s *State) moveIn(e MoveIn) error {
	if s.Pending == nil {
		return broke("conquest.nothing_to_move")
	}
	p := *s.Pending
	most := s.Units[p.From] - 1
	if e.Units < p.Min || e.Units > most {
		return broke("conquest.move_range", "min", p.Min, "max", most, "territory", p.To)
	}
	s.Units[p.From] -= e.Units
	s.Units[p.To] += e.Units
	s.Pending = nil
	s.checkVictory()
	return nil
}

// checkVictory ends the game when one player holds every territory, or
// when only one player is left standing.
func (s *State) checkVictory() {
	if s.Count(s.Current) == len(s.Owner) {
		s.finish("all_territories", []int{s.Current})
		return
	}
	var standing []int
	for i, p := range s.Players {
		if !p.Neutral && !p.Out {
			standing = append(standing, i)
		}
	}
	if len(standing) == 1 {
		s.finish("last_standing", standing)
	}
}

func (s *State) endAttack() error {
	if s.Phase == PhaseManeuver {
		return broke("attack.already_over")
	}
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	s.Phase = PhaseManeuver
	return nil
}

// maneuver is "Manöver": once, after the invasions, through own territories.
func (s *State) maneuver(e Maneuver) error {
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if s.Maneuvers > 0 {
		return broke("maneuver.once")
	}
	from, err := s.territory(e.From)
	if err != nil {
		return err
	}
	to, err := s.territory(e.To)
	if err != nil {
		return err
	}
	if s.Owner[from] != s.Current {
		return broke("maneuver.not_yours", "territory", from)
	}
	if s.Owner[to] != s.Current {
		return broke("maneuver.not_yours", "territory", to)
	}
	if from == to {
		return broke("maneuver.same")
	}
	if s.Units[from] < 2 {
		return broke("maneuver.one_unit", "territory", from)
	}
	if e.Units < 1 || e.Units > s.Units[from]-1 {
		return broke("maneuver.units", "max", s.Units[from]-1, "territory", from)
	}
	if !s.Connected(s.Current, from, to) {
		return broke("maneuver.not_connected", "from", from, "to", to)
	}
	s.Units[from] -= e.Units
	s.Units[to] += e.Units
	s.Maneuvers++
	s.Phase = PhaseManeuver
	return nil
}

// endTurn draws the card ("Karte ziehen") and passes to the next player.
func (s *State) endTurn(e EndTurn) error {
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if e.Draw {
		if !s.CanDraw() {
			return broke("draw.no_conquest")
		}
		card, err := s.drawCard(e.Card)
		if err != nil {
			return err
		}
		if card == EndGameCard {
			// "Gewinnen": the game ends at once when the card is drawn.
			s.finishByScore()
			return nil
		}
		s.Players[s.Current].Hand = append(s.Players[s.Current].Hand, card)
	} else if e.Card != "" {
		return broke("draw.card_without_draw")
	}
	next := s.nextPlayer()
	if next < 0 {
		s.checkVictory()
		return nil
	}
	s.Current = next
	s.Turn++
	s.startTurn()
	return nil
}

func (s *State) drawCard(named string) (string, error) {
	if s.DeckMode == DeckHerald {
		if named != "" {
			return "", broke("draw.herald_deck")
		}
		if len(s.Deck) == 0 {
			return "", broke("draw.deck_empty")
		}
		card := s.Deck[0]
		s.Deck = s.Deck[1:]
		if card != EndGameCard {
			s.Drawn = append(s.Drawn, card)
		}
		return card, nil
	}
	if named == "" {
		return "", broke("draw.which_card")
	}
	if named == EndGameCard {
		return named, nil
	}
	t, err := s.territory(named)
	if err != nil {
		return "", err
	}
	if _, ok := s.Board.CardOf(t); !ok {
		return "", broke("draw.no_such_card", "territory", t)
	}
	for _, p := range s.Players {
		if slices.Contains(p.Hand, named) {
			return "", broke("draw.card_in_hand", "territory", t)
		}
	}
	if slices.Contains(s.Discard, named) {
		return "", broke("draw.card_traded", "territory", t)
	}
	s.Drawn = append(s.Drawn, named)
	return named, nil
}

// nextPlayer is the next seat clockwise that still plays, or -1.
func (s *State) nextPlayer() int {
	for i := 1; i <= len(s.Players); i++ {
		c := (s.Current + i) % len(s.Players)
		p := s.Players[c]
		if !p.Neutral && !p.Out && s.Count(c) > 0 && c != s.Current {
			return c
		}
	}
	return -1
}

// finishByScore ends the game on the End Game card: "Gewinnen", one point
// per territory, castle and port held; the most points win.
func (s *State) finishByScore() {
	s.Scores = s.FinalScores()
	best := -1
	var winners []int
	for _, sc := range s.Scores {
		switch {
		case sc.Total > best:
			best, winners = sc.Total, []int{sc.Player}
		case sc.Total == best:
			winners = append(winners, sc.Player)
		}
	}
	s.finish("end_card", winners)
}

// FinalScores counts every player's points as at the end of the game.
func (s *State) FinalScores() []Score {
	var out []Score
	for i, p := range s.Players {
		if p.Neutral {
			continue
		}
		sc := Score{Player: i}
		for t, o := range s.Owner {
			if o != i {
				continue
			}
			sc.Territories++
			if s.Board.Territories[t].Castle {
				sc.Castles++
			}
			if s.Board.Territories[t].Port {
				sc.Ports++
			}
		}
		sc.Total = sc.Territories + sc.Castles + sc.Ports
		out = append(out, sc)
	}
	return out
}

func (s *State) finish(reason string, winners []int) {
	s.Over = true
	s.Phase = PhaseOver
	s.EndReason = reason
	s.Winners = winners
	if s.Scores == nil {
		s.Scores = s.FinalScores()
	}
}

// correct sets territories as they stand on the real board.
func (s *State) correct(e Correct) error {
	if len(e.Territories) == 0 {
		return broke("correct.nothing")
	}
	for _, f := range e.Territories {
		t, err := s.territory(f.Territory)
		if err != nil {
			return err
		}
		if f.Owner < 0 || f.Owner >= len(s.Players) {
			return broke("correct.bad_owner", "territory", t)
		}
		if f.Units < 1 {
			return broke("correct.empty", "territory", t)
		}
		if s.Pending != nil && (t == s.Pending.To || t == s.Pending.From) {
			return broke("conquest.move_in_first", "territory", s.Pending.To)
		}
		s.Owner[t] = f.Owner
		s.Units[t] = f.Units
	}
	// A board fixed before anything was placed or traded this turn gets
	// its reinforcement recounted from the corrected position.
	if s.Phase == PhaseReinforce && s.Pool == s.Reinforcement.Total && len(s.Reinforcement.Trades) == 0 {
		s.startTurn()
	}
	return nil
}

// correctHand sets a player's cards as they are at the table.
func (s *State) correctHand(e CorrectHand) error {
	if e.Player < 0 || e.Player >= len(s.Players) || s.Players[e.Player].Neutral {
		return broke("correct.bad_player")
	}
	seen := map[string]bool{}
	for _, c := range e.Cards {
		t, err := s.territory(c)
		if err != nil {
			return err
		}
		if seen[c] {
			return broke("trade.card_twice", "card", c)
		}
		seen[c] = true
		for i, p := range s.Players {
			if i != e.Player && slices.Contains(p.Hand, c) {
				return broke("draw.card_in_hand", "territory", t)
			}
		}
	}
	s.Players[e.Player].Hand = slices.Clone(e.Cards)
	// Cards now in a hand are no longer in the Herald deck or discard.
	s.Deck = slices.DeleteFunc(s.Deck, func(c string) bool { return seen[c] })
	s.Discard = slices.DeleteFunc(s.Discard, func(c string) bool { return seen[c] })
	if e.Player == s.Current && s.Phase == PhaseReinforce {
		s.MustTrade = len(e.Cards) >= s.Rules.HandLimit
	}
	return nil
}
