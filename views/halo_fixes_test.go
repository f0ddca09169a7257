package views

import (
	"bytes"
	"context"
	"regexp"
	"slices"
	"strconv"
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
