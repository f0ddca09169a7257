package story_test

import (
	"cmp"
	"math"
	"slices"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/story"
)

// roll is one roll of a test invasion: the attack's and the defence's dice.
type roll struct{ attack, defend []int }

// fight is the start of a recorded classic game with Iceland (Anna) at
// iceland units against Great Britain (the neutral army) at gb, set by a
// correction, then the rolls of one invasion from Iceland on Great
// Britain, then the events after.
func fight(t *testing.T, iceland, gb int, rolls []roll, after ...engine.Event) (*engine.Board, []engine.Event) {
	t.Helper()
	g := enginetest.Load(t, "../editions/classic/testdata/games/two_players_trades_escalate.json")
	b := enginetest.Board(t, "../editions/classic/testdata/games", g)
	events := enginetest.Events(t, g)[:2] // set-up, Anna places 11 on Iceland
	events = append(events, engine.Correct{Territories: []engine.TerritoryFix{{Territory: "iceland", Owner: 0, Units: iceland}, {Territory: "great_britain", Owner: 2, Units: gb}}})
	for _, r := range rolls {
		events = append(events, engine.Attack{From: "iceland", To: "great_britain", AttackDice: r.attack, DefendDice: r.defend})
	}
	events = append(events, after...)
	if _, err := engine.Replay(b, events); err != nil {
		t.Fatal(err)
	}
	return b, events
}

// exactWin is the attacker's chance from the big.Rat chain
// (engine.ExactWin), apart from the float64 one story reads.
func exactWin(q engine.InvasionQuery) float64 {
	f, _ := engine.ExactWin(q).Float64()
	return f
}

// Issue 33 defect 4: the attacker rolls 6 6 6 against 1 1, then ends the
// attacks. The stop is the attacker's choice, judged by what happened:
// it lost nothing, so the defender held with certainty, and the invasion
// is no turning point (the summary listed it first, "> 99.9% before, 0%
// after").
func TestVoluntaryStopIsNoTurningPoint(t *testing.T) {
	b, events := fight(t, 12, 3, []roll{{[]int{6, 6, 6}, []int{1, 1}}}, engine.EndAttack{})
	st, _, _, err := story.ForSummary(b, events)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Invasions) != 1 {
		t.Fatalf("%d invasions, want 1", len(st.Invasions))
	}
	v := st.Invasions[0]
	if !v.Stopped || v.Taken || v.Attacking != 11 || v.Defending != 3 || v.AttackerLoss != 0 || v.DefenderLoss != 2 || v.Rolls() != 1 {
		t.Errorf("invasion %+v, want stopped with 11 against 3, losses 0 and 2 in one roll", v)
	}
	if !v.Known || v.Chance != 1 {
		t.Errorf("the defender held with chance %v (known %v), want 1: the attacker chose to stop", v.Chance, v.Known)
	}
	if tps := st.TurningPoints(5); len(tps) != 0 {
		t.Errorf("the stop is a turning point: %+v", tps)
	}
}

// A stop after heavy losses is judged by the rolls made: Anna loses 8 of
// 11 against 2 in four rolls and stops; the defender held against the
// odds, with the chance that it holds until the attacker is down to 3
// (ExactWin with StopAt 3), and that invasion is the turning point.
func TestStopAfterLossesIsJudgedByThem(t *testing.T) {
	lose := roll{[]int{1, 1, 1}, []int{6, 6}}
	b, events := fight(t, 12, 2, []roll{lose, lose, lose, lose}, engine.EndAttack{})
	st, _, _, err := story.ForSummary(b, events)
	if err != nil {
		t.Fatal(err)
	}
	want := 1 - exactWin(engine.InvasionQuery{Attacking: 11, Defending: 2, StopAt: 3})
	tps := st.TurningPoints(5)
	if len(tps) != 1 {
		t.Fatalf("%d turning points, want the one invasion", len(tps))
	}
	tp := tps[0]
	if !tp.Stopped || tp.Left() != 3 || tp.Rolls() != 4 || math.Abs(tp.Chance-want) > 1e-12 || want > 0.02 {
		t.Errorf("turning point: stopped %v, %d left after %d rolls, chance %v, want 3 after 4 at %v", tp.Stopped, tp.Left(), tp.Rolls(), tp.Chance, want)
	}
	if math.Abs(tp.Score-(1-want)*story.Weight(tp.Stake)) > 1e-12 {
		t.Errorf("score %v, want (1 - %v) × %v", tp.Score, want, story.Weight(tp.Stake))
	}
}

