package engine_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"herald/editions/legendary"
	"herald/engine"
)

// unitCap is the most units a territory may hold: "a table holds no more
// than a few hundred" (issue 13, "correct breaks the state's own rules").
const unitCap = 999

// failure is an invariant that does not hold after an event.
type failure struct {
	check  string // which invariant
	event  string // the kind of the event after which it failed
	detail string
	board  *engine.Board
}

func fail(check string, e engine.Event, format string, args ...any) *failure {
	return &failure{check: check, event: e.Type(), detail: fmt.Sprintf(format, args...)}
}

// checkEvent checks every invariant after one accepted event and returns
// every one that fails.
func checkEvent(before *engine.State, e engine.Event, after *engine.State) []*failure {
	var out []*failure
	for _, c := range []func(before *engine.State, e engine.Event, after *engine.State) *failure{
		checkBoard, checkUnits, checkOut, checkCards, checkHands, checkEnd, checkTurn,
	} {
		if f := c(before, e, after); f != nil {
			out = append(out, f)
		}
	}
	if len(engine.Describe(before, e, after)) == 0 {
		out = append(out, fail("history", e, "no history line"))
	}
	return out
}

// checkBoard: every territory has one owner among the seats and at least
// one unit ("Sie können ein Gebiet nicht unbesetzt lassen", GoT Invasion;
// "no territory can ever be abandoned", Halo Wars; "In jedem Gebiet muss
// sich immer mindestens eine Einheit befinden", Warhammer; "kein Gebiet
// kann völlig unbesetzt sein", Legendary), but the territory just
// conquered while its units move in; and no more than unitCap.
func checkBoard(_ *engine.State, e engine.Event, s *engine.State) *failure {
	for t, u := range s.Units {
		name := s.Board.Territories[t].ID
		if o := s.Owner[t]; o < 0 || o >= len(s.Players) {
			return fail("owner", e, "%s owned by seat %d", name, o)
		}
		if u < 1 && (s.Pending == nil || engine.TerritoryID(t) != s.Pending.To || u != 0) {
			return fail("empty", e, "%s holds %d units", name, u)
		}
		if u > unitCap {
			return fail("unit-cap", e, "%s holds %d units", name, u)
		}
	}
	return nil
}

func total(s *engine.State) int {
	n := 0
	for _, u := range s.Units {
		n += u
	}
	return n
}

// changed lists the territories whose owner or units differ.
func changed(a, b *engine.State) []engine.TerritoryID {
	var out []engine.TerritoryID
	for t := range a.Units {
		if a.Units[t] != b.Units[t] || a.Owner[t] != b.Owner[t] {
			out = append(out, engine.TerritoryID(t))
		}
	}
	return out
}

// checkUnits: units are conserved except by the rule that changed them.
func checkUnits(b *engine.State, e engine.Event, a *engine.State) *failure {
	diff := total(a) - total(b)
	moved := changed(b, a)
	only := func(ids ...string) *failure {
		for _, t := range moved {
			if !slices.Contains(ids, a.Board.Territories[t].ID) {
				return fail("units-elsewhere", e, "%s changed (%d of %d -> %d of %d)", a.Board.Territories[t].ID, b.Units[t], b.Owner[t], a.Units[t], a.Owner[t])
			}
		}
		return nil
	}
	ownersKept := func() *failure {
		for _, t := range moved {
			if a.Owner[t] != b.Owner[t] {
				return fail("owner-changed", e, "%s changed hands", a.Board.Territories[t].ID)
			}
		}
		return nil
	}
	if e.Type() == "transfer_command" {
		// Halo Wars: the unit changes its army; Legendary: "Sie müssen
		// diese Einheit mit genau einer der Ihren ... ersetzen", the
		// teammate's unit leaves the board.
		territory, from := field[string](e, "territory"), field[string](e, "from")
		want := 0
		if from != "" {
			want = -1
		}
		if diff != want {
			return fail("units-transfer", e, "total changed by %d, want %d", diff, want)
		}
		return only(territory, from)
	}
	switch e := e.(type) {
	case engine.Place:
		if diff != e.Units {
			return fail("units-place", e, "placing %d added %d", e.Units, diff)
		}
		if f := only(e.Territory); f != nil {
			return f
		}
		return ownersKept()
	case engine.Attack:
		from, _ := a.Board.Lookup(e.From)
		to, _ := a.Board.Lookup(e.To)
		al, dl := b.Units[from]-a.Units[from], b.Units[to]-a.Units[to]
		if al < 0 || dl < 0 || al+dl < 1 || al+dl > 3 || -diff != al+dl {
			return fail("units-attack", e, "losses %d/%d, total changed by %d", al, dl, diff)
		}
		if a.Owner[to] != b.Owner[to] && a.Units[to] != 0 {
			return fail("units-attack", e, "%s changed hands with %d units left", e.To, a.Units[to])
		}
		if a.Owner[from] != b.Owner[from] {
			return fail("units-attack", e, "%s changed hands", e.From)
		}
		return only(e.From, e.To)
	case engine.MoveIn:
		if diff != 0 {
			return fail("units-move-in", e, "total changed by %d", diff)
		}
		return only(tid(b, b.Pending.From), tid(b, b.Pending.To))
	case engine.Maneuver:
		if diff != 0 {
			return fail("units-maneuver", e, "total changed by %d", diff)
		}
		if f := only(e.From, e.To); f != nil {
			return f
		}
		return ownersKept()
	case engine.Correct:
		var ids []string
		for _, f := range e.Territories {
			ids = append(ids, f.Territory)
		}
		return only(ids...)
	}
	if len(moved) > 0 {
		return fail("units-unchanged", e, "%s changed the board at %s", e.Type(), a.Board.Territories[moved[0]].ID)
	}
	return nil
}

