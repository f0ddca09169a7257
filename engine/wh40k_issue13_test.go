package engine_test

// Tests for the Warhammer 40,000 defects of issue 13 ("Rules you can
// trust"). Passages are quoted from the German rulebook (seed 003,
// ANLEITUNG) under its headings.

import (
	"testing"

	"herald/engine"
)

// "GEBIETSKARTE ZIEHEN" A: "Wenn du während deines Zuges eine Mission
// einsammelst, kannst du in diesem Zug keine Gebietskarte ziehen, auch
// wenn du ein gegnerisches Gebiet eingenommen hast"; SCHNELLÜBERSICHT:
// "... es sei denn du besitzt die Beutekarte „Gebietskarte
// gewährleistet“". CanDraw (the state JSON's can_draw) must say what
// end_turn accepts.
func TestWH40kCanDrawAgreesWithEndTurn(t *testing.T) {
	// A conquest and a mission: no card.
	g := newWH(t, 3, nil, engine.MissionConquer4)
	g.whPosition(ben, hold(anna, 30, "kae5"), nil)
	g.placeAllOn("kae5")
	conquerAll("kae5", "meg1", "meg2", "meg3", "meg4")(g)
	if !g.s.CanDraw() {
		t.Fatal("after a conquest CanDraw says no card")
	}
	g.do(engine.Claim{Achievement: engine.MissionConquer4, Reward: engine.LootOneUnit})
	if g.s.CanDraw() {
		t.Error("after a conquest and a mission CanDraw says a card")
	}
	g.refuse(engine.EndTurn{Draw: true, Gelt: []int{100}}, "draw.after_mission")

	// The guaranteed card and no conquest: a card.
	g = startWithLoot(t, false, engine.LootCard)
	g.placeAllOn("meg1")
	if !g.s.CanDraw() {
		t.Error("with the guaranteed card CanDraw says no card")
	}
	g.do(engine.EndTurn{Draw: true, Gelt: []int{100}})

	// No conquest, no loot: no card.
	g = startWithLoot(t, false)
	g.placeAllOn("meg1")
	if g.s.CanDraw() {
		t.Error("without a conquest CanDraw says a card")
	}
}