// A turning point is the whole invasion, not its last die: 3 against 2
// lose two, then one die against two takes one, then one die against one
// (15/36, 41.7%) takes Great Britain. The invasion is chosen with the
// chance of taking it at its start (3 against 2, exact), and its three
// rolls.
func TestTurningPointIsTheInvasion(t *testing.T) {
	b, events := fight(t, 4, 2, []roll{{[]int{1, 1, 1}, []int{6, 6}}, {[]int{6}, []int{5, 4}}, {[]int{6}, []int{1}}})
	st, _, _, err := story.ForSummary(b, events)
	if err != nil {
		t.Fatal(err)
	}
	tps := st.TurningPoints(5)
	if len(tps) != 1 || len(st.Invasions) != 1 {
		t.Fatalf("%d turning points of %d invasions, want 1 of 1", len(tps), len(st.Invasions))
	}
	tp, want := tps[0], exactWin(engine.InvasionQuery{Attacking: 3, Defending: 2})
	if tp.First != 0 || tp.Last != 2 || tp.Rolls() != 3 || !tp.Taken || tp.Attacking != 3 || tp.Defending != 2 || tp.AttackerLoss != 2 || tp.DefenderLoss != 2 {
		t.Errorf("turning point %+v, want the invasion of rolls 0..2, taken with 3 against 2", tp.Invasion)
	}
	if math.Abs(tp.Chance-want) > 1e-12 || math.Abs(tp.Chance-15.0/36) < 0.01 {
		t.Errorf("chance %v, want 3 against 2's %v, not the last die's 15/36", tp.Chance, want)
	}
}

// invasion is one invasion as the test finds it in the log on its own:
// consecutive attacks from the same territory on the same one, until one
// conquers.
type invasion struct {
	first, last      int // events
	chance, weight   float64
	attacking, after int
	exact            bool
}

// bruteInvasions groups a log's attacks into invasions and computes each
// outcome's chance with engine.ExactWin (big.Rat, not the engine.Odds
// story reads): taken, to the last unit; held, until the attacker is down
// to what it had left. Armies beyond engine.ExactLimit are not exact.
func bruteInvasions(t *testing.T, b *engine.Board, events []engine.Event) []invasion {
	t.Helper()
	var out []invasion
	var rule engine.BattleRule
	open := false
	_, err := engine.ReplayEach(b, events, func(before *engine.State, e engine.Event, after *engine.State) {
		a, ok := e.(engine.Attack)
		if !ok {
			open = false
			return
		}
		from, _ := b.Lookup(a.From)
		to, _ := b.Lookup(a.To)
		if !open || !sameInvasion(events[before.Seq-1], a) {
			rule = before.BattleRule(from, to, a.Declared)
			out = append(out, invasion{first: before.Seq, attacking: before.Units[from] - 1, weight: bruteWeight(before, to)})
			out[len(out)-1].chance = float64(before.Units[to]) // defenders, for now
		}
		v := &out[len(out)-1]
		v.last, v.after = before.Seq, after.Units[from]-1
		q := engine.InvasionQuery{Attacking: v.attacking, Defending: int(v.chance), Rule: rule}
		v.exact = q.Attacking <= engine.ExactLimit && q.Defending <= engine.ExactLimit
		open = after.Owner[to] == before.Owner[to]
		if !open {
			v.chance = exactWin(q)
			if after.Over && !before.Over {
				v.weight += 3
			}
			return
		}
		if next := before.Seq + 1; next >= len(events) || !sameInvasion(events[next], a) {
			q.StopAt = v.after
			v.chance = 1 - exactWin(q)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Issue 33 defect 4: over every recorded game, the invasions are the
// log's runs of attacks, each outcome's chance is exact (the big.Rat
// chain), and the turning points are the five highest (1 - chance) ×
// weight among them.
func TestInvasionsOfRecordedGames(t *testing.T) {
	seen, exact := 0, 0
	for _, g := range recordedGames(t) {
		t.Run(g.name, func(t *testing.T) {
			st, _, _, err := story.ForSummary(g.board, g.events)
			if err != nil {
				t.Fatal(err)
			}
			want := bruteInvasions(t, g.board, g.events)
			if len(want) != len(st.Invasions) {
				t.Fatalf("%d invasions, the log has %d", len(st.Invasions), len(want))
			}
			for i, v := range st.Invasions {
				w := want[i]
				if st.Battles[v.First].Event != w.first || st.Battles[v.Last].Event != w.last || v.Left() != w.after {
					t.Errorf("invasion %d: events %d..%d, %d left; the log %d..%d, %d left", i, st.Battles[v.First].Event, st.Battles[v.Last].Event, v.Left(), w.first, w.last, w.after)
				}
				if w.exact {
					exact++
					if math.Abs(v.Chance-w.chance) > 1e-9 || !v.Known {
						t.Errorf("invasion %d (event %d): chance %v, the exact chain %v", i, w.first, v.Chance, w.chance)
					}
				}
			}
			slices.SortStableFunc(want, func(x, y invasion) int { return cmp.Compare((1-y.chance)*y.weight, (1-x.chance)*x.weight) })
			for i, tp := range st.TurningPoints(5) {
				seen++
				if ws := (1 - want[i].chance) * want[i].weight; math.Abs(tp.Score-ws) > 1e-9 || tp.Weight != want[i].weight {
					t.Errorf("turning point %d: event %d scores %v (weight %v), the %d-highest is %v (event %d, weight %v)", i+1, st.Battles[tp.First].Event, tp.Score, tp.Weight, i+1, ws, want[i].first, want[i].weight)
				}
			}
		})
	}
	if seen < 50 || exact < 200 {
		t.Errorf("only %d turning points and %d exact invasions over the recorded games", seen, exact)
	}
}