// checkOut: a player is out exactly when left without territories ("You
// eliminate another player if you defeat his last unit on the board",
// Halo Wars; GoT "Invasion (Fortsetzung)"); neutral seats are never out.
func checkOut(_ *engine.State, e engine.Event, s *engine.State) *failure {
	for i, p := range s.Players {
		if p.Neutral {
			if p.Out {
				return fail("out", e, "the neutral %s is out", p.Name)
			}
			continue
		}
		if n := s.Count(i); p.Out != (n == 0) {
			return fail("out", e, "%s holds %d territories and out=%v", p.Name, n, p.Out)
		}
	}
	return nil
}

// checkCards: cards are conserved by each edition's card model.
func checkCards(b *engine.State, e engine.Event, a *engine.State) *failure {
	switch {
	case a.Rules.CardsBy == engine.CardsByValue:
		return ledger(b, e, a, "gelt", func(p engine.Player) []int { return p.Values }, func(k int) bool { return k == 100 || k == 200 })
	case a.Rules.PointUnits != nil:
		skulls := func(p engine.Player) []int { return append(slices.Clone(p.Points), p.TakenPoints...) }
		if f := unentered(b, e, a); f != nil {
			return f
		}
		return ledger(b, e, a, "skulls", skulls, func(k int) bool {
			return k == 1 || k == 2 || (k == 0 && a.Rules.Edition == "halo_legendary") // 0: not yet entered
		})
	}
	// Game of Thrones: every territory card in one place at most (a hand,
	// the discard, Herald's deck); with Herald's deck every card is in one
	// of them unless a hand correction took it out of the game.
	where := map[string]int{}
	for _, p := range a.Players {
		for _, c := range p.Hand {
			where[c]++
		}
	}
	for _, c := range a.Discard {
		where[c]++
	}
	for _, c := range a.Deck {
		where[c]++
	}
	for c, n := range where {
		if n > 1 {
			return fail("cards-twice", e, "card %s is in %d places", c, n)
		}
	}
	if a.DeckMode == engine.DeckHerald {
		removed := func(s *engine.State, seen map[string]int) int { return len(s.Board.Cards) + 1 - len(seen) }
		wb := map[string]int{}
		for _, p := range b.Players {
			for _, c := range p.Hand {
				wb[c]++
			}
		}
		for _, c := range append(slices.Clone(b.Discard), b.Deck...) {
			wb[c]++
		}
		endDrawn := 0
		if a.Over && a.EndReason == "end_card" {
			endDrawn = 1
		}
		if _, ok := e.(engine.CorrectHand); !ok && removed(a, where)-endDrawn != removed(b, wb) {
			return fail("cards-lost", e, "%d cards out of the game, %d before", removed(a, where), removed(b, wb))
		}
	}
	return nil
}

// unentered: Halo Legendary's faction cards not yet entered (dealt at
// set-up, skulls private) are never turned in nor played; only their
// holder's entry gives them skulls, all at once (hand corrections aside).
func unentered(b *engine.State, e engine.Event, a *engine.State) *failure {
	count := func(s *engine.State) int {
		n := 0
		for _, p := range s.Players {
			n += unenteredCards(p)
		}
		return n
	}
	want := count(b)
	if _, ok := e.(engine.CorrectHand); ok {
		return nil
	}
	if e.Type() == "enter_skulls" {
		want -= len(field[[]int](e, "skulls"))
	}
	if got := count(a); got != want {
		return fail("cards-unentered", e, "%d cards unentered, want %d", got, want)
	}
	return nil
}

