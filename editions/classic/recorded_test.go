package classic

import (
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// TestRecordedClassicGames replays the recorded classic games in
// testdata/games (the engine's format) through the registered ruleset and
// compares each end with the position worked out by hand.
func TestRecordedClassicGames(t *testing.T) {
	enginetest.ReplayDir(t, "testdata/games", 3)
}

// TestRecordedClassicCards: every traded set in the recorded games is a
// set of classic cards and every card is drawn once.
func TestRecordedClassicCards(t *testing.T) {
	b := board(t)
	for _, path := range []string{
		"testdata/games/two_players_trades_escalate.json",
		"testdata/games/two_players_elimination_takes_cards.json",
		"testdata/games/six_players_minimum_and_australia.json",
		"testdata/games/four_players_capital_risk.json",
	} {
		g := enginetest.Load(t, path)
		if g.Edition != Edition || g.Board != BoardID {
			t.Fatalf("%s: edition %q board %q", path, g.Edition, g.Board)
		}
		seen := map[string]bool{}
		for i, e := range enginetest.Events(t, g) {
			switch e := e.(type) {
			case engine.Trade:
				var sym []engine.CardSymbol
				for _, c := range e.Cards {
					s, _ := SymbolOf(b, c)
					sym = append(sym, s)
				}
				if !IsSet(sym) {
					t.Errorf("%s event %d: %v is not a set", path, i+1, e.Cards)
				}
			case engine.EndTurn:
				if !e.Draw {
					continue
				}
				if _, ok := SymbolOf(b, e.Card); !ok || seen[e.Card] {
					t.Errorf("%s event %d: card %q unknown or drawn twice", path, i+1, e.Card)
				}
				seen[e.Card] = true
			}
		}
	}
}
