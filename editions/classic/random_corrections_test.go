package classic

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"herald/engine"
)

// TestRandomClassicGamesWithCorrections plays random classic games of
// every variant (world domination with 2 to 6 players, the neutral army
// with 2; Secret Mission RISK with 3 to 6; Capital RISK with 2 to 6),
// with Herald's deck or the table's, and mixes into the legal turns what
// a table does besides: a correction of the board (`correct`), of a hand
// (`correct_hand`) and undo (the log without its last event replays to
// the state before it, as the game page's undo does). After every step
// it checks what classic's rules keep true:
//
//   - every territory held by a seat with at least one army (but the one
//     conquered while its armies move in);
//   - the armies conserved but as the rules change them: a placement adds
//     its armies, a battle takes one army per pair of dice compared
//     (classic 1993, Attacking: "compare the highest die each of you
//     rolled ... then the second-highest"), a correction changes exactly
//     what it fixes, nothing else changes the board's total;
//   - every card in one place at most: Herald's deck, the traded pile or
//     one hand; with Herald's deck all 44 (less the capitals' cards in
//     Capital RISK) are somewhere; the table's pile (DeckLeft) is 44 less
//     the capitals' cards and the cards out;
//   - the hands: a forced trade at the start of a turn with 5 or more
//     cards ("if you have 5 or 6 cards at the beginning of your turn, you
//     must trade in at least one set"), a trade down after an elimination
//     only while over 4, at most 5 cards once the reinforcement is over;
//   - the variant's win: world domination ends exactly when one side
//     holds every territory or stands alone; Capital RISK when one player
//     occupies every capital (checkCapitals); Secret Mission RISK the
//     moment a mission is met, and never before.
func TestRandomClassicGamesWithCorrections(t *testing.T) {
	var seen struct{ corrections, hands, undos, over int }
	variants := []string{VariantDomination, VariantSecretMission, VariantCapital}
	for seed := range uint64(24) {
		g := &correctedGame{t: t, seed: seed, r: rand.New(rand.NewPCG(seed, 33))}
		n := 2 + int(seed%5)
		variant := variants[seed%3]
		if variant == VariantSecretMission && n < 3 {
			n = 3
		}
		g.start(n, variant, seed%2 == 1)
		g.play(1500)
		seen.corrections += g.corrections
		seen.hands += g.hands
		seen.undos += g.undos
		if g.s.Over {
			seen.over++
		}
	}
	t.Logf("%+v", seen)
	if seen.corrections < 20 || seen.hands < 20 || seen.undos < 20 || seen.over < 5 {
		t.Errorf("the random games reached too little: %+v", seen)
	}
}

// correctedGame is one random game with its log and the state after
// each event.
type correctedGame struct {
	t                         *testing.T
	seed                      uint64
	r                         *rand.Rand
	b                         *engine.Board
	log                       []engine.Event
	states                    []*engine.State
	s                         *engine.State
	corrections, hands, undos int
}

// start sets up n players in variant, with Herald's deck or the table's.
func (g *correctedGame) start(n int, variant string, table bool) {
	g.t.Helper()
	var s *engine.State
	switch variant {
	case VariantCapital:
		s = randomCapitalGame(g.t, g.r, n)
	default:
		s = randomGame(g.t, g.r, n, variant == VariantSecretMission)
	}
	e := setupOf(s)
	if table {
		e.DeckMode, e.Deck, e.DeckSeed = engine.DeckTable, nil, ""
	}
	var err error
	g.b = s.Board
	if g.s, err = engine.NewGame(g.b, e); err != nil {
		g.t.Fatalf("seed %d: set-up: %v", g.seed, err)
	}
	g.log, g.states = []engine.Event{e}, []*engine.State{g.s}
}