// ledger: cards counted by value (skulls, Throne Gelt) change only by
// draws, trades, plays and hand corrections; eliminations move them.
func ledger(b *engine.State, e engine.Event, a *engine.State, what string, of func(engine.Player) []int, valid func(int) bool) *failure {
	count := func(s *engine.State) int {
		n := 0
		for _, p := range s.Players {
			for _, k := range of(p) {
				if !valid(k) {
					return -1000
				}
			}
			n += len(of(p))
		}
		return n
	}
	want := count(b)
	switch e := e.(type) {
	case engine.EndTurn:
		want += len(e.Points) + len(e.Values)
	case engine.Trade:
		want -= len(e.Points) + len(e.Taken) + len(e.Values)
	case engine.CorrectHand:
		return nil
	}
	if e.Type() == "play_faction_card" {
		want--
	}
	if got := count(a); got != want {
		return fail("cards-"+what, e, "%d cards by %s, want %d", got, what, want)
	}
	return nil
}

// checkHands: "Sie dürfen nie mehr als 5 Gebietskarten auf der Hand
// haben" (GoT, Verstärkung 3); only the current player may hold more for
// the moment after taking an eliminated player's cards, and must trade at
// once ("falls Sie dann mehr als 5 Karten haben, können Sie diese
// umgehend ... eintauschen").
func checkHands(b *engine.State, e engine.Event, a *engine.State) *failure {
	limit := a.Rules.HandLimit
	if limit == 0 {
		return nil
	}
	for i, p := range a.Players {
		if len(p.Hand) > limit && (i != a.Current || a.Current != b.Current) {
			return fail("hand-limit", e, "%s holds %d cards", p.Name, len(p.Hand))
		}
	}
	return nil
}

