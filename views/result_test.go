package views

import (
	"fmt"
	stdhtml "html"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// The result area (issue 15, item 2), checked on every battle of every
// recorded game against the engine: the dice shown are the dice the
// engine compared, pair by pair ("Invasion" 5-6: highest against
// highest, ties to the defender), the losses are what the board lost, the
// odds are the attack form's for the armies before and after the roll.

var (
	dieRe    = regexp.MustCompile(`<span class="die-cell([^"]*)" data-testid="die-(attack|defend)" data-face="(\d+)" data-value="(\d+)" data-lost="(true|false)" data-paired="(true|false)"`)
	lossRe   = regexp.MustCompile(`data-testid="result-losses" data-attacker-loss="(\d+)" data-defender-loss="(\d+)"`)
	oddsRe   = regexp.MustCompile(`data-testid="result-odds-(before|after)" data-win="([0-9.]+)"`)
	altRe    = regexp.MustCompile(`aria-label="([^"]*)" data-testid="result-(attack|defend)-dice"`)
	changeRe = regexp.MustCompile(`<li id="t-[^"]*" class="([^"]*)" data-testid="terr-([^"]+)"`)
)

type shown struct {
	value             int
	lost, paired, mod bool
}

// eachStep replays every recorded game, calling f at every event with
// the game page's model as the handlers build it.
func eachStep(t *testing.T, f func(name string, before *engine.State, e engine.Event, g GameView)) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(gamesDir, "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	sort.Strings(files)
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		rec := enginetest.Load(t, path)
		var hist []HistoryEntry
		_, err := engine.ReplayEach(enginetest.Board(t, gamesDir, rec), enginetest.Events(t, rec), func(before *engine.State, e engine.Event, after *engine.State) {
			hist = append([]HistoryEntry{{Seq: after.Seq, Type: e.Type(), Lines: engine.Describe(before, e, after)}}, hist...)
			f(path, before, e, GameView{ID: 1, Seq: after.Seq, State: after, History: hist[:min(len(hist), 8)], Last: Result{Before: before, Event: e}})
		})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
}

func TestResultShowsTheBattleAsTheEngineFoughtIt(t *testing.T) {
	battles, modified, lossesOnly, conquests := 0, 0, 0, 0
	eachStep(t, func(name string, before *engine.State, e engine.Event, g GameView) {
		a, ok := e.(engine.Attack)
		if !ok {
			return
		}
		battles++
		at := fmt.Sprintf("%s seq %d", name, g.Seq)
		html := goldenRender(t, ResultArea(Ctx{Lang: "de"}, g))
		from, _ := before.Board.Lookup(a.From)
		to, _ := before.Board.Lookup(a.To)
		after := g.State

		// Losses: what the board lost, told on each side.
		wantAL, wantDL := before.Units[from]-after.Units[from], before.Units[to]-after.Units[to]
		m := lossRe.FindStringSubmatch(html)
		if m == nil || m[1] != itoa(wantAL) || m[2] != itoa(wantDL) {
			t.Fatalf("%s: losses shown %v, the board lost attacker %d, defender %d", at, m, wantAL, wantDL)
		}
		if !strings.Contains(html, "Angreifer "+lossText(wantAL)+", Verteidiger "+lossText(wantDL)) {
			t.Errorf("%s: no loss sentence \"Angreifer %s, Verteidiger %s\"", at, lossText(wantAL), lossText(wantDL))
		}

		// Dice: the engine's own fight of the recorded dice.
		if len(a.AttackDice) == 0 {
			lossesOnly++
			if strings.Contains(html, `data-testid="die-`) {
				t.Errorf("%s: dice shown for a losses-only entry", at)
			}
		} else {
			rule := before.BattleRule(from, to, a.Declared)
			fought, err := engine.Fight(rule,
				engine.Rolled{Dice: a.AttackDice, Bonus: a.AttackBonusDie, RerollOne: a.RerollOne, RerollLowest: a.RerollLowest},
				engine.Rolled{Dice: a.DefendDice, Bonus: a.DefendBonusDie})
			if err != nil {
				t.Fatalf("%s: %v", at, err)
			}
			var att, def []shown
			for _, d := range dieRe.FindAllStringSubmatch(html, -1) {
				v, _ := strconv.Atoi(d[4])
				s := shown{value: v, lost: d[5] == "true", paired: d[6] == "true", mod: strings.Contains(d[1], "modified")}
				if s.mod {
					modified++
				}
				if d[2] == "attack" {
					att = append(att, s)
				} else {
					def = append(def, s)
				}
			}
			checkSide(t, at, "attack", att, fought.Attack, fought.Defend, true)
			checkSide(t, at, "defend", def, fought.Defend, fought.Attack, false)
			if fought.AttackerLoss != wantAL || fought.DefenderLoss != wantDL {
				t.Fatalf("%s: engine fight %d/%d, board %d/%d", at, fought.AttackerLoss, fought.DefenderLoss, wantAL, wantDL)
			}
			// The text alternative names every die as it fell and, where
			// a modifier changed it, what it counted ("1 (+1 = 2)").
			alts := altRe.FindAllStringSubmatch(html, -1)
			if len(alts) != 2 || !strings.HasPrefix(alts[0][1], "Angreifer würfelt ") || !strings.HasPrefix(alts[1][1], "Verteidiger würfelt ") ||
				!altNames(alts[0][1], att) || !altNames(alts[1][1], def) ||
				!strings.HasSuffix(alts[0][1], "verliert "+itoa(wantAL)+" "+map[bool]string{true: "Einheit", false: "Einheiten"}[wantAL == 1]) {
				t.Errorf("%s: text alternatives %v, want the dice %v and %v", at, alts, fought.Attack, fought.Defend)
			}
		}

		// Odds: the attack form's panel for the armies before the roll,
		// and for those left after it (1 once conquered, 0 when no unit
		// may attack any more).
		form := GameView{State: before, Declared: a.Declared}
		wantBefore := invasionOdds(before, form, a.From, a.To)
		if wantBefore == nil {
			t.Fatalf("%s: no odds before the battle", at)
		}
		wantAfter := 0.0
		switch {
		case after.Owner[to] == after.Current:
			wantAfter = 1
			conquests++
		case after.Units[from] > 1:
			p := invasionOdds(after, GameView{State: after, Declared: a.Declared}, a.From, a.To)
			if p == nil {
				t.Fatalf("%s: no odds after the battle", at)
			}
			wantAfter = p.Win
		}
		odds := oddsRe.FindAllStringSubmatch(html, -1)
		if len(odds) != 2 || odds[0][2] != f6(wantBefore.Win) || odds[1][2] != f6(wantAfter) {
			t.Errorf("%s: odds shown %v, want before %s after %s", at, odds, f6(wantBefore.Win), f6(wantAfter))
		}
	})
	t.Logf("%d battles (%d losses-only, %d conquests), %d dice marked as modified", battles, lossesOnly, conquests, modified)
	if battles < 50 || conquests == 0 || modified == 0 {
		t.Fatalf("too few battles to mean anything: %d battles, %d conquests, %d modified dice", battles, conquests, modified)
	}
}

// checkSide compares one side's dice as shown with the engine's: values
// high to low, the first min(len) paired, a die lost when it did not beat
// the other side's die of its pair (ties to the defender).
func checkSide(t *testing.T, at, side string, got []shown, mine, theirs []int, attacker bool) {
	t.Helper()
	if len(got) != len(mine) {
		t.Fatalf("%s: %s shows %d dice, the engine compared %d (%v)", at, side, len(got), len(mine), mine)
	}
	for i, d := range got {
		paired := i < len(theirs)
		lost := paired && ((attacker && mine[i] <= theirs[i]) || (!attacker && mine[i] < theirs[i]))
		if d.value != mine[i] || d.paired != paired || d.lost != lost {
			t.Fatalf("%s: %s die %d shown %+v, engine %v against %v", at, side, i+1, d, mine, theirs)
		}
	}
}

// altNames reports whether a text alternative lists the value each die
// counted, in order.
func altNames(alt string, dice []shown) bool {
	rest := alt
	for _, d := range dice {
		want := itoa(d.value)
		i := strings.Index(rest, want)
		if i < 0 {
			return false
		}
		rest = rest[i+len(want):]
	}
	return true
}

// TestResultLineAfterOtherActions: after anything but a battle the result
// area says the last history sentence.
func TestResultLineAfterOtherActions(t *testing.T) {
	n := 0
	eachStep(t, func(name string, before *engine.State, e engine.Event, g GameView) {
		if _, battle := e.(engine.Attack); battle || before == nil || foldHistory(g.History[0]) {
			return
		}
		c := Ctx{Lang: "en"}
		html := goldenRender(t, ResultArea(c, g))
		want := c.line(g.State, g.History[0].Lines[0])
		if !strings.Contains(html, `data-testid="result-line"`) || !strings.Contains(html, stdhtml.EscapeString(want)) {
			t.Fatalf("%s seq %d (%s): result area %q lacks %q", name, g.Seq, e.Type(), html, want)
		}
		n++
	})
	if n < 100 {
		t.Fatalf("only %d actions checked", n)
	}
}

// TestChangedTerritoriesHighlighted: the board marks `changed` exactly
// the territories whose owner or units the last event changed.
func TestChangedTerritoriesHighlighted(t *testing.T) {
	marked, steps := 0, 0
	eachStep(t, func(name string, before *engine.State, e engine.Event, g GameView) {
		if before == nil {
			return
		}
		var want []string
		for i, tr := range g.State.Board.Territories {
			if before.Owner[i] != g.State.Owner[i] || before.Units[i] != g.State.Units[i] {
				want = append(want, tr.ID)
			}
		}
		var got []string
		for _, m := range changeRe.FindAllStringSubmatch(goldenRender(t, Board(Ctx{Lang: "en"}, g)), -1) {
			if slices.Contains(strings.Fields(m[1]), "changed") {
				got = append(got, m[2])
			}
		}
		sort.Strings(want)
		sort.Strings(got)
		if !slices.Equal(got, want) {
			t.Fatalf("%s seq %d (%s): marked %v, changed %v", name, g.Seq, e.Type(), got, want)
		}
		marked += len(got)
		steps++
	})
	if marked == 0 || steps < 100 {
		t.Fatalf("nothing marked in %d steps", steps)
	}
}

// TestResultDiceShowTheirModifiers: each modifier is shown on the die it
// changed, and the values shown are those engine.Fight compares.
func TestResultDiceShowTheirModifiers(t *testing.T) {
	cases := []struct {
		name               string
		rule               engine.SideRule
		dice               []int
		bonus, one, lowest int
		want               []shownDie
		unused             int
	}{
		// Halo Wars, Legendary Rewards (seed 002): the bonus die
		// replaces the lowest normal die when it is higher.
		{name: "bonus die replaces the 1", rule: engine.SideRule{BonusDie: true}, dice: []int{2, 5, 1}, bonus: 4,
			want: []shownDie{{Face: 5}, {Face: 4, Bonus: true, Replaced: 1}, {Face: 2}}},
		{name: "bonus die not higher", rule: engine.SideRule{BonusDie: true}, dice: []int{3, 5}, bonus: 2,
			want: []shownDie{{Face: 5}, {Face: 3}}, unused: 2},
		// Warhammer 40k small loot (seed 003): "Würfele erneut eine Eins
		// pro Angriffswurf".
		{name: "re-rolled 1", rule: engine.SideRule{RerollOne: true}, dice: []int{1, 6, 3}, one: 5,
			want: []shownDie{{Face: 6}, {Face: 5, Rerolled: 1}, {Face: 3}}},
		// Warhammer 40k big loot: "Wiederhole deinen niedrigsten
		// Angriffswurf einmal".
		{name: "re-rolled lowest", rule: engine.SideRule{RerollLowest: true}, dice: []int{2, 6, 3}, lowest: 1,
			want: []shownDie{{Face: 6}, {Face: 3}, {Face: 1, Rerolled: 2}}},
		// Halo Wars hero and cannon (seed 002): +1 each on the highest
		// die, a 6 becomes 8.
		{name: "hero and cannon", rule: engine.SideRule{Hero: true, Plus: 1}, dice: []int{6, 2},
			want: []shownDie{{Face: 6, Plus: 2}, {Face: 2}}},
	}
	for _, tc := range cases {
		got, unused := sideDice(tc.dice, tc.bonus, tc.one, tc.lowest, tc.rule)
		if !slices.Equal(got, tc.want) || unused != tc.unused {
			t.Errorf("%s: shown %+v (unused %d), want %+v (unused %d)", tc.name, got, unused, tc.want, tc.unused)
			continue
		}
		fought, err := engine.Fight(engine.BattleRule{Attack: tc.rule},
			engine.Rolled{Dice: tc.dice, Bonus: tc.bonus, RerollOne: tc.one, RerollLowest: tc.lowest}, engine.Rolled{Dice: []int{1}})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for i, d := range got {
			if d.Value() != fought.Attack[i] {
				t.Errorf("%s: die %d counts %d, the engine compared %d", tc.name, i+1, d.Value(), fought.Attack[i])
			}
		}
	}
	c := Ctx{Lang: "de"}
	for d, want := range map[shownDie]string{
		{Face: 4, Bonus: true, Replaced: 1}: "Bonuswürfel statt 1",
		{Face: 5, Rerolled: 1}:              "neu gewürfelt, war 1",
		{Face: 6, Plus: 2}:                  "+2 = 8",
	} {
		if got := c.dieNote(d); got != want {
			t.Errorf("note of %+v: %q, want %q", d, got, want)
		}
	}
}

// TestResultLossesOnly: a battle entered as losses only shows no dice,
// the losses as entered, and the odds around it.
func TestResultLossesOnly(t *testing.T) {
	done := false
	eachStep(t, func(name string, before *engine.State, e engine.Event, g GameView) {
		a, ok := e.(engine.Attack)
		if done || !ok || len(a.AttackDice) != 3 || len(a.DefendDice) != 2 {
			return
		}
		from, _ := before.Board.Lookup(a.From)
		to, _ := before.Board.Lookup(a.To)
		if before.Units[to] < 3 || before.BattleRule(from, to, a.Declared) != (engine.BattleRule{}) {
			return
		}
		al, dl := 1, 1
		entry := engine.Attack{From: a.From, To: a.To, Attackers: 3, Defenders: 2, AttackerLoss: &al, DefenderLoss: &dl}
		after, err := engine.Apply(before, entry)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		html := goldenRender(t, ResultArea(Ctx{Lang: "de"}, GameView{State: after, Last: Result{Before: before, Event: entry}}))
		for _, want := range []string{`data-testid="result-losses-only"`, "Angreifer −1, Verteidiger −1", `data-testid="result-odds-before"`} {
			if !strings.Contains(html, want) {
				t.Fatalf("%s: losses-only result lacks %s: %s", name, want, html)
			}
		}
		if strings.Contains(html, `data-testid="die-`) {
			t.Fatalf("%s: dice shown for losses only", name)
		}
		done = true
	})
	if !done {
		t.Fatal("no battle to enter as losses")
	}
}
