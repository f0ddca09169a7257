package engine

import (
	"slices"
	"strings"
	"testing"
)

// Issue 32: the point cards' Go fields are named for what they are
// (Points, PointCards), while stored logs and game files keep the JSON
// of the skull cards they were written with ("skulls", "skull_cards"):
// such a payload still decodes, and encoding writes the same keys.
func TestPointCardsKeepTheirStoredJSON(t *testing.T) {
	for _, c := range []struct {
		typ, payload string
		want         []int
		points       func(Event) []int
	}{
		{"trade", `{"skulls":[1,2],"taken":[2]}`, []int{1, 2}, func(e Event) []int { return e.(Trade).Points }},
		{"end_turn", `{"draw":true,"skulls":[2]}`, []int{2}, func(e Event) []int { return e.(EndTurn).Points }},
		{"correct_hand", `{"player":1,"cards":[],"skulls":[1,1]}`, []int{1, 1}, func(e Event) []int { return e.(CorrectHand).Points }},
	} {
		e, err := Decode(c.typ, []byte(c.payload))
		if err != nil {
			t.Fatalf("%s %s: %v", c.typ, c.payload, err)
		}
		if got := c.points(e); !slices.Equal(got, c.want) {
			t.Errorf("%s: points %v read from %s, want %v", c.typ, got, c.payload, c.want)
		}
		_, out, err := Encode(e)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(out), `"skulls":`) {
			t.Errorf("%s: encoded as %s, without the stored key \"skulls\"", c.typ, out)
		}
	}
	e, _ := Decode("correct_hand", []byte(`{"player":1,"cards":[],"skull_cards":2}`))
	if e.(CorrectHand).PointCards != 2 {
		t.Errorf("skull_cards read as %d point cards, want 2", e.(CorrectHand).PointCards)
	}
}