// checkEnd: a game over has winners; "last standing" means one side left
// with territories; Game of Thrones' End Game card lies in the lower half
// of the deck ("Die Spielende-Karte wird zufällig in die untere Hälfte des
// Stapels gesteckt", Spielaufbau 6).
// cardsOutOfDeck counts the territory cards that left the deck since the
// set-up: drawn, or put in a hand by the table's correction (it says the
// card was drawn), or traded in.
func cardsOutOfDeck(s *engine.State) int {
	out := map[string]bool{}
	for _, c := range s.Drawn {
		out[c] = true
	}
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

func checkEnd(b *engine.State, e engine.Event, a *engine.State) *failure {
	if a.Over != (a.Phase == engine.PhaseOver) {
		return fail("over", e, "over=%v in phase %s", a.Over, a.Phase)
	}
	if !a.Over {
		return nil
	}
	if len(a.Winners) == 0 {
		return fail("over", e, "over without winners (%s)", a.EndReason)
	}
	if a.EndReason == "last_standing" {
		sides := map[string]bool{}
		for i, p := range a.Players {
			if !p.Neutral && a.Count(i) > 0 {
				sides[a.TeamOf(i)] = true
			}
		}
		if len(sides) != 1 {
			return fail("last-standing", e, "%d sides hold territories", len(sides))
		}
	}
	if et, ok := e.(engine.EndTurn); ok && et.Card == engine.EndGameCard && cardsOutOfDeck(b) < len(b.Board.Cards)/2 {
		return fail("end-card-early", e, "the End Game card after %d of %d cards", cardsOutOfDeck(b), len(b.Board.Cards))
	}
	return nil
}

// checkTurn: what the state says the turn may do agrees with what the
// engine accepts, and a turn's marks do not outlive it.
func checkTurn(b *engine.State, e engine.Event, a *engine.State) *failure {
	if a.Over {
		return nil
	}
	// The turn passes to players still in: "This player is now out of the
	// game" (Halo Wars, ELIMINATING ANOTHER PLAYER); neutral seats take no
	// turns.
	if me := a.Players[a.Current]; me.Out || me.Neutral {
		return fail("turn-of-out", e, "%s (out %v, neutral %v) has the turn", me.Name, me.Out, me.Neutral)
	}
	// The defence card forces the most dice "für eine Runde" (Legendary,
	// Fraktionskarten): never into the next player's turn.
	if a.Current != b.Current && legendary.MaxDiceNext(a) {
		return fail("defence-card-outlives", e, "the next player must roll the most dice")
	}
	// "Danach darf er den Angriff beenden": not before the owed round.
	if d := defenceOwed(b); d >= 0 && (a.Current != b.Current || a.Phase == engine.PhaseManeuver) {
		return fail("defence-round-skipped", e, "the attacks ended with a round owed to %s", b.Players[d].Name)
	}
	// A transfer of command comes "after placing reinforcements at the
	// beginning of your turn" (Halo Wars, TEAM PLAY), before any attack.
	if e.Type() == "transfer_command" && b.Phase != engine.PhaseReinforce {
		return fail("transfer-after-attack", e, "accepted in phase %s", b.Phase)
	}
	// can_draw (State.CanDraw) must say what ending the turn allows.
	if a.Pending == nil && a.Rules.Draws != nil {
		if may := a.Rules.Draws(a) > 0; may != a.CanDraw() {
			return fail("can-draw", e, "CanDraw %v, the draw rule gives %d", a.CanDraw(), a.Rules.Draws(a))
		}
	}
	return nil
}

// fingerprint is a state's content, without its board and rules, each
// field as JSON in which an empty list or map is the same as none (a
// payload's "gelt": [] and its stored form without it mean the same hand).
func fingerprint(s *engine.State) map[string]string {
	c := *s
	c.Board, c.Rules = nil, nil
	//lint:ignore SA1026 Rules, the only field with funcs, is nil here
	raw, err := json.Marshal(c)
	if err != nil {
		panic(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		panic(err)
	}
	out := map[string]string{}
	for k, v := range m {
		b, _ := json.Marshal(normalize(v))
		out[k] = string(b)
	}
	out["Board"] = s.Board.ID + fmt.Sprint(len(s.Board.Links))
	out["Rules"] = s.Rules.Edition
	return out
}

// normalize turns empty lists and maps into nil, everywhere in v.
func normalize(v any) any {
	switch v := v.(type) {
	case []any:
		if len(v) == 0 {
			return nil
		}
		for i := range v {
			v[i] = normalize(v[i])
		}
	case map[string]any:
		if len(v) == 0 {
			return nil
		}
		for k := range v {
			v[k] = normalize(v[k])
		}
	}
	return v
}

// fingerprintString is a state's content as one string.
func fingerprintString(s *engine.State) string {
	c := *s
	c.Board, c.Rules = nil, nil
	//lint:ignore SA1026 Rules, the only field with funcs, is nil here
	raw, err := json.Marshal(c)
	if err != nil {
		panic(err)
	}
	return string(raw)
}

// diffStates names the fields in which two states differ, "" for none.
func diffStates(a, b *engine.State) string {
	fa, fb := fingerprint(a), fingerprint(b)
	var out []string
	for k, v := range fa {
		if v != fb[k] {
			out = append(out, fmt.Sprintf("%s: %s vs %s", k, clip(v), clip(fb[k])))
		}
	}
	sort.Strings(out)
	return strings.Join(out, "; ")
}

func clip(s string) string {
	if len(s) > 120 {
		return s[:120] + "..."
	}
	return s
}

// describeTurn says where a turn stands, for a frozen one.
func describeTurn(s *engine.State) string {
	me := s.Players[s.Current]
	return fmt.Sprintf("%s's turn %d, phase %s, to place %d (reserved %d), pending %v, hand %d, hero %v/%d, territories %d",
		me.Name, s.Turn, s.Phase, s.ToPlace(), s.ReservedTotal(), s.Pending != nil, len(me.Hand), me.HasHero, me.Hero, s.Count(s.Current))
}

// replayChecked replays a log with every invariant, skipping events the
// engine refuses (a shrunk log may have lost what made them legal), and
// checks at the end that the turn is playable and that the replay from
// scratch gives the same state.
func replayChecked(b *engine.Board, log []engine.Event, check string) *failure {
	s, err := engine.NewGame(b, log[0].(engine.Setup))
	if err != nil {
		return nil
	}
	kept := log[:1:1]
	for _, e := range log[1:] {
		after, err := engine.Apply(s, e)
		if err != nil {
			continue
		}
		if fs := checkEvent(s, e, after); len(fs) > 0 {
			for _, f := range fs {
				if f.check == check {
					return f
				}
			}
			return fs[0]
		}
		s = after
		kept = append(kept, e)
	}
	if !s.Over && frozen(s) {
		return &failure{check: frozenCheck(s), event: kept[len(kept)-1].Type()}
	}
	replayed, err := engine.Replay(b, kept)
	if err != nil || diffStates(replayed, s) != "" {
		return &failure{check: "replay", event: kept[len(kept)-1].Type()}
	}
	return nil
}

// frozen reports whether no candidate of many random tries is accepted.
func frozen(s *engine.State) bool {
	for seed := range uint64(20) {
		p := &rplayer{r: newRand(seed)}
		if e, _, _ := p.play(s); e != nil {
			return false
		}
	}
	return true
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) }

// shrink drops events while the same invariant still fails, to print the
// shortest log it finds (for 20 seconds at most).
func shrink(t testing.TB, b *engine.Board, log []engine.Event, f *failure) []engine.Event {
	deadline := time.Now().Add(20 * time.Second)
	same := func(l []engine.Event) bool {
		g := replayChecked(b, l, f.check)
		return g != nil && g.check == f.check
	}
	if !same(log) {
		return log
	}
	for chunk := len(log) / 2; chunk >= 1; chunk /= 2 {
		for i := len(log) - chunk; i >= 1 && time.Now().Before(deadline); i -= chunk {
			try := append(slices.Clone(log[:i]), log[i+chunk:]...)
			if same(try) {
				log = try
			}
		}
	}
	return log
}
