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
		st.Players[0].Skulls = c.hand
		var buf bytes.Buffer
		if err := SkullTrade(Ctx{Lang: "en"}, GameView{ID: 1, State: st}).Render(context.Background(), &buf); err != nil {
			t.Fatal(err)
		}
		page := buf.String()
		ones, twos := formValue(t, page, "ones"), formValue(t, page, "twos")
		if ones+2*twos != c.skulls {
			t.Errorf("hand %v: form offers %d×1 + %d×2 skulls, want %d skulls", c.hand, ones, twos, c.skulls)
			continue
		}
		trade := engine.Trade{Skulls: slices.Concat(slices.Repeat([]int{1}, ones), slices.Repeat([]int{2}, twos))}
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
	st.Mode = engine.ModeCommand
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
