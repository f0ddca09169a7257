package stats

import (
	"strings"

	"herald/engine"
)

// Side is a player's battles on one side, attacking or defending.
type Side struct {
	Battles int
	Lost    int // units lost
	// Expected is what the same battles cost on average, from the exact
	// distribution of each battle's dice.
	Expected float64
}

func (s Side) plus(o Side) Side {
	return Side{Battles: s.Battles + o.Battles, Lost: s.Lost + o.Lost, Expected: s.Expected + o.Expected}
}

// Player is one player's luck in battle.
type Player struct {
	Name  string
	House string // "" across games when the player played several houses
	// Neutral marks the neutral army of a two-player game: its dice are
	// rolled by the opponent, so its luck is nobody's.
	Neutral         bool
	Attack, Defence Side
	// Running[i] is the luck after the first i battles of the log (all
	// battles, not only the player's), so every player's line shares one
	// axis; Running[0] is 0.
	Running []float64
}

// Battles is how many battles the player fought on either side.
func (p Player) Battles() int { return p.Attack.Battles + p.Defence.Battles }

// Lost is the units the player lost in battle.
func (p Player) Lost() int { return p.Attack.Lost + p.Defence.Lost }

// Expected is the units the player would have lost on average.
func (p Player) Expected() float64 { return p.Attack.Expected + p.Defence.Expected }

// Luck is expected minus actual losses: positive means the player lost
// fewer units than the dice would on average have taken.
func (p Player) Luck() float64 { return p.Expected() - float64(p.Lost()) }

// Report is the dice page of one game or of several merged.
type Report struct {
	Dice    Dice
	Battles int      // battles in the log, with dice or losses only
	Players []Player // seat order; merged: in order of first appearance
}

// expectedLoss[a][d] is the attacker's and the defender's expected loss
// in one battle of a attack dice against d defence dice.
var expectedLoss = func() (t [4][3][2]float64) {
	for a := 1; a <= 3; a++ {
		for d := 1; d <= 2; d++ {
			var att, def, of int64
			for _, o := range engine.BattleOdds(a, d) {
				att += int64(o.Ways) * int64(o.AttackerLoss)
				def += int64(o.Ways) * int64(o.DefenderLoss)
				of = int64(o.Of)
			}
			t[a][d] = [2]float64{float64(att) / float64(of), float64(def) / float64(of)}
		}
	}
	return t
}()

// ExpectedLoss is each side's expected loss in one battle of a attack
// dice against d defence dice (a 1-3, d 1-2).
func ExpectedLoss(a, d int) (attacker, defender float64) {
	if a < 1 || a > 3 || d < 1 || d > 2 {
		return 0, 0
	}
	e := expectedLoss[a][d]
	return e[0], e[1]
}

// counts is the dice each side rolled in one Attack event.
func counts(a engine.Attack) (nA, nD int) {
	if len(a.AttackDice)+len(a.DefendDice) > 0 {
		return len(a.AttackDice), len(a.DefendDice)
	}
	return a.Attackers, a.Defenders
}

// expectedWith is each side's expected loss in one battle under the
// edition's modifiers (heroes, bonus dice, re-rolls), remembered per rule
// and dice (LossMoments): plain dice use the precomputed table.
func expectedWith(rule engine.BattleRule, a, d int) (attacker, defender float64) {
	if rule == (engine.BattleRule{}) {
		return ExpectedLoss(a, d)
	}
	m := LossMoments(rule, a, d)
	return m.MeanA, m.MeanD
}

// Game replays a game's log and reads its dice and each player's luck.
// The attacker of a battle is the player whose turn it is, the defender
// whoever held the target before the battle (corrections included).
func Game(b *engine.Board, events []engine.Event) (Report, error) {
	g := NewReading(b, events)
	_, err := engine.ReplayEach(b, events, g.Event)
	return g.Report(), err
}

// Reading is Game one event at a time (Event, engine.ReplayEach's
// callback), so that one replay can feed it and a story.
type Reading struct {
	b *engine.Board
	r Report
}

// NewReading starts reading the game of events on b.
func NewReading(b *engine.Board, events []engine.Event) *Reading {
	return &Reading{b: b, r: Report{Dice: CountDice(events)}}
}

// Report is what was read so far.
func (g *Reading) Report() Report { return g.r }

// Event reads one step of the replay: the seats at the set-up, then each
// battle's losses against the expected ones.
func (g *Reading) Event(before *engine.State, e engine.Event, after *engine.State) {
	r := &g.r
	if before == nil { // the set-up: the seats
		for _, p := range after.Players {
			r.Players = append(r.Players, Player{Name: p.Name, House: p.House, Neutral: p.Neutral, Running: []float64{0}})
		}
		return
	}
	a, ok := e.(engine.Attack)
	if !ok {
		return
	}
	to, ok := g.b.Lookup(a.To)
	if !ok {
		return // the engine refuses this before we get here
	}
	from, _ := g.b.Lookup(a.From)
	nA, nD := counts(a)
	expA, expD := expectedWith(before.BattleRule(from, to, a.Declared), nA, nD)
	// Losses as the engine applied them, modifiers included; a
	// conquered territory lost all it had.
	lossA := before.Units[from] - after.Units[from]
	lossD := before.Units[to] - after.Units[to]
	if after.Owner[to] != before.Owner[to] {
		lossD = before.Units[to]
	}
	att, def := &r.Players[before.Current], &r.Players[before.Owner[to]]
	att.Attack = att.Attack.plus(Side{Battles: 1, Lost: lossA, Expected: expA})
	def.Defence = def.Defence.plus(Side{Battles: 1, Lost: lossD, Expected: expD})
	r.Battles++
	for i := range r.Players {
		p := &r.Players[i]
		p.Running = append(p.Running, p.Luck())
	}
}

// playerKey matches players across games: by name, ignoring case and
// surrounding spaces, and never a person with a neutral army.
type playerKey struct {
	name    string
	neutral bool
}

func keyOf(p Player) playerKey {
	return playerKey{name: NameKey(p.Name), neutral: p.Neutral}
}

// NameKey is the name a player is matched by across games (the dice page,
// the records): ignoring case and surrounding spaces.
func NameKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// Merge adds up several games' reports, in the order given (oldest first
// makes the running luck read in time order). Players are matched by
// name; a player's running luck stays flat through games they missed.
func Merge(reports ...Report) Report {
	var out Report
	index := map[playerKey]int{}
	for _, r := range reports {
		out.Dice = out.Dice.plus(r.Dice)
		// at[i] lists the seats of r that are merged player i (usually
		// one, none when the player missed this game).
		at := make([][]int, len(out.Players)+len(r.Players))
		for j, p := range r.Players {
			k := keyOf(p)
			i, ok := index[k]
			if !ok {
				i = len(out.Players)
				index[k] = i
				// A newcomer had no luck through the earlier games.
				out.Players = append(out.Players, Player{Name: p.Name, House: p.House, Neutral: p.Neutral, Running: make([]float64, out.Battles+1)})
			} else if out.Players[i].House != p.House {
				out.Players[i].House = ""
			}
			m := &out.Players[i]
			m.Attack = m.Attack.plus(p.Attack)
			m.Defence = m.Defence.plus(p.Defence)
			at[i] = append(at[i], j)
		}
		for i := range out.Players {
			m := &out.Players[i]
			base := m.Running[len(m.Running)-1]
			for b := 1; b <= r.Battles; b++ {
				v := base
				for _, j := range at[i] {
					v += r.Players[j].Running[b]
				}
				m.Running = append(m.Running, v)
			}
		}
		out.Battles += r.Battles
	}
	return out
}