// setupOf is the set-up that gives s's board, players, options and deck.
func setupOf(s *engine.State) engine.Setup {
	e := engine.Setup{Edition: Edition, Board: BoardID, Owners: map[string]int{}, Units: map[string]int{},
		DeckMode: engine.DeckHerald, Deck: slices.Clone(s.Deck)}
	for i, tr := range s.Board.Territories {
		e.Owners[tr.ID], e.Units[tr.ID] = s.Owner[i], s.Units[i]
	}
	x := stateOf(s)
	opt := Options{}
	if x.Variant != VariantDomination {
		opt.Variant = x.Variant
	}
	if x.Variant == VariantSecretMission {
		opt.MissionDeal = MissionDealHerald
	}
	if opt != (Options{}) {
		e.Options = engine.OptionsOf(opt)
	}
	for p, pl := range s.Players {
		ps := engine.PlayerSetup{Name: pl.Name, House: pl.House, Neutral: pl.Neutral}
		var so SeatOptions
		if c := Capitals(s); c != nil && c[p] >= 0 {
			so.Capital = s.Board.Territories[c[p]].ID
		}
		if x.Variant == VariantSecretMission {
			so.Mission = x.Cards[p]
		}
		if so != (SeatOptions{}) {
			ps.Options = engine.OptionsOf(so)
		}
		e.Players = append(e.Players, ps)
	}
	if x.Variant == VariantCapital {
		e.Deck = engine.ShuffleDeck(s.Board, Rules, func(n int) int { return n - 1 })
	}
	return e
}

// play plays up to events events, a correction or an undo now and then
// between them. Each event is chosen from the state as it is (an undo
// may take the game back into the last turn): the forced trade, what
// waits (the move-in, the trade down, the armies to place), up to 20
// attacks, the end of the turn with a draw after a conquest.
func (g *correctedGame) play(events int) {
	attacks := 0
	for range events {
		g.aside()
		if g.s.Over {
			return
		}
		e := g.next(&attacks)
		if _, ok := e.(engine.EndTurn); ok {
			attacks = 0
		}
		g.apply(e)
		if g.s.Over {
			return
		}
	}
}

// next is the driver's next event; attacks counts the turn's attacks.
func (g *correctedGame) next(attacks *int) engine.Event {
	s := g.s
	if s.Phase == engine.PhaseReinforce && s.MustTrade && s.Pending == nil {
		if set := findSet(s); set != nil {
			return engine.Trade{Cards: set}
		}
	}
	if e := settle(s); e != nil {
		return e
	}
	if s.Phase != engine.PhaseManeuver {
		*attacks++
		if *attacks > 20 {
			return engine.EndAttack{}
		}
		return attackOrNot(g.r, s)
	}
	d := engine.EndTurn{Draw: s.CanDraw() && len(s.Deck)+len(s.Discard) > 0}
	if s.DeckMode == engine.DeckTable {
		// The table names the card it draws: one of its pile, or, once
		// the pile is empty, of the traded cards shuffled into a new one.
		if s.CanDraw() {
			d.Card = cmp.Or(g.tableCard(), g.traded())
		}
		d.Draw = d.Card != ""
	}
	return d
}

// aside is what a table does between two steps, now and then: undo the
// last event, correct the board or a hand.
func (g *correctedGame) aside() {
	switch k := g.r.IntN(40); {
	case k == 0 && len(g.log) > 1:
		g.undo()
	case k == 1 && g.s.Pending == nil:
		if c, ok := g.correction(); ok {
			g.apply(c)
			g.corrections++
		}
	case k == 2:
		if c, ok := g.handCorrection(); ok {
			g.apply(c)
			g.hands++
		}
	}
}

// undo checks that the log without its last event replays to the state
// before it, and goes back to it.
func (g *correctedGame) undo() {
	g.t.Helper()
	prev, err := engine.Replay(g.b, g.log[:len(g.log)-1])
	if err != nil {
		g.t.Fatalf("seed %d: undo of %s: %v", g.seed, g.log[len(g.log)-1].Type(), err)
	}
	if a, b := fingerprint(prev), fingerprint(g.states[len(g.states)-2]); a != b {
		g.t.Fatalf("seed %d: undo of %s replays to\n%s\nnot to the state before it\n%s", g.seed, g.log[len(g.log)-1].Type(), a, b)
	}
	g.log, g.states = g.log[:len(g.log)-1], g.states[:len(g.states)-1]
	g.s = g.states[len(g.states)-1]
	g.undos++
}

// fingerprint is a state's content without its board and rules.
func fingerprint(s *engine.State) string {
	c := *s
	c.Board, c.Rules = nil, nil
	//lint:ignore SA1026 Rules, the only field with funcs, is nil here
	raw, err := json.Marshal(c)
	if err != nil {
		panic(err)
	}
	return string(raw)
}

