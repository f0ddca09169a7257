package engine

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// NewGame checks a Setup event against its ruleset and board and returns
// the state at the start of the first turn.
func NewGame(b *Board, e Setup) (*State, error) {
	if err := checkCounts(e); err != nil {
		return nil, err
	}
	rules, ok := RulesetFor(e.Edition)
	if !ok {
		return nil, Broke("setup.unknown_edition", "edition", e.Edition)
	}
	if err := checkOptionNames(rules, e); err != nil {
		return nil, err
	}
	// The setup names its board: a shipped id ("westeros") or a version
	// the table entered ("westeros-ours@3"). Which boards suit which
	// edition is the caller's business; the board must be the named one.
	if e.Board != "" && BoardID(e.Board) != b.ID {
		return nil, Broke("setup.wrong_board", "board", b.ID)
	}
	deal, neutralDeal, err := checkSeats(rules, e)
	if err != nil {
		return nil, err
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
		s.Players = append(s.Players, Player{Name: p.Name, House: p.House, Neutral: p.Neutral, Base: NoTerritory, Hero: NoTerritory})
	}
	for i := range s.Owner {
		s.Owner[i] = -1
	}
	for id, seat := range e.Owners {
		t, ok := b.Lookup(id)
		if !ok {
			return nil, Broke("territory.unknown", "name", id)
		}
		if seat < 0 || seat >= len(s.Players) {
			return nil, Broke("setup.bad_seat", "territory", t)
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
			return nil, Broke("setup.unowned", "territory", TerritoryID(t))
		}
	}
	if rules.SetUp != nil {
		if err := rules.SetUp(s, e); err != nil {
			return nil, err
		}
	} else if err := checkDeal(s, e, append(slices.Clone(deal), neutralDeal)); err != nil {
		return nil, err
	}
	if err := s.overMax(nil); err != nil {
		return nil, err
	}

	s.Turn, s.Round = 1, 1
	s.Current = 0
	s.startTurn()
	return s, nil
}

// checkSeats checks the seats against the edition's player counts and
// houses, and returns its deal for them (per seat, and the neutral army's).
func checkSeats(rules *Ruleset, e Setup) (deal []int, neutralDeal int, err error) {
	seats, neutralSeats := 0, 0
	for _, p := range e.Players {
		if p.Neutral {
			neutralSeats++
		} else {
			seats++
		}
	}
	if seats < rules.MinPlayers || seats > rules.MaxPlayers {
		return nil, 0, Broke("setup.player_count", "min", rules.MinPlayers, "max", rules.MaxPlayers, "count", seats)
	}
	deal, neutralDeal = rules.Deal(seats)
	if (neutralDeal > 0) != (neutralSeats == 1) || neutralSeats > 1 {
		return nil, 0, Broke("setup.neutral", "count", seats)
	}
	allowed := rules.Houses(seats)
	used := map[string]bool{}
	for i, p := range e.Players {
		switch {
		case p.Neutral != (i == seats):
			return nil, 0, Broke("setup.neutral_last")
		case p.Name == "" && !p.Neutral:
			return nil, 0, Broke("setup.no_name", "seat", i+1)
		case utf8.RuneCountInString(p.Name) > MaxNameLen:
			return nil, 0, Broke("setup.name_too_long", "seat", i+1, "max", MaxNameLen)
		case p.House == "":
			return nil, 0, Broke("setup.no_house", "player", p.Name)
		case !slices.Contains(allowed, p.House):
			return nil, 0, Broke("setup.house_not_allowed", "house", p.House, "count", seats)
		case used[p.House]:
			return nil, 0, Broke("setup.house_twice", "house", p.House)
		}
		used[p.House] = true
	}
	return deal, neutralDeal, nil
}

// checkDeal checks a fixed deal (Ruleset.Deal) and the deck. The deal is fixed by
// the rulebook: a table that entered its own deal gets told which count is
// off.
func checkDeal(s *State, e Setup, want []int) error {
	for seat := range s.Players {
		if got := s.Count(seat); got != want[seat] {
			return Broke("setup.deal_count", "player", PlayerRef(seat), "got", got, "want", want[seat])
		}
	}
	return s.TakeDeck(e)
}

// BoardID is the board id of a board reference "id" or "id@version".
// A battlefield of two boards is "a@1+b@2", its id "a+b" (see Compose).
func BoardID(ref string) string {
	parts := strings.Split(ref, "+")
	for i, p := range parts {
		parts[i], _, _ = strings.Cut(p, "@")
	}
	return strings.Join(parts, "+")
}

// checkDeck makes sure a Herald deck holds every card once and, where the
// edition has one, the End Game card in the bottom half ("Spielaufbau"
// step 6).
func checkDeck(b *Board, rules *Ruleset, deck []string) error {
	want := len(b.Cards) + len(rules.ExtraCards)
	if rules.EndGameCard {
		want++
	}
	if len(deck) != want {
		return Broke("setup.deck_size", "got", len(deck), "want", want)
	}
	seen := map[string]bool{}
	for i, c := range deck {
		if seen[c] {
			return Broke("setup.deck_duplicate", "card", c)
		}
		seen[c] = true
		if _, ok := rules.ExtraCards[c]; ok {
			continue
		}
		if c == EndGameCard {
			if !rules.EndGameCard {
				return Broke("setup.deck_unknown_card", "card", c)
			}
			if i < len(b.Cards)/2 {
				return Broke("setup.end_card_top_half")
			}
			continue
		}
		t, ok := b.Lookup(c)
		if !ok {
			return Broke("setup.deck_unknown_card", "card", c)
		}
		if _, ok := b.CardOf(t); !ok {
			return Broke("setup.deck_unknown_card", "card", c)
		}
	}
	return nil
}

