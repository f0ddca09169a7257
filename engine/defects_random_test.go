package engine_test

import (
	"testing"

	"herald/engine"
)

// Found by the random games (not in issue 13's list): a hand correction of
// the current player during reinforcement, in an edition without a hand
// limit, set "must trade" (0 cards >= a limit of 0) and froze the turn:
// every placement, attack and the end of the turn were refused with "must
// trade", with nothing to trade. Halo Wars has no hand limit and the trade
// is a choice: "If you have cards containing a total of 2 or more skulls
// you may choose to turn in some or all of them" (seed 002, HOW TO DEPLOY
// REINFORCEMENTS 4); Legendary alike ("Sie können Karten mit insgesamt
// 2–10 Schädeln eintauschen", seed 000, Verstärkung); and Warhammer
// ("C EINHEITEN ERWERBEN").
func TestHandCorrectionWithoutHandLimitKeepsTheTurnPlayable(t *testing.T) {
	for _, g := range []*game{newHalo(t, 3, "basic"), oneOnOne(t, nil), newWH(t, 3, nil)} {
		g.do(engine.CorrectHand{Player: g.s.Current})
		if g.s.MustTrade {
			t.Errorf("%s: a hand correction to no cards makes %s trade", g.s.Rules.Edition, g.s.Players[g.s.Current].Name)
		}
		g.placeAll(g.b.Territories[g.s.Holdings(g.s.Current)[0]].ID)
		if _, err := engine.Apply(g.s, engine.EndTurn{}); err != nil {
			t.Errorf("%s: the turn cannot end after a hand correction: %v", g.s.Rules.Edition, err)
		}
	}
}
