package story_test

import (
	"math"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/story"
)

// oneOnOne is the start of a recorded classic game with Iceland (Anna) at
// 2 units against Great Britain (the neutral army) at 1, set by a
// correction, and one battle of one die against one.
func oneOnOne(t *testing.T, attack, defend int) (*engine.Board, []engine.Event) {
	t.Helper()
	g := enginetest.Load(t, "../editions/classic/testdata/games/two_players_trades_escalate.json")
	b := enginetest.Board(t, "../editions/classic/testdata/games", g)
	events := enginetest.Events(t, g)[:2] // set-up, Anna places 11 on Iceland
	if p, ok := events[1].(engine.Place); !ok || p.Territory != "iceland" {
		t.Fatalf("the game starts otherwise: %#v", events[1])
	}
	events = append(events,
		engine.Correct{Territories: []engine.TerritoryFix{{Territory: "iceland", Owner: 0, Units: 2}, {Territory: "great_britain", Owner: 2, Units: 1}}},
		engine.Attack{From: "iceland", To: "great_britain", AttackDice: []int{attack}, DefendDice: []int{defend}})
	return b, events
}

// Issue 17 item 2: one die against one, classic rules ("the defender
// wins all ties", classic rulebook, "Attacking"): the attacker takes the
// territory in 15 of the 36 rolls (a higher die: 5+4+3+2+1 = 15).
func TestOneDieAgainstOneByHand(t *testing.T) {
	const p = 15.0 / 36
	for _, c := range []struct {
		attack, defend int
		conquered      bool
		after          float64
	}{{3, 5, false, 0}, {3, 3, false, 0}, {5, 3, true, 1}} {
		b, events := oneOnOne(t, c.attack, c.defend)
		st, err := story.Game(b, events)
		if err != nil {
			t.Fatal(err)
		}
		if len(st.Battles) != 1 {
			t.Fatalf("%d battles, want 1", len(st.Battles))
		}
		bt := st.Battles[0]
		if math.Abs(bt.Before-p) > 1e-12 || !bt.Known {
			t.Errorf("%d v %d: before %v, want 15/36 = %v", c.attack, c.defend, bt.Before, p)
		}
		if bt.After != c.after || bt.Conquered != c.conquered || bt.Taken != c.conquered {
			t.Errorf("%d v %d: after %v conquered %v taken %v, want %v %v", c.attack, c.defend, bt.After, bt.Conquered, bt.Taken, c.after, c.conquered)
		}
		if bt.Event != 3 || bt.Attacker != 0 || bt.Defender != 2 || bt.From != "iceland" || bt.To != "great_britain" || bt.Round != 1 {
			t.Errorf("battle %+v", bt)
		}
		// Luck of one battle: the attacker expects to lose 21/36 of a
		// unit, the defender 15/36; the loss is 0 or 1, so its variance
		// is 15/36 * 21/36 and the band sqrt(15*21)/36.
		lossA, lossD := 1.0, 0.0
		if c.conquered {
			lossA, lossD = 0, 1
		}
		sd := math.Sqrt(15*21) / 36
		anna, neutral := st.Players[0], st.Players[2]
		r := st.Rounds
		if math.Abs(anna.Luck[r]-(21.0/36-lossA)) > 1e-12 || math.Abs(neutral.Luck[r]-(15.0/36-lossD)) > 1e-12 {
			t.Errorf("%d v %d: luck %v and %v", c.attack, c.defend, anna.Luck[r], neutral.Luck[r])
		}
		if math.Abs(anna.LuckSD[r]-sd) > 1e-12 || math.Abs(neutral.LuckSD[r]-sd) > 1e-12 || st.Players[1].LuckSD[r] != 0 {
			t.Errorf("%d v %d: band %v, %v, %v, want %v", c.attack, c.defend, anna.LuckSD[r], neutral.LuckSD[r], st.Players[1].LuckSD[r], sd)
		}
	}
}