// ShuffleDeck returns a fresh deck with an End Game card, top first: the territory
// cards shuffled, the End Game card at a random place in the bottom half
// ("Spielaufbau" step 6). intn(n) must return a uniform int in [0, n).
func ShuffleDeck(b *Board, rules *Ruleset, intn func(n int) int) []string {
	deck := make([]string, 0, len(b.Cards)+1)
	for _, c := range b.Cards {
		deck = append(deck, c.Territory)
	}
	deck = append(deck, rules.extraCardIDs()...)
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
		return nil, Broke("event.no_setup")
	}
	setup, ok := events[0].(Setup)
	if !ok {
		return nil, Broke("event.no_setup")
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
		return nil, Broke("game.over")
	}
	kind, err := s.kindOf(e)
	if err != nil {
		return nil, err
	}
	if err := checkCounts(e); err != nil {
		return nil, err
	}
	n := s.Clone()
	switch e := e.(type) {
	case Setup:
		err = Broke("event.setup_twice")
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
		err = kind.Apply(n, e)
	}
	if err == nil {
		err = n.overMax(s)
	}
	if err != nil {
		return nil, err
	}
	if f := n.Rules.AfterEvent; f != nil && !n.Over {
		f(n, e)
	}
	n.Seq++
	return n, nil
}

// kindOf finds the edition's kind of an event that is not one of the
// common ones. A kind another edition declares is refused with one
// sentence naming the kind and this edition; a type no edition knows is
// unknown.
func (s *State) kindOf(e Event) (*EventKind, error) {
	typ := e.Type()
	if _, common := commonDecoders[typ]; common {
		return nil, nil
	}
	if k := s.Rules.kind(typ); k != nil {
		return k, nil
	}
	if _, known := extraDecoders[typ]; known {
		return nil, Broke("event.not_in_edition", "kind", typ, "edition", s.Rules.Edition)
	}
	return nil, Broke("event.unknown_type", "type", typ)
}

// Territory resolves a territory id from an event.
func (s *State) Territory(id string) (TerritoryID, error) {
	t, ok := s.Board.Lookup(id)
	if !ok {
		return 0, Broke("territory.unknown", "name", id)
	}
	return t, nil
}

// startTurn computes the current player's reinforcement.
func (s *State) startTurn() {
	s.Phase = PhaseReinforce
	s.Conquered = 0
	s.Maneuvers = 0
	s.Pending = nil
	s.StartOwner = slices.Clone(s.Owner)
	s.Claimed, s.Traded, s.Transferred, s.StartManeuver = "", false, false, false
	s.TransferredTo = nil
	s.Destroyed = make([]int, len(s.Players))
	s.HeroesDefeated = nil
	s.HeroCorrected = false
	clear(s.Reserved)
	s.TradingDown = false
	s.LootUsed = nil
	s.Reinforcement = s.BaseReinforcement(s.Current)
	// Loot units counted now are that loot's use for this turn.
	s.LootUsed = slices.Repeat([]string{LootOneUnit}, s.Reinforcement.Loot)
	s.Pool = s.Reinforcement.Total
	s.MustTrade = s.Rules.HandLimit > 0 && len(s.Players[s.Current].Hand) >= s.Rules.HandLimit
}

// BaseReinforcement is player p's reinforcement before card trades:
// "Verstärkung" 1 and 2 (count / 3, at least 3; region bonuses), with
// castles or colonies counted where the ruleset says, and the edition's
// own sources (Ruleset.Reinforce). A region bonus needs the player alone
// to hold the region, even in team play.
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
		if s.Rules.CountsColonies && s.Colony[t] {
			r.Colonies++
		}
	}
	r.Base = max(s.Rules.MinReinforcement, (r.Territories+r.Castles+r.Colonies)/3)
	if s.Rules.Reinforce != nil {
		s.Rules.Reinforce(s, p, &r)
	}
	r.Total = r.Base + r.Bases + r.Reward + r.Loot
	for _, reg := range s.Board.Regions {
		if HoldsWhole(s.Board, s.Owner, reg.ID, p) {
			r.Regions = append(r.Regions, RegionBonus{Region: reg.ID, Bonus: reg.Bonus})
			r.Total += reg.Bonus
		}
	}
	return r
}

// InTurn rejects actions while a conquered territory waits for its units.
func (s *State) InTurn() error {
	if s.Pending != nil {
		return Broke("conquest.move_in_first", "territory", s.Pending.To)
	}
	return nil
}

