package views

import (
	"bytes"
	"context"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
)

// formValue reads the pre-filled value of the number input name.
func formValue(t *testing.T, page, name string) int {
	t.Helper()
	m := regexp.MustCompile(`name="` + name + `"[^>]*value="(\d+)"`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no input %s in %s", name, page)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// "HOW TO DEPLOY REINFORCEMENTS" 4 and the chart on the board: "You may
// turn in 2 to 10 skulls" once per turn. The form used to pre-fill the
// whole hand: six 2-skull cards offered 12, which the engine refuses
// ("12 skulls cannot be turned in"). It must pre-fill the most the chart
// pays, and what it pre-fills must be accepted as it stands.
func TestSkullTradePrefillsALegalTurnIn(t *testing.T) {
	for _, c := range []struct {
		hand   []int
		skulls int
	}{
		{[]int{2, 2, 2, 2, 2, 2}, 10},
		{[]int{1, 2, 2, 2, 2, 2}, 10},
		{[]int{1, 1, 1}, 3},
		{[]int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, 10},
		{[]int{1, 2}, 3},
	} {
		st := haloState(t)
		st.Players[0].Points = c.hand
		var buf bytes.Buffer
		if err := PointTrade(Ctx{Lang: "en"}, GameView{ID: 1, State: st}).Render(context.Background(), &buf); err != nil {
			t.Fatal(err)
		}
		page := buf.String()
		ones, twos := formValue(t, page, "ones"), formValue(t, page, "twos")
		if ones+2*twos != c.skulls {
			t.Errorf("hand %v: form offers %d×1 + %d×2 skulls, want %d skulls", c.hand, ones, twos, c.skulls)
			continue
		}
		trade := engine.Trade{Points: slices.Concat(slices.Repeat([]int{1}, ones), slices.Repeat([]int{2}, twos))}
		if _, err := engine.Apply(st, trade); err != nil {
			t.Errorf("hand %v: the pre-filled turn-in is refused: %v", c.hand, err)
		}
	}
}

// renderHalo renders the whole game page in lang.
func renderHalo(t *testing.T, lang string, st *engine.State) string {
	t.Helper()
	var buf bytes.Buffer
	if err := Game(Ctx{Lang: lang}, GameView{ID: 1, State: st}).Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// placeAll places the current player's whole reinforcement on their
// first territory.
func placeAll(t *testing.T, st *engine.State) *engine.State {
	t.Helper()
	first := st.Board.Territories[st.Holdings(st.Current)[0]].ID
	n, err := engine.Apply(st, engine.Place{Territory: first, Units: st.ToPlace()})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Heroic Rewards, Guaranteed card: "Take one guaranteed card at the end of
// each turn, beginning with the turn that you've earned the Reward." With
// the reward and no conquest the page said "You conquered a territory:
// draw 1 card(s)", and the claim hint "You then ... draw no card", which
// is wrong for this reward ("DRAW A CARD": "If you collect an
// Achievement, you cannot draw a card on that turn").
func TestGuaranteedCardNamesTheReward(t *testing.T) {
	st := haloState(t)
	st.Mode = "command"
	st.Players[0].Rewards = []string{engine.RewardCard}
	st.RewardsOut = []string{engine.RewardCard}
	page := renderHalo(t, "en", placeAll(t, st))
	if strings.Contains(page, "You conquered") || strings.Contains(page, "card(s)") {
		t.Error("the card is drawn for a conquest that did not happen")
	}
	if !strings.Contains(page, "Your reward “Guaranteed card”: draw 1 card,") {
		t.Error("the reward is not named as the reason for the card")
	}
	if strings.Contains(page, "draw no card") || !strings.Contains(page, "still gives you your card") {
		t.Error("the claim hint denies the guaranteed card")
	}
	// Without the reward, after a claim nothing is drawn, and the hint
	// says so.
	st = haloState(t)
	if page := renderHalo(t, "en", placeAll(t, st)); !strings.Contains(page, "and draw no card.") {
		t.Error("Basic Training: the claim hint does not say that no card follows")
	}
}

// invasionWin is an independent exact computation of an invasion's chance
// under "HEROES": "+1 Bonus to your highest attack die", "The +1 Bonus also
// applies when a Hero is present in a defending territory", "If your Hero
// is attacking or defending and your highest roll loses, your Hero is
// removed from the board with one unit" (so it counts no more). Every roll
// of every battle is enumerated; ties go to the defender; the attacker
// rolls 3 dice while able, the defender 2.
func invasionWin(a, d int, aHero, dHero bool) float64 {
	if d == 0 {
		return 1
	}
	if a == 0 {
		return 0
	}
	na, nd := min(3, a), min(2, d)
	// One battle: count the rolls leading to each outcome, then follow
	// each outcome.
	type outcome struct {
		al, dl       int
		aHero, dHero bool
	}
	ways := map[outcome]int{}
	total := 0
	dice := make([]int, na+nd)
	var roll func(i int)
	roll = func(i int) {
		if i < len(dice) {
			for f := 1; f <= 6; f++ {
				dice[i] = f
				roll(i + 1)
			}
			return
		}
		att := slices.Sorted(slices.Values(dice[:na]))
		def := slices.Sorted(slices.Values(dice[na:]))
		slices.Reverse(att)
		slices.Reverse(def)
		if aHero {
			att[0]++
		}
		if dHero {
			def[0]++
		}
		o := outcome{aHero: aHero && att[0] > def[0], dHero: dHero && att[0] <= def[0]}
		for k := 0; k < min(na, nd); k++ {
			if att[k] > def[k] {
				o.dl++
			} else {
				o.al++
			}
		}
		ways[o]++
		total++
	}
	roll(0)
	win := 0.0
	for o, w := range ways {
		win += float64(w) / float64(total) * invasionWin(a-o.al, d-o.dl, o.aHero, o.dHero)
	}
	return win
}

// "The odds panel counts heroes without saying so": 4 attacking units
// against 2 showed 65.3 % instead of 78.5 % because of the defending hero,
// unnamed, and the attacker's hero checked "IN" was not counted (72.5 %).
// The panel counts every declared modifier and names each one it counts.
func TestOddsPanelCountsAndNamesHeroes(t *testing.T) {
	st := placeAll(t, haloState(t))
	var from, to engine.TerritoryID = -1, -1
	for _, f := range st.Holdings(0) {
		for u := range st.Board.Territories {
			if st.Owner[u] != 0 && st.Board.Adjacent(f, engine.TerritoryID(u)) && st.CheckAttack(f, engine.TerritoryID(u)) == nil {
				from, to = f, engine.TerritoryID(u)
			}
		}
	}
	if from < 0 {
		t.Fatal("no attack on the board")
	}
	st.Units[from], st.Units[to] = 5, 2
	st.Players[0].Hero = from
	defender := st.Owner[to]
	fromID, toID := st.Board.Territories[from].ID, st.Board.Territories[to].ID
	other := st.Board.Territories[st.Holdings(defender)[0]].ID
	if other == toID {
		other = st.Board.Territories[st.Holdings(defender)[1]].ID
	}
	c := Ctx{Lang: "en"}
	for _, k := range []struct {
		name          string
		heroIn, dHero bool
		want          string // the figure
		named, absent []string
	}{
		{"no hero counted", false, false, "78.5%", []string{"No hero, cannon or bonus die", "not “IN”: not counted"}, []string{"defending hero"}},
		{"defending hero", false, true, "65.3%", []string{"defending hero (+1", "not “IN”: not counted"}, []string{"your hero “IN”"}},
		{"both heroes", true, true, "72.5%", []string{"your hero “IN”", "defending hero"}, []string{"not “IN”: not counted"}},
	} {
		s := *st
		s.Players = slices.Clone(st.Players)
		s.Players[defender].Hero, _ = s.Board.Lookup(other)
		if k.dHero {
			s.Players[defender].Hero = to
		}
		exact := invasionWin(4, 2, k.heroIn, k.dHero)
		if got := c.pct(exact); got != k.want {
			t.Fatalf("%s: the independent computation gives %s, the issue %s", k.name, got, k.want)
		}
		var buf bytes.Buffer
		g := GameView{ID: 1, State: &s, AttackFrom: fromID, AttackTo: toID, Declared: engine.Declared{HeroIn: k.heroIn}}
		if err := AttackForm(c, g).Render(context.Background(), &buf); err != nil {
			t.Fatal(err)
		}
		page := buf.String()
		if !strings.Contains(page, `data-testid="odds-win">`+k.want+`<`) {
			t.Errorf("%s: panel does not show %s: %s", k.name, k.want, oddsPanelText(page))
		}
		for _, w := range k.named {
			if !strings.Contains(page, w) {
				t.Errorf("%s: panel does not say %q: %s", k.name, w, oddsPanelText(page))
			}
		}
		for _, w := range k.absent {
			if strings.Contains(page, w) {
				t.Errorf("%s: panel says %q: %s", k.name, w, oddsPanelText(page))
			}
		}
	}
}

// oddsPanelText is the odds panel of a page, for failure messages.
func oddsPanelText(page string) string {
	i := strings.Index(page, `data-testid="odds-panel"`)
	if i < 0 {
		return "(no odds panel)"
	}
	return page[i:min(len(page), i+900)]
}
