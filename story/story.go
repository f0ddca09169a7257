// Package story reads a finished (or running) game's log and tells how it
// went, as data for the summary page (issue 17, "After the game", items 1
// and 2): per player and round the territories and units on the board,
// the reinforcement income with its sources, the luck of the dice with
// its expected band, every battle, and the invasions (a whole attack from
// one territory on another) with the exact chance of their outcome, from
// which the turning points are chosen (invasion.go).
//
// Like the engine it names no edition: what a battle's dice were worth
// comes from the edition's battle rule (State.BattleRule), what a
// territory is worth from the board and the core's pieces on it.
package story

import (
	"math"
	"slices"

	"herald/engine"
	"herald/stats"
)

// Player is one seat's story. Every series has one entry per round, index
// 0 the position after the set-up and index r the end of round r
// (engine.State.Round).
type Player struct {
	Name    string
	House   string
	Neutral bool
	// Territories and Units held on the board at the round's end.
	Territories []int
	Units       []int
	// Income is the player's reinforcement in the round as the engine
	// computed it (territories, castles, colonies, bases, reward, loot,
	// regions, traded sets), summed over the player's turns in the round;
	// Income[0] is zero. Its field and region names are the engine's,
	// for the views to translate.
	Income []engine.Reinforcement
	// Luck is expected minus actual units lost in battle (stats/luck.go),
	// cumulative at the round's end; LuckSD is one standard deviation of
	// that sum, so Luck within ±LuckSD is the expected band (see band).
	Luck   []float64
	LuckSD []float64
	// Points are the points held at each round's end where the edition
	// decides on points (Story.HasPoints; players.go), else nil.
	Points []int
	// Figures are the player's battles, dice and losses (players.go).
	Figures Figures
}

// Story is a game's story.
type Story struct {
	Players []Player
	// Rounds is the last round played; every series has Rounds+1 entries.
	Rounds  int
	Battles []Battle
	// Invasions are the battles grouped by invasion, in log order: the
	// turning points are chosen among them (TurningPoints).
	Invasions []Invasion
	// Ends is the state at each round's end, indexed as the series (0 the
	// set-up, Rounds the replay's final state): the board the summary
	// shows round by round. The states are the replay's own (engine.Apply
	// makes a new one per event), kept, not copied.
	Ends []*engine.State
	// Eliminations in the order they happened (players.go).
	Eliminations []Elimination
	// HasPoints: the edition decides this game on points, which every
	// Player.Points holds round by round.
	HasPoints bool
}

// Game replays a game's log and tells its story, every roll's odds
// (Battle.Before, After) included.
func Game(b *engine.Board, events []engine.Event) (*Story, error) {
	r := NewReader(b)
	r.RollOdds()
	last, err := engine.ReplayEach(b, events, r.Event)
	if err != nil {
		return nil, err
	}
	return r.End(last), nil
}

// GameAndDice is Game and stats.Game in one replay, with the final state:
// the records need all three, and every roll's odds (their comeback).
func GameAndDice(b *engine.Board, events []engine.Event) (*Story, stats.Report, *engine.State, error) {
	return gameAndDice(b, events, true)
}

// ForSummary is GameAndDice without every roll's odds (Battle.Known is
// false): the summary reads the invasions' (Story.Invasions), one chain
// per invasion instead of one or two per roll, which with stacks near
// 999 units took the page from a few milliseconds to seconds (issue 33,
// defect 8).
func ForSummary(b *engine.Board, events []engine.Event) (*Story, stats.Report, *engine.State, error) {
	return gameAndDice(b, events, false)
}

func gameAndDice(b *engine.Board, events []engine.Event, rollOdds bool) (*Story, stats.Report, *engine.State, error) {
	tale, dice := NewReader(b), stats.NewReading(b, events)
	tale.rollOdds = rollOdds
	last, err := engine.ReplayEach(b, events, func(before *engine.State, e engine.Event, after *engine.State) {
		tale.Event(before, e, after)
		dice.Event(before, e, after)
	})
	if err != nil {
		return nil, stats.Report{}, nil, err
	}
	return tale.End(last), dice.Report(), last, nil
}

// NewReader starts a game's story on b, without every roll's odds
// (RollOdds asks for them).
func NewReader(b *engine.Board) *Reader {
	return &Reader{b: b, st: &Story{}, chances: map[engine.InvasionQuery]float64{}}
}

// RollOdds asks the reader for every roll's chance before and after it
// (Battle.Before, After), as the records' comeback reads them.
func (r *Reader) RollOdds() { r.rollOdds = true }

// End finishes the story at last, the replay's final state.
func (r *Reader) End(last *engine.State) *Story {
	if r.counted != last.Turn { // the game ended within a turn
		r.addIncome(last)
	}
	r.endRound(last, last.Round)
	r.st.Rounds = last.Round
	r.closeInvasion()
	return r.st
}