// ReadyToFight checks what must be settled before invading, maneuvering
// or ending the turn: every reinforcement placed, forced trades made, no
// conquest waiting for its units.
func (s *State) ReadyToFight() error {
	if err := s.InTurn(); err != nil {
		return err
	}
	if s.MustTrade {
		return Broke("trade.must_trade", "cards", len(s.Players[s.Current].Hand))
	}
	if over, limit := s.overHand(); over {
		return Broke("trade.over_limit", "cards", len(s.Players[s.Current].Hand), "limit", limit)
	}
	if left := s.ToPlace(); left > 0 {
		return Broke("place.units_left", "units", left)
	}
	// A hero or leader a correction took off this turn never holds it up,
	// nor one whose return the edition leaves to the player.
	if me := s.Players[s.Current]; s.Rules.Heroes.ReturnsAtTurnStart && !s.Rules.Heroes.ReturnOptional && me.HasHero && me.Hero == NoTerritory && !s.HeroCorrected {
		return Broke("hero.deploy_first", "player", PlayerRef(s.Current))
	}
	return nil
}

func (s *State) place(e Place) error {
	if err := s.InTurn(); err != nil {
		return err
	}
	// The reinforcements are placed once all are received, a forced
	// trade's too: the trade at the start of the turn, then the placing
	// (the editions' tests cite their rulebooks).
	if s.MustTrade {
		return Broke("place.trade_first", "player", PlayerRef(s.Current), "cards", len(s.Players[s.Current].Hand))
	}
	t, err := s.Territory(e.Territory)
	if err != nil {
		return err
	}
	if s.Owner[t] != s.Current {
		return Broke("place.not_yours", "territory", t)
	}
	if e.Units < 1 {
		return Broke("place.at_least_one")
	}
	if e.Units > s.Pool+s.Reserved[t] {
		if where, n := s.reservedElsewhere(t); n > 0 {
			return Broke("place.reserved_elsewhere", "units", e.Units, "left", s.Pool+s.Reserved[t], "territory", t, "reserved", n, "where", where)
		}
		return Broke("place.too_many", "units", e.Units, "left", s.Pool+s.Reserved[t], "territory", t)
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
	if err := s.InTurn(); err != nil {
		return err
	}
	p := &s.Players[s.Current]
	if !s.TradeOpen() {
		return Broke("trade.not_now")
	}
	if s.Rules.TradeCards != nil {
		return s.Rules.TradeCards(s, e)
	}
	if len(e.Cards) != 3 {
		return s.notASet()
	}
	var symbols []CardSymbol
	var extra []TerritoryID
	seen := map[string]bool{}
	revealed := 0
	for _, c := range e.Cards {
		if seen[c] {
			return Broke("trade.card_twice", "card", c)
		}
		seen[c] = true
		if !slices.Contains(p.Hand, c) || c == UnknownCard {
			// A card the hand lacks may be one of its unknown cards,
			// which the trade turns face up.
			if c != UnknownCard && revealed < unknownIn(p.Hand) && s.couldBeUnknown(s.Current, c) {
				revealed++
			} else if t, ok := s.Board.Lookup(c); ok {
				return Broke("trade.not_in_hand", "territory", t)
			} else {
				return Broke("territory.unknown", "name", c)
			}
		}
		sym, t, _ := s.CardSymbol(c)
		symbols = append(symbols, sym)
		if t != NoTerritory && s.Owner[t] == s.Current {
			extra = append(extra, t)
		}
	}
	value, ok := s.setValue(symbols)
	if !ok {
		return s.notASet()
	}
	extra, err := s.tradeExtra(extra, e.Extra)
	if err != nil {
		return err
	}
	s.SetsTraded++
	p.Hand = dropUnknown(slices.DeleteFunc(p.Hand, func(c string) bool { return seen[c] }), revealed)
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
	if len(p.Hand) <= s.Rules.TradeDown.To {
		s.TradingDown = false
	}
	return nil
}

// TradeOpen reports whether the current player may trade a set now:
// during reinforcement, or at any point while the hand is over the limit
// after taking an eliminated player's cards.
func (s *State) TradeOpen() bool {
	over, _ := s.overHand()
	return s.Pending == nil && (s.Phase == PhaseReinforce || over)
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
func (s *State) BattleRule(from, to TerritoryID, d Declared) BattleRule {
	if s.Rules.Battle == nil {
		return BattleRule{}
	}
	return s.Rules.Battle(s, from, to, d)
}

// RollRule is the rule Herald rolls a battle by: the battle's rule as the
// edition narrows it for Herald's own roll (Ruleset.RollRule).
func (s *State) RollRule(from, to TerritoryID, d Declared) BattleRule {
	r := s.BattleRule(from, to, d)
	if s.Rules.RollRule != nil {
		r = s.Rules.RollRule(s, r, d)
	}
	return r
}

// CheckAttack validates an invasion from one territory to another before
// any dice: ownership, adjacency, units. Pages use it to offer targets.
func (s *State) CheckAttack(from, to TerritoryID) error {
	if s.Owner[from] != s.Current {
		return Broke("attack.not_yours", "territory", from)
	}
	if s.Owner[to] == s.Current {
		return Broke("attack.own_territory", "territory", to)
	}
	// A side never attacks itself: teammates are not attacked ("TEAM PLAY").
	if s.Teammates(s.Owner[to], s.Current) {
		return Broke("attack.teammate", "territory", to, "player", PlayerRef(s.Owner[to]))
	}
	if !s.Board.MayBeAdjacent(from, to) {
		return Broke("attack.not_adjacent", "from", from, "to", to)
	}
	if s.Units[from] < 2 {
		return Broke("attack.one_unit", "territory", from, "units", s.Units[from])
	}
	return nil
}

// attack is one battle ("Invasion" 1-7): where, with how many dice, the
// outcome rolled or entered, the losses, and a conquest when the last
// defender fell.
func (s *State) attack(e Attack) error {
	from, to, err := s.attackWhere(e)
	if err != nil {
		return err
	}
	nA, nD, entered, err := s.attackDice(e, from, to)
	if err != nil {
		return err
	}
	if err := s.checkDeclared(e.Declared, from, to); err != nil {
		return err
	}
	res, attackHeroFalls, defendHeroFalls, err := s.battleOutcome(e, s.BattleRule(from, to, e.Declared), entered, nA, nD)
	if err != nil {
		return err
	}
	loser := s.takeLosses(from, to, res, attackHeroFalls, defendHeroFalls)
	if s.Units[to] > 0 {
		return nil
	}
	s.conquer(e, from, to, nA-res.AttackerLoss, loser)
	return nil
}

// attackWhere resolves and checks the two territories of an attack, in the
// phase that allows one.
func (s *State) attackWhere(e Attack) (from, to TerritoryID, err error) {
	if s.Phase == PhaseManeuver {
		return 0, 0, Broke("attack.after_maneuver")
	}
	if err := s.ReadyToFight(); err != nil {
		return 0, 0, err
	}
	if from, err = s.Territory(e.From); err != nil {
		return 0, 0, err
	}
	if to, err = s.Territory(e.To); err != nil {
		return 0, 0, err
	}
	return from, to, s.CheckAttack(from, to)
}

// attackDice checks how many dice each side rolls: the dice entered, or
// the counts declared when only the losses are entered.
func (s *State) attackDice(e Attack, from, to TerritoryID) (nA, nD int, entered bool, err error) {
	entered = len(e.AttackDice) > 0 || len(e.DefendDice) > 0
	nA, nD = e.Attackers, e.Defenders
	if entered {
		nA, nD = len(e.AttackDice), len(e.DefendDice)
	}
	if nA < 1 || nA > 3 {
		return 0, 0, false, Broke("attack.dice_count", "dice", nA)
	}
	if nA > s.Units[from]-1 {
		return 0, 0, false, Broke("attack.too_many_dice", "dice", nA, "territory", from, "units", s.Units[from])
	}
	if nD < 1 || nD > 2 {
		return 0, 0, false, Broke("defend.dice_count", "dice", nD)
	}
	if s.Rules.BeforeBattle != nil {
		if err := s.Rules.BeforeBattle(s, from, to, nA); err != nil {
			return 0, 0, false, err
		}
	}
	if nD > s.Units[to] {
		return 0, 0, false, Broke("defend.too_many_dice", "dice", nD, "territory", to, "units", s.Units[to])
	}
	// Neutral armies always defend with the most dice they may
	// ("Invasion (Fortsetzung)", 2 players).
	if s.Rules.NeutralDefendsMax && s.Players[s.Owner[to]].Neutral && nD != min(2, s.Units[to]) {
		return 0, 0, false, Broke("defend.neutral_max", "dice", min(2, s.Units[to]))
	}
	return nA, nD, entered, nil
}

// battleOutcome is the battle's result: fought from the dice entered, or
// the losses as the table entered them, and whether a hero falls.
func (s *State) battleOutcome(e Attack, rule BattleRule, entered bool, nA, nD int) (res BattleResult, attackHeroFalls, defendHeroFalls bool, err error) {
	if !entered {
		if e.AttackerLoss == nil || e.DefenderLoss == nil {
			return res, false, false, Broke("attack.no_dice")
		}
		res = BattleResult{AttackerLoss: *e.AttackerLoss, DefenderLoss: *e.DefenderLoss}
		if res.AttackerLoss < 0 || res.DefenderLoss < 0 || res.AttackerLoss+res.DefenderLoss != min(nA, nD) {
			return res, false, false, Broke("attack.losses", "total", min(nA, nD))
		}
		attackHeroFalls, defendHeroFalls, err = heroFallsFromLosses(rule, e, res)
		return res, attackHeroFalls, defendHeroFalls, err
	}
	b, err := Fight(rule,
		Rolled{Dice: e.AttackDice, Bonus: e.AttackBonusDie, RerollOne: e.RerollOne, RerollLowest: e.RerollLowest},
		Rolled{Dice: e.DefendDice, Bonus: e.DefendBonusDie})
	if err != nil {
		return res, false, false, err
	}
	res = BattleResult{AttackDice: b.Attack, DefendDice: b.Defend, AttackerLoss: b.AttackerLoss, DefenderLoss: b.DefenderLoss}
	if s.Rules.SpendRerolls != nil {
		s.Rules.SpendRerolls(s, b.Rerolled)
	}
	if e.AttackHeroFalls || e.DefendHeroFalls {
		return res, false, false, Broke("attack.hero_falls_with_dice")
	}
	return res, b.AttackHeroFalls, b.DefendHeroFalls, nil
}

// takeLosses removes the units each side lost and the heroes that fell,
// and returns the defender.
func (s *State) takeLosses(from, to TerritoryID, res BattleResult, attackHeroFalls, defendHeroFalls bool) (loser int) {
	s.Phase = PhaseAttack
	s.Units[from] -= res.AttackerLoss
	s.Units[to] -= res.DefenderLoss
	loser = s.Owner[to]
	s.Destroyed[loser] += res.DefenderLoss
	// A hero whose side lost the highest comparison leaves the board, to
	// be redeployed at the end of this turn (BattleRule Hero).
	if attackHeroFalls {
		s.Players[s.Current].Hero = NoTerritory
	}
	if defendHeroFalls {
		s.Players[loser].Hero = NoTerritory
		s.HeroesDefeated = append(s.HeroesDefeated, loser)
	}
	return loser
}

// conquer is the conquest after the last defender fell: the territory
// changes hands now; at least moveMin units of the last battle must move
// in next. A defender left without territories is eliminated.
func (s *State) conquer(e Attack, from, to TerritoryID, moveMin, loser int) {
	s.Owner[to] = s.Current
	s.Conquered++
	s.Pending = &PendingConquest{From: from, To: to, Min: moveMin}
	if s.Rules.Heroes.ReturnsAtTurnStart {
		// A hero or leader leaves with the last unit of its territory
		// ("Helden einsetzen": "muss Ihr Held ebenfalls
		// mit dieser Einheit vom Brett genommen werden"), and one that
		// fought the battle moves in with the conquerors ("Helden müssen
		// mit den erobernden Einheiten in das besiegte Gebiet versetzt
		// werden, wenn ihr Bonus im Angriff verwendet wurde").
		if d := &s.Players[loser]; d.HasHero && d.Hero == to {
			d.Hero = NoTerritory
			s.HeroesDefeated = append(s.HeroesDefeated, loser)
		}
		// A declared leader (Ruleset.Heroes.Declared) moves in only when its ability was used
		// ("Wenn du die Fähigkeiten deines Anführers im Kampf einsetzt und
		// ein Gebiet erobert, musst du den Anführer ... ziehen").
		me := s.Players[s.Current]
		s.Pending.Hero = me.HasHero && me.Hero == from && (e.HeroIn || !s.Rules.Heroes.Declared)
	}
	s.DropLostCannons()
	if !s.Players[loser].Neutral && s.Count(loser) == 0 {
		if s.Rules.OnEliminate != nil {
			s.Rules.OnEliminate(s, loser)
		} else {
			s.Eliminate(loser)
		}
	}
}

// Eliminate puts a player out. "Invasion (Fortsetzung)": the eliminator
// takes the cards (by territory or by value) and the achievements or
// missions; the rewards leave the game with the player, a hero too; a
// base stays on the board.
func (s *State) Eliminate(loser int) {
	l, me := &s.Players[loser], &s.Players[s.Current]
	l.Out = true
	me.Hand = append(me.Hand, l.Hand...)
	me.Points = append(me.Points, l.Points...)
	me.Achievements = append(me.Achievements, l.Achievements...)
	me.Values = append(me.Values, l.Values...)
	l.Hand, l.Points, l.Achievements, l.Values = nil, nil, nil, nil
	l.Rewards, l.Cannons = nil, nil
	l.HasHero, l.Hero = false, NoTerritory
	s.startTradeDown()
}

// DropLostCannons destroys every cannon whose territory its player no
// longer holds ("If you lose control of the territory containing the
// Cannon, then the Cannon is destroyed").
func (s *State) DropLostCannons() {
	for i := range s.Players {
		p := &s.Players[i]
		p.Cannons = slices.DeleteFunc(p.Cannons, func(t TerritoryID) bool { return s.Owner[t] != i })
	}
}

// checkDeclared refuses what an attacker may not declare: a hero "IN"
// that is not in the attacking territory, a cannon in range where Herald
// knows it is not (or where there is no cannon).
func (s *State) checkDeclared(d Declared, from, to TerritoryID) error {
	me := s.Players[s.Current]
	if d.HeroIn && (s.Rules.Battle == nil || !me.HasHero || me.Hero != from) {
		return Broke("attack.hero_not_there", "territory", from)
	}
	for _, c := range []struct {
		declared bool
		p        int
	}{{d.AttackCannon, s.Current}, {d.DefendCannon, s.Owner[to]}} {
		if !c.declared {
			continue
		}
		if in, unknown := s.CannonInRange(c.p, to); in || !unknown {
			return Broke("attack.cannon_range", "player", PlayerRef(c.p), "territory", to)
		}
	}
	return nil
}

// heroFallsFromLosses says which heroes (SideRule.Hero) fall in a battle entered
// as losses only. A side that lost every comparison lost its highest; for
// a split result the table says (AttackHeroFalls, DefendHeroFalls).
func heroFallsFromLosses(rule BattleRule, e Attack, res BattleResult) (attack, defend bool, err error) {
	pairs := res.AttackerLoss + res.DefenderLoss
	attack = rule.Attack.Hero && (res.AttackerLoss == pairs || (e.AttackHeroFalls && res.AttackerLoss > 0))
	defend = rule.Defend.Hero && (res.DefenderLoss == pairs || (e.DefendHeroFalls && res.DefenderLoss > 0))
	if (e.AttackHeroFalls && (!rule.Attack.Hero || res.AttackerLoss == 0)) ||
		(e.DefendHeroFalls && (!rule.Defend.Hero || res.DefenderLoss == 0)) ||
		(e.AttackHeroFalls && e.DefendHeroFalls) {
		return false, false, Broke("attack.hero_falls_impossible")
	}
	return attack, defend, nil
}

func (s *State) moveIn(e MoveIn) error {
	if s.Pending == nil {
		return Broke("conquest.nothing_to_move")
	}
	p := *s.Pending
	most := s.Units[p.From] - 1
	if e.Units < p.Min || e.Units > most {
		return Broke("conquest.move_range", "min", p.Min, "max", most, "territory", p.To)
	}
	me := &s.Players[s.Current]
	if e.Hero && (!me.HasHero || me.Hero != p.From) {
		return Broke("hero.not_there", "territory", p.From)
	}
	if p.Hero && !e.Hero {
		return Broke("conquest.hero_moves_in", "territory", p.To)
	}
	s.Units[p.From] -= e.Units
	s.Units[p.To] += e.Units
	if e.Hero {
		me.Hero = p.To
	}
	s.Pending = nil
	s.boardVictory()
	return nil
}

// boardVictory ends the game, after a conquest or a correction, where the
// board alone decides it (Ruleset.BoardVictory, else CheckVictory).
func (s *State) boardVictory() {
	if s.Rules.BoardVictory != nil {
		s.Rules.BoardVictory(s)
		return
	}
	s.CheckVictory()
}

// CheckVictory ends the game when one side holds every territory, or when
// only one side is left standing. A side is a player, or a team, which
// wins together.
func (s *State) CheckVictory() {
	all := true
	for t := range s.Owner {
		if !s.TeamHolds(s.Current, TerritoryID(t)) {
			all = false
			break
		}
	}
	if all {
		s.Finish("all_territories", s.Side(s.Current))
		return
	}
	sides := map[string]bool{}
	last := -1
	for i, p := range s.Players {
		if !p.Neutral && !p.Out {
			sides[s.TeamOf(i)] = true
			last = i
		}
	}
	if len(sides) == 1 {
		s.Finish("last_standing", s.Side(last))
	}
}

func (s *State) endAttack() error {
	if s.Phase == PhaseManeuver {
		return Broke("attack.already_over")
	}
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if err := s.beforeAttack(); err != nil {
		return err
	}
	s.Phase = PhaseManeuver
	return nil
}

// beforeAttack settles what the edition requires before the current
// player attacks again, maneuvers or ends the turn (Ruleset.BeforeAttack).
func (s *State) beforeAttack() error {
	if s.Rules.BeforeAttack == nil {
		return nil
	}
	return s.Rules.BeforeAttack(s)
}

// maneuver is "Manöver": once, after the invasions, through own territories.
func (s *State) maneuver(e Maneuver) error {
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if err := s.beforeAttack(); err != nil {
		return err
	}
	me := &s.Players[s.Current]
	if e.Start {
		// The starting-maneuver reward: "After deploying your reinforcements at the
		// start of your turn, you may take a starting maneuver."
		if !me.Has(RewardStartMove) {
			return Broke("maneuver.no_start_reward")
		}
		if s.StartManeuver || s.Phase != PhaseReinforce || !s.Usable(s.Current, RewardStartMove) {
			return Broke("maneuver.start_over")
		}
	} else if limit := s.ManeuverLimit(); s.Maneuvers >= limit {
		if limit > 1 {
			return Broke("maneuver.limit", "count", limit)
		}
		return Broke("maneuver.once")
	}

	from, err := s.Territory(e.From)
	if err != nil {
		return err
	}
	to, err := s.Territory(e.To)
	if err != nil {
		return err
	}
	if s.Owner[from] != s.Current {
		return Broke("maneuver.not_yours", "territory", from)
	}
	if s.Owner[to] != s.Current {
		return Broke("maneuver.not_yours", "territory", to)
	}
	if from == to {
		return Broke("maneuver.same")
	}
	if s.Units[from] < 2 {
		return Broke("maneuver.one_unit", "territory", from)
	}
	if e.Hero && (!me.HasHero || me.Hero != from) {
		return Broke("hero.not_there", "territory", from)
	}
	if e.Units < 1 || e.Units > s.Units[from]-1 {
		return Broke("maneuver.units", "max", s.Units[from]-1, "territory", from)
	}
	if s.ManeuverAdjacent && !slices.Contains(s.Board.MaybeNeighbours(from), to) {
		return Broke("maneuver.not_adjacent", "from", from, "to", to)
	}
	if !s.Connected(s.Current, from, to) {
		return Broke("maneuver.not_connected", "from", from, "to", to)
	}
	s.Units[from] -= e.Units
	s.Units[to] += e.Units
	if e.Hero {
		me.Hero = to
	}
	if e.Start {
		s.StartManeuver = true
		s.Use(RewardStartMove)
		return nil
	}
	if s.Maneuvers > 0 {
		s.Use(RewardExtraMove)
	}
	s.Maneuvers++
	s.Phase = PhaseManeuver
	return nil
}

// ManeuverLimit is how many maneuvers end the current turn: one, two with
// the "additional unit maneuver" reward, or with a loot card played for
// it ("Vollführe ein zusätzliches Manöver am Ende deines Zuges").
func (s *State) ManeuverLimit() int {
	if s.Usable(s.Current, RewardExtraMove) || (s.Maneuvers > 1 && slices.Contains(s.LootUsed, RewardExtraMove)) {
		return 2
	}
	return 1
}

// endTurn draws the card ("Karte ziehen") and passes to the next player.
func (s *State) endTurn(e EndTurn) error {
	if e.DrawKey != "" && !s.drawsFromHeraldsDeck(e) {
		return Broke("draw.key_not_heralds")
	}
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if err := s.beforeAttack(); err != nil {
		return err
	}
	if s.Rules.Draws != nil {
		return s.endTurnDrawing(e)
	}
	if len(e.Points) > 0 || len(e.Values) > 0 || len(e.Heroes) > 0 || e.Cards != 0 {
		// An edition that draws territory cards: said in its own words, not
		// the other editions'.
		return Broke("draw.names_the_card")
	}
	if e.Draw {
		if s.Conquered > 0 && s.HandFull() {
			return Broke("draw.hand_full", "player", PlayerRef(s.Current), "cards", len(s.Players[s.Current].Hand), "limit", s.Rules.HandLimit)
		}
		if !s.CanDraw() {
			return Broke("draw.no_conquest")
		}
		card, err := s.drawCard(e.Card, e.DrawKey)
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
		return Broke("draw.card_without_draw")
	}
	s.passTurn()
	return nil
}

func (s *State) drawCard(named, key string) (string, error) {
	if s.DeckMode == DeckHerald {
		if named != "" {
			return "", Broke("draw.herald_deck")
		}
		if s.pileEmpty() {
			s.reshuffle()
		}
		if len(s.Deck) == 0 {
			return "", Broke("draw.deck_empty")
		}
		at := s.drawPlace(key)
		card := s.Deck[at]
		s.Deck = slices.Concat(s.Deck[:at], s.Deck[at+1:])
		if card != EndGameCard {
			s.Drawn = append(s.Drawn, card)
		}
		return card, nil
	}
	if named == "" {
		return "", Broke("draw.which_card")
	}
	if s.pileEmpty() {
		s.reshuffle()
	}
	if named == UnknownCard {
		s.Drawn = append(s.Drawn, named)
		return named, nil
	}
	if _, ok := s.Rules.ExtraCards[named]; ok {
		return s.drawExtraCard(named)
	}
	if named == EndGameCard {
		// The table's deck: the End Game card lies in the bottom half, so
		// it comes only after half the territory cards were drawn since
		// the shuffle ("Spielaufbau" step 6).
		if out, from := s.CardsOut(), s.EndCardFrom(); out < from {
			return "", Broke("draw.end_card_too_early", "drawn", out, "from", from)
		}
		return named, nil
	}
	t, err := s.Territory(named)
	if err != nil {
		return "", err
	}
	if _, ok := s.Board.CardOf(t); !ok {
		return "", Broke("draw.no_such_card", "territory", t)
	}
	if err := s.cardOutOfPlay(named); err != nil {
		return "", err
	}
	for _, p := range s.Players {
		if slices.Contains(p.Hand, named) {
			return "", Broke("draw.card_in_hand", "territory", t)
		}
	}
	if slices.Contains(s.Discard, named) {
		return "", Broke("draw.card_traded", "territory", t)
	}
	s.Drawn = append(s.Drawn, named)
	return named, nil
}

// endTurnDrawing ends a turn of an edition that draws by Ruleset.Draws:
// the cards drawn by their value (points or another, Ruleset.CardsBy), the
// removed heroes back on the board where they return at the end of the
// turn, then the victory check ("at the end of your turn").
func (s *State) endTurnDrawing(e EndTurn) error {
	if e.Card != "" {
		return Broke("draw.not_this_edition")
	}
	if err := s.checkDrawn(e); err != nil {
		return err
	}
	if err := s.redeployHeroes(e.Heroes); err != nil {
		return err
	}
	s.Players[s.Current].Points = append(s.Players[s.Current].Points, e.Points...)
	for range e.Cards {
		s.Players[s.Current].Points = append(s.Players[s.Current].Points, PointsUnknown)
	}
	s.Players[s.Current].Values = append(s.Players[s.Current].Values, e.Values...)
	if s.Rules.TurnEnds != nil {
		s.Rules.TurnEnds(s)
	}
	if s.Rules.Victory != nil {
		if winners, reason := s.Rules.Victory(s); len(winners) > 0 {
			s.Finish(reason, winners)
			return nil
		}
	}
	s.passTurn()
	return nil
}

// checkDrawn checks the cards drawn at the end of a turn against how many
// the edition allows (Ruleset.Draws) and the values its cards show: 1 or
// 2 points, or 100 or 200 where cards are kept by value.
func (s *State) checkDrawn(e EndTurn) error {
	may := s.Rules.Draws(s)
	byValue := s.Rules.CardsBy == CardsByValue
	drawn, other := e.Points, e.Values
	if byValue {
		drawn, other = e.Values, e.Points
	}
	if len(other) > 0 || e.Cards < 0 || (byValue && e.Cards > 0) {
		return Broke("draw.not_this_edition")
	}
	n := len(drawn) + e.Cards
	if e.Draw {
		if may == 0 {
			if s.Claimed != "" {
				return s.Rules.NoDrawAfterClaim()
			}
			return Broke("draw.no_conquest")
		}
		if n != may && byValue {
			return Broke("draw.gelt_cards", "count", may)
		}
		if n != may {
			return Broke("draw.point_cards", "count", may)
		}
		if s.Conquered == 0 || s.Claimed != "" {
			// Only the guaranteed card allows this draw: that is its use.
			s.Use(RewardCard)
		}
	} else if n > 0 {
		return Broke("draw.card_without_draw")
	}
	for _, k := range drawn {
		if byValue && k != 100 && k != 200 {
			return Broke("cards.gelt", "gelt", k)
		}
		if !byValue && k != 1 && k != 2 {
			return Broke("cards.points_bad", "points", k)
		}
	}
	return nil
}

// redeployHeroes puts the heroes removed this turn back on the board
// where they return at the end of the turn ("At the end of the current
// player's turn all removed Heroes are re-deployed to any territory
// controlled by their corresponding army"); where they return at the
// start of their owner's turn, none may be placed now.
func (s *State) redeployHeroes(heroes []HeroPlacement) error {
	if s.Rules.Heroes.ReturnsAtTurnStart && len(heroes) > 0 {
		return Broke("hero.deploy_at_start")
	}
	placed := map[int]bool{}
	for _, h := range heroes {
		if h.Player < 0 || h.Player >= len(s.Players) {
			return Broke("correct.bad_player")
		}
		p := &s.Players[h.Player]
		if !p.HasHero || p.Hero != NoTerritory || placed[h.Player] {
			return Broke("hero.not_removed", "player", PlayerRef(h.Player))
		}
		t, err := s.Territory(h.Territory)
		if err != nil {
			return err
		}
		if s.Owner[t] != h.Player {
			return Broke("hero.not_own", "player", PlayerRef(h.Player), "territory", t)
		}
		p.Hero = t
		placed[h.Player] = true
	}
	for i, p := range s.Players {
		if p.HasHero && p.Hero == NoTerritory && !p.Out && !s.Rules.Heroes.ReturnsAtTurnStart {
			return Broke("hero.redeploy", "player", PlayerRef(i))
		}
	}
	return nil
}

// passTurn gives the turn to the next player still in, or, when none is
// left, checks who has won.
func (s *State) passTurn() {
	next := s.nextPlayer()
	if next < 0 && s.Rules.LastStanding != nil {
		if !s.Rules.LastStanding(s) {
			return
		}
		next = s.Current // alone, not yet won: plays on
	}
	if next < 0 {
		s.CheckVictory()
		return
	}
	if next <= s.Current {
		s.Round++
	}
	s.Current = next
	s.Turn++
	s.startTurn()
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
	s.Finish("end_card", winners)
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

// Finish ends the game for a reason ("end_card", "all_territories" ...)
// with its winners; the scores are counted if nobody counted them yet.
func (s *State) Finish(reason string, winners []int) {
	s.Over = true
	s.Phase = PhaseOver
	s.EndReason = reason
	s.Winners = winners
	if s.Scores == nil {
		s.Scores = s.FinalScores()
	}
}

// correct sets territories as they stand on the real board, within the
// state's own rules (checkFixes), then settles what the new position
// changes (afterCorrection in correct.go).
func (s *State) correct(e Correct) error {
	if len(e.Territories) == 0 && len(e.Heroes) == 0 && len(e.Bases) == 0 {
		return Broke("correct.nothing")
	}
	if err := s.checkFixes(e.Territories); err != nil {
		return err
	}
	before := s.Clone()
	for _, f := range e.Territories {
		t, _ := s.Board.Lookup(f.Territory)
		s.Owner[t] = f.Owner
		s.Units[t] = f.Units
	}
	s.DropLostCannons()
	if err := s.correctBases(e.Bases); err != nil {
		return err
	}
	for i := range s.Players {
		if p := &s.Players[i]; p.Hero != NoTerritory && s.Owner[p.Hero] != i {
			p.Hero = NoTerritory
		}
	}
	for _, h := range e.Heroes {
		if h.Player < 0 || h.Player >= len(s.Players) {
			return Broke("correct.bad_player")
		}
		if !s.Players[h.Player].HasHero {
			return s.noHero(h.Player)
		}
		t, err := s.Territory(h.Territory)
		if err != nil {
			return err
		}
		if s.Owner[t] != h.Player {
			return Broke("hero.not_own", "player", PlayerRef(h.Player), "territory", t)
		}
		s.Players[h.Player].Hero = t
	}
	// A board fixed during the reinforcement gets its reinforcement
	// recounted from the corrected position: from scratch before anything
	// was placed or traded this turn, else the board's part alone
	// (recountReinforcement).
	if s.Phase == PhaseReinforce {
		if s.Pool == s.Reinforcement.Total && len(s.Reinforcement.Trades) == 0 {
			s.startTurn()
		} else {
			s.recountReinforcement()
		}
	}
	if err := s.someoneLeft(); err != nil {
		return err
	}
	s.afterCorrection(before)
	return nil
}
