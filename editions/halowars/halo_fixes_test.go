package halowars_test

// Tests for the Halo Wars defects of issue 13 ("Rules you can trust"),
// each citing the English rulebook (seed 002).

import (
	"testing"

	"herald/editions/halowars"
	"herald/engine"
)

// "TEAM PLAY", Transfer of Command: "After placing reinforcements at the
// beginning of your turn you may ask your teammate if you can take over
// command of one of his territories." The issue's table: Anna conquered
// three colonies, then took her teammate Carla's colony Kintyre by
// transfer, and "Take 4 colonies in one turn" became claimable. The
// window is after placing and before the first attack.
func TestHaloTransferOnlyBeforeAttacking(t *testing.T) {
	pos := merge(hold(anna, 20, "kinross"), hold(carla, 1, "kintyre", "selsey"), hold(dirk, 1, "roque"))
	heroes := map[int]string{anna: "kinross", carla: "selsey"}

	g := newHalo(t, 4, halowars.ModeBasic)
	g.haloBoard(ben, pos, heroes)
	g.placeAllOn("kinross")
	for _, c := range []string{"skerries", "academ", "pirth"} {
		g.conquer("kinross", c)
	}
	g.refuse(engine.TransferCommand{Territory: "kintyre"}, "transfer.after_attacks")
	g.refuse(engine.Claim{Achievement: halowars.Colonies4InTurn}, "claim.not_met")

	// Ending the attacks without a battle closes the window as well.
	g = newHalo(t, 4, halowars.ModeBasic)
	g.haloBoard(ben, pos, heroes)
	g.placeAllOn("kinross")
	g.do(engine.EndAttack{})
	g.refuse(engine.TransferCommand{Territory: "kintyre"}, "transfer.after_attacks")

	// Right after placing, before any attack, the transfer is taken.
	g = newHalo(t, 4, halowars.ModeBasic)
	g.haloBoard(ben, pos, heroes)
	g.placeAllOn("kinross")
	g.do(engine.TransferCommand{Territory: "kintyre"})
	if k := id(t, g.b, "kintyre"); g.s.Owner[k] != anna {
		t.Fatalf("Kintyre owned by %d after the transfer", g.s.Owner[k])
	}
}

// "Turn 57" on the turn bar counted every player's turn; the table counts
// rounds, once round the table.
func TestRoundsCountTheTable(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	for range 3 {
		if g.s.Round != 1 {
			t.Fatalf("round %d at turn %d", g.s.Round, g.s.Turn)
		}
		g.pass()
	}
	if g.s.Round != 2 || g.s.Turn != 4 {
		t.Fatalf("after one round: round %d, turn %d", g.s.Round, g.s.Turn)
	}
}

// A correction of the current player's hand during reinforcement froze a
// Halo Wars turn: with no hand limit in Halo Wars ("If you have cards
// containing a total of 2 or more skulls you may choose to turn in some
// or all of them"), the forced-trade flag was set by len(cards) >= 0,
// and every later action was refused as "trade a set first".
func TestHaloHandCorrectionKeepsTheTurnPlayable(t *testing.T) {
	g := newHalo(t, 3, halowars.ModeBasic)
	g.do(engine.CorrectHand{Player: anna, Points: []int{2, 2}})
	g.placeAllOn("academ")
	if err := g.s.ReadyToFight(); err != nil {
		t.Fatalf("the turn is frozen after a hand correction: %v", err)
	}
	g.do(engine.EndTurn{})
}

// Transfer of Command takes "any territory he controls" (Legendary:
// "Dies kann jedes Gebiet sein, das er kontrolliert"), so a teammate may
// give up their last one. They then hold nothing and are out, as after a
// battle ("This player is now out of the game"): before, Carla stayed in
// with no territory and her turns came round. Found by the random games
// (halo_legendary seed 120).
func TestTransferOfTheLastTerritoryPutsTheTeammateOut(t *testing.T) {
	g := newHalo(t, 4, halowars.ModeBasic)
	g.haloBoard(ben, merge(hold(anna, 20, "kinross"), hold(carla, 1, "kintyre"), hold(dirk, 1, "roque")), map[int]string{anna: "kinross"})
	// Carla's hero fell in her last battle: no hero guards Kintyre.
	g.s.Players[carla].Hero = engine.NoTerritory
	g.placeAllOn("kinross")
	g.do(engine.TransferCommand{Territory: "kintyre"})
	if !g.s.Players[carla].Out {
		t.Fatal("Carla holds no territory and is still in")
	}
	g.do(engine.EndAttack{})
	g.do(engine.EndTurn{})
	if g.s.Current == carla {
		t.Fatal("the turn went to Carla, who is out")
	}
}