// correction fixes one or two territories as a table finds them: other
// armies, or another seat's when the old owner keeps another territory.
func (g *correctedGame) correction() (engine.Correct, bool) {
	var c engine.Correct
	for range 1 + g.r.IntN(2) {
		t := g.r.IntN(len(g.s.Owner))
		owner := g.s.Owner[t]
		if to := g.r.IntN(len(g.s.Players)); g.s.Count(owner) > 2 && !g.s.Players[to].Out && g.r.IntN(3) == 0 {
			owner = to
		}
		id := g.b.Territories[t].ID
		if slices.ContainsFunc(c.Territories, func(f engine.TerritoryFix) bool { return f.Territory == id }) {
			continue
		}
		c.Territories = append(c.Territories, engine.TerritoryFix{Territory: id, Owner: owner, Units: 1 + g.r.IntN(6)})
	}
	return c, true
}

// handCorrection gives a seat still in the game one or two cards more,
// as the table finds them in the hand, up to 4: from Herald's deck, or
// from the table's pile (no card of a hand, the traded pile or a
// capital).
func (g *correctedGame) handCorrection() (engine.CorrectHand, bool) {
	p := g.r.IntN(len(g.s.Players))
	if pl := g.s.Players[p]; pl.Neutral || pl.Out || len(pl.Hand) >= 4 {
		return engine.CorrectHand{}, false
	}
	cards := slices.Clone(g.s.Players[p].Hand)
	for range 1 + g.r.IntN(2) {
		if len(cards) >= 4 {
			break
		}
		var c string
		if g.s.DeckMode == engine.DeckHerald {
			if len(g.s.Deck) == 0 {
				break
			}
			c = g.s.Deck[g.r.IntN(len(g.s.Deck))]
		} else if c = g.tableCard(); c == "" {
			break
		}
		if !slices.Contains(cards, c) {
			cards = append(cards, c)
		}
	}
	return engine.CorrectHand{Player: p, Cards: cards}, len(cards) > len(g.s.Players[p].Hand)
}

// tableCard is a card of the table's pile at random: in no hand, not
// traded, no capital's; "" when none is left.
func (g *correctedGame) tableCard() string {
	var pile []string
	for _, c := range allCards(g.s) {
		if !cardPlaced(g.s, c) && capitalCardOut(g.s, c) == nil {
			pile = append(pile, c)
		}
	}
	if len(pile) == 0 {
		return ""
	}
	return pile[g.r.IntN(len(pile))]
}

// traded is a traded card at random, "" when none was traded.
func (g *correctedGame) traded() string {
	if len(g.s.Discard) == 0 {
		return ""
	}
	return g.s.Discard[g.r.IntN(len(g.s.Discard))]
}

// allCards are the 44: the board's territory cards and the wild cards.
func allCards(s *engine.State) []string {
	var out []string
	for _, c := range s.Board.Cards {
		out = append(out, c.Territory)
	}
	return append(out, WildCards...)
}

// cardPlaced reports whether c is in a hand or traded in.
func cardPlaced(s *engine.State, c string) bool {
	for _, p := range s.Players {
		if slices.Contains(p.Hand, c) {
			return true
		}
	}
	return slices.Contains(s.Discard, c)
}

// apply applies e, which must be accepted, and checks the invariants.
func (g *correctedGame) apply(e engine.Event) {
	g.t.Helper()
	before := g.s
	after, err := engine.Apply(before, e)
	if err != nil {
		g.t.Fatalf("seed %d turn %d: %T %+v refused: %v", g.seed, before.Turn, e, e, err)
	}
	where := fmt.Sprintf("seed %d turn %d after %s %+v", g.seed, before.Turn, e.Type(), e)
	checkArmies(g.t, where, before, e, after)
	checkCardPlaces(g.t, where, after)
	checkHandSizes(g.t, where, before, e, after)
	checkWin(g.t, where, g.seed, after)
	g.log, g.states, g.s = append(g.log, e), append(g.states, after), after
}

func boardTotal(s *engine.State) int {
	n := 0
	for _, u := range s.Units {
		n += u
	}
	return n
}