// Reader is Game one event at a time (Event, engine.ReplayEach's
// callback), so that one replay can feed it and a dice report; End
// finishes the story.
type Reader struct {
	b  *engine.Board
	st *Story
	// round is the round whose end is still to be written.
	round int
	// luck and variance so far, per player.
	luck, variance []float64
	// invasion is the index in st.Battles where the current invasion
	// (battles from one territory on another in one turn) began, -1 when
	// none is open.
	invasion int
	// rule is the open invasion's first roll's rule, its odds' rule.
	rule engine.BattleRule
	// counted is the last turn whose income was added.
	counted int
	// rollOdds: every roll's chances are asked for (RollOdds).
	rollOdds bool
	// chances keeps the chances computed in this pass (see odds).
	chances map[engine.InvasionQuery]float64
}

func (r *Reader) Event(before *engine.State, e engine.Event, after *engine.State) {
	if before == nil {
		r.start(after)
		return
	}
	a, isAttack := e.(engine.Attack)
	if !isAttack || !r.continues(before, a) {
		r.closeInvasion()
	}
	if isAttack {
		r.battle(before, a, after)
		r.tally(before, a, after)
	}
	r.eliminations(before, e, after)
	if after.Turn != before.Turn {
		r.addIncome(before)
	}
	if after.Round != before.Round || after.Over && !before.Over {
		r.endRound(after, before.Round)
	}
}

// start writes round 0, the position the set-up dealt.
func (r *Reader) start(s *engine.State) {
	r.invasion = -1
	r.luck = make([]float64, len(s.Players))
	r.variance = make([]float64, len(s.Players))
	for _, p := range s.Players {
		r.st.Players = append(r.st.Players, Player{Name: p.Name, House: p.House, Neutral: p.Neutral})
	}
	r.endRound(s, 0)
}

// endRound writes the position s as the end of every round up to last not
// yet written (a game that ends mid-round ends its round there).
func (r *Reader) endRound(s *engine.State, last int) {
	for ; r.round <= last; r.round++ {
		r.st.Ends = append(r.st.Ends, s)
		r.points(s)
		for i := range r.st.Players {
			p := &r.st.Players[i]
			p.Territories = append(p.Territories, s.Count(i))
			p.Units = append(p.Units, s.UnitsOf(i))
			p.Luck = append(p.Luck, r.luck[i])
			p.LuckSD = append(p.LuckSD, math.Sqrt(r.variance[i]))
			for len(p.Income) <= r.round {
				p.Income = append(p.Income, engine.Reinforcement{})
			}
		}
	}
}

// addIncome adds the reinforcement of the turn that ends in s (trades
// made later in the turn included) to its player's round.
func (r *Reader) addIncome(s *engine.State) {
	r.counted = s.Turn
	p := &r.st.Players[s.Current]
	for len(p.Income) <= s.Round {
		p.Income = append(p.Income, engine.Reinforcement{})
	}
	in, add := &p.Income[s.Round], s.Reinforcement
	in.Territories += add.Territories
	in.Castles += add.Castles
	in.Colonies += add.Colonies
	in.Bases += add.Bases
	in.Reward += add.Reward
	in.Loot += add.Loot
	in.Base += add.Base
	in.Regions = append(in.Regions, add.Regions...)
	in.Trades = append(in.Trades, add.Trades...)
	in.Total += add.Total
}

// Trades is the units the traded sets of an income gave, extra units on
// the cards' territories included (Reinforcement.Total minus the rest).
func Trades(in engine.Reinforcement) int {
	n := in.Total - in.Base - in.Bases - in.Reward - in.Loot
	for _, rb := range in.Regions {
		n -= rb.Bonus
	}
	return n
}

// RegionTotal is the units an income's region bonuses gave.
func RegionTotal(in engine.Reinforcement) int {
	n := 0
	for _, rb := range in.Regions {
		n += rb.Bonus
	}
	return n
}

// continues reports whether attack a goes on with the open invasion.
func (r *Reader) continues(before *engine.State, a engine.Attack) bool {
	if r.invasion < 0 {
		return false
	}
	last := r.st.Battles[len(r.st.Battles)-1]
	return last.Turn == before.Turn && last.From == a.From && last.To == a.To && !last.Conquered
}

// sortedBy returns the invasions' indexes ordered by key, largest first
// (ties keep log order).
func sortedBy(bs []Invasion, key func(Invasion) float64) []int {
	idx := make([]int, len(bs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(i, j int) int {
		ki, kj := key(bs[i]), key(bs[j])
		switch {
		case ki > kj:
			return -1
		case ki < kj:
			return 1
		}
		return 0
	})
	return idx
}
