package views

import (
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// A neutral seat plays under no player's name (Halo Legendary, One-on-One:
// "48 neutrale Flood-Einheiten"; Game of Thrones, 2 players: "ein Haus als
// neutrale Armee"), so a game set up without one must still name it in the
// history: the attack on the neutral Flood read "Land l9 ()".
func TestHistoryNamesTheNeutralSeat(t *testing.T) {
	st := legendaryState(t) // the neutral Flood seat has no name
	st = applyAll(t, st, engine.Place{Territory: "l1", Units: st.ToPlace()})
	e := engine.Attack{From: "l1", To: "l9", AttackDice: []int{6, 6, 6}, DefendDice: []int{1, 1}}
	after := applyAll(t, st, e)
	want := map[string]string{"de": "Land l9 (neutrale Flood)", "en": "Land l9 (neutral Flood)"}
	for lang, w := range want {
		l := engine.Describe(st, e, after)[0]
		if got := Say(lang, after, l.Key, l.Args); !strings.Contains(got, w) || strings.Contains(got, "()") {
			t.Errorf("%s: %q, want it to contain %q", lang, got, w)
		}
	}

	// Game of Thrones, 2 players: the neutral house, also unnamed.
	b := maps.MustLoad("westeros")
	s := neutralHouseSetup(t, b)
	got, err := engine.NewGame(b, s)
	if err != nil {
		t.Fatal(err)
	}
	want = map[string]string{"de": "neutrale Armee", "en": "neutral army"}
	for lang, w := range want {
		if n := argString(lang, got, engine.PlayerRef(2)); n != w {
			t.Errorf("%s: the neutral house is called %q, want %q", lang, n, w)
		}
	}
}

// neutralHouseSetup is a 2-player Game of Thrones game with its neutral
// house left unnamed, dealt round the table by the rulebook's counts.
func neutralHouseSetup(t *testing.T, b *engine.Board) engine.Setup {
	t.Helper()
	r, ok := engine.RulesetFor("got")
	if !ok {
		t.Fatal("Game of Thrones is not registered")
	}
	houses := r.Houses(2)
	s := engine.Setup{Edition: "got", Board: "westeros", Owners: map[string]int{}, DeckMode: engine.DeckTable,
		Players: []engine.PlayerSetup{{Name: "Anna", House: houses[0]}, {Name: "Ben", House: houses[1]}, {House: houses[2], Neutral: true}}}
	deal, neutral := r.Deal(2)
	deal = append(deal, neutral)
	seat := 0
	for _, terr := range b.Territories {
		for deal[seat] == 0 {
			seat++
		}
		s.Owners[terr.ID] = seat
		deal[seat]--
	}
	return s
}

func applyAll(t *testing.T, st *engine.State, events ...engine.Event) *engine.State {
	t.Helper()
	for _, e := range events {
		n, err := engine.Apply(st, e)
		if err != nil {
			t.Fatalf("%s: %v", e.Type(), err)
		}
		st = n
	}
	return st
}