// checkArmies: every territory held by a seat with an army, and the
// board's total changed only as e changes it.
func checkArmies(t *testing.T, where string, b *engine.State, e engine.Event, a *engine.State) {
	t.Helper()
	for i, u := range a.Units {
		conquered := a.Pending != nil && int(a.Pending.To) == i
		if (u < 1 && !conquered) || a.Owner[i] < 0 || a.Owner[i] >= len(a.Players) {
			t.Fatalf("%s: %s has %d armies, owner %d", where, a.Board.Territories[i].ID, u, a.Owner[i])
		}
	}
	want := boardTotal(b)
	switch x := e.(type) {
	case engine.Place:
		want += x.Units
	case engine.Attack:
		want -= min(len(x.AttackDice), len(x.DefendDice))
	case engine.Correct:
		for _, f := range x.Territories {
			t, _ := b.Board.Lookup(f.Territory)
			want += f.Units - b.Units[t]
		}
	}
	if got := boardTotal(a); got != want {
		t.Fatalf("%s: %d armies on the board, want %d", where, got, want)
	}
}

// checkCardPlaces: no card in two places; with Herald's deck every card
// somewhere but the capitals'; the table's pile counted without them.
func checkCardPlaces(t *testing.T, where string, s *engine.State) {
	t.Helper()
	places := map[string]int{}
	for _, c := range s.Deck {
		places[c]++
	}
	for _, c := range s.Discard {
		places[c]++
	}
	for _, p := range s.Players {
		for _, c := range p.Hand {
			places[c]++
		}
	}
	out := 0
	for _, c := range allCards(s) {
		if capitalCardOut(s, c) != nil {
			out++
			if places[c] > 0 {
				t.Fatalf("%s: the capital's card %s is in play", where, c)
			}
		}
		if places[c] > 1 {
			t.Fatalf("%s: card %s in %d places", where, c, places[c])
		}
	}
	if s.DeckMode == engine.DeckHerald && len(places)+out != 44 {
		t.Fatalf("%s: %d cards in the deck, traded and in hands, %d capitals' out, want 44", where, len(places), out)
	}
	if s.DeckMode == engine.DeckTable && s.DeckLeft() != 44-out-len(places) {
		t.Fatalf("%s: the table's pile holds %d, want 44 less %d capitals' and %d out", where, s.DeckLeft(), out, len(places))
	}
}

// checkHandSizes: the forced trade at a turn's start, the trade down
// only while over 4, and at most 5 cards after the reinforcement.
func checkHandSizes(t *testing.T, where string, b *engine.State, e engine.Event, a *engine.State) {
	t.Helper()
	if a.Over {
		return
	}
	hand := len(a.Players[a.Current].Hand)
	if _, ok := e.(engine.EndTurn); ok && a.Current != b.Current && a.MustTrade != (hand >= ForcedTradeAt) {
		t.Fatalf("%s: %s starts the turn with %d cards, must trade %v", where, a.Players[a.Current].Name, hand, a.MustTrade)
	}
	if a.TradingDown && hand <= TradeDownTo {
		t.Fatalf("%s: trading down with %d cards", where, hand)
	}
	if !a.TradingDown && a.Phase != engine.PhaseReinforce && hand > ForcedTradeAt {
		t.Fatalf("%s: %d cards after the reinforcement", where, hand)
	}
}

// checkWin: the variant decides the end, at once and never early.
func checkWin(t *testing.T, where string, seed uint64, s *engine.State) {
	t.Helper()
	switch stateOf(s).Variant {
	case VariantCapital:
		checkCapitals(t, seed, s)
	case VariantSecretMission:
		met := -1
		for p := range s.Players {
			if m, ok := Missions[MissionOf(s, p)]; ok && !s.Players[p].Out && m.Met(s, p) && met < 0 {
				met = p
			}
		}
		if s.Pending == nil && !s.Over && met >= 0 || s.Over && s.EndReason == EndMission && met < 0 {
			t.Fatalf("%s: a mission met by %d, over %v (%s)", where, met, s.Over, s.EndReason)
		}
	}
	standing, whole := 0, -1
	for p, pl := range s.Players {
		if !pl.Neutral && s.Count(p) > 0 {
			standing++
		}
		if s.Count(p) == len(s.Owner) {
			whole = p
		}
	}
	if s.Pending == nil && !s.Over && (whole >= 0 || standing < 2) {
		t.Fatalf("%s: %d players left, all held by %d, the game goes on", where, standing, whole)
	}
}
