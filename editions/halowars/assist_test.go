package halowars_test

import (
	"slices"
	"testing"

	"herald/editions/halowars"
	"herald/engine"
	"herald/maps"
	"herald/views"
)

// Issue 18, "What to build" 3: "a derived link the table did not confirm
// is not used to refuse a move". On Arcadia as shipped (the state of a
// fresh copy) the assistant proposes Kintyre–Portobello, and no classic
// layout links Iona (Caledonia = South America) with Dunwich (Avalon =
// Australia); a game on that board still decides both only by its stored
// links and complete lists: the table's call, accepted as before.
// Xanadu's list is complete (Halopedia), so an attack from it to a
// territory off its list is refused, as today.
func TestAssistProposalsNeverDecideAMove(t *testing.T) {
	spec, _, err := maps.Spec("arcadia")
	if err != nil {
		t.Fatal(err)
	}
	adv := views.AdviseLinks(spec, "en")
	if adv == nil || !adv.Fits || !slices.Contains(adv.Proposed, [2]string{"kintyre", "portobello"}) {
		t.Fatalf("the shipped board's advice does not propose Kintyre–Portobello: %+v", adv)
	}
	g := newHalo(t, 3, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 10, "kintyre", "iona", "xanadu"), hold(carla, 5, "portobello", "dunwich")), nil)
	g.placeAllOn("iona")
	// Dice the defender wins: nobody conquers, the attacks go on.
	g.do(engine.Attack{From: "kintyre", To: "portobello", AttackDice: []int{1}, DefendDice: []int{6}})
	g.do(engine.Attack{From: "iona", To: "dunwich", AttackDice: []int{1}, DefendDice: []int{6}})
	g.refuse(engine.Attack{From: "xanadu", To: "dunwich", AttackDice: []int{1}, DefendDice: []int{6}}, "attack.not_adjacent")
}

// A board that is not Arcadia's (another territory list) gets no advice.
func TestAssistKnowsOnlyArcadia(t *testing.T) {
	for _, id := range []string{"westeros", "classic"} {
		spec, _, err := maps.Spec(id)
		if err != nil {
			t.Fatal(err)
		}
		if adv := views.AdviseLinks(spec, "en"); adv != nil {
			t.Errorf("%s gets link advice %+v", id, adv)
		}
	}
	spec, _, _ := maps.Spec("arcadia")
	spec.Territories = spec.Territories[1:]
	if adv := views.AdviseLinks(spec, "en"); adv != nil {
		t.Error("Arcadia without Academ still gets advice")
	}
}
